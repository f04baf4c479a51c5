"""Audit of S8 (groups), S9 (sequences), S10 (merging), S11 (canastas), E14–E18, from RULES.md only."""

import pytest
from audit_support import bag, bag_of, cards, hands, load, meld_bag, play, refuse, score_when_side1_goes_out, view

from samba.engine import Meld, MergeGroups, check

OPENED = [{"side": 0, "cards": "AH AD AS"}]
SPARE = " 5C 6D"  # two spare cards so that no test trips the minimum hand rule (S14.3)


def meld_phase(hand, melds=OPENED, rules="samba"):
    return load(rules=rules, turn=0, phase="meld", hands=hands(hand + SPARE), melds=list(melds))


def new_meld_problem(text, rules="samba"):
    state = meld_phase(text, rules=rules)
    return check(view(state), Meld(melds=(cards(text),)))


# E14 sequences -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "rules"), [
    ("5H 6H 2C 8H", ("S9.2",)),
    ("AH 2H 3H 4H", ("S9.1", "S9.2", "S5.1")),
    ("KS AS 4S", ("S9.1",)),
    ("4C 5C 6C 7C 8C 9C 10C JC", ("S9.1", "S9.3")),
])
def test_S9_E14_illegal_sequences(text, rules):
    problem = new_meld_problem(text)
    assert problem is not None, text
    assert problem.rule in rules, problem


def test_S9_1_E14_QS_KS_AS_is_a_sequence_worth_40():
    state = meld_phase("QS KS AS")
    after = play(state, Meld(melds=(cards("QS KS AS"),)))
    assert bag_of("QS KS AS") in [bag(m.cards) for m in after.melds]
    result = score_when_side1_goes_out(melds0=("QS KS AS",))
    assert result.sides[0].melded_cards == 40


def test_S9_4_E14_a_seven_card_sequence_is_a_samba_worth_50_plus_1500():
    state = meld_phase("4C 5C 6C 7C 8C 9C 10C")
    play(state, Meld(melds=(cards("4C 5C 6C 7C 8C 9C 10C"),)))
    result = score_when_side1_goes_out(melds0=("4C 5C 6C 7C 8C 9C 10C",))
    side = result.sides[0]
    assert (side.melded_cards, side.sambas, side.samba_bonus) == (50, 1, 1500)
    assert side.total == 1550


def test_S9_2_a_sequence_may_not_hold_a_black_three():
    problem = new_meld_problem("3S 4S 5S")
    assert problem is not None and problem.rule in ("S9.1", "S9.2", "S13.1")


def test_S9_1_a_sequence_must_be_one_suit():
    problem = new_meld_problem("5H 6H 7D")
    assert problem is not None and problem.rule in ("S9.1", "S8.1")


def test_S9_3_cards_are_added_at_either_end_from_the_hand():
    state = meld_phase("4H 9H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    after = play(state, Meld(layoffs=((1, cards("4H 9H")),)))
    assert meld_bag(after, 1) == bag_of("4H 5H 6H 7H 8H 9H")


def test_S9_3_a_sequence_never_holds_more_than_seven():
    state = meld_phase("4H 10H JH", melds=[{"side": 0, "cards": "5H 6H 7H 8H 9H"}])
    refuse(state, Meld(layoffs=((1, cards("4H 10H JH")),)), "S9.3", "S9.4", "S9.1")


def test_S9_3_a_card_that_does_not_fit_an_end_is_refused():
    state = meld_phase("7H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    refuse(state, Meld(layoffs=((1, cards("7H")),)), "S9.3", "S9.1")


def test_S9_4_a_samba_is_closed_for_good():
    state = load(turn=0, phase="meld", hands=hands("4H QH" + SPARE),
                 melds=[{"side": 0, "cards": "5H 6H 7H 8H 9H 10H JH"}])
    refuse(state, Meld(layoffs=((1, cards("4H")),)), "S9.4", "S9.3")
    refuse(state, Meld(layoffs=((1, cards("QH")),)), "S9.4", "S9.3")


def test_S9_5_two_sequences_of_one_suit_may_both_be_on_the_table():
    state = meld_phase("4S 5S 6S", melds=[{"side": 0, "cards": "4S 5S 6S"}, {"side": 0, "cards": "JS QS KS"}])
    after = play(state, Meld(melds=(cards("4S 5S 6S"),)))
    assert sum(1 for m in after.melds if m.kind == "sequence") == 3


def test_S9_5_two_sequences_are_never_joined():
    state = meld_phase("", melds=[{"side": 0, "cards": "4S 5S 6S"}, {"side": 0, "cards": "7S 8S 9S"}])
    refuse(state, MergeGroups(1, 2), "S9.5", "S10.2")


def test_C21_allow_sequence_merge_joins_adjacent_sequences():
    state = meld_phase("", rules={"preset": "samba", "allow_sequence_merge": True},
                       melds=[{"side": 0, "cards": "4S 5S 6S"}, {"side": 0, "cards": "7S 8S 9S"}])
    after = play(state, MergeGroups(1, 2))
    assert bag_of("4S 5S 6S 7S 8S 9S") in [bag(m.cards) for m in after.melds]


def test_C20_allow_wild_in_sequence_accepts_a_wild_in_a_sequence():
    assert new_meld_problem("5H 6H 2C 8H", rules={"preset": "samba", "allow_wild_in_sequence": True}) is None


def test_S9_6_a_sequence_counts_towards_the_opening():
    state = load(turn=0, phase="meld", hands=hands("QS KS AS 4H 5H 6H" + SPARE))
    after = play(state, Meld(melds=(cards("QS KS AS"), cards("4H 5H 6H"))))  # 40 + 15 = 55
    assert after.opened[0]


# E15 groups ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "legal", "rules"), [
    ("JD JC 2H", True, ()),
    ("JD JC 2H JK", True, ()),
    ("JD 2H JK", False, ("S8.2",)),
    ("JD JC JS 2H 2S JK", False, ("S8.2",)),
    ("2H 2S JK", False, ("S8.3",)),
])
def test_S8_E15_group_legality(text, legal, rules):
    problem = new_meld_problem(text)
    if legal:
        assert problem is None, problem
    else:
        assert problem is not None and problem.rule in rules, problem


