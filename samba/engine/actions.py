"""The actions a player can take: a closed union of frozen dataclasses (RULES.md engine notes).

Each action is a value: bots build them, the UI proposes them, tests write them, and they travel
through JSON saves. ``action_from_dict`` is the boundary that turns untrusted input into an action
or raises ``InvalidAction`` naming what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card, codes, is_card
from .errors import InvalidAction, quote

PAIR = "pair"
LAYOFF = "layoff"
SEQUENCE_CARD = "sequence_card"
TAKE_METHODS = (PAIR, LAYOFF, SEQUENCE_CARD)

Cards = tuple[Card, ...]
LayOffs = tuple[tuple[int, Cards], ...]


@dataclass(frozen=True, slots=True)
class DrawStock:
    """S6: take the top two stock cards (one if only one is left)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """S7: take the pile by one named method.

    ``pair`` — ``cards`` are the hand cards melded with the top card as a new group: a natural pair
    of its rank (S7.3a), optionally with more cards of that rank or wild cards (the group must stay legal);
    ``melds`` are further opening melds from the hand, for a side that has not opened (S12.4).
    ``layoff`` — the top card alone goes onto meld ``target`` and the whole pile is taken (S7.3b).
    ``sequence_card`` — the top card alone extends sequence ``target``; only that card is taken (BR8).
    """

    method: str
    cards: Cards = ()
    target: int = -1
    melds: tuple[Cards, ...] = ()


@dataclass(frozen=True, slots=True)
class Meld:
    """S4.4: lay new melds and add to the side's melds, all at once.

    For a side that has not opened this is the opening, checked as one (S12.2).
    """

    melds: tuple[Cards, ...] = ()
    layoffs: LayOffs = ()


@dataclass(frozen=True, slots=True)
class MergeGroups:
    """S10.2: join the side's group ``b`` into its group ``a`` of the same rank."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class AskGoOut:
    """S15.4: "Partner, may I go out?"."""


@dataclass(frozen=True, slots=True)
class AnswerGoOut:
    """S15.4: the partner's binding yes or no."""

    yes: bool


@dataclass(frozen=True, slots=True)
class Discard:
    """S14: put one card on the pile and end the turn."""

    card: Card


@dataclass(frozen=True, slots=True)
class GoOut:
    """S15.2: meld and lay off every card, with or without one final discard; ends the hand."""

    melds: tuple[Cards, ...] = ()
    layoffs: LayOffs = ()
    discard: Card | None = None


@dataclass(frozen=True, slots=True)
class EndHand:
    """S16.2/S16.3: stop when the stock is exhausted (decline the pile, or no discard is possible)."""


Action = DrawStock | TakePile | Meld | MergeGroups | AskGoOut | AnswerGoOut | Discard | GoOut | EndHand
ACTION_TYPES: dict[str, type] = {
    "draw": DrawStock, "take_pile": TakePile, "meld": Meld, "merge": MergeGroups, "ask": AskGoOut,
    "answer": AnswerGoOut, "discard": Discard, "go_out": GoOut, "end_hand": EndHand,
}
_TYPE_NAMES = {cls: name for name, cls in ACTION_TYPES.items()}


def action_to_dict(action: Action) -> dict[str, Any]:
    """An action as JSON-ready data in card notation."""
    name = _TYPE_NAMES.get(type(action))
    if name is None:
        raise InvalidAction(f"not an action: {quote(action)}")
    validate_action(action)
    out: dict[str, Any] = {"type": name}
    if isinstance(action, TakePile):
        out.update(method=action.method, cards=codes(action.cards), target=action.target,
                   melds=[codes(m) for m in action.melds])
    elif isinstance(action, Meld | GoOut):
        out["melds"] = [codes(m) for m in action.melds]
        out["layoffs"] = [[meld_id, codes(cards)] for meld_id, cards in action.layoffs]
        if isinstance(action, GoOut):
            out["discard"] = action.discard.code if action.discard is not None else None
    elif isinstance(action, MergeGroups):
        out.update(a=action.a, b=action.b)
    elif isinstance(action, AnswerGoOut):
        out["yes"] = action.yes
    elif isinstance(action, Discard):
        out["card"] = action.card.code
    return out


def _cards(value: Any, where: str) -> Cards:
    from .cards import parse_cards

    if isinstance(value, str) or (isinstance(value, list | tuple) and all(isinstance(v, str) for v in value)):
        try:
            return parse_cards(value)
        except ValueError as exc:
            raise InvalidAction(f"{where}: {exc}") from None
    if isinstance(value, list | tuple) and all(is_card(v) for v in value):
        return tuple(value)
    raise InvalidAction(f"{where}: expected cards like 'QH QD 2C', got {quote(value)}")


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidAction(f"{where}: expected a meld number, got {quote(value)}")
    return value


