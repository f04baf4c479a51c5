"""Cards and card notation (RULES.md §0, S1).

A card is its face only: the three decks hold identical copies, and nothing in the rules ever
tells two copies of ``7H`` apart. Modelling cards as faces (not as 162 numbered objects) makes a
hand a plain multiset, makes observations independent of which copy a player holds, and keeps
the hot paths on small ints. ``Card`` subclasses ``int`` so sorting, hashing and comparison run
at C speed, while ``code``/``rank``/``suit`` give the readable view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from .errors import quote

SUITS = "CDHS"
RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}
JOKER_RANK = 0
NATURAL_RANKS = tuple(range(4, 15))
"""4 … A: the ranks a group or sequence can be built of (S8.1, S9.1)."""

_JOKER_VALUE = 52
_COUNT = 53


class Card(int):
    """One card face. ``Card.parse("10S")``; ``card.code == "10S"``."""

    __slots__ = ()

    @staticmethod
    def of(rank: int, suit: str) -> Card:
        if rank == JOKER_RANK:
            return JK
        return _BY_VALUE[(rank - 2) * 4 + SUITS.index(suit)]

    @staticmethod
    def parse(code: str) -> Card:
        """Parse RULES.md §0 notation; raises ``ValueError`` naming the bad code."""
        try:
            return _BY_CODE[code.strip().upper()]
        except (KeyError, AttributeError):
            raise ValueError(f"not a card: {quote(code)} (write e.g. QH, 10S, 2C, JK)") from None

    @property
    def rank(self) -> int:
        return _RANK[self]

    @property
    def suit(self) -> str:
        return _SUIT[self]

    @property
    def code(self) -> str:
        return _CODE[self]

    @property
    def is_joker(self) -> bool:
        return self == _JOKER_VALUE

    @property
    def is_wild(self) -> bool:
        return _WILD[self]

    @property
    def is_natural(self) -> bool:
        return _NATURAL[self]

    @property
    def is_red_three(self) -> bool:
        return _RED3[self]

    @property
    def is_black_three(self) -> bool:
        return _BLACK3[self]

    @property
    def points(self) -> int:
        """Card value of S1.2 (red 3s have none: they are bonus cards)."""
        return _POINTS[self]

    def __repr__(self) -> str:
        # Robust even for a Card built outside 0..52 (``Card(99)``): error messages repr bad input.
        return _CODE[self] if 0 <= self < len(_CODE) else f"Card({int(self)})"

    __str__ = __repr__

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        """Pickling and copying keep pointing at the canonical instances."""
        return (_card_from_value, (int(self),))


def is_card(value: object) -> bool:
    """A real card face: a ``Card`` whose value is one of the 53 faces (``Card(99)`` is not)."""
    return isinstance(value, Card) and 0 <= value < _COUNT


def _card_from_value(value: int) -> Card:
    return _BY_VALUE[value]


def _make_tables() -> None:
    for value in range(53):
        card = int.__new__(Card, value)
        if value == _JOKER_VALUE:
            rank, suit, code = JOKER_RANK, "", "JK"
        else:
            rank, suit = value // 4 + 2, SUITS[value % 4]
            code = RANK_NAMES[rank] + suit
        _BY_VALUE.append(card)
        _RANK.append(rank)
        _SUIT.append(suit)
        _CODE.append(code)
        _BY_CODE[code] = card
        wild = rank in (JOKER_RANK, 2)
        _WILD.append(wild)
        _NATURAL.append(rank >= 4)
        _RED3.append(rank == 3 and suit in "DH")
        _BLACK3.append(rank == 3 and suit in "CS")
        if rank == JOKER_RANK:
            points = 50
        elif rank in (2, 14):
            points = 20
        elif rank >= 8:
            points = 10
        elif rank >= 4 or suit in "CS":
            points = 5
        else:
            points = 0
        _POINTS.append(points)


_BY_VALUE: list[Card] = []
_RANK: list[int] = []
_SUIT: list[str] = []
_CODE: list[str] = []
_WILD: list[bool] = []
_NATURAL: list[bool] = []
_RED3: list[bool] = []
_BLACK3: list[bool] = []
_POINTS: list[int] = []
_BY_CODE: dict[str, Card] = {}
_make_tables()

JK: Card = _BY_VALUE[_JOKER_VALUE]
RANK_OF: tuple[int, ...] = tuple(_RANK)
"""Rank by card value, for hot loops (``RANK_OF[card]`` avoids a property call)."""
SUIT_OF: tuple[str, ...] = tuple(_SUIT)
NATURAL: tuple[bool, ...] = tuple(_NATURAL)
POINTS_OF: tuple[int, ...] = tuple(_POINTS)
"""Card points (S1.2) by card value, for hot loops (``POINTS_OF[card]`` avoids a property call)."""
ALL_FACES: tuple[Card, ...] = tuple(_BY_VALUE)
"""The 53 distinct faces: every card code the engine can produce (the art must draw each)."""
FACE_CODES: tuple[str, ...] = tuple(card.code for card in ALL_FACES)
DECK_SIZE = 162
COPIES = Counter({card: (6 if card == JK else 3) for card in ALL_FACES})
"""How many of each face the 162-card pack holds (S1.1)."""


def full_deck() -> list[Card]:
    """The 162-card pack in a fixed order (3 × 52 + 6 jokers), before shuffling (a new list each
    time, copied from the one built at import: every hand dealt starts from it)."""
    return list(_FULL_DECK)


_FULL_DECK = tuple([card for _ in range(3) for card in ALL_FACES if card != JK] + [JK] * 6)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """``"QH QD 2C"`` or ``["QH", "QD", "2C"]`` → cards, in the order given."""
    codes = text.split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(code) for code in codes)


def codes(cards: Iterable[Card]) -> str:
    """Cards back to notation: ``"QH QD 2C"``."""
    return " ".join(_CODE[c] for c in cards)


def points(cards: Iterable[Card]) -> int:
    return sum(_POINTS[c] for c in cards)
