"""RULES.md §5: every worked example E01–E31 as an acceptance test.

Each test builds the example's position with ``samba.engine.scenario.load`` (card notation), plays it
through the public API (``apply`` / ``check`` / ``legal_actions``) and checks the exact ruling and
numbers the example gives. Positions that need the end of a hand reach it by real actions (going
out, or the discard after which the stock-exhausted rule ends the hand), never by calling the
scoring helpers directly.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from rule_scenarios import cards, refused
from rule_scenarios import play_all as play

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    GoOut,
    InvalidAction,
    Meld,
    TakePile,
    Violation,
    apply,
    check,
    legal_actions,
    next_hand,
    observe,
    outcome,
    parse_cards,
    scenario,
)
from samba.engine import state as S
from samba.engine.invariants import assert_invariants
from samba.engine.state import GameState

# ------------------------------------------------------------------------------------------------
# Helpers: positions in card notation, playing actions, reading refusals.


def position(**doc: Any) -> GameState:
    return scenario.load(doc)






def meld_id(state: GameState, text: str) -> int:
    wanted = sorted(parse_cards(text))
    for m in state.melds:
        if sorted(m.cards) == wanted:
            return m.id
    raise AssertionError(f"no meld {text!r} on the table")


def takes(state: GameState) -> list[TakePile]:
    return [a for a in legal_actions(observe(state, state.to_act)) if isinstance(a, TakePile)]


# Two completed canastas for side 1 (the opponents), so seat 1 may go out and end the hand.
SIDE1_CANASTAS = [
    {"side": 1, "cards": "JH JH JD JD JS JS JC"},
    {"side": 1, "cards": "10H 10H 10D 10D 10S 10S 10C"},
]


def opponents_go_out(doc: dict[str, Any], out_cards: str = "6D 6D 6S") -> GameState:
    """Seat 1 (side 1, holding two canastas) goes out by melding ``out_cards``; the hand is scored."""
    doc = dict(doc)
    doc["melds"] = [*doc.get("melds", []), *SIDE1_CANASTAS]
    hands = dict(doc.get("hands", {}))
    hands[1] = out_cards
    doc.update(hands=hands, turn=1, phase="meld")
    state = position(**doc)
    state = play(state, GoOut(melds=(cards(out_cards),)))
    assert state.result is not None and state.result.went_out == 1
    return state


# ------------------------------------------------------------------------------------------------
# Initial meld


def opening_position(score: int, hand: str, **rules: Any) -> GameState:
    spec: Any = {"preset": "samba", "options": rules} if rules else "samba"
    return position(rules=spec, scores=[score, 0], turn=0, phase="meld", hands={0: hand, 2: "4C", 1: "4C", 3: "4C"})


def test_E01_opening_of_45_is_rejected_at_score_0():
    state = opening_position(0, "KH KD KS 7C 7D 7S 9H 10H")
    violation = refused(state, Meld((cards("KH KD KS"), cards("7C 7D 7S"))))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")
    assert "50" in violation.message and "45" in violation.message


def test_E02_a_wild_card_lifts_the_opening_to_65():
    state = opening_position(0, "KH KD KS 2C 7C 7D 7S 9H 10H")
    state = play(state, Meld((cards("KH KD KS 2C"), cards("7C 7D 7S"))))
    assert state.opened[0]
    assert sum(m.points for m in state.melds) == 65
    assert state.melds[0].wilds == 1 and state.melds[0].naturals == 3


def test_E03_canasta_bonus_does_not_count_towards_the_opening():
    state = opening_position(1600, "KH KD KS KC KH KD KS 9H 10H")
    violation = refused(state, Meld((cards("KH KD KS KC KH KD KS"),)))
    assert violation.code == "OPENING_TOO_LOW"
    assert "90" in violation.message and "70" in violation.message


def test_E03_a_natural_canasta_of_aces_is_worth_140_and_opens_at_1600():
    state = opening_position(1600, "AH AD AS AC AH AD AS 9H 10H")
    state = play(state, Meld((cards("AH AD AS AC AH AD AS"),)))
    assert state.opened[0] and state.melds[0].canasta_kind == "natural"


def test_E04_a_negative_score_needs_only_15():
    state = opening_position(-340, "4H 4D 4S 9H 10H")
    state = play(state, Meld((cards("4H 4D 4S"),)))
    assert state.opened[0]


E05_MELDS = (cards("AH AD JK"), cards("KS KD KC 2H"), cards("5C 6C 7C"))
E05_HAND = "AH AD JK KS KD KC 2H 5C 6C 7C 9H 10H"


def test_E05_an_opening_of_155_is_enough_at_7200_by_default():
    state = play(opening_position(7200, E05_HAND), Meld(E05_MELDS))
    assert state.opened[0] and sum(m.points for m in state.melds) == 155


def test_E05_an_opening_of_155_is_rejected_with_the_hoyle_160_table():
    violation = refused(opening_position(7200, E05_HAND, initial_meld_table="hoyle_160"), Meld(E05_MELDS))
    assert violation.code == "OPENING_TOO_LOW" and "160" in violation.message


def test_E05_an_opening_of_155_is_accepted_with_the_table_capped_at_120():
    state = play(opening_position(7200, E05_HAND, initial_meld_table="capped_120"), Meld(E05_MELDS))
    assert state.opened[0]


def test_E06_opening_by_taking_the_pile_counts_the_top_card():
    state = position(turn=0, hands={0: "QS QD AH AD AC 9C 10D"}, pile="5C 8D QH")
    state = play(state, TakePile("pair", cards("QS QD"), -1, (cards("AH AD AC"),)))
    assert state.opened[0]
    assert sorted(state.hands[0]) == sorted(cards("9C 10D 5C 8D"))
    assert state.pile == ()
    assert sum(m.points for m in state.melds) == 90


def test_E06_cards_buried_in_the_pile_cannot_help_reach_the_minimum():
    state = position(turn=0, hands={0: "QS QD 5H 6H 7H 9C 10D"}, pile="5C JK 8D QH")
    violation = refused(state, TakePile("pair", cards("QS QD"), -1, (cards("5H 6H 7H"),)))
    assert violation.code == "OPENING_TOO_LOW" and "45" in violation.message
    assert takes(state) == []


def test_E07_an_unopened_side_cannot_take_with_a_natural_and_a_wild():
    state = position(turn=0, hands={0: "9D JK 5H 6H"}, pile="4C 9C")
    assert refused(state, TakePile("pair", cards("9D JK"))).code == "NATURAL_PLUS_WILD"
    assert takes(state) == []


# ------------------------------------------------------------------------------------------------
# Taking the pile


def test_E08_the_top_card_laid_off_onto_an_incomplete_group_takes_the_whole_pile():
    state = position(turn=0, hands={0: "5H 6D KC"}, pile="5C 8D 9H", melds=[{"side": 0, "cards": "9C 9D 9S 2C"}])
    target = meld_id(state, "9C 9D 9S 2C")
    state = play(state, TakePile("layoff", (), target))
    assert sorted(state.melds[0].cards) == sorted(cards("9C 9D 9S 2C 9H"))
    assert state.melds[0].wilds == 1
    assert sorted(state.hands[0]) == sorted(cards("5H 6D KC 5C 8D"))
    assert state.pile == () and state.phase == S.MELD


def test_E09_a_buried_wild_freezes_the_pile_against_a_lay_off():
    state = position(turn=0, hands={0: "5H 6D KC"}, pile="5C 2D 8D 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    violation = refused(state, TakePile("layoff", (), meld_id(state, "9C 9D 9S")))
    assert (violation.code, violation.rule) == ("PILE_FROZEN", "S7.4")


def test_E09_a_natural_pair_still_takes_the_frozen_pile():
    state = position(turn=0, hands={0: "9C 9D KC 5H"}, pile="5C 2D 8D 9H", melds=[{"side": 0, "cards": "9H 9S 9S"}])
    state = play(state, TakePile("pair", cards("9C 9D")))
    assert sorted(state.hands[0]) == sorted(cards("KC 5H 5C 2D 8D"))
    assert not state.pile_frozen


def test_E10_natural_plus_wild_cannot_take_the_pile_by_default():
    state = position(turn=0, hands={0: "7D 2S KC 5H"}, pile="5C 7C", melds=[{"side": 0, "cards": "AH AD AS"}])
    assert refused(state, TakePile("pair", cards("7D 2S"))).code == "NATURAL_PLUS_WILD"


def test_E10_natural_plus_wild_takes_the_pile_with_the_option():
    rules = {"preset": "samba", "options": {"allow_pile_natural_plus_wild": True}}
    state = position(rules=rules, turn=0, hands={0: "7D 2S KC 5H"}, pile="5C 7C",
                     melds=[{"side": 0, "cards": "AH AD AS"}])
    state = play(state, TakePile("pair", cards("7D 2S")))
    assert any(sorted(m.cards) == sorted(cards("7C 7D 2S")) for m in state.melds)


def test_E11_a_black_three_on_top_blocks_the_pile_whatever_the_player_holds():
    state = position(turn=0, hands={0: "3C 3C 8C 8D"}, pile="5C 3S", melds=[{"side": 0, "cards": "8H 8S 8S"}])
    violation = refused(state, TakePile("pair", cards("3C 3C")))
    assert (violation.code, violation.rule) == ("PILE_BLOCKED", "S7.1")
    assert legal_actions(observe(state, 0)) == [DrawStock()]


def test_E11_a_covered_black_three_no_longer_matters():
    state = position(turn=0, hands={0: "KC 5D"}, pile="5C 3S 8H", melds=[{"side": 0, "cards": "8H 8S 8S"}])
    assert not observe(state, 0).frozen_for(0)
    state = play(state, TakePile("layoff", (), meld_id(state, "8H 8S 8S")))
    assert sorted(state.hands[0]) == sorted(cards("KC 5D 5C 3S"))


E12_MELDS = [{"side": 0, "cards": "5H 6H 7H 8H"}]


@pytest.mark.parametrize("top, after", [("9H", "5H 6H 7H 8H 9H"), ("4H", "4H 5H 6H 7H 8H")])
def test_E12_the_top_card_extends_a_sequence_at_either_end(top, after):
    state = position(turn=0, hands={0: "KC 5D"}, pile=f"5C {top}", melds=E12_MELDS)
    state = play(state, TakePile("layoff", (), 1))
    assert state.melds[0].cards == cards(after)
    assert sorted(state.hands[0]) == sorted(cards("KC 5D 5C"))


def test_E12_the_top_card_cannot_be_joined_with_a_hand_card_to_extend_a_sequence():
    state = position(turn=0, hands={0: "9H KC 5D"}, pile="5C 10H", melds=E12_MELDS)
    assert refused(state, TakePile("layoff", cards("9H"), 1)).code == "TOP_CARD_ALONE"
    assert refused(state, TakePile("layoff", (), 1)).code == "TOP_DOES_NOT_FIT"
    assert takes(state) == []


def test_E12_a_top_card_that_fits_no_end_cannot_take():
    state = position(turn=0, hands={0: "KC 5D"}, pile="5C 6H", melds=E12_MELDS)
    assert refused(state, TakePile("layoff", (), 1)).code == "TOP_DOES_NOT_FIT"


def test_E13_the_top_card_cannot_start_a_sequence():
    state = position(turn=0, hands={0: "7S 8S KC 5D"}, pile="5C 6S", melds=[{"side": 0, "cards": "AH AD AS"}])
    assert refused(state, TakePile("pair", cards("7S 8S"))).code == "PAIR_WRONG_RANK"
    assert takes(state) == []


def test_E13_a_natural_pair_takes_the_same_top_card_as_a_group():
    state = position(turn=0, hands={0: "6C 6D KC 5D"}, pile="5C 6S", melds=[{"side": 0, "cards": "AH AD AS"}])
    state = play(state, TakePile("pair", cards("6C 6D")))
    assert any(sorted(m.cards) == sorted(cards("6S 6C 6D")) for m in state.melds)


# ------------------------------------------------------------------------------------------------
# Meld legality


def meld_check(new: str, rules: Any = "samba", hand_extra: str = "KC 5D") -> Violation | None:
    """Whether an opened side may lay ``new`` as a new meld now (check(), without applying)."""
    state = position(rules=rules, turn=0, phase="meld", hands={0: f"{new} {hand_extra}"},
                     melds=[{"side": 0, "cards": "AH AD AS"}])
    return check(observe(state, 0), Meld((cards(new),)))


@pytest.mark.parametrize("meld, code", [
    ("5H 6H 2C 8H", "WILD_IN_SEQUENCE"),
    ("AH 2H 3H 4H", "RED_THREE_MELD"),
    ("KS AS 4S", "SEQUENCE_GAP"),
    ("4C 5C 6C 7C 8C 9C 10C JC", "SEQUENCE_TOO_LONG"),
])
def test_E14_illegal_sequences(meld, code):
    violation = meld_check(meld)
    assert violation is not None and violation.code == code


def test_E14_ace_as_low_card_is_not_a_sequence():
    violation = meld_check("AH 4H 5H")
    assert violation is not None and violation.code == "SEQUENCE_GAP"


def test_E14_queen_king_ace_is_a_sequence_worth_40():
    assert meld_check("QS KS AS") is None
    state = position(turn=0, phase="meld", hands={0: "QS KS AS 5D 6D"}, melds=[{"side": 0, "cards": "AH AD AC"}])
    state = play(state, Meld((cards("QS KS AS"),)))
    assert state.melds[-1].kind == "sequence" and state.melds[-1].points == 40


def test_E14_a_seven_card_sequence_is_a_samba_worth_50_plus_1500():
    state = opponents_go_out({"melds": [{"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C"}], "hands": {0: "KD", 2: "KD"}})
    side = state.result.sides[0]
    assert (side.melded_cards, side.sambas, side.samba_bonus) == (50, 1, 1500)


@pytest.mark.parametrize("meld, rules, legal", [
    ("JD JC 2H", "samba", True),
    ("JD JC 2H JK", "samba", True),
    ("JD 2H JK", "samba", False),
    ("JD JC JS 2H 2S JK", "samba", False),
    ("2H 2S JK", "samba", False),
    ("2H 2S JK", "brazilian", True),
    ("JD JC 2H JK", {"preset": "samba", "options": {"wild_ratio_rule": "naturals_ge_twice_wilds"}}, False),
    ("JD JC JS JH 2H JK", {"preset": "samba", "options": {"wild_ratio_rule": "naturals_ge_twice_wilds"}}, True),
])
def test_E15_group_legality(meld, rules, legal):
    assert (meld_check(meld, rules) is None) == legal


@pytest.mark.parametrize("meld, value", [("JD JC 2H", 40), ("JD JC 2H JK", 90)])
def test_E15_a_group_is_worth_its_card_values(meld, value):
    state = position(turn=0, phase="meld", hands={0: f"{meld} 5D 6D"}, melds=[{"side": 0, "cards": "AH AD AC"}])
    state = play(state, Meld((cards(meld),)))
    assert state.melds[-1].points == value


def opponents_draw_and_go_out(state: GameState) -> GameState:
    """Seat 1 draws ``6D 6S`` (see ``ready_opponents``) and goes out with ``6D 6D 6S``."""
    assert state.to_act == 1 and state.phase == S.DRAW
    state = play(state, DrawStock(), GoOut(melds=(cards("6D 6D 6S"),)))
    assert state.result is not None and state.result.went_out == 1
    return state


def ready_opponents(**doc: Any) -> GameState:
    """Seat 0 to play in its meld phase; seat 1 next holds ``6D`` over a stock of ``6D 6S``."""
    hands = dict(doc.pop("hands", {}))
    hands[1] = "6D"
    return position(turn=0, phase="meld", hands=hands, stock="6D 6S",
                    melds=[*doc.pop("melds", []), *SIDE1_CANASTAS], **doc)


# ------------------------------------------------------------------------------------------------
# Canastas


E16_QUEENS = "QH QD QS QC QH 2D JK"


def test_E16_a_mixed_canasta_with_two_wilds_scores_420():
    state = opponents_go_out({"melds": [{"side": 0, "cards": E16_QUEENS}], "hands": {0: "KD", 2: "KD"}})
    side = state.result.sides[0]
    assert (side.melded_cards, side.mixed_canastas, side.mixed_canasta_bonus) == (120, 1, 300)
    assert side.melded_cards + side.mixed_canasta_bonus == 420


def test_E16_no_third_wild_may_join_the_completed_canasta():
    state = ready_opponents(hands={0: "2C QS 5H", 2: "KD"}, melds=[{"side": 0, "cards": E16_QUEENS}])
    violation = refused(state, Meld((), ((1, cards("2C")),)))
    assert (violation.code, violation.rule) == ("WILD_ON_CANASTA", "S8.5")


def test_E16_a_natural_queen_makes_it_8_cards_worth_430():
    state = ready_opponents(hands={0: "2C QS 5H", 2: "KD"}, melds=[{"side": 0, "cards": E16_QUEENS}])
    state = play(state, Meld((), ((1, cards("QS")),)), Discard(cards("2C")[0]))
    assert state.melds[0].size == 8
    side = opponents_draw_and_go_out(state).result.sides[0]
    assert side.melded_cards + side.mixed_canasta_bonus == 430
    assert side.mixed_canastas == 1


def test_E17_a_natural_canasta_of_sevens_scores_535():
    state = opponents_go_out({"melds": [{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}], "hands": {0: "KD", 2: "KD"}})
    side = state.result.sides[0]
    assert (side.natural_canastas, side.melded_cards + side.natural_canasta_bonus) == (1, 535)


def test_E17_a_natural_canasta_stays_natural():
    state = ready_opponents(hands={0: "2C 5H 6H", 2: "KD"}, melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    assert refused(state, Meld((), ((1, cards("2C")),))).code == "WILD_ON_CANASTA"


def test_E18_a_wild_completes_six_eights_into_a_mixed_canasta_of_380():
    state = ready_opponents(hands={0: "2S 5H 6H", 2: "KD"}, melds=[{"side": 0, "cards": "8H 8D 8S 8C 8H 8D"}])
    state = play(state, Meld((), ((1, cards("2S")),)))
    assert state.melds[0].canasta_kind == "mixed"
    state = play(state, Discard(cards("6H")[0]))
    side = opponents_draw_and_go_out(state).result.sides[0]
    assert side.melded_cards + side.mixed_canasta_bonus == 380


# ------------------------------------------------------------------------------------------------
# Red 3s and scoring


def test_E19_red_threes_count_minus_without_two_canastas_side_scores_315():
    state = opponents_go_out({
        "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D 9S"}, {"side": 0, "cards": "AH AD AS"}],
        "red_threes": {0: "3H 3H 3D"},
        "hands": {0: "KH", 2: "5C", 3: "4C"},
    })
    side = state.result.sides[0]
    assert side.total == 70 + 500 + 60 - 300 - 15 == 315
    assert dict(side.lines()) == {"Cards melded": 130, "Natural canastas × 1": 500,
                                  "Red threes × 3 (too few canastas)": -300, "Cards left in hand": -15}
    assert state.scores[0] == 315


TWO_SIDE0_CANASTAS = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS QC QH QD 2C"}]


@pytest.mark.parametrize("rules, melds, amount", [
    ("samba", TWO_SIDE0_CANASTAS, 1000),
    ("samba", TWO_SIDE0_CANASTAS[:1], -1000),
    ({"preset": "samba", "options": {"red3_scale": "brazilian"}}, TWO_SIDE0_CANASTAS, 1200),
    ({"preset": "samba", "options": {"red3_scale": "brazilian"}}, TWO_SIDE0_CANASTAS[:1], -1200),
])
def test_E20_all_six_red_threes(rules, melds, amount):
    state = opponents_go_out({"rules": rules, "melds": melds, "red_threes": {0: "3H 3H 3H 3D 3D 3D"},
                              "hands": {0: "4C", 2: "4C"}})
    assert state.result.sides[0].red_threes == 6
    assert state.result.sides[0].red_three_points == amount


def test_E21_two_sambas_are_enough_to_go_out_and_make_red_threes_count_plus():
    state = position(turn=0, phase="meld", hands={0: "KD KD KS", 2: "4C"}, red_threes={0: "3H 3D"},
                     melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
                            {"side": 0, "cards": "8S 9S 10S JS QS KS AS"}])
    state = play(state, GoOut(melds=(cards("KD KD KS"),)))
    side = state.result.sides[0]
    assert state.result.went_out == 0
    assert (side.sambas, side.samba_bonus, side.red_three_points) == (2, 3000, 200)
    assert side.melded_cards == 50 + 80 + 30


# ------------------------------------------------------------------------------------------------
# Going out


def test_E22_black_threes_melded_when_going_out_score_plus_5_each():
    state = position(turn=0, hands={0: "3C 3S 9H 9D", 2: "4C"}, stock="3C 9S", melds=TWO_SIDE0_CANASTAS)
    state = play(state, DrawStock())
    assert sorted(state.hands[0]) == sorted(cards("3C 3S 3C 9H 9D 9S"))
    state = play(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 3C"))))
    side = state.result.sides[0]
    canastas = 70 + 80
    assert side.melded_cards == canastas + 30 + 15
    assert side.going_out == 200
    assert state.phase == S.HAND_OVER


def test_E22_black_threes_cannot_be_melded_with_a_wild_card():
    state = position(turn=0, phase="meld", hands={0: "3C 3S 2D 9H 9D 9S"}, melds=TWO_SIDE0_CANASTAS)
    violation = refused(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 2D"))))
    assert (violation.code, violation.rule) == ("BLACK_THREE_WITH_WILD", "S13.1")


def test_E22_black_threes_cannot_be_melded_without_going_out():
    state = position(turn=0, phase="meld", hands={0: "3C 3S 3C 9H 9D 9S 5H"}, melds=TWO_SIDE0_CANASTAS)
    violation = refused(state, Meld((cards("3C 3S 3C"),)))
    assert (violation.code, violation.rule) == ("BLACK_THREES_NOT_GOING_OUT", "S13.1")


BRAZILIAN_SIDE0_WAY_OUT = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
                           {"side": 0, "cards": "KH KD KS KC KH KD KS"}]


def side0_goes_out(doc: dict[str, Any], out_cards: str = "QD QD QS") -> GameState:
    """Seat 0 (side 0: a samba and a canasta) goes out with ``out_cards``, asking first if the rules say so."""
    doc = dict(doc)
    doc["melds"] = [*doc.get("melds", []), *BRAZILIAN_SIDE0_WAY_OUT]
    hands = dict(doc.get("hands", {}))
    hands[0] = out_cards
    doc.update(hands=hands, turn=0, phase="meld")
    state = position(**doc)
    if state.rules.go_out_permission == "mandatory":
        state = play(state, AskGoOut(), AnswerGoOut(True))
    state = play(state, GoOut(melds=(cards(out_cards),)))
    assert state.result is not None and state.result.went_out == 0
    return state


@pytest.mark.parametrize("rules, penalty", [("samba", -20), ("brazilian", -210)])
def test_E23_black_threes_left_in_hand(rules, penalty):
    state = side0_goes_out({"rules": rules, "hands": {1: "3C 3S", 3: "KD"}})
    assert state.result.sides[1].cards_in_hand == penalty


# ------------------------------------------------------------------------------------------------
# Deal, red 3 flow, stock


def test_E24_red_threes_drawn_are_laid_out_and_replaced_in_a_chain():
    state = position(turn=0, hands={0: "5D 9C"}, stock="3H KC 3D 6S 8C")
    transition = apply(state, DrawStock())
    state = transition.state
    assert_invariants(state)
    assert sorted(state.hands[0]) == sorted(cards("5D 9C KC 6S"))
    assert state.red_threes[0] == cards("3H 3D")
    assert [e.cards for e in transition.events if e.kind == "red_three"] == [cards("3H"), cards("3D")]
    assert state.stock[-1] == cards("8C")[0]


# ------------------------------------------------------------------------------------------------
# Game end


def e25_hand(scores: list[int]) -> GameState:
    """A hand that ends on the stock (S16.3): side A's melds are worth 430 and it holds 10; side B 110 and 10.

    Seat 3 discards the last black 3; seat 0 then faces an empty stock and a blocked pile, so the
    hand ends there with no going-out bonus: A +420, B +100.
    """
    state = position(
        scores=scores, turn=3, phase="meld", stock_size=0,
        hands={0: "4C", 1: "4H", 2: "4D", 3: "4S 3S"},
        melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK QS"},
               {"side": 1, "cards": "KH KD KS"}, {"side": 1, "cards": "AH AD AS AC"}])
    state = play(state, Discard(cards("3S")[0]))
    assert [s.total for s in state.result.sides] == [420, 100]
    return state


def test_E25_the_side_with_the_higher_total_over_10000_wins():
    state = e25_hand([9850, 9990])
    assert state.scores == (10270, 10090)
    assert state.phase == S.GAME_OVER
    assert outcome(state).winners == (0,)


def test_E25_an_exact_tie_over_10000_plays_another_hand():
    state = e25_hand([9730, 10050])
    assert state.scores == (10150, 10150)
    assert state.phase == S.HAND_OVER and outcome(state) is None
    state = next_hand(state).state
    assert state.hand_number == 2 and state.phase == S.DRAW


# ------------------------------------------------------------------------------------------------
# Brazilian preset


BOLIVIA = "2C 2D 2H 2S 2C JK JK"


def test_E26_a_bolivia_scores_200_plus_2000():
    state = side0_goes_out({"rules": "brazilian", "melds": [{"side": 1, "cards": BOLIVIA}],
                            "hands": {1: "4C", 3: "4C"}})
    side = state.result.sides[1]
    assert (side.bolivias, side.melded_cards, side.bolivia_bonus) == (1, 200, 2000)
    assert side.melded_cards + side.bolivia_bonus == 2200


def test_E26_a_bolivia_can_be_melded_in_brazilian_but_not_in_samba():
    assert meld_check(BOLIVIA, "brazilian") is None
    violation = meld_check(BOLIVIA, "samba")
    assert violation is not None and violation.code == "WILD_ONLY_MELD"


def test_E27_each_sequence_under_five_cards_costs_1000():
    state = side0_goes_out({"rules": "brazilian", "hands": {1: "4C", 3: "4C"},
                            "melds": [{"side": 1, "cards": "5H 6H 7H"}, {"side": 1, "cards": "9C 10C JC QC"}]})
    side = state.result.sides[1]
    assert side.short_sequences == 2
    assert side.melded_cards + side.short_sequence_penalty == 55 - 2 * 1000 == -1945


def test_E27_a_five_card_sequence_has_no_penalty():
    state = side0_goes_out({"rules": "brazilian", "hands": {1: "4C", 3: "4C"},
                            "melds": [{"side": 1, "cards": "4D 5D 6D 7D 8D"}]})
    side = state.result.sides[1]
    assert (side.melded_cards, side.short_sequences, side.short_sequence_penalty) == (30, 0, 0)


@pytest.mark.parametrize("count, value", [(1, 100), (4, 400), (5, 1000), (6, 1200)])
@pytest.mark.parametrize("meld, sign", [("JH JH JD JD JS JS JC", 1), ("JH JD JS", -1)])
def test_E28_brazilian_red_three_scale(count, value, meld, sign):
    reds = ["3H", "3H", "3H", "3D", "3D", "3D"][:count]
    state = side0_goes_out({"rules": "brazilian", "hands": {1: "4C", 3: "4C"},
                            "melds": [{"side": 1, "cards": meld}], "red_threes": {1: " ".join(reds)}})
    assert state.result.sides[1].red_three_points == sign * value


E29_GROUP_CANASTAS = [{"side": 0, "cards": "AH AH AD AD AS AS AC"}, {"side": 0, "cards": "QH QH QD QD QS QS QC"}]


def test_E29_two_group_canastas_without_a_samba_cannot_go_out_in_brazilian():
    state = position(rules="brazilian", turn=0, phase="meld", hands={0: "KD KD KS"}, melds=E29_GROUP_CANASTAS)
    assert refused(state, AskGoOut()).code == "CANNOT_GO_OUT"
    asked = position(rules="brazilian", turn=0, phase="meld", hands={0: "KD KD KS"}, melds=E29_GROUP_CANASTAS,
                     asked="yes")
    violation = refused(asked, GoOut(melds=(cards("KD KD KS"),)))
    assert (violation.code, violation.rule) == ("NEED_SAMBA_PLUS_ONE", "BR13")


def test_E29_two_group_canastas_are_enough_with_the_two_canastas_option():
    rules = {"preset": "brazilian", "options": {"go_out_requirement": "two_canastas"}}
    state = position(rules=rules, turn=0, phase="meld", hands={0: "KD KD KS"}, melds=E29_GROUP_CANASTAS)
    state = play(state, AskGoOut(), AnswerGoOut(True), GoOut(melds=(cards("KD KD KS"),)))
    assert state.result.went_out == 0


E30_PILE = "4D 5D 8D 9D 10D JD QD KD AD 4S 5S 9C"


def test_E30_the_sequence_takes_only_the_top_card_and_the_turn_goes_on():
    state = position(rules="brazilian", turn=0, hands={0: "KH KS QH", 1: "4C", 2: "4C", 3: "4C"}, pile=E30_PILE,
                     melds=[{"side": 0, "cards": "6C 7C 8C"}])
    stock_before, hand_before = len(state.stock), len(state.hands[0])
    assert refused(state, TakePile("layoff", (), 1)).code == "SEQUENCE_TAKES_ONE"
    state = play(state, TakePile("sequence_card", (), 1))
    assert state.melds[0].cards == cards("6C 7C 8C 9C")
    assert len(state.pile) == 11 and state.pile[-1] == cards("5S")[0]
    assert len(state.stock) == stock_before and len(state.hands[0]) == hand_before
    assert state.phase == S.MELD and state.to_act == 0
    state = play(state, Discard(cards("QH")[0]))
    assert len(state.hands[0]) == hand_before - 1 and state.to_act == 1


def test_E31_normal_going_out_earns_100_in_brazilian():
    state = side0_goes_out({"rules": "brazilian", "has_melded": [True, False, False, False],
                            "hands": {1: "4C", 3: "4C"}})
    assert state.result.sides[0].going_out == 100


def test_E31_concealed_going_out_earns_200_instead():
    melds = [{**m, "seat": 2} for m in BRAZILIAN_SIDE0_WAY_OUT]
    state = position(rules="brazilian", turn=0, phase="meld", hands={0: "QD QD QS", 1: "4C", 3: "4C"}, melds=melds)
    assert not state.has_melded[0]
    state = play(state, AskGoOut(), AnswerGoOut(True), GoOut(melds=(cards("QD QD QS"),)))
    assert state.result.sides[0].going_out == 200


def test_E31_laying_off_onto_the_partners_meld_is_not_concealed():
    melds = [{**m, "seat": 2} for m in BRAZILIAN_SIDE0_WAY_OUT] + [{"side": 0, "cards": "QH QH QC", "seat": 2}]
    state = position(rules="brazilian", turn=0, phase="meld", hands={0: "QD QD QS", 1: "4C", 3: "4C"}, melds=melds)
    state = play(state, AskGoOut(), AnswerGoOut(True), GoOut(layoffs=((3, cards("QD QD QS")),)))
    assert state.result.sides[0].going_out == 100


# ------------------------------------------------------------------------------------------------
# The scenario format these examples are written in (docs/scenarios.md)


def test_scenario_stock_size_leaves_exactly_that_stock_and_puts_the_other_cards_under_the_pile():
    state = position(turn=0, hands={0: "5D 9C"}, stock="KC", stock_size=3, pile="7S")
    assert len(state.stock) == 3 and state.stock[-1] == cards("KC")[0]
    assert state.pile[-1] == cards("7S")[0]
    assert len(state.pile) == 162 - 2 - 3
    assert_invariants(state)


@pytest.mark.parametrize("size", [-1, 0, 200, "3", True])
def test_scenario_stock_size_outside_what_is_left_is_refused(size):
    with pytest.raises(InvalidAction, match="stock_size"):
        position(turn=0, stock="KC", stock_size=size)


def docs_examples() -> list[str]:
    text = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    return re.findall(r"```json\n(.*?)```", text, flags=re.DOTALL)


def test_every_json_example_in_docs_scenarios_md_loads():
    examples = docs_examples()
    assert len(examples) >= 5
    for text in examples:
        state = scenario.load(text)
        assert_invariants(state)
