"""Audit of S12 (initial meld), E01–E05, S5.8 and S11.3, from RULES.md only."""

import pytest
from audit_support import cards, hands, load, play, refuse, view

from samba.engine import GoOut, Meld, check

SPARE = " 5C 6D"


def unopened(hand, score, rules="samba", **extra):
    return load(rules=rules, turn=0, phase="meld", scores=[score, 0], hands=hands(hand + SPARE), **extra)


def opening(*texts):
    return Meld(melds=tuple(cards(t) for t in texts))


def test_S12_1_E01_opening_of_45_is_rejected_at_score_0():
    state = unopened("KH KD KS 7C 7D 7S", 0)
    problem = refuse(state, opening("KH KD KS", "7C 7D 7S"), "S12.1", "S12.2")
    assert "50" in problem.message


def test_S12_1_E02_a_wild_card_rescues_it_65():
    state = unopened("KH KD KS 2C 7C 7D 7S", 0)
    after = play(state, opening("KH KD KS 2C", "7C 7D 7S"))
    assert after.opened[0] is True


def test_S11_3_E03_a_natural_canasta_of_kings_is_70_not_enough_at_1600():
    state = unopened("KH KD KS KC KH KD KS", 1600)
    refuse(state, opening("KH KD KS KC KH KD KS"), "S12.1", "S12.2", "S11.3")


def test_S12_2_E03_a_natural_canasta_of_aces_140_opens_at_1600():
    state = unopened("AH AD AS AC AH AD AS", 1600)
    assert play(state, opening("AH AD AS AC AH AD AS")).opened[0]


def test_S12_1_E04_negative_score_needs_only_15():
    state = unopened("4H 4D 4S", -340)
    assert play(state, opening("4H 4D 4S")).opened[0]


@pytest.mark.parametrize(("score", "melds", "legal"), [
    (-5, ("4H 4D 4S",), True),
    (0, ("4H 4D 4S",), False),
    (1495, ("KH KD KS 2C",), True),           # 50
    (1500, ("KH KD KS 2C",), False),
    (2995, ("AH AD JK",), True),              # 90
    (3000, ("AH AD JK",), False),
    (6995, ("AH AD AS AC 2C 2D",), True),     # 120
    (7000, ("AH AD AS AC 2C 2D",), False),
    (7000, ("AH AD AS JK", "KH KD KS KC"), True),  # exactly 150
    (25000, ("AH AD AS JK", "KH KD KS KC"), True),
])
def test_S12_1_minimum_bands_at_their_edges(score, melds, legal):
    state = unopened(" ".join(melds), score)
    problem = check(view(state), opening(*melds))
    if legal:
        assert problem is None, problem
    else:
        assert problem is not None and problem.rule in ("S12.1", "S12.2"), problem


E05 = ("AH AD JK", "KS KD KC 2H", "5C 6C 7C")


@pytest.mark.parametrize(("table", "legal"), [("standard_150", True), ("hoyle_160", False), ("capped_120", True)])
def test_S12_1_E05_155_at_7200_per_initial_meld_table(table, legal):
    state = unopened(" ".join(E05), 7200, rules={"preset": "samba", "initial_meld_table": table})
    problem = check(view(state), opening(*E05))
    assert (problem is None) is legal, problem


def test_S12_1_hoyle_160_accepts_exactly_160():
    melds = ("AH AD AS JK", "KH KD KC 2H")  # 110 + 50
    state = unopened(" ".join(melds), 8000, rules="samba_hoyle")
    assert check(view(state), opening(*melds)) is None


def test_S12_1_capped_120_accepts_120_at_9000():
    melds = ("AH AD AS AC 2C 2D",)
    state = unopened(" ".join(melds), 9000, rules={"preset": "samba", "initial_meld_table": "capped_120"})
    assert check(view(state), opening(*melds)) is None


def test_S12_2_the_opening_is_one_action_not_two_small_ones():
    state = unopened("KH KD KS 2C AH AD AS", 1500)
    refuse(state, opening("KH KD KS 2C"), "S12.1", "S12.2")  # 50 < 90 on its own
    assert play(state, opening("KH KD KS 2C", "AH AD AS")).opened[0]  # 110 together


