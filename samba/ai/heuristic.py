"""The easy and normal bots: one heuristic, two weight sets (``weights.py``).

A turn is several engine actions (draw or take, melds, ask, discard or go out); the bot is asked
once per action and recomputes its plan from the observation each time, so it holds no state and
cannot drift from what it sees. Every action it builds is verified with ``check``; if a planning
slip ever produced an illegal one, it falls back to a canonical legal action rather than fail.
"""

from __future__ import annotations

import random

from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.choices import legal_actions, pile_takes
from samba.engine.goout import find_go_out
from samba.engine.legality import check, permission_problem
from samba.engine.observation import Observation

from .evaluate import discard_scores, draw_value, take_value
from .memory import remember
from .partner import answer_view, go_out_view, should_ask
from .planner import plan_melds, plan_merge, plan_opening
from .weights import NORMAL, Weights


class HeuristicAgent:
    """A full heuristic player; ``weights`` decide its level."""

    def __init__(self, name: str = "normal", weights: Weights = NORMAL):
        self.name = name
        self.weights = weights
        self.fallbacks = 0
        """How often a built action failed ``check`` (should stay 0; counted for the simulator)."""

    def choose(self, obs: Observation, rng: random.Random, budget: object = None) -> A.Action:
        action = self.decide(obs, rng)
        if action is not None and check(obs, action) is None:
            return action
        self.fallbacks += 1
        options = legal_actions(obs)
        if not options:
            raise ValueError(f"seat {obs.seat} has no legal action (phase {obs.phase})")
        return _safe_default(options)

    # -- the decision ----------------------------------------------------------------------------
    def decide(self, obs: Observation, rng: random.Random) -> A.Action | None:
        if obs.phase == S.ANSWER:
            return A.AnswerGoOut(answer_view(obs, self.weights).go)
        if obs.phase == S.DRAW:
            return self.draw(obs)
        return self.meld_phase(obs, rng)

    def draw(self, obs: Observation) -> A.Action:
        """Take the pile when it is worth more than the stock cards (S6, S7, S16.3)."""
        w = self.weights
        takes = [take_value(obs, t, w) for t in pile_takes(obs)]
        best = max(takes, key=lambda t: t.value, default=None)
        if obs.stock_size == 0:
            if best is not None and (best.value > 0 or check(obs, A.EndHand()) is not None):
                return best.action
            return A.EndHand()
        if best is not None and best.value > draw_value(obs, w):
            return best.action
        return A.DrawStock()

    def meld_phase(self, obs: Observation, rng: random.Random) -> A.Action | None:
        w = self.weights
        if obs.turn.asked == S.ASKED_YES:
            return find_go_out(obs)
        early = w.early_meld > 0 and rng.random() < w.early_meld
        if obs.turn.asked != S.ASKED_NO:
            go = find_go_out(obs, ignore_permission=True)
            if go is not None:
                view = go_out_view(obs, w)
                if view.go:
                    if should_ask(obs, view):
                        return A.AskGoOut()
                    if permission_problem(obs) is None:
                        return go
        melds = self.melds(obs, early)
        if melds is not None:
            return melds
        merge = plan_merge(obs)
        if merge is not None:
            return merge
        if obs.turn.no_discard:
            return A.EndHand()
        return self.discard(obs, rng)

    def melds(self, obs: Observation, early: bool) -> A.Action | None:
        w = self.weights
        if not obs.opened[obs.side]:
            opening = plan_opening(obs, w, allow_wilds=False)
            if opening is None and (early or self._wilds_worth_it(obs)):
                opening = plan_opening(obs, w, allow_wilds=True)
            if opening is not None and check(obs, opening) is None:
                return opening
            return None
        planned = plan_melds(obs, w, early=early)
        if planned is not None and check(obs, planned) is None:
            return planned
        return None

    def _wilds_worth_it(self, obs: Observation) -> bool:
        """Spend wild cards on the opening once the pile is worth unfreezing or time is short."""
        w = self.weights
        opponents_open = any(obs.opened[s] for s in range(len(obs.opened)) if s != obs.side)
        return (len(obs.pile) >= w.open_with_wild_pile or obs.turn.number >= w.open_with_wild_turn
                or (opponents_open and len(obs.pile) >= w.open_with_wild_pile // 2))

    def discard(self, obs: Observation, rng: random.Random) -> A.Action | None:
        if len(obs.hand) < 2:
            return None
        w = self.weights
        memory = remember(obs, w.forget, rng if w.forget else None)
        ranked = discard_scores(obs, memory, w)
        pick = ranked[0]
        if w.sloppy_discard and len(ranked) > 1 and rng.random() < w.sloppy_discard:
            second = ranked[1]
            if second[0] - pick[0] <= w.sloppy_margin and not second[1].is_wild:
                pick = second
        return A.Discard(pick[1])


def _safe_default(options: list[A.Action]) -> A.Action:
    """A sensible legal action when the plan failed: draw, go out, or shed the cheapest non-wild."""
    for kind in (A.DrawStock, A.GoOut):
        for a in options:
            if isinstance(a, kind):
                return a
    discards = [a for a in options if isinstance(a, A.Discard)]
    if discards:
        return min(discards, key=lambda a: (a.card.is_wild, a.card.points))
    answers = [a for a in options if isinstance(a, A.AnswerGoOut)]
    if answers:
        return answers[0]
    return options[0]
