"""Audit of S7 (the discard pile), E06–E13 and the pile side of S14.3, from RULES.md only."""

import pytest
from audit_support import (
    TWO_CANASTAS,
    bag,
    bag_of,
    card,
    cards,
    hands,
    load,
    meld_bag,
    play,
    refuse,
    view,
)

from samba.engine import Discard, DrawStock, GoOut, Meld, MergeGroups, TakePile, check, legal_actions, pile_takes

NINES = [{"side": 0, "cards": "9C 9D 9S"}]


# S7.1 blocked ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("pile", "hand", "take"), [
    ("4D 3S", "3C 3C 5H", TakePile("pair", cards("3C 3C"))),
    ("4D 2C", "2D 2H 5H", TakePile("pair", cards("2D 2H"))),
    ("4D JK", "JK JK 5H", TakePile("pair", cards("JK JK"))),
])
def test_S7_1_a_wild_or_black_three_on_top_blocks_the_pile(pile, hand, take):
    state = load(turn=0, hands=hands(hand), pile=pile, melds=NINES)
    refuse(state, take, "S7.1")
    assert pile_takes(view(state)) == []


def test_S7_1_a_red_three_on_top_blocks_the_pile():
    state = load(turn=0, hands=hands("8C 8S 5H"), pile="8D 3H", melds=[{"side": 0, "cards": "8H 8D 8S"}])
    refuse(state, TakePile("pair", cards("8C 8S")), "S7.1")
    refuse(state, TakePile("layoff", (), 1), "S7.1")


def test_S7_1_E11_black_three_on_top_blocks_even_a_pair_of_black_threes():
    state = load(turn=0, hands=hands("3C 3C 5H"), pile="4D 3S")
    refuse(state, TakePile("pair", cards("3C 3C")), "S7.1")
    assert pile_takes(view(state)) == []
    after = play(state, DrawStock())
    assert view(after).phase == "meld"


def test_S7_1_E11_a_covered_black_three_neither_blocks_nor_freezes():
    state = load(turn=0, hands=hands("5H 6D KC"), pile="4D 3S 8D", melds=[{"side": 0, "cards": "8C 8H 8S"}])
    assert view(state).pile_frozen is False
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("8C 8H 8S 8D")
    assert bag(view(after).hand) == bag_of("5H 6D KC 4D 3S")


# S7.2 what taking means ----------------------------------------------------------------------------

def test_S7_2_taking_melds_the_top_card_puts_the_rest_in_hand_and_draws_nothing():
    state = load(turn=0, hands=hands("QS QD 5H"), pile="6C 7D 8S QH", melds=NINES)
    stock_before = view(state).stock_size
    after = play(state, TakePile("pair", cards("QS QD")))
    obs = view(after)
    assert obs.stock_size == stock_before
    assert obs.pile == ()
    assert bag(obs.hand) == bag_of("5H 6C 7D 8S")
    assert bag_of("QS QD QH") in [bag(m.cards) for m in obs.melds]
    assert obs.phase == "meld"


# S7.3 the two ways -------------------------------------------------------------------------------

def test_S7_3a_E09_a_natural_pair_takes_a_frozen_pile():
    state = load(turn=0, hands=hands("9D 9S 5H"), pile="4D 2D 5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert view(state).pile_frozen is True
    after = play(state, TakePile("pair", cards("9D 9S")))
    assert bag(view(after).hand) == bag_of("5H 4D 2D 5C")


def test_S7_3a_a_pair_plus_a_wild_may_take_a_frozen_pile():
    state = load(turn=0, hands=hands("9D 9S 2C 5H"), pile="4D JK 5C 9H", melds=[{"side": 0, "cards": "KC KD KS"}])
    after = play(state, TakePile("pair", cards("9D 9S 2C")))
    assert bag_of("9D 9S 2C 9H") in [bag(m.cards) for m in after.melds]


def test_S7_3b_E08_layoff_take_onto_an_incomplete_group_takes_the_whole_pile():
    state = load(turn=0, hands=hands("5H 6D KC"), pile="5C 8D 9H", melds=[{"side": 0, "cards": "9C 9D 9S 2C"}])
    stock_before = view(state).stock_size
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("9C 9D 9S 2C 9H")
    assert bag(view(after).hand) == bag_of("5H 6D KC 5C 8D")
    assert view(after).stock_size == stock_before
    assert view(after).pile == ()


def test_S7_3b_layoff_take_that_completes_a_canasta_is_allowed():
    state = load(turn=0, hands=hands("5H 6D KC"), pile="5C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S 9C 9D 9S"}])
    after = play(state, TakePile("layoff", (), 1))
    assert sum(meld_bag(after, 1).values()) == 7


