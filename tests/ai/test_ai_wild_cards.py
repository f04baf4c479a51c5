"""Wild cards are worth keeping (issue #16 items 2 and 3): never thrown onto a small pile when a
natural card can go, never discarded while they finish a canasta, and not hoarded once the side
could go out or the partner said no."""

from __future__ import annotations

import random

import pytest
from ai_positions import SIDE_COULD_GO_OUT_WITH_WILDS, WILD_OR_FEED

from samba.ai import Budget, make_agent
from samba.engine import AnswerGoOut, AskGoOut, Discard, Meld, apply, observe, scenario
from samba.engine import state as S

LEVELS = ["easy", "normal", "hard"]


def _turn(level: str, state, seed: int = 1) -> list:
    """Every action the seat to move makes until its turn passes."""
    seat, actions = state.turn_seat, []
    while state.turn_seat == seat and state.phase not in (S.HAND_OVER, S.GAME_OVER):
        action = make_agent(level).choose(observe(state, state.to_act), random.Random(seed), Budget(0.3))
        actions.append(action)
        state, _ = apply(state, action)
    return actions


@pytest.mark.parametrize("level", LEVELS)
def test_no_wild_discard_onto_a_small_pile_when_a_natural_card_is_safe(level):
    doc = dict(WILD_OR_FEED, hands={**WILD_OR_FEED["hands"], "0": "JK 2C 7H 9D KS 5H"})
    state = scenario.load(doc)
    five = next(c for c in state.hands[0] if c.code == "5H")
    assert _turn(level, state) == [Discard(five)]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_wild_discard_onto_a_small_pile_even_when_every_natural_feeds_the_next_player(level, seed):
    actions = _turn(level, scenario.load(WILD_OR_FEED), seed)
    discards = [a for a in actions if isinstance(a, Discard)]
    assert discards and not discards[0].card.is_wild


@pytest.mark.parametrize("level", LEVELS)
def test_a_joker_that_finishes_the_sides_canasta_is_not_discarded(level):
    state = scenario.load({
        "turn": 0, "phase": "meld", "seed": 2,
        "hands": {"0": "JK 5C 9D KH 6S 4D", "1": "6C 6D 5D", "2": "8C 8D", "3": "10C 10D"},
        "pile": "4C 6D", "melds": [{"side": 0, "cards": "AC AD AS AH AC AD"}, {"side": 1, "cards": "7C 7D 7S"}]})
    for action in _turn(level, state):
        assert not (isinstance(action, Discard) and action.card.is_wild)


@pytest.mark.parametrize("level", LEVELS)
def test_once_the_side_could_go_out_wild_cards_go_onto_the_table_instead_of_being_hoarded(level):
    actions = _turn(level, scenario.load(SIDE_COULD_GO_OUT_WITH_WILDS))
    laid = [c for a in actions if isinstance(a, Meld) for _target, cards in a.layoffs for c in cards]
    assert sorted(c.code for c in laid if c.is_wild) == ["2C", "JK"]


@pytest.mark.parametrize("level", LEVELS)
def test_after_a_refusal_the_asker_lays_its_wild_cards_on_the_sides_groups(level):
    state = scenario.load({
        "turn": 0, "phase": "meld", "seed": 5,
        "hands": {"0": "9H 9D 9S 5C 2C JK", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H",
                  "2": "AH AD AC KH KD KS 8H 8D JC JD 10H 10D 2C JK", "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS"},
        "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0}, {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"},
                  {"side": 0, "cards": "KC KC KS KH KD", "seat": 2}],
        "pile": "4C 6D"})
    state, _ = apply(state, AskGoOut())
    state, _ = apply(state, AnswerGoOut(False))
    actions = _turn(level, state)
    laid = [c for a in actions if isinstance(a, Meld) for _target, cards in a.layoffs for c in cards]
    assert sum(1 for c in laid if c.is_wild) == 2


LAST_CANASTA_WITH_WILDS = {
    "turn": 0, "phase": "meld", "seed": 4,
    "hands": {"0": "2C JK 5C 9D 6S 4D 8H", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H JC",
              "2": "AH AD 7C 8S JD QC 10S 9H", "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS QH"},
    "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 2},
              {"side": 0, "cards": "KC KC KS KH KD", "seat": 0}, {"side": 1, "cards": "JH JD JS", "seat": 1}],
    "red_threes": {"0": "3H 3D"}, "pile": "4C 6D",
}
"""Side 0 has one canasta and five kings; seat 0 holds a 2 and a joker; the opponents have one
small meld and eleven cards each (nothing presses)."""


@pytest.mark.parametrize("level", LEVELS)
def test_wild_cards_finish_the_last_canasta_the_side_needs_at_once(level):
    """The kings become the side's second canasta now: either partner may then go out and the two
    red threes count for the side (S5.6, S15.1). Held for a later going-out turn, the wild cards
    are caught in hand when the opponents end the hand first."""
    actions = _turn(level, scenario.load(LAST_CANASTA_WITH_WILDS))
    melds = [a for a in actions if isinstance(a, Meld)]
    assert melds, actions
    laid = [c.code for a in melds for _target, cards in a.layoffs for c in cards]
    assert sorted(laid) == ["2C", "JK"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_wild_cards_are_held_while_the_side_lacks_two_canastas_and_nothing_presses(level):
    """With no canasta yet the same kings would not make the side able to go out: normal keeps its
    wild cards (so the opponents cannot see the canastas coming) and lays only naturals."""
    doc = dict(LAST_CANASTA_WITH_WILDS, melds=LAST_CANASTA_WITH_WILDS["melds"][1:])
    actions = _turn(level, scenario.load(doc))
    laid = [c for a in actions if isinstance(a, Meld) for m in a.melds for c in m]
    laid += [c for a in actions if isinstance(a, Meld) for _target, cards in a.layoffs for c in cards]
    assert not any(c.is_wild for c in laid)
    assert any(isinstance(a, Discard) for a in actions)


READY_WITH_A_PAIR_AND_A_JOKER = {
    "turn": 0, "phase": "meld", "seed": 4,
    "hands": {"0": "7C 7D JK 4S AH", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H", "2": "5C 5C",
              "3": "4H 5H 6C 10C 4D 5H 6D 10S JS"},
    "melds": [{"side": 0, "cards": "2C 2D 8C 8C 8D 8H 8H", "seat": 2}, {"side": 0, "cards": "2D QC QD QH QS QS QS"},
              {"side": 0, "cards": "KC KD KH KS", "seat": 2}, {"side": 1, "cards": "JH JD JS JC", "seat": 1},
              {"side": 1, "cards": "9H 9D 9S", "seat": 3}],
    "pile": "4C 6D",
}
"""Side 0 has its two canastas; seat 0 holds a pair of sevens, a joker and two single cards."""


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_once_the_side_may_go_out_a_pair_and_a_wild_card_become_a_group(level):
    """7C 7D JK go down as a group: the hand falls from five cards to one and seat 0 can go out
    on its next turn, where holding them would keep five cards (and the joker's 50 points) in hand."""
    actions = _turn(level, scenario.load(READY_WITH_A_PAIR_AND_A_JOKER))
    new = [sorted(c.code for c in m) for a in actions if isinstance(a, Meld) for m in a.melds]
    assert ["7C", "7D", "JK"] in new

