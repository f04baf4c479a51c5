"""Where a level wins and loses its points against another, component by component (issue #16).

A duplicate tournament (like ``python -m samba.sim --duplicate``) that, instead of only who won,
reports per side-hand the mean of every score component (cards melded, canasta bonuses, red threes,
going out, cards left in hand), who went out and on which table turn, the pile takes each level made
(how many, how many cards they brought) and the pile takes its discards fed to the next opponent.
Comparing two levels' rows on the same deals shows which part of the game a level is losing.

    python benchmarks/hand_components.py --seats normal,baseline,normal,baseline \\
        --baseline benchmarks/greedy_baseline.py --hands 2000 --seed 1 [--set normal:go_out_margin=300]

``--set LEVEL:FIELD=VALUE`` (repeatable) plays ``LEVEL`` with one weight of ``samba/ai/weights.py``
changed, so a tuning idea can be measured without editing the bots. Prints figures, never fails on
a number.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from samba.ai import Budget, make_agent
from samba.ai.heuristic import HeuristicAgent
from samba.ai.search import SearchAgent
from samba.ai.weights import HARD, NORMAL, Weights
from samba.engine import Discard, TakePile, apply, new_match, observe, preset
from samba.engine import state as S
from samba.sim import load_baseline, mean_interval, wilson

COMPONENTS = ("melded_cards", "natural_canasta_bonus", "mixed_canasta_bonus", "samba_bonus",
              "red_three_points", "going_out", "cards_in_hand", "total")


def weight_value(name: str, raw: str) -> object:
    """``raw`` typed as the ``Weights`` field ``name`` is (shared with ``hard_variants.py``)."""
    kind = {f.name: f.type for f in fields(Weights)}.get(name)
    if kind is None:
        raise SystemExit(f"no weight called {name!r}")
    if kind in ("float", float):
        return float(raw)
    if kind in ("int", int):
        return int(raw)
    if kind in ("bool", bool):
        return raw.lower() in ("1", "true", "yes")
    return raw


def parse_sets(items: list[str]) -> dict[str, dict[str, object]]:
    """``LEVEL:FIELD=VALUE`` strings -> {level: {field: typed value}}."""
    out: dict[str, dict[str, object]] = defaultdict(dict)
    for item in items:
        level, _, assignment = item.partition(":")
        name, _, raw = assignment.partition("=")
        out[level][name] = weight_value(name, raw)
    return out


def play(state, seat_levels, agents, stats, tag: str):
    rngs = [random.Random(f"sim:{tag}:{seat}:{level}") for seat, level in enumerate(seat_levels)]
    last_discarder: int | None = None
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        seat = state.to_act
        obs = observe(state, seat)
        action = agents[seat_levels[seat]].choose(obs, rngs[seat], Budget(0.5))
        level = seat_levels[seat]
        if isinstance(action, TakePile):
            size = len(state.pile)
            stats[level]["takes"] += 1
            stats[level]["take_cards"] += size
            if last_discarder is not None and state.seat_side[last_discarder] != state.seat_side[seat]:
                fed = seat_levels[last_discarder]
                stats[fed]["fed"] += 1
                stats[fed]["fed_cards"] += size
        if isinstance(action, Discard):
            last_discarder = seat
        state, _ = apply(state, action)
    return state


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seats", default="normal,baseline,normal,baseline")
    p.add_argument("--baseline", default=None)
    p.add_argument("--hands", type=int, default=500)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--set", action="append", default=[], dest="sets")
    args = p.parse_args(argv)
    levels = args.seats.split(",")
    sets = parse_sets(args.sets)
    agents = {}
    for level in set(levels):
        if level == "baseline":
            agents[level] = load_baseline(args.baseline)
        elif level == "hard" and level in sets:
            agents[level] = SearchAgent(replace(HARD, **sets[level]))
        elif level in sets:
            agents[level] = HeuristicAgent(level, replace(NORMAL, **sets[level]))
        else:
            agents[level] = make_agent(level)
    rules = preset("samba", player_count=len(levels))
    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    comp: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    wins = 0
    played = 0
    margins: list[float] = []
    first = levels[0]
    for i in range(args.hands):
        deal = args.seed + i
        margin = 0.0
        for shift in (0, 1):
            seat_levels = [levels[(s - shift) % len(levels)] for s in range(len(levels))]
            end = play(new_match(rules, deal), seat_levels, agents, stats, f"{deal}/{shift}")
            result = end.result
            by_level = {}
            for side in result.sides:
                level = seat_levels[end.sides[side.side][0]]
                by_level[level] = side.total
                stats[level]["side_hands"] += 1
                for name in COMPONENTS:
                    comp[level][name] += getattr(side, name)
            if result.went_out >= 0:
                out_level = seat_levels[result.went_out]
                stats[out_level]["went_out"] += 1
                stats[out_level]["out_turn"] += end.turn.number
            else:
                stats["-"]["stock_end"] += 1
            others = [v for k, v in by_level.items() if k != first]
            played += 1
            wins += by_level[first] > max(others)
            margin += by_level[first] - max(others)
        margins.append(margin / 2)
    low, high = wilson(wins, played)
    m, ml, mh = mean_interval(margins)
    print(f"{played} hands, seed {args.seed}, seats {args.seats} {args.sets}: {first} won {wins / played:.1%} "
          f"[{low:.1%}-{high:.1%}], margin {m:+.0f} [{ml:+.0f}, {mh:+.0f}]")
    for level in sorted(comp):
        n = stats[level]["side_hands"]
        row = " ".join(f"{name}={comp[level][name] / n:.0f}" for name in COMPONENTS)
        st = stats[level]
        outs = st["went_out"]
        print(f"  {level:9s} {row}")
        print(f"  {'':9s} went out {outs / n:.1%} (turn {st['out_turn'] / outs if outs else 0:.1f}); "
              f"takes {st['takes'] / n:.2f}/hand ({st['take_cards'] / st['takes'] if st['takes'] else 0:.1f} cards); "
              f"fed opponents {st['fed'] / n:.2f}/hand ({st['fed_cards'] / st['fed'] if st['fed'] else 0:.1f} cards)")
    print(f"  hands ended on the stock: {stats['-']['stock_end']:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
