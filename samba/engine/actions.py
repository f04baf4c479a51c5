"""The actions a player can take: a closed union of frozen dataclasses (RULES.md engine notes).

Room: the engine's vocabulary of moves. Each action is a value: bots build them, the UI proposes
them, tests write them, and they travel through JSON saves. Each class owns its JSON form, as
python-chess's ``Move`` owns ``uci()``/``from_uci()``: ``to_dict()`` writes it in card notation
and ``from_dict()`` reads it back from untrusted data, raising ``InvalidAction`` that names what is
wrong; ``check_fields()`` checks an object built in code the same way. ``action_to_dict`` and
``action_from_dict`` are the engine's stable public entry points over them.

``Action`` is a closed union: code that handles actions dispatches with ``match`` and ends in
``typing.assert_never``, so a new action that some place forgets fails the type check (``make test``
runs mypy) instead of falling into a silent default.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from .cards import Card, codes, is_card, parse_cards
from .errors import InvalidAction, quote
from .records import fast_init

PAIR = "pair"
LAYOFF = "layoff"
SEQUENCE_CARD = "sequence_card"
TAKE_METHODS = (PAIR, LAYOFF, SEQUENCE_CARD)

Cards = tuple[Card, ...]
LayOffs = tuple[tuple[int, Cards], ...]


# -- reading and checking the fields of an action (shared by the classes below) -----------------------

def _cards(value: Any, where: str) -> Cards:
    if isinstance(value, str) or (isinstance(value, list | tuple) and all(isinstance(v, str) for v in value)):
        try:
            return parse_cards(value)
        except ValueError as exc:
            raise InvalidAction(f"{where}: {exc}") from None
    if isinstance(value, list | tuple) and all(is_card(v) for v in value):
        return tuple(value)
    raise InvalidAction(f"{where}: expected cards like 'QH QD 2C', got {quote(value)}")


def _card(value: Any, where: str) -> Card:
    """One card, written as a code ("QH") or given as a ``Card``."""
    return _one_card(_cards([value], where), value, where)


def _listed_card(value: Any, where: str) -> Card:
    """One card, written as a code, or as a list holding one (``discard.card`` has always taken both)."""
    return _one_card(_cards([value] if isinstance(value, str) else value, where), value, where)


def _one_card(cards: Cards, value: Any, where: str) -> Card:
    if not cards:
        raise InvalidAction(f"{where}: a card is missing")
    if len(cards) > 1:
        raise InvalidAction(f"{where}: expected one card, got {quote(value)}")
    return cards[0]


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


def _cards_ok(value: Any, where: str) -> None:
    """``value`` is a tuple of real cards (an action built in code, not read from JSON)."""
    if not isinstance(value, tuple):
        raise InvalidAction(f"{where} must be a tuple of cards")
    for c in value:
        if not is_card(c):
            what = f"a Card numbered {quote(int(c))}" if isinstance(c, Card) else quote(c)
            raise InvalidAction(f"{where}: {what} is not a card (cards are numbered 0 to 52)")


def _batch_ok(melds: Any, layoffs: Any) -> None:
    if not isinstance(melds, tuple) or not isinstance(layoffs, tuple):
        raise InvalidAction("melds and layoffs must be tuples")
    for m in melds:
        _cards_ok(m, "melds[]")
    for item in layoffs:
        if not isinstance(item, tuple) or len(item) != 2:
            raise InvalidAction("each layoff must be (meld number, cards)")
        _int(item[0], "layoff meld")
        _cards_ok(item[1], "layoff cards")


def _batch_dict(melds: tuple[Cards, ...], layoffs: LayOffs) -> dict[str, Any]:
    return {"melds": [codes(m) for m in melds], "layoffs": [[meld_id, codes(cards)] for meld_id, cards in layoffs]}


# -- the actions ---------------------------------------------------------------------------------------

@fast_init
@dataclass(frozen=True, slots=True)
class DrawStock:
    """S6: take the top two stock cards (one if only one is left)."""

    kind: ClassVar[str] = "draw"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DrawStock:
        return cls()

    def check_fields(self) -> DrawStock:
        return self


@fast_init
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

    kind: ClassVar[str] = "take_pile"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "method": self.method, "cards": codes(self.cards), "target": self.target,
                "melds": [codes(m) for m in self.melds]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TakePile:
        method = data.get("method")
        if not isinstance(method, str) or method not in TAKE_METHODS:
            raise InvalidAction(f"take_pile.method must be one of {', '.join(TAKE_METHODS)}")
        return cls(method, _cards(data.get("cards", ()), "take_pile.cards"),
                   _int(data.get("target", -1), "take_pile.target"), _melds(data.get("melds", ()), "take_pile.melds"))

    def check_fields(self) -> TakePile:
        if self.method not in TAKE_METHODS:
            raise InvalidAction(f"take_pile.method must be one of {', '.join(TAKE_METHODS)}")
        _cards_ok(self.cards, "take_pile.cards")
        _int(self.target, "take_pile.target")
        if not isinstance(self.melds, tuple):
            raise InvalidAction("take_pile.melds must be a tuple of melds")
        for m in self.melds:
            _cards_ok(m, "take_pile.melds[]")
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class Meld:
    """S4.4: lay new melds and add to the side's melds, all at once.

    For a side that has not opened this is the opening, checked as one (S12.2).
    """

    melds: tuple[Cards, ...] = ()
    layoffs: LayOffs = ()

    kind: ClassVar[str] = "meld"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, **_batch_dict(self.melds, self.layoffs)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Meld:
        return cls(_melds(data.get("melds", ()), "meld.melds"), _layoffs(data.get("layoffs", ()), "meld.layoffs"))

    def check_fields(self) -> Meld:
        _batch_ok(self.melds, self.layoffs)
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class MergeGroups:
    """S10.2: join the side's group ``b`` into its group ``a`` of the same rank."""

    a: int
    b: int

    kind: ClassVar[str] = "merge"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "a": self.a, "b": self.b}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MergeGroups:
        return cls(_int(data.get("a"), "merge.a"), _int(data.get("b"), "merge.b"))

    def check_fields(self) -> MergeGroups:
        _int(self.a, "merge.a")
        _int(self.b, "merge.b")
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class AskGoOut:
    """S15.4: "Partner, may I go out?"."""

    kind: ClassVar[str] = "ask"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AskGoOut:
        return cls()

    def check_fields(self) -> AskGoOut:
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class AnswerGoOut:
    """S15.4: the partner's binding yes or no."""

    yes: bool

    kind: ClassVar[str] = "answer"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "yes": self.yes}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AnswerGoOut:
        yes = data.get("yes")
        if not isinstance(yes, bool):
            raise InvalidAction("answer.yes must be true or false")
        return cls(yes)

    def check_fields(self) -> AnswerGoOut:
        if not isinstance(self.yes, bool):
            raise InvalidAction("answer.yes must be True or False")
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class Discard:
    """S14: put one card on the pile and end the turn."""

    card: Card

    kind: ClassVar[str] = "discard"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "card": self.card.code}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Discard:
        return cls(_listed_card(data.get("card"), "discard.card"))

    def check_fields(self) -> Discard:
        if not is_card(self.card):
            raise InvalidAction(f"discard.card must be a card, got {quote(self.card)}")
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class GoOut:
    """S15.2: meld and lay off every card, with or without one final discard; ends the hand."""

    melds: tuple[Cards, ...] = ()
    layoffs: LayOffs = ()
    discard: Card | None = None

    kind: ClassVar[str] = "go_out"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, **_batch_dict(self.melds, self.layoffs),
                "discard": self.discard.code if self.discard is not None else None}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GoOut:
        discard = data.get("discard")
        return cls(_melds(data.get("melds", ()), "go_out.melds"), _layoffs(data.get("layoffs", ()), "go_out.layoffs"),
                   None if discard is None else _card(discard, "go_out.discard"))

    def check_fields(self) -> GoOut:
        _batch_ok(self.melds, self.layoffs)
        if self.discard is not None and not is_card(self.discard):
            raise InvalidAction(f"go_out.discard must be a card or None, got {quote(self.discard)}")
        return self


