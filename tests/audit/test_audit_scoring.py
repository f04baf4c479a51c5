"""Audit of S5.5/S5.6 (red 3 values), S17 (hand score), S18 (game end), E19–E25, from RULES.md only."""

import pytest
from audit_support import card, cards, hands, load, play, score_when_side1_goes_out, view

from samba.engine import Discard, GoOut, next_hand, outcome

ONE_CANASTA = ("9C 9D 9S 9H 9C 9D 9S",)
TWO = ("9C 9D 9S 9H 9C 9D 9S", "QH QD QS QC QH QD QS")


def test_S17_E19_red_threes_negative_without_two_canastas_scores_315():
    result = score_when_side1_goes_out(melds0=(*ONE_CANASTA, "AH AD AS"), hand0="KH", hand2="5C",
                                       red0="3H 3H 3D")
    side = result.sides[0]
    assert side.red_three_points == -300
    assert side.total == 70 + 500 + 60 - 300 - 15 == 315


def test_S5_5_red_threes_count_100_each_with_two_canastas():
    side = score_when_side1_goes_out(melds0=TWO, red0="3H 3D").sides[0]
    assert side.red_three_points == 200
    assert side.total == 140 + 1000 + 200


def test_S5_5_E20_all_six_red_threes_count_1000_with_two_canastas():
    side = score_when_side1_goes_out(melds0=TWO, red0="3H 3H 3H 3D 3D 3D").sides[0]
    assert side.red_three_points == 1000


def test_S5_6_E20_all_six_red_threes_count_minus_1000_with_one_canasta():
    side = score_when_side1_goes_out(melds0=ONE_CANASTA, red0="3H 3H 3H 3D 3D 3D").sides[0]
    assert side.red_three_points == -1000


@pytest.mark.parametrize(("melds", "points"), [(TWO, 1200), (ONE_CANASTA, -1200)])
def test_C29_E20_red3_scale_brazilian_gives_1200_for_six(melds, points):
    rules = {"preset": "samba", "red3_scale": "brazilian"}
    side = score_when_side1_goes_out(rules=rules, melds0=melds, red0="3H 3H 3H 3D 3D 3D").sides[0]
    assert side.red_three_points == points


def test_S5_6_a_side_with_no_melds_counts_its_red_threes_negative():
    side = score_when_side1_goes_out(melds0=(), hand0="7C", red0="3H").sides[0]
    assert side.red_three_points == -100
    assert side.total == -100 - 5


def test_C31_red3_negative_mode_fixed_500_each():
    rules = {"preset": "samba", "red3_negative_mode": "fixed_500_each"}
    side = score_when_side1_goes_out(rules=rules, melds0=ONE_CANASTA, red0="3H 3D").sides[0]
    assert side.red_three_points == -1000


@pytest.mark.parametrize(("minimum", "melds", "sign"), [
    (0, ("AH AD AS",), 1), (0, (), -1),  # 0: the Canasta tradition, minus only with no meld at all
    (1, ONE_CANASTA, 1), (1, ("AH AD AS",), -1), (2, ONE_CANASTA, -1),
])
def test_C30_red3_positive_min_canastas(minimum, melds, sign):
    rules = {"preset": "samba", "red3_positive_min_canastas": minimum}
    side = score_when_side1_goes_out(rules=rules, melds0=melds, hand0="7C", red0="3H").sides[0]
    assert side.red_three_points == sign * 100


def test_S5_6_E21_two_sambas_are_two_canastas_to_go_out_and_for_red_threes():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), red_threes={"0": "3H"},
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "8S 9S 10S JS QS KS AS"}])
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    side = done.result.sides[0]
    assert side.sambas == 2 and side.red_three_points == 100
    assert side.total == 50 + 80 + 30 + 3000 + 100 + 200 - 5


def test_S17_the_side_that_went_out_and_the_other_side_both_score():
    result = score_when_side1_goes_out(melds0=("AH AD AS",), hand0="KH 4C")
    assert result.sides[0].total == 60 - 15
    side1 = result.sides[1]
    assert side1.going_out == 200
    assert side1.total == (50 + 70 + 1500 + 500) + 15 + 200


def test_S17_1_a_negative_hand_is_added_to_the_running_total():
    result = score_when_side1_goes_out(melds0=(), hand0="JK AC", scores=[300, 0])
    assert result.sides[0].total == -70
    assert result.totals[0] == 230


def test_S17_2_a_bigger_canasta_earns_the_same_bonus():
    side = score_when_side1_goes_out(melds0=("QH QD QS QC QH QD QS QC QC",)).sides[0]
    assert (side.natural_canasta_bonus, side.total) == (500, 90 + 500)


