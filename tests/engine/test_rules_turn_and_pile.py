"""RULES.md §1 S4–S7: the turn, red threes, drawing, and the discard pile, tested by number."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rule_scenarios import cards, events_of, meld_with, play, position, refused

from samba.engine import (
    AskGoOut,
    Discard,
    DrawStock,
    GoOut,
    IllegalAction,
    Meld,
    MergeGroups,
    TakePile,
    apply,
    legal_actions,
    new_match,
    observe,
    preset,
    scenario,
)
from samba.engine import events as E
from samba.engine import state as S
from samba.engine.cards import full_deck
from samba.engine.melds import check_new_meld
from samba.engine.rules import RuleSet

OPENED = [{"side": 0, "cards": "9C 9D 9S"}]


def take_layoff(state, meld_text: str) -> TakePile:
    return TakePile("layoff", (), meld_with(state, meld_text).id)


def hand_codes(state, seat: int) -> Counter:
    return Counter(c.code for c in state.hands[seat])


# -- S4 structure of a turn ----------------------------------------------------------------------

def test_S4_1_a_turn_runs_draw_then_meld_then_discard_then_the_next_players_draw():
    state = position(turn=0, hands=["KH KD KS 5C 6D", "7C", "", ""], stock="8H 8D")
    assert state.phase == S.DRAW
    state = play(state, DrawStock()).state
    assert (state.phase, state.turn_seat) == (S.MELD, 0)
    state = play(state, Discard(cards("5C")[0])).state
    assert (state.phase, state.turn_seat, state.to_act) == (S.DRAW, 1, 1)


def test_S4_1_an_action_of_the_wrong_phase_is_refused():
    state = position(turn=0, hands=["KH KD KS 5C 6D", "7C", "", ""])
    violation = refused(state, Discard(cards("5C")[0]))
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S4.3")


def test_S4_3_before_the_draw_the_refusal_names_the_pile_only_when_it_may_be_taken():
    """Playtest p7: under a black three (S7.1: the pile is blocked) "Draw first: …, or take the pile"
    was untrue; then only the stock is named. With a pair of the top card's rank, the pile is named."""
    blocked = position(turn=0, hands=["KH KD KS 5C 6D", "7C", "", ""], pile="9H 3S")
    violation = refused(blocked, Discard(cards("5C")[0]))
    assert (violation.code, violation.rule, dict(violation.params).get("case")) == ("MUST_DRAW", "S4.3", "no_take")
    assert "pile" not in violation.message
    takeable = position(turn=0, hands=["KH KD 5C 6D 8S", "7C", "", ""], pile="9H KC",
                        melds=[{"side": 0, "cards": "KS KS KD"}])
    violation = refused(takeable, Discard(cards("5C")[0]))
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S4.3") and "take the pile" in violation.message


def test_S4_1_nobody_but_the_player_to_act_may_move():
    state = position(turn=0, hands=["KH KD KS 5C 6D", "7C", "", ""])
    with pytest.raises(IllegalAction) as caught:
        apply(state, DrawStock(), seat=1)
    assert caught.value.violation.code == "NOT_YOUR_TURN"


def test_S4_2_at_turn_start_dealt_red_threes_are_replaced_before_the_draw():
    # Dealer 0: seat 1 plays first; seat 2 is dealt 3H as its second card and shows it at once (S5.2).
    deck = [c.code for c in _naturals(70)]
    deck[1] = "3H"
    state = scenario.load({"seed": 1, "dealer": 0, "deck": deck})
    assert len(state.hands[2]) == 14
    assert [c.code for c in state.red_threes[0]] == ["3H"]
    state = play(state, DrawStock()).state
    transition = play(state, Discard(state.hands[1][0]))
    state = transition.state
    assert (state.turn_seat, state.phase) == (2, S.DRAW)
    assert len(state.hands[2]) == 15
    replacement = [e for e in transition.events if e.kind == E.DRAW and e.seat == 2]
    assert [c.code for c in replacement[0].cards] == [deck[63]]


