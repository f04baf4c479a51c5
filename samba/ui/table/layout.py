"""Where everything on the table goes, as pure geometry from the window size (unit-tested).

No drawing and no game rules here: given the window size, the number of players, the viewer's seat,
the sides and whether open hands are shown, it returns rectangles. Every other table module asks this
one, so a resize is one call, and a test can sweep sizes and player counts for overlaps
(``tests/ui/test_layout_sweep.py``). Inside each meld area, ``meld_layout`` places the melds.

The plan, designed for the crowded late hand of a six-player game at 1024×640:

* a status line on top and the button bar at the foot; the score and the move log in a sidebar;
* the player's hand above the buttons, room for two overlapping rows;
* every other seat as a name plate in one band across the top of the table, in clockwise order from
  the left (left, top-left, top, top-right, right), so five opponents never overlap; with open hands
  each plate grows a tray for that seat's face-up cards (they never cover melds or the stock);
* the stock and the pile in a narrow column at the left of the melds, their labels inside it;
* the opponents' meld areas side by side under the band, the player's side's area below them with
  the New meld zone at its right. Each area keeps at least ``MIN_CONTENT`` pixels of height for its
  melds, enough for an open meld of six cards at the smallest card size with every index showing.
  The areas are sized by meld counts; where that would make one scroll while the felt has room elsewhere,
  they are sized by what they hold (``_Felt.share``), and a hand lying in one row lends its second row.

Sizes grow with the window (``scale``), so a 2560×1440 table reads as well as a 1280×800 one.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pygame import Rect

from .meld_layout import LARGE_INDEX, MIN_CARD_W, NORMAL_INDEX, AreaNeed, IndexSpec, card_size, chip_height, hidden

POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top_left", "top_right", "right"),
    6: ("bottom", "left", "top_left", "top", "top_right", "right"),
}
"""Where each seat sits, counted clockwise from the viewer (who is always at the bottom)."""
CLOCKWISE = ("bottom", "left", "top_left", "top", "top_right", "right")

STATUS_H = 32
BUTTONS_H = 46
GAP = 8
TITLE_H = 22
"""The strip at the top of a meld area that names the side (at scale 1)."""
PLATE_MAX_W = 300
MIN_CONTENT = 132
"""Least height for melds in an area: a six-card open meld of the smallest (large-print) cards."""
TRAY_CARD_W = 28
"""Open hands: the face-up cards in a seat's tray (their index is large print)."""
TRAY_ROWS = 2
DEMAND_STEP = 4
"""The meld areas share the table by each side's melds counted in steps of this many."""
SPREAD = 0.45
"""Below this step (a share of the card's width) a long hand is laid in two rows."""


@dataclass(frozen=True, slots=True)
class CardSizes:
    hand: tuple[int, int]
    meld: tuple[int, int]
    small: tuple[int, int]
    pile: tuple[int, int]


@dataclass(slots=True)
class Layout:
    size: tuple[int, int]
    cards: CardSizes
    status: Rect
    buttons: Rect
    sidebar: Rect
    score: Rect
    log: Rect
    hand: Rect
    table: Rect
    stock: Rect
    pile: Rect
    seats: dict[int, Rect] = field(default_factory=dict)
    positions: dict[int, str] = field(default_factory=dict)
    meld_areas: dict[int, Rect] = field(default_factory=dict)
    new_meld: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    hand_overlap_min: int = 0
    """The narrowest step between hand cards that still shows each card's corner index."""
    band: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """The strip across the top of the table holding the other seats' name plates."""
    trays: dict[int, Rect] = field(default_factory=dict)
    """Open hands: where each other seat's face-up cards go, inside its plate (empty when hands are closed)."""
    pile_column: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    stock_label: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    pile_label: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    pile_marks: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """Room under the pile's label for its FROZEN / BLOCKED marks (two lines)."""
    scale: float = 1.0
    """How much larger than at 1280×800 text and furniture are drawn (1.0 up to 1.5)."""
    index: IndexSpec = NORMAL_INDEX

    def regions(self) -> dict[str, Rect]:
        """Every top-level rectangle by name (for the no-overlap test)."""
        out = {"status": self.status, "buttons": self.buttons, "sidebar": self.sidebar, "hand": self.hand,
               "pile_column": self.pile_column}
        out.update({f"seat{s}": r for s, r in self.seats.items() if r is not self.hand})
        out.update({f"melds{side}": r for side, r in self.meld_areas.items()})
        return out

    def area_content(self, side: int) -> Rect:
        """The part of a side's meld area where its melds go: under the title, left of New meld (own side)."""
        return _content(self.meld_areas[side], self.title_h, self.new_meld)

    def title_box(self, side: int) -> Rect:
        """Where a meld area's title is written."""
        area = self.meld_areas[side]
        return Rect(area.x + 8, area.y + 3, area.w - 16, self.title_h - 4)

    @property
    def title_h(self) -> int:
        return round(TITLE_H * self.scale)

    def font(self, size: int) -> int:
        """A font size of the 1280×800 design, at this window's scale."""
        return round(size * self.scale)


