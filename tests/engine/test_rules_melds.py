"""RULES.md §1 S8–S13: groups, sequences, merging, canastas, the opening and black threes, tested by number."""

from __future__ import annotations

import pytest
from rule_scenarios import TWO_CANASTAS, cards, events_of, meld_with, play, position, refused

from samba.engine import Discard, DrawStock, GoOut, Meld, MergeGroups, TakePile, observe
from samba.engine import events as E

OPENED = [{"side": 0, "cards": "AH AD AS"}]


def meld_position(hand: str, melds=None, **extra):
    """Seat 0 to meld, its side already opened (unless ``melds`` says otherwise); two spare cards in hand."""
    return position(turn=0, phase="meld", hands=[f"{hand} 5C 6D", "", "", ""],
                    melds=OPENED if melds is None else melds, **extra)


def new_meld_refusal(hand: str, meld: str, **extra):
    return refused(meld_position(hand, **extra), Meld((cards(meld),)))


def lay_off(state, target: str, added: str) -> Meld:
    return Meld((), ((meld_with(state, target).id, cards(added)),))


# -- S8 groups -----------------------------------------------------------------------------------

def test_S8_1_a_group_of_three_natural_cards_of_one_rank_is_a_meld():
    after = play(meld_position("JD JC JS"), Meld((cards("JD JC JS"),))).state
    assert meld_with(after, "JD JC JS").kind == "group"


def test_S8_1_a_group_needs_at_least_three_cards():
    violation = new_meld_refusal("JD JC", "JD JC")
    assert (violation.code, violation.rule) == ("MELD_TOO_SHORT", "S8.1")


@pytest.mark.parametrize(("meld", "rule", "case"), [
    ("4C 5H", "S9.1", "any"),          # two ranks, two suits: too short before it is a bad sequence
    ("4H 5H", "S9.1", None),           # a sequence's suit
    ("JD 2C", "S8.1", None),           # a group's rank and a wild card
    ("JD", "S8.1", None),
])
def test_S8_1_S9_1_every_meld_of_fewer_than_three_cards_is_refused_as_too_short_first(meld, rule, case):
    """Playtest p9-23: "4♣ 5♥" was refused with "The 5♥ is not a club", where no meld has two cards."""
    violation = new_meld_refusal(meld, meld)
    assert (violation.code, violation.rule, violation.param("case")) == ("MELD_TOO_SHORT", rule, case)


def test_S8_1_a_group_holds_one_natural_rank_only():
    violation = new_meld_refusal("JD JC QS", "JD JC QS")
    assert (violation.code, violation.rule) == ("MIXED_MELD", "S8.1")


def test_S8_1_only_cards_of_the_groups_rank_or_wild_cards_can_be_added():
    state = meld_position("QS 2C", melds=[{"side": 0, "cards": "JD JC JS"}])
    violation = refused(state, lay_off(state, "JD JC JS", "QS"))
    assert (violation.code, violation.rule) == ("WRONG_RANK", "S8.1")


@pytest.mark.parametrize("meld", ["JD JC 2H", "JD JC 2H JK"])
def test_S8_2_two_naturals_with_one_or_two_wilds_are_a_group_E15(meld):
    after = play(meld_position(meld), Meld((cards(meld),))).state
    assert meld_with(after, meld).wilds == meld.count("2") + meld.count("JK")


def test_S8_2_a_group_needs_at_least_two_natural_cards_E15():
    violation = new_meld_refusal("JD 2H JK", "JD 2H JK")
    assert (violation.code, violation.rule) == ("GROUP_TOO_FEW_NATURALS", "S8.2")


def test_S8_2_a_group_holds_at_most_two_wild_cards_E15():
    violation = new_meld_refusal("JD JC JS 2H 2S JK", "JD JC JS 2H 2S JK")
    assert (violation.code, violation.rule) == ("GROUP_TOO_MANY_WILDS", "S8.2")


def test_S8_2_a_third_wild_card_cannot_be_laid_off_onto_a_group():
    state = meld_position("2S", melds=[{"side": 0, "cards": "JD JC JS 2H JK"}])
    violation = refused(state, lay_off(state, "JD JC JS 2H JK", "2S"))
    assert (violation.code, violation.rule) == ("GROUP_TOO_MANY_WILDS", "S8.2")


def test_S8_3_wild_cards_can_never_be_melded_on_their_own_E15():
    violation = new_meld_refusal("2H 2S JK", "2H 2S JK")
    assert (violation.code, violation.rule) == ("WILD_ONLY_MELD", "S8.3")


