"""The going-out test's cost where it is paid: inside seeded random play (issue #15).

``goout_bench.py`` times ``find_go_out`` on positions collected first; this one plays whole random
hands (``RandomAgent``, the loop of ``peer_bench.py``) and measures, with CPU time, the work behind
each first ask of an observation (``goout._go_out``: the two pre-filters, the exact search, the
re-check by ``plan_go_out``) and each part of it, in the process as play leaves it: the hand facts
as play has built them, the caches of the search tables as earlier hands filled them. Prints
µs per call and the share of all play time. The workload is fixed by ``--hands`` and ``--seed``, so
runs of two versions of the code can be compared (alternate them: the machine is shared). Each
timed call includes the timer's own cost (two ``process_time`` reads, about a µs). It only
reports; it never fails on a number (ARCHITECTURE §2).

    nice -n 10 .venv/bin/python benchmarks/goout_play_bench.py [--hands 400] [--seed 11] [--preset samba]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from samba.ai import Budget, RandomAgent
from samba.engine import apply, goout, new_match, observe, preset
from samba.engine import state as S

PARTS = ("_within_reach", "_stranded", "search_go_out", "plan_go_out")
"""The names ``goout._go_out`` calls them by (module globals, so timed by rebinding them)."""


def timed(function: Callable[..., Any], tally: list[float]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.process_time()
        result = function(*args, **kwargs)
        tally[0] += time.process_time() - started
        tally[1] += 1
        return result
    return wrapper


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--preset", default="samba")
    args = parser.parse_args(argv)
    tallies = {name: [0.0, 0] for name in ("_go_out", *PARTS)}
    for name in tallies:  # (the whole first, so its time holds its parts' and nothing else)
        setattr(goout, name, timed(getattr(goout, name), tallies[name]))
    rng = random.Random(args.seed)
    agent = RandomAgent()
    actions = 0
    started = time.process_time()
    for hand in range(args.hands):
        state = new_match(preset(args.preset), args.seed * 1000 + hand)
        while state.phase in (S.DRAW, S.MELD, S.ANSWER):
            state = apply(state, agent.choose(observe(state, state.to_act), rng, Budget())).state
            actions += 1
    total = time.process_time() - started
    whole, calls = tallies["_go_out"]
    print(f"{args.preset}, {args.hands} random hands: {actions} actions in {total:.2f} s CPU "
          f"({actions / total:.0f} actions/s)")
    print(f"  going-out test (first ask of an observation): {calls} calls, {whole / max(1, calls) * 1e6:.1f} µs "
          f"per call, {whole / total * 100:.1f}% of play time")
    for name in PARTS:
        spent, count = tallies[name]
        print(f"    {name:15s} {count:6d} calls  {spent / max(1, count) * 1e6:7.1f} µs each  "
              f"{spent / max(1, calls) * 1e6:6.1f} µs per going-out test")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
