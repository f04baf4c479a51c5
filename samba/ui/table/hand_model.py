"""The player's hand as the player arranges it: order, selection, and cards staged beside it.

The engine keeps a hand as a sorted multiset; the order on screen is the player's business, so it
lives here. Each card on screen gets a stable id (three decks hold identical faces, so the face is
not enough to tell two 7♥ apart when one is selected or dragged). After every move the model is
reconciled with the engine's hand: kept cards keep their place, new ones are put where the chosen
sort puts them. Immutable values: every change returns a new model (``state.reduce`` makes them).
No pygame and no rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from samba.engine import Card

SORT_MODES = ("rank", "suit")
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}


def rank_key(card: Card) -> tuple[int | str, ...]:
    """Naturals by rank (4 … A), then threes, then wild cards — how players usually hold a hand."""
    if card.is_wild:
        return (3, -card.rank, card.suit)
    if card.rank == 3:
        return (2, card.suit)
    return (1, card.rank, SUIT_ORDER.get(card.suit, 9))


def suit_key(card: Card) -> tuple[int | str, ...]:
    """By suit and in sequence order, so possible sambas are easy to see; wilds and threes last."""
    if card.is_wild:
        return (5, -card.rank, card.suit)
    if card.rank == 3:
        return (4, card.suit)
    return (SUIT_ORDER.get(card.suit, 9), card.rank)


KEYS = {"rank": rank_key, "suit": suit_key}


@dataclass(frozen=True, slots=True)
class PileTake:
    """A pile take being gathered: the hand cards going down with the top card, or the meld it goes onto."""

    cards: tuple[int, ...] = ()
    target: int | None = None
    """One of the side's melds the top card alone is laid on (a lay-off take); None: a pair take."""


@dataclass(frozen=True, slots=True)
class Staging:
    """A plan gathered beside the hand and not yet sent to the engine: each part holds card ids.

    ``melds`` are new melds (an opening, the extra melds of a pile take, the melds of a going out);
    ``take`` is a pile take being built (the engine takes it as one ``TakePile``); with ``going_out``
    the plan is a going out, and ``layoffs`` (cards onto the side's melds) and ``discard`` (the last
    card) belong to it too (one ``GoOut``). Staging is a table-side plan, never a move: the engine sees
    it only when it is proposed whole, and every card in it can be taken back.
    """

    melds: tuple[tuple[int, ...], ...] = ()
    take: PileTake | None = None
    layoffs: tuple[tuple[int, tuple[int, ...]], ...] = ()
    discard: int | None = None
    going_out: bool = False

    def __len__(self) -> int:
        return len(self.melds)

    def __bool__(self) -> bool:
        """Anything gathered, or a take or a going out under way."""
        return bool(self.melds) or self.take is not None or self.going_out

    def __getitem__(self, index: int) -> tuple[int, ...]:
        return self.melds[index]

    @property
    def mode(self) -> str:
        """"take", "going_out", "opening" (melds gathered) or "" (nothing)."""
        if self.take is not None:
            return "take"
        if self.going_out:
            return "going_out"
        return "opening" if self.melds else ""

    def ids(self) -> frozenset[int]:
        out = {u for meld in self.melds for u in meld} | {u for _, added in self.layoffs for u in added}
        if self.take is not None:
            out |= set(self.take.cards)
        if self.discard is not None:
            out.add(self.discard)
        return frozenset(out)

    def layoff_ids(self, meld_id: int) -> tuple[int, ...]:
        return next((added for target, added in self.layoffs if target == meld_id), ())

    def add(self, uids: Sequence[int], onto: int | None = None) -> Staging:
        """``uids`` as a new staged meld, or added to staged meld number ``onto``."""
        if onto is not None and 0 <= onto < len(self.melds):
            return replace(self, melds=tuple(meld + tuple(uids) if n == onto else meld
                                             for n, meld in enumerate(self.melds)))
        return replace(self, melds=self.melds + (tuple(uids),))

    def with_take(self, take: PileTake) -> Staging:
        return replace(self, take=take)

    def add_to_take(self, uids: Sequence[int]) -> Staging:
        take = self.take or PileTake()
        return replace(self, take=PileTake(take.cards + tuple(uids), None))

    def add_layoff(self, meld_id: int, uids: Sequence[int]) -> Staging:
        if any(target == meld_id for target, _ in self.layoffs):
            layoffs = tuple((t, added + tuple(uids)) if t == meld_id else (t, added) for t, added in self.layoffs)
        else:
            layoffs = self.layoffs + ((meld_id, tuple(uids)),)
        return replace(self, layoffs=layoffs, going_out=True)

    def with_discard(self, uid: int | None) -> Staging:
        return replace(self, discard=uid, going_out=True)

    def without(self, index: int | None = None) -> Staging:
        """Staged meld ``index`` (the last one when None) taken back to the hand."""
        if not self.melds:
            return self
        index = len(self.melds) - 1 if index is None else index
        if not 0 <= index < len(self.melds):
            return self
        return replace(self, melds=self.melds[:index] + self.melds[index + 1:])

    def without_card(self, uid: int) -> Staging:
        """One staged card back to the hand (a meld, a lay-off or a take left empty goes)."""
        return self.keeping(self.ids() - {uid})

    def last_card(self) -> int | None:
        """The card staged last, as far as the plan tells (the discard, a lay-off, the take, a meld)."""
        if self.discard is not None:
            return self.discard
        if self.layoffs:
            return self.layoffs[-1][1][-1]
        if self.melds:
            return self.melds[-1][-1]
        if self.take is not None and self.take.cards:
            return self.take.cards[-1]
        return None

    def last_piece(self) -> tuple[int, ...]:
        """The piece staged last, whole (Backspace takes it back): the discard, a lay-off, a meld, the take's cards.

        A whole meld, not its last card: a meld staged by mistake goes back in one key, and a meld is never
        left half-taken-back (a staged 7♣ 8♣ is no meld and would only be refused on Meld)."""
        if self.discard is not None:
            return (self.discard,)
        if self.layoffs:
            return self.layoffs[-1][1]
        if self.melds:
            return self.melds[-1]
        if self.take is not None:
            return self.take.cards
        return ()

    def keeping(self, alive: frozenset[int]) -> Staging:
        """Only cards still in the hand (a meld or a lay-off left empty goes; the take and the mode stay)."""
        kept = tuple(tuple(u for u in meld if u in alive) for meld in self.melds)
        layoffs = tuple((t, tuple(u for u in added if u in alive)) for t, added in self.layoffs)
        take = self.take
        if take is not None:
            take = PileTake(tuple(u for u in take.cards if u in alive), take.target)
        return Staging(tuple(meld for meld in kept if meld), take, tuple((t, a) for t, a in layoffs if a),
                       self.discard if self.discard in alive else None, self.going_out)

    def emptied(self) -> Staging:
        """Every card back to the hand; a going out stays a going out (after a yes it must), a take ends."""
        return Staging(going_out=self.going_out)


