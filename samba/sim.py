"""Seeded bot tournaments: ``python -m samba.sim`` (ARCHITECTURE §4, issue #3).

Every hand is a fresh seeded deal (``new_match(rules, seed + i)``), played to its end by the bots
named in ``--seats``. With ``--duplicate`` each deal is replayed with the seat assignment rotated so
each team sits in every other team's seats once: luck of the deal cancels and the difference
left is skill. Errors (exceptions, illegal actions a bot chose) are counted and reported, never
fatal; the engine invariants are checked after every action unless ``--no-check``.

The simulator reports figures and never fails on numbers (targets live in the bots' note).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from samba.ai import Budget, make_agent
from samba.ai.base import LEVELS
from samba.engine import PRESETS, apply, check, legal_actions, new_match, observe, preset
from samba.engine import state as S
from samba.engine.invariants import invariant_problems
from samba.engine.seating import sides_for


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (sound at small n and near 0 or 1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


@dataclass
class Tally:
    """Everything a run counts."""

    hands: int = 0
    actions: int = 0
    errors: int = 0
    invariant_violations: int = 0
    dead_ends: int = 0
    """Positions before the hand was over where ``legal_actions`` offered nothing (S14.4)."""
    ties: int = 0
    wins: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    points: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    illegal: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    messages: list[str] = field(default_factory=list)

    def note(self, message: str) -> None:
        self.errors += 1
        if len(self.messages) < 20:
            self.messages.append(message)


def play_hand(rules, seed: int, seat_levels: Sequence[str], agents: dict, budget_s: float, tally: Tally,
              check_invariants: bool = True, max_actions: int = 20000) -> tuple[int, ...] | None:
    """One seeded hand; returns each side's hand score (None if it could not be finished)."""
    state = new_match(rules, seed)
    rngs = [random.Random(f"sim:{seed}:{seat}:{level}") for seat, level in enumerate(seat_levels)]
    fallback = random.Random(f"sim-fallback:{seed}")
    steps = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        steps += 1
        if steps > max_actions:
            tally.note(f"seed {seed}: the hand did not end after {max_actions} actions")
            return None
        seat = state.to_act
        level = seat_levels[seat]
        obs = observe(state, seat)
        if check_invariants and not legal_actions(obs):
            tally.dead_ends += 1
            tally.note(f"seed {seed}: no legal action for seat {seat} in phase {state.phase} (S14.4)")
            return None
        started = time.perf_counter()
        try:
            action = agents[level].choose(obs, rngs[seat], Budget(budget_s))
        except Exception as exc:  # a bot bug must not stop the tournament
            action = None
            tally.note(f"seed {seed}: {level} bot raised {type(exc).__name__}: {exc}")
        tally.times[level].append((time.perf_counter() - started) * 1000.0)
        if action is None or check(obs, action) is not None:
            if action is not None:
                tally.illegal[level] += 1
                tally.note(f"seed {seed}: {level} bot chose an illegal action {action!r}: {check(obs, action)}")
            options = legal_actions(obs)
            if not options:
                tally.note(f"seed {seed}: no legal action for seat {seat} in phase {state.phase}")
                return None
            action = fallback.choice(options)
        try:
            state, _events = apply(state, action)
        except Exception as exc:
            tally.note(f"seed {seed}: the engine refused {action!r}: {type(exc).__name__}: {exc}")
            return None
        tally.actions += 1
        if check_invariants:
            problems = invariant_problems(state)
            if problems:
                tally.invariant_violations += len(problems)
                tally.note(f"seed {seed}: " + "; ".join(problems))
    assert state.result is not None
    return tuple(side.total for side in state.result.sides)


