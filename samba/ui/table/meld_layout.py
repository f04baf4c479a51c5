"""Where each meld of one side goes inside its area: pure geometry, designed for the crowded late hand.

A side in Samba can hold a group of every rank plus several sequences, so an area must take a dozen
melds and still be read at a glance. The rules this module keeps, in the order it gives way:

1. **Columns never overlap**, and where the row has room they stand apart (``WIDE_GAP``), so the
   outlines, rings and key numbers drawn round one meld never lie on the next. An open meld is a column
   of cards, each card stepped down far enough to show its corner index (rank and suit); a complete
   meld (canasta, samba) is squared up — one card on two edges, with a chip saying what it is — and
   complete melds sit first, side by side, or stacked two or more to a column when the row is short of
   width and tall enough, as players push finished canastas aside. A meld completed during the
   player's turn is squared in its own place until the turn has passed (``meld_order``), so nothing
   moves under the player's hand.
2. **Columns compress** (the step between cards shrinks towards the least that still shows the index),
   then the **cards get smaller** (down to ``MIN_CARD_W``), and the melds **wrap onto more rows**.
3. Only when nothing fits at the smallest size does the area **scroll** by whole rows, with a cue
   saying how many melds are out of sight above and below.

The red threes stand in their own column at the left, never scrolled away, stepped like a meld.
Everything here is rectangles in, rectangles out; ``view.py`` puts cards on them and the geometry
test sweeps window sizes, player counts and crowded positions over them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

CARD_ASPECT = 7 / 5
EDGE = 6
"""How far the two edges under a squared-up canasta show (pixels, right and down)."""
COL_GAP = 6
"""The least gap between two columns of melds."""
WIDE_GAP = 18
"""The gap between columns where the row has room to spare: the outlines, rings and key numbers drawn round a
meld then lie on no other."""
ROW_GAP = 8
CHIP_GAP = 2
MIN_CARD_W = 32
"""The smallest meld card: its corner index is still a readable 9 pixels tall."""
WIDTH_STEP = 2


@dataclass(frozen=True, slots=True)
class IndexSpec:
    """How much of a card's top edge its corner index needs, as shares of the card's height and width.

    From the card art (``build/gen_cards.py``): on a normal face the rank runs to 21% of the height and
    the suit pip below it to 34%; the index is 23% of the width. Large-print faces have a bigger index.
    ``least`` keeps the rank and most of the pip; ``ample`` the whole index with a hair of air.
    """

    least: float
    ample: float
    width: float

    def rect(self, card: Rect) -> Rect:
        """The corner-index rectangle of a card lying at ``card`` (what must never be covered)."""
        return Rect(card.x, card.y, math.ceil(card.w * self.width), math.ceil(card.h * self.least))


NORMAL_INDEX = IndexSpec(least=0.30, ample=0.345, width=0.25)
"""Width measured on the art: a normal "10" reaches 25% of the card's width."""
LARGE_INDEX = IndexSpec(least=0.36, ample=0.41, width=0.32)
"""Width measured on the art: a large-print "10" reaches 31% of the card's width (other ranks 26–28%)."""
LARGE_PRINT_GAIN = LARGE_INDEX.least / NORMAL_INDEX.least
"""How much larger a large-print index is than a normal one on a card of the same size (1.2): large print
on a card narrower than a normal-print card by more than this reads smaller, not larger."""


@dataclass(frozen=True, slots=True)
class MeldShape:
    """What the placement needs to know of a meld: its key, how many cards, and whether it is squared up."""

    key: tuple[str, int]
    cards: int
    complete: bool = False
    aside: bool = True
    """A complete meld put aside (stacked with the others first); False: squared up in its own place (it was
    completed during the player's turn, and nothing moves under the player's hand then)."""

    @property
    def stacked(self) -> bool:
        return self.complete and self.aside


@dataclass(frozen=True, slots=True)
class PlacedMeld:
    key: tuple[str, int]
    cards: tuple[Rect, ...]
    """Each card's rectangle in drawing order (a complete meld: only its top card)."""
    edges: tuple[Rect, ...] = ()
    """The edges drawn under a squared-up meld, bottom one first."""
    chip: Rect | None = None
    """Where the chip naming a complete meld goes (under it)."""

    @property
    def box(self) -> Rect:
        """The whole meld: the target for a drop, and what must stay inside the area."""
        rects = [*self.cards, *self.edges] + ([self.chip] if self.chip is not None else [])
        return rects[0].unionall(rects[1:])