def test_S8_4_seven_natural_cards_make_a_natural_canasta():
    state = meld_position("7C 7H", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7D"}])
    transition = play(state, lay_off(state, "7H 7D 7S 7C 7D", "7C 7H"))
    assert [e.text for e in events_of(transition.events, E.CANASTA)] == ["natural"]
    assert transition.state.melds[0].canasta_kind == "natural"


def test_S8_4_a_seven_card_group_with_wild_cards_is_a_mixed_canasta():
    state = meld_position("QS QC", melds=[{"side": 0, "cards": "QH QD QH 2D JK"}])
    transition = play(state, lay_off(state, "QH QD QH 2D JK", "QS QC"))
    assert [e.text for e in events_of(transition.events, E.CANASTA)] == ["mixed"]


def test_S8_5_more_natural_cards_may_be_added_to_a_canasta_E16():
    state = meld_position("QS QC", melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    transition = play(state, lay_off(state, "QH QD QS QC QH 2D JK", "QS QC"))
    assert transition.state.melds[0].size == 9
    assert events_of(transition.events, E.CANASTA) == []  # already a canasta: no second bonus


@pytest.mark.parametrize("canasta", ["QH QD QS QC QH 2D JK", "7H 7D 7S 7C 7H 7D 7S"])
def test_S8_5_no_wild_card_may_be_added_to_a_canasta_E16_E17(canasta):
    state = meld_position("2C", melds=[{"side": 0, "cards": canasta}])
    violation = refused(state, lay_off(state, canasta, "2C"))
    assert (violation.code, violation.rule) == ("WILD_ON_CANASTA", "S8.5")


def test_S8_6_a_wild_card_completing_an_incomplete_group_makes_a_mixed_canasta_E18():
    state = meld_position("2S", melds=[{"side": 0, "cards": "8H 8D 8S 8C 8H 8D"}])
    after = play(state, lay_off(state, "8H 8D 8S 8C 8H 8D", "2S")).state
    assert after.melds[0].canasta_kind == "mixed"
    assert after.melds[0].points == 80


def test_C17_allow_wild_on_completed_canasta_accepts_a_wild_on_a_canasta():
    state = meld_position("2C", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}],
                          rules={"allow_wild_on_completed_canasta": True})
    after = play(state, lay_off(state, "7H 7D 7S 7C 7H 7D 7S", "2C")).state
    assert after.melds[0].canasta_kind == "mixed"


def test_C16_wild_ratio_rule_naturals_ge_twice_wilds_needs_two_naturals_per_wild_E15():
    rules = {"wild_ratio_rule": "naturals_ge_twice_wilds"}
    assert new_meld_refusal("JD JC 2H JK", "JD JC 2H JK", rules=rules).code == "WILD_RATIO"
    after = play(meld_position("JD JC JS JH 2H JK", rules=rules), Meld((cards("JD JC JS JH 2H JK"),))).state
    assert meld_with(after, "JD JC JS JH 2H JK").wilds == 2


def test_C18_allow_wild_only_melds_accepts_three_wild_cards():
    after = play(meld_position("2H 2S JK", rules={"allow_wild_only_melds": True}), Meld((cards("2H 2S JK"),))).state
    assert meld_with(after, "2H 2S JK").kind == "wild"


# -- S9 sequences ---------------------------------------------------------------------------------

def test_S9_1_three_consecutive_cards_of_one_suit_are_a_sequence_E14():
    after = play(meld_position("QS KS AS"), Meld((cards("QS KS AS"),))).state
    seq = meld_with(after, "QS KS AS")
    assert (seq.kind, seq.points) == ("sequence", 40)


@pytest.mark.parametrize(("meld", "code"), [
    ("KS AS 4S", "SEQUENCE_GAP"),      # no wrap-around
    ("4H 5H 7H", "SEQUENCE_GAP"),      # no gaps
    ("4H 5H", "MELD_TOO_SHORT"),
    ("4H 5H 6D", "SEQUENCE_SUIT"),     # one suit
])
def test_S9_1_sequences_run_4_to_ace_without_gaps_or_wrap_around(meld, code):
    violation = new_meld_refusal(meld, meld)
    assert violation.code == code
    assert violation.rule in ("S9.1", "S8.1")


def test_S9_1_a_new_sequence_of_two_suits_is_refused_naming_the_card_off_its_suit():
    violation = new_meld_refusal("4S 5S 6C", "4S 5S 6C")
    assert (violation.code, violation.rule) == ("SEQUENCE_SUIT", "S9.1")
    assert (violation.param("suit"), violation.param("cards"), violation.param("count")) == ("S", "6C", 1)


