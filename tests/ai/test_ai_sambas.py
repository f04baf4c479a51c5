"""Under Brazilian rules a side may go out only with a samba plus one more canasta (BR13), so the
bots build towards the samba while their side lacks one (``samba/ai/sequences.py``; issue #16
item 4: Brazilian hands all ended on the stock). Each position failed on the bots before it."""

from __future__ import annotations

import random

import pytest
from ai_positions import discard_of_turn

from samba.ai import Budget, make_agent
from samba.engine import Meld, TakePile, apply, observe, scenario
from samba.engine import actions as A
from samba.engine import state as S

LEVELS = ["normal", "hard"]
OTHERS = {"1": "4C 6S 4D 5D 8C 8D", "2": "AH AD 8H 8D JC QC", "3": "4H 5H 6C 10C JS QS"}
SEQUENCE_5_TO_9 = {"side": 0, "cards": "5H 6H 7H 8H 9H", "seat": 2}


def _choice(level: str, doc: dict) -> A.Action:
    state = scenario.load(doc)
    return make_agent(level).choose(observe(state, state.to_act), random.Random(1), Budget(0.3))


def _laid(obs_doc: dict, action: A.Action) -> tuple[list[list[str]], dict[str, list[str]]]:
    """(new melds, lay-offs by the target meld's first card) of a Meld action, as card codes."""
    assert isinstance(action, Meld), action
    state = scenario.load(obs_doc)
    obs = observe(state, state.to_act)
    new = [[c.code for c in m] for m in action.melds]
    lay: dict[str, list[str]] = {}
    for target, cards in action.layoffs:
        meld = obs.meld(target)
        assert meld is not None
        lay[meld.cards[0].code] = [c.code for c in cards]
    return new, lay


@pytest.mark.parametrize("level", LEVELS)
def test_a_card_that_extends_the_sides_sequence_goes_onto_it_rather_than_onto_its_rank_group(level):
    # BR13: the side has no samba; the ten of hearts is the card the sequence 5-9 of hearts needs,
    # while the group of tens grows as well from any ten.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 60,
           "hands": {"0": "10H 4C 6S KD", **OTHERS},
           "melds": [SEQUENCE_5_TO_9, {"side": 0, "cards": "10C 10D 10S", "seat": 0}],
           "pile": "4S 6D"}
    _new, lay = _laid(doc, _choice(level, doc))
    assert lay.get("5H") == ["10H"]


@pytest.mark.parametrize("level", LEVELS)
def test_a_five_card_suited_run_is_laid_as_a_sequence_even_when_one_of_its_cards_pairs(level):
    # BR13 needs a samba; a run of five (BR6: no short-sequence penalty) is the start of one. The
    # nine of hearts also pairs with the nine of clubs.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 60,
           "hands": {"0": "5H 6H 7H 8H 9H 9C KD QS", **OTHERS},
           "melds": [{"side": 0, "cards": "10C 10D 10S", "seat": 0}],
           "pile": "4S 6D"}
    new, _lay = _laid(doc, _choice(level, doc))
    assert ["5H", "6H", "7H", "8H", "9H"] in new


@pytest.mark.parametrize("level", LEVELS)
def test_the_top_card_of_the_pile_that_extends_the_sides_sequence_is_taken_alone(level):
    # BR8: the ten of hearts on top fits the sequence 5-9 of hearts; taking it alone is the draw.
    doc = {"rules": "brazilian", "turn": 0, "phase": "draw", "seed": 5, "stock_size": 60,
           "hands": {"0": "4C 6S KD QS JD", **OTHERS},
           "melds": [SEQUENCE_5_TO_9, {"side": 0, "cards": "10C 10D 10S", "seat": 0}],
           "pile": "4S 6D 10H"}
    action = _choice(level, doc)
    assert isinstance(action, TakePile) and action.method == A.SEQUENCE_CARD


def test_under_the_default_rules_the_card_goes_onto_its_rank_group_as_before():
    # S15.1: any two canastas let a side go out, so nothing is built towards a samba in particular.
    doc = {"rules": "samba", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 60,
           "hands": {"0": "10H 4C 6S KD", **OTHERS},
           "melds": [SEQUENCE_5_TO_9, {"side": 0, "cards": "10C 10D 10S", "seat": 0}],
           "pile": "4S 6D"}
    _new, lay = _laid(doc, _choice("normal", doc))
    assert lay.get("10C") == ["10H"]


@pytest.mark.parametrize("level", LEVELS)
def test_a_suited_run_in_hand_is_kept_over_a_pair_while_the_side_has_no_sequence(level):
    # BR13: the 5-6-7 of hearts is the start of a samba (laid once it reaches five, BR6); a pair of
    # kings only grows a group.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 30,
           "hands": {"0": "5H 6H 7H KC KD", **OTHERS},
           "melds": [{"side": 0, "cards": "10C 10D 10S", "seat": 0}], "pile": "4S 6D"}
    assert discard_of_turn(level, doc) in ("KC", "KD")


