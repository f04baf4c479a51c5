"""Practice options: learning aids a player switches on for one match, kept apart from the rules.

They are not rules (the engine never sees them) and not settings (they belong to one match, so a
saved practice game resumes as practice). ``open_hands`` lets the table show every hand face up,
through ``MatchController.open_hands`` only; ``explain_moves`` adds one line on why each computer
move was made. A save without the key is an ordinary match: every option defaults to off.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from samba.engine import InvalidAction
from samba.i18n import N_, _


@dataclass(frozen=True, slots=True)
class Practice:
    """Which practice aids are on (all off: a normal match)."""

    open_hands: bool = False
    explain_moves: bool = False

    @property
    def any(self) -> bool:
        """True when the table must show its PRACTICE badge."""
        return self.open_hands or self.explain_moves

    def labels(self) -> list[str]:
        """Short names of the options that are on, for the badge."""
        return [_(name) for name, on in ((N_("open hands"), self.open_hands), (N_("explain moves"), self.explain_moves))
                if on]

    def to_dict(self) -> dict[str, bool]:
        return {"open_hands": self.open_hands, "explain_moves": self.explain_moves}

    @classmethod
    def from_dict(cls, data: Any) -> Practice:
        """Untrusted save data → options; a missing value means off, a wrong type is an error."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise InvalidAction("the practice options must be an object")
        values = {}
        for name in ("open_hands", "explain_moves"):
            value = data.get(name, False)
            if not isinstance(value, bool):
                raise InvalidAction(f"the practice option {name!r} must be true or false, got {value!r}")
            values[name] = value
        return cls(**values)
