"""Turning a gesture into an engine action — the engine still decides whether it is legal.

A player drops cards somewhere; this module builds the one action that gesture means (a discard,
a new meld, a lay-off, a pile take, or the going-out version of any of them when it would empty the
hand) and asks ``check``. It never judges a rule itself, so the table, the keyboard and the tests
all propose moves the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import assert_never

from samba.engine import Card, Observation, Violation, codes, pile_takes
from samba.engine.actions import (
    LAYOFF,
    PAIR,
    SEQUENCE_CARD,
    Action,
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    LayOffs,
    Meld,
    MergeGroups,
    TakePile,
)
from samba.game.card_words import rank_plural
from samba.game.narration import meld_phrase
from samba.i18n import _

Checker = Callable[[Action], Violation | None]
Cards = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Proposal:
    """An action and the engine's verdict on it (``problem`` None: legal)."""

    action: Action
    problem: Violation | None

    @property
    def ok(self) -> bool:
        return self.problem is None


def _remaining(obs: Observation, used: Sequence[Card]) -> list[Card]:
    rest = list(obs.hand)
    for card in used:
        if card in rest:
            rest.remove(card)
    return rest


def discard(obs: Observation, card: Card, check: Checker) -> Proposal:
    """Drop a card on the pile: a discard, or going out when it is the last card."""
    action: Action = GoOut(discard=card) if len(obs.hand) == 1 else Discard(card)
    return Proposal(action, check(action))


def meld(obs: Observation, melds: Sequence[Cards], layoffs: Sequence[tuple[int, Cards]],
         check: Checker) -> Proposal:
    """New melds and lay-offs; when they would leave one card or none, the going-out version too.

    The plain meld is preferred; going out is proposed only when the meld alone is refused and
    going out (with the last card as the discard) is legal.
    """
    plain = Meld(tuple(tuple(m) for m in melds), tuple((i, tuple(c)) for i, c in layoffs))
    problem = check(plain)
    if problem is None:
        return Proposal(plain, None)
    used = [c for m in plain.melds for c in m] + [c for _meld, cs in plain.layoffs for c in cs]
    rest = _remaining(obs, used)
    if len(rest) <= 1:
        out = GoOut(plain.melds, plain.layoffs, rest[0] if rest else None)
        out_problem = check(out)
        if out_problem is None or not rest:
            return Proposal(out, out_problem)
    return Proposal(plain, problem)


def layoff(obs: Observation, meld_id: int, cards: Cards, check: Checker) -> Proposal:
    return meld(obs, (), ((meld_id, cards),), check)


def draw(obs: Observation, check: Checker) -> Proposal:
    """Draw from the stock, or end the hand when the stock is empty (S16.3)."""
    action: Action = DrawStock() if obs.stock_size else EndHand()
    return Proposal(action, check(action))


def end_hand(check: Checker) -> Proposal:
    return Proposal(EndHand(), check(EndHand()))


def ask(check: Checker) -> Proposal:
    return Proposal(AskGoOut(), check(AskGoOut()))


def merge(a: int, b: int, check: Checker) -> Proposal:
    return Proposal(MergeGroups(a, b), check(MergeGroups(a, b)))


