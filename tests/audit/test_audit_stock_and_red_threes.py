"""Audit of S5 (red 3s), S6 (drawing) and S16 (the stock running out), E24, from RULES.md only."""

import pytest
from audit_support import (
    TWO_CANASTAS,
    bag,
    bag_of,
    card,
    cards,
    hands,
    load,
    natural_deck,
    offered,
    play,
    refuse,
    rest_of_pack,
    total_cards,
    view,
)

from samba.engine import Discard, DrawStock, EndHand, GoOut, Meld, TakePile, check, observe, pile_takes

NINES = [{"side": 0, "cards": "9C 9D 9S"}]


# S6 drawing --------------------------------------------------------------------------------------

def test_S6_1_drawing_takes_the_top_two_stock_cards():
    state = load(turn=0, hands=hands("7C"), stock="KC QD 5S")
    before = view(state).stock_size
    after = play(state, DrawStock())
    assert bag(view(after).hand) == bag_of("7C KC QD")
    assert view(after).stock_size == before - 2


def test_S16_1_with_one_card_left_the_draw_takes_that_one_and_the_turn_goes_on():
    state = load(turn=0, hands=hands("7C 8D"), stock="KC", stock_size=1, pile="4D")
    after = play(state, DrawStock())
    assert bag(view(after).hand) == bag_of("7C 8D KC")
    assert view(after).stock_size == 0
    assert view(after).phase == "meld"
    after = play(after, Discard(card("8D")))
    # Seat 1 then starts with an empty stock and cannot take the 8D: the hand ends (S16.3).
    assert after.result is not None and after.result.went_out == -1


# S5 red threes --------------------------------------------------------------------------------------

def test_S5_3_S6_2_E24_a_red_three_replacement_chain():
    state = load(turn=0, hands=hands("7C"), stock="3H KC 3D 6S")
    before = view(state).stock_size
    after = play(state, DrawStock())
    obs = view(after)
    assert bag(obs.hand) == bag_of("7C KC 6S")
    assert bag(obs.red_threes[0]) == bag_of("3H 3D")
    assert obs.stock_size == before - 4
    assert total_cards(after) == 162


def test_S5_4_a_red_three_found_in_the_pile_is_laid_out_without_replacement():
    state = load(turn=0, hands=hands("9D 9S 7C"), pile="4D 3H 5C 9H", melds=[{"side": 0, "cards": "KC KD KS"}])
    before = view(state).stock_size
    after = play(state, TakePile("pair", cards("9D 9S")))
    obs = view(after)
    assert bag(obs.red_threes[0]) == bag_of("3H")
    assert bag(obs.hand) == bag_of("7C 4D 5C")
    assert obs.stock_size == before


def _deal_with_red_three_for_seat_1(rules="samba"):
    deck = natural_deck(72, skip=())
    deck[1] = "3H"  # the second card dealt goes to seat 1 (dealer 3, seat 0 first)
    return load(rules=rules, deck=" ".join(deck), dealer=3)


def test_S5_2_a_dealt_red_three_is_shown_at_once_and_replaced_on_the_first_turn():
    state = _deal_with_red_three_for_seat_1()
    obs = view(state)
    assert bag(obs.red_threes[1]) == bag_of("3H")
    assert obs.hand_sizes[1] == 14
    state = play(state, DrawStock())
    state = play(state, Discard(view(state).hand[0]))
    assert state.to_act == 1
    assert view(state).hand_sizes[1] == 15
    assert view(state).phase == "draw"
    assert all(not c.is_red_three for c in state.hands[1])


def test_C7_red3_declare_timing_all_at_first_turn_lays_it_out_at_the_first_turn():
    state = _deal_with_red_three_for_seat_1({"preset": "samba", "red3_declare_timing": "all_at_first_turn"})
    assert view(state).red_threes[1] == ()
    state = play(state, DrawStock())
    state = play(state, Discard(view(state).hand[0]))
    assert bag(view(state).red_threes[1]) == bag_of("3H")
    assert view(state).hand_sizes[1] == 15


def test_S5_1_red_threes_are_never_held_a_listed_red_three_is_laid_out_when_the_turn_starts():
    state = load(turn=0, hands=hands("3D 7C 8C"), stock="KC QD 5S")
    obs = view(state)
    assert bag(obs.red_threes[0]) == bag_of("3D")
    assert all(not c.is_red_three for c in obs.hand)
    assert len(obs.hand) == 3


# S16.2 the last card is a red 3 ------------------------------------------------------------------------