@dataclass(frozen=True, slots=True)
class AreaPlacement:
    card: tuple[int, int]
    melds: tuple[PlacedMeld, ...]
    """The melds in sight (scrolled-out ones are left out)."""
    reds: tuple[Rect, ...]
    rows: int
    """Rows of melds in all."""
    first_row: int
    shown_rows: int
    hidden_above: int
    """Melds scrolled out of sight above."""
    hidden_below: int
    index: IndexSpec | None = None
    """The index the cards were spaced for (``place_area``'s): large print, or normal print on a window
    where large print would have made the melds harder to read (``view.place_sides``)."""

    @property
    def scrolls(self) -> bool:
        return self.rows > self.shown_rows


@dataclass(frozen=True, slots=True)
class AreaNeed:
    """What one side's area has to hold: its melds' shapes (in the order placed) and its red threes. The layout
    shares the felt by it (``layout.compute``): an area is given room its melds show in without scrolling."""

    shapes: tuple[MeldShape, ...] = ()
    reds: int = 0


def hidden(content: Rect, need: AreaNeed, index: IndexSpec, chip_h: int = 16) -> int:
    """How many of ``need``'s melds ``content`` cannot show even at the smallest cards (0: none scrolls away)."""
    return place_area(content, need.shapes, need.reds, MIN_CARD_W, index, 0, chip_h).hidden_below


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_ASPECT)


def chip_height(scale: float = 1.0) -> int:
    return round(16 * scale)


@dataclass(frozen=True, slots=True)
class _Fit:
    width: int
    rows: int
    row_h: float
    per_column: int
    """Complete melds stacked in one column."""
    red_columns: int
    per_row: int
    scrolled: bool


