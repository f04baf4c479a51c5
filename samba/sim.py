"""Seeded bot tournaments: ``python -m samba.sim`` (ARCHITECTURE §4, issues #3 and #16).

Every hand is a fresh seeded deal (``new_match(rules, seed + i)``), played to its end by the bots
named in ``--seats``. With ``--duplicate`` each deal is replayed with the seat assignment rotated so
each team sits in every other team's seats once: luck of the deal cancels and the difference
left is skill. ``--whole-games`` plays each deal number as a whole game to the target score instead
of one hand. Errors (exceptions, illegal actions a bot chose) are counted and reported, never
fatal; the engine invariants are checked after every action unless ``--no-check``.

Besides who won, every run counts what a strong player watching would notice (issue #16): wild
cards thrown onto small piles, wild cards left in hand (after a refused "may I go out?" too),
sambas made, and each level's answers to "may I go out?". With ``--regret`` each answer is also
replayed both ways to the end of the hand, and the answer's regret (what the better answer would
have gained for the answering side) is reported.

``--baseline PATH`` loads an independent player from a file (its ``make_player()``) as the seat
level ``baseline``; the package itself never imports it.

The simulator reports figures and never fails on numbers (targets live in the bots' note).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from samba.ai import LEVEL_NAMES as LEVELS
from samba.ai import Budget, make_agent
from samba.engine import (
    PRESETS,
    AnswerGoOut,
    Discard,
    GameState,
    apply,
    check,
    legal_actions,
    new_match,
    next_hand,
    observe,
    preset,
)
from samba.engine import state as S
from samba.engine.analysis import invariant_problems, sides_for

BASELINE = "baseline"
MAX_HANDS_PER_GAME = 60
"""A whole game that has not reached the target after this many hands is abandoned (and counted)."""


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (sound at small n and near 0 or 1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """(mean, low, high): the mean with a normal-approximation 95% interval."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def load_baseline(path: str | Path):
    """The player defined in ``path`` (a file with ``make_player()``), loaded without importing it
    as part of the package: benchmarks stay outside ``samba``."""
    file = Path(path)
    if not file.is_file():
        raise FileNotFoundError(f"no baseline player file at {str(path)[:200]}")
    spec = importlib.util.spec_from_file_location(f"samba_baseline_{file.stem}", file)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {str(path)[:200]} as a Python module")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.make_player()


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
    games: int = 0
    game_ties: int = 0
    wins: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    game_wins: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    points: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    deal_margins: list[float] = field(default_factory=list)
    """Per deal (summed over its seatings): team 0's points minus team 1's, per hand."""
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    illegal: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    messages: list[str] = field(default_factory=list)
    # What a strong player watching would notice, per level (issue #16).
    side_hands: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    sambas: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    samba_points: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    wild_discards_small_pile: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    wilds_left: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    refused: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    """Per level: wild cards still in the hand at the end of each hand in which that seat was refused."""
    went_out: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    """Per level: hands a seat of that level ended by going out."""
    stock_ends: int = 0
    """Hands that ended without anyone going out (the stock ran out, S16)."""
    answers: dict[str, list[bool]] = field(default_factory=lambda: defaultdict(list))
    regrets: dict[str, list[tuple[bool, float, float]]] = field(default_factory=lambda: defaultdict(list))
    """Per answering level: (the answer, the side's margin after yes, after no), replayed to the hand's end."""

    def note(self, message: str) -> None:
        self.errors += 1
        if len(self.messages) < 20:
            self.messages.append(message)


def _margin(state: GameState, side: int) -> float:
    """The side's hand score minus the best other side's."""
    assert state.result is not None
    totals = [s.total for s in state.result.sides]
    return totals[side] - max(t for i, t in enumerate(totals) if i != side)


def _finish_quietly(state: GameState, seat_levels: Sequence[str], agents: dict, budget_s: float,
                    tag: str) -> GameState | None:
    """Play the hand to its end with fixed per-seat random streams (no tally): a regret branch."""
    rngs = [random.Random(f"{tag}:{seat}") for seat in range(len(seat_levels))]
    for _ in range(20000):
        if state.phase in (S.HAND_OVER, S.GAME_OVER):
            return state
        seat = state.to_act
        obs = observe(state, seat)
        try:
            action = agents[seat_levels[seat]].choose(obs, rngs[seat], Budget(budget_s))
            if check(obs, action) is not None:
                action = legal_actions(obs)[0]
            state, _ = apply(state, action)
        except Exception:  # a branch that cannot be finished is left out of the regret figures
            return None
    return None


