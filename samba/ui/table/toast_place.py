"""Where the toast (a hint, a refusal, a note) goes: a spot that hides no card, else the one that hides least.

Its usual place is the foot of the table, just above the hand. With large cards (or long melds) your
side's melds reach down there, and a two-line hint would cover the very cards it talks about. So the
toast tries, in order: that usual place, the same place narrowed to the left of the New meld zone (a
hint ringing the zone), the widest stretch of free felt there between the meld columns that reach down,
the strip of the hand area under a one-row hand, the same places in a smaller font, then any free
stretch of felt in the meld areas, nearest the hand first (playtest: with a full felt every spot near the
hand lay on the bottom cards of the meld columns, while the opponents' area above had room to spare), and
last a narrower stretch there, the words on up to five lines and a refusal's Why? under them.

Only when every spot would cover a card does it take the one that hides the least, counted in cards whose
corner index it covers (a card whose corner still shows is read; a covered corner is a card hidden), then
in pixels. Never over a ``protected`` place when any spot avoids it: what the hint or refusal is about (the
hint's rings and arrow, the meld it adds to). And never over a card of the player's hand when another spot
exists (playtest: with large cards and a crowded table the toast took the strip under a one-row hand, a few
pixels too short, and hid the cards' lower corners). Pure geometry: rectangles in, a box out. A refusal's
toast keeps room at its right end for its Why? button.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from pygame import Rect

from . import layout as L

SIZES = (22, 18)
"""Font sizes tried, largest first."""
PAD = 12
MAX_W = 760
SCAN_STEP = 8
"""Pixels between the heights tried when looking for free felt in a meld area."""


@dataclass(frozen=True, slots=True)
class ToastBox:
    rect: Rect
    lines: list[str]
    size: int
    reserve: int = 0
    """Pixels at the right end kept for the Why? button."""
    stacked: bool = False
    """The Why? button's room is a row under the lines instead (a box too narrow to keep it at the right end)."""

    @property
    def text_box(self) -> Rect:
        """Where the lines are centred (the box without the Why? button's room)."""
        if self.stacked:
            return Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - STACK_H)
        return Rect(self.rect.x, self.rect.y, self.rect.w - self.reserve, self.rect.h)

    @property
    def why_room(self) -> Rect:
        """Where the Why? button goes inside the box: its right end, or the row under the lines."""
        if self.stacked:
            return Rect(self.rect.x, self.rect.bottom - STACK_H, self.rect.w, STACK_H)
        return Rect(self.rect.right - self.reserve, self.rect.y, self.reserve, self.rect.h)

    @property
    def line_h(self) -> int:
        return self.size + 2


WHY_RESERVE = 120
"""Room kept inside a refusal's toast, at its right end, for its "Why?" button (so the button never lies on a
card: it is part of the toast)."""
STACK_H = 38
"""The row under the lines that holds the Why? button in a narrow box."""
MIN_NARROW_W = 200
"""The narrowest stretch of free felt a toast of several lines is put in as a last free spot (playtest p9: at
1024×640 a refusal covered the foot of the player's own meld columns, which the player was looking at, while a
strip of free felt 200–300 px wide lay beside them)."""
MOST_NARROW_LINES = 5

Wrap = Callable[[str, int, int], list[str]]


def place(lay: L.Layout, words: str, wrap: Wrap, obstacles: Sequence[Rect], reserve: int = 0,
          protected: Sequence[Rect] = ()) -> ToastBox:
    """The box, wrapped lines and font size for ``words``, kept clear of ``obstacles`` (the cards shown) and of
    ``protected`` (what the words are about) when it can be, and always clear of the hand's cards unless every
    spot touches them; ``reserve``: pixels kept free at the box's right end (the Why? button)."""
    everything = [*obstacles, *protected]
    for candidate in _free_spots(lay, words, wrap, everything, reserve):
        return candidate
    hand_cards = [o for o in obstacles if o.colliderect(lay.hand)]
    best: tuple[tuple[int, int, int, int], ToastBox] | None = None
    for candidate in _fixed_spots(lay, words, wrap, reserve):
        box = candidate.rect
        cost = (_covered(box, protected), int(box.collidelist(hand_cards) >= 0), _cards_hidden(lay, box, obstacles),
                _covered(box, obstacles))
        if best is None or cost < best[0]:
            best = (cost, candidate)
    assert best is not None  # every size measures the fixed spots, so there is always one
    return best[1]


def _free_spots(lay: L.Layout, words: str, wrap: Wrap, obstacles: Sequence[Rect], reserve: int) -> Iterator[ToastBox]:
    """Every spot that covers nothing, in the order of preference (lazily: the first is usually taken)."""
    low, high = lay.table.x + 20, min(lay.table.right - 20, lay.new_meld.x - 24)
    foot = Rect(low, 0, high - low, lay.hand.y - 6)
    for size in SIZES:
        above, left, under = _near_the_hand(lay, words, wrap, reserve, size)
        for candidate in (above, left, _in_band(words, wrap, obstacles, reserve, size, foot, True), under):
            if candidate is not None and candidate.rect.collidelist(list(obstacles)) < 0:
                yield candidate
    areas = sorted(lay.meld_areas, key=lambda side: abs(lay.hand.y - lay.meld_areas[side].bottom))
    for size in SIZES:
        for side in areas:
            content = lay.area_content(side)
            free = _in_band(words, wrap, obstacles, reserve, size, content, False)
            if free is not None:
                yield free
    # Last, narrower stretches of free felt beside the meld columns, the words on more lines (and a refusal's
    # Why? under them): better than lying on the cards the player is looking at.
    for side in areas:
        free = _in_band(words, wrap, obstacles, reserve, SIZES[-1], lay.area_content(side), False, narrow=True)
        if free is not None:
            yield free


