"""Audit of S1 (cards), S2 (seating), S3 (deal, upcard) and §3 (player counts), from RULES.md only."""

from collections import Counter

import pytest
from audit_support import bag, card, cards, load, natural_deck, play, total_cards, view

from samba.engine import AskGoOut, Card, Discard, DrawStock, GoOut, Meld, apply, check, new_match, next_hand, preset


def full_pack(state) -> Counter:
    every = list(state.stock) + list(state.pile) + list(state.surprise)
    for hand in state.hands:
        every += list(hand)
    for meld in state.melds:
        every += list(meld.cards)
    for threes in state.red_threes:
        every += list(threes)
    return bag(every)


def test_S1_1_the_pack_is_three_decks_and_six_jokers():
    pack = full_pack(new_match(preset("samba"), seed=3))
    assert sum(pack.values()) == 162
    assert pack["JK"] == 6
    assert sum(n for code, n in pack.items() if code.startswith("2")) == 12
    assert pack["3H"] + pack["3D"] == 6
    assert pack["3C"] + pack["3S"] == 6
    naturals = [c for c in pack if c not in ("JK", "3H", "3D", "3C", "3S") and not c.startswith("2")]
    assert sum(pack[c] for c in naturals) == 132
    assert all(n == 3 for code, n in pack.items() if code != "JK")


@pytest.mark.parametrize(("code", "points"), [
    ("JK", 50), ("2C", 20), ("2H", 20), ("AS", 20), ("KD", 10), ("QH", 10), ("JC", 10), ("10S", 10),
    ("9H", 10), ("8D", 10), ("7C", 5), ("6S", 5), ("5H", 5), ("4D", 5), ("3C", 5), ("3S", 5),
])
def test_S1_2_card_point_values(code, points):
    assert card(code).points == points


def test_S1_2_red_three_has_no_card_value():
    assert card("3H").points == 0 and card("3D").points == 0


def test_S1_3_a_wild_counts_its_own_value_in_an_opening():
    # 4H 4D 4S JK = 15 + 50 = 65 >= 50: the joker counts 50, not the 5 of the rank it stands for.
    state = load(turn=0, phase="meld", hands={"0": "4H 4D 4S JK 2C KC QC", "1": "5C"})
    after = play(state, Meld(melds=(cards("4H 4D 4S JK"),)))
    assert after.opened[0]
    # while 4H 4D 4S 2C = 15 + 20 = 35 < 50 is refused.
    problem = check(view(state), Meld(melds=(cards("4H 4D 4S 2C"),)))
    assert problem is not None and problem.rule.startswith("S12")


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_S1_4_all_162_cards_are_accounted_for_after_the_deal(seed):
    for count in (2, 3, 4, 5, 6):
        state = new_match(preset("samba", player_count=count), seed=seed)
        assert total_cards(state) == 162


def test_S2_1_partners_sit_opposite():
    obs = view(new_match(preset("samba"), seed=1))
    assert obs.sides == ((0, 2), (1, 3))
    assert obs.seat_side == (0, 1, 0, 1)


def test_S2_2_the_first_dealer_is_drawn_by_the_seed_and_is_repeatable():
    dealers = {new_match(preset("samba"), seed=s).dealer for s in range(24)}
    assert len(dealers) > 1 and dealers <= {0, 1, 2, 3}
    assert new_match(preset("samba"), seed=11).dealer == new_match(preset("samba"), seed=11).dealer


def test_S2_3_the_player_left_of_the_dealer_plays_first():
    for seed in range(6):
        state = new_match(preset("samba"), seed=seed)
        assert state.to_act == (state.dealer + 1) % 4
        assert state.phase == "draw"


def test_S2_2_the_deal_passes_one_seat_to_the_left_after_the_hand():
    # The hand ends at once: seat 0 cannot draw (empty stock) and the pile is blocked (S16.3).
    state = load(turn=3, dealer=2, phase="meld", stock_size=0,
                 hands={"0": "4C", "1": "4H", "2": "4D", "3": "4S 3S"})
    ended = play(state, Discard(card("3S")))
    assert ended.phase == "hand_over" or ended.result is not None
    following, _ = next_hand(ended)
    assert following.dealer == 3
    assert following.to_act == 0
    assert following.hand_number == 2