def test_S17_3_C37_losing_side_scores_melds_false():
    rules = {"preset": "samba", "losing_side_scores_melds": False}
    side = score_when_side1_goes_out(rules=rules, melds0=("AH AD AS",), hand0="KH").sides[0]
    assert side.melded_cards == 0
    assert side.total == -10


def test_C27_going_out_and_canasta_bonuses_are_options():
    rules = {"preset": "samba", "going_out_bonus": 150, "natural_canasta_bonus": 600, "samba_bonus": 1000}
    side1 = score_when_side1_goes_out(rules=rules).sides[1]
    assert (side1.going_out, side1.natural_canasta_bonus, side1.samba_bonus) == (150, 600, 1000)


def test_S17_E23_black_threes_in_hand_samba_minus_20():
    side = score_when_side1_goes_out(melds0=(), hand0="3C 3S KD").sides[0]
    assert side.cards_in_hand == -20


def test_C33_E23_black_threes_in_hand_brazilian_minus_210():
    side = score_when_side1_goes_out(rules="brazilian", melds0=(), hand0="3C 3S KD").sides[0]
    assert side.cards_in_hand == -210


# S18 end of the game --------------------------------------------------------------------------------

def _e25(scores, rules="samba"):
    """docs/scenarios.md example 4: side A +420, side B +100, then the hand ends on an empty stock."""
    state = load(rules=rules, scores=scores, turn=3, phase="meld", stock_size=0,
                 hands={"0": "4C", "1": "4H", "2": "4D", "3": "4S 3S"},
                 melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK QS"},
                        {"side": 1, "cards": "KH KD KS"}, {"side": 1, "cards": "AH AD AS AC"}])
    return play(state, Discard(card("3S")))


def test_S18_1_E25_the_higher_total_over_10000_wins():
    ended = _e25([9850, 9990])
    assert [s.total for s in ended.result.sides] == [420, 100]
    assert ended.result.totals == (10270, 10090)
    result = outcome(ended)
    assert result is not None and result.winners == (0,)
    assert result.scores == (10270, 10090)


def test_S18_2_E25_an_exact_tie_plays_another_hand():
    ended = _e25([9730, 10050])  # both finish on 10,150
    assert ended.result.totals == (10150, 10150)
    assert outcome(ended) is None
    following, _ = next_hand(ended)
    assert following.scores == (10150, 10150)
    assert following.result is None


def test_C38_tie_rule_shared_win():
    ended = _e25([9730, 10050], rules={"preset": "samba", "tie_rule": "shared_win"})
    result = outcome(ended)
    assert result is not None and set(result.winners) == {0, 1}


def test_S18_3_below_the_target_the_next_hand_is_dealt():
    ended = _e25([0, 0])
    assert outcome(ended) is None
    following, _ = next_hand(ended)
    assert following.hand_number == 2
    assert following.scores == (420, 100)
    assert all(len(h) >= 14 for h in following.hands)


def test_C38_target_score_option():
    ended = _e25([4700, 0], rules={"preset": "samba", "target_score": 5000})
    assert outcome(ended).winners == (0,)


def test_section3_several_single_players_over_the_target_the_highest_wins():
    rules = {"preset": "samba", "player_count": 3}
    state = load(rules=rules, scores=[9900, 9950, 100], turn=1, phase="meld",
                 hands={"0": "5C", "1": "6D 6D 6S", "2": "5D"},
                 melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK"}, *[
                     {"side": 1, "cards": "4S 5S 6S 7S 8S 9S 10S"}, {"side": 1, "cards": "JH JH JD JD JS JS JC"}]])
    done = play(state, GoOut(melds=(cards("6D 6D 6S"),)))
    totals = done.result.totals
    assert totals[0] >= 10000 and totals[1] >= 10000
    expected = max(range(3), key=lambda s: totals[s])
    assert outcome(done).winners == (expected,)


def test_S19_2_public_information_is_in_every_observation():
    state = load(turn=0, hands=hands("7C 8C KH"), melds=[{"side": 1, "cards": "9C 9D 9S"}], red_threes={"1": "3D"},
                 pile="4D 2C 5H")
    obs = view(state)
    assert obs.hand_sizes == (3, 1, 1, 1)
    assert obs.stock_size == 162 - 6 - 3 - 3 - 1
    assert len(obs.melds) == 1 and [c.code for c in obs.red_threes[1]] == ["3D"]
    assert obs.pile_frozen is True
    assert obs.scores == (0, 0)


def test_S18_no_next_hand_once_the_game_is_over():
    from samba.engine import SambaError
    ended = _e25([9850, 9990])
    with pytest.raises(SambaError):
        next_hand(ended)
