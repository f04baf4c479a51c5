"""The three ways the engine says no (ARCHITECTURE §3).

``InvalidAction`` — the input is malformed (not an action, a card that does not exist, a bad
document). ``IllegalAction`` — a well-formed action the rules forbid; it carries a ``Violation``
with a stable code, the rule number and a sentence for the player. ``EngineBug`` — an invariant
broke; never the caller's fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

QUOTE_LIMIT = 120
"""Most characters of a bad value an error message repeats: a message stays readable (and small)
however large the input was."""


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages about bad input.

    Never raises: a value whose own ``repr`` fails (an out-of-range ``Card``, say) is shown by type.
    Long containers are cut before ``repr`` builds them in full, so a huge value costs little."""
    try:
        if isinstance(value, list | tuple | set | frozenset) and len(value) > limit:
            return f"{type(value).__name__} of {len(value):,} items"
        if isinstance(value, dict) and len(value) > limit:
            return f"object with {len(value):,} keys"
        if isinstance(value, str) and len(value) > 4 * limit:
            value = value[: 2 * limit]
            text = repr(value)[:-1] + "…'"
        elif isinstance(value, int) and not isinstance(value, bool) and type(value) is not int:
            text = f"{type(value).__name__}({int(value)})"
        else:
            text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is refused: ``code``, ``rule`` and ``params`` for programs, ``message`` for logs.

    The engine speaks no player's language: ``message`` is English developer text (logs, tracebacks,
    the terminal). What a player reads is worded by the game layer (``samba.game.refusal_words``) from
    the code, the rule and ``params`` — the refusal's particulars as plain values (a card code like
    ``"9H"``, a rank number, a count, a ``case`` where one code has several situations) — in the
    language in force."""

    code: str
    rule: str
    message: str
    params: tuple[tuple[str, str | int], ...] = ()

    def param(self, name: str, default: str | int | None = None) -> str | int | None:
        """One particular of the refusal (``default`` when the refusal has none by that name)."""
        return dict(self.params).get(name, default)

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


class SambaError(Exception):
    """Base of every error the engine raises on purpose."""


class InvalidAction(SambaError, ValueError):
    """Malformed input: the message names what is wrong."""


class IllegalAction(SambaError):
    """A well-formed action that the rules refuse."""

    def __init__(self, violation: Violation):
        super().__init__(str(violation))
        self.violation = violation


class EngineBug(SambaError, AssertionError):
    """An engine invariant broke (for example the 162 cards are no longer all accounted for)."""
