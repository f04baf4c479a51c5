"""What a discard gives the next opponent, judged in sampled worlds (the hard bot's close discards).

A discard mostly decides one thing: whether the next opponent takes the pile with it. The
heuristic guesses that from the chance the opponent holds a pair of the card's rank
(``evaluate.take_chance``) and charges the pile's value times that chance. Playing two close
discards out to the end of the hand (``playout.py``) measured no better: the two playouts differ by
700-1,300 points a world while the discards differ by 20-50, so the comparison is noise
(``STRENGTH.md``). Here each candidate is played only until the next opponent's draw, in the same
sampled worlds (common random numbers), and the opponent (modelled as the normal bot) decides
whether to take the pile: the outcome is one yes or no a world, and the candidates' difference
is the keep value the heuristic gave them (the same in every world) plus the pile where the
opponent takes it after one and not the other, so a few worlds resolve it.
"""

from __future__ import annotations

import random

from samba.engine import IllegalAction, apply, observe
from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.state import GameState

from .heuristic import rank_choices
from .weights import Weights

MAX_STEPS = 40
"""Engine actions played (by the policy) between the discard and the next opponent's draw."""


class NoReply(Exception):
    """The sampled world admits no move on the way to the next opponent's draw (it cannot be ours)."""


def reply(world: GameState, discard: A.Discard, opponent: int, policy: Weights, seed: float) -> A.Action | None:
    """The next opponent's draw decision after ``discard`` in ``world`` (the ``policy`` heuristic
    playing every seat until then); None when the hand ends first. Raises ``NoReply`` when the
    world admits no move (its hidden cards disagree with what the bot knows)."""
    try:
        state, _ = apply(world, discard)
    except IllegalAction as exc:
        raise NoReply(str(exc)) from None
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if state.phase in (S.HAND_OVER, S.GAME_OVER):
            return None
        ranked = rank_choices(observe(state, state.to_act), policy, rng, alternatives=False, why=False)
        if not ranked:
            raise NoReply(f"no move for seat {state.to_act} in phase {state.phase}")
        if state.to_act == opponent and state.phase == S.DRAW:
            return ranked[0].action
        try:
            state, _ = apply(state, ranked[0].action)
        except (IllegalAction, ValueError) as exc:
            raise NoReply(str(exc)) from None
    raise NoReply("the next opponent's draw did not come")


def given(action: A.Action | None, pile_value: float, w: Weights) -> float:
    """What the reply costs the discarder, on the heuristic's danger scale (``evaluate.discard_scores``):
    the pile's value when the opponent takes it (the top card alone, where a sequence takes only that
    card: ``pile_base`` × 0.6), else 0."""
    if not isinstance(action, A.TakePile):
        return 0.0
    if action.method == A.SEQUENCE_CARD:
        return w.danger * w.pile_base * 0.6
    return w.danger * pile_value