def test_S12_3_once_the_partner_opened_no_minimum_applies():
    state = load(turn=0, phase="meld", scores=[5000, 0], hands=hands("4H 4D 4S" + SPARE),
                 melds=[{"side": 0, "cards": "AH AD AS AC 2C 2D", "seat": 2}])
    assert play(state, opening("4H 4D 4S"))


def test_S12_5_after_opening_further_melds_that_turn_are_free():
    state = unopened("KH KD KS 2C 7C 7D 7S 4H 4D 4S", 0)
    after = play(state, opening("KH KD KS 2C", "7C 7D 7S"))
    after = play(after, opening("4H 4D 4S"))
    assert len([m for m in after.melds if m.side == 0]) == 3


def test_S5_8_red_threes_do_not_count_towards_the_opening():
    state = load(turn=0, phase="meld", hands=hands("KH KD KS 7C 7D 7S" + SPARE), red_threes={"0": "3H 3D 3H"})
    refuse(state, opening("KH KD KS", "7C 7D 7S"), "S12.1", "S12.2")


CONCEALED = "4H 4H 4H 4D 4D 4D 4S 6H 6H 6H 6D 6D 6D 6S"


def test_S12_6_concealed_going_out_still_needs_the_minimum():
    state = load(turn=0, phase="meld", scores=[3000, 0], hands=hands(CONCEALED + " 7C"))
    action = GoOut(melds=(cards("4H 4H 4H 4D 4D 4D 4S"), cards("6H 6H 6H 6D 6D 6D 6S")), discard=cards("7C")[0])
    refuse(state, action, "S12.1", "S12.6", "S12.2")


def test_S12_6_concealed_going_out_meeting_the_minimum_is_allowed():
    state = load(turn=0, phase="meld", scores=[0, 0], hands=hands(CONCEALED + " 7C"))
    action = GoOut(melds=(cards("4H 4H 4H 4D 4D 4D 4S"), cards("6H 6H 6H 6D 6D 6D 6S")), discard=cards("7C")[0])
    done = play(state, action)
    assert done.result.went_out == 0
    assert done.result.sides[0].going_out == 200  # S15.3: no extra bonus for concealed


def test_C25_concealed_exempt_from_initial_minimum_lets_the_whole_hand_go_down():
    rules = {"preset": "samba", "concealed_exempt_from_initial_minimum": True}
    state = load(rules=rules, turn=0, phase="meld", scores=[3000, 0], hands=hands(CONCEALED + " 7C"))
    action = GoOut(melds=(cards("4H 4H 4H 4D 4D 4D 4S"), cards("6H 6H 6H 6D 6D 6D 6S")), discard=cards("7C")[0])
    assert play(state, action).result.went_out == 0


def test_S12_7_black_threes_count_5_each_in_an_opening_that_goes_out():
    # Score 1,500 needs 90: 35 + 35 + 4 x 5 = 90.
    state = load(turn=0, phase="meld", scores=[1500, 0], hands=hands(CONCEALED + " 3C 3C 3S 3S"))
    action = GoOut(melds=(cards("4H 4H 4H 4D 4D 4D 4S"), cards("6H 6H 6H 6D 6D 6D 6S"), cards("3C 3C 3S 3S")))
    assert play(state, action).result.went_out == 0


def test_S12_7_three_black_threes_leave_that_opening_at_85():
    state = load(turn=0, phase="meld", scores=[1500, 0], hands=hands(CONCEALED + " 3C 3C 3S"))
    action = GoOut(melds=(cards("4H 4H 4H 4D 4D 4D 4S"), cards("6H 6H 6H 6D 6D 6D 6S"), cards("3C 3C 3S")))
    refuse(state, action, "S12.1", "S12.6", "S12.7", "S12.2")


def test_S12_7_black_threes_may_not_help_an_opening_without_going_out():
    state = unopened("KH KD KS 3C 3C 3S 9D 9D", 0)
    refuse(state, opening("KH KD KS", "3C 3C 3S"), "S13.1", "S12.7")
