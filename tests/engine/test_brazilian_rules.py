"""RULES.md §4 (Brazilian Canasta, BR1–BR18 and the B-C resolutions) and §4b (the other presets).

Every test builds its position with ``samba.engine.scenario.load`` and plays it through the public
API. The preset tests compare each differing option value of a preset with standard ``samba`` on the
same position, so each value is shown to take effect.
"""

from __future__ import annotations

from typing import Any

import pytest
from rule_scenarios import card, cards, refused
from rule_scenarios import play_all as play

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    TakePile,
    Violation,
    check,
    legal_actions,
    next_hand,
    observe,
    outcome,
    parse_cards,
    preset,
    scenario,
)
from samba.engine import state as S
from samba.engine.state import GameState

# ------------------------------------------------------------------------------------------------
# Helpers


def position(**doc: Any) -> GameState:
    doc.setdefault("rules", "brazilian")
    return scenario.load(doc)






def brazilian(**options: Any) -> dict[str, Any]:
    return {"preset": "brazilian", "options": options}


def meld_problem(new: str, rules: Any = "brazilian") -> Violation | None:
    """Whether an opened side may lay ``new`` as a new meld now."""
    state = position(rules=rules, turn=0, phase="meld", hands={0: f"{new} KC 5D"},
                     melds=[{"side": 0, "cards": "AH AD AS"}])
    return check(observe(state, 0), Meld((cards(new),)))


def layoff_problem(meld: str, added: str, rules: Any = "brazilian") -> Violation | None:
    state = position(rules=rules, turn=0, phase="meld", hands={0: f"{added} KC 5D"},
                     melds=[{"side": 0, "cards": meld}])
    return check(observe(state, 0), Meld((), ((1, cards(added)),)))


# Side 0's way out under BR13: a samba and one more canasta, both laid by seat 2 in earlier turns.
WAY_OUT = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H", "seat": 2},
           {"side": 0, "cards": "KH KD KS KC KH KD KS", "seat": 2}]


def side0_goes_out(doc: dict[str, Any], out_cards: str = "QD QD QS") -> GameState:
    """Seat 0 asks (BR14), hears yes, and goes out by melding ``out_cards``; the hand is scored."""
    doc = dict(doc)
    doc["melds"] = [*WAY_OUT, *doc.get("melds", [])]
    hands = {1: "4C", 3: "4C", **doc.get("hands", {})}
    hands[0] = out_cards
    doc.update(hands=hands, turn=0, phase="meld")
    state = position(**doc)
    state = play(state, AskGoOut(), AnswerGoOut(True), GoOut(melds=(cards(out_cards),)))
    assert state.result is not None and state.result.went_out == 0
    return state


# Sixty natural cards (no 3s, no wilds) to deal before the upcard in the "deck" form.
_NATURALS = [f"{rank}{suit}" for rank in ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] for suit in "CDHS"]
SIXTY = _NATURALS + _NATURALS[:16]


# ------------------------------------------------------------------------------------------------
# BR1 players, deal, draw, turn order


def test_BR1_four_players_in_two_partnerships_are_dealt_15_cards_each_from_the_dealers_left():
    state = scenario.load({"rules": "brazilian", "deck": " ".join([*SIXTY, "7D"]), "dealer": 3})
    assert state.sides == ((0, 2), (1, 3))
    assert [len(h) for h in state.hands] == [15, 15, 15, 15]
    assert sorted(state.hands[0]) == sorted(cards(" ".join(SIXTY[0::4])))
    assert len(state.stock) == 162 - 60 - 1 and state.pile == cards("7D")
    assert state.turn_seat == 0


def test_BR1_a_player_draws_two_cards_and_play_passes_clockwise():
    state = position(turn=0, hands={0: "5D 9C", 1: "4C"}, stock="KC QC")
    state = play(state, DrawStock())
    assert sorted(state.hands[0]) == sorted(cards("5D 9C KC QC"))
    state = play(state, Discard(card("9C")))
    assert state.to_act == 1


def test_BR1_the_deal_passes_to_the_left_after_the_hand():
    state = side0_goes_out({"dealer": 3})
    assert next_hand(state).state.dealer == 0


# ------------------------------------------------------------------------------------------------
# BR2 wild cards in groups, BR3 wild-only melds (Bolivia), BR4 sequences


@pytest.mark.parametrize("meld", ["QH 2C 2D", "QH 2C 2D JK JK", "QH QD 2C 2D 2H"])
def test_BR2_a_group_may_hold_any_number_of_wild_cards_with_one_natural(meld):
    assert meld_problem(meld) is None
    assert meld_problem(meld, "samba") is not None


