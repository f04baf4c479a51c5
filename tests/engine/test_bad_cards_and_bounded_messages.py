"""Issue #10 item 8 (ARCHITECTURE §3): a ``Card`` outside the 53 faces is malformed input.

``Card`` is an ``int``, so ``Card(99)`` or ``Card(-1)`` can be built; ``check`` and ``apply`` must
refuse it with ``InvalidAction`` (never an ``IndexError``, and never by reading ``Card(-1)`` as the
joker). No error message repeats more than about 200 characters of a bad value, however large.
"""

from __future__ import annotations

import pytest
from rule_scenarios import TWO_CANASTAS, position

from samba.engine import (
    Card,
    Discard,
    GoOut,
    IllegalAction,
    InvalidAction,
    Meld,
    TakePile,
    action_from_dict,
    apply,
    check,
    observe,
    preset,
    scenario,
)
from samba.engine.actions import action_to_dict

MESSAGE_LIMIT = 200 + 100
"""The quoted part is cut to ~120 characters; the sentence around it is short."""

BAD_VALUES = [53, 99, 10**6, -1, -53, 10**100]


def meld_state():
    return position(turn=0, phase="meld", hands=["KH KD KS 5C 6D", "", "", ""], melds=TWO_CANASTAS)


def shapes(bad: Card):
    return [
        Discard(bad),
        Meld(((bad, bad, bad),)),
        Meld((), ((1, (bad,)),)),
        GoOut(discard=bad),
        GoOut(((Card.parse("KH"), Card.parse("KD"), bad),)),
        TakePile("pair", (bad, bad)),
        TakePile("pair", (Card.parse("KH"), Card.parse("KD")), -1, ((bad,),)),
    ]


@pytest.mark.parametrize("value", BAD_VALUES)
def test_a_card_outside_0_to_52_is_invalid_for_check_and_apply(value):
    state = meld_state()
    bad = int.__new__(Card, value)
    for action in shapes(bad):
        with pytest.raises(InvalidAction) as caught:
            check(observe(state, 0), action)
        assert len(str(caught.value)) <= MESSAGE_LIMIT
        with pytest.raises(InvalidAction):
            apply(state, action)
        with pytest.raises(InvalidAction):
            action_to_dict(action)


def test_card_minus_one_is_not_read_as_the_joker():
    state = meld_state()
    with pytest.raises(InvalidAction):
        apply(state, Meld((), ((1, (int.__new__(Card, -1),)),)))


def test_a_bad_card_still_has_a_printable_name():
    assert repr(int.__new__(Card, 99)) == "Card(99)"


HUGE = "Q" * 100_000


@pytest.mark.parametrize("make", [
    lambda: action_from_dict(HUGE),
    lambda: action_from_dict({"type": HUGE}),
    lambda: action_from_dict({"type": "discard", "card": HUGE}),
    lambda: action_from_dict({"type": "meld", "melds": [HUGE]}),
    lambda: action_from_dict({"type": "merge", "a": HUGE, "b": 1}),
    lambda: action_from_dict({"type": "meld", "melds": [[1] * 100_000]}),
    lambda: apply(meld_state(), HUGE),
    lambda: apply(meld_state(), Discard(HUGE)),
    lambda: apply(meld_state(), GoOut(discard=[0] * 100_000)),
    lambda: preset(HUGE),
    lambda: preset("samba", **{HUGE: 1}),
    lambda: preset("samba", target_score=HUGE),
    lambda: scenario.load({"rules": "samba", "turn": HUGE}),
    lambda: scenario.load({"rules": "samba", "hands": [HUGE]}),
    lambda: scenario.load({HUGE: 1}),
    lambda: observe(meld_state(), HUGE),
])
def test_no_error_message_quotes_more_than_about_200_characters_of_a_bad_value(make):
    with pytest.raises(InvalidAction) as caught:
        make()
    assert len(str(caught.value)) <= MESSAGE_LIMIT, str(caught.value)[:400]


def test_a_huge_number_is_refused_with_a_short_message():
    with pytest.raises(InvalidAction) as caught:
        preset("samba", target_score=float(10**300))
    assert len(str(caught.value)) <= MESSAGE_LIMIT


# -- the seat an action is made for (ARCHITECTURE §3: malformed input is InvalidAction) -------------

@pytest.mark.parametrize("seat", [4, 9, -1, 10**100])
def test_acting_for_a_seat_the_table_does_not_have_is_invalid(seat):
    state = meld_state()
    with pytest.raises(InvalidAction) as caught:
        apply(state, Discard(Card.parse("5C")), seat=seat)
    assert "no seat" in str(caught.value) and len(str(caught.value)) < MESSAGE_LIMIT


@pytest.mark.parametrize("seat", ["0", 0.0, 1.5, True])
def test_a_seat_that_is_not_a_whole_number_is_invalid(seat):
    with pytest.raises(InvalidAction):
        apply(meld_state(), Discard(Card.parse("5C")), seat=seat)


def test_S2_3_acting_for_a_real_seat_whose_turn_it_is_not_stays_an_illegal_move():
    with pytest.raises(IllegalAction) as caught:
        apply(meld_state(), Discard(Card.parse("5C")), seat=1)
    assert (caught.value.violation.code, caught.value.violation.rule) == ("NOT_YOUR_TURN", "S2.3")


def test_acting_for_the_seat_to_act_by_number_is_accepted():
    after = apply(meld_state(), Discard(Card.parse("5C")), seat=0).state
    assert Card.parse("5C") not in after.hands[0]