@fast_init
@dataclass(frozen=True, slots=True)
class EndHand:
    """S16.2/S16.3: stop when the stock is exhausted (decline the pile, or no discard is possible)."""

    kind: ClassVar[str] = "end_hand"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EndHand:
        return cls()

    def check_fields(self) -> EndHand:
        return self


Action = DrawStock | TakePile | Meld | MergeGroups | AskGoOut | AnswerGoOut | Discard | GoOut | EndHand
"""Every move there is. Dispatch on it with ``match`` and end with ``assert_never``."""
ACTIONS: tuple[type[Action], ...] = (DrawStock, TakePile, Meld, MergeGroups, AskGoOut, AnswerGoOut, Discard, GoOut,
                                     EndHand)
_ACTION_CLASSES = frozenset(ACTIONS)
"""``validate_action``'s membership test (it runs for every move ``apply`` is given)."""
ACTION_TYPES: dict[str, type[Action]] = {cls.kind: cls for cls in ACTIONS}
"""The ``type`` written in JSON → the action class."""


def action_to_dict(action: Action) -> dict[str, Any]:
    """An action as JSON-ready data in card notation (``InvalidAction`` for anything that is not one)."""
    return validate_action(action).to_dict()


def action_from_dict(data: Any) -> Action:
    """Untrusted data → an action; ``InvalidAction`` says exactly what is malformed."""
    if not isinstance(data, dict):
        raise InvalidAction(f"an action must be an object with a 'type', got {quote(data)}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise InvalidAction(f"unknown action type {quote(kind)}; expected one of {', '.join(ACTION_TYPES)}")
    return ACTION_TYPES[kind].from_dict(data)


def validate_action(action: object) -> Action:
    """Check an action object's shape (types of every field) before any rule is looked at.

    This is the boundary for objects built in code (a bot, a test, a caller of ``apply``), so it takes
    anything: what is not one of the action classes is refused here, by name.
    """
    if type(action) not in _ACTION_CLASSES:  # exactly one of the classes: a subclass is not an action either
        raise InvalidAction(f"not an action: {quote(action)}")
    return cast(Action, action).check_fields()  # (its class is one of ACTIONS, checked above)