def _last_card_red_three(hand, melds=NINES):
    state = load(turn=0, hands=hands(hand), stock="3H", stock_size=1, pile="4D", melds=melds)
    return play(state, DrawStock())


def test_S16_2_last_card_red_three_is_laid_out_and_no_discard_is_allowed():
    state = _last_card_red_three("7C 8C KH KD KS")
    obs = view(state)
    assert bag(obs.red_threes[0]) == bag_of("3H")
    assert bag(obs.hand) == bag_of("7C 8C KH KD KS")
    refuse(state, Discard(card("7C")), "S16.2")
    assert not any(isinstance(a, Discard) for a in offered(state))


def test_S16_2_last_card_red_three_the_player_may_still_meld_then_the_hand_ends():
    state = _last_card_red_three("7C 8C KH KD KS")
    state = play(state, Meld(melds=(cards("KH KD KS"),)))
    ended = play(state, EndHand())
    result = ended.result
    assert result is not None and result.went_out == -1
    assert all(side.going_out == 0 for side in result.sides)
    # 30 + 30 melded; 7C 8C (15) and seat 2's 5D (5) in hand; one red 3 without two canastas: -100.
    assert result.sides[0].total == 60 - 20 - 100


def test_S16_2_going_out_after_a_last_red_three_only_by_melding_every_card():
    state = _last_card_red_three("QD QD QS 6C", melds=TWO_CANASTAS)
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "S16.2")
    state = _last_card_red_three("QD QD QS", melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("QD QD QS"),)))
    assert done.result.went_out == 0
    assert done.result.sides[0].going_out == 200


# S16.3 turns with an empty stock -------------------------------------------------------------------------

def _empty_stock(hand0, pile, melds, rules="samba"):
    """Seat 3 discards the pile's top card; seat 0 then starts a turn with an empty stock."""
    top = pile.split()[-1]
    rest = " ".join(pile.split()[:-1])
    state = load(rules=rules, turn=3, phase="meld", stock_size=0, pile=rest,
                 hands={"0": hand0, "1": "5C", "2": "5D", "3": f"{top} 5S"}, melds=melds, pile_frozen=False)
    return play(state, Discard(card(top)))


def test_S16_3_a_pile_that_fits_by_layoff_must_be_taken():
    state = _empty_stock("7C 8C", "4D 9H", NINES)
    assert state.result is None and state.to_act == 0
    refuse(state, DrawStock(), "S16.3", "S4.3", "S6.1")
    refuse(state, EndHand(), "S16.3")
    after = play(state, TakePile("layoff", (), 1))
    assert after.result is None and view(after).phase == "meld"


def test_S16_3_after_a_forced_take_the_next_player_faces_the_rule_again():
    state = _empty_stock("7C 8C", "4D 9H", NINES)
    after = play(play(state, TakePile("layoff", (), 1)), Discard(card("8C")))
    # Seat 1 holds only 5C and cannot take the 8C: the hand ends when its turn starts.
    assert after.result is not None and after.result.went_out == -1


def test_S16_3_a_pile_taken_only_by_a_pair_is_optional():
    state = _empty_stock("9H 9D 7C", "4D 9S", [{"side": 0, "cards": "KC KD KS"}])
    assert {t.method for t in pile_takes(view(state))} == {"pair"}
    assert check(view(state), EndHand()) is None
    ended = play(state, EndHand())
    assert ended.result is not None and ended.result.went_out == -1
    taken = play(state, TakePile("pair", cards("9H 9D")))
    assert taken.result is None


def test_S16_3_an_unopened_pair_must_also_meet_the_opening_to_take():
    state = _empty_stock("9H 9D 7C", "4D 9S", [])
    # 9S + 9H 9D = 30 < 50: nothing may be taken, so the hand ended as the turn started.
    assert state.result is not None and state.result.went_out == -1


def test_S16_3_with_nothing_to_take_the_hand_ends_at_once():
    state = _empty_stock("7C 8C", "4D JH", NINES)
    assert state.result is not None
    assert state.result.went_out == -1
    assert bag(state.hands[0]) == bag_of("7C 8C")


def test_S16_4_no_going_out_bonus_when_the_stock_ran_out_but_red_threes_score():
    state = load(turn=3, phase="meld", stock_size=0, pile="4D",
                 hands={"0": "7C", "1": "5C", "2": "5D", "3": "JH 5S"}, melds=TWO_CANASTAS,
                 red_threes={"0": "3H 3D"}, pile_frozen=False)
    ended = play(state, Discard(card("JH")))
    side = ended.result.sides[0]
    assert side.going_out == 0
    assert side.red_three_points == 200
    assert side.total == 50 + 70 + 500 + 1500 + 200 - 5 - 5  # seat 2 holds 5D


