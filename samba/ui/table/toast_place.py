"""Where the toast (a hint, a refusal, a note) goes: the first free spot that hides no card.

Its usual place is the foot of the table, just above the hand. With large cards (or long melds) your
side's melds reach down there, and a two-line hint would cover the very cards it talks about. So the
toast tries, in order: that usual place, the same place narrowed to the left of the New meld zone (a
hint ringing the zone), the widest stretch of free felt there between the meld columns that reach down,
the strip of the hand area under a one-row hand, and then the same places in a smaller font; only when
every spot would cover a card does it take the spot that hides the least of them — and never one that
covers a card of the player's hand (playtest: with large cards and a crowded table the toast took the
strip under a one-row hand, a few pixels too short, and hid the cards' lower corners; the bottoms of the
meld columns, whose corners still show higher up, are the lesser loss). Pure geometry: rectangles in, a
box out. A refusal's toast keeps room at its right end for its Why? button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pygame import Rect

from . import layout as L

SIZES = (22, 18)
"""Font sizes tried, largest first."""
PAD = 12
MAX_W = 760


@dataclass(frozen=True, slots=True)
class ToastBox:
    rect: Rect
    lines: list[str]
    size: int
    reserve: int = 0
    """Pixels at the right end kept for the Why? button."""

    @property
    def text_box(self) -> Rect:
        """Where the lines are centred (the box without the Why? button's room)."""
        return Rect(self.rect.x, self.rect.y, self.rect.w - self.reserve, self.rect.h)

    @property
    def line_h(self) -> int:
        return self.size + 2


WHY_RESERVE = 120
"""Room kept inside a refusal's toast, at its right end, for its "Why?" button (so the button never lies on a
card: it is part of the toast)."""


def place(lay: L.Layout, words: str, wrap: Callable[[str, int, int], list[str]],
          obstacles: Sequence[Rect], reserve: int = 0) -> ToastBox:
    """The box, wrapped lines and font size for ``words``, kept clear of ``obstacles`` when it can be, and
    always clear of the hand's cards (the obstacles in the hand area); ``reserve``: pixels kept free at the
    box's right end (the Why? button)."""
    hand_cards = [o for o in obstacles if o.colliderect(lay.hand)]
    fallback: tuple[int, ToastBox] | None = None
    last_resort: tuple[int, ToastBox] | None = None
    """The least-hiding spot even over the hand: a hint's ring around hand cards reaches above the hand, and then
    every spot touches it (playtest p6: an assertion here closed the game when Hint was pressed)."""
    # Left of the New meld zone: the toast's usual place narrowed so it keeps clear of a mark ringing the zone.
    left = Rect(lay.table.x + 20, 0, max(200, lay.new_meld.x - 24 - lay.table.x - 20), 0)
    for size in SIZES:
        for spot in ("above_hand", "above_hand_left", "above_hand_free", "under_hand"):
            if spot == "above_hand_free":
                candidate = _in_free_felt(lay, words, wrap, obstacles, reserve, size)
                if candidate is not None:
                    return candidate
                continue
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
            candidate = ToastBox(box, lines, size, reserve)
            hidden = _hidden(box, obstacles)
            if not hidden:
                return candidate
            if last_resort is None or hidden < last_resort[0]:
                last_resort = (hidden, candidate)
            if box.collidelist(hand_cards) >= 0:
                continue
            if fallback is None or hidden < fallback[0]:
                fallback = (hidden, candidate)
    chosen = fallback if fallback is not None else last_resort
    assert chosen is not None  # every size measures the three fixed spots, so there is always a last resort
    return chosen[1]


def _hidden(box: Rect, obstacles: Sequence[Rect]) -> int:
    """How much of the obstacles ``box`` would cover, in square pixels."""
    return sum(box.clip(o).w * box.clip(o).h for o in obstacles)


MIN_FREE_W = 320
"""The narrowest stretch of free felt a toast is put in (narrower, its lines would be a word or two each)."""


def _height(size: int, lines: int, reserve: int) -> int:
    return max(PAD + (size + 2) * lines, 32 if reserve else 0)


def _in_free_felt(lay: L.Layout, words: str, wrap: Callable[[str, int, int], list[str]], obstacles: Sequence[Rect],
                  reserve: int, size: int) -> ToastBox | None:
    """Just above the hand, in the widest stretch of felt between the cards that reach down there (your melds'
    columns), when it is wide enough to say the words in a few lines."""
    low, high = lay.table.x + 20, min(lay.table.right - 20, lay.new_meld.x - 24)
    for lines_allowed in (1, 2, 3):
        height = _height(size, lines_allowed, reserve)
        band = Rect(low, lay.hand.y - 6 - height, high - low, height)
        blocked = sorted((o.x, o.right) for o in obstacles if o.colliderect(band))
        gaps, x = [], low
        for start, end in blocked:
            if start > x:
                gaps.append((x, min(start, high)))
            x = max(x, end)
        if x < high:
            gaps.append((x, high))
        start, end = max(gaps, key=lambda g: g[1] - g[0], default=(low, low))
        width = min(MAX_W, end - start - 8)
        if width < MIN_FREE_W:
            continue
        lines = wrap(words, size, width - 30 - reserve)
        if len(lines) > lines_allowed:
            continue
        box = Rect(0, 0, width, _height(size, len(lines), reserve))
        box.midbottom = ((start + end) // 2, lay.hand.y - 6)
        if not any(box.colliderect(o) for o in obstacles):
            return ToastBox(box, lines, size, reserve)
    return None
