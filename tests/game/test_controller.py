"""MatchController: the only caller of apply — undo limits, stale bot answers, save and replay."""

from __future__ import annotations

import random
import sys
import time

import pytest

from samba.ai import RandomAgent
from samba.engine import IllegalAction, legal_actions, preset, scenario
from samba.engine import state as S
from samba.engine.actions import DrawStock, Meld
from samba.engine.cards import parse_cards
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.saves import SaveProblem, document_of, read_document
from samba.game.setup import MatchSetup

POSITION = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}],
}


BOT_WAIT_SECONDS = 30.0
"""How long a test waits for a bot on its worker thread (a loaded machine is slow, never this slow)."""


def random_agents(level: str) -> RandomAgent:
    return RandomAgent()


def make(position: dict | None = None, seed: int = 3, saves: list | None = None) -> MatchController:
    start = scenario.load(position) if position else None
    rules = start.rules if start else preset("samba")
    setup = MatchSetup(rules, seed, ("human", "normal", "normal", "normal"))
    saver = saves.append if saves is not None else None
    return MatchController(setup, agent_factory=random_agents, runner=BotRunner(inline=True), saver=saver,
                           start=start)


def play_out(controller: MatchController, rng: random.Random, limit: int = 3000) -> None:
    for _ in range(limit):
        if controller.hand_over:
            return
        if controller.human_to_act():
            options = legal_actions(controller.observation())
            controller.act(options[rng.randrange(len(options))])
        else:
            controller.poll_bot()
    raise AssertionError("the hand did not end")


def test_undo_goes_back_to_just_after_the_draw_and_no_further():
    controller = make(POSITION)
    controller.act(DrawStock())
    after_draw = controller.state
    controller.act(Meld((parse_cards("5H 5D 5S"),)))
    controller.act(Meld((), ((1, parse_cards("8H")),)))
    assert controller.undo() and controller.undo()
    assert controller.state == after_draw
    assert not controller.undo(), "a draw is never undone"
    assert controller.actions == [{"type": "draw"}]


def test_illegal_human_action_raises_and_changes_nothing():
    controller = make(POSITION)
    before = controller.state
    with pytest.raises(IllegalAction):
        controller.act(Meld((parse_cards("5H 5D 5S"),)))
    assert controller.state is before and controller.actions == []


class CountingAgent(RandomAgent):
    def __init__(self) -> None:
        self.calls = 0

    def choose(self, obs, rng, budget):
        self.calls += 1
        return super().choose(obs, rng, budget)


def test_a_stale_bot_answer_is_dropped_and_the_bot_asked_again():
    agent = CountingAgent()
    setup = MatchSetup(preset("samba"), 9, ("normal",) * 4)
    controller = MatchController(setup, agent_factory=lambda level: agent, runner=BotRunner(inline=True))
    assert controller.poll_bot(apply=False) is None and agent.calls == 1
    first = controller._pending
    controller._token += 1  # what an undo, a restore or a new hand do: the position moved on
    step = controller.poll_bot()
    assert step is not None and agent.calls == 2 and controller._pending is not first
    assert len(controller.actions) == 1


def test_every_action_autosaves_and_the_log_replays_exactly():
    saved: list[dict] = []
    controller = make(seed=11, saves=saved)
    play_out(controller, random.Random(1))
    assert saved and list(saved[-1].actions) == controller.actions
    restored = MatchController.from_save(saved[-1], agent_factory=random_agents, runner=BotRunner(inline=True))
    assert restored.state == controller.state
    middle = saved[len(saved) // 2]
    again = MatchController.from_save(middle, agent_factory=random_agents, runner=BotRunner(inline=True))
    assert len(again.actions) == len(middle.actions)


def test_a_scenario_start_survives_a_save():
    saved: list[dict] = []
    controller = make(POSITION, saves=saved)
    controller.act(DrawStock())
    restored = MatchController.from_save(saved[-1], agent_factory=random_agents, runner=BotRunner(inline=True))
    assert restored.state == controller.state and restored.can_undo() is False


@pytest.mark.parametrize(("damage", "reason"), [
    (lambda d: d.update(format="x"), "not a Samba saved game"),
    (lambda d: d.update(schema=99), "newer version of Samba"),
    (lambda d: d.update(actions="nope"), "list of moves"),
    (lambda d: d["actions"].append({"type": "discard", "card": "ZZ"}), "cannot be replayed"),
    (lambda d: d.update(snapshot="{}"), "recorded position"),
    (lambda d: d["snapshot"].update(scores=[5, 5]), "differ in: scores"),
    (lambda d: d["setup"].update(seed=-4), "match setup is not valid"),
])
def test_damaged_save_data_is_refused_with_a_reason(damage, reason):
    saved: list = []
    controller = make(saves=saved)
    play_out(controller, random.Random(2))
    document = document_of(saved[-1])
    damage(document)
    with pytest.raises(SaveProblem, match=reason):
        MatchController.from_save(read_document(document), agent_factory=random_agents, runner=BotRunner(inline=True))


def test_bots_think_on_a_worker_thread_and_the_result_is_applied_on_poll():
    setup = MatchSetup(preset("samba"), 9, ("normal",) * 4)
    controller = MatchController(setup, agent_factory=random_agents)
    try:
        deadline = time.monotonic() + BOT_WAIT_SECONDS
        while controller.poll_bot() is None:
            assert time.monotonic() < deadline, f"no bot move arrived within {BOT_WAIT_SECONDS} s"
            time.sleep(0.005)
        assert len(controller.actions) == 1
    finally:
        controller.close()


def test_the_next_hand_is_logged_and_a_new_deal_follows():
    controller = make(seed=4)
    play_out(controller, random.Random(4))
    assert controller.state.phase == S.HAND_OVER, "one hand of this seed does not end the game"
    controller.next_hand()
    assert controller.actions[-1] == {"type": "next_hand"} and controller.state.hand_number == 2


def test_building_a_threaded_runner_leaves_the_interpreter_switch_interval_alone():
    """A process-wide setting is the frame loop's business (``App.run``), not a side effect of a constructor."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)  # Python's default, whatever an earlier test (or App.run) left behind
    runner = BotRunner()
    try:
        assert sys.getswitchinterval() == 0.005
    finally:
        runner.shutdown()
        sys.setswitchinterval(before)
