"""The hard bot: determinized playouts of the close decisions (ARCHITECTURE §4).

Where the heuristic's choice is close (a discard within ``close_discard`` of the next, a pile
take within ``close_take`` of the draw) and where a decision shapes the whole hand (go out or play
on, the partner's answer), it samples the hidden cards consistently with its observation, plays
each candidate in every sampled world and lets the normal bot play every seat to the end of the
hand (``playout.py``). The hard level (``weights.HARD``) keeps only the last two, where the hand
ends in one branch: close discards and takes measured no stronger (``STRENGTH.md``), whether
played to the end of the hand or, with ``discard_model="next_take"``, only to the next opponent's
draw (``next_take.py``: the opponent takes the pile or not, a low-variance comparison). All
candidates share the same worlds and playout seeds (common random numbers), so what differs
between them is the move, not the deal's luck; the per-world differences then say how sure the
comparison is. The heuristic's move stands unless another beats it by more
than ``switch_margin`` points a world and by ``switch_z`` standard errors of that difference:
the playouts are noisy, and a search that follows its noise plays worse than the heuristic it
starts from (``STRENGTH.md``). Every random draw comes from the injected ``rng``, so the same
seed replays the same decisions (when the budget does not cut the search short).

A sampled world must be one the bot could be in: when answering "may I go out?", the asker's
hand is built so that it can go out (the engine asks only then), and a world in which a playout
reaches a position no player could move from is dropped for every candidate alike. Elsewhere, and
whenever the budget is too small, it plays as the normal bot. It stops at its budget (default
0.5 s, capped at 1 s).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator

from samba.engine import IllegalAction, Observation, apply, check, find_go_out, observe
from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.state import GameState

from . import next_take
from . import reasons as R
from .base import Budget
from .determinize import going_out_hand, sample_state
from .evaluate import discard_scores, next_opponent, pile_value_for_taker
from .heuristic import HeuristicAgent, rank_choices
from .memory import Memory, remember
from .playout import ImpossibleWorld, hand_value, play_to_end
from .reasons import Choice, reason
from .weights import HARD, NORMAL, Weights

MAX_SECONDS = 1.0
SAFETY = 0.02
"""Seconds kept in reserve so one playout step never carries the bot past its budget."""
WORLD_TRIES = 3
"""Attempts at building one consistent world before giving up on it."""

__all__ = ["ImpossibleWorld", "SearchAgent", "paired", "settled", "verdict"]


def verdict(values: list[list[float]], margin: float, z: float) -> tuple[int, float]:
    """(the candidate to play, its lead per world) from each candidate's playout values, world by
    world (candidate 0 is the heuristic's move). Another candidate replaces it only when its mean
    paired difference exceeds ``margin`` points and ``z`` standard errors; the lead is what the
    chosen move gained over the best other (0 when the heuristic's move was kept on a difference
    too small to trust)."""
    worlds = len(values[0])
    best, best_mean, leads = 0, 0.0, []
    for i in range(1, len(values)):
        mean, se = paired(values[i], values[0])
        leads.append(mean)
        if mean > margin and mean > z * se and mean > best_mean:
            best, best_mean = i, mean
    if best == 0:
        return 0, max(0.0, -max(leads, default=0.0))
    others = [sum(values[j]) / worlds for j in range(len(values)) if j != best]
    return best, sum(values[best]) / worlds - max(others)


def paired(values: list[float], base: list[float]) -> tuple[float, float]:
    """The mean of the world-by-world differences and its standard error."""
    diffs = [a - b for a, b in zip(values, base, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, math.sqrt(var / n)


def settled(values: list[list[float]], margin: float) -> bool:
    """Whether no other candidate can still plausibly replace the heuristic's move: each one's mean
    paired difference plus two standard errors stays under ``margin`` (the search stops early and
    its budget is not spent on decisions the heuristic already gets right)."""
    for i in range(1, len(values)):
        mean, se = paired(values[i], values[0])
        if mean + 2.0 * se >= margin:
            return False
    return True


def _distinct(choices: list[Choice]) -> list[Choice]:
    """The choices without repeated actions (the first of each kept): playing one move out twice
    only spends the budget."""
    seen: list[A.Action] = []
    out = []
    for c in choices:
        if c.action not in seen:
            seen.append(c.action)
            out.append(c)
    return out


class SearchAgent:
    """Determinized playouts to the end of the hand, the normal bot playing every seat."""

    name = "hard"

    def __init__(self, weights: Weights = HARD, rollout_weights: Weights = NORMAL):
        self.weights = weights
        self.policy = HeuristicAgent("hard", weights)
        self.rollout_weights = rollout_weights
        self.fallbacks = 0
        self.searches = 0
        self.switched = 0
        """Searches whose verdict replaced the heuristic's move (counted for the simulator)."""
        self.dropped_worlds = 0
        """Sampled worlds left out because they proved inconsistent (counted for the simulator)."""

    def choose(self, obs: Observation, rng: random.Random, budget: Budget | None = None) -> A.Action:
        return self.decide(obs, rng, budget).action

    def decide(self, obs: Observation, rng: random.Random, budget: object = None) -> Choice:
        """The move to play and why: the search's verdict, or the heuristic's when it did not search."""
        budget = budget if isinstance(budget, Budget) else Budget(0.5)
        deadline = budget.started + min(budget.seconds, MAX_SECONDS) - SAFETY
        candidates = _distinct(self.candidates(obs))
        if len(candidates) >= 2 and deadline - time.perf_counter() > 0.02:
            found = self.search(obs, candidates, rng, deadline)
            if found is not None and check(obs, found.action) is None:
                return found
        choice = self.policy.decide(obs, rng, budget)
        self.fallbacks = self.policy.fallbacks
        return choice

    # -- which moves are worth comparing --------------------------------------------------------
    def candidates(self, obs: Observation) -> list[Choice]:
        """The moves worth playing out, the heuristic's own first (fewer than two: no search)."""
        w = self.weights
        if obs.phase == S.ANSWER:
            return rank_choices(obs, w)
        if obs.phase == S.DRAW:
            return self._draw_candidates(obs, w)
        if obs.turn.must_go_out:
            return []  # bound to go out (S15.4, S14.3): nothing to compare
        ranked = rank_choices(obs, w)
        if not ranked:
            return []
        go = find_go_out(obs) if w.search_going_out else None
        if go is not None:
            going = next((c for c in ranked if c.action == go), Choice(go, reason(R.GO_OUT_WORTH)))
            other = next((c for c in ranked if not isinstance(c.action, A.GoOut | A.AskGoOut)), None)
            pair = [going] + ([other] if other is not None else [])
            return pair if other is None or ranked[0].action != other.action else pair[::-1]
        discarding = not obs.turn.no_discard and len(obs.hand) >= 2
        first = ranked[0]
        if not (w.search_discards and discarding and isinstance(first.action, A.Discard)
                and len(obs.pile) >= w.search_discard_pile and first.score is not None):
            return []
        close = [c for c in ranked[1:] if isinstance(c.action, A.Discard) and c.score is not None
                 and not c.action.card.is_wild and c.score - first.score <= w.close_discard]
        return [first, *close][: w.candidates]

    @staticmethod
    def _draw_candidates(obs: Observation, w: Weights) -> list[Choice]:
        """Draw or take the pile, when the heuristic's values of the two are within ``close_take``."""
        if obs.turn.must_go_out or not w.search_takes or obs.stock_size == 0:
            return []  # a "yes" before the draw: only the take that goes out is left (BR14)
        ranked = rank_choices(obs, w)
        takes = [c for c in ranked if isinstance(c.action, A.TakePile)]
        draw = next((c for c in ranked if isinstance(c.action, A.DrawStock)), None)
        if not takes or draw is None or takes[0].score is None or draw.score is None:
            return []
        if abs(takes[0].score - draw.score) > w.close_take:
            return []
        return [ranked[0], draw if ranked[0].action != draw.action else takes[0]]

    # -- the search -----------------------------------------------------------------------------
    def _worlds(self, obs: Observation, memory: Memory, rng: random.Random,
                deadline: float) -> Iterator[tuple[GameState, float]]:
        """The sampled worlds of one search, each with its playout seed, until ``worlds`` tries or the
        deadline; a world that could not be built is counted as dropped. Every candidate is played in
        the same worlds with the same seed (common random numbers)."""
        for _attempt in range(self.weights.worlds):
            if time.perf_counter() >= deadline:
                return
            world = self._world(obs, memory, random.Random(rng.random()))
            seed = rng.random()
            if world is None:
                self.dropped_worlds += 1
                continue
            yield world, seed

    def _world(self, obs: Observation, memory: Memory, rng: random.Random) -> GameState | None:
        """A full state consistent with ``obs`` (None if none could be built in a few tries)."""
        if obs.phase != S.ANSWER:
            return sample_state(obs, memory, rng)
        for _ in range(WORLD_TRIES):
            hand = going_out_hand(obs, memory, rng)
            if hand is None:
                continue
            world = sample_state(obs, memory, rng, {obs.turn_seat: hand})
            try:
                told, _ = apply(world, A.AnswerGoOut(True))
            except IllegalAction:
                continue
            if find_go_out(observe(told, obs.turn_seat)) is not None:
                return world
        return None

    def search(self, obs: Observation, candidates: list[Choice], rng: random.Random,
               deadline: float) -> Choice | None:
        """The verdict of playing every candidate out in the same sampled worlds (None: fewer than
        two worlds could be played within the budget)."""
        self.searches += 1
        w = self.weights
        memory = remember(obs)
        ending = obs.phase == S.ANSWER or any(isinstance(c.action, A.GoOut) for c in candidates)
        if w.discard_model == "next_take" and all(isinstance(c.action, A.Discard) for c in candidates):
            return self._search_next_take(obs, memory, candidates, rng, deadline)
        margin, z = (w.ending_switch_margin, w.ending_switch_z) if ending else (w.switch_margin, w.switch_z)
        values: list[list[float]] = [[] for _ in candidates]
        for world, seed in self._worlds(obs, memory, rng, deadline):
            scores = []
            try:
                for choice in candidates:
                    end = play_to_end(world, choice.action, self.rollout_weights, seed, deadline)
                    if end is None:
                        break
                    scores.append(hand_value(end, obs.side, w.win_bonus))
            except ImpossibleWorld:
                self.dropped_worlds += 1
                continue
            if len(scores) < len(candidates):
                break
            for i, value in enumerate(scores):
                values[i].append(value)
            if len(values[0]) >= w.min_worlds and settled(values, margin):
                break
        if len(values[0]) < 2:
            return None
        return self._verdict(candidates, values, margin, z)

    def _verdict(self, candidates: list[Choice], values: list[list[float]], margin: float,
                 z: float) -> Choice:
        best, lead = verdict(values, margin, z)
        if best:
            self.switched += 1
        chosen = candidates[best]
        return Choice(chosen.action, reason(R.SEARCHED, chosen.reason, worlds=len(values[0]), gain=round(lead)))

    def _search_next_take(self, obs: Observation, memory: Memory, candidates: list[Choice],
                          rng: random.Random, deadline: float) -> Choice | None:
        """Close discards judged by the next opponent's reply in the same sampled worlds
        (``next_take.py``): a candidate's value in a world is minus its score on the heuristic's
        scale, with the heuristic's guessed danger replaced by the pile the opponent takes there."""
        w = self.weights
        opponent = next_opponent(obs)
        if opponent is None:
            return None
        scored = {card: (score, danger) for score, card, danger in discard_scores(obs, memory, w)}
        kept = []  # each candidate's score without the guessed danger: what it keeps in hand
        for choice in candidates:
            assert isinstance(choice.action, A.Discard)
            score, danger = scored[choice.action.card]
            kept.append(score - danger)
        pile_value = pile_value_for_taker(obs, w)
        values: list[list[float]] = [[] for _ in candidates]
        for world, seed in self._worlds(obs, memory, rng, deadline):
            try:
                replies = [next_take.reply(world, c.action, opponent, self.rollout_weights, seed)
                           for c in candidates if isinstance(c.action, A.Discard)]
            except next_take.NoReply:
                self.dropped_worlds += 1
                continue
            for i, answer in enumerate(replies):
                values[i].append(-(kept[i] + next_take.given(answer, pile_value, w)))
            if len(values[0]) >= w.min_worlds and settled(values, w.next_take_margin):
                break
        if len(values[0]) < 2:
            return None
        return self._verdict(candidates, values, w.next_take_margin, w.next_take_z)