def test_S4_3_after_drawing_from_the_stock_the_pile_cannot_be_taken_as_well():
    state = position(turn=0, hands=["9H 9D 5C", "7C", "", ""], pile="4S 9C")
    state = play(state, DrawStock()).state
    violation = refused(state, TakePile("pair", cards("9H 9D")))
    assert (violation.code, violation.rule) == ("ALREADY_DREW", "S4.3")


def test_S4_3_after_taking_the_pile_the_stock_cannot_be_drawn_as_well():
    state = position(turn=0, hands=["9H 9D 5C 6C", "7C", "", ""], pile="4S 9C", opened=[True, False])
    state = play(state, TakePile("pair", cards("9H 9D"))).state
    violation = refused(state, DrawStock())
    assert (violation.code, violation.rule) == ("ALREADY_DREW", "S4.3")


def test_S4_4_any_number_of_melds_lay_offs_and_merges_may_follow_the_draw():
    state = position(turn=0, phase="meld", hands=["9H 9D 9C 9S 2C 4H 4D 4S 5C 5D 5S 7C 8C", "", "", ""],
                     melds=OPENED)
    state = play(state, Meld((cards("9H 9D 9C"),))).state
    state = play(state, Meld((cards("4H 4D 4S"), cards("5C 5D 5S")))).state
    state = play(state, Meld((), ((meld_with(state, "9C 9D 9S").id, cards("9S 2C")),))).state
    first, second = [m for m in state.melds if m.rank == 9]
    state = play(state, MergeGroups(first.id, second.id)).state
    assert meld_with(state, "9C 9D 9S 9S 2C 9H 9D 9C").is_complete
    assert state.phase == S.MELD
    assert hand_codes(state, 0) == Counter(["7C", "8C"])


def test_S4_4_the_sides_first_meld_must_be_an_opening_that_meets_the_minimum():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S 5C 6D", "", "", ""])
    violation = refused(state, Meld((cards("4H 4D 4S"),)))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_S4_5_a_discard_of_exactly_one_card_ends_the_turn():
    state = position(turn=0, phase="meld", hands=["KH 5C 6D", "7C", "", ""], pile="8S")
    after = play(state, Discard(cards("5C")[0])).state
    assert hand_codes(after, 0) == Counter(["KH", "6D"])
    assert [c.code for c in after.pile] == ["8S", "5C"]
    assert after.turn_seat == 1


def test_S4_6_melded_cards_never_return_to_the_hand():
    state = position(turn=0, phase="meld", hands=["KH KD 2C 5C 6D", "", "", ""], melds=OPENED)
    state = play(state, Meld((cards("KH KD 2C"),))).state
    assert "2C" not in hand_codes(state, 0)
    violation = refused(state, Meld((cards("5C 6D 2C"),)))
    assert (violation.code, violation.rule) == ("NOT_IN_HAND", "S4.4")
    assert not any(isinstance(a, Meld) and cards("2C")[0] in [c for m in a.melds for c in m]
                   for a in legal_actions(observe(state, 0)))


def test_S4_7_a_player_may_not_add_to_the_opponents_melds():
    state = position(turn=0, phase="meld", hands=["8H 5C 6D", "", "", ""],
                     melds=[*OPENED, {"side": 1, "cards": "8C 8D 8S"}])
    violation = refused(state, Meld((), ((meld_with(state, "8C 8D 8S").id, cards("8H")),)))
    assert (violation.code, violation.rule) == ("NOT_YOUR_MELD", "S4.7")


def test_S4_7_a_player_may_add_to_the_partners_melds():
    state = position(turn=0, phase="meld", hands=["9H 5C 6D", "", "", ""], melds=[{"side": 0, "cards": "9C 9D 9S",
                                                                                   "seat": 2}])
    after = play(state, Meld((), ((state.melds[0].id, cards("9H")),))).state
    assert after.melds[0].size == 4


def test_S4_7_the_pile_cannot_be_taken_onto_an_opponents_meld():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="4S 8H",
                     melds=[*OPENED, {"side": 1, "cards": "8C 8D 8S"}])
    violation = refused(state, take_layoff(state, "8C 8D 8S"))
    assert (violation.code, violation.rule) == ("NOT_YOUR_MELD", "S4.7")


# -- S5 red threes -------------------------------------------------------------------------------