def answer_branches(state: GameState, seat_levels: Sequence[str], agents: dict, budget_s: float,
                    tag: str, samples: int = 1) -> tuple[float, float] | None:
    """The answering side's margin at the end of the hand after "yes" and after "no", every seat
    then playing on with the same random streams in both branches.

    With ``samples`` 1 the hand is replayed with the real stock; with more, each replay first
    shuffles the stock (the future draws nobody at the table can know) and the margins are
    averaged, so the regret measures the answer against what could be expected, not against a
    clairvoyant's knowledge of the next cards."""
    side = state.seat_side[state.to_act]
    totals = [0.0, 0.0]
    for k in range(samples):
        start = state
        if samples > 1:
            stock = list(state.stock)
            random.Random(f"{tag}:stock:{k}").shuffle(stock)
            start = replace(state, stock=tuple(stock))
        for i, yes in enumerate((True, False)):
            branch, _ = apply(start, AnswerGoOut(yes))
            end = _finish_quietly(branch, seat_levels, agents, budget_s, f"{tag}:{k}")
            if end is None or end.result is None:
                return None
            totals[i] += _margin(end, side)
    return totals[0] / samples, totals[1] / samples


def play_out(state: GameState, seat_levels: Sequence[str], agents: dict, budget_s: float, tally: Tally,
             tag: str, check_invariants: bool = True, regret: int = 0,
             max_actions: int = 20000) -> GameState | None:
    """Play the current hand to its end; None if it could not be finished (the error is noted)."""
    rngs = [random.Random(f"sim:{tag}:{seat}:{level}") for seat, level in enumerate(seat_levels)]
    fallback = random.Random(f"sim-fallback:{tag}")
    refused: set[int] = set()
    steps = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        steps += 1
        if steps > max_actions:
            tally.note(f"{tag}: the hand did not end after {max_actions} actions")
            return None
        seat = state.to_act
        level = seat_levels[seat]
        obs = observe(state, seat)
        if check_invariants and not legal_actions(obs):
            tally.dead_ends += 1
            tally.note(f"{tag}: no legal action for seat {seat} in phase {state.phase} (S14.4)")
            return None
        started = time.perf_counter()
        try:
            action = agents[level].choose(obs, rngs[seat], Budget(budget_s))
        except Exception as exc:  # a bot bug must not stop the tournament
            action = None
            tally.note(f"{tag}: {level} bot raised {type(exc).__name__}: {exc}")
        tally.times[level].append((time.perf_counter() - started) * 1000.0)
        if action is None or check(obs, action) is not None:
            if action is not None:
                tally.illegal[level] += 1
                tally.note(f"{tag}: {level} bot chose an illegal action {action!r}: {check(obs, action)}")
            options = legal_actions(obs)
            if not options:
                tally.note(f"{tag}: no legal action for seat {seat} in phase {state.phase}")
                return None
            action = fallback.choice(options)
        if isinstance(action, AnswerGoOut):
            tally.answers[level].append(action.yes)
            if not action.yes:
                refused.add(state.turn_seat)
            if regret:
                branches = answer_branches(state, seat_levels, agents, budget_s, f"regret:{tag}:{steps}", regret)
                if branches is not None:
                    tally.regrets[level].append((action.yes, *branches))
        elif isinstance(action, Discard) and action.card.is_wild and 1 <= len(state.pile) <= 3:
            tally.wild_discards_small_pile[level] += 1
        try:
            state, _events = apply(state, action)
        except Exception as exc:
            tally.note(f"{tag}: the engine refused {action!r}: {type(exc).__name__}: {exc}")
            return None
        tally.actions += 1
        if check_invariants:
            problems = invariant_problems(state)
            if problems:
                tally.invariant_violations += len(problems)
                tally.note(f"{tag}: " + "; ".join(problems))
    assert state.result is not None
    if state.result.went_out >= 0:
        tally.went_out[seat_levels[state.result.went_out]] += 1
    else:
        tally.stock_ends += 1
    for seat, hand in enumerate(state.hands):
        wilds = sum(1 for c in hand if c.is_wild)
        tally.wilds_left[seat_levels[seat]] += wilds
        if seat in refused:
            tally.refused[seat_levels[seat]].append(wilds)
    for side in state.result.sides:
        level = seat_levels[state.sides[side.side][0]]
        tally.side_hands[level] += 1
        tally.sambas[level] += side.sambas
        tally.samba_points[level] += side.samba_bonus
    return state