@pytest.mark.parametrize("rules", ["brazilian", {"preset": "samba", "stock_exhausted_rule": "optional_take_or_end"}])
def test_BR16_optional_take_or_end_a_fitting_pile_need_not_be_taken(rules):
    melds = [{"side": 0, "cards": "5H 6H 7H 8H"}]
    state = _empty_stock("7C 8C", "4D 9H", melds, rules=rules)
    assert state.result is None
    assert check(view(state), EndHand()) is None
    ended = play(state, EndHand())
    assert ended.result.went_out == -1
    assert all(side.going_out == 0 for side in ended.result.sides)


def test_C35_end_immediately_ends_the_hand_when_the_stock_is_empty():
    state = _empty_stock("7C 8C", "4D 9H", NINES, rules={"preset": "samba", "stock_exhausted_rule": "end_immediately"})
    assert state.result is not None


def test_S16_3_a_draw_phase_scenario_with_nothing_to_take_is_already_over():
    state = load(turn=0, stock_size=0, pile="4D JH", hands=hands("7C 8C"), melds=NINES, pile_frozen=False)
    assert state.result is not None
    assert all(observe(state, s).result is not None for s in range(4))


@pytest.mark.parametrize("stock", ["KC 3H", "3H KC", "3H 3D"])
def test_S16_2_a_red_three_that_cannot_be_replaced_in_a_two_card_draw_forbids_the_discard(stock):
    state = load(turn=0, hands=hands("7C 8C"), stock=stock, stock_size=2, pile="4D", melds=NINES)
    state = play(state, DrawStock())
    obs = view(state)
    reds = [c for c in stock.split() if c in ("3H", "3D")]
    assert bag(obs.red_threes[0]) == bag_of(" ".join(reds))
    assert obs.stock_size == 0
    refuse(state, Discard(card("7C")), "S16.2")
    assert any(isinstance(a, EndHand) for a in offered(state))


def test_S16_2_the_hand_ends_after_that_turn():
    state = _last_card_red_three("7C 8C")
    assert [type(a).__name__ for a in offered(state)] == ["EndHand"]
    ended = play(state, EndHand())
    assert ended.result is not None and ended.result.went_out == -1


def test_S16_3_S14_3_a_take_that_would_break_the_minimum_hand_rule_is_not_forced():
    # Seat 0 holds only KC; laying the 9H off would leave it one card and it cannot go out.
    # Seat 1 holds every other card, so the pile is only what seat 3 discards.
    rest = rest_of_pack("KC", "5D", "9H 5S", "9C 9D 9S")
    state = load(turn=3, phase="meld", stock_size=0, pile="",
                 hands={"0": "KC", "1": rest, "2": "5D", "3": "9H 5S"}, melds=NINES, pile_frozen=False)
    assert len(state.pile) == 0
    state = play(state, Discard(card("9H")))
    assert state.result is not None and state.result.went_out == -1


def test_S16_3_an_unopened_pair_with_enough_hand_melds_may_take():
    state = _empty_stock("9H 9D AH AD AS 7C", "4D 9S", [])
    assert state.result is None
    take = TakePile("pair", cards("9H 9D"), melds=(cards("AH AD AS"),))
    assert check(view(state), take) is None
    assert check(view(state), EndHand()) is None


def test_S5_2_the_first_players_dealt_red_three_is_replaced_before_the_draw():
    deck = natural_deck(72)
    deck[0] = "3H"  # seat 0, left of dealer 3, plays first
    state = load(deck=" ".join(deck), dealer=3)
    obs = view(state)
    assert state.to_act == 0 and obs.phase == "draw"
    assert bag(obs.red_threes[0]) == bag_of("3H")
    assert obs.hand_sizes == (15, 15, 15, 15)
    assert obs.stock_size == 100


def test_S5_7_auto_declare_a_red_three_still_in_a_hand_at_the_end_counts_as_laid_out():
    from audit_support import score_when_side1_goes_out
    side = score_when_side1_goes_out(melds0=("AH AD AS",), hand0="3H 3D 7C").sides[0]
    assert side.red_threes == 2 and side.red_three_points == -200
    assert side.red_threes_held_penalty == 0
    assert side.cards_in_hand == -5