def test_BR2_wild_cards_may_keep_joining_an_incomplete_group():
    assert layoff_problem("QH QD 2C 2D", "JK 2H") is None
    violation = layoff_problem("QH QD 2C 2D", "JK 2H", "samba")
    assert violation is not None and violation.code == "GROUP_TOO_MANY_WILDS"


@pytest.mark.parametrize("meld", ["2C 2D JK", "2C 2D 2H 2S JK JK JK"])
def test_BR3_wild_cards_alone_make_a_meld_of_three_to_seven(meld):
    assert meld_problem(meld) is None


def test_BR3_two_wild_cards_are_not_a_meld():
    violation = meld_problem("2C JK")
    assert violation is not None and violation.code == "MELD_TOO_SHORT"


def test_BR3_a_bolivia_is_closed():
    violation = layoff_problem("2C 2D 2H 2S JK JK JK", "2H")
    assert violation is not None and (violation.code, violation.rule) == ("BOLIVIA_CLOSED", "BR3")


def test_BR3_a_natural_card_cannot_join_a_wild_meld():
    violation = layoff_problem("2C 2D JK", "QH")
    assert violation is not None and violation.code == "WRONG_RANK"


def test_BR4_sequences_hold_no_wild_cards():
    violation = meld_problem("5H 6H 2C 8H")
    assert violation is not None and violation.code == "WILD_IN_SEQUENCE"


def test_BR4_a_samba_is_closed_at_seven_cards():
    violation = layoff_problem("4C 5C 6C 7C 8C 9C 10C", "JC")
    assert violation is not None and violation.code == "SAMBA_CLOSED"


# ------------------------------------------------------------------------------------------------
# BR5 canasta kinds, BR6 short sequences


def test_BR5_each_canasta_kind_earns_its_bonus():
    state = side0_goes_out({"melds": [
        {"side": 1, "cards": "JH JH JD JD JS JS JC"},
        {"side": 1, "cards": "AH 2C 2D 2H 2S JK JK"},
        {"side": 1, "cards": "4C 5C 6C 7C 8C 9C 10C"},
        {"side": 1, "cards": "2C 2D 2H 2S JK JK JK"},
    ]})
    side = state.result.sides[1]
    assert (side.natural_canasta_bonus, side.mixed_canasta_bonus, side.samba_bonus, side.bolivia_bonus) == (
        500, 300, 1500, 2000)


def test_BR5_BC2_a_canasta_with_six_wild_cards_and_one_natural_is_mixed():
    state = side0_goes_out({"melds": [{"side": 1, "cards": "AH 2C 2D 2H 2S JK JK"}]})
    side = state.result.sides[1]
    assert (side.mixed_canastas, side.natural_canastas, side.bolivias) == (1, 0, 0)
    assert side.melded_cards == 20 + 4 * 20 + 2 * 50


def test_BR6_BC8_each_sequence_under_five_cards_costs_1000():
    state = side0_goes_out({"melds": [{"side": 1, "cards": "5C 6C 7C"}, {"side": 1, "cards": "9D 10D JD QD"},
                                      {"side": 1, "cards": "4S 5S 6S 7S 8S"}]})
    side = state.result.sides[1]
    assert (side.short_sequences, side.short_sequence_penalty) == (2, -2000)
    assert side.melded_cards == 15 + 40 + 30


def test_BR6_the_side_that_goes_out_also_pays_for_its_short_sequences():
    state = side0_goes_out({"melds": [{"side": 0, "cards": "9D 10D JD", "seat": 2}]})
    assert state.result.sides[0].short_sequence_penalty == -1000


# ------------------------------------------------------------------------------------------------
# BR7 whole pile by a natural pair, BR8 single card onto a sequence, BR9 nothing freezes


def test_BR7_a_natural_pair_takes_the_whole_pile():
    state = position(turn=0, hands={0: "9C 9D KC 5H"}, pile="4D JK 5S 9H",
                     melds=[{"side": 0, "cards": "AH AD AS"}])
    state = play(state, TakePile("pair", cards("9C 9D")))
    assert state.pile == ()
    assert sorted(state.hands[0]) == sorted(cards("KC 5H 4D JK 5S"))


