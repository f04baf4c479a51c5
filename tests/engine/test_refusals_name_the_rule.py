"""Issue #10 item 7: a refusal names the rule that actually forbids the move, in words that are true.

One test per corrected refusal. Where a table option forbids a move, the refusal cites the entry of
that option in RULES.md (C10, C16, C21, C24, C26, C28) rather than a rule of standard Samba that
allows it; the Brazilian table's own rules cite BR10.
"""

from __future__ import annotations

from rule_scenarios import TWO_CANASTAS, cards, meld_with, play_all, position, refused, with_stock_left

from samba.engine import AnswerGoOut, AskGoOut, EndHand, GoOut, Meld, MergeGroups, TakePile

SAMBA_5_TO_J = {"side": 0, "cards": "5H 6H 7H 8H 9H 10H JH"}


def test_S7_5_the_top_card_onto_a_samba_is_refused_because_a_samba_is_closed_even_when_it_fits_an_end():
    for top in ("4H", "QH"):
        state = position(turn=0, hands=["5C 6D", "", "", ""], pile=f"KS {top}", melds=[SAMBA_5_TO_J])
        violation = refused(state, TakePile("layoff", (), 1))
        assert (violation.code, violation.rule) == ("SAMBA_CLOSED", "S7.5")
        assert "does not extend" not in violation.message


def test_S9_4_a_hand_card_that_fits_an_end_of_a_samba_is_refused_because_a_samba_is_closed():
    state = position(turn=0, phase="meld", hands=["4H 5C 6D", "", "", ""], melds=[SAMBA_5_TO_J])
    violation = refused(state, Meld((), ((1, cards("4H")),)))
    assert (violation.code, violation.rule) == ("SAMBA_CLOSED", "S9.4")


def test_S7_3_a_top_card_that_fits_no_end_of_an_open_sequence_still_says_so():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="KS 6H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    violation = refused(state, TakePile("layoff", (), 1))
    assert (violation.code, violation.rule) == ("TOP_DOES_NOT_FIT", "S7.3")


def test_C10_a_group_lay_off_refused_by_the_table_option_cites_the_option_not_S7_3_which_allows_it():
    for rules in ("samba_simple", "brazilian"):
        state = position(rules=rules, turn=0, hands=["5C 6D", "", "", ""], pile="4S 9H",
                         melds=[{"side": 0, "cards": "9C 9D 9S"}])
        violation = refused(state, TakePile("layoff", (), 1))
        assert (violation.code, violation.rule) == ("NO_GROUP_LAYOFF", "C10")


