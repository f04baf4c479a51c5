"""This tree's normal bot against the normal bot of another git revision, on the same duplicate deals.

    python benchmarks/normal_against_revision.py --rev 321f1d9 --rules brazilian --players 4 \\
        --deals 1000 --seed 100001
    python benchmarks/normal_against_revision.py --rev 321f1d9 --against baseline --deals 1000

The revision's ``samba/ai`` is extracted (``git archive``) into a temporary directory and imported
under another package name, so both bots play in one process on this tree's engine and simulator.
``--against revision`` (the default) seats the two normals against each other (two sides with four
players; with six, this tree's side against two sides of the revision's). ``--against baseline``
plays each normal against ``benchmarks/greedy_baseline.py`` on the same deals and prints, besides
each arm's figures, the paired difference deal by deal (every changed move sends the rest of a hand
down another road, so the points are compared per deal). Each deal is played in every seating
(``samba.sim``'s duplicate deals, the same seeds and bot random streams as ``python -m samba.sim``).
``--level easy`` or ``--level hard`` compares that level of the two trees instead.
Prints hands won (Wilson 95%), points a hand (normal 95%), hands that ended on the stock, hands
each level ended by going out, and sambas per 100 side-hands: figures only, it never fails on a
number.
"""

from __future__ import annotations

import argparse
import importlib
import io
import math
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, os.getcwd())

from samba import sim
from samba.ai import make_agent


def revision_agent(rev: str, workdir: str, level: str) -> object:
    """The ``level`` bot of ``samba/ai`` at git revision ``rev``, imported as package ``samba_ai_old``."""
    archive = subprocess.run(["git", "archive", rev, "samba/ai"], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(workdir, filter="data")
    Path(workdir, "samba", "ai").rename(Path(workdir, "samba_ai_old"))
    sys.path.insert(0, workdir)
    return importlib.import_module("samba_ai_old.levels").make_agent(level)


def interval(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return f"{mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}]"


class Arm:
    """One side's level and what its deals gave."""

    def __init__(self, name: str):
        self.name = name
        self.margins: list[float] = []
        self.won = self.hands = self.stock_ends = 0
        self.went_out: dict[str, int] = {}
        self.sambas: dict[str, float] = {}

    def add(self, out: dict) -> None:
        self.margins.append(out["margin"]["mean"])
        self.won += out["sides"][0]["won"]
        self.hands += out["hands"]
        self.stock_ends += out["stock_ends"]
        for row in out["levels"]:
            self.went_out[row["level"]] = self.went_out.get(row["level"], 0) + row["went_out"]
            self.sambas[row["level"]] = self.sambas.get(row["level"], 0.0) + row["sambas"]
            self.sambas[row["level"] + ":sides"] = self.sambas.get(row["level"] + ":sides", 0.0) + row["side_hands"]

    def report(self, label: str) -> str:
        low, high = sim.wilson(self.won, self.hands)
        levels = sorted(k for k in self.went_out)
        ends = ", ".join(f"{lv} went out {self.went_out[lv]}, sambas "
                         f"{100 * self.sambas[lv] / max(1, self.sambas[lv + ':sides']):.1f} per 100 side-hands"
                         for lv in levels)
        return (f"  {label}: hands won {self.won}/{self.hands} = {100 * self.won / self.hands:.1f}% "
                f"[{100 * low:.1f}-{100 * high:.1f}], points a hand {interval(self.margins)}; "
                f"stock ends {self.stock_ends} ({100 * self.stock_ends / self.hands:.1f}%); {ends}")


def seats(players: int, other: str) -> list[str]:
    """Side 0 (seat 0's side) plays ``normal`` (or the arm under test), every other side ``other``."""
    if players == 4:
        return ["me", other, "me", other]
    if players == 6:
        return ["me", other, other, "me", other, other]
    raise SystemExit("--players: 4 or 6 (partnerships)")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rev", required=True, help="the git revision whose samba/ai plays as 'old'")
    p.add_argument("--against", choices=("revision", "baseline"), default="revision")
    p.add_argument("--baseline", default="benchmarks/greedy_baseline.py")
    p.add_argument("--rules", default="brazilian")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=100001)
    p.add_argument("--level", choices=("easy", "normal", "hard"), default="normal")
    args = p.parse_args(argv)
    new = make_agent(args.level)
    with tempfile.TemporaryDirectory() as workdir:
        old = revision_agent(args.rev, workdir, args.level)
        if args.against == "revision":
            arms = {f"this tree's {args.level} v the revision's": (new, "old", {"old": old})}
        else:
            base = sim.load_baseline(args.baseline)
            arms = {f"this tree's {args.level} v baseline": (new, "baseline", {"baseline": base}),
                    f"the revision's {args.level} v baseline": (old, "baseline", {"baseline": base})}
        results = {label: Arm(label) for label in arms}
        for deal in range(args.seed, args.seed + args.deals):
            for label, (me, other, agents) in arms.items():
                out = sim.run(seats(args.players, other), args.rules, args.players, 1, deal, True,
                              check_invariants=False, agents={"me": me, **agents})
                results[label].add(out)
    print(f"{args.rules}, {args.players} players, {args.deals} duplicate deals from seed {args.seed}; "
          f"'old' = {args.level} of samba/ai at {args.rev}; 'me' = this tree's {args.level} (or, second arm, "
          f"the revision's)")
    for label, arm in results.items():
        print(arm.report(label))
    if args.against == "baseline":
        a, b = (arm.margins for arm in results.values())
        print(f"  this tree's - the revision's, points a hand, deal by deal: "
              f"{interval([x - y for x, y in zip(a, b, strict=True)])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
