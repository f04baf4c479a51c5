"""Steered playouts that hunt for dead ends (S14.4): ``python -m samba.explore``.

S14.4 says that in every position before the hand is over the player to act has a legal action,
and that no sequence of legal actions can reach a position without one. A uniformly random player
proves little of that: it rarely merges, rarely asks, almost never lets the stock run out. This
explorer plays with *temperaments* that lean on exactly the risky moves — taking the pile, merging
(also after a "yes"), asking before and after the draw, answering yes and no, stalling until the
stock is gone — from fresh deals at every score band, from late-stock positions (some with a red 3
as the last card, S16.2) and from hand-written positions where a committing take or a binding
"yes" is one move away.

At every position before the hand is over it checks, and counts as a failure:

* ``legal_actions`` offers at least one action (S14.4);
* every offered action passes ``check``; the risky ones (and, with ``apply_all``, every one) are
  applied, the invariants hold afterwards, and the position reached again offers an action;
* the action played is applied and the invariants hold.

The test suite runs a small, fixed set (seconds); the soak runs it bigger::

    nice -n 10 python -m samba.explore --hands 40 --apply-all --variants
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from samba.engine import (
    PRESETS,
    AnswerGoOut,
    AskGoOut,
    DrawStock,
    EndHand,
    GameState,
    GoOut,
    MergeGroups,
    RuleSet,
    TakePile,
    apply,
    check,
    legal_actions,
    next_hand,
    observe,
    preset,
    scenario,
)
from samba.engine import events as E
from samba.engine import state as S
from samba.engine.actions import Action
from samba.engine.analysis import invariant_problems, sides_for

PLAYING = (S.DRAW, S.MELD, S.ANSWER)

CONFIGS: dict[str, dict[str, Any]] = {
    f"{name}-{n}p": {"preset": name, "player_count": n} for name in sorted(PRESETS) for n in (2, 3, 4, 5, 6)
}
CONFIGS["samba-5p-two_vs_three_rotating"] = {"preset": "samba", "player_count": 5,
                                             "five_player_mode": "two_vs_three_rotating"}
CONFIGS["samba-6p-two_teams_of_three"] = {"preset": "samba", "player_count": 6,
                                          "six_player_mode": "two_teams_of_three"}

VARIANTS: dict[str, dict[str, Any]] = {
    "wild-on-canasta": {"preset": "samba", "allow_wild_on_completed_canasta": True},
    "sequence-merge": {"preset": "samba", "allow_sequence_merge": True, "samba_extend_when_going_out": True},
    "mandatory-ask": {"preset": "samba", "go_out_permission": "mandatory", "sequence_layoff_takes": "top_card_only"},
    "spanish-surprise": {"preset": "samba_spanish", "surprise_cards": 3, "melds_owned_by": "player"},
    "brazilian-two-canastas": {"preset": "brazilian", "go_out_requirement": "two_canastas",
                               "stock_exhausted_rule": "forced_take_or_end"},
    "stock-ends-at-once": {"preset": "samba", "stock_exhausted_rule": "end_immediately", "player_count": 6},
    "one-canasta-no-asking": {"preset": "samba", "go_out_requirement": "one_canasta", "go_out_permission": "none"},
    "pile-always-frozen": {"preset": "samba", "pile_always_frozen": True, "pile_layoff_targets": "any_meld",
                           "allow_pile_natural_plus_wild": True},
}

SCORE_BANDS = (0, -400, 1600, 3100, 7200, 8200, 9400)
"""Start scores that reach every opening band (S12.1 and the Brazilian BR10 table)."""

# The moves a temperament weighs; the player first picks a kind, then an action of that kind.
KINDS = ("draw", "take", "meld", "merge", "ask", "yes", "no", "discard", "go_out", "end")
TEMPERAMENTS: dict[str, dict[str, float]] = {
    "eager": {"draw": 1, "take": 6, "meld": 4, "merge": 4, "ask": 4, "yes": 1, "no": 1, "discard": 1,
              "go_out": 4, "end": 1},
    "staller": {"draw": 4, "take": 0.3, "meld": 3, "merge": 3, "ask": 1, "yes": 1, "no": 2, "discard": 2,
                "go_out": 0.05, "end": 0.2},
    "asker": {"draw": 1, "take": 3, "meld": 2, "merge": 5, "ask": 8, "yes": 3, "no": 1, "discard": 1,
              "go_out": 0.5, "end": 1},
    "uniform": dict.fromkeys(KINDS, 1.0),
}

RISKY = (TakePile, MergeGroups, AskGoOut, AnswerGoOut, GoOut, EndHand, DrawStock)
"""Offers always applied (with a look one move ahead): the moves a dead end would follow."""

STARTS: dict[str, dict[str, Any]] = {
    # S14.3: a pair take leaving one card, then going out (issue #10 item 4).
    "pair-take-to-go-out": {"turn": 0, "hands": ["9S 9D", "4C 5D 6S 8H", "7C 7D 10S", "JC JD 4S"], "pile": "5C 9H",
                            "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"},
                                      {"side": 0, "cards": "QH QD QS QC QH QD 2C"}]},
    # BR8 / BR14: one card in hand, the top card fits a sequence: ask before drawing.
    "br8-ask-before-draw": {"rules": "brazilian", "turn": 0, "hands": ["4D", "5S 5S", "QH QD", "5D 6D"],
                            "pile": "KC 5C 9C", "melds": [
                                {"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
                                {"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "6C 7C 8C"}]},
    # S10.2: after a "yes", merging the two canastas the side needs would leave no way out.
    "merge-after-yes": {"rules": {"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}},
                        "turn": 0, "phase": "meld", "asked": "yes",
                        "hands": ["5C 5D 5S 9H", "4C 6D 8S", "7C 7D 10S", "JC JD 4S"],
                        "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"},
                                  {"side": 0, "cards": "KC KH KD KS KC JK 2C"}]},
    # S10.2: after a "yes", a merge that keeps going out possible (a samba stays as the second canasta).
    "merge-after-yes-with-a-way-out": {
        "rules": {"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}}, "turn": 0,
        "phase": "meld", "asked": "yes", "hands": ["5C 5D 5S 9H", "4C 6D 8S", "7C 7D 10S", "JC JD 4S"],
        "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KH KD KS KC JK 2C"},
                  {"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}]},
    # C25: Spanish folding with the pile.
    "spanish-folding": {"rules": "samba_spanish", "turn": 0, "scores": [3000, 0],
                        "hands": ["9S 9D 4H 4D 4S 4C 4H 4D 4S 5H 5D 5S 5C 5H 5D 5S 6C", "7C 8D 10S",
                                  "JC QD KS", "AC AD 6S"], "pile": "9H"},
    # S16: the stock is nearly gone and a red 3 is its last card.
    "red-three-last": {"turn": 0, "stock": "3H", "stock_size": 1,
                       "hands": ["KH KD 5C 6C 7C", "8C 9D", "10H JS QC", "AS 4D"],
                       "pile": "KS", "melds": [{"side": 0, "cards": "KC KC KS"}]},
}


def rules_of(spec: dict[str, Any]) -> RuleSet:
    options = dict(spec)
    return preset(str(options.pop("preset")), **options)


def kind_of(action: Action) -> str:
    if isinstance(action, AnswerGoOut):
        return "yes" if action.yes else "no"
    return {"DrawStock": "draw", "TakePile": "take", "Meld": "meld", "MergeGroups": "merge", "AskGoOut": "ask",
            "Discard": "discard", "GoOut": "go_out", "EndHand": "end"}[type(action).__name__]


def choose(offers: list[Action], temperament: dict[str, float], rng: random.Random) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for action in offers:
        by_kind.setdefault(kind_of(action), []).append(action)
    kinds = list(by_kind)
    weights = [temperament.get(k, 1.0) for k in kinds]
    kind = rng.choices(kinds, weights)[0]
    options = by_kind[kind]
    return options[rng.randrange(len(options))]


@dataclass
class Report:
    """What a run saw. Every count under ``failures`` must be zero."""

    hands: int = 0
    positions: int = 0
    actions: int = 0
    offers_checked: int = 0
    offers_applied: int = 0
    dead_ends: int = 0
    check_failures: int = 0
    apply_failures: int = 0
    invariant_violations: int = 0
    unfinished_hands: int = 0
    seen: Counter = field(default_factory=Counter)
    """Coverage: the situations the run reached (merges after a yes, committing takes, …)."""
    messages: list[str] = field(default_factory=list)

    @property
    def failures(self) -> int:
        return (self.dead_ends + self.check_failures + self.apply_failures + self.invariant_violations
                + self.unfinished_hands)

    def fail(self, counter: str, message: str) -> None:
        setattr(self, counter, getattr(self, counter) + 1)
        if len(self.messages) < 20:
            self.messages.append(message)

    def to_dict(self) -> dict[str, Any]:
        return {"hands": self.hands, "positions": self.positions, "actions": self.actions,
                "offers_checked": self.offers_checked, "offers_applied": self.offers_applied,
                "dead_ends": self.dead_ends, "check_failures": self.check_failures,
                "apply_failures": self.apply_failures, "invariant_violations": self.invariant_violations,
                "unfinished_hands": self.unfinished_hands, "failures": self.failures, "seen": dict(self.seen),
                "messages": self.messages}


def _describe(state: GameState) -> str:
    return scenario.describe(state).replace("\n", " | ")


def _note_position(state: GameState, report: Report) -> None:
    turn = state.turn
    if state.phase == S.MELD and turn.asked == S.ASKED_YES:
        report.seen["meld phase after yes"] += 1
    if turn.committed:
        report.seen["committed by a take"] += 1
    if state.phase == S.DRAW and not state.stock:
        report.seen["draw with an empty stock"] += 1
    if turn.no_discard:
        report.seen["no discard (S16.2)"] += 1


def _note_action(before: GameState, action: Action, events: Iterable[E.Event], report: Report) -> None:
    report.seen[f"played {kind_of(action)}"] += 1
    if isinstance(action, MergeGroups) and before.turn.must_go_out:
        report.seen["merge while bound to go out"] += 1
    if isinstance(action, AskGoOut) and before.phase == S.DRAW:
        report.seen["asked before drawing"] += 1
    for event in events:
        if event.kind == E.HAND_END:
            report.seen["hand ended: went out" if event.seat >= 0 else "hand ended: stock ran out"] += 1


def _verify_offers(state: GameState, offers: list[Action], rng: random.Random, apply_all: bool,
                   report: Report) -> None:
    obs = observe(state, state.to_act)
    others = [a for a in offers if not isinstance(a, RISKY)]
    sampled = set(range(len(others))) if apply_all else set(rng.sample(range(len(others)), min(3, len(others))))
    index = 0
    for action in offers:
        report.offers_checked += 1
        problem = check(obs, action)
        if problem is not None:
            report.fail("check_failures", f"offered {action!r} but check refuses it: {problem} :: {_describe(state)}")
            continue
        if not isinstance(action, RISKY):
            index += 1
            if index - 1 not in sampled:
                continue
        try:
            after, _events = apply(state, action)
        except Exception as exc:
            report.fail("apply_failures", f"offered {action!r} but apply raised {type(exc).__name__}: {exc} :: "
                        f"{_describe(state)}")
            continue
        report.offers_applied += 1
        problems = invariant_problems(after)
        if problems:
            report.fail("invariant_violations", f"after {action!r}: {'; '.join(problems)}")
        if isinstance(action, RISKY) and after.phase in PLAYING and not legal_actions(observe(after, after.to_act)):
            report.fail("dead_ends", f"after {action!r} seat {after.to_act} has no legal action :: {_describe(after)}")


def play_hand(state: GameState, rng: random.Random, report: Report, *, temperaments: list[str],
              apply_all: bool = False, max_actions: int = 3000) -> GameState:
    """Play one hand from ``state`` to its end, checking every position (see the module docstring)."""
    seat_temper = {seat: TEMPERAMENTS[rng.choice(temperaments)] for seat in range(len(state.hands))}
    steps = 0
    while state.phase in PLAYING:
        if steps >= max_actions:
            report.fail("unfinished_hands", f"the hand did not end after {max_actions} actions :: {_describe(state)}")
            return state
        report.positions += 1
        _note_position(state, report)
        offers = legal_actions(observe(state, state.to_act))
        if not offers:
            report.fail("dead_ends", f"seat {state.to_act} has no legal action :: {_describe(state)}")
            return state
        _verify_offers(state, offers, rng, apply_all, report)
        action = choose(offers, seat_temper[state.to_act], rng)
        try:
            after, events = apply(state, action)
        except Exception as exc:
            report.fail("apply_failures", f"played {action!r}: {type(exc).__name__}: {exc} :: {_describe(state)}")
            return state
        problems = invariant_problems(after)
        if problems:
            report.fail("invariant_violations", f"after {action!r}: {'; '.join(problems)}")
        _note_action(state, action, events, report)
        report.actions += 1
        steps += 1
        state = after
    report.hands += 1
    return state


def late_stock(state: GameState, keep: int, red_three_last: bool) -> GameState:
    """The same deal with only ``keep`` stock cards left: the rest goes under the pile (162 cards stay
    accounted for, S1.4). With ``red_three_last`` a red 3 is made the stock's last card (S16.2)."""
    stock = list(state.stock)  # top card last
    moved, stock = stock[: len(stock) - keep], stock[len(stock) - keep:]
    pile = moved + list(state.pile)
    if red_three_last and stock:
        spot = next((i for i, c in enumerate(pile[:-1]) if c.is_red_three), None)
        if spot is not None:
            pile[spot], stock[0] = stock[0], pile[spot]
    rules = state.rules
    frozen = any(c.is_wild or c.is_red_three for c in pile[:-1]) and (
        rules.wild_discard_effect == "freeze" or rules.buried_special_freezes)
    return replace(state, stock=tuple(stock), pile=tuple(pile), pile_frozen=frozen or state.pile_frozen)


