"""The going-out test (S15.4): exactness against a brute-force judge, and the time it takes.

1. **Exactness.** Builds ``--positions`` random positions in which going out may well be possible
   (hands of 1 to 11 cards; every preset, house rules that change going out, opened and unopened sides, Brazilian scores
   of 7,000+, black and red threes, wild cards, no-discard turns; ``tests/engine/goout_oracle.py``)
   and compares ``find_go_out`` with a judge that tries every split of the hand with ``check``.
   Prints the misses both ways (engine finds nothing where the judge finds a way out, and the
   reverse), plans ``check`` refuses, and wrong "ask" / "go out" offers.
2. **Time.** p50 / p99 / max of one ``find_go_out`` call on those positions, and on the meld phases
   of real playouts (random players and the ``normal`` bot, every preset), with big late hands
   (20–40 cards) reported apart. Each position's time is the best of ``--repeat`` calls (each on
   a fresh copy of the observation, which memoises its answer), so a loaded machine's preemptions
   do not pose as search time.

It reports and never fails on a number (ARCHITECTURE §2).

    nice -n 10 .venv/bin/python benchmarks/goout_bench.py [--positions 10000] [--seed 1] [--playouts 12]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from goout_oracle import PRESET_NAMES, TooManyPlans, brute_force_go_out, describe, random_position  # noqa: E402

from samba.ai import Budget, RandomAgent, make_agent  # noqa: E402
from samba.engine import (  # noqa: E402
    AskGoOut,
    GoOut,
    InvalidAction,
    apply,
    check,
    find_go_out,
    legal_actions,
    new_match,
    observe,
    preset,
    scenario,
)
from samba.engine import state as S  # noqa: E402
from samba.engine.facts import hand_facts  # noqa: E402
from samba.engine.goout_search import search_go_out  # noqa: E402


def compare(count: int, seed: int) -> list:
    """Judge ``count`` random positions; print the tally; return the positions (for timing)."""
    rng = random.Random(seed)
    tally: Counter = Counter()
    by_preset: Counter = Counter()
    examples: list[str] = []
    observations = []
    started = time.perf_counter()
    while tally["positions"] < count:
        doc = random_position(rng)
        try:
            after_yes = scenario.load({**doc, "asked": "yes"})
        except InvalidAction:
            tally["drawn again"] += 1
            continue
        yes = observe(after_yes, 0)
        try:
            truth = brute_force_go_out(yes)
        except TooManyPlans:
            tally["skipped (too many splits for the judge)"] += 1
            continue
        tally["positions"] += 1
        found = find_go_out(yes)
        observations.append(yes)
        alone = search_go_out(yes)  # the search without the cheap pre-filters must agree too
        if (alone is None) != (truth is None) or (alone is not None and check(yes, alone) is not None):
            tally["SEARCH ALONE DISAGREES"] += 1
            examples.append(f"search alone: {alone} | {describe(doc)}")
        by_preset[doc["rules"]["preset"], truth is not None] += 1
        tally["going out possible"] += truth is not None
        if truth is not None and found is None:
            tally["MISSES: engine found none, judge found one"] += 1
            examples.append(f"miss: {truth} | {describe(doc)}")
        elif truth is None and found is not None:
            tally["MISSES: engine found one, judge found none"] += 1
            examples.append(f"false plan: {found} | {describe(doc)}")
        elif found is not None and check(yes, found) is not None:
            tally["PLANS REFUSED by check"] += 1
            examples.append(f"refused plan: {found} | {describe(doc)}")
        plain = observe(scenario.load(doc), 0)
        may_ask = truth is not None and plain.rules.go_out_permission != "none" and plain.partner is not None
        if (check(plain, AskGoOut()) is None) != may_ask or (AskGoOut() in legal_actions(plain)) != may_ask:
            tally["WRONG ASK OFFERS"] += 1
            examples.append(f"ask (expected {may_ask}) | {describe(doc)}")
        direct = truth is not None and check(plain, truth) is None
        if (find_go_out(plain) is not None) != direct or any(
                isinstance(a, GoOut) for a in legal_actions(plain)) != direct:
            tally["WRONG GO-OUT OFFERS"] += 1
            examples.append(f"direct (expected {direct}) | {describe(doc)}")
    elapsed = time.perf_counter() - started
    print(f"exactness: {tally['positions']} positions judged in {elapsed:.0f} s")
    for key in ("going out possible", "MISSES: engine found none, judge found one",
                "MISSES: engine found one, judge found none", "PLANS REFUSED by check", "WRONG ASK OFFERS",
                "WRONG GO-OUT OFFERS", "SEARCH ALONE DISAGREES", "skipped (too many splits for the judge)",
                "drawn again"):
        print(f"  {key:45s} {tally[key]:7d}")
    print("  by preset (going out possible / not):")
    for name in PRESET_NAMES:
        print(f"    {name:15s} {by_preset[name, True]:6d} / {by_preset[name, False]:6d}")
    for line in examples[:10]:
        print("  " + line)
    return observations


def playout_positions(hands: int, seed: int) -> list:
    """Meld-phase observations of the player to act in whole hands of every preset: random players
    (who take the pile often, so hands grow to 20–40 cards) and the ``normal`` bot."""
    out = []
    for p, name in enumerate(PRESET_NAMES):
        for i in range(hands):
            rng = random.Random(seed * 1000 + p * 100 + i)
            bots = i % 2 == 1
            agents = [make_agent("normal") if bots else RandomAgent() for _ in range(4)]
            state = new_match(preset(name), seed * 1000 + p * 100 + i)
            steps = 0
            while state.phase in (S.DRAW, S.MELD, S.ANSWER) and steps < 3000:
                obs = observe(state, state.to_act)
                if state.phase == S.MELD:
                    out.append(obs)
                state = apply(state, agents[state.to_act].choose(obs, rng, Budget())).state
                steps += 1
    return out


def timing(label: str, observations: list, repeat: int) -> None:
    if not observations:
        print(f"  {label:38s} (none)")
        return
    times = []
    found = 0
    for obs in observations:
        best = float("inf")
        for _ in range(repeat):
            # A fresh copy each time: the answer is memoised on the observation (``hand_facts``), so
            # timing the same one again would time the memo. Its hand facts are built first, as
            # ``legal_actions`` has built them before it asks (their lazy parts are not).
            fresh = dataclasses.replace(obs)
            hand_facts(fresh)
            t = time.perf_counter()
            plan = find_go_out(fresh, ignore_permission=True)
            best = min(best, time.perf_counter() - t)
        times.append(best)
        found += plan is not None
    times.sort()

    def at(q: float) -> float:
        return times[min(len(times) - 1, int(q * len(times)))] * 1e6

    print(f"  {label:38s} {len(times):6d} positions, {found:5d} with a way out: "
          f"p50 {at(0.5):7.1f} µs  p99 {at(0.99):8.1f} µs  max {times[-1] * 1e6:8.1f} µs  "
          f"mean {sum(times) / len(times) * 1e6:7.1f} µs")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=12, help="hands per preset for the timing of real play")
    parser.add_argument("--repeat", type=int, default=3, help="calls per position; the best one counts")
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    judged = compare(args.positions, args.seed)
    real = playout_positions(args.playouts, args.seed)
    print(f"find_go_out time (best of {args.repeat} calls per position):")
    timing("judged positions (hands of 1-11 cards)", [o for o in judged if not o.rules.allow_wild_in_sequence],
           args.repeat)
    timing("  the same, house rule wild in sequences", [o for o in judged if o.rules.allow_wild_in_sequence],
           args.repeat)
    timing("playouts, hands under 20 cards", [o for o in real if len(o.hand) < 20], args.repeat)
    timing("playouts, hands of 20-40 cards", [o for o in real if 20 <= len(o.hand) <= 40], args.repeat)
    timing("playouts, hands over 40 cards", [o for o in real if len(o.hand) > 40], args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
