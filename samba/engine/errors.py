"""The three ways the engine says no (ARCHITECTURE §3).

``InvalidAction`` — the input is malformed (not an action, a card that does not exist, a bad
document). ``IllegalAction`` — a well-formed action the rules forbid; it carries a ``Violation``
with a stable code, the rule number and a sentence for the player. ``EngineBug`` — an invariant
broke; never the caller's fault.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is refused: ``code`` for programs, ``rule`` and ``message`` for people."""

    code: str
    rule: str
    message: str

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