def run(levels: Sequence[str], rules_name: str, players: int, hands: int, seed: int, duplicate: bool,
        budget_s: float = 0.5, check_invariants: bool = True, progress=None, agents: dict | None = None) -> dict:
    """Play the tournament and return the JSON-ready summary (``agents`` maps a level name to a bot,
    for tuning experiments; by default ``make_agent(level)``)."""
    rules = preset(rules_name, player_count=players)
    sides = sides_for(rules)
    agents = dict(agents or {})
    for level in set(levels):
        if level not in agents:
            agents[level] = make_agent(level)
    shifts = list(range(len(sides))) if duplicate else [0]
    tally = Tally()
    started = time.perf_counter()
    team_of_seat = [next(i for i, members in enumerate(sides) if seat in members) for seat in range(players)]
    for i in range(hands):
        deal = seed + i
        for shift in shifts:
            # Seat s plays the level that seat s - shift had: every team moves ``shift`` seats on.
            seat_levels = [levels[(s - shift) % players] for s in range(players)]
            seat_team = [team_of_seat[(s - shift) % players] for s in range(players)]
            scores = play_hand(rules, deal, seat_levels, agents, budget_s, tally, check_invariants)
            if scores is None:
                continue
            tally.hands += 1
            by_team: dict[int, int] = {}
            for side_index, members in enumerate(sides):
                by_team[seat_team[members[0]]] = scores[side_index]
            for team, pts in by_team.items():
                tally.points[team] += pts
            best = max(by_team.values())
            leaders = [t for t, pts in by_team.items() if pts == best]
            if len(leaders) == 1:
                tally.wins[leaders[0]] += 1
            else:
                tally.ties += 1
        if progress is not None:
            progress(i + 1, tally)
    seconds = time.perf_counter() - started
    teams = []
    for team, members in enumerate(sides):
        wins = tally.wins[team]
        low, high = wilson(wins, tally.hands)
        teams.append({
            "side": team, "seats": list(members), "levels": [levels[s] for s in members],
            "hands_won": wins, "win_rate": wins / tally.hands if tally.hands else 0.0,
            "ci_low": low, "ci_high": high,
            "mean_points": tally.points[team] / tally.hands if tally.hands else 0.0,
        })
    level_rows = []
    for level in sorted(set(levels), key=lambda name: (LEVELS.index(name) if name in LEVELS else 99, name)):
        times = tally.times[level]
        agent = agents[level]
        level_rows.append({
            "level": level, "decisions": len(times), "p50_ms": percentile(times, 0.5),
            "p99_ms": percentile(times, 0.99), "max_ms": max(times, default=0.0),
            "illegal_actions": tally.illegal[level], "fallbacks": getattr(agent, "fallbacks", 0),
        })
    return {
        "rules": rules_name, "players": players, "seed": seed, "duplicate": duplicate, "seats": list(levels),
        "hands": tally.hands, "actions": tally.actions, "seconds": seconds,
        "actions_per_s": tally.actions / seconds if seconds else 0.0,
        "hands_per_s": tally.hands / seconds if seconds else 0.0,
        "ties": tally.ties, "errors": tally.errors, "invariant_violations": tally.invariant_violations,
        "dead_ends": tally.dead_ends,
        "error_messages": tally.messages, "sides": teams, "levels": level_rows,
    }


def format_summary(result: dict) -> str:
    lines = [f"{result['hands']} hands ({result['rules']}, {result['players']} players, seed {result['seed']}"
             f"{', duplicate' if result['duplicate'] else ''}) in {result['seconds']:.1f} s: "
             f"{result['actions']} actions, {result['actions_per_s']:.0f} actions/s, "
             f"{result['hands_per_s']:.2f} hands/s; ties {result['ties']}; errors {result['errors']}; "
             f"invariant violations {result['invariant_violations']}; "
             f"positions without a legal action {result['dead_ends']}"]
    for side in result["sides"]:
        lines.append(f"side {side['side']} seats {side['seats']} ({'+'.join(side['levels'])}): "
                     f"won {side['hands_won']}, win rate {100 * side['win_rate']:.1f}% "
                     f"[95% CI {100 * side['ci_low']:.1f}–{100 * side['ci_high']:.1f}], "
                     f"mean {side['mean_points']:.0f} points/hand")
    for row in result["levels"]:
        lines.append(f"level {row['level']}: {row['decisions']} decisions, p50 {row['p50_ms']:.2f} ms, "
                     f"p99 {row['p99_ms']:.2f} ms, max {row['max_ms']:.2f} ms, "
                     f"illegal actions {row['illegal_actions']}, fallbacks {row['fallbacks']}")
    lines.extend(f"error: {m}" for m in result["error_messages"][:5])
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m samba.sim", description="Seeded bot tournaments.")
    parser.add_argument("--seats", default=None,
                        help="one bot level per seat, e.g. hard,normal,hard,normal (default: random everywhere)")
    parser.add_argument("--hands", "--games", dest="hands", type=int, default=20, help="number of seeded deals")
    parser.add_argument("--players", type=int, default=None, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--rules", default="samba", choices=sorted(PRESETS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--duplicate", action="store_true", help="replay each deal with the teams' seats swapped")
    parser.add_argument("--budget", type=float, default=0.5, help="seconds per decision for the hard bot")
    parser.add_argument("--no-check", action="store_true", help="skip the invariant check after each action")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action="store_true", help="print a line per deal to stderr")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.seats:
        levels = [s.strip() for s in args.seats.split(",") if s.strip()]
        if not levels:
            print("--seats names no bot level", file=sys.stderr)
            return 2
        # One level names every seat: the table size is then --players (default 4), not 1.
        players = args.players or (4 if len(levels) == 1 else len(levels))
        if len(levels) == 1:
            levels = levels * players
        if len(levels) != players:
            print(f"--seats names {len(levels)} seats but --players is {players}", file=sys.stderr)
            return 2
        if players not in (2, 3, 4, 5, 6):
            print(f"--seats names {players} seats; Samba is played by 2 to 6", file=sys.stderr)
            return 2
    else:
        players = args.players or 4
        levels = ["random"] * players
    for level in levels:
        if level not in LEVELS:
            print(f"unknown level {level!r}; choose from {', '.join(LEVELS)}", file=sys.stderr)
            return 2

    def progress(done: int, tally: Tally) -> None:
        if args.progress:
            print(f"deal {done}/{args.hands}: hands {tally.hands}, wins {dict(tally.wins)}, errors {tally.errors}",
                  file=sys.stderr, flush=True)

    result = run(levels, args.rules, players, args.hands, args.seed, args.duplicate, args.budget,
                 not args.no_check, progress)
    print(json.dumps(result) if args.json else format_summary(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
