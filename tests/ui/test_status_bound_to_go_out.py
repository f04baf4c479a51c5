"""The status line after a binding yes before the draw, and after a take that commits to going out (S14.3)."""

from __future__ import annotations

from ui_helpers import controller_for, scripted_agents

from samba.engine import AskGoOut, TakePile, observe, parse_cards
from samba.engine import state as S
from samba.ui.table.status import status_line

TWO_CANASTAS = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS QC QH QD 2C"}]
NAMES = {0: "You", 1: "West", 2: "North", 3: "East"}


def line(controller) -> str:
    return status_line(controller, observe(controller.state, 0), NAMES, None, False, False)


def test_S14_3_after_a_committing_take_the_status_line_says_to_go_out(app):
    controller = controller_for(app, {"turn": 0, "hands": {"0": "9S 9D", "1": "4C 5D", "2": "7C 7D", "3": "JC 4S"},
                                      "pile": "5C 9H", "melds": TWO_CANASTAS})
    controller.act(TakePile("pair", parse_cards("9D 9S")))
    assert "took the pile to go out" in line(controller)


def test_BR14_after_a_yes_before_the_draw_the_status_line_says_to_take_the_pile_and_go_out(app):
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"},
             {"side": 0, "cards": "6C 7C 8C"}]
    controller = controller_for(app, {"rules": "brazilian", "turn": 0, "pile": "KC 5C 9C", "melds": melds,
                                      "hands": {"0": "4D", "1": "5S 5S", "2": "QH QD", "3": "5D 6D"}},
                                agents=scripted_agents)  # the partner answers yes
    controller.act(AskGoOut())
    while controller.state.phase == S.ANSWER:
        controller.poll_bot()
    assert (controller.state.phase, controller.state.turn.asked) == (S.DRAW, S.ASKED_YES)
    assert "take the pile (T) and go out" in line(controller)