def test_S8_E15_group_points_JD_JC_2H_is_40_and_with_JK_90():
    assert score_when_side1_goes_out(melds0=("JD JC 2H",)).sides[0].melded_cards == 40
    assert score_when_side1_goes_out(melds0=("JD JC 2H JK",)).sides[0].melded_cards == 90


def test_S8_3_E15_wild_only_melds_are_legal_in_brazilian():
    assert new_meld_problem("2H 2S JK", rules="brazilian") is None


@pytest.mark.parametrize(("text", "legal"), [("JD JC 2H JK", False), ("JD JC JS JH 2H JK", True)])
def test_C16_E15_naturals_at_least_twice_the_wilds(text, legal):
    problem = new_meld_problem(text, rules={"preset": "samba", "wild_ratio_rule": "naturals_ge_twice_wilds"})
    assert (problem is None) is legal, problem


def test_S8_1_a_group_is_one_natural_rank():
    problem = new_meld_problem("KH KD QS")
    assert problem is not None and problem.rule in ("S8.1", "S9.1")


def test_S8_1_a_group_has_at_least_three_cards():
    problem = new_meld_problem("KH KD")
    assert problem is not None and problem.rule in ("S8.1",)


def test_S8_2_a_wild_that_would_outnumber_the_naturals_is_refused():
    state = meld_phase("2C", melds=[{"side": 0, "cards": "JD JC 2H JK"}])
    refuse(state, Meld(layoffs=((1, cards("2C")),)), "S8.2")


def test_S8_2_a_third_wild_is_refused_even_with_many_naturals():
    state = meld_phase("2C", melds=[{"side": 0, "cards": "JD JC JS JH 2H JK"}])
    refuse(state, Meld(layoffs=((1, cards("2C")),)), "S8.2")


def test_S8_6_a_wild_may_join_an_incomplete_group():
    state = meld_phase("2C", melds=[{"side": 0, "cards": "JD JC JS"}])
    after = play(state, Meld(layoffs=((1, cards("2C")),)))
    assert meld_bag(after, 1) == bag_of("JD JC JS 2C")


# E16–E18 canastas -----------------------------------------------------------------------------------

def test_S11_1_E16_mixed_canasta_with_two_wilds_scores_420():
    side = score_when_side1_goes_out(melds0=("QH QD QS QC QH 2D JK",)).sides[0]
    assert (side.melded_cards, side.mixed_canastas, side.mixed_canasta_bonus, side.total) == (120, 1, 300, 420)