def _naturals(count: int):
    """The first ``count`` natural cards of the unshuffled pack: a deal without red 3s to start from."""
    return [c for c in full_deck() if c.is_natural][:count]


def test_S5_1_red_threes_can_never_be_melded():
    violation = check_new_meld(cards("3H 3D 3H"), RuleSet())
    assert (violation.code, violation.rule) == ("RED_THREE_MELD", "S5.1")


def test_S5_1_a_drawn_red_three_is_laid_out_never_held():
    state = position(turn=0, hands=["5C 6D", "", "", ""], stock="3D 8C 9C")
    after = play(state, DrawStock()).state
    assert not any(c.is_red_three for c in after.hands[0])
    assert [c.code for c in after.red_threes[0]] == ["3D"]


def test_S5_2_dealt_red_threes_are_shown_at_the_deal_and_replaced_at_the_first_turn():
    deck = [c.code for c in _naturals(66)]
    deck[0] = "3D"  # seat 1 (first to play with dealer 0) is dealt 3D
    deck[2] = "3H"  # seat 3 is dealt 3H: shown now, replaced only when its first turn starts
    state = scenario.load({"seed": 2, "dealer": 0, "deck": deck})
    assert [c.code for c in state.red_threes[1]] == ["3D", "3H"]
    assert len(state.hands[1]) == 15  # seat 1's turn has started: its replacement came first
    assert len(state.hands[3]) == 14
    assert state.pending_replacements[3] == 1
    assert state.phase == S.DRAW and state.turn_seat == 1


def test_S5_3_a_red_three_replacement_chain_E24():
    state = position(turn=0, hands=["5C 6D", "", "", ""], stock="3H KC 3D 6S 9H")
    transition = play(state, DrawStock())
    after = transition.state
    assert hand_codes(after, 0) == Counter(["5C", "6D", "KC", "6S"])
    assert Counter(c.code for c in after.red_threes[0]) == Counter(["3H", "3D"])
    assert after.stock[-1].code == "9H"
    assert [e.cards[0].code for e in events_of(transition.events, E.RED_THREE)] == ["3H", "3D"]


def test_S5_4_a_red_three_in_a_taken_pile_goes_to_the_takers_side_without_replacement():
    state = position(turn=1, hands=["", "9H 9D 5C", "", ""], pile="3H 7S 9C", melds=[{"side": 1, "cards": "AH AD AS"}])
    stock_before = len(state.stock)
    after = play(state, TakePile("pair", cards("9H 9D"))).state
    assert [c.code for c in after.red_threes[1]] == ["3H"]
    assert hand_codes(after, 1) == Counter(["5C", "7S"])
    assert len(after.stock) == stock_before


def _go_out_position(red_threes, melds_side0, **extra):
    """Seat 0 can go out by melding 4H 4D 4S, so the hand is scored at once."""
    return position(turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""], melds=melds_side0,
                    red_threes=red_threes, **extra)


TWO = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS QC QH QD 2C"}]


def test_S5_5_each_red_three_is_worth_100():
    state = _go_out_position(["3H 3D 3H", "3D"], TWO)
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result
    assert result.sides[0].red_three_points == 300


def test_S5_5_all_six_red_threes_count_1000_not_600():
    state = _go_out_position(["3H 3D 3H 3D 3H 3D", ""], TWO)
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result
    assert result.sides[0].red_three_points == 1000


def test_S5_6_red_threes_count_negative_with_fewer_than_two_canastas():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""], melds=[*TWO, {"side": 1, "cards":
                     "AH AD AS AC AH AD AS"}], red_threes=["", "3H 3D"])
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result
    assert result.sides[1].red_three_points == -200


def test_S5_6_all_six_red_threes_without_two_canastas_count_minus_1000():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""], melds=TWO,
                     red_threes=["", "3H 3D 3H 3D 3H 3D"])
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result
    assert result.sides[1].red_three_points == -1000


def test_S5_6_a_side_with_no_melds_at_all_counts_its_red_threes_negative():
    state = _go_out_position(["", "3H"], TWO)
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result
    assert result.sides[1].red_three_points == -100