def card_sizes(window: tuple[int, int], large: bool, hand_w: int | None = None) -> CardSizes:
    """Card sizes scale with the window height (and width, for narrow windows); ``hand_w`` overrides the hand's."""
    w, h = window
    if hand_w is None:
        base = min(h * 0.082, w * 0.058) * (1.15 if large else 1.0)
        hand_w = int(max(50, min(150, base)))
    meld_w = int(max(44, hand_w * 0.8))
    small_w = int(max(24, min(hand_w * 0.5, 30 * ui_scale(window))))
    return CardSizes(_cs(hand_w), _cs(meld_w), _cs(small_w), _cs(meld_w))


def _cs(width: int) -> tuple[int, int]:
    return width, round(width * 7 / 5)


def ui_scale(window: tuple[int, int]) -> float:
    """1.0 up to 1280×800 (and below: the smallest window keeps the design's sizes), growing to 1.5."""
    w, h = window
    return max(1.0, min(1.5, min(w / 1280, h / 800)))


def min_content(index: IndexSpec) -> int:
    """The least meld-area height that shows a six-card open meld of the smallest cards with every index."""
    h = card_size(MIN_CARD_W)[1]
    return h + 5 * math.ceil(h * index.least)


def positions_for(player_count: int, viewer: int) -> dict[int, str]:
    names = POSITIONS[player_count]
    return {seat: names[(seat - viewer) % player_count] for seat in range(player_count)}


def hand_height(card_h: int, rows: int = 2) -> int:
    """Two overlapping rows of hand cards (the second 42% of a card lower), lifted a little; or one row."""
    return round(card_h * (1.42 if rows == 2 else 1.0)) + 16


def compute(window: tuple[int, int], player_count: int, viewer: int, seat_side: tuple[int, ...],
            large_cards: bool = False, open_hands: bool = False, melds: Mapping[int, int] | None = None,
            score_lines: int = 2, needs: Mapping[int, AreaNeed] | None = None,
            hand_cards: int | None = None) -> Layout:
    """The table's rectangles for a window of ``window`` pixels.

    ``score_lines``: the lines of details the score panel keeps room for under each side's name (2: a side
    whose details run long says them in two lines of whole words, ``labels._score``; 1: one line, as a lesson's
    table has, whose sidebar holds the lesson's words).

    ``melds``: how many melds each side has on the table. The meld areas share the room by it (in
    steps of ``DEMAND_STEP`` melds, so the areas do not shift with every meld): a side with a dozen
    melds gets a wider area than one with two, and the player's side a taller one.

    ``needs``: what each side's area holds (``meld_layout.AreaNeed``). Where the share by counts would make an
    area scroll while another has room to spare, the felt is shared again so that every meld shows
    (``_Felt.share``; playtest p7 saw two opponents' areas scroll over an own area's empty strip). When even
    that leaves melds out of sight and the player's ``hand_cards`` lie in one row, the hand's strip keeps room
    for that one row only and the melds get the second row's height.

    The hand's cards are as large as the window allows, but never so large that a meld area drops under
    ``MIN_CONTENT``: at the smallest windows (open hands, large cards) the hand gives way first.
    """
    args = (window, player_count, viewer, seat_side, large_cards, open_hands, melds, score_lines, needs)
    lay = _sized(*args, hand_rows=2)
    if not needs or hand_cards is None or not _hidden_melds(lay, needs) or _hand_rows(lay, hand_cards) > 1:
        return lay
    low = _sized(*args, hand_rows=1)
    if _hand_rows(low, hand_cards) == 1 and _hidden_melds(low, needs) < _hidden_melds(lay, needs):
        return low
    return lay


