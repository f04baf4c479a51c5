"""``samba --smoke --tutorial``: every lesson played through the real table with real input events.

From the lesson list it presses Enter (continue), and in each lesson first tries a wrong move (which
must be refused, leaving the lesson where it was), then posts the events a player following the
captions would make (``script.lesson_inputs``), checks the lesson completed, and presses Enter for
the next. Any failure raises, which the command line turns into a non-zero exit code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pygame

from samba import i18n
from samba.game import tutorial as T
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.tutorial import script
from samba.ui.tutorial.lessons import LessonListScene
from samba.ui.tutorial.summary import ExplainedSummary
from samba.ui.tutorial.table import LessonComplete, TutorialTable

MAX_FRAMES = 20_000
WAIT = 400


class TutorialFailure(AssertionError):
    """A lesson could not be completed (or accepted a wrong move)."""


def _wait(condition: Callable[[], bool], what: str) -> Iterator[script.Event]:
    for _ in range(WAIT):
        if condition():
            return
        yield None
    raise TutorialFailure(f"timed out waiting for {what}")


def play_all(app: App, report: Callable[[str], None], progress_path: Path | None = None) -> Iterator[script.Event]:
    """The whole run as a stream of events (None: run a frame). Raises ``TutorialFailure`` on a problem."""
    report(f"language {i18n.language()}")
    app.reset(app.scene("lessons", progress_path))
    yield script.key(pygame.K_RETURN, "\r")
    for lesson in T.LESSONS:
        yield from _wait(lambda: isinstance(app.top, TutorialTable), f"lesson {lesson.id} to open")
        table = app.top
        assert isinstance(table, TutorialTable)
        if table.lesson is not lesson:
            raise TutorialFailure(f"expected lesson {lesson.id}, the table shows {table.lesson.id}")
        yield from _wait(table.ready_for_input, f"lesson {lesson.id} to be ready")
        run = table.lesson_controller.run
        before = run.state
        assert run.step is not None
        yield from script.wrong_inputs(run.step)
        yield from _wait(partial(_has_feedback, table), "the wrong move's feedback")
        if run.state is not before or run.step_index != 0 or table.feedback_good:
            raise TutorialFailure(f"lesson {lesson.id} accepted a wrong move")
        yield from script.lesson_inputs(table)
        yield from _wait(lambda: isinstance(app.top, LessonComplete | ExplainedSummary), f"{lesson.id} to end")
        if lesson.id not in T.load_progress(progress_path):
            raise TutorialFailure(f"lesson {lesson.id} was not remembered as done")
        report(f"lesson {lesson.title}: done in {len(table.controller.actions)} moves")
        yield script.key(pygame.K_RETURN, "\r")
    yield from _wait(lambda: isinstance(app.top, LessonListScene), "the lesson list")
    missing = {lesson.id for lesson in T.LESSONS} - T.load_progress(progress_path)
    if missing:
        raise TutorialFailure(f"lessons not ticked: {sorted(missing)}")
    report(f"all {len(T.LESSONS)} lessons completed and ticked")


class TutorialDriver:
    """A per-frame hook: posts the next event of ``play_all`` and quits when it ends."""

    def __init__(self, app: App, report: Callable[[str], None]) -> None:
        self.events = play_all(app, report)
        self.frames = 0

    def __call__(self, app: App) -> None:
        self.frames += 1
        if self.frames > MAX_FRAMES:
            raise TutorialFailure(f"the tutorial smoke run did not finish in {MAX_FRAMES} frames")
        try:
            event = next(self.events)
        except StopIteration:
            app.quit(0)
            return
        if event is not None:
            pygame.event.post(event)


def run_tutorial_smoke(report: Callable[[str], None]) -> int:
    app = App(Settings(animation_speed="instant", muted=True), persist_settings=False, allow_offscreen=True)
    app.hooks.append(TutorialDriver(app, report))
    return app.run()


def _has_feedback(table: TutorialTable) -> bool:
    return bool(table.feedback)