def _melds_of_turn(level: str, doc: dict) -> list[list[str]]:
    """Every new meld the seat to move lays during its turn, as card codes."""
    state = scenario.load(doc)
    seat, laid = state.turn_seat, []
    while state.turn_seat == seat and state.phase not in (S.HAND_OVER, S.GAME_OVER):
        action = make_agent(level).choose(observe(state, state.to_act), random.Random(1), Budget(0.3))
        if isinstance(action, Meld):
            laid += [[c.code for c in m] for m in action.melds]
        state, _ = apply(state, action)
    return laid


def _early_run_doc(stock: int) -> dict:
    return {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": stock,
            "hands": {"0": "5H 6H 7H 8H KC QD JS", **OTHERS},
            "melds": [{"side": 0, "cards": "10C 10D 10S", "seat": 0}], "pile": "4S 6D"}


@pytest.mark.parametrize("level", LEVELS)
def test_with_ten_rounds_of_stock_left_a_run_of_four_is_laid_towards_the_samba(level):
    # Four players draw 8 cards a round: 90 cards are over ten rounds, time for the run to reach
    # five before the hand ends (BR6 charges 1,000 for a sequence shorter than five).
    new, _lay = _laid(_early_run_doc(90), _choice(level, _early_run_doc(90)))
    assert ["5H", "6H", "7H", "8H"] in new


@pytest.mark.parametrize("level", LEVELS)
def test_late_in_the_hand_a_run_of_four_stays_in_hand(level):
    # 30 cards of stock are under four rounds: a run of four laid now may end the hand short (BR6).
    assert _melds_of_turn(level, _early_run_doc(30)) == []


@pytest.mark.parametrize("level", LEVELS)
def test_with_two_cards_left_the_card_that_extends_the_sides_sequence_is_kept(level):
    # BR13: the ten of hearts is the next card of the sequence 5-9 of hearts; with two cards in
    # hand it cannot be laid this turn (one card is discarded, one must stay), so the four goes.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 60,
           "hands": {"0": "10H 4C", **OTHERS},
           "melds": [SEQUENCE_5_TO_9, {"side": 0, "cards": "KC KD KH", "seat": 2}], "pile": "4S 6D"}
    assert discard_of_turn(level, doc) == "4C"


def _cards_laid_in_turn(level: str, doc: dict) -> set[str]:
    """Every card the seat to move puts on the table during its turn (new melds and lay-offs)."""
    state = scenario.load(doc)
    seat, laid = state.turn_seat, set()
    while state.turn_seat == seat and state.phase not in (S.HAND_OVER, S.GAME_OVER):
        action = make_agent(level).choose(observe(state, state.to_act), random.Random(1), Budget(0.3))
        if isinstance(action, Meld):
            laid |= {c.code for m in action.melds for c in m}
            laid |= {c.code for _target, cards in action.layoffs for c in cards}
        state, _ = apply(state, action)
    return laid


def _run_beside_its_groups(stock: int) -> dict:
    # The side has groups of fives, sixes and sevens and no sequence; the seat holds 5-6-7 of hearts.
    return {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": stock,
            "hands": {"0": "5H 6H 7H KC QD JS 4C", **OTHERS},
            "melds": [{"side": 0, "cards": "5C 5D 5S", "seat": 0}, {"side": 0, "cards": "6C 6D 6S", "seat": 2},
                      {"side": 0, "cards": "7C 7D 7S", "seat": 0}], "pile": "4S 6D"}


@pytest.mark.parametrize("level", LEVELS)
def test_a_suited_run_in_hand_stays_out_of_the_groups_of_its_ranks_while_the_stock_lasts(level):
    # BR13: laid on the groups the three hearts add only their points; kept, the run may reach the
    # five cards a sequence is laid with (BR6) and then a samba. 40 cards of stock: five rounds.
    assert not _cards_laid_in_turn(level, _run_beside_its_groups(40)) & {"5H", "6H", "7H"}


@pytest.mark.parametrize("level", LEVELS)
def test_with_under_three_rounds_of_stock_the_run_goes_onto_the_groups(level):
    # 16 cards of stock: two rounds of four players; a run kept now would mostly count against the side.
    assert _cards_laid_in_turn(level, _run_beside_its_groups(16)) >= {"5H", "6H", "7H"}


@pytest.mark.parametrize("level", LEVELS)
def test_two_suited_cards_of_adjacent_ranks_stay_out_of_the_groups_of_their_ranks(level):
    # The 8 and 9 of spades beside groups of eights and nines: the start of a run, kept for the samba (BR13).
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
           "hands": {"0": "8S 9S KC QD JH 4C", **OTHERS},
           "melds": [{"side": 0, "cards": "8C 8D 8H", "seat": 0}, {"side": 0, "cards": "9C 9D 9H", "seat": 2}],
           "pile": "4S 6D"}
    assert not _cards_laid_in_turn(level, doc) & {"8S", "9S"}


