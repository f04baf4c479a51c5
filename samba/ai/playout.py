"""Playing a sampled world to the end of the hand, and what the end is worth to a side.

The hard bot's search (``search.py``) compares a few candidate moves by playing each out in the
same sampled worlds. Four-turn rollouts scored by a static guess could not see what a pile or a
discard is worth over the rest of the hand (``STRENGTH.md``); on the faster engine (issue #15) a
whole hand plays out in a few milliseconds, so the rollout goes to the hand's end and is scored by
what decides it: the side's hand score against the best other side's, plus a bonus for winning the
hand (hands won is what the bot is measured on).
"""

from __future__ import annotations

import random
import time

from samba.engine import IllegalAction, apply, observe
from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.state import GameState

from .heuristic import rank_choices
from .weights import Weights

MAX_STEPS = 600
"""Engine actions one playout may take before it is abandoned (a hand is about 50)."""


class ImpossibleWorld(Exception):
    """A sampled world turned out inconsistent with what the bot knows (no move was possible)."""


def hand_value(state: GameState, side: int, win_bonus: float) -> float:
    """What a finished hand is worth to ``side``: its hand score minus the best other side's, plus
    ``win_bonus`` for the highest score (half of it shared on a tie, minus it for a loss)."""
    assert state.result is not None
    totals = [s.total for s in state.result.sides]
    ours = totals[side]
    best_other = max((t for i, t in enumerate(totals) if i != side), default=0)
    margin = ours - best_other
    return margin + (win_bonus if margin > 0 else -win_bonus if margin < 0 else 0.0)


def play_to_end(state: GameState, action: A.Action, policy: Weights, seed: float,
                deadline: float) -> GameState | None:
    """``action`` then every seat played by the ``policy`` heuristic to the end of the hand; None
    when the deadline passes first. Raises ``ImpossibleWorld`` when the world admits no move.

    The policy's first ranked move is applied with the checked ``apply`` (the engine refuses an
    illegal one; the AI reaches the engine only through its public face), without the extra
    ``check`` a bot's ``decide`` makes: one rule check per step."""
    try:
        state, _ = apply(state, action)
    except IllegalAction as exc:  # the hidden cards of this world disagree with the move
        raise ImpossibleWorld(str(exc)) from None
    rng = random.Random(seed)
    steps = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        if steps >= MAX_STEPS:
            raise ImpossibleWorld("the playout did not end")
        if steps % 4 == 0 and time.perf_counter() >= deadline:
            return None
        obs = observe(state, state.to_act)
        ranked = rank_choices(obs, policy, rng, alternatives=False, why=False)
        if not ranked:
            raise ImpossibleWorld(f"no move for seat {obs.seat} in phase {obs.phase}")
        try:
            state, _ = apply(state, ranked[0].action)
        except (IllegalAction, ValueError) as exc:  # a planning slip, or a world that cannot be ours
            raise ImpossibleWorld(str(exc)) from None
        steps += 1
    return state