def play_hand(rules, seed: int, seat_levels: Sequence[str], agents: dict, budget_s: float, tally: Tally,
              check_invariants: bool = True, regret: int = 0) -> tuple[int, ...] | None:
    """One seeded hand; returns each side's hand score (None if it could not be finished)."""
    end = play_out(new_match(rules, seed), seat_levels, agents, budget_s, tally, str(seed), check_invariants, regret)
    if end is None or end.result is None:
        return None
    return tuple(side.total for side in end.result.sides)


def play_game(rules, seed: int, seat_levels: Sequence[str], agents: dict, budget_s: float, tally: Tally,
              check_invariants: bool = True, regret: int = 0) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """One seeded whole game to the target score: (each side's final total, the winning sides)."""
    state = new_match(rules, seed)
    for hand in range(MAX_HANDS_PER_GAME):
        end = play_out(state, seat_levels, agents, budget_s, tally, f"{seed}/{hand + 1}", check_invariants, regret)
        if end is None:
            return None
        tally.hands += 1
        if end.phase == S.GAME_OVER:
            return end.scores, end.winners
        state, _ = next_hand(end)
    tally.note(f"game {seed}: no winner after {MAX_HANDS_PER_GAME} hands")
    return None


def run(levels: Sequence[str], rules_name: str, players: int, hands: int, seed: int, duplicate: bool,
        budget_s: float = 0.5, check_invariants: bool = True, progress=None, agents: dict | None = None,
        whole_games: bool = False, regret: int = 0) -> dict:
    """Play the tournament and return the JSON-ready summary (``agents`` maps a level name to a bot,
    e.g. the baseline or a tuning experiment; by default ``make_agent(level)``)."""
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
        margin = 0.0
        counted = 0
        for shift in shifts:
            # Seat s plays the level that seat s - shift had: every team moves ``shift`` seats on.
            seat_levels = [levels[(s - shift) % players] for s in range(players)]
            seat_team = [team_of_seat[(s - shift) % players] for s in range(players)]
            if whole_games:
                played = play_game(rules, deal, seat_levels, agents, budget_s, tally, check_invariants, regret)
                if played is None:
                    continue
                totals, winners = played
                tally.games += 1
                if len(winners) == 1:
                    tally.game_wins[seat_team[sides[winners[0]][0]]] += 1
                else:
                    tally.game_ties += 1
                scores: tuple[int, ...] = totals
            else:
                result = play_hand(rules, deal, seat_levels, agents, budget_s, tally, check_invariants, regret)
                if result is None:
                    continue
                tally.hands += 1
                scores = result
            by_team: dict[int, int] = {}
            for side_index, members in enumerate(sides):
                by_team[seat_team[members[0]]] = scores[side_index]
            for team, pts in by_team.items():
                tally.points[team] += pts
            if len(by_team) >= 2:
                margin += by_team[0] - by_team[1]
                counted += 1
            best = max(by_team.values())
            leaders = [t for t, pts in by_team.items() if pts == best]
            if whole_games:
                continue
            if len(leaders) == 1:
                tally.wins[leaders[0]] += 1
            else:
                tally.ties += 1
        if counted:
            tally.deal_margins.append(margin / counted)
        if progress is not None:
            progress(i + 1, tally)
    return summary(tally, levels, sides, agents, rules_name, players, seed, duplicate, whole_games,
                   time.perf_counter() - started)


