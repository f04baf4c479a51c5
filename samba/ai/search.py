"""The hard bot: determinized rollouts over a few candidate moves (ARCHITECTURE §4).

At the decisions that shape a hand (draw or take the pile, go out or play on, answer the partner,
and discards while the pile is worth something) it samples the hidden cards consistently with its
observation, plays each candidate in every sampled world, lets the normal bot play every seat for a
few turns, and keeps the candidate with the best average evaluation. All candidates share the same
worlds and rollout seeds (common random numbers), so the comparison is not swamped by deal luck.
Elsewhere, and whenever the budget is too small, it plays as the normal bot. It stops at its
budget (default 0.5 s, capped at 1 s).
"""

from __future__ import annotations

import random
import time

from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.choices import pile_takes
from samba.engine.goout import find_go_out
from samba.engine.legality import check
from samba.engine.observation import Observation, observe
from samba.engine.scoring import score_side
from samba.engine.state import GameState
from samba.engine.transitions import apply

from .base import Budget
from .determinize import sample_state
from .evaluate import discard_scores, draw_value, take_value
from .heuristic import HeuristicAgent
from .memory import remember
from .weights import HARD, NORMAL, Weights

MAX_SECONDS = 1.0
SAFETY = 0.02
"""Seconds kept in reserve so one rollout step never carries the bot past its budget."""


def evaluate(state: GameState, side: int, w: Weights) -> float:
    """Our side's standing minus the best opponent's: the hand score if it ended now (cards in hand
    count against, but only partly while play goes on), plus canastas that are close."""
    if state.result is not None:
        totals = [s.total for s in state.result.sides]
    else:
        totals = []
        for index, members in enumerate(state.sides):
            melds = [m for m in state.melds if m.side == index]
            held = [c for seat in members for c in state.hands[seat]]
            part = score_side(index, melds, len(state.red_threes[index]), held, False, False, state.rules)
            value = part.total - 0.6 * part.cards_in_hand
            for m in melds:
                if not m.is_complete and m.size >= 4:
                    bonus = state.rules.samba_bonus if m.kind == "sequence" else (
                        state.rules.mixed_canasta_bonus if m.wilds else state.rules.natural_canasta_bonus)
                    value += {4: 0.1, 5: 0.25, 6: 0.5}.get(m.size, 0.0) * bonus
            totals.append(value)
    ours = totals[side]
    others = [t for i, t in enumerate(totals) if i != side]
    return ours - (max(others) if others else 0.0)


class SearchAgent:
    """Determinized rollouts with the normal bot as the rollout policy."""

    name = "hard"

    def __init__(self, weights: Weights = HARD, rollout_weights: Weights = NORMAL):
        self.weights = weights
        self.policy = HeuristicAgent("hard", weights)
        self.rollout = HeuristicAgent("rollout", rollout_weights)
        self.fallbacks = 0
        self.searches = 0

    def choose(self, obs: Observation, rng: random.Random, budget: Budget | None = None) -> A.Action:
        budget = budget or Budget(0.5)
        deadline = budget.started + min(budget.seconds, MAX_SECONDS) - SAFETY
        candidates = self.candidates(obs, rng)
        if len(candidates) >= 2 and deadline - time.perf_counter() > 0.02:
            best = self.search(obs, candidates, rng, deadline)
            if best is not None and check(obs, best) is None:
                return best
        action = self.policy.choose(obs, rng, budget)
        self.fallbacks = self.policy.fallbacks
        return action

    # -- which moves are worth comparing --------------------------------------------------------
    def candidates(self, obs: Observation, rng: random.Random) -> list[A.Action]:
        w = self.weights
        if obs.phase == S.ANSWER:
            return [A.AnswerGoOut(True), A.AnswerGoOut(False)]
        if obs.phase == S.DRAW:
            takes = sorted((take_value(obs, t, w) for t in pile_takes(obs)), key=lambda t: -t.value)
            out: list[A.Action] = [t.action for t in takes[: w.candidates - 1]]
            if obs.stock_size:
                out.insert(0, A.DrawStock())
            elif check(obs, A.EndHand()) is None:
                out.insert(0, A.EndHand())
            if out and takes and obs.stock_size and takes[0].value < draw_value(obs, w) - 40:
                return []  # the pile is clearly not worth it: no need to search
            return out
        if obs.turn.asked == S.ASKED_YES:
            return []
        go = find_go_out(obs)
        if go is not None:
            other = self._play_on(obs, rng)
            return [go] + ([other] if other is not None else [])
        discarding = not obs.turn.no_discard and len(obs.hand) >= 2
        if w.search_discards and len(obs.pile) >= w.search_discard_pile and discarding:
            planned = self.policy.decide(obs, random.Random(0))
            if isinstance(planned, A.Discard):
                ranked = discard_scores(obs, remember(obs), w)
                return [A.Discard(card) for _score, card, _d in ranked[: w.candidates]]
        return []

    def _play_on(self, obs: Observation, rng: random.Random) -> A.Action | None:
        """The best move that does not go out now (melds, or a discard)."""
        melds = self.policy.melds(obs, early=False)
        if melds is not None:
            return melds
        if len(obs.hand) >= 2 and not obs.turn.no_discard:
            ranked = discard_scores(obs, remember(obs), self.weights)
            return A.Discard(ranked[0][1])
        return None

    # -- the search -----------------------------------------------------------------------------
    def search(self, obs: Observation, candidates: list[A.Action], rng: random.Random,
               deadline: float) -> A.Action | None:
        self.searches += 1
        memory = remember(obs)
        totals = [0.0] * len(candidates)
        worlds = 0
        side = obs.side
        for world_index in range(self.weights.worlds):
            if time.perf_counter() >= deadline:
                break
            world = sample_state(obs, memory, random.Random(rng.random()))
            seed = rng.random()
            scores = []
            for action in candidates:
                value = self._rollout(world, action, side, seed, deadline)
                if value is None:
                    break
                scores.append(value)
            if len(scores) < len(candidates):
                break
            worlds = world_index + 1
            for i, value in enumerate(scores):
                totals[i] += value
        if worlds < 2:
            return None
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def _rollout(self, state: GameState, action: A.Action, side: int, seed: float, deadline: float) -> float | None:
        try:
            state, _ = apply(state, action)
        except Exception:  # an impossible world (hidden cards disagree with a planned move)
            return -1e6
        rng = random.Random(seed)
        start_turn = state.turn.number
        limit = start_turn + self.weights.rollout_turns * len(state.active)
        steps = 0
        while state.phase not in (S.HAND_OVER, S.GAME_OVER) and state.turn.number <= limit and steps < 400:
            if time.perf_counter() >= deadline:
                return None
            obs = observe(state, state.to_act)
            step = self.rollout.decide(obs, rng)
            if step is None or check(obs, step) is not None:
                step = self.rollout.choose(obs, rng, None)
            state, _ = apply(state, step)
            steps += 1
        return evaluate(state, side, self.weights)