def test_S7_3b_E12_layoff_take_onto_a_sequence_high_end():
    state = load(turn=0, hands=hands("5C 6D KC"), pile="4D 9H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("5H 6H 7H 8H 9H")
    assert bag(view(after).hand) == bag_of("5C 6D KC 4D")


def test_S7_3b_E12_layoff_take_onto_a_sequence_low_end():
    state = load(turn=0, hands=hands("5C 6D KC"), pile="9D 4H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("4H 5H 6H 7H 8H")


def test_S7_3b_layoff_take_an_ace_onto_the_top_of_a_sequence():
    state = load(turn=0, hands=hands("5C 6D"), pile="9D AS", melds=[{"side": 0, "cards": "JS QS KS"}])
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("JS QS KS AS")


def test_S7_5_E12_top_card_joined_with_a_hand_card_cannot_extend_a_sequence():
    state = load(turn=0, hands=hands("9H 5C KC"), pile="4D 10H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "S7.3", "S7.3b", "S7.5")


def test_S7_3b_E12_a_top_card_that_does_not_fit_an_end_cannot_be_laid_off():
    state = load(turn=0, hands=hands("5C 9D KC"), pile="4D 6H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "S7.3", "S7.3b", "S7.5")


def test_S7_5_E13_the_top_card_cannot_start_a_sequence():
    state = load(turn=0, hands=hands("7S 8S KC"), pile="4D 6S", melds=NINES)
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("pair", cards("7S 8S")), "S7.5", "S7.3a")


def test_S7_3a_E13_the_same_top_card_is_taken_with_a_pair_as_a_group():
    state = load(turn=0, hands=hands("6C 6D 7S 8S"), pile="4D 6S", melds=NINES)
    after = play(state, TakePile("pair", cards("6C 6D")))
    assert bag_of("6C 6D 6S") in [bag(m.cards) for m in after.melds]


def test_S7_5_E10_natural_plus_wild_cannot_take_by_default():
    state = load(turn=0, hands=hands("7D 2S 5H"), pile="4D 7C", melds=NINES)
    refuse(state, TakePile("pair", cards("7D 2S")), "S7.5")
    assert pile_takes(view(state)) == []


def test_C9_E10_natural_plus_wild_may_take_with_the_option():
    state = load(rules={"preset": "samba", "allow_pile_natural_plus_wild": True},
                 turn=0, hands=hands("7D 2S 5H"), pile="4D 7C", melds=NINES)
    after = play(state, TakePile("pair", cards("7D 2S")))
    assert bag_of("7C 7D 2S") in [bag(m.cards) for m in after.melds]


def test_S7_5_two_wild_cards_never_take_the_pile():
    state = load(rules={"preset": "samba", "allow_pile_natural_plus_wild": True},
                 turn=0, hands=hands("2S JK 5H"), pile="4D 7C", melds=NINES)
    refuse(state, TakePile("pair", cards("2S JK")), "S7.5")


def test_S7_5_the_top_card_cannot_be_laid_off_onto_a_completed_canasta():
    state = load(turn=0, hands=hands("5H 6D"), pile="4D 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S 9C 9D 9S 9C"}])
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "S7.5")


def test_S7_5_the_top_card_cannot_be_laid_off_onto_a_samba():
    state = load(turn=0, hands=hands("5C 6D"), pile="4D QH", melds=[{"side": 0, "cards": "5H 6H 7H 8H 9H 10H JH"}])
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "S7.5", "S9.4")


def test_S7_4_E09_a_buried_wild_forbids_the_layoff_take():
    state = load(turn=0, hands=hands("5H 6D KC"), pile="4D 2D 5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert view(state).pile_frozen is True
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "S7.4")


