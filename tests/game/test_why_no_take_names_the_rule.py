"""Why the pile cannot be taken names the rule that actually bars it (a newcomer's playtest): beside a
finished canasta of the top card's rank, and at a table where only sequences take the top card, "none of your
melds takes the 5♠" is not the reason — the engine's refusal of that lay-off is."""

from __future__ import annotations

from samba.engine import observe, scenario
from samba.game import staging as G

OTHERS = {"1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH", "3": "4S 6S 9S 10S JS QS KS"}
FIVES_FINISHED = {
    "turn": 0, "phase": "draw", "pile": "4C 9H 5S", "opened": [True, False],
    "melds": [{"side": 0, "cards": "5C 5D 5H 5S 5C 5D 2C"}, {"side": 0, "cards": "KH KD KS"}],
    "hands": {"0": "4S 6H 7D 9S JD", **OTHERS},
}
"""Default rules, pile not frozen: the 5♠ on top, no five in hand, and your side's fives a finished canasta."""
BRAZILIAN_EIGHTS = {
    "rules": "brazilian", "turn": 0, "phase": "draw", "pile": "4C 9H 8S", "opened": [True, False],
    "melds": [{"side": 0, "cards": "8C 8D 8D"}], "hands": {"0": "4S 6H 7D 9S JD", **OTHERS},
}
"""Brazilian rules: the 8♠ on top, no eight in hand, and a group of eights on the table."""


def _why(position: dict):
    return G.why_no_take(observe(scenario.load(position), 0))


def test_S7_5_beside_a_finished_canasta_of_the_rank_the_refusal_says_it_is_finished():
    problem = _why(FIVES_FINISHED)
    assert problem.rule == "S7.5", problem
    assert "your fives are a finished canasta" in problem.message
    assert "only an unfinished meld" in problem.message
    assert "none of your melds" not in problem.message


def test_C10_in_brazilian_rules_the_refusal_says_only_a_sequence_takes_the_top_card():
    problem = _why(BRAZILIAN_EIGHTS)
    assert problem.rule == "C10", problem
    assert "may join only a sequence, never a group like your eights" in problem.message
    assert "none of your melds" not in problem.message


def test_S7_3_with_no_meld_of_the_rank_the_refusal_still_says_none_of_your_melds_takes_it():
    position = dict(FIVES_FINISHED, melds=[{"side": 0, "cards": "KH KD KS"}])
    problem = _why(position)
    assert problem.rule == "S7.3" and "none of your melds takes the 5S" in problem.message, problem