def test_S8_5_E16_no_third_wild_on_a_mixed_canasta():
    state = meld_phase("2C", melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    refuse(state, Meld(layoffs=((1, cards("2C")),)), "S8.5", "S8.2")


def test_S8_5_E16_a_natural_may_join_a_mixed_canasta_and_it_scores_430():
    state = meld_phase("QS", melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    after = play(state, Meld(layoffs=((1, cards("QS")),)))
    assert sum(meld_bag(after, 1).values()) == 8
    side = score_when_side1_goes_out(melds0=("QH QD QS QC QH 2D JK QS",)).sides[0]
    assert side.total == 430


def test_S8_4_S11_1_E17_natural_canasta_of_sevens_scores_535():
    side = score_when_side1_goes_out(melds0=("7H 7D 7S 7C 7H 7D 7S",)).sides[0]
    assert (side.natural_canastas, side.total) == (1, 535)


def test_S8_5_E17_a_natural_canasta_stays_natural_no_wild_from_the_hand():
    state = meld_phase("2C", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    refuse(state, Meld(layoffs=((1, cards("2C")),)), "S8.5")


def test_S8_5_no_wild_joins_a_canasta_even_together_with_a_natural():
    state = meld_phase("7C 2C", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    refuse(state, Meld(layoffs=((1, cards("7C 2C")),)), "S8.5")


def test_S8_4_S8_6_E18_a_wild_completing_a_group_makes_a_mixed_canasta_worth_380():
    state = meld_phase("2S", melds=[{"side": 0, "cards": "8H 8D 8S 8C 8H 8D"}])
    after = play(state, Meld(layoffs=((1, cards("2S")),)))
    assert sum(meld_bag(after, 1).values()) == 7
    side = score_when_side1_goes_out(melds0=("8H 8D 8S 8C 8H 8D 2S",)).sides[0]
    assert (side.mixed_canastas, side.total) == (1, 380)


def test_S8_5_S17_2_naturals_join_a_canasta_without_limit_and_the_bonus_stays():
    state = meld_phase("7C 7C", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    after = play(state, Meld(layoffs=((1, cards("7C 7C")),)))
    assert sum(meld_bag(after, 1).values()) == 9
    side = score_when_side1_goes_out(melds0=("7H 7D 7S 7C 7H 7D 7S 7C 7C",)).sides[0]
    assert (side.natural_canastas, side.natural_canasta_bonus, side.total) == (1, 500, 545)


def test_C17_allow_wild_on_completed_canasta_makes_a_natural_canasta_mixed():
    rules = {"preset": "samba", "allow_wild_on_completed_canasta": True}
    state = meld_phase("2C", rules=rules, melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    after = play(state, Meld(layoffs=((1, cards("2C")),)))
    assert sum(meld_bag(after, 1).values()) == 8
    side = score_when_side1_goes_out(rules=rules, melds0=("7H 7D 7S 7C 7H 7D 7S 2C",)).sides[0]
    assert (side.natural_canastas, side.mixed_canastas, side.total) == (0, 1, 35 + 20 + 300)


def test_C17_allow_wild_on_completed_canasta_still_keeps_the_two_wild_limit():
    rules = {"preset": "samba", "allow_wild_on_completed_canasta": True}
    state = meld_phase("2C", rules=rules, melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    refuse(state, Meld(layoffs=((1, cards("2C")),)), "S8.2")


# S10 several groups of a rank, merging -------------------------------------------------------------

def test_S10_1_a_side_may_have_two_groups_of_one_rank():
    state = meld_phase("AC AC AH")
    after = play(state, Meld(melds=(cards("AC AC AH"),)))
    assert sum(1 for m in after.melds if m.kind == "group" and m.side == 0) == 2


def test_C21_allow_duplicate_rank_groups_false_refuses_a_second_group():
    state = meld_phase("AC AC AH", rules={"preset": "samba", "allow_duplicate_rank_groups": False})
    problem = check(view(state), Meld(melds=(cards("AC AC AH"),)))
    assert problem is not None and problem.rule in ("S10.1", "C21")


def test_S10_2_merging_two_groups_can_create_a_canasta():
    state = meld_phase("", melds=[{"side": 0, "cards": "KH KD KS 2C"}, {"side": 0, "cards": "KC KH KD"}])
    after = play(state, MergeGroups(1, 2))
    groups = [bag(m.cards) for m in after.melds if m.side == 0]
    assert groups == [bag_of("KH KD KS 2C KC KH KD")]


def test_S10_2_a_merge_may_not_exceed_two_wilds():
    state = meld_phase("", melds=[{"side": 0, "cards": "KH KD 2C"}, {"side": 0, "cards": "KC KS JK"},
                                  {"side": 0, "cards": "KH KD 2D"}])
    merged = play(state, MergeGroups(1, 2))
    refuse(merged, MergeGroups(1, 3), "S8.2", "S10.2")


def test_S10_2_a_merge_may_not_bring_a_wild_into_a_completed_canasta():
    state = meld_phase("", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}, {"side": 0, "cards": "7C 7C 2D"}])
    refuse(state, MergeGroups(1, 2), "S8.5", "S10.2")
    refuse(state, MergeGroups(2, 1), "S8.5", "S10.2")


def test_S10_2_a_merge_of_naturals_into_a_canasta_is_allowed():
    state = meld_phase("", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}, {"side": 0, "cards": "7C 7C 7S"}])
    after = play(state, MergeGroups(1, 2))
    assert [sum(bag(m.cards).values()) for m in after.melds if m.side == 0] == [10]


def test_S10_2_merging_two_canastas_leaves_one_canasta_and_one_bonus():
    # Only 12 natural cards of a rank exist, so two canastas of one rank always hold wild cards; the
    # merge is possible where wilds may join a completed canasta (BR2): here, Brazilian rules.
    state = meld_phase("", rules="brazilian", melds=[{"side": 0, "cards": "QH QD QS QC QH QD QS"},
                                                     {"side": 0, "cards": "QC QC QH QD QS 2C JK"}])
    after = play(state, MergeGroups(1, 2))
    assert len([m for m in after.melds if m.side == 0]) == 1
    merged = next(m for m in after.melds if m.side == 0)
    assert sum(bag(merged.cards).values()) == 14
    side = score_when_side1_goes_out(rules="brazilian", melds0=(" ".join(c.code for c in merged.cards),)).sides[0]
    assert (side.natural_canastas, side.mixed_canastas, side.total) == (0, 1, 120 + 20 + 50 + 300)


def test_S10_2_two_mixed_canastas_of_one_rank_cannot_merge_in_samba():
    state = meld_phase("", melds=[{"side": 0, "cards": "9H 9D 9S 9C 9H 9D 2D"},
                                  {"side": 0, "cards": "9C 9C 9H 9D 9S 9S 2C"}])
    refuse(state, MergeGroups(1, 2), "S8.5", "S10.2")


def test_S8_5_S10_2_a_mixed_canasta_and_a_natural_canasta_cannot_merge_either_way():
    # The wilds of the mixed canasta would join a completed (natural) canasta: S8.5 "nor by merging".
    state = meld_phase("", melds=[{"side": 0, "cards": "9H 9D 9S 9C 9H 9D 9S"},
                                  {"side": 0, "cards": "9C 9C 9H 9D 9S 2C JK"}])
    refuse(state, MergeGroups(1, 2), "S8.5", "S10.2")
    refuse(state, MergeGroups(2, 1), "S8.5", "S10.2")


def test_S10_2_groups_of_different_ranks_cannot_merge():
    state = meld_phase("", melds=[{"side": 0, "cards": "KH KD KS"}, {"side": 0, "cards": "QC QH QD"}])
    refuse(state, MergeGroups(1, 2), "S10.2")


def test_S4_7_S10_2_a_side_cannot_merge_an_opponents_group():
    state = meld_phase("", melds=[{"side": 0, "cards": "KH KD KS"}, {"side": 1, "cards": "KC KH KD"}])
    refuse(state, MergeGroups(1, 2), "S4.7", "S10.2")


def test_C21_allow_group_merge_false_forbids_merging():
    state = meld_phase("", rules={"preset": "samba", "allow_group_merge": False},
                       melds=[{"side": 0, "cards": "KH KD KS"}, {"side": 0, "cards": "KC KH KD"}])
    problem = check(view(state), MergeGroups(1, 2))
    assert problem is not None and problem.rule in ("S10.2", "C21")


def test_S4_7_cards_may_not_be_laid_off_on_an_opponents_meld():
    state = meld_phase("KC", melds=[*OPENED, {"side": 1, "cards": "KH KD KS"}])
    refuse(state, Meld(layoffs=((2, cards("KC")),)), "S4.7")


def test_S4_4_a_partner_may_lay_off_on_the_other_partners_meld():
    state = meld_phase("KC", melds=[{"side": 0, "cards": "KH KD KS", "seat": 2}])
    after = play(state, Meld(layoffs=((1, cards("KC")),)))
    assert meld_bag(after, 1) == bag_of("KH KD KS KC")


def test_C40_melds_owned_by_player_forbids_laying_off_on_the_partners_meld():
    state = meld_phase("KC", rules={"preset": "samba", "melds_owned_by": "player"},
                       melds=[{"side": 0, "cards": "KH KD KS", "seat": 2}, {"side": 0, "cards": "AH AD AS", "seat": 0}])
    problem = check(view(state), Meld(layoffs=((1, cards("KC")),)))
    assert problem is not None


def test_S11_2_a_mixed_canasta_and_a_samba_are_two_canastas_for_going_out():
    from samba.engine import GoOut
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"),
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH 2D JK"}])
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=cards("6C")[0]))
    assert done.result.went_out == 0