def test_S7_4_a_buried_red_three_forbids_the_layoff_take():
    state = load(turn=0, hands=hands("5H 6D KC"), pile="4D 3D 5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert view(state).pile_frozen is True
    refuse(state, TakePile("layoff", (), 1), "S7.4")


def test_S7_4_a_natural_discard_on_a_frozen_pile_does_not_unfreeze_it():
    state = load(turn=3, phase="meld", hands={"0": "5H 6D KC", "1": "5C", "2": "5D", "3": "9H 8C"},
                 pile="4D 2D 5C", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    after = play(state, Discard(card("9H")))
    assert after.to_act == 0
    assert view(after).pile_frozen is True
    refuse(after, TakePile("layoff", (), 1), "S7.4")


def test_S7_4_taking_the_pile_unfreezes_it():
    state = load(turn=0, hands=hands("9D 9S 5H 6D"), pile="4D 2D 5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    after = play(state, TakePile("pair", cards("9D 9S")))
    after = play(after, Discard(card("6D")))
    assert view(after).pile_frozen is False


def test_S7_4_E07_natural_plus_wild_cannot_take_for_an_unopened_side():
    state = load(turn=0, hands=hands("9D JK AH AD AC"), pile="4D 9C")
    assert view(state).opened[0] is False
    refuse(state, TakePile("pair", cards("9D JK"), melds=(cards("AH AD AC"),)), "S7.5", "S7.4", "S7.6")


def test_S7_6_E06_opening_by_taking_the_pile_counts_the_top_card():
    state = load(turn=0, hands=hands("QS QD AH AD AC 7C 9D"), pile="5C 8D QH")
    after = play(state, TakePile("pair", cards("QS QD"), melds=(cards("AH AD AC"),)))
    obs = view(after)
    assert obs.opened[0] is True
    assert sorted(sum(bag(m.cards).values()) for m in obs.melds) == [3, 3]
    assert bag(obs.hand) == bag_of("7C 9D 5C 8D")


def test_S12_4_E06_pile_cards_under_the_top_do_not_count_for_the_opening():
    state = load(turn=0, hands=hands("QS QD 5H 6H 7H 9D"), pile="5C JK 8D QH")
    problem = refuse(state, TakePile("pair", cards("QS QD"), melds=(cards("5H 6H 7H"),)), "S12.4", "S12.1")
    assert "45" in problem.message or "50" in problem.message


def test_S12_4_the_top_card_alone_with_a_pair_may_open_when_it_reaches_the_minimum():
    # AH + AD AS + JK: 20 + 40 + 50 = 110 >= 50.
    state = load(turn=0, hands=hands("AD AS JK 5H 9D"), pile="5C AH")
    after = play(state, TakePile("pair", cards("AD AS JK")))
    assert after.opened[0]


def test_S7_7_a_pile_of_one_card_may_be_taken():
    state = load(turn=0, hands=hands("9D 9S 5H 6D"), pile="9H", melds=[{"side": 0, "cards": "KC KD KS"}])
    after = play(state, TakePile("pair", cards("9D 9S")))
    assert bag(view(after).hand) == bag_of("5H 6D")


def test_S10_3_the_new_group_from_a_pair_take_may_be_merged_at_once():
    state = load(turn=0, hands=hands("9D 9S 5H 6D"), pile="4C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    after = play(state, TakePile("pair", cards("9D 9S")))
    new_id = max(m.id for m in after.melds)
    merged = play(after, MergeGroups(1, new_id))
    sizes = sorted(sum(bag(m.cards).values()) for m in merged.melds)
    assert sizes == [6]


# S14.3 the minimum hand rule at the pile ----------------------------------------------------------

def test_S14_3_a_take_leaving_one_card_is_refused_when_the_side_cannot_go_out():
    state = load(turn=0, hands=hands("9D 9S KH"), pile="9H", melds=[{"side": 0, "cards": "QH QD QS"}])
    refuse(state, TakePile("pair", cards("9D 9S")), "S14.3")
    assert pile_takes(view(state)) == []


def test_S14_3_a_take_leaving_two_cards_needs_no_going_out():
    state = load(turn=0, hands=hands("9D 9S KH"), pile="5C 9H", melds=[{"side": 0, "cards": "QH QD QS"}])
    after = play(state, TakePile("pair", cards("9D 9S")))
    after = play(after, Discard(card("KH")))
    assert bag(after.hands[0]) == bag_of("5C")


def test_S14_3_a_take_leaving_one_card_is_legal_when_the_player_can_go_out():
    state = load(turn=0, hands=hands("9D 9S KH"), pile="9H", melds=TWO_CANASTAS)
    after = play(state, TakePile("pair", cards("9D 9S")))
    done = play(after, GoOut(discard=card("KH")))
    assert done.result is not None and done.result.went_out == 0


def test_S14_3_a_take_leaving_one_card_commits_the_player_to_go_out():
    state = load(turn=0, hands=hands("9D 9S KH"), pile="9H", melds=TWO_CANASTAS)
    after = play(state, TakePile("pair", cards("9D 9S")))
    offered = legal_actions(view(after))
    assert offered and all(isinstance(a, GoOut) for a in offered)


def test_S14_3_a_take_that_empties_the_hand_is_legal_only_as_going_out():
    state = load(turn=0, hands=hands("9D 9S"), pile="9H", melds=TWO_CANASTAS)
    after = play(state, TakePile("pair", cards("9D 9S")))
    done = play(after, GoOut())
    assert done.result is not None and done.result.went_out == 0


def test_S14_3_a_take_that_empties_the_hand_is_refused_without_two_canastas():
    state = load(turn=0, hands=hands("9D 9S"), pile="9H", melds=[{"side": 0, "cards": "QH QD QS"}])
    refuse(state, TakePile("pair", cards("9D 9S")), "S14.3")


def test_S14_3_a_layoff_take_leaving_one_card_commits_to_going_out():
    state = load(turn=0, hands=hands("QC"), pile="9H",
                 melds=[*TWO_CANASTAS, {"side": 0, "cards": "9C 9D 9S"}])
    after = play(state, TakePile("layoff", (), 3))
    refuse(after, Discard(card("QC")), "S14.3", "S15.4")
    done = play(after, GoOut(discard=card("QC")))
    assert done.result.went_out == 0


def test_S14_3_an_opening_take_leaving_one_card_needs_two_canastas_after_going_out():
    # Unopened side: QH top + QS QD + AH AD AC = 90 >= 50, but only 7C would remain and the side has no canasta.
    state = load(turn=0, hands=hands("QS QD AH AD AC 7C"), pile="QH")
    refuse(state, TakePile("pair", cards("QS QD"), melds=(cards("AH AD AC"),)), "S14.3")


def test_S14_3_melding_down_to_two_cards_is_allowed():
    state = load(turn=0, phase="meld", hands=hands("QS QD QC 7C 8C"), melds=NINES)
    after = play(state, Meld(melds=(cards("QS QD QC"),)))
    assert len(after.hands[0]) == 2


def test_S14_3_melding_down_to_one_card_without_going_out_is_refused():
    state = load(turn=0, phase="meld", hands=hands("QS QD QC 7C"), melds=NINES)
    refuse(state, Meld(melds=(cards("QS QD QC"),)), "S14.3")


def test_S14_3_melding_every_card_without_two_canastas_is_refused():
    state = load(turn=0, phase="meld", hands=hands("QS QD QC"), melds=NINES)
    refuse(state, Meld(melds=(cards("QS QD QC"),)), "S14.3", "S15.5")
    refuse(state, GoOut(melds=(cards("QS QD QC"),)), "S15.1")


def test_S7_2_check_and_pile_takes_agree():
    state = load(turn=0, hands=hands("9D 9S 5H"), pile="5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    takes = pile_takes(view(state))
    methods = {t.method for t in takes}
    assert methods == {"pair", "layoff"}
    for take in takes:
        assert check(view(state), take) is None


def test_S7_3b_layoff_take_onto_a_group_holding_two_wilds():
    state = load(turn=0, hands=hands("5H 6D"), pile="4D 9H", melds=[{"side": 0, "cards": "9C 9D 2C 2D"}],
                 pile_frozen=False)
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("9C 9D 9H 2C 2D")


def test_S12_4_a_pair_plus_a_wild_with_the_top_card_may_open():
    # QH + QS QD + 2C = 50 at score 0.
    state = load(turn=0, hands=hands("QS QD 2C 7C 8D"), pile="4D QH")
    after = play(state, TakePile("pair", cards("QS QD 2C")))
    assert after.opened[0]


def test_S14_3_a_committing_take_counts_a_merge_that_makes_the_second_canasta():
    melds = [{"side": 0, "cards": "AH AD AS AC AH AD AS"}, {"side": 0, "cards": "KH KD KS"},
             {"side": 0, "cards": "KC KH KD KS"}]
    state = load(turn=0, hands=hands("9D 9S 7C"), pile="9H", melds=melds)
    after = play(state, TakePile("pair", cards("9D 9S")))
    after = play(after, MergeGroups(2, 3))
    done = play(after, GoOut(discard=card("7C")))
    assert done.result.sides[0].natural_canastas == 2