def summary(tally: Tally, levels: Sequence[str], sides, agents: dict, rules_name: str, players: int, seed: int,
            duplicate: bool, whole_games: bool, seconds: float) -> dict:
    teams = []
    played = tally.games if whole_games else tally.hands
    for team, members in enumerate(sides):
        wins = tally.game_wins[team] if whole_games else tally.wins[team]
        low, high = wilson(wins, played)
        teams.append({
            "side": team, "seats": list(members), "levels": [levels[s] for s in members],
            "won": wins, "hands_won": tally.wins[team], "win_rate": wins / played if played else 0.0,
            "ci_low": low, "ci_high": high,
            "mean_points": tally.points[team] / played if played else 0.0,
        })
    mean, low, high = mean_interval(tally.deal_margins)
    level_rows = []
    order = list(LEVELS) + [BASELINE]
    for level in sorted(set(levels), key=lambda name: (order.index(name) if name in order else 99, name)):
        times = tally.times[level]
        agent = agents[level]
        answers = tally.answers[level]
        regrets = tally.regrets[level]
        regret_values = [max(y, n) - (y if yes else n) for yes, y, n in regrets]
        r_mean, r_low, r_high = mean_interval(regret_values)
        g_mean, g_low, g_high = mean_interval([y - n for _yes, y, n in regrets])
        always_yes = mean_interval([max(y, n) - y for _yes, y, n in regrets])[0]
        refused = tally.refused[level]
        per = 100.0 / tally.side_hands[level] if tally.side_hands[level] else 0.0
        level_rows.append({
            "level": level, "decisions": len(times), "p50_ms": percentile(times, 0.5),
            "p99_ms": percentile(times, 0.99), "max_ms": max(times, default=0.0),
            "illegal_actions": tally.illegal[level], "fallbacks": getattr(agent, "fallbacks", 0),
            "searches": getattr(agent, "searches", None), "switched": getattr(agent, "switched", None),
            "side_hands": tally.side_hands[level], "went_out": tally.went_out[level],
            "sambas": tally.sambas[level], "sambas_per_100": tally.sambas[level] * per,
            "samba_points_per_side_hand": tally.samba_points[level] * per / 100.0,
            "wild_discards_small_pile": tally.wild_discards_small_pile[level],
            "wilds_left_per_100": tally.wilds_left[level] * per,
            "refused_askers": len(refused), "refused_with_3_wilds": sum(1 for w in refused if w >= 3),
            "refused_max_wilds": max(refused, default=0),
            "answers": len(answers), "answers_yes": sum(answers),
            "regret_questions": len(regrets), "regret_mean": r_mean, "regret_ci": [r_low, r_high],
            "yes_minus_no": g_mean, "yes_minus_no_ci": [g_low, g_high], "regret_if_always_yes": always_yes,
        })
    return {
        "rules": rules_name, "players": players, "seed": seed, "duplicate": duplicate, "seats": list(levels),
        "whole_games": whole_games, "games": tally.games, "game_ties": tally.game_ties,
        "hands": tally.hands, "actions": tally.actions, "seconds": seconds,
        "actions_per_s": tally.actions / seconds if seconds else 0.0,
        "hands_per_s": tally.hands / seconds if seconds else 0.0,
        "ties": tally.ties, "errors": tally.errors, "invariant_violations": tally.invariant_violations,
        "dead_ends": tally.dead_ends, "stock_ends": tally.stock_ends,
        "error_messages": tally.messages, "sides": teams,
        "margin": {"mean": mean, "ci_low": low, "ci_high": high, "deals": len(tally.deal_margins)},
        "levels": level_rows,
    }


