"""RULES.md §1 S1–S3 (cards, seating, the deal) and §3 (player counts 2, 3, 5, 6), tested by number."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rule_scenarios import TWO_CANASTAS, cards, play, position, refused

from samba.engine import (
    AskGoOut,
    Discard,
    DrawStock,
    GoOut,
    Meld,
    RuleSet,
    TakePile,
    apply,
    legal_actions,
    new_match,
    next_hand,
    observe,
    preset,
    scenario,
)
from samba.engine import events as E
from samba.engine import state as S
from samba.engine.cards import COPIES, full_deck
from samba.engine.dealing import turn_upcard
from samba.engine.invariants import assert_invariants, card_census


def natural_deck(count: int, seed: int = 5) -> list[str]:
    """``count`` natural cards in a seeded order: a deal with no red 3s and a natural upcard."""
    naturals = [c for c in full_deck() if c.is_natural]
    random.Random(seed).shuffle(naturals)
    return [c.code for c in naturals[:count]]


def dealt(deck: list[str], dealer: int = 0, **rules: object) -> object:
    return scenario.load({"rules": {"preset": "samba", **rules}, "seed": 3, "dealer": dealer, "deck": deck})


# -- S1 cards and values ------------------------------------------------------------------------

def test_S1_1_the_pack_has_162_cards_with_18_wilds_6_red_threes_6_black_threes_and_132_naturals():
    deck = full_deck()
    assert len(deck) == 162
    assert sum(c.is_wild for c in deck) == 18
    assert sum(c.code == "JK" for c in deck) == 6
    assert sum(c.rank == 2 for c in deck) == 12
    assert sum(c.is_red_three for c in deck) == 6
    assert sum(c.is_black_three for c in deck) == 6
    assert sum(c.is_natural for c in deck) == 132


def test_S1_1_a_new_deal_uses_exactly_the_162_card_pack():
    state = new_match(preset("samba"), seed=21)
    assert card_census(state) == COPIES
    assert sum(card_census(state).values()) == 162


@pytest.mark.parametrize(("code", "value"), [
    ("JK", 50), ("2C", 20), ("2H", 20), ("AS", 20), ("KD", 10), ("QH", 10), ("JC", 10), ("10S", 10), ("9D", 10),
    ("8H", 10), ("7C", 5), ("6D", 5), ("5H", 5), ("4S", 5), ("3C", 5), ("3S", 5), ("3H", 0), ("3D", 0),
])
def test_S1_2_card_point_values(code, value):
    assert cards(code)[0].points == value


def test_S1_2_card_values_decide_the_opening_count():
    # KH KD KS (30) + 7C 7D 7S (15) = 45 < 50: the values of S1.2 are what the opening adds up (E01).
    state = position(turn=0, phase="meld", hands=["KH KD KS 7C 7D 7S 9H 9D", "", "", ""])
    violation = refused(state, Meld((cards("KH KD KS"), cards("7C 7D 7S"))))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")
    assert "45" in violation.message


def test_S1_3_a_wild_card_counts_its_own_value_whatever_rank_it_stands_for():
    # 4H 4D JK: the joker stands for a 4 but counts 50, so 5 + 5 + 50 = 60 reaches the 50 minimum.
    state = position(turn=0, phase="meld", hands=["4H 4D JK 9H 9D", "", "", ""])
    after = play(state, Meld((cards("4H 4D JK"),))).state
    (group,) = after.melds
    assert group.points == 60
    assert after.opened[0]


def test_S1_3_a_two_counts_twenty_in_a_group_of_fours():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S 2C 9H 9D", "", "", ""], opened=[True, False])
    after = play(state, Meld((cards("4H 4D 4S 2C"),))).state
    assert after.melds[0].points == 35


def test_S1_4_all_162_cards_stay_accounted_for_through_a_seeded_playout():
    state = new_match(preset("samba"), seed=4)
    rng = random.Random(4)
    for _ in range(120):
        if state.phase in (S.HAND_OVER, S.GAME_OVER):
            break
        state = apply(state, rng.choice(legal_actions(observe(state, state.to_act)))).state
        census = card_census(state)
        assert census == COPIES
        assert sum(census.values()) == 162


def test_S1_4_a_scenario_puts_every_unplaced_card_in_the_stock():
    state = position(turn=0, hands=["KH KD", "QC", "", ""], pile="5S 6S", red_threes=["3H", ""])
    assert sum(card_census(state).values()) == 162
    assert len(state.stock) == 162 - 3 - 2 - 1  # three hand cards, two pile cards, one red 3
    assert_invariants(state)


# -- S2 seating, partnerships, dealer, turn order ------------------------------------------------

def test_S2_1_partners_sit_opposite_seats_0_and_2_against_1_and_3():
    state = new_match(preset("samba"), seed=1)
    assert state.sides == ((0, 2), (1, 3))
    assert state.seat_side == (0, 1, 0, 1)


def test_S2_1_partnerships_stay_fixed_into_the_next_hand():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S", "9C", "9D", "9S"], melds=TWO_CANASTAS)
    over = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state
    following = next_hand(over).state
    assert following.sides == ((0, 2), (1, 3))
    assert following.seat_side == (0, 1, 0, 1)


def test_S2_2_the_first_dealer_comes_from_the_match_seed():
    dealers = {new_match(preset("samba"), seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert new_match(preset("samba"), seed=9).dealer == new_match(preset("samba"), seed=9).dealer


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_S2_2_the_deal_passes_one_seat_clockwise_after_each_hand_whoever_won(dealer):
    state = position(turn=(dealer + 1) % 4, dealer=dealer, phase="meld",
                     hands={(dealer + 1) % 4: "4H 4D 4S", dealer: "9C"},
                     melds=[{"side": (dealer + 1) % 2, "cards": m["cards"]} for m in TWO_CANASTAS])
    over = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state
    assert next_hand(over).state.dealer == (dealer + 1) % 4


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_S2_3_the_player_left_of_the_dealer_plays_first(dealer):
    state = dealt(natural_deck(61), dealer=dealer)
    assert state.turn_seat == (dealer + 1) % 4
    assert state.to_act == (dealer + 1) % 4


def test_S2_3_play_goes_clockwise():
    state = dealt(natural_deck(61), dealer=3)
    seats = []
    for _ in range(5):
        seats.append(state.turn_seat)
        state = play(state, DrawStock()).state
        state = play(state, Discard(state.hands[state.turn_seat][0])).state
    assert seats == [0, 1, 2, 3, 0]


# -- S3 the deal and the first upcard ------------------------------------------------------------

def test_S3_1_fifteen_cards_are_dealt_one_at_a_time_clockwise_from_the_dealers_left():
    deck = natural_deck(61)
    state = dealt(deck, dealer=1)
    order = [2, 3, 0, 1]
    for k, seat in enumerate(order):
        assert sorted(c.code for c in state.hands[seat]) == sorted(deck[k:60:4])
        assert len(state.hands[seat]) == 15


def test_S3_2_the_rest_is_the_stock_and_its_top_card_starts_the_pile():
    deck = natural_deck(64)
    state = dealt(deck, dealer=0)
    assert [c.code for c in state.pile] == [deck[60]]
    assert state.stock[-1].code == deck[61]  # the next card to be drawn
    after = play(state, DrawStock())
    drawn = next(e for e in after.events if e.kind == E.DRAW)
    assert sorted(c.code for c in drawn.cards) == sorted(deck[61:63])


def test_S3_3_a_wild_or_three_upcard_is_covered_until_a_natural_card_shows():
    deck = natural_deck(60) + ["2C", "3S", "JK", "3H", "9H"]
    state = dealt(deck, dealer=0)
    assert [c.code for c in state.pile] == ["2C", "3S", "JK", "3H", "9H"]
    assert len(state.stock) == 162 - 60 - 5
    assert [e.cards[0].code for e in state.log if e.kind == E.UPCARD] == ["2C", "3S", "JK", "3H", "9H"]


@pytest.mark.parametrize("buried", ["2D", "JK", "3D"])
def test_S3_4_a_wild_or_red_three_buried_under_the_upcard_freezes_the_pile(buried):
    state = dealt(natural_deck(60) + [buried, "9H"], dealer=0)
    assert state.pile_frozen
    assert observe(state, 1).frozen_for(1)


def test_S3_4_a_buried_black_three_does_not_freeze_the_pile():
    state = dealt(natural_deck(60) + ["3C", "9H"], dealer=0)
    assert [c.code for c in state.pile] == ["3C", "9H"]
    assert not state.pile_frozen


def test_S3_4_buried_red_three_freezes_the_pile_for_an_opened_side_too():
    # Opened side, pile 3D (buried) under 9H, side has 9C 9D 9S: lay-off refused, the pile is frozen (S7.4).
    state = position(turn=0, hands=["5H 6C", "", "", ""], pile="3D 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    violation = refused(state, _layoff_take(state))
    assert (violation.code, violation.rule) == ("PILE_FROZEN", "S7.4")


def _layoff_take(state):
    return TakePile("layoff", (), state.melds[0].id)


def test_S3_5_if_the_stock_runs_out_while_turning_upcards_the_pile_top_stays_as_it_is():
    stock = list(cards("2C JK"))  # top card last: JK is turned first, then 2C, then nothing is left
    left, pile, frozen, events = turn_upcard(stock, RuleSet())
    assert left == []
    assert [c.code for c in pile] == ["JK", "2C"]
    assert frozen
    assert len(events) == 2


def test_S3_6_with_a_natural_upcard_four_players_leave_101_stock_cards():
    state = dealt(natural_deck(61), dealer=2)
    assert len(state.stock) == 101
    assert len(state.pile) == 1


# -- Upcard options (§2 C4, C5) -------------------------------------------------------------------

def test_C4_upcard_rule_cover_wild_red3_only_leaves_a_black_three_on_top():
    state = dealt(natural_deck(60) + ["2C", "3S", "9H"], dealer=0, upcard_rule="cover_wild_red3_only")
    assert [c.code for c in state.pile] == ["2C", "3S"]
    assert observe(state, 1).pile_blocked


def test_C4_upcard_rule_bury_to_bottom_sends_a_special_upcard_under_the_stock():
    state = dealt(natural_deck(60) + ["JK", "9H"], dealer=0, upcard_rule="bury_to_bottom")
    assert [c.code for c in state.pile] == ["9H"]
    assert state.stock[0].code == "JK"  # bottom of the stock
    assert not state.pile_frozen


def test_C4_upcard_rule_none_leaves_a_wild_upcard_on_top():
    state = dealt(natural_deck(60) + ["2H", "9H"], dealer=0, upcard_rule="none")
    assert [c.code for c in state.pile] == ["2H"]
    assert observe(state, 1).pile_blocked


def test_C5_buried_special_freezes_false_leaves_the_pile_unfrozen():
    state = dealt(natural_deck(60) + ["2D", "9H"], dealer=0, buried_special_freezes=False)
    assert not state.pile_frozen


# -- §3 player counts ----------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "sides", "each", "stock"), [
    (2, ((0,), (1,)), 15, 131),
    (3, ((0,), (1,), (2,)), 15, 116),
    (4, ((0, 2), (1, 3)), 15, 101),
    (5, ((0,), (1,), (2,), (3,), (4,)), 15, 86),
    (6, ((0, 3), (1, 4), (2, 5)), 13, 83),
])
def test_player_count_table_sides_cards_dealt_and_stock_size(players, sides, each, stock):
    state = dealt(natural_deck(players * each + 1), dealer=0, player_count=players)
    assert state.sides == sides
    assert [len(h) for h in state.hands] == [each] * players
    assert len(state.stock) == stock


def test_player_count_6_with_hand_size_15_leaves_71_in_the_stock():
    state = dealt(natural_deck(91), dealer=0, player_count=6, hand_size=15)
    assert [len(h) for h in state.hands] == [15] * 6
    assert len(state.stock) == 71


def test_player_count_6_two_teams_of_three_alternate_seats_and_deal_15():
    state = dealt(natural_deck(91), dealer=0, player_count=6, six_player_mode="two_teams_of_three")
    assert state.sides == ((0, 2, 4), (1, 3, 5))
    assert state.active == (0, 1, 2, 3, 4, 5)
    assert [len(h) for h in state.hands] == [15] * 6
    assert len(state.stock) == 71


def test_player_count_6_three_pairs_play_A_B_C_A_B_C():
    state = dealt(natural_deck(79), dealer=5, player_count=6)
    sides_in_turn_order = []
    for _ in range(6):
        sides_in_turn_order.append(state.seat_side[state.turn_seat])
        state = play(state, DrawStock()).state
        state = play(state, Discard(state.hands[state.turn_seat][0])).state
    assert sides_in_turn_order == [0, 1, 2, 0, 1, 2]


def test_player_count_5_two_vs_three_rotating_has_four_playing_and_one_trio_member_out():
    rules = preset("samba", player_count=5, five_player_mode="two_vs_three_rotating")
    state = new_match(rules, seed=2)
    assert sorted(len(side) for side in state.sides) == [2, 3]
    assert len(state.active) == 4
    out = (set(range(5)) - set(state.active)).pop()
    assert len(state.sides[state.seat_side[out]]) == 3
    assert state.hands[out] == ()
    assert len(state.stock) + len(state.pile) == 162 - 60
    assert sum(len(h) for h in state.hands) + sum(len(r) for r in state.red_threes) >= 60


def test_player_count_5_two_vs_three_rotating_the_trio_member_who_sits_out_changes_each_hand():
    rules = preset("samba", player_count=5, five_player_mode="two_vs_three_rotating")
    outs = []
    for number in (1, 2, 3):
        state = scenario.load({"rules": rules.to_dict(), "seed": 1, "hand_number": number, "turn": 0,
                               "hands": ["KH", "", "", "", ""]})
        outs.append((set(range(5)) - set(state.active)).pop())
    assert len(set(outs)) == 3


def test_player_count_5_two_vs_three_rotating_the_sitting_out_players_side_still_scores():
    rules = preset("samba", player_count=5, five_player_mode="two_vs_three_rotating")
    state = position(rules=rules.to_dict(), turn=0, phase="meld", hands=["4H 4D 4S", "", "", "9D", "9S"],
                     melds=[*TWO_CANASTAS, {"side": 1, "cards": "AH AD AS"}])
    over = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state
    trio = over.seat_side[1]
    assert 1 not in over.active  # seat 1 sits out the first hand
    assert over.result.sides[trio].melded_cards == 60
    assert over.scores[trio] == 60 - 10 - 10


def test_player_count_2_each_side_is_one_player_and_nobody_asks_permission():
    rules = {"preset": "samba", "player_count": 2}
    state = position(rules=rules, turn=0, phase="meld", hands=["4H 4D 4S 9C", "8C"], melds=TWO_CANASTAS)
    assert state.sides == ((0,), (1,))
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("NO_PARTNER", "S15.4")
    assert not any(isinstance(a, AskGoOut) for a in legal_actions(observe(state, 0)))
    assert play(state, GoOut(melds=(cards("4H 4D 4S"),), discard=cards("9C")[0])).state.phase == S.HAND_OVER


def test_player_count_3_each_side_has_its_own_opening_minimum_from_its_own_total():
    state = position(rules={"preset": "samba", "player_count": 3}, scores=[-100, 0, 2000], turn=0,
                     hands=["KH", "KD", "KS"])
    obs = observe(state, 0)
    assert [obs.requirement(side).points for side in range(3)] == [15, 50, 90]


def test_player_count_3_turn_order_is_clockwise():
    state = dealt(natural_deck(46), dealer=2, player_count=3)
    seats = []
    for _ in range(4):
        seats.append(state.turn_seat)
        state = play(state, DrawStock()).state
        state = play(state, Discard(state.hands[state.turn_seat][0])).state
    assert seats == [0, 1, 2, 0]


def test_player_count_3_all_six_red_threes_of_one_player_count_1000():
    state = position(rules={"preset": "samba", "player_count": 3}, turn=0, phase="meld",
                     hands=["4H 4D 4S", "9C", "9D"], melds=TWO_CANASTAS, red_threes=["3H 3H 3H 3D 3D 3D", "", ""])
    over = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state
    assert over.result.sides[0].red_three_points == 1000
    assert Counter(c.code for c in over.red_threes[0]) == Counter({"3H": 3, "3D": 3})


def test_the_deal_shuffles_exactly_as_random_shuffle_does():
    """``dealing._shuffle`` is ``random.shuffle`` in one loop: the same permutation from the same generator, so
    every recorded deal (golden transcripts, saved seeds) deals the same cards."""
    import random

    from samba.engine import dealing
    from samba.engine.cards import full_deck

    for seed in range(300):
        ours, theirs = full_deck(), full_deck()
        first, second = random.Random(f"deal-check:{seed}"), random.Random(f"deal-check:{seed}")
        dealing._shuffle(ours, first)
        second.shuffle(theirs)
        assert ours == theirs and first.getstate() == second.getstate()
    for size in (0, 1, 2, 3, 7, 64, 65):  # lengths at and around the powers of two (the draws' bit widths)
        ours, theirs = list(range(size)), list(range(size))
        dealing._shuffle(ours, random.Random(size))  # type: ignore[arg-type]
        random.Random(size).shuffle(theirs)
        assert ours == theirs
