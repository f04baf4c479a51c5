"""``samba --smoke``: the real loop and scenes, every seat a computer, at instant speed.

It loads every asset, opens scenes by their route names (title, new game, house rules, settings,
rules, table, hand summary), starts the match through the window's session as New game does, plays
N turns or one full hand, and reports. Any exception fails the run with exit code 1.
It works under ``SDL_VIDEODRIVER=dummy`` and on a real display. The match is autosaved as the game
does (into ``SAMBA_DATA``; ``samba.app`` gives a temporary folder when none is set).

``samba --smoke --continue`` (``run_continue_smoke``) resumes the saved match through the title
screen's Continue, plays N moves — the human's seat by a computer too, through the table — and saves
as the game does. A save that cannot be resumed is one line saying why (it was set aside) and exit 0.
Whatever the window would show on its problem banner is printed, so nothing fails silently.
"""

from __future__ import annotations

import os
import random
import sys
import wave
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from samba import i18n, resources
from samba.ai import Budget, make_agent
from samba.engine import Action, AnswerGoOut, legal_actions, preset
from samba.engine import state as S
from samba.game.controller import MatchController
from samba.game.settings import Settings
from samba.game.setup import MatchSetup
from samba.i18n import _
from samba.ui import audio
from samba.ui.app_window import App
from samba.ui.scenes.base import Scene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

MAX_FRAMES = 60_000
CONTINUE_MOVES = 20
"""Moves ``--smoke --continue`` plays when ``--turns`` is not given."""


def load_every_asset(app: App) -> int:
    """Rasterise every face in every style and every back; open every sound. Returns the count."""
    images = app.services.images
    count = 0
    for four in (False, True):
        for large in (False, True):
            for code in images.faces:
                images.face(code, 64, four_colour=four, large_print=large)
                count += 1
    for name in images.back_names:
        images.back(name, 64)
        count += 1
    for name in audio.ALL_SOUNDS:
        path = resources.sounds_dir() / f"{name}.wav"
        if pygame.mixer.get_init():
            pygame.mixer.Sound(str(path))
        else:
            with wave.open(str(path)) as handle:
                handle.readframes(1)
        count += 1
    return count


class SmokeDriver:
    """A per-frame hook that walks through the scenes and then watches the computer play."""

    def __init__(self, turns: int | None, seed: int, players: int, report: Callable[[str], None],
                 rules_name: str = "samba") -> None:
        self.turns = turns
        self.seed = seed
        self.players = players
        self.rules_name = rules_name
        self.report = report
        self.frames = 0
        self.stage = 0
        self.table: TableScene | None = None
        self.opened: list[str] = []

    def _visit(self, app: App, scene: Scene) -> None:
        """Draw the scene just opened once, and close it again."""
        app.draw()
        self.opened.append(scene.name)
        app.pop()

    def __call__(self, app: App) -> None:
        self.frames += 1
        if self.frames > MAX_FRAMES:
            raise RuntimeError(f"smoke run did not finish in {MAX_FRAMES} frames")
        if self.stage == 0:
            self.report(f"assets from {bundle_check()}")
            self.report(f"loaded {load_every_asset(app)} assets")
            self.report(f"language {i18n.language()}: {_('New game')} / {_('Settings')}")
            app.home()
            self.opened.append("title")
            new_game = app.goto("new_game")
            app.draw()
            self.opened.append("new_game")
            self._visit(app, app.goto("house_rules", new_game))
            app.pop()
            self._visit(app, app.goto("settings"))
            rules = preset(self.rules_name, player_count=self.players)
            self._visit(app, app.goto("rules", rules))
            self.report(f"rules {self.rules_name}, {self.players} players")
            setup = MatchSetup(rules, self.seed, ("normal",) * self.players)
            # Saved and recorded as the game does, with the bottom seat standing in for the player, so a
            # script that sets SAMBA_DATA finds the hands in the record (``samba --stats``).
            controller = app.services.session.start(setup, stand_in=0)
            shown = app.goto("table", controller, fresh=True)
            assert isinstance(shown, TableScene)
            self.table = shown
            self.opened.append("table")
            self.stage = 1
            return
        if self.stage == 1:
            table = self.table
            assert table is not None
            if table.controller.bot_errors:
                raise RuntimeError(f"a bot failed: {table.controller.bot_errors[0]}")
            if _showing(app, "summary"):
                self.opened.append("summary")
                self.report(f"hand over after {len(table.controller.actions)} actions")
                recorder = table.controller.recorder
                app.services.record.flush()
                if recorder is not None:
                    self.report(getattr(recorder, "message", None) or f"hand recorded in {app.services.record.path}")
                self.stage = 2
                return
            if self.turns is not None and table.watch_turns >= self.turns:
                self.report(f"played {table.watch_turns} turns")
                self.stage = 2
            return
        self.report("opened scenes: " + ", ".join(self.opened))
        app.quit(0)