def test_S5_7_nobody_ever_holds_a_red_three_during_play():
    for seed in (1, 2, 3):
        state = new_match(preset("samba"), seed=seed)
        rng = random.Random(seed)
        for _ in range(80):
            if state.phase in (S.HAND_OVER, S.GAME_OVER):
                break
            assert not any(c.is_red_three for seat in state.active for c in state.hands[seat])
            state = apply(state, rng.choice(legal_actions(observe(state, state.to_act)))).state


def test_C7_red3_declare_timing_all_at_first_turn_keeps_dealt_red_threes_in_hand_until_that_turn():
    deck = [c.code for c in _naturals(66)]
    deck[2] = "3H"  # seat 3
    state = scenario.load({"rules": {"red3_declare_timing": "all_at_first_turn"}, "seed": 2, "dealer": 0,
                           "deck": deck})
    assert cards("3H")[0] in state.hands[3]
    assert state.red_threes[1] == ()
    for _ in range(2):
        state = play(state, DrawStock()).state
        state = play(state, Discard(state.hands[state.turn_seat][0])).state
    assert state.turn_seat == 3
    assert [c.code for c in state.red_threes[1]] == ["3H"]
    assert len(state.hands[3]) == 15


def test_S5_8_red_threes_never_count_towards_the_opening():
    state = position(turn=0, phase="meld", hands=["KH KD KS 7C 7D 7S 9H 9D", "", "", ""],
                     red_threes=["3H 3D 3H 3D 3H", ""])
    violation = refused(state, Meld((cards("KH KD KS"), cards("7C 7D 7S"))))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


# -- S6 drawing from the stock -------------------------------------------------------------------

def test_S6_1_drawing_takes_the_top_two_stock_cards():
    state = position(turn=0, hands=["5C 6D", "", "", ""], stock="KC 8S 4H")
    after = play(state, DrawStock()).state
    assert hand_codes(after, 0) == Counter(["5C", "6D", "KC", "8S"])
    assert after.stock[-1].code == "4H"
    assert len(after.stock) == len(state.stock) - 2


def test_S6_2_a_red_three_among_the_two_drawn_cards_is_laid_out_and_replaced_first():
    state = position(turn=0, hands=["5C 6D", "", "", ""], stock="KC 3D 6S 4H")
    after = play(state, DrawStock()).state
    assert hand_codes(after, 0) == Counter(["5C", "6D", "KC", "6S"])
    assert [c.code for c in after.red_threes[0]] == ["3D"]


# -- S7 the discard pile -------------------------------------------------------------------------

@pytest.mark.parametrize("top", ["2C", "JK", "3S", "3C"])
def test_S7_1_a_wild_or_black_three_on_top_blocks_the_pile(top):
    state = position(turn=0, hands=["3C 3C 2D 2S 9H 9D", "", "", ""], pile=f"9S {top}", melds=OPENED)
    for action in (TakePile("pair", cards("9H 9D")), TakePile("pair", cards("3C 3C")), take_layoff(state, "9C 9D 9S")):
        violation = refused(state, action)
        assert (violation.code, violation.rule) == ("PILE_BLOCKED", "S7.1")


def test_S7_1_a_red_three_upcard_on_top_blocks_the_pile():
    state = position(rules={"upcard_rule": "none"}, turn=0, hands=["9H 9D 5C", "", "", ""], pile="3H")
    violation = refused(state, TakePile("pair", cards("9H 9D")))
    assert (violation.code, violation.rule) == ("PILE_BLOCKED", "S7.1")
    assert observe(state, 0).pile_blocked


def test_S7_1_a_black_three_blocks_only_while_it_is_on_top():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="3S 9H", melds=OPENED)
    after = play(state, take_layoff(state, "9C 9D 9S")).state
    assert "3S" in hand_codes(after, 0)


def test_S7_2_taking_the_pile_melds_the_top_card_and_brings_the_rest_into_the_hand():
    state = position(turn=0, hands=["QS QD 5C", "", "", ""], pile="4S 8H KD QH", opened=[True, False])
    transition = play(state, TakePile("pair", cards("QS QD")))
    after = transition.state
    assert sorted(c.code for c in meld_with(after, "QH QS QD").cards) == ["QD", "QH", "QS"]
    assert hand_codes(after, 0) == Counter(["5C", "4S", "8H", "KD"])
    assert after.pile == ()
    assert len(after.stock) == len(state.stock)
    assert after.phase == S.MELD
    assert E.DRAW not in [e.kind for e in transition.events]


