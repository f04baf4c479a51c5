"""The fast records of the engine are the ones the dataclass machinery would make.

``records.evolver`` and ``records.field_setter`` build a changed copy of a state without the
dataclass machinery (issue 15); a copy must still be equal to ``replace``'s, immutable, with its
memo slot empty, and the original must be left as it was. ``records.fast_init`` builds a record
through a generated ``__new__``: it must equal the dataclass-built one, take the same arguments,
stay frozen, copy and pickle, and leave subclasses to the dataclass ``__init__``.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from samba.engine import new_match, observe, preset
from samba.engine.events import DRAW, Event
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


def _dataclass_built(record: object) -> object:
    """The same record built by the plain dataclass ``__init__`` (which ``fast_init`` keeps for
    subclasses): the reference a fast-built record must equal."""
    cls = type(record)
    assert "__init__" not in cls.__dict__  # fast_init removed the class's own (object.__init__ runs)
    plain = object.__new__(cls)
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        object.__setattr__(plain, f.name, getattr(record, f.name) if f.init else None)
    return plain


def test_fast_built_records_equal_the_dataclass_ones_and_stay_frozen() -> None:
    state = new_match(preset("samba"), 5)
    obs = observe(state, state.to_act)
    for record in (state, obs, TurnState(3, melded=True), Event(DRAW, 1, (), 2)):
        assert _dataclass_built(record) == record
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, dataclasses.fields(record)[0].name, 9)  # type: ignore[arg-type]


def test_fast_built_records_take_keywords_defaults_and_factories() -> None:
    assert TurnState(number=4, melded=True) == TurnState(4, False, True)
    assert TurnState().number == 0 and Event(DRAW).cards == ()
    state = new_match(preset("samba"), 5)
    assert dataclasses.replace(state, phase="meld").turn == state.turn  # replace builds through the constructor
    with pytest.raises(TypeError):
        Event()  # type: ignore[call-arg]  # a field without a default is still required
    with pytest.raises(TypeError):
        TurnState(1, 2, 3, 4, 5, 6, 7, 8, 9)  # type: ignore[call-arg]


def test_fast_built_records_copy_and_pickle_without_their_memos() -> None:
    state = new_match(preset("brazilian"), 6)
    observe(state, state.to_act)  # memoised on the state
    for copied in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert copied == state and type(copied) is GameState
        assert copied.memo() is None  # a memo is never part of what a record says


def test_a_subclass_of_a_fast_built_record_is_built_by_the_dataclass_init() -> None:
    class Numbered(TurnState):
        __slots__ = ()

    made = Numbered(7, took_pile=True)
    assert type(made) is Numbered and made.number == 7 and made.took_pile
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.number = 8  # type: ignore[misc]