def starts(rules: RuleSet, seed: int, rng: random.Random) -> Iterator[tuple[str, GameState]]:
    """A fresh deal, a deal at a random score band, and a late-stock deal."""
    yield "deal", _deal(rules, seed, (0,) * _sides(rules))
    score = rng.choice(SCORE_BANDS)
    scores = tuple(score if i % 2 == 0 else rng.choice(SCORE_BANDS) for i in range(_sides(rules)))
    yield f"deal at {scores}", _deal(rules, seed + 1, scores)
    deal = _deal(rules, seed + 2, (0,) * _sides(rules))
    yield "late stock", late_stock(deal, rng.randrange(0, 7), red_three_last=rng.random() < 0.5)


def _sides(rules: RuleSet) -> int:
    return len(sides_for(rules))


def _deal(rules: RuleSet, seed: int, scores: tuple[int, ...]) -> GameState:
    doc = {"rules": {"preset": "samba", "options": rules.to_dict()}, "seed": seed, "deck": "",
           "scores": list(scores)}
    return scenario.load(doc)


def explore(config_specs: dict[str, dict[str, Any]], hands: int, seed: int, *, apply_all: bool = False,
            temperaments: list[str] | None = None, with_starts: bool = True, progress=None) -> Report:
    """Run the exploration; ``hands`` deals per configuration and start kind."""
    report = Report()
    tempers = temperaments or list(TEMPERAMENTS)
    for name, spec in config_specs.items():
        rules = rules_of(spec)
        for i in range(hands):
            rng = random.Random(f"explore:{name}:{seed}:{i}")
            for _label, state in starts(rules, seed * 1000 + i * 10, rng):
                end = play_hand(state, rng, report, temperaments=tempers, apply_all=apply_all)
                if end.phase == S.HAND_OVER and rng.random() < 0.3:
                    play_hand(next_hand(end).state, rng, report, temperaments=tempers, apply_all=apply_all)
        if progress is not None:
            progress(name, report)
    if with_starts:
        # Each hand-written start is played once per temperament (and more in bigger runs), so every
        # risky path right after it is walked by someone who leans on it.
        for name, doc in STARTS.items():
            for i in range(max(1, hands) * len(tempers)):
                rng = random.Random(f"explore-start:{name}:{seed}:{i}")
                play_hand(scenario.load({**doc, "seed": seed + i}), rng, report,
                          temperaments=[tempers[i % len(tempers)]], apply_all=apply_all)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samba.explore", description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=3, help="deals per configuration and start kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS) + sorted(VARIANTS),
                        help="only these configurations (repeatable; default: every preset and player count)")
    parser.add_argument("--variants", action="store_true", help="also play house-rule variants")
    parser.add_argument("--apply-all", action="store_true", help="apply every offered action, not a sample")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    every = {**CONFIGS, **VARIANTS}
    if args.config:
        specs = {name: every[name] for name in args.config}
    else:
        specs = dict(CONFIGS)
        if args.variants:
            specs.update(VARIANTS)
    started = time.perf_counter()

    def progress(name: str, report: Report) -> None:
        if not args.json:
            print(f"{name}: hands {report.hands}, actions {report.actions}, failures {report.failures}",
                  file=sys.stderr, flush=True)

    report = explore(specs, args.hands, args.seed, apply_all=args.apply_all, progress=progress)
    result = {**report.to_dict(), "seconds": round(time.perf_counter() - started, 1), "configs": len(specs)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['hands']} hands over {result['configs']} configurations in {result['seconds']} s: "
              f"{result['positions']} positions, {result['actions']} actions, {result['offers_checked']} offers "
              f"checked, {result['offers_applied']} applied; dead ends {result['dead_ends']}, check failures "
              f"{result['check_failures']}, apply failures {result['apply_failures']}, invariant violations "
              f"{result['invariant_violations']}, unfinished hands {result['unfinished_hands']}")
        for what, count in sorted(report.seen.items()):
            print(f"  {what}: {count}")
        for message in report.messages[:10]:
            print(f"failure: {message}")
    return 1 if report.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
