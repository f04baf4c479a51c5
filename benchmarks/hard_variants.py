"""Two hard bots on the same duplicate deals: today's ``HARD`` and one with some weights changed.

    python benchmarks/hard_variants.py --against normal --deals 2000 --seed 60001 \\
        --set search_discards=true --set discard_model=next_take --set search_discard_pile=0

Each deal is played by ``hard,OPPONENT,hard,OPPONENT`` in both seatings (``samba.sim``'s duplicate
deals, the same seeds and bot random streams as ``python -m samba.sim``), once with each hard. Every
change of one move sends the rest of a hand down another road, so the two arms' points a hand are
compared deal by deal (the paired difference and its 95% interval), not only side by side. Prints
each arm's hands won, points a hand, decisions searched, and decision times (p50/p99/max; a
benchmark: figures only, it never fails on a number). ``--set`` takes the same ``FIELD=VALUE``
as ``benchmarks/hand_components.py`` (fields of ``samba/ai/weights.py``).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from dataclasses import replace

sys.path.insert(0, os.getcwd())
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from hand_components import weight_value

from samba import sim
from samba.ai import HARD, Budget
from samba.ai.search import SearchAgent
from samba.engine import Observation
from samba.engine import actions as A


class Timed:
    """A hard bot whose decision times are kept (the simulator keeps them per level, not per bot)."""

    def __init__(self, agent: SearchAgent):
        self.agent = agent
        self.times: list[float] = []

    def choose(self, obs: Observation, rng: random.Random, budget: Budget | None = None) -> A.Action:
        started = time.perf_counter()
        action = self.agent.choose(obs, rng, budget)
        self.times.append(1000.0 * (time.perf_counter() - started))
        return action

    def __getattr__(self, name: str) -> object:
        return getattr(self.agent, name)


def typed(assignments: list[str]) -> dict[str, object]:
    """``FIELD=VALUE`` strings -> weights to replace, typed as the ``Weights`` field is."""
    return {name: weight_value(name, raw) for name, _, raw in (item.partition("=") for item in assignments)}


def interval(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return f"{mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}]"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--against", default="normal", help="the other side's level, or 'baseline'")
    p.add_argument("--baseline", default="benchmarks/greedy_baseline.py")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=60001)
    p.add_argument("--set", action="append", default=[], dest="sets", metavar="FIELD=VALUE")
    args = p.parse_args(argv)
    changed = typed(args.sets)
    others = {"baseline": sim.load_baseline(args.baseline)} if args.against == "baseline" else {}
    arms = {"changed": Timed(SearchAgent(replace(HARD, **changed))), "today": Timed(SearchAgent(HARD))}
    levels = ["hard", args.against, "hard", args.against]
    margins: dict[str, list[float]] = {name: [] for name in arms}
    won = dict.fromkeys(arms, 0)
    hands = dict.fromkeys(arms, 0)
    started = time.time()
    for deal in range(args.seed, args.seed + args.deals):
        for name, agent in arms.items():
            out = sim.run(levels, "samba", 4, 1, deal, True, agents={**others, "hard": agent})
            margins[name].append(out["margin"]["mean"])
            won[name] += next(s["won"] for s in out["sides"] if "hard" in s["levels"])
            hands[name] += out["hands"]
    print(f"hard with {changed} v {args.against}: {args.deals} deals x 2 seatings from seed {args.seed}, "
          f"{time.time() - started:.0f} s")
    for name, agent in arms.items():
        times = sorted(agent.times)
        searches = agent.agent.searches
        print(f"  {name}: hands won {won[name]}/{hands[name]} = {100 * won[name] / hands[name]:.1f}%, "
              f"points a hand {interval(margins[name])}; searched {searches} of {len(times)} decisions "
              f"({100 * searches / len(times):.1f}%), replaced the heuristic's move {agent.agent.switched}; "
              f"decision p50 {times[len(times) // 2]:.2f} / p99 {times[int(0.99 * len(times))]:.1f} / "
              f"max {times[-1]:.1f} ms")
    diffs = [a - b for a, b in zip(margins["changed"], margins["today"], strict=True)]
    print(f"  changed - today, points a hand, deal by deal: {interval(diffs)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
