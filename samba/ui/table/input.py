"""Mouse → targets: what is under the pointer, the drag in progress, and where a card dropped in the hand goes.

Reads the pointer only from events (``event.pos``, ``event.buttons``), never by polling the mouse,
so posted events drive it exactly like a hand on a mouse. It knows where things are (through the
view's sprites) but not what is allowed: the play module asks the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from . import layout as L
from .hand_model import HandModel
from .intents import Target
from .view import Scene

DRAG_THRESHOLD = 6


@dataclass(frozen=True, slots=True)
class Board:
    """What input code may look at: the placed sprites, the layout, the viewer's side, hand and pile top.

    A snapshot the table hands to its input helpers (never the table itself); they answer with intents.
    """

    sprites: Scene
    lay: L.Layout
    side: int
    hand: HandModel
    pile_top: str | None
    """The pile's top card code (None: the pile is empty)."""

    def hit(self, pos: tuple[int, int]) -> Target | None:
        return hit(self.sprites, self.lay, pos)


def hit(scene: Scene, lay: L.Layout, pos: tuple[int, int]) -> Target | None:
    """The topmost thing under ``pos``: a hand card, the take being gathered, a staged meld, a meld, the new-meld
    zone, pile, stock…"""
    for sprite in reversed(scene.hand):
        if sprite.rect.collidepoint(pos):
            return ("hand", sprite.key[1])
    if scene.take is not None and scene.take.collidepoint(pos):
        return ("take",)
    for n, rect in enumerate(scene.staged):
        if rect.collidepoint(pos):
            return ("staged", n)
    for box in reversed(scene.melds):
        if box.rect.inflate(6, 6).collidepoint(pos):
            return ("meld", box.meld_id)
    if lay.new_meld.collidepoint(pos):
        return ("new",)
    if lay.pile.inflate(10, 10).collidepoint(pos):
        return ("pile",)
    if lay.stock.inflate(10, 10).collidepoint(pos):
        return ("stock",)
    for side, area in lay.meld_areas.items():
        if area.collidepoint(pos):
            return ("area", side)
    if lay.hand.collidepoint(pos):
        return ("hand_area",)
    return None


@dataclass(slots=True)
class Drag:
    """A press that may become a drag: what was grabbed, and where each grabbed card sits (the pointer's own)."""

    source: Target
    start: tuple[int, int]
    uids: list[int] = field(default_factory=list)
    rects: list[Rect] = field(default_factory=list)
    codes: list[str | None] = field(default_factory=list)
    pos: tuple[int, int] = (0, 0)
    active: bool = False

    def moved_rects(self) -> list[Rect]:
        dx, dy = self.pos[0] - self.start[0], self.pos[1] - self.start[1]
        return [r.move(dx, dy) for r in self.rects]


def hand_insert_index(scene: Scene, x: int, y: int) -> int:
    """Where a card dropped at (x, y) in the hand row goes: before the first card right of it (same row)."""
    sprites = scene.hand
    if not sprites:
        return 0
    rows = sorted({s.rect.y for s in sprites})
    row_y = min(rows, key=lambda ry: abs(ry + sprites[0].rect.h // 3 - y)) if len(rows) > 1 else rows[0]
    last_in_row = 0
    for index, sprite in enumerate(sprites):
        if abs(sprite.rect.y - row_y) > 14:
            continue
        last_in_row = index + 1
        if x < sprite.rect.centerx:
            return index
    return last_in_row