def pile_takes_for(obs: Observation, selected: Cards, staged: Sequence[Cards], check: Checker,
                   target: int | None = None) -> tuple[list[TakePile], Violation | None]:
    """Every legal way to take the pile that fits what the player has picked, and else why not.

    Candidates: the two selected cards as the pair (with the staged melds as the opening); a pair
    of the top card's rank from the hand with the staged melds; a lay-off onto ``target``; and the
    engine's own offers. Duplicates are dropped; the first refusal explains a failure.
    """
    top = obs.top
    candidates: list[TakePile] = []
    if target is not None:
        candidates += [TakePile(LAYOFF, (), target), TakePile(SEQUENCE_CARD, (), target)]
    else:
        opening = tuple(tuple(m) for m in staged)
        if len(selected) == 2:
            candidates.append(TakePile(PAIR, tuple(selected), -1, opening))
        if top is not None:
            pool = _remaining(obs, [c for m in staged for c in m])
            pair = [c for c in pool if c.is_natural and c.rank == top.rank][:2]
            if len(pair) == 2:
                candidates.append(TakePile(PAIR, tuple(pair), -1, opening))
        candidates += pile_takes(obs)
    legal: list[TakePile] = []
    first_problem: Violation | None = None
    for action in candidates:
        problem = check(action)
        if problem is None:
            if action not in legal:
                legal.append(action)
        elif first_problem is None:
            first_problem = problem
    if not legal and first_problem is None:
        action = TakePile(PAIR, tuple(selected) if len(selected) == 2 else (), -1)
        first_problem = check(action) or Violation(
            "PILE_PAIR", "S7.3a", "You need a natural pair of the top card's rank to take the pile.", ())
    if target is None and len(legal) > 1:
        # Different pairs of the same faces and the same effect are one choice for the player.
        legal = _distinct_effects(legal)
    return legal, (None if legal else first_problem)


def _distinct_effects(actions: list[TakePile]) -> list[TakePile]:
    seen: set[tuple] = set()
    out = []
    for a in actions:
        key = (a.method, tuple(sorted(a.cards)), a.target, tuple(sorted(tuple(sorted(m)) for m in a.melds)))
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def describe(action: Action, obs: Observation | None = None) -> str:
    """A short phrase for a choice list, a hint or a confirmation."""
    match action:
        case DrawStock():
            return _("Draw two cards from the stock")
        case EndHand():
            return _("End the hand")
        case AskGoOut():
            return _("Ask your partner whether you may go out")
        case AnswerGoOut(yes=True):
            return _("Answer yes: your partner may go out")
        case AnswerGoOut():
            return _("Answer no: your partner may not go out this turn")
        case Discard():
            return _("Discard {card}").format(card=action.card.code)
        case TakePile(method=method) if method == PAIR:
            if action.melds:
                return _("Take the pile with {cards} and meld {melds}").format(
                    cards=codes(action.cards), melds="; ".join(codes(m) for m in action.melds))
            return _("Take the pile with {cards}").format(cards=codes(action.cards))
        case TakePile(method=method) if method == SEQUENCE_CARD:
            return _("Take only the top card onto {meld}").format(meld=_meld_name(obs, action.target))
        case TakePile():
            return _("Take the pile, laying the top card on {meld}").format(meld=_meld_name(obs, action.target))
        case Meld():
            text = _batch_words(action.melds, action.layoffs, obs)
            return text[:1].upper() + text[1:]
        case GoOut():
            text = _batch_words(action.melds, action.layoffs, obs)
            if action.discard is not None:
                return (_("Go out: {moves}, discard {card}") if text else _("Go out, discard {card}")).format(
                    moves=text, card=action.discard.code)
            return _("Go out: {moves}").format(moves=text) if text else _("Go out")
        case MergeGroups():
            target = obs.meld(action.a) if obs is not None else None
            if target is not None and target.kind == "group":
                return _("Join your two groups of {ranks}").format(ranks=rank_plural(target.rank))
            return _("Merge two melds")
        case _:
            assert_never(action)


def _batch_words(melds: tuple[tuple[Card, ...], ...], layoffs: LayOffs, obs: Observation | None) -> str:
    parts = [_("meld {cards}").format(cards=codes(m)) for m in melds]
    parts += [_("add {cards} to {meld}").format(cards=codes(cs), meld=_meld_name(obs, i)) for i, cs in layoffs]
    return ", ".join(parts)


def _meld_name(obs: Observation | None, meld_id: int) -> str:
    meld = obs.meld(meld_id) if obs is not None else None
    if meld is None:
        return _("a meld")
    return meld_phrase(meld, obs is None or meld.side == obs.side)