@pytest.mark.parametrize("level", LEVELS)
def test_two_suited_cards_two_ranks_apart_stay_out_of_the_groups_of_their_ranks(level):
    # The 6 and 8 of spades beside groups of sixes and eights: the 7 of spades makes them a run of
    # three, kept for the samba (BR13) while the stock lasts (40 cards: five rounds).
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
           "hands": {"0": "6S 8S KC QD JH 4C", **OTHERS},
           "melds": [{"side": 0, "cards": "6C 6D 6H", "seat": 0}, {"side": 0, "cards": "8C 8D 8H", "seat": 2}],
           "pile": "4S 6D"}
    assert not _cards_laid_in_turn(level, doc) & {"6S", "8S"}


@pytest.mark.parametrize("level", LEVELS)
def test_two_suited_cards_that_fit_in_one_samba_stay_out_of_the_groups_of_their_ranks(level):
    # The 5 and the jack of spades are six ranks apart: 5-J of spades is a samba (BR4), so both
    # stay out of the groups of fives and jacks while the stock lasts (BR13). The king of clubs has
    # no card of its suit near it and goes onto its group.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
           "hands": {"0": "5S JS KC QD 9H 4C", **OTHERS},
           "melds": [{"side": 0, "cards": "5C 5D 5H", "seat": 0}, {"side": 0, "cards": "JC JD JH", "seat": 2},
                     {"side": 0, "cards": "KD KH KS", "seat": 0}],
           "pile": "4S 6D"}
    laid = _cards_laid_in_turn(level, doc)
    assert not laid & {"5S", "JS"}
    assert "KC" in laid


@pytest.mark.parametrize("level", LEVELS)
def test_a_suited_run_stays_out_of_the_groups_once_the_side_has_a_sequence_too(level):
    # The side's sequence 10-A of hearts can grow only by the 9 of hearts (its ends may already lie
    # in groups): the 8-9 of spades may become a second sequence, so they stay out of the groups.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
           "hands": {"0": "8S 9S KC QD JD 4C", **OTHERS},
           "melds": [{"side": 0, "cards": "10H JH QH KH AH", "seat": 2},
                     {"side": 0, "cards": "8C 8D 8H", "seat": 0}, {"side": 0, "cards": "9C 9D 9H", "seat": 2}],
           "pile": "4S 6D"}
    assert not _cards_laid_in_turn(level, doc) & {"8S", "9S"}


@pytest.mark.parametrize("level", LEVELS)
def test_a_second_run_of_five_is_laid_beside_the_sides_sequence_even_when_one_of_its_cards_pairs(level):
    # The sequence 10-A of hearts grows only downwards; a run of five spades (BR6: no penalty even
    # if it never grows) is a second road to the samba BR13 asks for. The 9 of spades also pairs.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
           "hands": {"0": "5S 6S 7S 8S 9S 9C KD QC", **OTHERS},
           "melds": [{"side": 0, "cards": "10H JH QH KH AH", "seat": 2}, {"side": 0, "cards": "JC JD JS", "seat": 0}],
           "pile": "4S 6D"}
    new, _lay = _laid(doc, _choice(level, doc))
    assert ["5S", "6S", "7S", "8S", "9S"] in new


def _card_beside_a_finished_canasta(stock: int) -> dict:
    # The side has a natural canasta of kings and no sequence; the seat holds the king of hearts.
    return {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": stock,
            "hands": {"0": "KH 5C 9D JS QD", **OTHERS},
            "melds": [{"side": 0, "cards": "KC KC KD KD KS KS KH", "seat": 0},
                      {"side": 0, "cards": "10C 10D 10S", "seat": 2}], "pile": "4S 6D"}


@pytest.mark.parametrize("level", LEVELS)
def test_a_natural_card_stays_off_a_finished_canasta_while_the_side_needs_its_samba(level):
    # BR13: on the finished canasta the king adds only its 10 points; in hand it may still join a
    # run of hearts. 40 cards of stock: five rounds.
    assert "KH" not in _cards_laid_in_turn(level, _card_beside_a_finished_canasta(40))


@pytest.mark.parametrize("level", LEVELS)
def test_in_the_last_round_of_stock_the_card_goes_onto_the_finished_canasta(level):
    # 6 cards of stock: under one round of four players; kept, the king would count against the side.
    assert "KH" in _cards_laid_in_turn(level, _card_beside_a_finished_canasta(6))


def test_under_the_default_rules_a_card_still_goes_onto_its_finished_canasta():
    # S15.1: any two canastas let a side go out; nothing is kept back for a samba in particular.
    doc = {**_card_beside_a_finished_canasta(40), "rules": "samba"}
    assert "KH" in _cards_laid_in_turn("normal", doc)


@pytest.mark.parametrize("level", LEVELS)
def test_two_suited_cards_two_ranks_apart_are_kept_over_a_lone_card(level):
    # BR13: the 7 of diamonds would make 6-8 of diamonds a run towards the samba; the 5 of spades
    # and the 7 of clubs have no card of their suit near them, so one of those is discarded.
    doc = {"rules": "brazilian", "turn": 0, "phase": "meld", "seed": 5, "stock_size": 40,
           "hands": {"0": "6D 8D 7C 5S", **OTHERS},
           "melds": [{"side": 0, "cards": "KC KD KH", "seat": 2}], "pile": "4S 6D"}
    assert discard_of_turn(level, doc) in ("5S", "7C")
