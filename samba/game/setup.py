"""What a match is made of before the first card is dealt: rules, deal number, and who sits where.

Kept apart from the controller so the new-game screen, the save file and the tests build the same
value, and so a save can be checked field by field before anything is replayed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from samba.ai import LEVEL_NAMES as BOT_LEVELS
from samba.ai import PLAYER_LEVELS
from samba.engine import InvalidAction, RuleSet
from samba.i18n import pgettext

from . import names
from .practice import Practice

HUMAN = "human"
LEVELS: tuple[str, ...] = PLAYER_LEVELS
"""The bot levels a seat can have (the catalogue is ``samba.ai.levels``)."""


def level_title(level: str) -> str:
    """A bot level (or the human seat) as a player reads it, in the player's language: "Normal", "You"."""
    if level == HUMAN:
        return pgettext("seat", "You")
    return names.level_title(level)
MAX_SEED = 10**9


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """One match's fixed inputs. ``levels[seat]`` is ``"human"`` or a bot level name."""

    rules: RuleSet
    seed: int
    levels: tuple[str, ...]
    practice: Practice = field(default_factory=Practice)
    """Learning aids for this match (off by default; see ``practice.py``)."""

    def __post_init__(self) -> None:
        if len(self.levels) != self.rules.player_count:
            raise InvalidAction(f"{self.rules.player_count} players need {self.rules.player_count} seat levels, "
                                f"got {len(self.levels)}")
        if list(self.levels).count(HUMAN) > 1:
            raise InvalidAction("at most one seat can be the human player")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed <= MAX_SEED:
            raise InvalidAction(f"the deal number must be a whole number from 0 to {MAX_SEED}, got {self.seed!r}")

    @property
    def human(self) -> int | None:
        """The human's seat, or None when every seat is a computer (watch mode, smoke test)."""
        return self.levels.index(HUMAN) if HUMAN in self.levels else None

    @property
    def viewer(self) -> int:
        """The seat whose observation the table shows: the human, else seat 0."""
        human = self.human
        return 0 if human is None else human

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"rules": self.rules.to_dict(), "seed": self.seed, "levels": list(self.levels)}
        if self.practice.any:  # absent means off, so ordinary saves stay exactly as they were
            data["practice"] = self.practice.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: Any) -> MatchSetup:
        """Untrusted save data → a setup; ``InvalidAction`` says what is wrong."""
        if not isinstance(data, dict):
            raise InvalidAction("the match setup must be an object")
        levels = data.get("levels")
        if not isinstance(levels, list) or not all(isinstance(x, str) for x in levels):
            raise InvalidAction("the match setup needs a list of seat levels")
        unknown = [level for level in levels if level != HUMAN and level not in BOT_LEVELS]
        if unknown:  # a name the game would show at the table and give to make_agent: only known ones
            raise InvalidAction(f"seat level {unknown[0][:40]!r} is not one of {', '.join((HUMAN, *BOT_LEVELS))}")
        seed = cast(int, data.get("seed"))  # checked with the rest in __post_init__
        return cls(RuleSet.from_dict(data.get("rules")), seed, tuple(levels),
                   Practice.from_dict(data.get("practice")))


def standard_levels(player_count: int, level: str = "normal") -> tuple[str, ...]:
    """The human at seat 0 and every other seat a bot of ``level``."""
    return (HUMAN,) + (level,) * (player_count - 1)