def _showing(app: App, name: str) -> bool:
    """True when the scene on top is the one routed as ``name``."""
    return app.top is not None and app.top.name == name


def bundle_check() -> str:
    """Where the assets come from; in a packaged executable they must come from inside the bundle
    (not a source tree next to it), or the smoke run fails."""
    folder = resources.assets_dir()
    if resources.is_frozen():
        bundle = getattr(sys, "_MEIPASS", "")
        if not bundle or not folder.resolve().is_relative_to(os.path.realpath(bundle)):
            raise RuntimeError(f"the packaged game loaded its assets from outside the bundle: {folder}")
    return str(folder)


def run_smoke(turns: int | None, seed: int, players: int, report: Callable[[str], None],
              rules_name: str = "samba") -> int:
    app = _smoke_app()
    driver = SmokeDriver(turns, seed, players, report, rules_name)
    app.hooks.append(driver)
    code = app.run()
    _report_problems(app, report)
    return code


def _smoke_app() -> App:
    return App(Settings(animation_speed="instant", muted=True), persist_settings=False, allow_offscreen=True)


def _report_problems(app: App, report: Callable[[str], None]) -> None:
    """What the banner showed at the end (e.g. a save that kept failing): printed, never silent."""
    for problem in app.services.problems.current():
        report(f"the window shows: {problem.sentence}")


@dataclass(frozen=True)
class ContinueOutcome:
    code: int
    resumed: bool


class ContinueDriver:
    """Per frame: the title's Continue once, then moves for every seat until ``moves`` are played."""

    def __init__(self, moves: int, report: Callable[[str], None]) -> None:
        self.moves = moves
        self.report = report
        self.frames = 0
        self.table: TableScene | None = None
        self.played_from = 0
        self.resumed = False
        self.refusal: str | None = None
        self.agent = make_agent("normal")

    def __call__(self, app: App) -> None:
        self.frames += 1
        if self.frames > MAX_FRAMES:
            raise RuntimeError(f"the resumed match did not play {self.moves} moves in {MAX_FRAMES} frames")
        if self.table is None:
            self._continue(app)
            return
        controller = self.table.controller
        played = len(controller.actions) - self.played_from
        if controller.bot_errors:
            raise RuntimeError(f"a bot failed: {controller.bot_errors[0]}")
        if played >= self.moves or (controller.game_over and _showing(app, "summary")):
            self.report(f"played {played} moves; {'the game is over' if controller.game_over else 'saved'}")
            app.quit(0)
            return
        top = app.top
        if _showing(app, "summary"):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        elif _showing(app, "confirm") and controller.state.phase == S.ANSWER:
            answer = self._choose(controller)
            yes = isinstance(answer, AnswerGoOut) and answer.yes
            key = pygame.K_y if yes else pygame.K_n
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="y" if yes else "n"))
        elif top is self.table and self.table.animator.idle and controller.human_to_act():
            action = self._choose(controller)
            step = controller.act(action)
            self.table.show_step(step)

    def _continue(self, app: App) -> None:
        title = app.top
        assert isinstance(title, TitleScene)
        title.continue_match()  # the title's Continue, as the player presses it
        if isinstance(app.top, TableScene):
            self.table = app.top
            self.resumed = True
            controller = self.table.controller
            self.played_from = len(controller.actions)
            self.report(f"resumed hand {controller.state.hand_number} after {self.played_from} moves "
                        f"(deal #{controller.setup.seed})")
            return
        problem = app.services.problems.get("save_read")
        self.refusal = problem.sentence if problem is not None else "the saved match could not be resumed"
        app.quit(0)

    def _choose(self, controller: MatchController) -> Action:
        seat = controller.state.to_act
        rng = random.Random(f"samba-smoke:{controller.setup.seed}:{len(controller.actions)}")
        obs = controller.observation(seat)
        action = self.agent.choose(obs, rng, Budget(0.2))
        return action if controller.check(action) is None else legal_actions(obs)[0]


def run_continue_smoke(moves: int | None, report: Callable[[str], None]) -> ContinueOutcome:
    """Resume the saved match headless and play ``moves`` moves (default ``CONTINUE_MOVES``)."""
    app = _smoke_app()
    app.home()
    driver = ContinueDriver(moves or CONTINUE_MOVES, report)
    app.hooks.append(driver)
    code = app.run()
    if not driver.resumed:
        report(f"not resumed: {driver.refusal}")
        return ContinueOutcome(0, False)
    _report_problems(app, report)
    return ContinueOutcome(code, True)
