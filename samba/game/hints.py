"""Hints for the human: the same code the computer players use (ARCHITECTURE §4).

Prefers the AI's ``suggest`` (moves with reasons) when it exists; otherwise asks the normal-level
bot what it would do. Either way the hint is computed from the human's observation only.
"""

from __future__ import annotations

import random

from samba import ai
from samba.ai import Budget, make_agent
from samba.engine import Observation, check
from samba.engine.actions import Action

HINT_SECONDS = 0.4


def suggest_for(obs: Observation, seed: int = 0) -> tuple[Action, str] | None:
    """The best move the AI sees for this observation and why, or None when there is nothing to do."""
    suggest = getattr(ai, "suggest", None)
    if suggest is not None:
        for action, reason in suggest(obs):
            if check(obs, action) is None:
                return action, reason
    try:
        agent = make_agent("normal")
    except ValueError:
        return None
    action = agent.choose(obs, random.Random(f"samba-hint:{seed}:{len(obs.log)}"), Budget(HINT_SECONDS))
    if check(obs, action) is not None:
        return None
    return action, "what the normal computer player would do here"
