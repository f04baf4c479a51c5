"""Hints for the human: the normal bot's own decision for the human's seat, and why in words.

The hint *is* the bot's decision: ``samba.ai.advise`` ranks the moves with the very function the
normal bot plays from, and ``reason_words`` says why. Should no ranked move pass ``check`` (a
planning slip), the normal bot's fallback move is given plainly. Either way the hint is computed
from the human's observation only.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from samba.ai import Budget, advise, decide_move, make_agent
from samba.engine import Observation, check
from samba.engine.actions import Action

from .reason_words import hint_sentence

HINT_SECONDS = 0.4


class Hint(NamedTuple):
    """The suggested move and the sentence the table shows for it."""

    action: Action
    sentence: str


def suggest_for(obs: Observation, seed: int = 0) -> Hint | None:
    """The best move the normal bot sees for this observation and why, or None when there is nothing to do."""
    choices = advise(obs)
    if choices:
        return Hint(choices[0].action, hint_sentence(choices[0], obs))
    if obs.seat != obs.to_act:
        return None
    rng = random.Random(f"samba-hint:{seed}:{len(obs.log)}")
    try:
        choice = decide_move(make_agent("normal"), obs, rng, Budget(HINT_SECONDS))
    except ValueError:  # no legal move at all: nothing to suggest
        return None
    if check(obs, choice.action) is not None:
        return None
    return Hint(choice.action, hint_sentence(choice, obs))