@dataclass(frozen=True, slots=True)
class HandModel:
    """Cards in display order with stable ids; ``selected`` and ``staging`` hold ids."""

    slots: tuple[tuple[int, Card], ...] = ()
    selected: frozenset[int] = frozenset()
    staging: Staging = field(default_factory=Staging)
    """A plan gathered beside the hand (an opening, a pile take, a going out), not yet sent to the engine."""
    sort_mode: str = "rank"
    next_id: int = 1
    """The id the next new card gets (ids are never reused, so a new card is one at or above it)."""

    # -- reading ------------------------------------------------------------------------------------
    @property
    def staged(self) -> Staging:
        return self.staging

    def card(self, uid: int) -> Card:
        for u, c in self.slots:
            if u == uid:
                return c
        raise KeyError(uid)

    def staged_ids(self) -> frozenset[int]:
        return self.staging.ids()

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
        return [self.cards_of(meld) for meld in self.staging.melds]

    def staged_layoffs(self) -> list[tuple[int, tuple[Card, ...]]]:
        return [(target, self.cards_of(added)) for target, added in self.staging.layoffs]

    def take_cards(self) -> tuple[Card, ...]:
        take = self.staging.take
        return self.cards_of(take.cards) if take is not None else ()

    def discard_card(self) -> Card | None:
        uid = self.staging.discard
        return self.card(uid) if uid is not None else None

    def new_since(self, next_id: int) -> list[int]:
        """Ids of the cards that arrived after a model whose ``next_id`` was ``next_id``."""
        return [u for u, _ in self.slots if u >= next_id]

    # -- following the engine ------------------------------------------------------------------------
    def synced(self, hand: Sequence[Card]) -> HandModel:
        """Match the engine's hand: kept cards keep their place, new ones go where the sort puts them."""
        wanted = list(hand)
        kept: list[tuple[int, Card]] = []
        for uid, card in self.slots:
            if card in wanted:
                wanted.remove(card)
                kept.append((uid, card))
        alive = frozenset(u for u, _ in kept)
        next_id = self.next_id
        key = KEYS[self.sort_mode]
        for card in sorted(wanted, key=key):
            uid = next_id
            next_id += 1
            index = len(kept)
            for i, (_u, c) in enumerate(kept):
                if key(c) > key(card):
                    index = i
                    break
            kept.insert(index, (uid, card))
        return replace(self, slots=tuple(kept), selected=self.selected & alive, staging=self.staging.keeping(alive),
                       next_id=next_id)

    # -- the player's arranging ---------------------------------------------------------------------
    def sorted(self, mode: str | None = None) -> HandModel:
        """Sorted by ``mode`` (or by the other mode when None)."""
        if mode is None:
            mode = SORT_MODES[(SORT_MODES.index(self.sort_mode) + 1) % len(SORT_MODES)]
        key = KEYS[mode]
        return replace(self, sort_mode=mode, slots=tuple(sorted(self.slots, key=lambda s: key(s[1]))))

    def moved(self, uids: Sequence[int], before_index: int) -> HandModel:
        """Cards (kept in their order) moved to position ``before_index`` of the shown row without them."""
        ids = set(uids)
        others = [u for u, _ in self.shown() if u not in ids]
        anchor = others[before_index] if 0 <= before_index < len(others) else None
        moving = [s for s in self.slots if s[0] in ids]
        rest = [s for s in self.slots if s[0] not in ids]
        at = len(rest) if anchor is None else next(i for i, s in enumerate(rest) if s[0] == anchor)
        return replace(self, slots=tuple(rest[:at] + moving + rest[at:]))

    def toggled(self, uid: int) -> HandModel:
        return replace(self, selected=self.selected ^ {uid})

    def choosing(self, uids: Iterable[int]) -> HandModel:
        """Exactly ``uids`` selected."""
        return replace(self, selected=frozenset(uids))

    def staged_with(self, uids: Sequence[int], onto: int | None = None) -> HandModel:
        """Cards put in a new staged meld, or onto staged meld number ``onto``; they leave the selection."""
        staged = self.staged_ids()
        ids = [u for u in uids if u not in staged]
        if not ids:
            return self
        return replace(self, staging=self.staging.add(ids, onto), selected=self.selected - set(ids))

    def unstaged(self, index: int | None = None) -> HandModel:
        return replace(self, staging=self.staging.without(index))

    def restaged(self, staging: Staging) -> HandModel:
        """The plan replaced by ``staging`` (its cards leave the selection)."""
        return replace(self, staging=staging, selected=self.selected - staging.ids())