def test_BR7_pile_never_taken_onto_a_group():
    state = position(turn=0, hands={0: "KC 5H"}, pile="4D 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    violation = refused(state, TakePile("layoff", (), 1))
    assert violation.code == "NO_GROUP_LAYOFF"
    assert [a for a in legal_actions(observe(state, 0)) if isinstance(a, TakePile)] == []


def test_BR7_a_natural_and_a_wild_cannot_take_the_pile():
    state = position(turn=0, hands={0: "9C JK KC 5H"}, pile="4D 9H", melds=[{"side": 0, "cards": "AH AD AS"}])
    assert refused(state, TakePile("pair", cards("9C JK"))).code == "NATURAL_PLUS_WILD"


BR8_PILE = "4D 5D 8D 9D KS 9C"


def test_BR8_single_card_sequence_take_leaves_the_rest_of_the_pile_and_the_turn_goes_on():
    state = position(turn=0, hands={0: "KH KS QH", 1: "4C", 2: "4C", 3: "4C"}, pile=BR8_PILE,
                     melds=[{"side": 0, "cards": "6C 7C 8C"}])
    stock = len(state.stock)
    state = play(state, TakePile("sequence_card", (), 1))
    assert state.melds[0].cards == cards("6C 7C 8C 9C")
    assert state.pile == cards("4D 5D 8D 9D KS")
    assert sorted(state.hands[0]) == sorted(cards("KH KS QH")) and len(state.stock) == stock
    assert state.phase == S.MELD and state.to_act == 0
    assert refused(state, DrawStock()).code == "ALREADY_DREW"
    state = play(state, Discard(card("QH")))
    assert state.to_act == 1 and state.pile[-1] == card("QH")


def test_BR8_the_whole_pile_method_cannot_be_used_onto_a_sequence():
    state = position(turn=0, hands={0: "KH KS QH"}, pile=BR8_PILE, melds=[{"side": 0, "cards": "6C 7C 8C"}])
    assert refused(state, TakePile("layoff", (), 1)).code == "SEQUENCE_TAKES_ONE"


def test_BR8_the_top_card_must_fit_an_end_of_the_sequence():
    state = position(turn=0, hands={0: "KH KS QH"}, pile="4D 10C", melds=[{"side": 0, "cards": "6C 7C 8C"}])
    assert refused(state, TakePile("sequence_card", (), 1)).code == "TOP_DOES_NOT_FIT"


def test_BR8_a_samba_cannot_take_the_top_card():
    state = position(turn=0, hands={0: "KH KS QH"}, pile="4D JC", melds=[{"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C"}])
    # JC fits the high end, but a samba is closed (S7.5 / S9.4): the refusal says so.
    violation = refused(state, TakePile("sequence_card", (), 1))
    assert (violation.code, violation.rule) == ("SAMBA_CLOSED", "S7.5")


def br9_wild_discard(rules: Any) -> GameState:
    """Seat 0 discards a joker; seat 1 draws ``KH KS`` and discards ``9C``; seat 2 (side 0) is next."""
    state = position(rules=rules, turn=0, phase="meld", hands={0: "JK 5H 5D", 1: "9C 5S", 2: "QD QS", 3: "4C"},
                     stock="KH KS", pile="4D", melds=[{"side": 0, "cards": "6C 7C 8C"}])
    state = play(state, Discard(card("JK")))
    assert refused(state, TakePile("pair", cards("5S 5S"))).code == "PILE_BLOCKED"
    return play(state, DrawStock(), Discard(card("9C")))


def test_BR9_a_discarded_wild_blocks_the_next_player_only_and_never_freezes():
    state = br9_wild_discard("brazilian")
    assert not state.pile_frozen
    state = play(state, TakePile("sequence_card", (), 1))
    assert state.melds[0].cards == cards("6C 7C 8C 9C")


def test_BR9_in_samba_the_same_discarded_wild_freezes_the_pile():
    state = br9_wild_discard("samba")
    assert state.pile_frozen
    assert refused(state, TakePile("layoff", (), 1)).code == "PILE_FROZEN"


def test_BR9_a_wild_buried_under_the_upcard_does_not_freeze_the_pile():
    state = scenario.load({"rules": "brazilian", "deck": " ".join([*SIXTY, "JK", "7D"]), "dealer": 3})
    assert state.pile == cards("JK 7D") and not state.pile_frozen
    samba = scenario.load({"rules": "samba", "deck": " ".join([*SIXTY, "JK", "7D"]), "dealer": 3})
    assert samba.pile_frozen


# ------------------------------------------------------------------------------------------------
# BR10 the opening table


def opening(score: int, melds: list[str], **options: Any) -> Violation | None:
    hand = " ".join([*melds, "5D 6D"])
    state = position(rules=brazilian(**options), scores=[score, 0], turn=0, phase="meld", hands={0: hand})
    return check(observe(state, 0), Meld(tuple(cards(m) for m in melds)))


MIXED_FOURS = "4C 4C 4D 4D 4H 4H 2S"  # a mixed canasta worth 50


@pytest.mark.parametrize("score, enough, too_little", [
    (-5, ["4C 4D 4H"], None),
    (0, ["KH KD KS 2C"], ["KH KD KS", "7C 7D 7S"]),
    (1495, ["KH KD KS 2C"], ["KH KD KS", "7C 7D 7S"]),
    (1500, ["AH AD AS", "KH KD KS"], ["AH AD AS", "7C 7D 7S"]),
    (2995, ["AH AD AS", "KH KD KS"], ["AH AD AS", "7C 7D 7S"]),
    (3000, ["AH AD AS 2C", "KH KD KS KC"], ["AH AD AS 2C", "KH KD KS"]),
    (6995, ["AH AD AS 2C", "KH KD KS KC"], ["AH AD AS 2C", "KH KD KS"]),
])
def test_BR10_point_bands_below_7000(score, enough, too_little):
    assert opening(score, enough) is None
    if too_little is not None:
        violation = opening(score, too_little)
        assert violation is not None and violation.code == "OPENING_TOO_LOW"


def test_BR10_below_zero_needs_15_where_zero_needs_50():
    violation = opening(0, ["4C 4D 4H"])
    assert violation is not None and violation.code == "OPENING_TOO_LOW"


@pytest.mark.parametrize("score", [7000, 7995])
def test_BR10_from_7000_a_canasta_of_any_kind_opens_whatever_its_points(score):
    assert opening(score, [MIXED_FOURS]) is None
    violation = opening(score, ["AH AD AS AC JK JK", "KH KD KS"])
    assert violation is not None and (violation.code, violation.rule) == ("OPENING_NEEDS_CANASTA", "BR10")


def test_BR10_from_8000_the_opening_needs_a_canasta_and_200_points():
    assert opening(8000, [MIXED_FOURS, "AH AD AS JK JK"]) is None
    too_low = opening(8995, [MIXED_FOURS])
    assert too_low is not None and (too_low.code, too_low.rule) == ("OPENING_TOO_LOW", "BR10")
    no_canasta = opening(8000, ["AH AD AS AC JK JK", "KH KD KS"])
    assert no_canasta is not None and no_canasta.code == "OPENING_NEEDS_CANASTA"


@pytest.mark.parametrize("canasta", ["AH AD AS AC AH AD AS", "4H 5H 6H 7H 8H 9H 10H", "2C 2D 2H 2S 2C JK JK"])
def test_BR10_BC7_from_9000_a_natural_canasta_samba_or_bolivia_opens(canasta):
    assert opening(9000, [canasta]) is None


def test_BR10_from_9000_a_mixed_canasta_is_not_enough():
    violation = opening(9000, ["AH AD AS AC AH AD 2S", "KH KD KS KC JK JK"])
    assert violation is not None and violation.code == "OPENING_NEEDS_CANASTA"


def test_BR10_the_pile_may_be_taken_for_the_opening():
    state = position(turn=0, hands={0: "QS QD AH AD AC 9C 10D"}, pile="5C JK 8D QH")
    state = play(state, TakePile("pair", cards("QS QD"), -1, (cards("AH AD AC"),)))
    assert state.opened[0] and sorted(state.hands[0]) == sorted(cards("9C 10D 5C JK 8D"))


def test_BR10_the_option_forbidding_the_pile_for_the_opening():
    state = position(rules=brazilian(allow_pile_for_initial_meld=False), turn=0,
                     hands={0: "QS QD AH AD AC 9C 10D"}, pile="5C 8D QH")
    violation = refused(state, TakePile("pair", cards("QS QD"), -1, (cards("AH AD AC"),)))
    assert violation.code == "NO_PILE_FOR_OPENING"


# ------------------------------------------------------------------------------------------------
# BR11 red 3s, BR12 black 3s


@pytest.mark.parametrize("count, value", [(1, 100), (2, 200), (3, 300), (4, 400), (5, 1000), (6, 1200)])
def test_BR11_red_three_scale_counts_plus_with_one_canasta(count, value):
    reds = " ".join(["3H", "3H", "3H", "3D", "3D", "3D"][:count])
    state = side0_goes_out({"melds": [{"side": 1, "cards": "JH JH JD JD JS JS JC"}], "red_threes": {1: reds}})
    assert state.result.sides[1].red_three_points == value


def test_BR11_BC9_a_bolivia_alone_is_the_canasta_red_threes_need():
    state = side0_goes_out({"melds": [{"side": 1, "cards": "2C 2D 2H 2S JK JK JK"}], "red_threes": {1: "3H 3D"}})
    assert state.result.sides[1].red_three_points == 200


def test_BR11_red_threes_count_minus_without_a_canasta():
    state = side0_goes_out({"melds": [{"side": 1, "cards": "JH JD JS"}], "red_threes": {1: "3H 3D 3D"}})
    assert state.result.sides[1].red_three_points == -300


def test_BR12_each_black_three_left_in_hand_costs_100():
    state = side0_goes_out({"hands": {1: "3C 3S", 3: "3C"}})
    assert state.result.sides[1].cards_in_hand == -300


def test_BR12_black_threes_are_melded_only_when_going_out_for_5_each():
    state = side0_goes_out({}, out_cards="3C 3S 3S")
    assert state.result.sides[0].melded_cards == 50 + 70 + 15
    early = position(turn=0, phase="meld", hands={0: "3C 3S 3S 5D 6D"}, melds=WAY_OUT)
    assert refused(early, Meld((cards("3C 3S 3S"),))).code == "BLACK_THREES_NOT_GOING_OUT"


def test_BR12_black_threes_take_no_wild_cards():
    state = position(turn=0, phase="meld", hands={0: "3C 3S 2D"}, melds=WAY_OUT, asked="yes")
    assert refused(state, GoOut(melds=(cards("3C 3S 2D"),))).code == "BLACK_THREE_WITH_WILD"


# ------------------------------------------------------------------------------------------------
# BR13 going out needs a samba and one more canasta


@pytest.mark.parametrize("melds", [
    ["4H 5H 6H 7H 8H 9H 10H", "4S 5S 6S 7S 8S 9S 10S"],
    ["4H 5H 6H 7H 8H 9H 10H", "2C 2D 2H 2S JK JK JK"],
    ["4H 5H 6H 7H 8H 9H 10H", "AH AD AS AC JK JK 2C"],
])
def test_BR13_a_samba_and_any_other_canasta_allow_going_out(melds):
    state = position(turn=0, phase="meld", hands={0: "KD KD KS"}, melds=[{"side": 0, "cards": m} for m in melds])
    state = play(state, AskGoOut(), AnswerGoOut(True), GoOut(melds=(cards("KD KD KS"),)))
    assert state.result.went_out == 0


@pytest.mark.parametrize("melds", [
    ["AH AH AD AD AS AS AC", "QH QH QD QD QS QS QC"],
    ["4H 5H 6H 7H 8H 9H 10H"],
])
def test_BR13_without_a_samba_and_another_canasta_going_out_is_refused(melds):
    state = position(turn=0, phase="meld", hands={0: "KD KD KS"}, melds=[{"side": 0, "cards": m} for m in melds],
                     asked="yes")
    violation = refused(state, GoOut(melds=(cards("KD KD KS"),)))
    assert (violation.code, violation.rule) == ("NEED_SAMBA_PLUS_ONE", "BR13")


def test_BR13_the_going_out_melds_count_towards_the_requirement():
    state = position(turn=0, phase="meld", hands={0: "10H KD KD KS"}, asked="yes",
                     melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H"}, {"side": 0, "cards": "AH AD AS AC JK JK 2C"}])
    state = play(state, GoOut(melds=(cards("KD KD KS"),), layoffs=((1, cards("10H")),)))
    assert state.result.sides[0].sambas == 1


# ------------------------------------------------------------------------------------------------
# BR14 permission is mandatory, BR15 the going-out bonus


def br14_position() -> GameState:
    return position(turn=0, phase="meld", hands={0: "QD QD QS 5C", 1: "4C", 2: "4C"}, melds=WAY_OUT)


def test_BR14_going_out_without_asking_is_refused():
    violation = refused(br14_position(), GoOut(melds=(cards("QD QD QS"),), discard=card("5C")))
    assert (violation.code, violation.rule) == ("MUST_ASK", "BR14")
    offered = legal_actions(observe(br14_position(), 0))
    assert AskGoOut() in offered and not any(isinstance(a, GoOut) for a in offered)


def test_BR14_a_no_forbids_going_out_this_turn():
    state = play(br14_position(), AskGoOut(), AnswerGoOut(False))
    assert refused(state, GoOut(melds=(cards("QD QD QS"),), discard=card("5C"))).code == "GO_OUT_REFUSED"
    assert refused(state, AskGoOut()).code == "ASKED_ALREADY"
    state = play(state, Discard(card("5C")))
    assert state.to_act == 1


def test_BR14_a_yes_obliges_the_player_to_go_out():
    state = play(br14_position(), AskGoOut(), AnswerGoOut(True))
    assert refused(state, Discard(card("5C"))).code == "MUST_GO_OUT"
    offered = legal_actions(observe(state, 0))
    assert [a for a in offered if not isinstance(a, Meld)] == [GoOut(melds=(cards("QD QD QS"),), discard=card("5C"))]


def test_BR14_asking_is_allowed_when_three_of_a_kind_also_fit_the_end_of_a_sequence():
    state = position(turn=0, phase="meld", hands={0: "QD QD QS", 1: "4C", 2: "4C", 3: "4C"},
                     melds=[*WAY_OUT, {"side": 0, "cards": "9D 10D JD", "seat": 2}])
    state = play(state, AskGoOut(), AnswerGoOut(True))
    assert legal_actions(observe(state, 0)) == [GoOut(melds=(cards("QD QD QS"),))]


def test_BR15_going_out_earns_100():
    state = side0_goes_out({"has_melded": [True, False, False, False]})
    assert state.result.sides[0].going_out == 100


def test_BR15_concealed_going_out_earns_200_instead():
    state = side0_goes_out({})
    assert not any(state.has_melded[0:1])
    assert state.result.sides[0].going_out == 200


def test_BR15_laying_off_onto_the_partners_earlier_meld_is_not_concealed():
    state = position(turn=0, phase="meld", hands={0: "JD 5C", 1: "4C", 3: "4C"}, asked="yes",
                     melds=[*WAY_OUT, {"side": 0, "cards": "JH JH JC", "seat": 2}])
    state = play(state, GoOut(layoffs=((3, cards("JD")),), discard=card("5C")))
    assert state.result.sides[0].going_out == 100


def test_BR15_taking_the_top_card_onto_the_partners_sequence_is_not_concealed():
    state = position(turn=0, hands={0: "QD QD QS 5C", 1: "4C", 3: "4C"}, pile="4D 9C",
                     melds=[*WAY_OUT, {"side": 0, "cards": "6C 7C 8C", "seat": 2}])
    state = play(state, TakePile("sequence_card", (), 3), AskGoOut(), AnswerGoOut(True),
                 GoOut(melds=(cards("QD QD QS"),), discard=card("5C")))
    assert state.result.sides[0].going_out == 100


CONCEALED_HAND = "4C 5C 6C 7C 8C 9C 10C 4H 4H 4D 4D 4S 4S 2C 5H"


@pytest.mark.parametrize("score, legal", [(0, True), (3000, False)])
def test_BR15_BC10_a_concealed_hand_still_needs_the_sides_opening_minimum(score, legal):
    state = position(scores=[score, 0], turn=0, phase="meld", hands={0: CONCEALED_HAND}, asked="yes")
    action = GoOut(melds=(cards("4C 5C 6C 7C 8C 9C 10C"), cards("4H 4H 4D 4D 4S 4S 2C")), discard=card("5H"))
    if legal:
        state = play(state, action)
        assert state.result.sides[0].going_out == 200
    else:
        assert refused(state, action).code == "OPENING_TOO_LOW"


def test_BR15_BC10_a_concealed_player_must_still_ask():
    state = position(turn=0, phase="meld", hands={0: CONCEALED_HAND})
    action = GoOut(melds=(cards("4C 5C 6C 7C 8C 9C 10C"), cards("4H 4H 4D 4D 4S 4S 2C")), discard=card("5H"))
    assert refused(state, action).code == "MUST_ASK"


# ------------------------------------------------------------------------------------------------
# BR16 the stock running out


def stock_gone(rules: Any = "brazilian", top: str = "9C") -> GameState:
    """Seat 3 discards ``top`` onto a pile over an empty stock; seat 0's side has 6C 7C 8C."""
    state = position(rules=rules, turn=3, phase="meld", stock_size=0, pile_frozen=False,
                     hands={0: "KD QD", 1: "4C 4C", 2: "4D 4D", 3: f"{top} 5S"},
                     melds=[{"side": 0, "cards": "6C 7C 8C"}])
    return play(state, Discard(card(top)))


def test_BR16_with_the_stock_empty_taking_the_pile_is_optional():
    state = stock_gone()
    assert state.phase == S.DRAW and state.to_act == 0
    assert EndHand() in legal_actions(observe(state, 0))
    state = play(state, EndHand())
    assert state.phase == S.HAND_OVER and state.result.went_out == -1
    assert [s.going_out for s in state.result.sides] == [0, 0]


def test_BR16_a_player_may_take_the_top_card_after_the_stock_is_gone_and_play_on():
    state = play(stock_gone(), TakePile("sequence_card", (), 1), Discard(card("KD")))
    assert state.phase in (S.DRAW, S.HAND_OVER)
    assert state.melds[0].size == 4


def test_BR16_the_hand_ends_when_the_player_cannot_take_the_pile():
    state = stock_gone(top="JS")
    assert state.phase == S.HAND_OVER and state.result.went_out == -1


def test_BR16_in_samba_a_fitting_pile_must_be_taken():
    state = stock_gone(rules="samba")
    assert refused(state, EndHand()).code == "MUST_TAKE_PILE"


def test_BR16_the_last_single_card_may_be_drawn():
    state = position(turn=0, stock="KC", stock_size=1, hands={0: "5D 6D"})
    state = play(state, DrawStock())
    assert sorted(state.hands[0]) == sorted(cards("5D 6D KC")) and state.stock == ()
    assert state.phase == S.MELD


def test_BR16_a_red_three_as_the_last_card_ends_the_hand_without_a_discard():
    state = position(turn=0, stock="3H", stock_size=1, hands={0: "5D 6D"}, pile_frozen=False)
    state = play(state, DrawStock())
    assert state.red_threes[0] == cards("3H")
    assert refused(state, Discard(card("5D"))).code == "NO_DISCARD"
    state = play(state, EndHand())
    assert state.phase == S.HAND_OVER and state.result.went_out == -1


# ------------------------------------------------------------------------------------------------
# BR17 the game, BR18 the scoring formula


def stock_end_hand(scores: list[int]) -> GameState:
    """Seat 3 discards a black 3 over an empty stock: the hand ends on seat 0's blocked turn.

    Side 0 scores 200 (its aces) - 10; side 1 scores 30 (kings) - 10.
    """
    state = position(scores=scores, turn=3, phase="meld", stock_size=0,
                     hands={0: "4C", 1: "4H", 2: "4D", 3: "4S 3S"},
                     melds=[{"side": 0, "cards": "AH AD AS AC AH AD 2C"}, {"side": 1, "cards": "KH KD KS"}])
    return play(state, Discard(card("3S")))


def test_BR17_when_both_sides_pass_10000_the_higher_total_wins():
    state = stock_end_hand([9900, 9990])
    assert [s.total for s in state.result.sides] == [140 + 300 - 10, 30 - 10]
    assert state.scores == (10330, 10010)
    assert state.phase == S.GAME_OVER and outcome(state).winners == (0,)


def test_BR17_the_game_goes_on_below_10000():
    state = stock_end_hand([0, 0])
    assert state.phase == S.HAND_OVER and outcome(state) is None


def test_BR18_a_hand_score_adds_every_brazilian_item():
    state = side0_goes_out({
        "hands": {1: "3C KC", 3: "3S"},
        "red_threes": {1: "3H 3H 3H 3D 3D"},
        "melds": [{"side": 1, "cards": "2C 2D 2H 2S JK JK JK"}, {"side": 1, "cards": "9D 10D JD"}],
    })
    side = state.result.sides[1]
    assert dict(side.lines()) == {
        "Cards melded": 230 + 30,
        "Bolivias × 1": 2000,
        "Red threes × 5": 1000,
        "Cards left in hand": -100 - 10 - 100,
        "Short sequences × 1": -1000,
    }
    assert side.total == 260 + 2000 + 1000 - 210 - 1000
    assert state.scores[1] == side.total


def test_BC1_a_bolivia_is_worth_2000_or_2500_by_option():
    assert preset("brazilian").bolivia_bonus == 2000
    state = side0_goes_out({"rules": brazilian(bolivia_bonus=2500),
                            "melds": [{"side": 1, "cards": "2C 2D 2H 2S JK JK JK"}]})
    assert state.result.sides[1].bolivia_bonus == 2500


# ------------------------------------------------------------------------------------------------
# §4b the other presets: each differing option value takes effect


def test_preset_samba_hoyle_needs_160_at_7000():
    melds = (cards("AH AD JK"), cards("KS KD KC 2H"), cards("5C 6C 7C"))  # 155
    for name, legal in (("samba", True), ("samba_hoyle", False)):
        state = position(rules=name, scores=[7000, 0], turn=0, phase="meld",
                         hands={0: "AH AD JK KS KD KC 2H 5C 6C 7C 9H 10H"})
        violation = check(observe(state, 0), Meld(melds))
        assert (violation is None) == legal
        if not legal:
            assert violation.code == "OPENING_TOO_LOW" and "160" in violation.message


def test_preset_samba_simple_lays_the_top_card_off_onto_sequences_only():
    for name, code in (("samba", None), ("samba_simple", "NO_GROUP_LAYOFF")):
        state = position(rules=name, turn=0, hands={0: "KC 5H"}, pile="4D 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
        violation = check(observe(state, 0), TakePile("layoff", (), 1))
        assert (violation.code if violation else None) == code
    state = position(rules="samba_simple", turn=0, hands={0: "KC 5H"}, pile="4D 9C",
                     melds=[{"side": 0, "cards": "6C 7C 8C"}])
    assert play(state, TakePile("layoff", (), 1)).pile == ()


def test_preset_samba_simple_a_discarded_wild_only_blocks():
    for name, frozen in (("samba", True), ("samba_simple", False)):
        state = position(rules=name, turn=0, phase="meld", hands={0: "JK 5H 5D", 1: "4C"}, pile="4D",
                         melds=[{"side": 0, "cards": "AH AD AS"}])
        assert play(state, Discard(card("JK"))).pile_frozen == frozen


def test_preset_samba_simple_a_buried_wild_does_not_freeze():
    deck = " ".join([*SIXTY, "JK", "7D"])
    assert scenario.load({"rules": "samba", "deck": deck}).pile_frozen
    assert not scenario.load({"rules": "samba_simple", "deck": deck}).pile_frozen


def test_preset_samba_simple_needs_two_naturals_for_each_wild():
    assert meld_problem("JD JC 2H JK", "samba") is None
    violation = meld_problem("JD JC 2H JK", "samba_simple")
    assert violation is not None and violation.code == "WILD_RATIO"
    assert meld_problem("JD JC JS JH 2H JK", "samba_simple") is None


def test_preset_samba_simple_deals_15_cards_to_six_players():
    ninety_naturals = " ".join(_NATURALS * 2 + _NATURALS[:2])
    for name, size in (("samba", 13), ("samba_simple", 15)):
        state = scenario.load({"rules": {"preset": name, "options": {"player_count": 6}}, "deck": ninety_naturals})
        assert [len(h) for h in state.hands] == [size] * 6


def test_preset_samba_spanish_natural_plus_wild_takes_the_pile_once_opened():
    hand = {0: "7D 2S KC 5H"}
    opened = [{"side": 0, "cards": "AH AD AS"}]
    assert check(observe(position(rules="samba", turn=0, hands=hand, pile="5C 7C", melds=opened), 0),
                 TakePile("pair", cards("7D 2S"))).code == "NATURAL_PLUS_WILD"
    state = play(position(rules="samba_spanish", turn=0, hands=hand, pile="5C 7C", melds=opened),
                 TakePile("pair", cards("7D 2S")))
    assert any(sorted(m.cards) == sorted(cards("7C 7D 2S")) for m in state.melds)
    unopened = position(rules="samba_spanish", turn=0, hands={0: "7D 2S AH AD AC 5H"}, pile="5C 7C")
    assert refused(unopened, TakePile("pair", cards("7D 2S"), -1, (cards("AH AD AC"),))).code == "PILE_FROZEN"


def test_preset_samba_spanish_the_top_card_may_join_a_completed_canasta():
    canasta = [{"side": 0, "cards": "9C 9C 9D 9D 9S 9S 9H"}]
    for name, code in (("samba", "NOT_ONTO_CANASTA"), ("samba_spanish", None)):
        state = position(rules=name, turn=0, hands={0: "KC 5H"}, pile="4D 9H", melds=canasta)
        violation = check(observe(state, 0), TakePile("layoff", (), 1))
        assert (violation.code if violation else None) == code


def test_preset_samba_spanish_a_single_card_in_hand_may_not_take_the_pile():
    for name, code in (("samba", None), ("samba_spanish", "ONE_CARD_NO_PILE")):
        state = position(rules=name, turn=0, hands={0: "KC"}, pile="4D 5C 9H",
                         melds=[{"side": 0, "cards": "9C 9D 9S"}])
        violation = check(observe(state, 0), TakePile("layoff", (), 1))
        assert (violation.code if violation else None) == code


def test_preset_samba_spanish_going_out_in_one_go_needs_no_opening_minimum():
    hand = "4C 4C 4D 4D 4H 4H 4S 5C 5C 5D 5D 5H 5H 5S 6C 6D 6H 7S"  # 35 + 35 + 15 = 85 < 120
    action = GoOut(melds=(cards("4C 4C 4D 4D 4H 4H 4S"), cards("5C 5C 5D 5D 5H 5H 5S"), cards("6C 6D 6H")),
                   discard=card("7S"))
    for name, code in (("samba", "OPENING_TOO_LOW"), ("samba_spanish", None)):
        state = position(rules=name, scores=[3000, 0], turn=0, phase="meld", hands={0: hand})
        violation = check(observe(state, 0), action)
        assert (violation.code if violation else None) == code


def test_BR14_a_player_who_cannot_go_out_hears_the_real_reason_before_ask_first():
    """With mandatory asking, a GoOut that fails the samba-plus-one requirement names BR13, not BR14."""
    from samba.engine import GoOut, check, observe, scenario

    state = scenario.load({
        "rules": "brazilian", "turn": 0, "phase": "meld",
        "hands": {"0": "QH QD QS 5C"}, "pile": "8C",
        "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"}],
    })
    problem = check(observe(state, 0), GoOut((parse_cards("QH QD QS"),), (), parse_cards("5C")[0]))
    assert problem is not None and problem.rule == "BR13"