def _sized(window: tuple[int, int], player_count: int, viewer: int, seat_side: tuple[int, ...], large_cards: bool,
           open_hands: bool, melds: Mapping[int, int] | None, score_lines: int,
           needs: Mapping[int, AreaNeed] | None, hand_rows: int) -> Layout:
    """``compute`` with the hand's strip ``hand_rows`` rows high: the card sizes settled."""
    demand = {side: demand_of(count) for side, count in (melds or {}).items()}

    def at(cards: CardSizes, large: bool) -> Layout:
        return _compute(window, player_count, viewer, seat_side, large, open_hands, cards, demand, score_lines,
                        needs, hand_rows)

    lay = at(card_sizes(window, large_cards), large_cards)
    while _short_of_room(lay) and lay.cards.hand[0] > 44:
        lay = at(card_sizes(window, large_cards, lay.cards.hand[0] - 2), large_cards)
    if not large_cards:
        return lay
    # Large cards grow the hand only with the room the window has to spare: never by taking height from the
    # meld areas that the normal size would give them (a playtest at 1024x640 saw Large shrink the melds).
    normal = _sized(window, player_count, viewer, seat_side, False, open_hands, melds, score_lines, needs, hand_rows)
    while _lower_areas(lay, normal) and lay.cards.hand[0] > normal.cards.hand[0]:
        # Never below the normal size (stepping by two from an odd size went one pixel under it).
        lay = at(card_sizes(window, large_cards, max(normal.cards.hand[0], lay.cards.hand[0] - 2)), large_cards)
    return lay


def _hand_rows(lay: Layout, cards: int) -> int:
    return place_hand(lay.hand, cards, lay.cards.hand, lay.hand_overlap_min).rows


def _hidden_melds(lay: Layout, needs: Mapping[int, AreaNeed]) -> int:
    """How many melds of ``needs`` ``lay``'s areas cannot show even at the smallest cards."""
    return sum(hidden(lay.area_content(side), needs[side], lay.index, chip_height(lay.scale))
               for side in lay.meld_areas if side in needs)


def _lower_areas(lay: Layout, normal: Layout) -> bool:
    """Some meld area of ``lay`` is lower than the same area at the normal card size."""
    return any(lay.area_content(side).h < normal.area_content(side).h for side in lay.meld_areas)


def demand_of(melds: int) -> int:
    """How much room a side's melds ask for, in steps (0 for up to ``DEMAND_STEP`` melds)."""
    return max(0, melds - 1) // DEMAND_STEP


def _short_of_room(lay: Layout) -> bool:
    # Measured for normal print even with large cards: where large-print melds would not fit, they are drawn in
    # normal print (``view.place_sides``), so the hand keeps its large cards instead of giving way to them.
    least = min_content(NORMAL_INDEX)
    return any(lay.area_content(side).h < least for side in lay.meld_areas)


