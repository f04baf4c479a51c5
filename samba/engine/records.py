"""Fast construction and copies of the engine's frozen records (states, observations, events,
melds, actions, plans).

Why this exists: ``apply`` makes a new ``GameState`` (31 fields) for every action, an
``Observation`` (28 fields) to check it and a few events, and random play or a search rollout does
little else. A frozen dataclass cannot store a field with a plain attribute assignment (its
``__setattr__`` refuses), so its generated ``__init__`` calls ``object.__setattr__`` once per field,
and ``dataclasses.replace`` re-reads the field list on every call: together they were a third of
the cost of ``apply``.

The records are filled in as *drafts* instead: a draft class has exactly the record's slots and no
``__setattr__`` of its own, so each field is one plain (and interpreter-specialised) slot store;
when every field is set, the object is given the record's frozen class. Python allows that
assignment between classes of identical slot layout, and checks it (``_draft`` tries it once when
the class is decorated). From then on the object is an ordinary frozen record: equal, hashed,
printed, pickled and copied like one built by the dataclass ``__init__``, and immutable.

* ``fast_init`` (a class decorator, above ``@dataclass(frozen=True, slots=True)``) replaces the
  generated ``__init__`` by a ``__new__`` with the same signature, defaults and default factories
  that returns the finished record: about five times faster for a 28-field observation, and
  invisible to callers. (A record is given its frozen class once; an ``__init__`` would first have
  to turn the object it is handed back into a draft, a second class change costing as much.) An
  instance of a subclass (another slot layout) is built by the dataclass ``__init__`` itself.
* ``evolver(cls)`` makes ``evolve(record, {field: value})``: ``dataclasses.replace`` for a dict of
  changes, without the per-call introspection (about three times faster for a state).
  ``field_setter(cls, names)`` is the same for one fixed set of fields, given positionally.

Both are generated from ``dataclasses.fields`` of the class (as ``dataclasses`` generates
``__init__`` itself), so a field added to a record is handled without anyone touching this module.
They refuse a class with ``__post_init__`` (whose ``__init__`` does more than store fields) and a
class that is not a plain frozen slotted dataclass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")


def _draft(cls: type) -> type:
    """A mutable class with exactly ``cls``'s slots, whose instances may become ``cls``."""
    params = getattr(cls, "__dataclass_params__", None)
    slots = cls.__dict__.get("__slots__")
    if params is None or not params.frozen or slots is None or cls.__bases__ != (object,):
        raise TypeError(f"{cls.__name__} must be a frozen dataclass with slots=True and no base class")
    draft = type(f"{cls.__name__}Draft", (object,), {"__slots__": tuple(slots), "__module__": cls.__module__})
    probe: Any = object.__new__(draft)
    probe.__class__ = cls  # raises TypeError if the layouts differ
    return draft


def evolver(cls: type[T], *, memos: tuple[str, ...] = ()) -> Callable[[T, dict[str, Any]], T]:
    """``evolve(record, changes)``: a copy of ``record`` with the fields named in ``changes``
    replaced (an unknown name raises ``AttributeError``). ``memos``: private memo fields
    (``init=False``) that start empty in the copy, as ``dataclasses.replace`` leaves them."""
    names = [f.name for f in fields(cls) if f.name not in memos]  # type: ignore[arg-type]
    lines = ["def evolve(record, changes, _new=object.__new__, _draft=_draft, _cls=_cls, _set=setattr):",
             "    new = _new(_draft)"]
    lines += [f"    new.{name} = record.{name}" for name in names]
    lines += [f"    new.{name} = None" for name in memos]
    lines += ["    for name, value in changes.items():", "        _set(new, name, value)",
              "    new.__class__ = _cls", "    return new"]
    evolve: Callable[[T, dict[str, Any]], T] = _compile("\n".join(lines), cls, "evolve")
    return evolve


