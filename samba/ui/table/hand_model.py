"""The player's hand as the player arranges it: order, selection, and cards staged for the opening.

The engine keeps a hand as a sorted multiset; the order on screen is the player's business, so it
lives here. Each card on screen gets a stable id (three decks hold identical faces, so the face is
not enough to tell two 7♥ apart when one is selected or dragged). After every move the model is
reconciled with the engine's hand: kept cards keep their place, new ones are put where the chosen
sort puts them. No pygame and no rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from samba.engine.cards import Card

SORT_MODES = ("rank", "suit")
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}


def rank_key(card: Card) -> tuple:
    """Naturals by rank (4 … A), then threes, then wild cards — how players usually hold a hand."""
    if card.is_wild:
        return (3, -card.rank, card.suit)
    if card.rank == 3:
        return (2, card.suit)
    return (1, card.rank, SUIT_ORDER.get(card.suit, 9))


def suit_key(card: Card) -> tuple:
    """By suit and in sequence order, so possible sambas are easy to see; wilds and threes last."""
    if card.is_wild:
        return (5, -card.rank, card.suit)
    if card.rank == 3:
        return (4, card.suit)
    return (SUIT_ORDER.get(card.suit, 9), card.rank)


KEYS = {"rank": rank_key, "suit": suit_key}


@dataclass(slots=True)
class HandModel:
    """Cards in display order with stable ids; ``selected`` and ``staged`` hold ids."""

    sort_mode: str = "rank"
    slots: list[tuple[int, Card]] = field(default_factory=list)
    selected: set[int] = field(default_factory=set)
    staged: list[list[int]] = field(default_factory=list)
    """Melds gathered for an opening, not yet sent to the engine (a UI concept)."""
    cursor: int = 0
    _next: int = 1

    # -- reading ------------------------------------------------------------------------------------
    def card(self, uid: int) -> Card:
        for u, c in self.slots:
            if u == uid:
                return c
        raise KeyError(uid)

    def staged_ids(self) -> set[int]:
        return {u for meld in self.staged for u in meld}

    def shown(self) -> list[tuple[int, Card]]:
        """Cards in the hand row (staged cards are shown in the meld area instead)."""
        staged = self.staged_ids()
        return [(u, c) for u, c in self.slots if u not in staged]

    def cards_of(self, uids: Iterable[int]) -> tuple[Card, ...]:
        lookup = dict(self.slots)
        return tuple(lookup[u] for u in uids if u in lookup)

    def selection(self) -> list[int]:
        """Selected ids in display order."""
        return [u for u, _ in self.shown() if u in self.selected]

    def staged_cards(self) -> list[tuple[Card, ...]]:
        return [self.cards_of(meld) for meld in self.staged]

    # -- following the engine ------------------------------------------------------------------------
    def sync(self, hand: Sequence[Card]) -> list[int]:
        """Match the engine's hand; returns the ids of cards that are new."""
        wanted = list(hand)
        kept: list[tuple[int, Card]] = []
        for uid, card in self.slots:
            if card in wanted:
                wanted.remove(card)
                kept.append((uid, card))
        alive = {u for u, _ in kept}
        self.selected &= alive
        self.staged = [[u for u in meld if u in alive] for meld in self.staged]
        self.staged = [m for m in self.staged if m]
        new_ids: list[int] = []
        key = KEYS[self.sort_mode]
        for card in sorted(wanted, key=key):
            uid = self._next
            self._next += 1
            new_ids.append(uid)
            index = len(kept)
            for i, (_u, c) in enumerate(kept):
                if key(c) > key(card):
                    index = i
                    break
            kept.insert(index, (uid, card))
        self.slots = kept
        self.cursor = min(self.cursor, max(0, len(self.shown()) - 1))
        return new_ids

    # -- the player's arranging ---------------------------------------------------------------------
    def sort(self, mode: str | None = None) -> None:
        """Sort by ``mode`` (or switch to the other mode when None)."""
        if mode is None:
            mode = SORT_MODES[(SORT_MODES.index(self.sort_mode) + 1) % len(SORT_MODES)]
        self.sort_mode = mode
        key = KEYS[mode]
        self.slots.sort(key=lambda s: key(s[1]))

    def move(self, uids: Sequence[int], before_index: int) -> None:
        """Move cards (kept in their order) to position ``before_index`` of the shown row without them."""
        ids = set(uids)
        others = [u for u, _ in self.shown() if u not in ids]
        anchor = others[before_index] if 0 <= before_index < len(others) else None
        moving = [s for s in self.slots if s[0] in ids]
        rest = [s for s in self.slots if s[0] not in ids]
        at = len(rest) if anchor is None else next(i for i, s in enumerate(rest) if s[0] == anchor)
        self.slots = rest[:at] + moving + rest[at:]

    def toggle(self, uid: int) -> None:
        if uid in self.selected:
            self.selected.discard(uid)
        else:
            self.selected.add(uid)

    def clear_selection(self) -> None:
        self.selected.clear()

    def stage(self, uids: Sequence[int], onto: int | None = None) -> None:
        """Put cards in a new staged meld, or onto staged meld number ``onto``."""
        ids = [u for u in uids if u not in self.staged_ids()]
        if not ids:
            return
        if onto is not None and 0 <= onto < len(self.staged):
            self.staged[onto].extend(ids)
        else:
            self.staged.append(list(ids))
        self.selected -= set(ids)

    def unstage_last(self) -> bool:
        if not self.staged:
            return False
        self.staged.pop()
        return True

    def clear_staged(self) -> None:
        self.staged.clear()