def _fixed_spots(lay: L.Layout, words: str, wrap: Wrap, reserve: int) -> Iterator[ToastBox]:
    """The spots near the hand at every size, the usual one slid along the foot of the table, and boxes across
    the meld areas at every height (one of them may miss the corners the others cover)."""
    for size in SIZES:
        spots = _near_the_hand(lay, words, wrap, reserve, size)
        yield from spots
        usual = spots[0]
        for x in range(lay.table.x + 20, lay.table.right - 20 - usual.rect.w + 1, 40):
            yield ToastBox(Rect(x, usual.rect.y, usual.rect.w, usual.rect.h), usual.lines, size, reserve)
        for side in lay.meld_areas:
            content = lay.area_content(side)
            width = min(MAX_W, content.w)
            lines = wrap(words, size, width - 30 - reserve)
            height = _height(size, len(lines), reserve)
            for y in range(content.y, content.bottom - height + 1, SCAN_STEP * 2):
                for x in range(content.x, content.right - width + 1, 40):
                    yield ToastBox(Rect(x, y, width, height), lines, size, reserve)


def _near_the_hand(lay: L.Layout, words: str, wrap: Wrap, reserve: int, size: int) -> list[ToastBox]:
    """Above the hand across the table, above the hand left of the New meld zone, in the strip under the hand."""
    left = Rect(lay.table.x + 20, 0, max(200, lay.new_meld.x - 24 - lay.table.x - 20), 0)
    spots = []
    for spot in ("above_hand", "above_hand_left", "under_hand"):
        width = {"above_hand": min(lay.table.w - 40, MAX_W), "above_hand_left": min(left.w, MAX_W),
                 "under_hand": lay.hand.w - 16}[spot]
        lines = wrap(words, size, width - 30 - reserve)
        box = Rect(0, 0, width, _height(size, len(lines), reserve))
        if spot == "above_hand":
            box.midbottom = (lay.table.centerx, lay.hand.y - 6)
        elif spot == "above_hand_left":
            box.midbottom = (left.centerx, lay.hand.y - 6)
        else:
            box.midbottom = (lay.hand.centerx, lay.hand.bottom - 2)
        spots.append(ToastBox(box, lines, size, reserve))
    return spots


def _covered(box: Rect, rects: Sequence[Rect]) -> int:
    """How much of ``rects`` ``box`` would cover, in square pixels."""
    return sum(box.clip(o).w * box.clip(o).h for o in rects)


def _cards_hidden(lay: L.Layout, box: Rect, cards: Sequence[Rect]) -> int:
    """How many of ``cards`` ``box`` makes unreadable: those whose corner index it covers."""
    return sum(1 for card in cards if box.colliderect(lay.index.rect(card)))


MIN_FREE_W = 320
"""The narrowest stretch of free felt a toast of several lines is put in (narrower, its lines would be a word or
two each)."""
MIN_LINE_W = 160
"""The narrowest stretch of free felt a toast that says it all in one line is put in ("West discards 9♥." fits
beside the meld columns where a paragraph would not)."""


def _height(size: int, lines: int, reserve: int) -> int:
    return max(PAD + (size + 2) * lines, 32 if reserve else 0)


def _in_band(words: str, wrap: Wrap, obstacles: Sequence[Rect], reserve: int, size: int, region: Rect,
             at_foot: bool, narrow: bool = False) -> ToastBox | None:
    """The widest free stretch of ``region`` wide enough to say the words in a few lines: along its foot only
    (``at_foot``: just above the hand), else at any height, lowest first (nearest the hand). ``narrow``: a
    stretch only ``MIN_NARROW_W`` wide will do, the words on up to ``MOST_NARROW_LINES`` lines and a refusal's
    Why? in a row under them (``stacked``)."""
    stacked = narrow and reserve > 0
    side_room = 0 if stacked else reserve
    for lines_allowed in range(2, MOST_NARROW_LINES + 1) if narrow else (1, 2, 3):
        height = _box_height(size, lines_allowed, side_room, stacked)
        if height > region.h and not at_foot:
            continue
        bottoms = [region.bottom] if at_foot else range(region.bottom, region.y + height - 1, -SCAN_STEP)
        least = MIN_NARROW_W if narrow else MIN_FREE_W if lines_allowed > 1 else MIN_LINE_W
        for bottom in bottoms:
            band = Rect(region.x, bottom - height, region.w, height)
            start, end = _widest_gap(band, obstacles)
            width = min(MAX_W, end - start - 8)
            if width < least:
                continue
            lines = wrap(words, size, width - 30 - side_room)
            if len(lines) > lines_allowed:
                continue
            box = Rect(0, 0, width, _box_height(size, len(lines), side_room, stacked))
            box.midbottom = ((start + end) // 2, bottom)
            if box.collidelist(list(obstacles)) < 0:
                return ToastBox(box, lines, size, reserve, stacked)
    return None


def _box_height(size: int, lines: int, side_room: int, stacked: bool) -> int:
    """A toast's height: its lines, and the Why? button's row under them when ``stacked``."""
    return _height(size, lines, 0) + STACK_H if stacked else _height(size, lines, side_room)


def _widest_gap(band: Rect, obstacles: Sequence[Rect]) -> tuple[int, int]:
    """The widest stretch of ``band`` (left, right) that no obstacle reaches into."""
    blocked = sorted((o.x, o.right) for o in obstacles if o.colliderect(band))
    gaps, x = [], band.x
    for start, end in blocked:
        if start > x:
            gaps.append((x, min(start, band.right)))
        x = max(x, end)
    if x < band.right:
        gaps.append((x, band.right))
    return max(gaps, key=lambda g: g[1] - g[0], default=(band.x, band.x))