def field_setter(cls: type[T], names: tuple[str, ...], *, memos: tuple[str, ...] = ()) -> Callable[..., T]:
    """``evolve`` for one fixed set of fields given positionally: ``set(record, *values)`` is
    ``evolver(cls)(record, dict(zip(names, values)))`` without the dict and the ``setattr`` calls,
    for the hottest copies (a discard, a draw: every other move of a game)."""
    known = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    unknown = [name for name in names if name not in known]
    if unknown or len(set(names)) != len(names):
        raise AttributeError(f"{cls.__name__} has no fields {unknown}, or a name is repeated: {names}")
    params = ", ".join(f"v_{name}" for name in names)
    lines = [f"def evolve(record, {params}, _new=object.__new__, _draft=_draft, _cls=_cls):",
             "    new = _new(_draft)"]
    lines += [f"    new.{name} = v_{name}" if name in names else f"    new.{name} = record.{name}"
              for name in known if name not in memos]
    lines += [f"    new.{name} = None" for name in memos]
    lines += ["    new.__class__ = _cls", "    return new"]
    evolve: Callable[..., T] = _compile("\n".join(lines), cls, "evolve")
    return evolve


def fast_init(cls: type[T]) -> type[T]:
    """Class decorator (above ``@dataclass(frozen=True, slots=True)``): the same constructor
    signature, defaults and default factories, filling the object in as a draft (module docstring).

    The constructor is a generated ``__new__`` that returns the finished record, and the class's
    own ``__init__`` is removed (``object.__init__`` then accepts the arguments, as it does for any
    class with its own ``__new__``): a record is drafted and given its class once, where an
    ``__init__`` would have to turn the object it is handed into a draft first (a second class
    change, and a Python call more). Copies and pickles rebuild a record through the constructor
    (``__reduce__``), and a subclass (which the engine never makes, but a caller may) gets the
    dataclass ``__init__`` it would have had (``__init_subclass__``)."""
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has __post_init__: its __init__ must stay the dataclass one")
    params: list[str] = []
    body: list[str] = ["    self = _new(_draft)"]
    extra: dict[str, Any] = {"_MISSING": MISSING, "_new": object.__new__}
    init_names: list[str] = []
    for f in fields(cls):  # type: ignore[arg-type]
        name = f.name
        if f.default is not MISSING:
            extra[f"_default_{name}"] = f.default
            value = f"_default_{name}"
        elif f.default_factory is not MISSING:
            extra[f"_factory_{name}"] = f.default_factory
            value = f"_factory_{name}()"
        else:
            value = ""
        if not f.init:
            body.append(f"    self.{name} = {value}")
            continue
        init_names.append(name)
        if f.default_factory is not MISSING:
            params.append(f"{name}=_MISSING")
            body.append(f"    self.{name} = {value} if {name} is _MISSING else {name}")
        else:
            params.append(f"{name}={value}" if value else name)
            body.append(f"    self.{name} = {name}")
    body += ["    self.__class__ = _cls", "    return self"]
    # A subclass has another layout: the draft cannot become it, so it is made as any object is and
    # then filled in by the dataclass __init__ (``__init_subclass__`` below gives it that one).
    body.insert(0, "    if klass is not _cls:\n        return _new(klass)")
    source = "\n".join([f"def __new__({', '.join(['klass', *params])}):", *body])
    new = _compile(source, cls, "__new__", extra)
    new.__qualname__ = f"{cls.__qualname__}.__new__"
    plain_init = cls.__dict__["__init__"]
    cls.__new__ = staticmethod(new)  # type: ignore[method-assign]
    del cls.__init__  # object.__init__ now: the record is finished by __new__
    getter = attrgetter(*init_names) if len(init_names) > 1 else (lambda record: (getattr(record, init_names[0]),))

    def __reduce__(self: Any) -> tuple[Any, tuple[Any, ...]]:
        """Copies and pickles rebuild the record through its constructor (memo fields start empty)."""
        return type(self), tuple(getter(self))

    def __init_subclass__(sub: type, /, **kwargs: Any) -> None:
        super(cls, sub).__init_subclass__(**kwargs)  # type: ignore[misc]
        if "__init__" not in sub.__dict__:
            sub.__init__ = plain_init  # type: ignore[misc]

    cls.__reduce__ = __reduce__  # type: ignore[method-assign]
    cls.__init_subclass__ = classmethod(__init_subclass__)  # type: ignore[method-assign,assignment]
    return cls


def _compile(source: str, cls: type, name: str, extra: dict[str, Any] | None = None) -> Any:
    namespace: dict[str, Any] = {"_cls": cls, "_draft": _draft(cls), **(extra or {})}
    exec(compile(source, f"<records.{name} of {cls.__name__}>", "exec"), namespace)
    return namespace[name]
