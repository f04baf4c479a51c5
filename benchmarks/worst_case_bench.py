"""The slowest answers of ``legal_actions``: every position of seeded random play under every preset
and player count, each timed on a fresh copy (nothing memoised), the slowest printed with where they
come from, and the median, 99th percentile and maximum.

Why: a player, the table's offers, a saved game's check on loading and any outside program call
``legal_actions`` on whatever position arises, and a single slow answer is a frozen window. The
averages of ``engine_bench.py`` hide such positions (one Brazilian draw phase with a 32-card hand
took 3.5 s to decide whether asking before the draw was allowed). It only reports; it never fails on
a number (ARCHITECTURE §2).

    .venv/bin/python benchmarks/worst_case_bench.py [--hands 6] [--show 8]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from samba.engine import PRESETS, apply, legal_actions, new_match, observe, preset, random_legal_action
from samba.engine import state as S

PLAYING = (S.DRAW, S.MELD, S.ANSWER)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6, help="seeded random hands per preset and player count")
    parser.add_argument("--show", type=int, default=8, help="how many of the slowest positions to print")
    args = parser.parse_args(argv)
    timed: list[tuple[float, str, int, int, int, str, int]] = []
    for name in sorted(PRESETS):
        for players in (2, 4, 6):
            rules = preset(name, player_count=players)
            for seed in range(args.hands):
                rng = random.Random(seed)
                state = new_match(rules, seed)
                while state.phase in PLAYING:
                    fresh = replace(observe(state, state.to_act))  # ``replace`` leaves every memo behind
                    start = time.perf_counter()
                    offers = legal_actions(fresh)
                    took = time.perf_counter() - start
                    timed.append((took, name, players, seed, len(fresh.hand), state.phase, len(offers)))
                    action = random_legal_action(observe(state, state.to_act), rng)
                    assert action is not None
                    state = apply(state, action).state
    times = sorted(t for t, *_ in timed)
    print(f"legal_actions on {len(times)} positions of random play ({args.hands} hands per preset and "
          f"player count 2, 4, 6), each on a fresh copy:")
    print(f"  median {statistics.median(times) * 1e3:.3f} ms, 99th percentile "
          f"{times[int(len(times) * 0.99)] * 1e3:.2f} ms, max {times[-1] * 1e3:.1f} ms")
    print("  slowest:")
    for took, name, players, seed, hand, phase, offers in sorted(timed, reverse=True)[:args.show]:
        print(f"  {took * 1e3:8.1f} ms  {name}, {players} players, seed {seed}: {phase} phase, "
              f"{hand} cards in hand, {offers} offers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