def test_S7_3_a_natural_pair_takes_a_frozen_pile():
    state = position(turn=0, hands=["9H 9D 5C", "", "", ""], pile="2D 7S 9C", melds=[{"side": 0, "cards": "AH AD AS"}])
    assert state.pile_frozen
    after = play(state, TakePile("pair", cards("9H 9D"))).state
    assert meld_with(after, "9C 9H 9D").kind == "group"
    assert hand_codes(after, 0) == Counter(["5C", "2D", "7S"])


def test_S7_3_the_top_card_alone_lays_off_onto_an_incomplete_group_E08():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="4S 8S 9H", melds=[{"side": 0, "cards": "9C 9D 9S 2C"}])
    after = play(state, take_layoff(state, "9C 9D 9S 2C")).state
    assert sorted(c.code for c in after.melds[0].cards) == sorted(["9C", "9D", "9S", "2C", "9H"])
    assert hand_codes(after, 0) == Counter(["5C", "6D", "4S", "8S"])


@pytest.mark.parametrize("top", ["9H", "4H"])
def test_S7_3_the_top_card_alone_extends_a_sequence_at_either_end_E12(top):
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile=f"KS {top}", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    after = play(state, take_layoff(state, "5H 6H 7H 8H")).state
    assert after.melds[0].size == 5
    assert "KS" in hand_codes(after, 0)


@pytest.mark.parametrize("top", ["6H", "10H", "9S"])
def test_S7_3_a_top_card_that_does_not_fit_an_end_cannot_extend_a_sequence(top):
    state = position(turn=0, hands=["9H 5C", "", "", ""], pile=f"KS {top}", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    violation = refused(state, take_layoff(state, "5H 6H 7H 8H"))
    assert (violation.code, violation.rule) == ("TOP_DOES_NOT_FIT", "S7.3")


def test_S7_3_a_top_card_of_another_rank_does_not_fit_a_group():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="4S 8H", melds=OPENED)
    violation = refused(state, take_layoff(state, "9C 9D 9S"))
    assert (violation.code, violation.rule) == ("TOP_DOES_NOT_FIT", "S7.3")


def test_S7_4_the_pile_is_frozen_for_a_side_that_has_not_opened():
    state = position(turn=1, hands=["", "5C 6D", "", ""], pile="4S 9H", melds=OPENED)
    obs = observe(state, 1)
    assert obs.frozen_for(1) and not obs.frozen_for(0)


def test_S7_4_a_buried_wild_card_freezes_the_pile_against_lay_offs_E09():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="2D 7S 9H", melds=OPENED)
    violation = refused(state, take_layoff(state, "9C 9D 9S"))
    assert (violation.code, violation.rule) == ("PILE_FROZEN", "S7.4")


def test_S7_4_a_discarded_wild_card_freezes_the_pile_until_someone_takes_it():
    state = position(turn=0, phase="meld", hands=["2C 5C 6D", "8C 8S", "KH KD", ""], pile="7S",
                     melds=[{"side": 0, "cards": "8D 8H 8H"}])
    state = play(state, Discard(cards("2C")[0])).state
    assert state.pile_frozen
    state = play(state, DrawStock()).state
    state = play(state, Discard(cards("8C")[0])).state  # a natural card now covers the wild
    assert state.turn_seat == 2 and state.pile_frozen
    violation = refused(state, take_layoff(state, "8D 8H 8H"))
    assert (violation.code, violation.rule) == ("PILE_FROZEN", "S7.4")


def test_S7_4_a_frozen_pile_becomes_unfrozen_once_taken():
    state = position(turn=0, hands=["9H 9D 5C 6C", "KH", "", ""], pile="2D 7S 9C", melds=OPENED)
    state = play(state, TakePile("pair", cards("9H 9D"))).state
    assert not state.pile_frozen
    state = play(state, Discard(cards("5C")[0])).state
    assert not observe(state, 1).pile_frozen


