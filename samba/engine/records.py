"""Fast construction and copies of the engine's frozen records (states, observations, events,
melds, actions, plans).

Why this exists: ``apply`` makes a new ``GameState`` (30 fields) for every action, an
``Observation`` (28 fields) to check it and a few events, and random play or a search rollout does
little else. A frozen dataclass's generated ``__init__`` sets each field through
``object.__setattr__`` and ``dataclasses.replace`` re-reads the field list on every call; together
they were a third of the cost of ``apply``. The code made here does the same thing in straight
lines: each field is written once through the class's slot descriptor.

* ``fast_init`` (a class decorator) replaces a frozen slotted dataclass's ``__init__`` by one with
  the same signature and defaults that writes through the slots: about three times faster, and
  invisible to callers.
* ``evolver(cls)`` makes ``evolve(record, {field: value})``, ``dataclasses.replace`` without the
  per-call introspection.

Both are generated from ``dataclasses.fields`` of the class (as ``dataclasses`` generates
``__init__`` itself), so a field added to a record is handled without anyone touching this module.
They refuse a class with ``__post_init__`` (whose ``__init__`` does more than store fields). The
records stay immutable to everyone else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import Any, TypeVar

T = TypeVar("T")


def _setters(cls: type) -> dict[str, Any]:
    return {f"_set_{f.name}": cls.__dict__[f.name].__set__ for f in fields(cls)}


def evolver(cls: type[T], *, memos: tuple[str, ...] = ()) -> Callable[[T, dict[str, Any]], T]:
    """``evolve(record, changes)``: a copy of ``record`` with the fields named in ``changes``
    replaced (``dataclasses.replace`` for a dict of changes, several times faster). ``memos``:
    private memo fields (``init=False``) that start empty in the copy, as ``replace`` leaves them."""
    names = [f.name for f in fields(cls) if f.name not in memos]  # type: ignore[arg-type]
    lines = ["def evolve(record, changes, _new=object.__new__, _cls=_cls):", "    new = _new(_cls)",
             "    get = changes.get"]
    lines += [f"    _set_{name}(new, get({name!r}, record.{name}))" for name in names]
    lines += [f"    _set_{name}(new, None)" for name in memos]
    lines.append("    return new")
    return _compile("\n".join(lines), cls, "evolve")


def _compile(source: str, cls: type, name: str, extra: dict[str, Any] | None = None) -> Any:
    namespace: dict[str, Any] = {"_cls": cls, **_setters(cls), **(extra or {})}
    exec(compile(source, f"<records.{name} of {cls.__name__}>", "exec"), namespace)
    return namespace[name]


def fast_init(cls: type[T]) -> type[T]:
    """Class decorator (above ``@dataclass(frozen=True, slots=True)``): the same ``__init__``
    signature, defaults and default factories, storing each field through its slot."""
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has __post_init__: its __init__ must stay the dataclass one")
    params: list[str] = []
    body: list[str] = []
    extra: dict[str, Any] = {"_MISSING": MISSING}
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
            body.append(f"    _set_{name}(self, {value})")
            continue
        if f.default_factory is not MISSING:
            params.append(f"{name}=_MISSING")
            body.append(f"    _set_{name}(self, {value} if {name} is _MISSING else {name})")
        else:
            params.append(f"{name}={value}" if value else name)
            body.append(f"    _set_{name}(self, {name})")
    source = "\n".join([f"def __init__(self, {', '.join(params)}):", *body, "    return None"]) if params else \
        "\n".join(["def __init__(self):", *body, "    return None"])
    init = _compile(source, cls, "__init__", extra)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]
    return cls