def _layoffs(value: Any, where: str) -> LayOffs:
    if not isinstance(value, list | tuple):
        raise InvalidAction(f"{where}: expected a list of [meld number, cards]")
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, list | tuple) or len(item) != 2:
            raise InvalidAction(f"{where}[{i}]: expected [meld number, cards]")
        out.append((_int(item[0], f"{where}[{i}]"), _cards(item[1], f"{where}[{i}]")))
    return tuple(out)


def _melds(value: Any, where: str) -> tuple[Cards, ...]:
    if not isinstance(value, list | tuple):
        raise InvalidAction(f"{where}: expected a list of melds")
    return tuple(_cards(m, f"{where}[{i}]") for i, m in enumerate(value))


def action_from_dict(data: Any) -> Action:
    """Untrusted data → an action; ``InvalidAction`` says exactly what is malformed."""
    if not isinstance(data, dict):
        raise InvalidAction(f"an action must be an object with a 'type', got {quote(data)}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise InvalidAction(f"unknown action type {quote(kind)}; expected one of {', '.join(ACTION_TYPES)}")
    try:
        if kind == "take_pile":
            method = data.get("method")
            if method not in TAKE_METHODS:
                raise InvalidAction(f"take_pile.method must be one of {', '.join(TAKE_METHODS)}")
            return TakePile(method, _cards(data.get("cards", ()), "take_pile.cards"),
                            _int(data.get("target", -1), "take_pile.target"),
                            _melds(data.get("melds", ()), "take_pile.melds"))
        if kind == "meld":
            return Meld(_melds(data.get("melds", ()), "meld.melds"), _layoffs(data.get("layoffs", ()), "meld.layoffs"))
        if kind == "go_out":
            discard = data.get("discard")
            return GoOut(_melds(data.get("melds", ()), "go_out.melds"),
                         _layoffs(data.get("layoffs", ()), "go_out.layoffs"),
                         None if discard is None else _cards([discard], "go_out.discard")[0])
        if kind == "merge":
            return MergeGroups(_int(data.get("a"), "merge.a"), _int(data.get("b"), "merge.b"))
        if kind == "answer":
            if not isinstance(data.get("yes"), bool):
                raise InvalidAction("answer.yes must be true or false")
            return AnswerGoOut(data["yes"])
        if kind == "discard":
            return Discard(_cards([data.get("card")] if isinstance(data.get("card"), str) else data.get("card"),
                                  "discard.card")[0])
        return ACTION_TYPES[kind]()
    except IndexError:
        raise InvalidAction(f"{kind}: a card is missing") from None


def validate_action(action: Any) -> Action:
    """Check an action object's shape (types of every field) before any rule is looked at."""
    if type(action) not in _TYPE_NAMES:
        raise InvalidAction(f"not an action: {quote(action)}")

    def cards_ok(value: Any, where: str) -> None:
        if not isinstance(value, tuple):
            raise InvalidAction(f"{where} must be a tuple of cards")
        for c in value:
            if not is_card(c):
                what = f"a Card numbered {quote(int(c))}" if isinstance(c, Card) else quote(c)
                raise InvalidAction(f"{where}: {what} is not a card (cards are numbered 0 to 52)")

    if isinstance(action, TakePile):
        if action.method not in TAKE_METHODS:
            raise InvalidAction(f"take_pile.method must be one of {', '.join(TAKE_METHODS)}")
        cards_ok(action.cards, "take_pile.cards")
        _int(action.target, "take_pile.target")
        if not isinstance(action.melds, tuple):
            raise InvalidAction("take_pile.melds must be a tuple of melds")
        for m in action.melds:
            cards_ok(m, "take_pile.melds[]")
    elif isinstance(action, Meld | GoOut):
        if not isinstance(action.melds, tuple) or not isinstance(action.layoffs, tuple):
            raise InvalidAction("melds and layoffs must be tuples")
        for m in action.melds:
            cards_ok(m, "melds[]")
        for item in action.layoffs:
            if not isinstance(item, tuple) or len(item) != 2:
                raise InvalidAction("each layoff must be (meld number, cards)")
            _int(item[0], "layoff meld")
            cards_ok(item[1], "layoff cards")
        if isinstance(action, GoOut) and action.discard is not None and not is_card(action.discard):
            raise InvalidAction(f"go_out.discard must be a card or None, got {quote(action.discard)}")
    elif isinstance(action, MergeGroups):
        _int(action.a, "merge.a")
        _int(action.b, "merge.b")
    elif isinstance(action, AnswerGoOut):
        if not isinstance(action.yes, bool):
            raise InvalidAction("answer.yes must be True or False")
    elif isinstance(action, Discard) and not is_card(action.card):
        raise InvalidAction(f"discard.card must be a card, got {quote(action.card)}")
    return action