def _compute(window: tuple[int, int], player_count: int, viewer: int, seat_side: tuple[int, ...],
             large_cards: bool, open_hands: bool, cards: CardSizes, demand: Mapping[int, int],
             score_lines: int = 2, needs: Mapping[int, AreaNeed] | None = None, hand_rows: int = 2) -> Layout:
    w, h = window
    s = ui_scale(window)
    index = LARGE_INDEX if large_cards else NORMAL_INDEX
    gap = round(GAP * s)
    status = Rect(0, 0, w, round(30 * s))
    buttons = Rect(0, h - round(42 * s), w, round(42 * s))
    side_w = int(min(440, max(236, w * 0.19)))
    sidebar = Rect(w - side_w, status.bottom, side_w, buttons.y - status.bottom)
    n_sides = len(set(seat_side))
    # Each side: its name, and one or two lines of details (two where the details run long, ``labels._score``).
    score_h = min(sidebar.h // 2, round((34 + (46 + 21 * (score_lines - 1)) * n_sides + 26) * s))
    score = Rect(sidebar.x + gap, sidebar.y + gap, side_w - 2 * gap, score_h)
    log = Rect(sidebar.x + gap, score.bottom + gap, side_w - 2 * gap, sidebar.bottom - score.bottom - 2 * gap)
    hand_h = hand_height(cards.hand[1], hand_rows)
    hand = Rect(gap, buttons.y - hand_h, sidebar.x - 2 * gap, hand_h)
    table = Rect(0, status.bottom, sidebar.x, hand.y - status.bottom)

    positions = positions_for(player_count, viewer)
    seats, trays, band = _plates(table, positions, viewer, open_hands, s, gap)
    seats[viewer] = hand

    # The stock and pile in a column at the left; the melds fill the rest under the band.
    pw, ph = cards.pile
    region_top = band.bottom + gap
    label_h = round(20 * s)
    # Wide enough for the wild card that lies sideways under a frozen pile.
    pile_column = Rect(table.x + gap, region_top, max(pw + 40, ph + 16), table.bottom - gap - region_top)
    peek = frozen_peek(pw)
    stack_h = label_h + ph + 8 + peek + 8 + ph + 8 + label_h + 2 * label_h
    top = pile_column.y + max(0, (pile_column.h - stack_h) // 2)
    stock_label = Rect(pile_column.x, top, pile_column.w, label_h)
    stock = Rect(0, stock_label.bottom + 2, pw, ph)
    stock.centerx = pile_column.centerx
    pile = Rect(0, stock.bottom + 8 + peek + 8, pw + 14, ph + 8)
    pile.x = pile_column.centerx - pw // 2 - 4
    pile_label = Rect(pile_column.x, pile.bottom + 2, pile_column.w, label_h)
    pile_marks = Rect(pile_column.x, pile_label.bottom, pile_column.w, 2 * label_h)

    region = Rect(pile_column.right + gap, region_top, table.right - gap - pile_column.right - gap,
                  table.bottom - gap - region_top)
    my_side = seat_side[viewer]
    others: list[int] = []
    for seat in sorted(positions, key=lambda x: CLOCKWISE.index(positions[x])):
        side = seat_side[seat]
        if side != my_side and side not in others:
            others.append(side)
    title_h = round(TITLE_H * s)
    least_area = title_h + min_content(NORMAL_INDEX) + 6  # large print falls back to normal where short
    # The player's side takes 55% of the height when the sides are alike, up to 65% (down to 40%) when
    # its melds outnumber (are outnumbered by) the busiest other side's.
    weight = {side: 1 + demand.get(side, 0) for side in [my_side, *others]}
    busiest = max((weight[side] for side in others), default=1)
    share = min(0.65, max(0.4, 0.35 + 0.4 * weight[my_side] / (weight[my_side] + busiest)))
    mine_h = max(least_area, round(region.h * share))
    theirs_h = region.h - mine_h - gap
    if theirs_h < least_area:
        theirs_h = least_area
    # The other sides share the row by their melds, none under half an equal share.
    room = region.w - gap * (len(others) - 1)
    total = sum(weight[side] for side in others) or 1
    floor = room / max(1, len(others)) / 2
    widths = [max(floor, room * weight[side] / total) for side in others]
    widths = [w * room / sum(widths) for w in widths] if widths else []
    zone_w = cards.meld[0] + 16
    felt = _Felt(region, my_side, tuple(others), gap, title_h, zone_w)
    if needs:
        theirs_h, widths = felt.share(theirs_h, widths, least_area, floor, needs, index, chip_height(s))
    meld_areas, new_meld = felt.areas(theirs_h, widths)
    overlap_min = max(18, math.ceil(cards.hand[0] * max(0.3, index.width)))  # a hand card's whole index in sight
    return Layout(size=window, cards=cards, status=status, buttons=buttons, sidebar=sidebar, score=score, log=log,
                  hand=hand, table=table, stock=stock, pile=pile, seats=seats, positions=positions,
                  meld_areas=meld_areas, new_meld=new_meld, hand_overlap_min=overlap_min,
                  band=band, trays=trays, pile_column=pile_column, stock_label=stock_label, pile_label=pile_label,
                  pile_marks=pile_marks, scale=s, index=index)


def _content(area: Rect, title_h: int, new_meld: Rect) -> Rect:
    content = Rect(area.x + 6, area.y + title_h, area.w - 12, area.h - title_h - 6)
    if new_meld.colliderect(area):
        content.w = new_meld.x - 6 - content.x
    return content


@dataclass(frozen=True, slots=True)
class _Felt:
    """The felt under the name plates that the meld areas share: the other sides' areas side by side in a row
    ``theirs_h`` high, each as wide as its entry of ``widths``; the player's side's below them, New meld at its
    right."""

    region: Rect
    mine: int
    others: tuple[int, ...]
    gap: int
    title_h: int
    zone_w: int

    def areas(self, theirs_h: int, widths: Sequence[float]) -> tuple[dict[int, Rect], Rect]:
        region, gap = self.region, self.gap
        mine_h = region.h - theirs_h - gap
        areas = {self.mine: Rect(region.x, region.bottom - mine_h, region.w, mine_h)}
        x = float(region.x)
        for side, width in zip(self.others, widths, strict=True):
            areas[side] = Rect(round(x), region.y, round(x + width) - round(x), theirs_h)
            x += width + gap
        mine = areas[self.mine]
        new_meld = Rect(mine.right - self.zone_w - 6, mine.y + self.title_h, self.zone_w, mine.h - self.title_h - 6)
        return areas, new_meld

    def share(self, theirs_h: int, widths: Sequence[float], least: int, floor: float,
              needs: Mapping[int, AreaNeed], index: IndexSpec, chip_h: int) -> tuple[int, list[float]]:
        """The row height and widths to use instead of the ones planned by meld counts (``theirs_h``, ``widths``)
        when with those some area would have to scroll: the felt's unused room goes to the areas that need it.

        Every split between the row and the player's area (each keeping ``least`` pixels) is tried, the nearest
        to the planned one first; at each, every other side gets the width its melds need at that height (none
        under ``floor``) and the room left over in proportion to the planned widths. The first split where every
        meld shows is taken; when none has room for all, the one that hides the fewest melds (the planned split
        when it hides no more)."""
        planned = list(widths)
        best = (self._hidden(theirs_h, planned, needs, index, chip_h), 0)
        if best[0] == 0 or not self.others:
            return theirs_h, planned
        chosen = (theirs_h, planned)
        top = self.region.h - self.gap - least
        if top < least:
            return theirs_h, planned
        step = max(2, (top - least) // 40)
        heights = sorted({*range(least, top + 1, step), top} - {theirs_h}, key=lambda h: (abs(h - theirs_h), h))
        for height in heights:
            fitted = self._widths(height, planned, floor, needs, index, chip_h)
            key = (self._hidden(height, fitted, needs, index, chip_h), abs(height - theirs_h))
            if key < best:
                best, chosen = key, (height, fitted)
                if key[0] == 0:
                    break
        return chosen

    def _hidden(self, theirs_h: int, widths: Sequence[float], needs: Mapping[int, AreaNeed], index: IndexSpec,
                chip_h: int) -> int:
        areas, new_meld = self.areas(theirs_h, widths)
        return sum(hidden(_content(area, self.title_h, new_meld), needs[side], index, chip_h)
                   for side, area in areas.items() if side in needs)

    def _widths(self, theirs_h: int, planned: Sequence[float], floor: float, needs: Mapping[int, AreaNeed],
                index: IndexSpec, chip_h: int) -> list[float]:
        """The other sides' widths in a row ``theirs_h`` high: each the least its melds show in (at least
        ``floor``), the rest of the row shared as planned; when the row is too short for all, shared by need."""
        room = self.region.w - self.gap * (len(self.others) - 1)
        least = [self._least_width(side, theirs_h, floor, room, needs, index, chip_h) for side in self.others]
        spare = room - sum(least)
        if spare >= 0:
            return [w + spare * p / sum(planned) for w, p in zip(least, planned, strict=True)]
        return [w * room / sum(least) for w in least]

    def _least_width(self, side: int, theirs_h: int, floor: float, room: int, needs: Mapping[int, AreaNeed],
                     index: IndexSpec, chip_h: int) -> float:
        need = needs.get(side)
        if need is None:
            return floor
        no_zone = Rect(0, 0, 0, 0)

        def shows(width: int) -> bool:
            return hidden(_content(Rect(0, 0, width, theirs_h), self.title_h, no_zone), need, index, chip_h) == 0

        low, high = math.ceil(floor), room
        if shows(low) or not shows(high):
            return float(low if shows(low) else high)
        while high - low > 1:  # shows(high), not shows(low)
            middle = (low + high) // 2
            if shows(middle):
                high = middle
            else:
                low = middle
        return float(high)


def frozen_peek(pile_w: int) -> int:
    """How far the sideways wild card under a frozen pile shows above it: its face, and its corner index
    (a quarter to a third of the card's width, large print included)."""
    return max(min(pile_w // 2, 32), math.ceil(pile_w * 0.34) + 2)


def plate_text_h(scale: float, lines: int = 3) -> int:
    """A name plate's lines of words: name, cards, level (with a tray under them: name, then cards and level)."""
    return round((5 + 17 * lines) * scale) + 2


def tray_h(scale: float) -> int:
    th = round(TRAY_CARD_W * scale * 7 / 5)
    return th + (TRAY_ROWS - 1) * math.ceil(th * 0.42) + 8


def _plates(table: Rect, positions: dict[int, str], viewer: int, open_hands: bool, s: float,
            gap: int) -> tuple[dict[int, Rect], dict[int, Rect], Rect]:
    """The other seats' name plates in one band across the top, clockwise from the left; with open
    hands, a tray for the seat's face-up cards inside each plate (beside the words when the plate is
    wide, under them when not)."""
    others = sorted((seat for seat in positions if seat != viewer), key=lambda x: CLOCKWISE.index(positions[x]))
    band_x = table.x + gap
    band_w = table.w - 2 * gap
    n = max(1, len(others))
    spacing = band_w / n
    plate_w = int(min(PLATE_MAX_W * s if not open_hands else 2 * PLATE_MAX_W * s, spacing - gap))
    text_h = plate_text_h(s)
    words_w = round(120 * s)
    beside = open_hands and plate_w - words_w >= round(150 * s)
    if not open_hands:
        plate_h = text_h
    elif beside:
        plate_h = max(text_h, tray_h(s))
    else:
        plate_h = plate_text_h(s, lines=2) + tray_h(s)
    band = Rect(band_x, table.y + gap, band_w, plate_h)
    seats: dict[int, Rect] = {}
    trays: dict[int, Rect] = {}
    for i, seat in enumerate(others):
        rect = Rect(0, band.y, plate_w, plate_h)
        rect.centerx = round(band_x + spacing * (i + 0.5))
        seats[seat] = rect
        if open_hands:
            if beside:
                trays[seat] = Rect(rect.x + words_w, rect.y + 4, rect.w - words_w - 4, rect.h - 8)
            else:
                words_h = plate_text_h(s, lines=2)
                trays[seat] = Rect(rect.x + 4, rect.y + words_h, rect.w - 8, rect.h - words_h - 4)
    return seats, trays, band


@dataclass(frozen=True, slots=True)
class HandPlacement:
    rects: list[Rect]
    rows: int


def place_hand(area: Rect, count: int, card: tuple[int, int], min_step: int, lift: int = 14) -> HandPlacement:
    """Rectangles for ``count`` hand cards: one fanned row, or two rows when one would hide the corners."""
    cw, ch = card
    if count == 0:
        return HandPlacement([], 1)
    top = area.y + lift
    width = area.w - 8
    step = min(cw + 6, (width - cw) / max(1, count - 1))
    rows = 1
    # Two rows as soon as one would squeeze the cards to less than a good half card: the area has room.
    if step < max(min_step, cw * SPREAD) and count > 1:
        rows = 2
    if rows == 1:
        total = cw + step * (count - 1)
        x0 = area.x + (area.w - total) / 2
        return HandPlacement([Rect(int(x0 + i * step), top, cw, ch) for i in range(count)], 1)
    first = (count + 1) // 2
    second = count - first
    dy = int(ch * 0.42)
    rects: list[Rect] = []
    for row, n, y in ((0, first, top), (1, second, top + dy)):
        step_r = min(cw + 6, (width - cw) / max(1, n - 1))
        total = cw + step_r * (n - 1)
        x0 = area.x + (area.w - total) / 2
        rects.extend(Rect(int(x0 + i * step_r), y, cw, ch) for i in range(n))
        del row
    return HandPlacement(rects, 2)