def test_S9_1_the_suit_most_of_the_cards_share_is_the_sequences_and_every_other_card_is_named():
    violation = new_meld_refusal("7H 8S 9S 10D", "7H 8S 9S 10D")
    assert (violation.code, violation.rule) == ("SEQUENCE_SUIT", "S9.1")
    assert (violation.param("suit"), violation.param("cards"), violation.param("count")) == ("S", "7H 10D", 2)


def test_S9_1_on_a_tie_of_suits_the_earlier_cards_suit_is_the_sequences():
    violation = new_meld_refusal("9D 10C JC QD", "9D 10C JC QD")
    assert (violation.param("suit"), violation.param("cards")) == ("D", "10C JC")


def test_S9_1_a_card_of_another_suit_laid_off_onto_a_sequence_is_named():
    state = meld_position("8S 4H", melds=[{"side": 0, "cards": "5H 6H 7H"}])
    violation = refused(state, lay_off(state, "5H 6H 7H", "8S 4H"))
    assert (violation.code, violation.rule) == ("SEQUENCE_SUIT", "S9.1")
    assert (violation.param("suit"), violation.param("cards"), violation.param("count")) == ("H", "8S", 1)


def test_S8_1_cards_of_two_ranks_and_two_suits_with_a_rank_repeated_are_neither_group_nor_sequence():
    violation = new_meld_refusal("8S 8H 9S", "8S 8H 9S")
    assert (violation.code, violation.rule) == ("MIXED_MELD", "S8.1")


def test_S9_1_a_sequence_never_holds_the_same_card_twice():
    violation = new_meld_refusal("7H 7H 8H", "7H 7H 8H")
    assert (violation.code, violation.rule) == ("SEQUENCE_DUPLICATE", "S9.1")


def test_S9_2_a_sequence_may_not_contain_wild_cards_E14():
    violation = new_meld_refusal("5H 6H 2C 8H", "5H 6H 2C 8H")
    assert (violation.code, violation.rule) == ("WILD_IN_SEQUENCE", "S9.2")


def test_S9_2_a_wild_card_cannot_be_laid_off_onto_a_sequence():
    state = meld_position("2H", melds=[{"side": 0, "cards": "5H 6H 7H"}])
    violation = refused(state, lay_off(state, "5H 6H 7H", "2H"))
    assert (violation.code, violation.rule) == ("WILD_IN_SEQUENCE", "S9.2")


def test_S9_2_a_sequence_may_not_contain_threes():
    violation = new_meld_refusal("3S 4S 5S", "3S 4S 5S")
    assert violation.code == "BLACK_THREE_MIXED"


