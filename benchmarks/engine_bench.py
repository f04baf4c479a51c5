"""Engine speed figures: random play throughput and the per-call cost of the engine API.

Prints, for 4 players under the default rules with ``RandomAgent`` (the engine's uniform
``random_legal_action``) in one process: actions/s and hands/s of random play, the median time of a
whole hand, and the median cost of one call of ``observe``, ``legal_actions``,
``random_legal_action``, ``check``, ``apply`` and ``apply_unchecked`` (the search rollouts' apply)
measured on positions of real play, then one whole random move (observe, ``random_legal_action``,
``apply``: the loop of ``peer_bench.py``) and ``random_legal_action`` in the draw and meld phases
apart. Each call is timed on a fresh copy of its position, so nothing
memoised by an earlier call (the observation a state keeps, the hand's facts and the going-out
answer an observation keeps) makes it look cheaper than it is the first time; ``legal_actions`` is
also given after ``observe`` as a player pays for them. It only reports; it never fails on a number
(ARCHITECTURE §2). Optional ``--profile`` prints the cProfile hot spots of one random hand.

    .venv/bin/python benchmarks/engine_bench.py [--hands 30] [--seed 1] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from samba.ai.base import Budget, RandomAgent
from samba.engine import GameState, apply, check, legal_actions, new_match, observe, preset, random_legal_action
from samba.engine import state as S
from samba.engine.transitions import apply_unchecked

PLAYING = (S.DRAW, S.MELD, S.ANSWER)


def random_hand(seed: int) -> tuple[int, list[GameState]]:
    """One whole random hand: (actions played, every position before an action)."""
    rng = random.Random(seed)
    agent = RandomAgent()
    state = new_match(preset("samba"), seed)
    positions = []
    while state.phase in PLAYING:
        positions.append(state)
        state = apply(state, agent.choose(observe(state, state.to_act), rng, Budget())).state
    return len(positions), positions


def per_call_us(func: Callable[..., Any], args_list: Sequence[tuple[Any, ...]], repeat: int = 3,
                fresh: Callable[[tuple[Any, ...]], tuple[Any, ...]] = lambda args: args) -> float:
    """Median microseconds of one call over ``args_list``, each position timed ``repeat`` times on
    ``fresh(args)``: new copies made outside the timing, so no call finds an earlier one's memo."""
    times = []
    clock = time.perf_counter
    for args in args_list:
        for _ in range(repeat):
            call_args = fresh(args)
            t = clock()
            func(*call_args)
            times.append(clock() - t)
    return statistics.median(times) * 1e6


def _fresh_state(args: tuple[Any, ...]) -> tuple[Any, ...]:
    return (replace(args[0]), *args[1:])  # ``replace`` leaves the memoised observation behind


def _fresh_obs(args: tuple[Any, ...]) -> tuple[Any, ...]:
    return (replace(args[0]), *args[1:])  # and the hand's facts and going-out answer


def _observe_then_legal(state: GameState) -> list[Any]:
    return legal_actions(observe(state, state.to_act))


def _random_move(state: GameState, rng: random.Random) -> Any:
    """One move of random play as ``peer_bench.py`` plays it: observe, draw uniformly, the checked
    apply (which reuses the plan the draw kept, ``Observation.keep_plan``)."""
    action = random_legal_action(observe(state, state.to_act), rng)
    assert action is not None
    return apply(state, action)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="profile one random hand with cProfile")
    args = parser.parse_args(argv)

    hand_ms, total_actions, all_positions = [], 0, []
    started = time.perf_counter()
    for i in range(args.hands):
        t = time.perf_counter()
        count, positions = random_hand(args.seed + i)
        hand_ms.append((time.perf_counter() - t) * 1000)
        total_actions += count
        all_positions.extend(positions[::5])
    elapsed = time.perf_counter() - started
    print(f"random play, 4 players, default rules, {args.hands} hands, {total_actions} actions:")
    print(f"  {total_actions / elapsed:10.0f} actions/s")
    print(f"  {args.hands / elapsed:10.2f} hands/s")
    print(f"  {statistics.median(hand_ms):10.1f} ms per hand (median)")

    rng = random.Random(args.seed)
    sample = rng.sample(all_positions, min(600, len(all_positions)))
    observations = [(observe(s, s.to_act),) for s in sample]
    chosen = [(s, rng.choice(legal_actions(o))) for s, (o,) in zip(sample, observations, strict=True)]
    draws = [(o, random.Random(i)) for i, (o,) in enumerate(observations)]
    checks = [(o, a) for (o,), (_s, a) in zip(observations, chosen, strict=True)]
    figures = [
        ("observe", per_call_us(observe, [(s, s.to_act) for s in sample], fresh=_fresh_state)),
        ("legal_actions", per_call_us(legal_actions, observations, fresh=_fresh_obs)),
        ("observe + legal_actions", per_call_us(_observe_then_legal, [(s,) for s in sample], fresh=_fresh_state)),
        ("random_legal_action", per_call_us(random_legal_action, draws, fresh=_fresh_obs)),
        ("check", per_call_us(check, checks, fresh=_fresh_obs)),
        ("apply", per_call_us(apply, chosen, fresh=_fresh_state)),
        ("apply_unchecked", per_call_us(apply_unchecked, chosen, fresh=_fresh_state)),
        ("random move", per_call_us(_random_move, [(s, random.Random(i)) for i, s in enumerate(sample)],
                                    fresh=_fresh_state)),
    ]
    for phase in (S.DRAW, S.MELD):  # where a random move's time goes: the draw and the meld phase apart
        of_phase = [(o, r) for o, r in draws if o.phase == phase]
        figures.append((f"random_legal_action {phase}", per_call_us(random_legal_action, of_phase, fresh=_fresh_obs)))
    print(f"per call, median over {len(sample)} positions of real play (each on a fresh copy, nothing memoised):")
    for name, micros in figures:
        print(f"  {name:24s} {micros:8.1f} µs")

    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        random_hand(args.seed)
        profiler.disable()
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(15)
        stats.sort_stats("cumulative").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
