"""The bot protocol (ARCHITECTURE §4): ``choose(obs, rng, budget) -> action``.

A bot is a pure function of its seat's observation, an injected ``random.Random`` and a time
budget, so the same seed replays the same decisions and a bot can never see hidden cards.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Protocol

from samba.engine import Observation, random_legal_action
from samba.engine.actions import Action


class Budget:
    """How long a bot may think: ``seconds`` from ``started`` (a ``time.perf_counter`` value, now by
    default). Immutable.

    A plain slotted class rather than a frozen dataclass: every move of every bot (and every move of
    ``peer_bench.py``'s random play) makes one, and the dataclass's ``__init__`` (one
    ``object.__setattr__`` per field plus the default factory) cost as much as a quarter of a move's
    observation."""

    __slots__ = ("seconds", "started")

    seconds: float
    started: float

    def __init__(self, seconds: float = 0.5, started: float | None = None):
        _set_seconds(self, seconds)  # the slots' own setters (``__setattr__`` refuses every assignment)
        _set_started(self, _clock() if started is None else started)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Budget is immutable: cannot set {name}")

    def __repr__(self) -> str:
        return f"Budget(seconds={self.seconds!r}, started={self.started!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Budget):
            return NotImplemented
        return (self.seconds, self.started) == (other.seconds, other.started)

    def __hash__(self) -> int:
        return hash((self.seconds, self.started))

    @property
    def deadline(self) -> float:
        return self.started + self.seconds

    def remaining(self) -> float:
        return self.deadline - time.perf_counter()

    def expired(self) -> bool:
        return time.perf_counter() >= self.deadline


_clock = time.perf_counter
_set_seconds: Callable[[Budget, float], None] = Budget.__dict__["seconds"].__set__
_set_started: Callable[[Budget, float], None] = Budget.__dict__["started"].__set__


class Agent(Protocol):
    name: str

    def choose(self, obs: Observation, rng: random.Random, budget: Budget) -> Action: ...


class RandomAgent:
    """A uniformly random legal action: the baseline of tests and benchmarks.

    It draws with ``random_legal_action``: the same probability for every action of
    ``legal_actions(obs)``, without deciding every offer first (the engine's sampler decides only
    the offers it draws, so a random player rarely pays for the going-out search)."""

    name = "random"

    def choose(self, obs: Observation, rng: random.Random, budget: Budget) -> Action:
        action = random_legal_action(obs, rng)
        if action is None:
            raise ValueError(f"seat {obs.seat} has no legal action (phase {obs.phase})")
        return action
