"""Helpers of the record tests: bot-played matches through the real recording path, and a clock.

The player's seat is a human seat played by a bot *through* ``MatchController.act`` (as the table
does for a person), the other seats by the controller's own bots, and the record is attached by
``RecordBook.attach`` exactly as the New game screen attaches it. Every step's events are kept:
the transcript the independent figures are computed from.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from samba.ai import Budget, make_agent
from samba.engine import GameState, RuleSet
from samba.engine.events import Event
from samba.game.controller import MatchController
from samba.game.record import RecordBook
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


class FakeClock:
    """Monotonic seconds and wall time that move only when told (each action: ``tick`` seconds)."""

    def __init__(self, start: datetime = START, tick: float = 7.0) -> None:
        self.seconds = 1000.0
        self.start = start
        self.tick = tick

    def __call__(self) -> float:
        return self.seconds

    def now(self) -> datetime:
        return self.start + timedelta(seconds=self.seconds)

    def advance(self, seconds: float) -> None:
        self.seconds += seconds

    def jump_days(self, days: float) -> None:
        self.start += timedelta(days=days)


@dataclass
class Transcript:
    """What one recorded match did: the setup, every event the engine reported, the final state."""

    setup: MatchSetup
    player_seat: int
    events: list[Event] = field(default_factory=list)
    hand_seconds: list[float] = field(default_factory=list)
    state: GameState | None = None
    started: datetime | None = None
    finished: bool = False
    practice: bool = False
    replay: bool = False


def new_book(path, clock: FakeClock) -> RecordBook:
    return RecordBook(lambda: path, clock=clock, now=clock.now)


def play(book: RecordBook, clock: FakeClock, rules: RuleSet, seed: int, levels: tuple[str, ...], *,
         max_hands: int | None = None, replay: bool = False, replay_of: int | None = None,
         practice=None) -> tuple[Transcript, MatchController]:
    """Play a match (to its end, or ``max_hands`` hands) with the record attached; returns its transcript."""
    from samba.game.practice import Practice

    setup = MatchSetup(rules, seed, levels, practice or Practice())
    controller = MatchController(setup, runner=BotRunner(inline=True))
    transcript = Transcript(setup, setup.human if setup.human is not None else 0, started=clock.now(),
                            practice=setup.practice.any, replay=replay)
    transcript.events.extend(controller.state.log)
    book.attach(controller, replay=replay, replay_of=replay_of)
    me = make_agent("easy")
    rng = random.Random(f"record-test:{seed}")
    began = clock()
    while not controller.game_over:
        if controller.hand_over:
            transcript.hand_seconds.append(clock() - began)
            if max_hands is not None and len(controller.state.history) >= max_hands:
                break
            step = controller.next_hand()
            began = clock()
            transcript.events.extend(controller.state.log)
            continue
        clock.advance(clock.tick)
        if controller.human_to_act():
            step = controller.act(me.choose(controller.observation(), rng, Budget(0.05)))
        else:
            step = controller.poll_bot()
        if step is not None:
            transcript.events.extend(_full_events(controller, step))
    if controller.game_over:
        transcript.hand_seconds.append(clock() - began)
        transcript.finished = True
    transcript.state = controller.state
    controller.close()
    return transcript, controller


def _full_events(controller: MatchController, step) -> list[Event]:
    """The step's events (as the viewer saw them: enough for the public facts the test counts)."""
    return list(step.events)


def read_only_folder(folder):
    """A context manager making ``folder`` read-only for this process (``pytest.skip`` when it cannot).

    As an ordinary user a ``chmod`` does it; root ignores permissions, so root bind-mounts the
    folder read-only over itself (and unmounts it afterwards).
    """
    import contextlib
    import os
    import subprocess

    import pytest

    @contextlib.contextmanager
    def made_read_only():
        if os.name != "posix":
            pytest.skip("read-only folders are made with POSIX tools here")
        if os.geteuid() != 0:
            folder.chmod(0o555)
            try:
                yield folder
            finally:
                folder.chmod(0o755)
            return
        bound = subprocess.run(["mount", "--bind", str(folder), str(folder)], capture_output=True)
        if bound.returncode != 0:
            pytest.skip(f"cannot bind-mount a read-only folder here: {bound.stderr.decode()[:200]}")
        try:
            remounted = subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)], capture_output=True)
            if remounted.returncode != 0:
                pytest.skip(f"cannot remount read-only here: {remounted.stderr.decode()[:200]}")
            yield folder
        finally:
            subprocess.run(["umount", str(folder)], capture_output=True)

    return made_read_only()


def play_hands(controller: MatchController, hands: int, seed: int = 1) -> None:
    """Play on (the human seat by a bot, through ``act``) until ``hands`` more hands have been scored."""
    me = make_agent("easy")
    rng = random.Random(f"record-hands:{seed}")
    target = len(controller.state.history) + hands
    for _ in range(20000):
        if controller.hand_over:
            if len(controller.state.history) >= target or controller.game_over:
                return
            controller.next_hand()
            continue
        if controller.human_to_act():
            controller.act(me.choose(controller.observation(), rng, Budget(0.05)))
        else:
            controller.poll_bot()
    raise AssertionError("the hands did not end")