def test_S9_3_cards_may_be_added_at_either_end_of_a_sequence():
    state = meld_position("4H 9H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    after = play(state, lay_off(state, "5H 6H 7H 8H", "4H 9H")).state
    assert [c.code for c in after.melds[0].cards] == ["4H", "5H", "6H", "7H", "8H", "9H"]


def test_S9_3_a_sequence_can_never_hold_more_than_seven_cards():
    state = meld_position("4H 10H JH", melds=[{"side": 0, "cards": "5H 6H 7H 8H 9H"}])
    violation = refused(state, lay_off(state, "5H 6H 7H 8H 9H", "4H 10H JH"))
    assert (violation.code, violation.rule) == ("SEQUENCE_TOO_LONG", "S9.3")


def test_S9_3_eight_cards_are_never_a_sequence_E14():
    violation = new_meld_refusal("4C 5C 6C 7C 8C 9C 10C JC", "4C 5C 6C 7C 8C 9C 10C JC")
    assert (violation.code, violation.rule) == ("SEQUENCE_TOO_LONG", "S9.3")


def test_S9_4_a_seven_card_sequence_is_a_samba_E14():
    hand = "4C 5C 6C 7C 8C 9C 10C"
    transition = play(meld_position(hand), Meld((cards(hand),)))
    samba = meld_with(transition.state, hand)
    assert (samba.canasta_kind, samba.points) == ("samba", 50)
    assert [e.text for e in events_of(transition.events, E.CANASTA)] == ["samba"]


def test_S9_4_a_samba_is_closed_for_good():
    state = meld_position("JC", melds=[{"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C"}])
    violation = refused(state, lay_off(state, "4C 5C 6C 7C 8C 9C 10C", "JC"))
    assert (violation.code, violation.rule) == ("SAMBA_CLOSED", "S9.4")


def test_S9_5_a_side_may_have_two_sequences_in_the_same_suit():
    state = meld_position("4H 5H 6H", melds=[{"side": 0, "cards": "4H 5H 6H 7H"}])
    after = play(state, Meld((cards("4H 5H 6H"),))).state
    assert sum(m.kind == "sequence" and m.suit == "H" for m in after.melds) == 2


def test_S9_5_two_sequences_are_never_joined():
    state = meld_position("", melds=[{"side": 0, "cards": "4H 5H 6H"}, {"side": 0, "cards": "7H 8H 9H"}])
    violation = refused(state, MergeGroups(state.melds[0].id, state.melds[1].id))
    assert (violation.code, violation.rule) == ("NO_SEQUENCE_MERGE", "S9.5")


def test_S9_6_sequences_count_towards_the_opening():
    state = meld_position("QS KS AS 4H 5H 6H", melds=[])
    after = play(state, Meld((cards("QS KS AS"), cards("4H 5H 6H")))).state  # 40 + 15 = 55 ≥ 50
    assert after.opened[0]


# -- S10 several groups of one rank; merging ------------------------------------------------------

def test_S10_1_a_side_may_have_two_groups_of_the_same_rank():
    state = meld_position("KC KD KH", melds=[{"side": 0, "cards": "KS KS KD"}])
    after = play(state, Meld((cards("KC KD KH"),))).state
    assert sum(m.rank == 13 for m in after.melds) == 2


def test_S10_1_a_side_may_have_two_canastas_of_one_rank():
    state = meld_position("KH KH KH KD KD KD KS", melds=[{"side": 0, "cards": "KC KC KC KS KS 2C 2D"}])
    after = play(state, Meld((cards("KH KH KH KD KD KD KS"),))).state
    assert sum(m.rank == 13 and m.is_complete for m in after.melds) == 2


def test_S10_2_two_groups_of_one_rank_may_be_merged_into_a_canasta():
    state = meld_position("", melds=[{"side": 0, "cards": "KC KD KH 2C"}, {"side": 0, "cards": "KS KS KD"}])
    transition = play(state, MergeGroups(state.melds[0].id, state.melds[1].id))
    (merged,) = transition.state.melds
    assert (merged.size, merged.canasta_kind) == (7, "mixed")
    assert [e.text for e in events_of(transition.events, E.CANASTA)] == ["mixed"]


def test_S10_2_a_merge_may_not_leave_more_than_two_wild_cards():
    state = meld_position("", melds=[{"side": 0, "cards": "KC KD 2H 2C"}, {"side": 0, "cards": "KS KS JK"}])
    violation = refused(state, MergeGroups(state.melds[0].id, state.melds[1].id))
    assert (violation.code, violation.rule) == ("GROUP_TOO_MANY_WILDS", "S8.2")


def test_S10_2_merging_two_canastas_leaves_one_canasta():
    # Two canastas of one rank always hold a wild card between them (12 kings in the pack), so the
    # merge needs the option that lets a wild card join a completed canasta (S8.5).
    state = meld_position("", melds=[{"side": 0, "cards": "KC KC KC KS KS KS KD"},
                                     {"side": 0, "cards": "KH KH KH KD KD 2C JK"}],
                          rules={"allow_wild_on_completed_canasta": True})
    after = play(state, MergeGroups(state.melds[0].id, state.melds[1].id)).state
    assert [m.size for m in after.melds] == [14]
    assert after.melds[0].canasta_kind == "mixed"


def test_S8_5_S10_2_a_merge_may_not_bring_a_wild_card_into_a_natural_canasta():
    # Issue #10 item 3: KC KC 2C merged into a natural K canasta would make it mixed (500 → 300).
    state = meld_position("", melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KC 2C"}])
    for a, b in ((1, 2), (2, 1)):
        violation = refused(state, MergeGroups(a, b))
        assert (violation.code, violation.rule) == ("WILD_ON_CANASTA", "S8.5")
        assert "completed canasta" in violation.message


def test_S8_5_S10_2_a_merge_may_not_bring_a_wild_card_into_a_mixed_canasta_either():
    state = meld_position("", melds=[{"side": 0, "cards": "KH KD KS KC KH KD 2S"}, {"side": 0, "cards": "KC KC JK"}])
    assert refused(state, MergeGroups(1, 2)).code == "WILD_ON_CANASTA"


def test_S8_5_S10_2_natural_cards_may_be_merged_into_a_completed_canasta():
    state = meld_position("", melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KC KS"}])
    after = play(state, MergeGroups(1, 2)).state
    assert [(m.size, m.canasta_kind) for m in after.melds] == [(10, "natural")]


def test_S8_5_S10_2_a_mixed_canasta_may_absorb_a_natural_group():
    # The canasta's own wild cards are already in it: nothing wild is brought in.
    state = meld_position("", melds=[{"side": 0, "cards": "KH KD KS KC KH KD 2S"}, {"side": 0, "cards": "KC KC KS"}])
    after = play(state, MergeGroups(2, 1)).state
    assert [(m.size, m.canasta_kind) for m in after.melds] == [(10, "mixed")]


def test_S10_2_two_incomplete_groups_may_merge_into_a_mixed_canasta_with_their_wild_cards():
    state = meld_position("", melds=[{"side": 0, "cards": "KH KD KS KC KH"}, {"side": 0, "cards": "KC KC 2C"}])
    after = play(state, MergeGroups(1, 2)).state
    assert [(m.size, m.canasta_kind) for m in after.melds] == [(8, "mixed")]


def test_S8_5_allow_wild_on_completed_canasta_lets_a_merge_make_a_natural_canasta_mixed():
    state = meld_position("", melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KC 2C"}],
                          rules={"allow_wild_on_completed_canasta": True})
    after = play(state, MergeGroups(1, 2)).state
    assert [(m.size, m.canasta_kind) for m in after.melds] == [(10, "mixed")]


def test_S10_2_groups_of_different_ranks_cannot_be_merged():
    state = meld_position("", melds=[{"side": 0, "cards": "KC KD KH"}, {"side": 0, "cards": "QS QS QD"}])
    violation = refused(state, MergeGroups(state.melds[0].id, state.melds[1].id))
    assert (violation.code, violation.rule) == ("MERGE_DIFFERENT", "S10.2")


def test_C21_allow_group_merge_false_refuses_every_merge():
    state = meld_position("", melds=[{"side": 0, "cards": "KC KD KH"}, {"side": 0, "cards": "KS KS KD"}],
                          rules={"allow_group_merge": False})
    assert refused(state, MergeGroups(state.melds[0].id, state.melds[1].id)).code == "NO_MERGE"


def test_C21_allow_duplicate_rank_groups_false_refuses_a_second_group_of_a_rank():
    violation = new_meld_refusal("KC KD KH", "KC KD KH", melds=[{"side": 0, "cards": "KS KS KD"}],
                                 rules={"allow_duplicate_rank_groups": False})
    assert (violation.code, violation.rule) == ("DUPLICATE_GROUP", "C21")


def test_S10_3_the_group_taken_with_a_natural_pair_may_then_be_merged():
    state = position(turn=0, hands=["9H 9D 5C 6C", "", "", ""], pile="4S 9C",
                     melds=[{"side": 0, "cards": "9S 9S 9D 2C"}])
    state = play(state, TakePile("pair", cards("9H 9D"))).state
    groups = [m for m in state.melds if m.rank == 9]
    assert len(groups) == 2
    after = play(state, MergeGroups(groups[0].id, groups[1].id)).state
    assert [m.canasta_kind for m in after.melds] == ["mixed"]


# -- S11 canasta types and bonuses ---------------------------------------------------------------

def _hand_result(melds_side0, hand="4H 4D 4S", **extra):
    state = position(turn=0, phase="meld", hands=[hand, "", "", ""], melds=melds_side0, **extra)
    return play(state, GoOut(melds=(cards(hand),))).state.result.sides[0]


def test_S11_1_natural_500_mixed_300_samba_1500():
    score = _hand_result([{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}, {"side": 0, "cards": "QH QD QS QC QH 2D JK"},
                          {"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C"}])
    assert (score.natural_canasta_bonus, score.mixed_canasta_bonus, score.samba_bonus) == (500, 300, 1500)


def test_S11_2_two_sambas_are_enough_to_go_out_and_for_red_threes_E21():
    score = _hand_result([{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "8S 9S 10S JS QS KS AS"}],
                         hand="JD JC JS", red_threes=["3H 3D", ""])
    assert score.sambas == 2
    assert score.red_three_points == 200


def test_S11_2_a_samba_and_a_mixed_canasta_count_as_two_canastas():
    score = _hand_result([{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    assert score.going_out == 200


def test_S11_3_canasta_bonuses_do_not_count_towards_the_opening_E03():
    state = position(turn=0, phase="meld", scores=[1600, 0], hands=["KH KD KS KC KH KD KS 5C 6D", "", "", ""])
    violation = refused(state, Meld((cards("KH KD KS KC KH KD KS"),)))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_S11_3_an_ace_canasta_opens_at_1600_by_card_values_alone_E03():
    state = position(turn=0, phase="meld", scores=[1600, 0], hands=["AH AD AS AC AH AD AS 5C 6D", "", "", ""])
    assert play(state, Meld((cards("AH AD AS AC AH AD AS"),))).state.opened[0]


# -- S12 the opening ------------------------------------------------------------------------------

@pytest.mark.parametrize(("score", "minimum"), [
    (-340, 15), (-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (6995, 120), (7000, 150),
    (9990, 150),
])
def test_S12_1_the_opening_minimum_follows_the_sides_score(score, minimum):
    state = position(turn=0, scores=[score, 0], hands=["KH", "", "", ""])
    assert observe(state, 0).requirement().points == minimum


def test_S12_1_a_negative_score_needs_only_15_E04():
    state = position(turn=0, phase="meld", scores=[-340, 0], hands=["4H 4D 4S 5C 6D", "", "", ""])
    assert play(state, Meld((cards("4H 4D 4S"),))).state.opened[0]


E05 = ("AH AD JK", "KS KD KC 2H", "5C 6C 7C")  # 90 + 50 + 15 = 155


def test_S12_1_at_7000_the_minimum_is_150_E05():
    state = position(turn=0, phase="meld", scores=[7200, 0], hands=[" ".join(E05) + " 9D 9H", "", "", ""])
    assert play(state, Meld(tuple(cards(m) for m in E05))).state.opened[0]


def test_C22_initial_meld_table_hoyle_160_rejects_155_at_7000_E05():
    state = position(rules={"initial_meld_table": "hoyle_160"}, turn=0, phase="meld", scores=[7200, 0],
                     hands=[" ".join(E05) + " 9D 9H", "", "", ""])
    violation = refused(state, Meld(tuple(cards(m) for m in E05)))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_C22_initial_meld_table_capped_120_accepts_155_at_7000_E05():
    state = position(rules={"initial_meld_table": "capped_120"}, turn=0, scores=[7200, 0], hands=["KH", "", "", ""])
    assert observe(state, 0).requirement().points == 120


def test_S12_2_the_opening_is_one_action_whose_melds_add_up_E02():
    state = position(turn=0, phase="meld", hands=["KH KD KS 2C 7C 7D 7S 9H 9D", "", "", ""])
    assert play(state, Meld((cards("KH KD KS 2C"), cards("7C 7D 7S")))).state.opened[0]


def test_S12_2_melds_laid_one_at_a_time_do_not_add_up_to_an_opening():
    state = position(turn=0, phase="meld", hands=["KH KD KS 7C 7D 7S 8C 8D 8S 9H 9D", "", "", ""])
    violation = refused(state, Meld((cards("KH KD KS"),)))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")
    assert play(state, Meld((cards("KH KD KS"), cards("8C 8D 8S")))).state.opened[0]


def test_S12_3_once_a_partner_has_opened_the_other_partner_has_no_minimum():
    state = position(turn=2, phase="meld", hands=["", "", "4H 4D 4S 5C 6D", ""], melds=[{"side": 0, "cards":
                     "AH AD AS", "seat": 0}])
    after = play(state, Meld((cards("4H 4D 4S"),))).state
    assert meld_with(after, "4H 4D 4S").seat == 2


def test_S12_4_the_top_card_counts_towards_an_opening_from_the_pile():
    # Score 1,500 needs 90: AS on top + AH AH (60) + 9C 9D 9S (30) = 90; without the top card it would be 70.
    state = position(turn=0, scores=[1500, 0], hands=["AH AH 9C 9D 9S JH 5C 6C", "", "", ""], pile="4S AS")
    after = play(state, TakePile("pair", cards("AH AH"), -1, (cards("9C 9D 9S"),))).state
    assert after.opened[0]
    assert sum(m.points for m in after.melds) == 90


def test_S12_4_cards_under_the_top_card_do_not_count_towards_the_opening():
    # KH on top + KS KD (30) + 4C 4D 4S (15) = 45 < 50, although aces and a joker lie under the top card.
    state = position(turn=0, hands=["KS KD 4C 4D 4S 9H 9D", "", "", ""], pile="AC AD JK AH KH")
    violation = refused(state, TakePile("pair", cards("KS KD"), -1, (cards("4C 4D 4S"),)))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_S12_5_after_opening_the_player_may_lay_more_melds_in_the_same_turn():
    state = position(turn=0, phase="meld", hands=["AH AD AS 4H 4D 4S 5C 6D", "", "", ""])
    state = play(state, Meld((cards("AH AD AS"),))).state
    after = play(state, Meld((cards("4H 4D 4S"),))).state
    assert len(after.melds) == 2


TWO_CANASTA_HAND = "4H 4D 4S 4C 4H 4D 4S 5H 5D 5S 5C 5H 5D 5S"  # 35 + 35 = 70 card points


def test_S12_6_going_out_concealed_still_needs_the_opening_minimum():
    state = position(turn=0, phase="meld", scores=[3000, 0], hands=[TWO_CANASTA_HAND, "", "", ""])
    action = GoOut(melds=(cards("4H 4D 4S 4C 4H 4D 4S"), cards("5H 5D 5S 5C 5H 5D 5S")))
    violation = refused(state, action)
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_S12_6_going_out_concealed_meeting_the_minimum_is_allowed():
    state = position(turn=0, phase="meld", scores=[0, 0], hands=[TWO_CANASTA_HAND, "", "", ""])
    action = GoOut(melds=(cards("4H 4D 4S 4C 4H 4D 4S"), cards("5H 5D 5S 5C 5H 5D 5S")))
    after = play(state, action).state
    assert after.went_out == 0
    assert after.result.sides[0].going_out == 200


def test_C25_concealed_exempt_from_initial_minimum_lets_a_concealed_hand_go_out_below_the_minimum():
    state = position(rules={"concealed_exempt_from_initial_minimum": True}, turn=0, phase="meld", scores=[3000, 0],
                     hands=[TWO_CANASTA_HAND, "", "", ""])
    action = GoOut(melds=(cards("4H 4D 4S 4C 4H 4D 4S"), cards("5H 5D 5S 5C 5H 5D 5S")))
    assert play(state, action).state.went_out == 0


def test_S12_7_black_threes_count_five_each_in_a_going_out_opening():
    # Score 1,500 needs 90: the two canastas make 70, four black 3s make 20 more.
    state = position(turn=0, phase="meld", scores=[1500, 0], hands=[TWO_CANASTA_HAND + " 3C 3S 3C 3S", "", "", ""])
    melds = (cards("4H 4D 4S 4C 4H 4D 4S"), cards("5H 5D 5S 5C 5H 5D 5S"))
    violation = refused(state, GoOut(melds=(*melds, cards("3C 3S 3C")), discard=cards("3S")[0]))  # 85
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")
    assert play(state, GoOut(melds=(*melds, cards("3C 3S 3C 3S")))).state.went_out == 0  # 90


def test_S12_7_black_threes_cannot_be_part_of_an_opening_without_going_out():
    state = position(turn=0, phase="meld", hands=["AH AD AS 3C 3S 3C 5C 6D", "", "", ""])
    violation = refused(state, Meld((cards("AH AD AS"), cards("3C 3S 3C"))))
    assert (violation.code, violation.rule) == ("BLACK_THREES_NOT_GOING_OUT", "S13.1")


# -- S13 black threes -----------------------------------------------------------------------------

def test_S13_1_black_threes_may_be_melded_when_going_out_E22():
    state = position(turn=0, phase="meld", hands=["3C 3S 3C 9H 9D 9S", "", "", ""], melds=TWO_CANASTAS)
    after = play(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 3C")))).state
    assert meld_with(after, "3C 3S 3C").kind == "black_threes"
    assert after.result.sides[0].melded_cards == 70 + 80 + 30 + 15  # kings, queens, the 9s and three black 3s


def test_S13_1_black_threes_are_never_melded_with_a_wild_card_E22():
    state = position(turn=0, phase="meld", hands=["3C 3S 2D 9H 9D 9S", "", "", ""], melds=TWO_CANASTAS)
    violation = refused(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 2D"))))
    assert (violation.code, violation.rule) == ("BLACK_THREE_WITH_WILD", "S13.1")


def test_S13_1_black_threes_cannot_be_melded_without_going_out_E22():
    violation = new_meld_refusal("3C 3S 3C", "3C 3S 3C")
    assert (violation.code, violation.rule) == ("BLACK_THREES_NOT_GOING_OUT", "S13.1")


def test_S13_1_a_black_three_meld_needs_at_least_three():
    state = position(turn=0, phase="meld", hands=["3C 3S 9H 9D 9S", "", "", ""], melds=TWO_CANASTAS)
    violation = refused(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S"))))
    assert (violation.code, violation.rule) == ("MELD_TOO_SHORT", "S13.1")


def test_S13_1_black_threes_never_join_other_groups():
    state = position(turn=0, phase="meld", hands=["3C 9H 9D 9S", "", "", ""], melds=TWO_CANASTAS)
    violation = refused(state, GoOut(melds=(cards("9H 9D 9S 3C"),)))
    assert (violation.code, violation.rule) == ("BLACK_THREE_MIXED", "S13.1")


def test_S13_1_six_black_threes_are_a_meld_but_never_a_canasta():
    state = position(turn=0, phase="meld", hands=["3C 3S 3C 3S 3C 3S", "", "", ""], melds=TWO_CANASTAS)
    after = play(state, GoOut(melds=(cards("3C 3S 3C 3S 3C 3S"),))).state
    assert not meld_with(after, "3C 3S 3C 3S 3C 3S").is_complete
    assert after.result.sides[0].melded_cards == 70 + 80 + 30  # kings, queens and six black 3s at 5 each


def test_S13_2_a_melded_black_three_counts_plus_five_and_a_held_one_minus_five_E23():
    state = position(turn=0, phase="meld", hands=["3C 3S 3C 9H 9D 9S", "", "3C 3S KD", ""], melds=TWO_CANASTAS)
    after = play(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 3C")))).state
    assert meld_with(after, "3C 3S 3C").points == 15
    assert after.result.sides[0].cards_in_hand == -5 - 5 - 10


def test_C33_black3_in_hand_value_minus_100_E23():
    state = position(rules={"black3_in_hand_value": -100}, turn=0, phase="meld", hands=["9H 9D 9S", "", "3C 3S KD", ""],
                     melds=TWO_CANASTAS)
    result = play(state, GoOut(melds=(cards("9H 9D 9S"),))).state.result
    assert result.sides[0].cards_in_hand == -210


def test_S13_3_a_black_three_may_be_the_final_discard_when_going_out():
    state = position(turn=0, phase="meld", hands=["3S 9H 9D 9S", "", "", ""], pile="7D", melds=TWO_CANASTAS)
    after = play(state, GoOut(melds=(cards("9H 9D 9S"),), discard=cards("3S")[0])).state
    assert after.pile[-1].code == "3S"
    assert after.went_out == 0


def test_S13_3_a_discarded_black_three_blocks_the_next_player_only():
    state = position(turn=0, phase="meld", hands=["3S 5C 6D", "9H 9D 8C KH", "KC KD 4D", ""], pile="4S",
                     melds=[{"side": 0, "cards": "AH AD AS"}, {"side": 1, "cards": "9S 9S 9C"}])
    state = play(state, Discard(cards("3S")[0])).state
    assert refused(state, TakePile("pair", cards("9H 9D"))).code == "PILE_BLOCKED"
    state = play(state, DrawStock()).state
    state = play(state, Discard(cards("KH")[0])).state
    assert state.turn_seat == 2 and not state.pile_frozen
    after = play(state, TakePile("pair", cards("KC KD"))).state
    assert "3S" in [c.code for c in after.hands[2]]


def test_S8_5_lay_offs_onto_one_meld_are_judged_together_whatever_order_they_are_listed_in():
    """A natural and a wild card that take a six-card group to eight: laid one by one, the wild card first, it is
    legal (S8.6, then S8.5 lets naturals join a canasta); so one Meld listing them in either order is legal, and
    the move log shows both cards added (ENGINE DECISION in ``batch.plan_batch``; referee ref3's question)."""
    from rule_scenarios import cards, play, position

    from samba.engine import Meld
    from samba.engine import events as E

    state = position(turn=0, phase="meld", hands={"0": "KS 2C 5H 6D 9C", "1": "4C", "2": "4D", "3": "4H"},
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD"}])
    for order in (((1, cards("KS")), (1, cards("2C"))), ((1, cards("2C")), (1, cards("KS")))):
        transition = play(state, Meld(layoffs=order))
        kings = next(m for m in transition.state.melds if m.id == 1)
        assert sorted(kings.cards) == sorted(cards("KH KD KS KC KH KD KS 2C")) and kings.canasta_kind == "mixed"
        laid = [e for e in transition.events if e.kind == E.LAYOFF]
        assert len(laid) == 1 and sorted(laid[0].cards) == sorted(cards("KS 2C")), laid
