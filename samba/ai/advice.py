"""Advice for the human player and reasons for any bot's move, both from the bots' own decision.

``advise(obs)`` is the normal level's ranked choices for the seat (``heuristic.rank_choices``):
the first legal one is exactly the move the normal bot would play, so a hint teaches the play the
bots make and can never disagree with them. ``decide_move`` asks any bot for its move with the
reason it had; a bot that keeps no reasons (the random one) gives a plain move.
"""

from __future__ import annotations

import random

from samba.engine import Observation, check

from .base import Agent, Budget
from .heuristic import rank_choices
from .reasons import Choice, plain
from .weights import NORMAL


def advise(obs: Observation) -> list[Choice]:
    """Legal moves for ``obs.seat`` now, best first, each with its reason (empty when it is not
    this seat's move). Deterministic: the normal level has no lapses to draw."""
    return [c for c in rank_choices(obs, NORMAL, None) if check(obs, c.action) is None]


def decide_move(agent: Agent, obs: Observation, rng: random.Random, budget: Budget) -> Choice:
    """``agent``'s move with its reason: its own ``decide`` when it has one, else its plain move."""
    decide = getattr(agent, "decide", None)
    if callable(decide):
        choice = decide(obs, rng, budget)
        if isinstance(choice, Choice):
            return choice
    return plain(agent.choose(obs, rng, budget))