def test_S7_5_a_natural_card_and_a_wild_card_cannot_take_the_pile_E10():
    state = position(turn=0, hands=["7D 2S 5C", "", "", ""], pile="4S 7C", melds=OPENED)
    violation = refused(state, TakePile("pair", cards("7D 2S")))
    assert (violation.code, violation.rule) == ("NATURAL_PLUS_WILD", "S7.5")


def test_S7_5_two_wild_cards_cannot_take_the_pile():
    state = position(turn=0, hands=["JK 2S 5C", "", "", ""], pile="4S 7C", melds=OPENED)
    violation = refused(state, TakePile("pair", cards("JK 2S")))
    assert (violation.code, violation.rule) == ("TWO_WILDS", "S7.5")


def test_S7_5_the_top_card_cannot_start_a_sequence_E13():
    state = position(turn=0, hands=["7S 8S 5C", "", "", ""], pile="4D 6S", melds=OPENED)
    violation = refused(state, TakePile("pair", cards("7S 8S")))
    assert violation.code == "PAIR_WRONG_RANK"
    assert not legal_actions_take(state)


def test_S7_5_the_same_top_card_may_be_taken_with_a_natural_pair_of_its_rank_E13():
    state = position(turn=0, hands=["6C 6D 5C", "", "", ""], pile="4D 6S", melds=OPENED)
    after = play(state, TakePile("pair", cards("6C 6D"))).state
    assert meld_with(after, "6S 6C 6D").kind == "group"


def test_S7_5_the_top_card_cannot_be_joined_with_hand_cards_to_extend_a_sequence():
    state = position(turn=0, hands=["9H 5C", "", "", ""], pile="KS 10H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    action = TakePile("layoff", cards("9H"), meld_with(state, "5H 6H 7H 8H").id)
    violation = refused(state, action)
    assert (violation.code, violation.rule) == ("TOP_CARD_ALONE", "S7.5")


def test_S7_5_the_top_card_cannot_be_laid_off_onto_a_completed_canasta():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="4S 9H",
                     melds=[{"side": 0, "cards": "9C 9D 9S 9C 9D 9S 9H"}])
    violation = refused(state, take_layoff(state, "9C 9D 9S 9C 9D 9S 9H"))
    assert (violation.code, violation.rule) == ("NOT_ONTO_CANASTA", "S7.5")


def test_S7_5_the_top_card_cannot_be_laid_off_onto_a_samba():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="4S 4H",
                     melds=[{"side": 0, "cards": "5H 6H 7H 8H 9H 10H JH"}])
    violation = refused(state, take_layoff(state, "5H 6H 7H 8H 9H 10H JH"))
    # 4H fits the low end; what forbids it is that a samba is closed.
    assert (violation.code, violation.rule) == ("SAMBA_CLOSED", "S7.5")
    assert "samba is closed" in violation.message


def legal_actions_take(state) -> list:
    return [a for a in legal_actions(observe(state, state.to_act)) if isinstance(a, TakePile)]


def test_S7_6_an_unopened_side_may_take_the_pile_only_with_a_natural_pair():
    # The side's group of 9s is on the table but the side is marked unopened: the lay-off is refused.
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="4S 9H", melds=OPENED, opened=[False, False])
    violation = refused(state, take_layoff(state, "9C 9D 9S"))
    assert (violation.code, violation.rule) == ("PILE_FROZEN_UNOPENED", "S7.6")


def test_S7_6_the_opening_with_the_pile_counts_the_top_card_and_hand_cards_only_E06():
    state = position(turn=0, hands=["QS QD AH AD AC 5C 6C", "", "", ""], pile="4S 8D QH")
    action = TakePile("pair", cards("QS QD"), -1, (cards("AH AD AC"),))
    after = play(state, action).state
    assert after.opened[0]
    assert hand_codes(after, 0) == Counter(["5C", "6C", "4S", "8D"])


def test_S7_6_pile_cards_under_the_top_do_not_help_the_opening_E06():
    state = position(turn=0, hands=["QS QD 5H 6H 7H 9C 9D", "", "", ""], pile="JK AS AS QH")
    action = TakePile("pair", cards("QS QD"), -1, (cards("5H 6H 7H"),))
    violation = refused(state, action)
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_S7_6_an_unopened_side_with_a_natural_and_a_wild_cannot_take_E07():
    state = position(turn=0, hands=["9D JK 5C", "", "", ""], pile="4S 9C")
    assert refused(state, TakePile("pair", cards("9D JK"))).code == "NATURAL_PLUS_WILD"
    assert not legal_actions_take(state)