def _suit_deck():
    """60 cards dealt one at a time to seats 0,1,2,3 (dealer 3): seat k gets only suit 'CDHS'[k]."""
    ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "4", "5", "6", "7"]
    deck = []
    for r in ranks:
        for suit in "CDHS":
            deck.append(f"{r}{suit}")
    return deck


def test_S3_1_fifteen_cards_dealt_one_at_a_time_clockwise_from_the_dealers_left():
    deck = _suit_deck() + ["8C"]
    state = load(deck=" ".join(deck), dealer=3)
    ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "4", "5", "6", "7"]
    for seat, suit in enumerate("CDHS"):
        assert bag(state.hands[seat]) == Counter(f"{r}{suit}" for r in ranks)


def test_S3_2_and_S3_6_upcard_starts_the_pile_and_the_stock_holds_101():
    state = load(deck=" ".join(_suit_deck() + ["8C"]), dealer=3)
    assert [c.code for c in state.pile] == ["8C"]
    assert view(state).stock_size == 101


def test_S3_3_a_wild_or_three_upcard_is_covered_until_a_natural_card_shows():
    state = load(deck=" ".join(_suit_deck() + ["JK", "3S", "3H", "2D", "7D"]), dealer=3)
    assert [c.code for c in state.pile] == ["JK", "3S", "3H", "2D", "7D"]
    assert view(state).stock_size == 162 - 60 - 5


def test_S3_4_a_buried_wild_freezes_the_pile_from_the_start():
    state = load(deck=" ".join(_suit_deck() + ["2D", "7D"]), dealer=3)
    assert view(state).pile_frozen is True


def test_S3_4_a_buried_red_three_freezes_the_pile_from_the_start():
    state = load(deck=" ".join(_suit_deck() + ["3D", "7D"]), dealer=3)
    assert view(state).pile_frozen is True


def test_S3_4_a_buried_black_three_does_not_freeze():
    state = load(deck=" ".join(_suit_deck() + ["3C", "7D"]), dealer=3)
    assert view(state).pile_frozen is False


def test_C5_buried_special_freezes_false_leaves_the_pile_unfrozen():
    state = load(rules={"preset": "samba", "buried_special_freezes": False, "wild_discard_effect": "block_only"},
                 deck=" ".join(_suit_deck() + ["JK", "7D"]), dealer=3)
    assert view(state).pile_frozen is False


def test_C4_upcard_rule_cover_wild_red3_only_leaves_a_black_three_on_top():
    state = load(rules={"preset": "samba", "upcard_rule": "cover_wild_red3_only"},
                 deck=" ".join(_suit_deck() + ["3S", "7D"]), dealer=3)
    assert [c.code for c in state.pile] == ["3S"]
    assert view(state).stock_size == 101


def test_C4_upcard_rule_cover_wild_red3_only_still_covers_a_wild():
    state = load(rules={"preset": "samba", "upcard_rule": "cover_wild_red3_only"},
                 deck=" ".join(_suit_deck() + ["JK", "7D"]), dealer=3)
    assert [c.code for c in state.pile] == ["JK", "7D"]
    assert view(state).pile_frozen is True


def test_C4_upcard_rule_bury_to_bottom_moves_the_card_into_the_stock():
    state = load(rules={"preset": "samba", "upcard_rule": "bury_to_bottom"},
                 deck=" ".join(_suit_deck() + ["JK", "7D"]), dealer=3)
    assert [c.code for c in state.pile] == ["7D"]
    assert view(state).stock_size == 101
    assert bag(state.stock)["JK"] >= 1
    assert view(state).pile_frozen is False


def test_C4_upcard_rule_none_leaves_a_wild_upcard_on_top():
    state = load(rules={"preset": "samba", "upcard_rule": "none"},
                 deck=" ".join(_suit_deck() + ["JK", "7D"]), dealer=3)
    assert [c.code for c in state.pile] == ["JK"]
    assert view(state).stock_size == 101


def test_C6_surprise_cards_go_under_the_upcard_and_to_the_first_taker():
    deck = _suit_deck()
    # Seat 0 (first to play) holds 7C 7C: give it a pair of the upcard's rank.
    state = load(rules={"preset": "samba", "surprise_cards": 3}, deck=" ".join(deck + ["KC", "5C", "5D", "5H"]),
                 dealer=3)
    obs = view(state)
    assert obs.surprise_count == 3
    assert obs.stock_size == 162 - 60 - 1 - 3
    assert total_cards(state) == 162


