"""What offering an unopened side's pile takes costs: ``pile_takes`` in the draw phases where it does the
most work, each timed on a fresh observation (nothing memoised).

Why: ``take_slots`` runs in every draw phase of every player, and for a side that has not opened and
holds a natural pair of the top card's rank, the offer may need the exact opening-take search
(``pile_openings``) and the takes that commit the player (``pile_commits``) when the cheap way (the
first pair and ``greedy_opening``) finds nothing. Two sets of positions: every such draw phase of
seeded random play under every preset (what real tables meet), and seeded big hands (20 to 50 cards,
up to 8 wild cards) at the high rungs of the opening ladders, the Brazilian canasta rungs included
(what the search could meet at worst). It only reports; it never fails on a number (ARCHITECTURE §2).

    .venv/bin/python benchmarks/opening_take_bench.py [--hands 12] [--big 200] [--show 5]
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

from samba.engine import (
    PRESETS,
    InvalidAction,
    apply,
    new_match,
    observe,
    pile_takes,
    preset,
    random_legal_action,
    scenario,
)
from samba.engine import state as S
from samba.engine.observation import Observation

PLAYING = (S.DRAW, S.MELD, S.ANSWER)
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
WILDS = ("2C", "2D", "2H", "2S", "JK")


def _pair_holder(obs: Observation) -> bool:
    """A draw phase of a side that has not opened, holding two naturals of the top card's rank."""
    top = obs.top
    if obs.phase != S.DRAW or obs.opened[obs.side] or top is None or not top.is_natural:
        return False
    return sum(1 for c in obs.hand if c.is_natural and c.rank == top.rank) >= 2


def played_positions(hands: int) -> list[tuple[str, Observation]]:
    found = []
    for name in sorted(PRESETS):
        for players in (2, 4):
            for seed in range(hands):
                rng = random.Random(seed)
                state = new_match(preset(name, player_count=players), seed)
                while state.phase in PLAYING:
                    obs = observe(state, state.to_act)
                    if _pair_holder(obs):
                        found.append((f"{name}, {players} players, seed {seed}, {len(obs.hand)} cards", obs))
                    action = random_legal_action(obs, rng)
                    assert action is not None
                    state = apply(state, action).state
    return found


def big_hands(count: int, seed: int = 5) -> list[tuple[str, Observation]]:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        name = rng.choice(("brazilian", "samba", "samba_spanish"))
        size = rng.choice((20, 30, 40, 50))
        top = f"{rng.choice(RANKS)}{rng.choice('CDHS')}"
        pack = [f"{r}{s}" for r in RANKS for s in "CDHS" for _ in range(3)]
        pack.remove(top)
        hand = [f"{top[:-1]}{s}" for s in rng.sample("CDHS", 2)]
        for c in hand:
            pack.remove(c)
        hand += [rng.choice(WILDS) for _ in range(rng.choice((0, 2, 4, 8)))]
        rng.shuffle(pack)
        hand += pack[:size - len(hand)]
        score = rng.choice((1500, 3000, 7000, 8500, 9500))
        doc = {"rules": name, "turn": 0, "scores": [score, 0], "pile": f"4D {top}",
               "hands": {"0": " ".join(hand), "1": "5C", "2": "5D", "3": "5S"}}
        try:
            state = scenario.load(doc)
        except InvalidAction:
            continue
        found.append((f"{name}, score {score}, {len(hand)} cards, top {top}", observe(state, 0)))
    return found


def report(title: str, positions: list[tuple[str, Observation]], show: int) -> None:
    timed = []
    for label, obs in positions:
        fresh = replace(obs)  # ``replace`` leaves every memo behind
        start = time.perf_counter()
        takes = pile_takes(fresh)
        timed.append((time.perf_counter() - start, label, len(takes)))
    times = sorted(t for t, *_ in timed)
    offered = sum(1 for *_, n in timed if n)
    print(f"{title}: {len(times)} positions, a take offered in {offered}")
    print(f"  pile_takes median {statistics.median(times) * 1e3:.3f} ms, 99th percentile "
          f"{times[int(len(times) * 0.99)] * 1e3:.2f} ms, max {times[-1] * 1e3:.2f} ms")
    for took, label, n in sorted(timed, reverse=True)[:show]:
        print(f"  {took * 1e3:8.2f} ms  {label}: {n} takes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12, help="seeded random hands per preset and player count")
    parser.add_argument("--big", type=int, default=200, help="seeded big hands")
    parser.add_argument("--show", type=int, default=5, help="how many of the slowest positions to print")
    args = parser.parse_args(argv)
    report("draw phases of random play, unopened side holding a pair of the top's rank",
           played_positions(args.hands), args.show)
    report("big hands at high rungs of the opening ladders", big_hands(args.big), args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
