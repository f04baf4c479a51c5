"""Brazilian going out needs a samba plus one more canasta (BR13): group canastas alone do not let
a side go out, so neither the bot's own side nor its opponents are "ready" on group canastas, and
wild cards are not laid down for a going out that cannot come (the player report "every hand of a
Brazilian 6-player game ended with the stock running out"; ``samba/ai/STRENGTH.md``)."""

from __future__ import annotations

import random

import pytest
from ai_positions import discard_of_turn

from samba.ai import Budget, make_agent
from samba.engine import Meld, apply, observe, scenario
from samba.engine import state as S

LEVELS = ["normal", "hard"]
HAND = "2C JK 8S 9D 5C 6H 10S"


def _wilds_laid(level: str, doc: dict) -> list[str]:
    """The wild cards the seat to move lays on the table during its turn."""
    state = scenario.load(doc)
    seat, laid = state.turn_seat, []
    while state.turn_seat == seat and state.phase not in (S.HAND_OVER, S.GAME_OVER):
        action = make_agent(level).choose(observe(state, state.to_act), random.Random(1), Budget(0.3))
        if isinstance(action, Meld):
            laid += [c.code for m in action.melds for c in m if c.is_wild]
            laid += [c.code for _target, cards in action.layoffs for c in cards if c.is_wild]
        state, _ = apply(state, action)
    return laid


@pytest.mark.parametrize("level", LEVELS)
def test_opponents_with_three_group_canastas_but_no_samba_cannot_go_out_so_wild_cards_stay_in_hand(level):
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5,
           "hands": {"0": HAND, "1": "4C 6S", "2": "AH AD 8H 8D JC JD 10H 10D 4H 6C", "3": "4H 5H"},
           "melds": [{"side": 0, "cards": "KC KC KS KH KD", "seat": 0},
                     {"side": 0, "cards": "AC AC AS AH", "seat": 2},
                     {"side": 1, "cards": "QH QD QS QC QH QD QS", "seat": 1},
                     {"side": 1, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 3},
                     {"side": 1, "cards": "JH JD JS JC JH JD JS", "seat": 1}],
           "pile": "4C 6D"}
    assert _wilds_laid(level, doc) == []


@pytest.mark.parametrize("level", LEVELS)
def test_a_side_with_two_group_canastas_but_no_samba_is_not_ready_to_go_out_so_it_keeps_its_wild_cards(level):
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5,
           "hands": {"0": HAND, "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H",
                     "2": "AH AD 8H 8D JC JD 10H 10D 4H 6C", "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS"},
           "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0},
                     {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 2},
                     {"side": 0, "cards": "KC KC KS KH KD", "seat": 2}],
           "pile": "4C 6D"}
    assert _wilds_laid(level, doc) == []


def _wild_layoffs(level: str, doc: dict) -> list[tuple[int, str]]:
    """(rank of the target meld, wild card) for each wild card the seat to move lays off this turn."""
    state = scenario.load(doc)
    seat, laid = state.turn_seat, []
    while state.turn_seat == seat and state.phase not in (S.HAND_OVER, S.GAME_OVER):
        obs = observe(state, state.to_act)
        action = make_agent(level).choose(obs, random.Random(1), Budget(0.3))
        if isinstance(action, Meld):
            for target, cards in action.layoffs:
                meld = obs.meld(target)
                laid += [(meld.rank, c.code) for c in cards if c.is_wild]
        state, _ = apply(state, action)
    return laid


LAST_TURN = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 4,
             "hands": {"0": "2C JK 8S 9D 5C", "1": "4C 6S 4D 5D", "2": "AH AD 8H 8D JC", "3": "4H 5H 6C 10C"},
             "melds": [{"side": 0, "cards": "QH QD QS QC QH QD 2S", "seat": 0},
                       {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 2},
                       {"side": 0, "cards": "KC KS KH KD", "seat": 2}],
             "pile": "4C 6D"}


@pytest.mark.parametrize("level", LEVELS)
def test_on_the_last_turn_before_the_stock_runs_out_wild_cards_go_onto_the_mixed_canasta_not_the_natural_one(level):
    # BR13: no samba, so no going out; BR16: the stock (4 cards) is gone before seat 0 draws again,
    # and a wild card still in hand then counts against the side. BR2 lets it join the mixed canasta
    # of queens (its 300 stays); the natural canasta of sevens would drop from 500 to 300 (BR5).
    assert sorted(_wild_layoffs(level, LAST_TURN)) == [(12, "2C"), (12, "JK")]


@pytest.mark.parametrize("level", LEVELS)
def test_with_rounds_of_stock_left_a_side_without_a_samba_still_keeps_its_wild_cards(level):
    assert _wild_layoffs(level, {**LAST_TURN, "stock_size": 40}) == []


@pytest.mark.parametrize("level", LEVELS)
def test_a_natural_card_that_only_adds_to_a_finished_canasta_is_discarded_rather_than_a_wild_card(level):
    # BR13: no samba, so no going out; BR9: a wild card on the pile only blocks the next player.
    # Laying the seven on the natural canasta of sevens would leave 2C 2D JK, and one of them would
    # have to be thrown away; the seven is worth only its own points on the table.
    doc = {**LAST_TURN, "stock_size": 40, "hands": {**LAST_TURN["hands"], "0": "2C 2D JK 7H"}}
    assert discard_of_turn(level, doc) == "7H"
