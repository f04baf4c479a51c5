"""Where the toast (a hint, a refusal, a note) goes: the first free spot that hides no card.

Its usual place is the foot of the table, just above the hand. With large cards (or long melds) your
side's melds reach down there, and a two-line hint would cover the very cards it talks about. So the
toast tries, in order: that usual place, the same place narrowed to the left of the New meld zone (a
hint ringing the zone), the strip of the hand area under a one-row hand, and then the same three places
in a smaller font; only when every spot would cover a card does it fall back to the
usual place in the smaller font (the least it can hide). Pure geometry: rectangles in, a box out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pygame import Rect

from . import layout as L

SIZES = (22, 18)
"""Font sizes tried, largest first."""
PAD = 14
MAX_W = 760


@dataclass(frozen=True, slots=True)
class ToastBox:
    rect: Rect
    lines: list[str]
    size: int

    @property
    def line_h(self) -> int:
        return self.size + 2


def place(lay: L.Layout, words: str, wrap: Callable[[str, int, int], list[str]],
          obstacles: Sequence[Rect]) -> ToastBox:
    """The box, wrapped lines and font size for ``words``, kept clear of ``obstacles`` when it can be."""
    fallback: ToastBox | None = None
    # Left of the New meld zone: the toast's usual place narrowed so it keeps clear of a mark ringing the zone.
    left = Rect(lay.table.x + 20, 0, max(200, lay.new_meld.x - 24 - lay.table.x - 20), 0)
    for size in SIZES:
        for spot in ("above_hand", "above_hand_left", "under_hand"):
            width = {"above_hand": min(lay.table.w - 40, MAX_W), "above_hand_left": min(left.w, MAX_W),
                     "under_hand": lay.hand.w - 16}[spot]
            lines = wrap(words, size, width - 30)
            box = Rect(0, 0, width, PAD + (size + 2) * len(lines))
            if spot == "above_hand":
                box.midbottom = (lay.table.centerx, lay.hand.y - 6)
            elif spot == "above_hand_left":
                box.midbottom = (left.centerx, lay.hand.y - 6)
            else:
                box.midbottom = (lay.hand.centerx, lay.hand.bottom - 4)
            candidate = ToastBox(box, lines, size)
            if spot == "above_hand":
                fallback = candidate
            if not any(box.colliderect(o) for o in obstacles):
                return candidate
    assert fallback is not None
    return fallback
