"""The bot levels, defined in one place: name, how long the table lets it think, whether players
are offered it, and how to build it.

Every other layer asks this catalogue (the New game screen's choices, the controller's thinking
time, the simulator's seat names), so adding a level is one entry here plus its weights in
``weights.py``. The level factory lives here rather than beside the ``Agent`` protocol in
``base.py`` so that the bots can import the protocol without importing each other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .base import Agent, RandomAgent
from .heuristic import HeuristicAgent
from .search import SearchAgent
from .weights import EASY, NORMAL


@dataclass(frozen=True, slots=True)
class Level:
    """One bot level."""

    name: str
    think_seconds: float
    """The budget the table gives one decision (the hard bot searches within it, capped at 1 s;
    the others decide in milliseconds and the table paces their moves itself)."""
    offered: bool
    """Offered to players on the New game screen (``random`` is for tests and benchmarks)."""
    build: Callable[[], Agent]


CATALOGUE: tuple[Level, ...] = (
    Level("random", 0.3, False, RandomAgent),
    Level("easy", 0.3, True, lambda: HeuristicAgent("easy", EASY)),
    Level("normal", 0.6, True, lambda: HeuristicAgent("normal", NORMAL)),
    Level("hard", 1.5, True, SearchAgent),
)
LEVEL_NAMES: tuple[str, ...] = tuple(level.name for level in CATALOGUE)
PLAYER_LEVELS: tuple[str, ...] = tuple(level.name for level in CATALOGUE if level.offered)
"""The levels a player can seat at the table, weakest first."""


def level(name: str) -> Level:
    """The level called ``name``; ``ValueError`` names the choices otherwise."""
    for entry in CATALOGUE:
        if entry.name == name:
            return entry
    raise ValueError(f"unknown bot level {name!r}; choose one of {', '.join(LEVEL_NAMES)}")


def make_agent(name: str) -> Agent:
    """A bot by level name: ``random``, ``easy``, ``normal`` or ``hard`` (ARCHITECTURE §4)."""
    return level(name).build()


def think_seconds(name: str) -> float:
    """How long the table lets a level think per move (0.5 s for an unknown name)."""
    try:
        return level(name).think_seconds
    except ValueError:
        return 0.5
