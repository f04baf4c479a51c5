"""What offering an unopened side's opening costs in the meld phase, and a wide run of its judge.

Why: ``legal_actions`` offers a side that has not opened one opening whenever one exists
(``choices._opening_section``): ``greedy_opening`` first, and the exact search
(``opening_search.opening_melds``) only when that finds nothing and the slot is looked at. Three
figures:

* the meld phases of unopened sides met by normal bots (4 players, default and Brazilian rules, the
  first eight hands of seeded matches, so the minimums climb the ladders): how often the exact
  search runs, and what it and the whole ``legal_actions`` cost there (each on a fresh observation);
* hands built to make it work (12 to 36 cards, mostly low cards, every rung of the ladders) of
  which ``greedy_opening`` finds nothing: what the search could meet at worst;
* ``--judge N``: the test's property on N seeded positions (``tests/engine/meld_opening_oracle``,
  every split of a small hand through ``check``) instead of the suite's 700: disagreements listed.

It only reports; it never fails on a number (ARCHITECTURE §2).

    .venv/bin/python benchmarks/meld_opening_bench.py [--games 4] [--built 300] [--judge 0] [--show 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

from samba.ai import make_agent
from samba.engine import (
    InvalidAction,
    Meld,
    apply,
    check,
    legal_actions,
    new_match,
    next_hand,
    observe,
    preset,
    scenario,
)
from samba.engine import state as S
from samba.engine.combos import greedy_opening
from samba.engine.observation import Observation
from samba.engine.opening_search import opening_melds

PLAYING = (S.DRAW, S.MELD, S.ANSWER)
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
WILDS = ("2C", "2D", "2H", "2S", "JK")


def _unopened_meld_phase(obs: Observation) -> bool:
    return obs.phase == S.MELD and not obs.opened[obs.side] and not obs.turn.must_go_out


def _greedy_misses(obs: Observation) -> bool:
    keep = 1 if obs.turn.no_discard else 2
    found = greedy_opening(obs.hand, obs.rules, obs.requirement(), keep=keep)
    return not found or check(obs, Meld(tuple(found))) is not None


def bot_positions(games: int, hands: int = 8) -> list[tuple[str, Observation]]:
    """The unopened meld phases of the first ``hands`` hands of ``games`` seeded matches of normal bots
    (later hands start from higher scores: higher minimums, BR10's canastas)."""
    found = []
    bot = make_agent("normal")
    for name in ("samba", "brazilian"):
        for seed in range(games):
            rng = random.Random(seed)
            state = new_match(preset(name, player_count=4), seed)
            for number in range(1, hands + 1):
                while state.phase in PLAYING:
                    obs = observe(state, state.to_act)
                    if _unopened_meld_phase(obs):
                        found.append((f"{name}, seed {seed}, hand {number}, {len(obs.hand)} cards", obs))
                    state = apply(state, bot.choose(obs, rng)).state
                if state.phase == S.GAME_OVER:
                    break
                state, _ = next_hand(state)
    return found


def built_hands(count: int, seed: int = 7) -> list[tuple[str, Observation]]:
    rng = random.Random(seed)
    found: list[tuple[str, Observation]] = []
    while len(found) < count:
        name = rng.choice(("brazilian", "samba", "samba_spanish", "samba_simple"))
        size = rng.choice((12, 15, 18, 22, 26, 30, 36))
        ranks = rng.choice((RANKS[:4], RANKS[:7], RANKS))
        pack = [f"{r}{s}" for r in ranks for s in "CDHS" for _ in range(3)] + ["3C", "3S"] * 3
        rng.shuffle(pack)
        hand = [rng.choice(WILDS) for _ in range(rng.choice((0, 0, 1, 2, 3)))] + pack[:size]
        score = rng.choice((-100, 0, 1500, 3000, 7000, 8500, 9500))
        doc = {"rules": name, "turn": 0, "phase": "meld", "scores": [score, 0], "pile": "4D 6S",
               "hands": {"0": " ".join(hand), "1": "5C", "2": "5D", "3": "5S"}}
        try:
            obs = observe(scenario.load(doc), 0)
        except InvalidAction:
            continue
        if _greedy_misses(obs):
            found.append((f"{name}, score {score}, {len(hand)} cards", obs))
    return found


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.3f} ms"


def report_search(title: str, positions: list[tuple[str, Observation]], show: int) -> None:
    timed = []
    for label, obs in positions:
        keep = 1 if obs.turn.no_discard else 2
        start = time.perf_counter()
        found = opening_melds(obs.hand, obs.rules, obs.requirement(), keep)
        timed.append((time.perf_counter() - start, label, found is not None))
    times = sorted(t for t, *_ in timed)
    print(f"{title}: {len(times)} hands, an opening found in {sum(1 for *_, f in timed if f)}")
    if times:
        print(f"  opening_melds median {_ms(statistics.median(times))}, 99th percentile "
              f"{_ms(times[int(len(times) * 0.99)])}, max {_ms(times[-1])}")
    for took, label, opens in sorted(timed, reverse=True)[:show]:
        print(f"  {_ms(took):>12}  {label}: {'opens' if opens else 'cannot open'}")


def report_bots(positions: list[tuple[str, Observation]], show: int) -> None:
    whole = []
    for _label, obs in positions:
        fresh = replace(obs)  # ``replace`` leaves every memo behind
        start = time.perf_counter()
        legal_actions(fresh)
        whole.append(time.perf_counter() - start)
    misses = [(label, obs) for label, obs in positions if _greedy_misses(obs)]
    print(f"unopened meld phases of normal bots (4 players, samba and brazilian matches): {len(positions)}, "
          f"greedy_opening finds nothing in {len(misses)} (the exact search runs there)")
    if whole:
        whole.sort()
        print(f"  legal_actions median {_ms(statistics.median(whole))}, 99th percentile "
              f"{_ms(whole[int(len(whole) * 0.99)])}, max {_ms(whole[-1])}")
    report_search("  the exact search in those", misses, show)


def judge(count: int, show: int) -> None:
    from meld_opening_oracle import TooManySplits, brute_force_opening, random_unopened_meld_position

    rng = random.Random(20261128)
    counts: Counter = Counter()
    problems = []
    while counts["judged"] < count:
        doc = random_unopened_meld_position(rng)
        try:
            state = scenario.load(doc)
        except InvalidAction:
            continue
        obs = observe(state, 0)
        try:
            truth = brute_force_opening(obs)
        except TooManySplits:
            counts["too many splits"] += 1
            continue
        counts["judged"] += 1
        counts["can open"] += truth is not None
        counts["greedy misses"] += truth is not None and _greedy_misses(obs)
        offered = [a for a in legal_actions(observe(state, 0)) if isinstance(a, Meld)]
        if bool(offered) != (truth is not None) or any(check(observe(state, 0), o) is not None for o in offered):
            problems.append(f"judge {truth}, offered {offered}: {doc}")
    print(f"judge: {dict(counts)}, disagreements {len(problems)}")
    for line in problems[:show]:
        print("  " + line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="seeded bot matches per rule set (8 hands each at most)")
    parser.add_argument("--built", type=int, default=300, help="built hands of which greedy finds nothing")
    parser.add_argument("--judge", type=int, default=0, help="positions for the judge's wide run (0: none)")
    parser.add_argument("--show", type=int, default=5, help="how many of the slowest positions to print")
    args = parser.parse_args(argv)
    report_bots(bot_positions(args.games), args.show)
    report_search("built hands of which greedy_opening finds nothing", built_hands(args.built), args.show)
    if args.judge:
        judge(args.judge, args.show)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
