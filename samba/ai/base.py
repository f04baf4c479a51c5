"""The bot protocol (ARCHITECTURE §4): ``choose(obs, rng, budget) -> action``.

A bot is a pure function of its seat's observation, an injected ``random.Random`` and a time
budget, so the same seed replays the same decisions and a bot can never see hidden cards.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Protocol

from samba.engine import Observation, random_legal_action
from samba.engine.actions import Action


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a bot may think. ``deadline`` is a ``time.perf_counter`` value (None: no limit)."""

    seconds: float = 0.5
    started: float = field(default_factory=time.perf_counter)

    @property
    def deadline(self) -> float:
        return self.started + self.seconds

    def remaining(self) -> float:
        return self.deadline - time.perf_counter()

    def expired(self) -> bool:
        return time.perf_counter() >= self.deadline


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