def test_C10_with_no_lay_off_takes_at_all_a_fitting_sequence_is_refused_for_that_reason():
    state = position(rules={"pile_layoff_targets": "none"}, turn=0, hands=["5C 6D", "", "", ""], pile="KS 9H",
                     melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    violation = refused(state, TakePile("layoff", (), 1))
    assert (violation.code, violation.rule) == ("NO_PILE_LAYOFF", "C10")


def test_C11_the_single_card_method_at_a_whole_pile_table_cites_the_option():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="KS 9H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    violation = refused(state, TakePile("sequence_card", (), 1))
    assert (violation.code, violation.rule) == ("SEQUENCE_TAKES_PILE", "C11")


def test_C16_two_naturals_for_each_wild_card_is_the_option_not_S8_2():
    state = position(rules="samba_simple", turn=0, phase="meld", hands=["KH KD KC 2C JK 5C 6D", "", "", ""],
                     melds=TWO_CANASTAS)
    violation = refused(state, Meld((cards("KH KD KC 2C JK"),)))
    assert (violation.code, violation.rule) == ("WILD_RATIO", "C16")


def test_C21_a_second_group_of_a_rank_and_a_merge_are_refused_by_the_options():
    state = position(rules={"allow_duplicate_rank_groups": False}, turn=0, phase="meld",
                     hands=["KH KD KC 5C 6D", "", "", ""], melds=[{"side": 0, "cards": "KS KS KD"}])
    assert (refused(state, Meld((cards("KH KD KC"),))).rule) == "C21"
    state = position(rules={"allow_group_merge": False}, turn=0, phase="meld", hands=["5C 6D", "", "", ""],
                     melds=[{"side": 0, "cards": "KS KS KD"}, {"side": 0, "cards": "KH KD KC"}])
    violation = refused(state, MergeGroups(1, 2))
    assert (violation.code, violation.rule) == ("NO_MERGE", "C21")


def test_C24_no_pile_for_the_opening_cites_the_option():
    state = position(rules={"allow_pile_for_initial_meld": False}, turn=0, hands=["QS QD AH AD AC 5C 6C", "", "", ""],
                     pile="4S 8D QH")
    violation = refused(state, TakePile("pair", cards("QD QS"), -1, (cards("AH AD AC"),)))
    assert (violation.code, violation.rule) == ("NO_PILE_FOR_OPENING", "C24")


def test_C26_one_canasta_to_go_out_cites_the_option():
    state = position(rules={"go_out_requirement": "one_canasta"}, turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS"}])
    violation = refused(state, GoOut((cards("4H 4D 4S"),)))
    assert (violation.code, violation.rule) == ("NEED_ONE_CANASTA", "C26")


def test_C28_no_asking_at_this_table_cites_the_option():
    state = position(rules={"go_out_permission": "none"}, turn=0, phase="meld", hands=["4H 4D 4S 5C", "", "", ""],
                     melds=TWO_CANASTAS)
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("NO_ASKING", "C28")


def test_S14_1_ending_the_hand_instead_of_discarding_cites_the_discard_rule():
    state = position(turn=0, phase="meld", hands=["4H 5C", "", "", ""], melds=TWO_CANASTAS)
    violation = refused(state, EndHand())
    assert (violation.code, violation.rule) == ("CANNOT_END", "S14.1")


def test_BR10_the_brazilian_opening_table_is_cited_in_every_band():
    state = position(rules="brazilian", turn=0, phase="meld", hands=["KH KD KS 5C 6D", "", "", ""])
    violation = refused(state, Meld((cards("KH KD KS"),)))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "BR10")


def test_S8_5_wild_cards_that_would_carry_a_group_past_seven_are_not_called_a_completed_canasta():
    state = position(turn=0, phase="meld", hands=["2C 2D 5C 6D", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD"}])
    violation = refused(state, Meld((), ((meld_with(state, "KH KD KS KC KH KD").id, cards("2C 2D")),)))
    assert (violation.code, violation.rule) == ("WILD_ON_CANASTA", "S8.5")
    assert "past seven" in violation.message


# -- "draw first" says what drawing means now (S4.3, S16.1, S16.3, S14.3) --------------------------

def _draw_phase(stock_left: int, **extra):
    doc = dict(turn=0, hands=["7C 8D", "5C", "", ""], stock="KC QD 5S", pile="4H", **extra)
    return position(**with_stock_left(doc, stock_left, 3))


def test_S4_3_melding_before_the_draw_is_refused_with_two_stock_cards_to_draw():
    violation = refused(_draw_phase(3), Meld((), ()))
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S4.3")
    assert "two cards from the stock" in violation.message


def test_S16_1_with_one_stock_card_left_the_refusal_speaks_of_the_last_card_not_two():
    violation = refused(_draw_phase(1), Meld((), ()))
    assert violation.code == "MUST_DRAW"
    assert "last stock card" in violation.message and "two cards" not in violation.message


def test_S16_3_with_an_empty_stock_the_refusal_speaks_of_the_pile_or_the_end_of_the_hand():
    state = position(turn=0, hands=["9C 9D 8D", "5C", "", ""], stock_size=0, pile="9H",
                     melds=[{"side": 0, "cards": "AH AD AS"}])
    violation = refused(state, Meld((), ()))
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S16.3")
    assert "stock is empty" in violation.message and "from the stock" not in violation.message


def test_S14_3_after_a_yes_before_the_draw_the_refusal_names_the_pile_not_the_stock():
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    state = play_all(position(rules="brazilian", turn=0, hands=["JD JS 7C", "5C", "5D", "5S"], pile="JH",
                              melds=melds), AskGoOut(), AnswerGoOut(True))
    violation = refused(state, Meld((), ()))
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S14.3")
    assert "take the pile" in violation.message and "stock" not in violation.message


def test_S15_4_asking_when_only_a_merge_opens_the_way_out_says_to_merge_first():
    melds = [{"side": 0, "cards": "AH AD AS AC AH AD AS"}, {"side": 0, "cards": "KH KD KS"},
             {"side": 0, "cards": "KC KH KD KS"}]
    state = position(turn=0, phase="meld", hands=["7C 8C 8D 8S", "5C", "5D", "5S"], melds=melds)
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("CANNOT_GO_OUT", "S15.4")
    assert "merg" in violation.message


def test_S15_4_asking_with_no_way_out_at_all_says_so():
    state = position(turn=0, phase="meld", hands=["7C 8C 8D 9S", "5C", "5D", "5S"], melds=TWO_CANASTAS)
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("CANNOT_GO_OUT", "S15.4")
    assert "merg" not in violation.message
