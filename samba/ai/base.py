"""The bot protocol (ARCHITECTURE §4): ``choose(obs, rng, budget) -> action``.

A bot is a pure function of its seat's observation, an injected ``random.Random`` and a time
budget, so the same seed replays the same decisions and a bot can never see hidden cards.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Protocol

from samba.engine import Observation, legal_actions
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
    """A uniformly random legal action: the baseline of tests and benchmarks."""

    name = "random"

    def choose(self, obs: Observation, rng: random.Random, budget: Budget) -> Action:
        options = legal_actions(obs)
        if not options:
            raise ValueError(f"seat {obs.seat} has no legal action (phase {obs.phase})")
        return options[rng.randrange(len(options))]

