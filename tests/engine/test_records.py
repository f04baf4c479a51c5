"""The fast copies of the engine's frozen records are the copies ``dataclasses.replace`` makes.

``records.evolver`` and ``records.field_setter`` build a changed copy of a state without the
dataclass machinery (issue 15); a copy must still be equal to ``replace``'s, immutable, with its
memo slot empty, and the original must be left as it was.
"""

from __future__ import annotations

import dataclasses

import pytest

from samba.engine import new_match, observe, preset
from samba.engine.records import evolver, field_setter
from samba.engine.state import GameState, TurnState

NAMES = ("hands", "pile", "phase", "turn", "log")


def test_field_setter_copies_are_the_copies_replace_makes() -> None:
    state = new_match(preset("samba"), 3)
    observe(state, state.to_act)  # memoised on the state: a copy must not carry it
    values = (state.hands[::-1], state.pile + state.pile, "meld", TurnState(7), ())
    copy = field_setter(GameState, NAMES, memos=("_observed",))(state, *values)
    expected = dataclasses.replace(state, **dict(zip(NAMES, values, strict=True)))
    assert copy == expected and type(copy) is GameState
    assert copy.memo() is None
    assert state.turn != TurnState(7)  # the original is unchanged
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.phase = "draw"  # type: ignore[misc]


def test_field_setter_and_evolver_agree() -> None:
    state = new_match(preset("brazilian"), 4)
    changes = {"phase": "meld", "turn": TurnState(2, melded=True)}
    setter = field_setter(GameState, ("phase", "turn"))
    assert setter(state, "meld", changes["turn"]) == evolver(GameState)(state, changes)


def test_field_setter_refuses_a_field_the_record_does_not_have() -> None:
    with pytest.raises(AttributeError):
        field_setter(GameState, ("hands", "no_such_field"))
    with pytest.raises(AttributeError):
        field_setter(GameState, ("hands", "hands"))