def test_S7_7_the_pile_may_be_taken_when_it_is_just_the_top_card():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="9H", melds=OPENED)
    after = play(state, take_layoff(state, "9C 9D 9S")).state
    assert after.pile == ()
    assert after.melds[0].size == 4


# -- Pile options (§2 C9–C14, C24, C39) ------------------------------------------------------------

def test_C9_allow_pile_natural_plus_wild_lets_an_opened_side_take_with_one_natural_and_a_wild_E10():
    state = position(rules={"allow_pile_natural_plus_wild": True}, turn=0, hands=["7D 2S 5C", "", "", ""],
                     pile="4S 7C", melds=OPENED)
    after = play(state, TakePile("pair", cards("7D 2S"))).state
    assert sorted(c.code for c in meld_with(after, "7C 7D 2S").cards) == ["2S", "7C", "7D"]


def test_C9_allow_pile_natural_plus_wild_still_needs_a_natural_pair_for_a_frozen_pile():
    state = position(rules={"allow_pile_natural_plus_wild": True}, turn=0, hands=["7D 2S 5C", "", "", ""],
                     pile="2H 4S 7C", melds=OPENED)
    assert refused(state, TakePile("pair", cards("7D 2S"))).code == "PILE_FROZEN"


@pytest.mark.parametrize(("targets", "code"), [("sequences_only", "NO_GROUP_LAYOFF"), ("none", "NO_PILE_LAYOFF")])
def test_C10_pile_layoff_targets_without_groups_refuses_a_group_lay_off(targets, code):
    state = position(rules={"pile_layoff_targets": targets}, turn=0, hands=["5C 6D", "", "", ""], pile="4S 9H",
                     melds=OPENED)
    violation = refused(state, take_layoff(state, "9C 9D 9S"))
    assert (violation.code, violation.rule) == (code, "C10")


