"""The table's mouse gestures: press picks, motion drags, release proposes, a refusal glides back.

Kept apart from the scene so the scene only routes events. The pointer knows what is under the
mouse (through ``input.hit`` on the scene's sprites) but never what is allowed: which zones light up
and whether a drop is accepted are asked of the engine through ``Play``. Positions come from the
events themselves (``event.pos``), so tests that post real events drive it exactly like a mouse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import input as I
from .animation import Beat, Flight

if TYPE_CHECKING:
    from .scene import TableScene

SNAP_SECONDS = 0.22
"""How long a refused card takes to glide back to its slot."""


class Pointer:
    """Owns the drag in progress; the scene owns everything else it touches (the glide home is the animator's)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.drag: I.Drag | None = None

    # -- the three phases of a gesture --------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> None:
        """Pick up what is under ``pos`` (nothing moves until the pointer travels past the threshold)."""
        table = self.table
        table.animator.finish(glides_only=True)  # a new gesture lands any card still gliding home first
        if table.dirty:
            table._refresh()
        target = I.hit(table.sprites, table.lay, pos, table.shown.side)
        if target is None:
            return
        drag = I.Drag(target, pos, pos=pos)
        if target[0] == "hand":
            uid = target[1]
            uids = table.hand.selection() if uid in table.hand.selected else [uid]
            for u in uids:
                rect = table.sprites.hand_rect(u)
                if rect is not None:
                    drag.uids.append(u)
                    drag.rects.append(rect.copy())
                    drag.codes.append(table.hand.card(u).code)
            shown = [u for u, _ in table.hand.shown()]
            table.cursor = shown.index(uid) if uid in shown else table.cursor
        elif target[0] == "pile" and table.shown.pile:
            drag.rects = [table.lay.pile.copy()]
            drag.codes = [table.shown.pile[-1].code]
        elif target[0] == "meld":
            table.meld_drag.grab(drag, target[1])
        self.drag = drag

    def motion(self, event: pygame.event.Event) -> None:
        """Move the dragged cards; on the first real move, light the zones the engine would accept."""
        table = self.table
        drag = self.drag
        if drag is None:
            return
        drag.pos = event.pos
        if not drag.active:
            dx, dy = event.pos[0] - drag.start[0], event.pos[1] - drag.start[1]
            if dx * dx + dy * dy < I.DRAG_THRESHOLD ** 2 or not drag.rects:
                return
            drag.active = True
            if drag.source[0] == "hand":
                table.look.accepting = table.play.accepting(drag.uids) | {("hand_area",)}
                table.hidden = set(drag.uids)
            elif drag.source[0] == "meld":
                table.look.accepting = table.meld_drag.lift(drag)
            else:
                table.look.accepting = table.play.accepting_pile()
            table.dirty = True
        target = I.hit(table.sprites, table.lay, event.pos, table.shown.side)
        if target is not None and target[0] == "hand":
            target = ("hand_area",)
        if target is not None and target[0] == "area" and target[1] == table.shown.side:
            target = ("new",)
        table.look.hover_target = target

    def release(self, pos: tuple[int, int]) -> None:
        """End the gesture: a short one is a click, a drag proposes its drop (or snaps back)."""
        table = self.table
        drag, self.drag = self.drag, None
        table.look.accepting = set()
        table.look.hover_target = None
        assert drag is not None
        table.hidden -= set(drag.uids)
        table.dirty = True
        target = I.hit(table.sprites, table.lay, pos, table.shown.side)
        if not drag.active:
            self.click(drag.source)
            return
        if drag.source[0] == "meld":
            if not table.meld_drag.drop(drag, target):
                self.snap_back(drag)
            return
        if drag.source[0] == "pile":
            if target is not None and target[0] == "meld" and table._ready():
                table.play.take_pile(target[1])
            elif target is not None and target[0] in ("hand", "hand_area") and table._ready():
                table.play.take_pile()
            return
        if target is not None and target[0] in ("hand", "hand_area"):
            table.hand.move(drag.uids, I.hand_insert_index(table.sprites, *pos))
            return
        accepted = False
        if target is not None and table._ready():
            accepted = table.play.drop(drag.uids, target)
        if not accepted:
            self.snap_back(drag)

    def click(self, target: tuple) -> None:
        """A press and release without travel: select a card, or do the obvious thing with a pile."""
        table = self.table
        kind = target[0]
        if kind == "hand":
            table.hand.toggle(target[1])
        elif kind == "stock":
            table.run("draw")
        elif kind == "pile":
            table.run("take")
        elif kind == "staged" and table._ready():
            table.play.unstage(target[1])
        elif kind in ("meld", "new") and table.hand.selection() and table._ready():
            table.play.drop(table.hand.selection(), target)
        table.dirty = True

    # -- the glide home after a refusal -------------------------------------------------------------------
    def snap_back(self, drag: I.Drag) -> None:
        """Glide the refused cards back; their slots stay empty until they land, so nothing shows twice."""
        table = self.table
        moved = drag.moved_rects()
        flights = [Flight(code, (r.x, r.y), (o.x, o.y), r.size, SNAP_SECONDS)
                   for code, r, o in zip(drag.codes, moved, drag.rects, strict=True)]
        uids = set(drag.uids)

        def hide() -> None:
            table.hidden |= uids

        def land() -> None:
            table.hidden -= uids
            table.dirty = True

        table.animator.glide(Beat(flights, on_start=hide, on_done=land, on_abort=land, kind="glide"))

    # -- what the painter needs -----------------------------------------------------------------------------
    def dragged(self) -> list[tuple[str, pygame.Rect]]:
        """The cards under the pointer (empty until the drag is under way)."""
        drag = self.drag
        if drag is None or not drag.active:
            return []
        return list(zip(drag.codes, drag.moved_rects(), strict=True))