def place_area(content: Rect, shapes: Sequence[MeldShape], reds: int, largest: int, index: IndexSpec,
               scroll_row: int = 0, chip_h: int = 16) -> AreaPlacement:
    """Place ``shapes`` and ``reds`` red threes inside ``content``: the complete melds put aside first, stacked,
    then every other meld in its own column in the order given (a complete one not put aside squared up in
    its place).

    ``largest``: the card width to use when everything fits; ``scroll_row``: the first row in sight when
    the area has to scroll (kept in range here).
    """
    complete = [s for s in shapes if s.stacked]
    open_ = [s for s in shapes if not s.stacked]
    fit = _choose(content, complete, open_, reds, largest, index, chip_h)
    w, h = card_size(fit.width)
    reds_rects = _place_reds(content, reds, fit, index)
    left = content.x + (fit.red_columns * (w + COL_GAP) if reds else 0)
    columns: list[list[MeldShape]] = [complete[i:i + fit.per_column] for i in range(0, len(complete), fit.per_column)]
    columns += [[s] for s in open_]
    slot = w + EDGE + _gap(min(len(columns), fit.per_row), w + EDGE, content.right - left)
    total_rows = max(1, math.ceil(len(columns) / fit.per_row))
    shown = max(1, int((content.h + ROW_GAP) // (fit.row_h + ROW_GAP))) if fit.scrolled else total_rows
    shown = min(shown, total_rows)
    first = max(0, min(scroll_row, total_rows - shown))
    placed: list[PlacedMeld] = []
    above = below = 0
    complete_h = h + EDGE + CHIP_GAP + chip_h
    for i, column in enumerate(columns):
        row, col = divmod(i, fit.per_row)
        if row < first:
            above += len(column)
            continue
        if row >= first + shown:
            below += len(column)
            continue
        x = left + col * slot
        y = content.y + round((row - first) * (fit.row_h + ROW_GAP))
        for k, shape in enumerate(column):
            if shape.complete:
                top = y + k * (complete_h + ROW_GAP)
                card = Rect(x, top, w, h)
                edges = tuple(Rect(x + 3 * e, top + 3 * e, w, h) for e in (2, 1))
                chip = Rect(x, top + h + EDGE + CHIP_GAP, w + EDGE, chip_h)
                placed.append(PlacedMeld(shape.key, (card,), edges, chip))
            else:
                step = _step(shape.cards, h, fit.row_h, index)
                placed.append(PlacedMeld(shape.key, tuple(Rect(x, y + j * step, w, h) for j in range(shape.cards))))
    return AreaPlacement((w, h), tuple(placed), reds_rects, total_rows, first, shown, above, below, index)


def _gap(columns: int, column_w: int, room: int) -> int:
    """The gap between ``columns`` columns ``column_w`` wide in a row ``room`` wide: up to ``WIDE_GAP`` where the
    row has room to spare, never under ``COL_GAP``."""
    if columns < 2:
        return COL_GAP
    spare = room - columns * column_w
    return max(COL_GAP, min(WIDE_GAP, spare // (columns - 1)))


def _step(cards: int, h: int, room: float, index: IndexSpec) -> int:
    """The step between the cards of an open meld: ample when there is room, never under the index."""
    if cards <= 1:
        return 0
    ample = round(h * index.ample)
    least = math.ceil(h * index.least)
    return max(least, min(ample, int((room - h) // (cards - 1))))


def _shape_h(shape: MeldShape, h: int, index: IndexSpec, complete_h: int) -> int:
    """The height one meld's column needs: squared up, or its cards stepped down."""
    return complete_h if shape.complete else _column_h(shape.cards, h, index)


def _column_h(cards: int, h: int, index: IndexSpec) -> int:
    return h + (cards - 1) * math.ceil(h * index.least) if cards > 1 else h


def _red_columns(reds: int, h: int, room: float, index: IndexSpec) -> int | None:
    """How many columns the red threes need to show every index in ``room`` pixels (None: they cannot)."""
    if reds == 0:
        return 0
    for columns in (1, 2, 3):
        if _column_h(math.ceil(reds / columns), h, index) <= room:
            return columns
    return None


def _choose(content: Rect, complete: list[MeldShape], open_: list[MeldShape], reds: int, largest: int,
            index: IndexSpec, chip_h: int) -> _Fit:
    """The largest card width (then the fewest rows) at which everything shows; else the scrolling fit."""
    widths = list(range(max(largest, MIN_CARD_W), MIN_CARD_W - 1, -WIDTH_STEP))
    for width in widths:
        w, h = card_size(width)
        red_columns = _red_columns(reds, h, content.h, index)
        if red_columns is None:
            continue
        room_w = content.w - red_columns * (w + COL_GAP)
        per_row = (room_w + COL_GAP) // (w + EDGE + COL_GAP)
        if per_row < 1:
            continue
        complete_h = h + EDGE + CHIP_GAP + chip_h
        tallest = max((_shape_h(s, h, index, complete_h) for s in open_), default=0)
        rows = 1
        while True:
            row_h = (content.h - (rows - 1) * ROW_GAP) / rows
            if row_h < max(tallest, complete_h if complete else 0, h):
                break
            per_column = _stacking(len(complete), len(open_), rows * per_row,
                                   max(1, int((row_h + ROW_GAP) // (complete_h + ROW_GAP))))
            if per_column is not None:
                return _Fit(width, rows, row_h, per_column, red_columns, per_row, False)
            rows += 1
    # Nothing fits: the smallest cards, rows as tall as the tallest meld needs, and a scroll.
    w, h = card_size(MIN_CARD_W)
    complete_h = h + EDGE + CHIP_GAP + chip_h
    tallest = max([_shape_h(s, h, index, complete_h) for s in open_] + [complete_h if complete else h])
    row_h = min(float(tallest), float(content.h))
    red_columns = _red_columns(reds, h, content.h, index) or 3
    per_row = max(1, (content.w - red_columns * (w + COL_GAP) * (reds > 0) + COL_GAP) // (w + EDGE + COL_GAP))
    per_column = max(1, int((row_h + ROW_GAP) // (complete_h + ROW_GAP)))
    return _Fit(MIN_CARD_W, 1, row_h, per_column, red_columns, per_row, True)


def _stacking(complete: int, open_: int, columns: int, tallest: int) -> int | None:
    """How many complete melds to stack in one column so that every meld finds a column among ``columns``: as
    few as will do (side by side when the row has room: playtest p8 saw large cards stack two canastas in one
    narrow column while half the area stood empty), at most ``tallest`` (what the row's height takes).
    None: they do not fit even stacked that high."""
    for per_column in range(1, tallest + 1):
        if math.ceil(complete / per_column) + open_ <= columns:
            return per_column
    return None


def _place_reds(content: Rect, reds: int, fit: _Fit, index: IndexSpec) -> tuple[Rect, ...]:
    if not reds:
        return ()
    w, h = card_size(fit.width)
    per_column = math.ceil(reds / fit.red_columns)
    step = _step(per_column, h, content.h, index)
    return tuple(Rect(content.x + (i // per_column) * (w + COL_GAP), content.y + (i % per_column) * step, w, h)
                 for i in range(reds))