def format_summary(result: dict) -> str:
    unit = "games" if result["whole_games"] else "hands"
    played = result["games"] if result["whole_games"] else result["hands"]
    lines = [f"{played} {unit} ({result['rules']}, {result['players']} players, seed {result['seed']}"
             f"{', duplicate' if result['duplicate'] else ''}) in {result['seconds']:.1f} s: "
             f"{result['hands']} hands, {result['actions']} actions, {result['actions_per_s']:.0f} actions/s; "
             f"ties {result['game_ties'] if result['whole_games'] else result['ties']}; errors {result['errors']}; "
             f"invariant violations {result['invariant_violations']}; "
             f"positions without a legal action {result['dead_ends']}"]
    for side in result["sides"]:
        lines.append(f"side {side['side']} seats {side['seats']} ({'+'.join(side['levels'])}): "
                     f"won {side['won']} {unit}, win rate {100 * side['win_rate']:.1f}% "
                     f"[95% CI {100 * side['ci_low']:.1f}–{100 * side['ci_high']:.1f}], "
                     f"mean {side['mean_points']:.0f} points/{unit[:-1]}")
    outs = ", ".join(f"{row['went_out']} by {row['level']}" for row in result["levels"])
    lines.append(f"hands ended: gone out {sum(row['went_out'] for row in result['levels'])} ({outs}); "
                 f"stock exhausted {result['stock_ends']}")
    m = result["margin"]
    if m["deals"]:
        lines.append(f"points margin of side 0 per {unit[:-1]}: {m['mean']:+.0f} "
                     f"[95% CI {m['ci_low']:+.0f} to {m['ci_high']:+.0f}] over {m['deals']} deals")
    for row in result["levels"]:
        lines.append(f"level {row['level']}: {row['decisions']} decisions, p50 {row['p50_ms']:.2f} ms, "
                     f"p99 {row['p99_ms']:.2f} ms, max {row['max_ms']:.2f} ms, "
                     f"illegal actions {row['illegal_actions']}, fallbacks {row['fallbacks']}"
                     + (f", searched {row['searches']} ({100 * row['searches'] / row['decisions']:.1f}% of its "
                        "decisions; --regret replays also count)" if row["searches"] and row["decisions"] else "")
                     + (f", the search replaced the heuristic's move {row['switched']} times"
                        if row.get("switched") else ""))
        lines.append(f"  {row['side_hands']} side-hands: sambas {row['sambas']} "
                     f"({row['sambas_per_100']:.1f} per 100, {row['samba_points_per_side_hand']:.0f} bonus points "
                     f"per side-hand); wild discards onto 1–3-card piles {row['wild_discards_small_pile']}; "
                     f"wild cards left in hand {row['wilds_left_per_100']:.0f} per 100; "
                     f"refused askers {row['refused_askers']} ({row['refused_with_3_wilds']} kept 3+ wild cards, "
                     f"most {row['refused_max_wilds']})")
        if row["answers"]:
            line = f"  answers to \"may I go out?\": {row['answers']} ({row['answers_yes']} yes)"
            if row["regret_questions"]:
                low, high = row["regret_ci"]
                g_low, g_high = row["yes_minus_no_ci"]
                line += (f"; regret {row['regret_mean']:.0f} points per answer [95% CI {low:.0f}–{high:.0f}] "
                         f"over {row['regret_questions']}; yes minus no {row['yes_minus_no']:+.0f} "
                         f"[{g_low:+.0f} to {g_high:+.0f}]; always yes would regret {row['regret_if_always_yes']:.0f}")
            lines.append(line)
    lines.extend(f"error: {m}" for m in result["error_messages"][:5])
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m samba.sim", description="Seeded bot tournaments.")
    parser.add_argument("--seats", default=None,
                        help="one bot level per seat, e.g. hard,normal,hard,normal (default: random everywhere)")
    parser.add_argument("--hands", "--games", dest="hands", type=int, default=20, help="number of seeded deals")
    parser.add_argument("--whole-games", action="store_true",
                        help="play each deal number as a whole game to the target score (S18)")
    parser.add_argument("--players", type=int, default=None, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--rules", default="samba", choices=sorted(PRESETS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--duplicate", action="store_true", help="replay each deal with the teams' seats swapped")
    parser.add_argument("--budget", type=float, default=0.5, help="seconds per decision for the hard bot")
    parser.add_argument("--baseline", default=None, metavar="PATH",
                        help="a player file with make_player() (e.g. benchmarks/greedy_baseline.py), seat level "
                             "'baseline'")
    parser.add_argument("--regret", type=int, default=0, nargs="?", const=1, metavar="SAMPLES",
                        help="replay every answer to \"may I go out?\" both ways to the end of the hand "
                             "(SAMPLES > 1: that many replays, each with the stock shuffled, averaged)")
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
    agents = {}
    if BASELINE in levels:
        if not args.baseline:
            print("the seat level 'baseline' needs --baseline PATH (e.g. benchmarks/greedy_baseline.py)",
                  file=sys.stderr)
            return 2
        try:
            agents[BASELINE] = load_baseline(args.baseline)
        except (OSError, ImportError, AttributeError, SyntaxError) as exc:
            print(f"cannot load the baseline player: {exc}", file=sys.stderr)
            return 2
    for level in levels:
        if level not in LEVELS and level != BASELINE:
            print(f"unknown level {level!r}; choose from {', '.join((*LEVELS, BASELINE))}", file=sys.stderr)
            return 2

    def progress(done: int, tally: Tally) -> None:
        if args.progress:
            print(f"deal {done}/{args.hands}: hands {tally.hands}, games {tally.games}, wins {dict(tally.wins)}, "
                  f"game wins {dict(tally.game_wins)}, errors {tally.errors}", file=sys.stderr, flush=True)

    result = run(levels, args.rules, players, args.hands, args.seed, args.duplicate, args.budget,
                 not args.no_check, progress, agents, whole_games=args.whole_games, regret=args.regret)
    print(json.dumps(result) if args.json else format_summary(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
