"""Engine speed figures: random play throughput and the per-call cost of the engine API.

Prints, for 4 players under the default rules with ``RandomAgent`` choosing from ``legal_actions``
in one process: actions/s and hands/s of random play, the median time of a whole hand, and the
median cost of ``observe``, ``legal_actions``, ``check`` and ``apply`` measured on positions of real
play. It only reports; it never fails on a number (ARCHITECTURE §2). Optional ``--profile`` prints
the cProfile hot spots of one random hand.

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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from samba.ai.base import Budget, RandomAgent
from samba.engine import GameState, apply, check, legal_actions, new_match, observe, preset
from samba.engine import state as S

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


def per_call_us(func, args_list: list[tuple], repeat: int = 3) -> float:
    """Median microseconds of one call over ``args_list`` (each position timed ``repeat`` times)."""
    times = []
    clock = time.perf_counter
    for args in args_list:
        for _ in range(repeat):
            t = clock()
            func(*args)
            times.append(clock() - t)
    return statistics.median(times) * 1e6


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
    print(f"per call, median over {len(sample)} positions of real play:")
    print(f"  observe        {per_call_us(observe, [(s, s.to_act) for s in sample]):8.1f} µs")
    print(f"  legal_actions  {per_call_us(legal_actions, observations):8.1f} µs")
    checks = [(o, a) for (o,), (_s, a) in zip(observations, chosen, strict=True)]
    print(f"  check          {per_call_us(check, checks):8.1f} µs")
    print(f"  apply          {per_call_us(apply, chosen):8.1f} µs")

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
