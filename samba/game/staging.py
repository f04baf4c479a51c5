"""Plans the player gathers beside the hand before the engine sees them: a pile take, a going out.

A pile take and a going out are single engine actions (``TakePile``, ``GoOut``) made of several
pieces: the pair under the pile's top card and the extra opening melds; every meld, lay-off and the
final discard. The player builds them a piece at a time on the table, and nothing is sent until the
whole plan is confirmed. This module (no pygame, no rules of its own) answers the table's questions
about a plan in cards:

* the action the plan stands for, exactly as it will be proposed (``take_action``, ``go_out_action``);
* whether a piece may join the plan now — the engine's ``check`` on the plan with the piece, where
  only problems that more pieces could still cure are let through (``PAIR_PARTIAL``, ``OUT_PARTIAL``);
* the opening total the label shows, counted as the engine counts it (``take_points``): the top card,
  the cards with it and the extra melds — so a refusal's "these melds make N" is the N on the table;
* which takes the engine allows now and, when none, why in specific words (``pile_verdict``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from samba.engine import Card, InvalidAction, Observation, Violation, check, pile_takes
from samba.engine.actions import LAYOFF, PAIR, SEQUENCE_CARD, Action, GoOut, TakePile
from samba.engine.analysis import GROUP, check_new_meld, classify
from samba.i18n import _

from . import staging_words as W
from .refusal_words import WORDED_PARAM, for_seat

Cards = tuple[Card, ...]
Checker = Callable[[Action], Violation | None]

PAIR_PARTIAL = frozenset({"PAIR_NEEDS_TWO", "NATURAL_PLUS_WILD", "TWO_WILDS", "PILE_FROZEN", "OPENING_TOO_LOW",
                          "OPENING_NEEDS_CANASTA", "MIN_HAND", "GROUP_TOO_FEW_NATURALS", "WILDS_OUTNUMBER",
                          "WILD_RATIO"})
"""Refusals of a pile take that more staged cards can still cure (a second natural, more opening melds)."""
OUT_PARTIAL = frozenset({"NOT_ALL_CARDS", "NEED_TWO_CANASTAS", "NEED_ONE_CANASTA", "NEED_SAMBA_PLUS_ONE",
                         "OPENING_TOO_LOW", "OPENING_NEEDS_CANASTA", "MUST_ASK"})
"""Refusals of a going out that more staged pieces can still cure (cards left, canastas still to complete)."""


WORDED = ((WORDED_PARAM, 1),)
"""Marks a refusal this module words itself (in the player's language, more particular than the engine's)."""

def engine_check(obs: Observation) -> Checker:
    """The engine's verdict for ``obs`` (a malformed proposal reads as a refusal, never an exception); a refusal
    told to a player who plays alone says "you", not "your side" (``refusal_words.for_seat``)."""
    def judge(action: Action) -> Violation | None:
        try:
            problem = check(obs, action)
        except InvalidAction as exc:
            return Violation("INVALID", "S4.4", str(exc), (("detail", str(exc)[:200]),))
        return None if problem is None else for_seat(problem, obs.plays_alone)
    return judge


# -- taking the pile ------------------------------------------------------------------------------------
def take_action(cards: Sequence[Card], melds: Sequence[Sequence[Card]]) -> TakePile:
    """The pair take the staging stands for: ``cards`` go down with the top card, ``melds`` beside them."""
    return TakePile(PAIR, tuple(cards), -1, tuple(tuple(m) for m in melds))


def take_points(obs: Observation, cards: Sequence[Card], melds: Sequence[Sequence[Card]]) -> int:
    """The opening value of a staged take as the engine counts it (S12.4): the top card, the cards with it
    and the extra melds, card values only."""
    top = obs.top
    return (top.points if top is not None else 0) + sum(c.points for c in cards) + sum(
        c.points for meld in melds for c in meld)


def take_piece_problem(obs: Observation, cards: Sequence[Card], melds: Sequence[Sequence[Card]]) -> Violation | None:
    """Why these cards cannot (even with more) go down with the top card and these melds; None: they may.

    A staged meld shorter than a meld (a card of it was taken back) is still being built: it is left
    out here, and the engine's verdict on the whole take names it when the take is confirmed.
    """
    top = obs.top
    problem = engine_check(obs)(take_action(cards, [m for m in melds if len(m) >= 3]))
    if problem is None or problem.code not in PAIR_PARTIAL:
        return problem
    if top is not None and cards and problem.code == "PAIR_NEEDS_TWO":
        # One card so far: the engine waits for the second, but a card of another rank never belongs.
        kind = classify((top, *cards), obs.rules)
        if isinstance(kind, Violation) or kind[0] != GROUP or kind[1] != top.rank:
            return Violation("PAIR_WRONG_RANK", "S7.3a", W.wrong_rank(top), WORDED)
    return None


def meld_piece_problem(obs: Observation, cards: Sequence[Card], *, going_out: bool = False) -> Violation | None:
    """Why ``cards`` are not a meld of their own (a staged meld is always whole, as on the table); None: they are."""
    kind = check_new_meld(cards, obs.rules, going_out=going_out)
    return kind if isinstance(kind, Violation) else None


def whole_melds(obs: Observation, melds: Sequence[Sequence[Card]]) -> list[Sequence[Card]]:
    """The staged melds the engine calls melds: only these count toward an opening total."""
    return [m for m in melds if meld_piece_problem(obs, m) is None]


def unfinished_meld(obs: Observation, melds: Sequence[Sequence[Card]]) -> tuple[Sequence[Card], Violation] | None:
    """The first staged meld that is no meld (its cards and the engine's reason), or None: every one is a meld."""
    for meld in melds:
        problem = meld_piece_problem(obs, meld)
        if problem is not None:
            return meld, problem
    return None


def layoff_takes(obs: Observation, target: int, judge: Checker) -> tuple[list[TakePile], Violation | None]:
    """The takes laying the top card alone on meld ``target`` that ``judge`` accepts, and else why not."""
    legal: list[TakePile] = []
    first: Violation | None = None
    for method in (LAYOFF, SEQUENCE_CARD):
        action = TakePile(method, (), target)
        problem = judge(action)
        if problem is None:
            legal.append(action)
        elif first is None or first.code in ("SEQUENCE_TAKES_ONE", "SEQUENCE_TAKES_PILE", "NOT_A_SEQUENCE"):
            first = problem
    return legal, (None if legal else first)


@dataclass(frozen=True, slots=True)
class PileVerdict:
    """What the pile allows this seat now: the engine's takes, and when there are none, why not (with the rule)."""

    takes: tuple[TakePile, ...]
    problem: Violation | None

    @property
    def possible(self) -> bool:
        return bool(self.takes)


def pile_verdict(obs: Observation) -> PileVerdict:
    """Ask the engine which takes it allows (``pile_takes``); when none, say why in the player's terms."""
    takes = tuple(pile_takes(obs))
    if takes:
        return PileVerdict(takes, None)
    return PileVerdict((), why_no_take(obs))


def why_no_take(obs: Observation) -> Violation:
    """The specific reason no take is possible: the pile is empty or blocked, you hold too few of the top
    card's rank, or your pair with the top card (and the melds your hand can add) falls short of the opening."""
    judge = engine_check(obs)
    top = obs.top
    naturals = [c for c in obs.hand if top is not None and c.is_natural and c.rank == top.rank]
    pair = tuple(naturals[:2])
    problem = judge(TakePile(PAIR, pair, -1))
    if top is None or not top.is_natural or problem is None:
        return problem or Violation("NO_TAKE", "S7.3", _(W.NO_TAKE), WORDED)
    if problem.code in ("ALREADY_DREW", "NOT_YOUR_TURN", "HAND_OVER", "MUST_ANSWER", "WAITING_FOR_ANSWER",
                        "ONE_CARD_NO_PILE", "NO_PILE_FOR_OPENING"):
        return problem
    layoffs = [m for m in obs.my_melds() if layoff_takes(obs, m.id, judge)[0]]
    if len(naturals) < 2 and not layoffs:
        frozen = obs.frozen_for(obs.side)
        barred = None if frozen else _meld_of_the_rank_barred(obs, top, judge)
        if barred is not None:
            return Violation(barred.code, barred.rule, W.too_few_barred(top, len(naturals), barred.code), WORDED)
        return Violation("PILE_PAIR", "S7.3", W.too_few(top, len(naturals), frozen, bool(obs.my_melds())), WORDED)
    if problem.code == "OPENING_TOO_LOW":
        points = take_points(obs, pair, ())
        return Violation("OPENING_TOO_LOW", problem.rule,
                         W.opening_short(top, points, obs.requirement().points, obs.plays_alone), WORDED)
    return problem


BARRED_LAYOFFS = ("NOT_ONTO_CANASTA", "NO_GROUP_LAYOFF")
"""The engine's refusals of a lay-off take onto a group of the top card's rank: the group would take the card
but a rule bars it (a finished canasta, S7.5; a table where only sequences take the top card, C10)."""


def _meld_of_the_rank_barred(obs: Observation, top: Card, judge: Checker) -> Violation | None:
    """The engine's refusal of laying the top card on the side's group of its rank, when a rule (not the
    rank) bars it — so "none of your melds takes the 5♠" is never said beside a canasta of fives."""
    for meld in obs.my_melds():
        if meld.kind != GROUP or meld.rank != top.rank:
            continue
        problem = layoff_takes(obs, meld.id, judge)[1]
        if problem is not None and problem.code in BARRED_LAYOFFS:
            return problem
    return None


def take_choices(obs: Observation, judge: Checker) -> list[TakePile]:
    """Takes that lay the top card alone on one of the side's melds (no hand card goes down), legal now."""
    return [t for t in pile_takes(obs) if t.method != PAIR and judge(t) is None]


# -- going out -------------------------------------------------------------------------------------------
def go_out_action(melds: Sequence[Sequence[Card]], layoffs: Sequence[tuple[int, Sequence[Card]]],
                  discard: Card | None) -> GoOut:
    return GoOut(tuple(tuple(m) for m in melds), tuple((i, tuple(cs)) for i, cs in layoffs), discard)


def go_out_piece_problem(obs: Observation, melds: Sequence[Sequence[Card]],
                         layoffs: Sequence[tuple[int, Sequence[Card]]], discard: Card | None) -> Violation | None:
    """Why this going-out plan cannot be completed as staged (a bad meld, a card that does not fit); None:
    every piece so far is sound — what is left is cards still to stage or canastas still to make. Staged
    melds still being built (shorter than a meld) are left out, as for a take."""
    problem = engine_check(obs)(go_out_action([m for m in melds if len(m) >= 3], layoffs, discard))
    if problem is None or problem.code in OUT_PARTIAL:
        return None
    return problem