# §3 player counts ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("count", "options", "sides", "hand_size", "stock"), [
    (2, {}, ((0,), (1,)), 15, 131),
    (3, {}, ((0,), (1,), (2,)), 15, 116),
    (4, {}, ((0, 2), (1, 3)), 15, 101),
    (5, {}, ((0,), (1,), (2,), (3,), (4,)), 15, 86),
    (6, {}, ((0, 3), (1, 4), (2, 5)), 13, 83),
    (6, {"hand_size": 15}, ((0, 3), (1, 4), (2, 5)), 15, 71),
    (6, {"six_player_mode": "two_teams_of_three"}, ((0, 2, 4), (1, 3, 5)), 15, 71),
])
def test_section3_player_counts_sides_hands_and_stock(count, options, sides, hand_size, stock):
    rules = preset("samba", player_count=count, **options)
    deck = tuple(Card.parse(c) for c in natural_deck(count * hand_size + 1))
    state = new_match(rules, seed=4, deck=deck)
    obs = view(state)
    assert obs.sides == sides
    assert all(size == hand_size for size in obs.hand_sizes)
    assert obs.stock_size == stock
    assert len(obs.pile) == 1


def test_section3_six_players_three_pairs_play_A_B_C_A_B_C():
    state = new_match(preset("samba", player_count=6), seed=2)
    obs = view(state)
    assert obs.seat_side == (0, 1, 2, 0, 1, 2)
    # Clockwise play: after the first player's turn comes the next seat.
    first = state.to_act
    state = play(state, DrawStock())
    state = play(state, Discard(view(state).hand[0]))
    assert state.to_act == (first + 1) % 6


def test_section3_hand_size_option_deals_eleven():
    rules = preset("samba", hand_size=11)
    state = new_match(rules, seed=1, deck=tuple(Card.parse(c) for c in natural_deck(45)))
    assert all(size == 11 for size in view(state).hand_sizes)
    assert view(state).stock_size == 162 - 44 - 1


def _rotating(hand_number):
    rules = {"preset": "samba", "player_count": 5, "five_player_mode": "two_vs_three_rotating"}
    return load(rules=rules, deck=" ".join(natural_deck(61)), hand_number=hand_number)


def test_section3_five_players_two_vs_three_four_play_with_the_four_player_rules():
    state = _rotating(1)
    obs = view(state)
    assert sorted(len(side) for side in obs.sides) == [2, 3]
    assert len(obs.active) == 4
    sitting = [s for s in range(5) if s not in obs.active]
    assert len(sitting) == 1
    assert obs.hand_sizes[sitting[0]] == 0
    assert all(obs.hand_sizes[s] == 15 for s in obs.active)
    assert obs.stock_size == 101
    # The sitter belongs to the side of three.
    three = next(side for side in obs.sides if len(side) == 3)
    assert sitting[0] in three


def test_section3_five_players_two_vs_three_the_sitter_rotates_through_the_side_of_three():
    sitters = []
    for number in (1, 2, 3):
        obs = view(_rotating(number))
        sitters.append(next(s for s in range(5) if s not in obs.active))
    three = next(side for side in view(_rotating(1)).sides if len(side) == 3)
    assert sorted(sitters) == sorted(three)


def test_section3_five_players_two_vs_three_partners_alternate_with_the_opponents():
    obs = view(_rotating(1))
    order = list(obs.active)
    sides = [obs.seat_side[s] for s in order]
    # Four play with the four-player rules: partners opposite, so the sides alternate round the table.
    assert sides[0] != sides[1] and sides[0] == sides[2] and sides[1] == sides[3]


def test_section3_two_players_cannot_ask_a_partner():
    state = load(rules={"preset": "samba", "player_count": 2}, turn=0, phase="meld",
                 hands={"0": "QD QD QS 6C", "1": "5C"},
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
                        {"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    assert check(view(state), AskGoOut()) is not None
    done, _ = apply(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result is not None and done.result.went_out == 0


def test_section3_three_players_each_side_needs_its_own_two_canastas():
    rules = {"preset": "samba", "player_count": 3}
    state = load(rules=rules, turn=1, phase="meld", hands={"0": "5C", "1": "QD QD QS 6C", "2": "5D"},
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
                        {"side": 0, "cards": "KH KD KS KC KH KD KS"},
                        {"side": 1, "cards": "AH AD AS AC AH AD AS"}])
    problem = check(view(state), GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert problem is not None and problem.rule == "S15.1"
