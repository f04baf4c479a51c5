"""Audit: malformed input is refused with InvalidAction (never another exception), with bounded messages."""

import pytest
from audit_support import TWO_CANASTAS, cards, hands, load, view

from samba.engine import (
    AnswerGoOut,
    Discard,
    DrawStock,
    GoOut,
    InvalidAction,
    Meld,
    MergeGroups,
    TakePile,
    Violation,
    action_from_dict,
    apply,
    check,
    from_json,
    observe,
    scenario,
)


def _meld_state():
    return load(turn=0, phase="meld", hands=hands("QD QD QS 6C 7C"), melds=TWO_CANASTAS)


BAD_ACTIONS = [
    Discard(53), Discard(-1), Discard(10_000), Discard("QH"), Discard(None), Discard(3.5),
    Meld(melds=("QD QD QS",)), Meld(melds=((53, 54, 55),)), Meld(melds=None), Meld(layoffs=((1,),)),
    Meld(layoffs=(("one", cards("QD")),)), Meld(layoffs=((1, (99,)),)),
    TakePile("banana"), TakePile("pair", cards=("QS", "QD")), TakePile("layoff", (), "1"), TakePile(None),
    MergeGroups("a", "b"), MergeGroups(1, None),
    AnswerGoOut("yes"),
    GoOut(discard=99), GoOut(melds=((-3, 0, 1),)), GoOut(layoffs=((1, cards("QD"), 5),)),
    "DrawStock", None, 42, {"type": "discard"},
]


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=lambda a: repr(a)[:40])
def test_malformed_actions_raise_InvalidAction_from_apply(action):
    state = _meld_state()
    with pytest.raises(InvalidAction) as caught:
        apply(state, action)
    assert str(caught.value).strip()


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=lambda a: repr(a)[:40])
def test_malformed_actions_never_crash_check(action):
    obs = view(_meld_state())
    try:
        result = check(obs, action)
    except InvalidAction:
        return
    assert isinstance(result, Violation)


def test_a_card_outside_0_to_52_in_a_draw_phase_action_is_InvalidAction():
    state = load(turn=0, hands=hands("9D 9S 5H"), pile="4D 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    with pytest.raises(InvalidAction):
        apply(state, TakePile("pair", (53, 54)))


def test_observing_a_seat_that_does_not_exist_is_InvalidAction():
    with pytest.raises(InvalidAction):
        observe(_meld_state(), 9)


def test_acting_for_a_seat_that_does_not_exist_is_InvalidAction():
    with pytest.raises(InvalidAction):
        apply(_meld_state(), DrawStock(), seat=9)


@pytest.mark.parametrize("data", [
    None, "discard", 7, [], {}, {"type": "nope"}, {"type": "discard"}, {"type": "discard", "card": "ZZ"},
    {"type": "discard", "card": 53}, {"type": "meld", "melds": "QH"}, {"type": "take_pile", "method": 5},
    {"type": "x" * 5000},
])
def test_action_from_dict_refuses_junk_with_InvalidAction(data):
    with pytest.raises(InvalidAction) as caught:
        action_from_dict(data)
    assert len(str(caught.value)) < 600


def test_a_huge_quoted_value_gives_a_bounded_message():
    with pytest.raises(InvalidAction) as caught:
        apply(_meld_state(), Discard("Q" * 10_000))
    assert len(str(caught.value)) < 600


@pytest.mark.parametrize("doc", [
    "not json", "[]", {"colour": 1}, {"hands": {"0": "QX"}}, {"hands": {"0": "QH QH QH QH"}},
    {"turn": 7}, {"phase": "later"}, {"melds": [{"side": 0, "cards": "QH KH"}]}, {"red_threes": {"0": "3C"}},
    {"stock_size": 500}, {"scores": [1]}, {"rules": "canasta"}, {"rules": {"preset": "samba", "speed": 2}},
])
def test_scenario_load_refuses_impossible_positions_with_InvalidAction(doc):
    with pytest.raises(InvalidAction):
        scenario.load(doc)


@pytest.mark.parametrize("text", ["", "garbage", "{}", "[1, 2]", '{"format": "samba", "version": 999}'])
def test_from_json_refuses_damaged_documents_with_InvalidAction(text):
    with pytest.raises(InvalidAction):
        from_json(text)


def test_acting_after_the_hand_is_over_is_refused_cleanly():
    from samba.engine import SambaError
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    done, _ = apply(state, GoOut(melds=(cards("QD QD QS"),), discard=cards("6C")[0]))
    with pytest.raises(SambaError):
        apply(done, DrawStock())
    with pytest.raises(SambaError):
        apply(done, Discard(cards("6C")[0]))


def test_next_hand_before_the_hand_is_over_is_refused_cleanly():
    from samba.engine import SambaError, next_hand
    with pytest.raises(SambaError):
        next_hand(_meld_state())


@pytest.mark.parametrize("action", [Meld(layoffs=((99, cards("QD")),)), MergeGroups(1, 99), TakePile("layoff", (), 99),
                                    GoOut(layoffs=((0, cards("QD")),))])
def test_a_meld_number_that_does_not_exist_is_refused_cleanly(action):
    from samba.engine import SambaError
    state = _meld_state()
    with pytest.raises(SambaError):
        apply(state, action)
    result = None
    try:
        result = check(view(state), action)
    except InvalidAction:
        return
    assert isinstance(result, Violation)
