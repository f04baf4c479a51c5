"""A computer player that never answers does not stop the table: it is given up, the normal level moves for
it, and the failure is noted like any bot failure.

Playtest: a seat showed "thinking…" for minutes until the player left the game and continued."""

from __future__ import annotations

import random
import threading

from samba.ai import Budget, make_agent
from samba.engine import Observation, action_to_dict, legal_actions, observe, preset
from samba.engine.actions import Action
from samba.game.controller import STALL_SECONDS, MatchController
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup


class _Hangs:
    """A bot whose decision blocks until released (as a bot caught in an endless loop would)."""

    name = "hangs"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, obs: Observation, rng: random.Random, budget: Budget) -> Action:
        self.release.wait(60)
        return make_agent("normal").choose(obs, rng, budget)


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _match(agent_factory, clock: _Clock) -> MatchController:
    rules = preset("samba")
    setup = MatchSetup(rules=rules, seed=5, levels=("normal",) * rules.player_count)
    return MatchController(setup, agent_factory=agent_factory, runner=BotRunner(), clock=clock)


def _poll_until_move(controller: MatchController, tries: int = 400):
    for _ in range(tries):
        step = controller.poll_bot(apply=True)
        if step is not None:
            return step
        threading.Event().wait(0.05)
    raise AssertionError("no move was played")


def test_a_bot_that_never_answers_is_given_up_and_the_normal_level_moves_for_it():
    clock, hangs = _Clock(), _Hangs()
    controller = _match(lambda level: hangs, clock)
    try:
        seat = controller.state.to_act
        assert controller.poll_bot() is None
        clock.now = STALL_SECONDS + 1
        step = _poll_until_move(controller)
        assert step is not None
        assert len(controller.actions) == 1
        assert controller.bot_errors == [f"seat {seat}: no move after {STALL_SECONDS + 1:.0f} s"]
    finally:
        hangs.release.set()
        controller.close()


def test_a_slow_bot_is_waited_for_until_the_limit():
    clock, hangs = _Clock(), _Hangs()
    controller = _match(lambda level: hangs, clock)
    try:
        controller.poll_bot()
        clock.now = STALL_SECONDS - 1
        for _ in range(5):
            assert controller.poll_bot() is None
        hangs.release.set()
        assert _poll_until_move(controller) is not None
        assert controller.bot_errors == []
    finally:
        hangs.release.set()
        controller.close()


def test_when_the_stand_in_hangs_too_the_first_legal_move_is_played(monkeypatch):
    import samba.game.controller as controller_module

    clock, hangs = _Clock(), _Hangs()
    monkeypatch.setattr(controller_module, "make_agent", lambda level: hangs)
    controller = _match(lambda level: hangs, clock)
    try:
        seat = controller.state.to_act
        first_legal = legal_actions(observe(controller.state, seat))[0]
        controller.poll_bot()
        clock.now = STALL_SECONDS + 1
        assert controller.poll_bot() is None, "the stand-in is asked first"
        clock.now = 2 * STALL_SECONDS + 2
        step = _poll_until_move(controller)
        assert step is not None
        assert controller.actions == [action_to_dict(first_legal)]
        assert len(controller.bot_errors) == 2
    finally:
        hangs.release.set()
        controller.close()