def test_C10_pile_layoff_targets_none_refuses_a_sequence_lay_off():
    state = position(rules={"pile_layoff_targets": "none"}, turn=0, hands=["5C 6D", "", "", ""], pile="KS 9H",
                     melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    assert refused(state, take_layoff(state, "5H 6H 7H 8H")).code == "NO_PILE_LAYOFF"


def test_C10_pile_layoff_targets_any_meld_allows_a_lay_off_onto_a_canasta():
    state = position(rules={"pile_layoff_targets": "any_meld"}, turn=0, hands=["5C 6D", "", "", ""], pile="4S 9H",
                     melds=[{"side": 0, "cards": "9C 9D 9S 9C 9D 9S 9H"}])
    after = play(state, take_layoff(state, "9C 9D 9S 9C 9D 9S 9H")).state
    assert after.melds[0].size == 8


def test_C11_sequence_layoff_takes_top_card_only_leaves_the_rest_of_the_pile_E30():
    pile = "4S 5S 6S 7S 8S 10D JD QD KD 4D 5D 9C"
    state = position(rules={"sequence_layoff_takes": "top_card_only"}, turn=0, hands=["AH KH", "", "", ""],
                     pile=pile, melds=[{"side": 0, "cards": "6C 7C 8C"}])
    target = meld_with(state, "6C 7C 8C").id
    assert refused(state, TakePile("layoff", (), target)).code == "SEQUENCE_TAKES_ONE"
    after = play(state, TakePile("sequence_card", (), target)).state
    assert len(after.pile) == 11
    assert after.melds[0].size == 4
    assert hand_codes(after, 0) == Counter(["AH", "KH"])
    assert len(after.stock) == len(state.stock)


def test_C13_wild_discard_effect_block_only_does_not_freeze_the_pile():
    state = position(rules={"wild_discard_effect": "block_only", "buried_special_freezes": False}, turn=0,
                     phase="meld", hands=["2C 5C 6D", "5D 6S", "", ""], pile="7S")
    state = play(state, Discard(cards("2C")[0])).state
    assert not state.pile_frozen
    assert refused(state, TakePile("pair", cards("5D 6S"))).code == "PILE_BLOCKED"


def test_C14_frozen_until_opened_false_lets_an_unopened_side_see_an_unfrozen_pile():
    state = position(rules={"frozen_until_opened": False}, turn=1, hands=["", "5C 6D", "", ""], pile="4S 9H")
    assert not observe(state, 1).frozen_for(1)


def test_C14_pile_always_frozen_refuses_every_lay_off():
    state = position(rules={"pile_always_frozen": True}, turn=0, hands=["5C 6D", "", "", ""], pile="4S 9H",
                     melds=OPENED)
    assert refused(state, take_layoff(state, "9C 9D 9S")).code == "PILE_FROZEN"


def test_C24_allow_pile_for_initial_meld_false_refuses_an_opening_from_the_pile():
    state = position(rules={"allow_pile_for_initial_meld": False}, turn=0,
                     hands=["QS QD AH AD AC 5C 6C", "", "", ""], pile="4S 8D QH")
    violation = refused(state, TakePile("pair", cards("QS QD"), -1, (cards("AH AD AC"),)))
    assert (violation.code, violation.rule) == ("NO_PILE_FOR_OPENING", "C24")


def test_C39_one_card_pile_restriction_refuses_the_pile_to_a_one_card_hand():
    state = position(rules={"one_card_pile_restriction": True}, turn=0, hands=["5C", "", "", ""], pile="4S 9H",
                     melds=OPENED)
    assert refused(state, take_layoff(state, "9C 9D 9S")).code == "ONE_CARD_NO_PILE"


def test_S7_refusal_messages_are_sentences_for_players():
    state = position(turn=0, hands=["7D 2S 5C", "", "", ""], pile="4S 7C", melds=OPENED)
    message = refused(state, TakePile("pair", cards("7D 2S"))).message
    assert message[0].isupper() and message.endswith(".") and len(message.split()) >= 6


def test_S4_4_asking_the_partner_is_part_of_the_meld_phase():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S 9C", "", "5C", ""], melds=TWO)
    after = play(state, AskGoOut()).state
    assert (after.phase, after.to_act) == (S.ANSWER, 2)


def test_C6_surprise_cards_count_for_the_minimum_hand_when_the_top_card_is_laid_off():
    # One card in hand and a one-card pile, but three surprise cards come with the pile (S7.2, S14.3).
    state = position(rules={"surprise_cards": 3}, turn=0, hands=["5C", "", "", ""], pile="9H", surprise="KS QS JS",
                     melds=OPENED)
    after = play(state, take_layoff(state, "9C 9D 9S")).state
    assert hand_codes(after, 0) == Counter(["5C", "KS", "QS", "JS"])
    assert after.surprise == ()


def test_S12_4_an_opening_by_the_pile_may_add_hand_cards_to_the_top_cards_group():
    """QH on top, QS QD and a wild 2C from the hand: one group of 50 meets the minimum of 50."""
    state = position(turn=0, hands={0: "QS QD 2C 5H 9C"}, pile="7S QH", scores=[0, 0])
    after = play(state, TakePile("pair", cards("QS QD 2C"))).state
    (group,) = [m for m in after.melds if m.side == 0]
    assert sorted(group.cards) == sorted(cards("QH QS QD 2C"))
    assert after.opened[0]


def test_S7_3_the_group_made_with_the_top_card_must_stay_legal():
    state = position(turn=0, hands={0: "QS QD 2C JK 2D 5H 9C"}, pile="7S QH",
                     melds=[{"side": 0, "cards": "AH AD AS"}])
    assert refused(state, TakePile("pair", cards("QS QD 2C JK 2D"))).code == "GROUP_TOO_MANY_WILDS"


def test_S7_3_a_card_of_another_rank_cannot_join_the_pair():
    state = position(turn=0, hands={0: "QS QD KC 5H 9C"}, pile="7S QH", melds=[{"side": 0, "cards": "AH AD AS"}])
    assert refused(state, TakePile("pair", cards("QS QD KC"))).code == "PAIR_WRONG_RANK"
