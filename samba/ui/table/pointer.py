"""The table's mouse gestures: press picks, motion drags, release proposes — as intents.

The pointer owns only the gesture in progress (``Drag``). Everything else it sees comes in a
``Board`` snapshot (sprites, layout, hand), and everything it wants comes out as intents that the
scene applies in one place: pick cards up (``Pick``: the scene asks the engine which zones light
up), hover, settle, arrange the hand, and ``Propose`` a drop — with the ``Glide`` home to show if the
engine refuses it. Positions come from the events themselves (``event.pos``), so tests that post
real events drive it exactly like a mouse.
"""

from __future__ import annotations

import pygame

from . import input as In
from . import intents as I
from . import meld_drag
from .input import Board


class Pointer:
    """Turns press / motion / release into intents; holds the drag in progress between them."""

    def __init__(self) -> None:
        self.drag: In.Drag | None = None

    # -- the three phases of a gesture --------------------------------------------------------------------
    def press(self, pos: tuple[int, int], board: Board) -> list[I.Intent]:
        """Pick up what is under ``pos`` (nothing moves until the pointer travels past the threshold)."""
        target = board.hit(pos)
        if target is None:
            return []
        drag = In.Drag(target, pos, pos=pos)
        self.drag = drag
        if target[0] == "hand":
            uid = target[1]
            uids = board.hand.selection() if uid in board.hand.selected else [uid]
            for u in uids:
                rect = board.sprites.hand_rect(u)
                if rect is not None:
                    drag.uids.append(u)
                    drag.rects.append(rect.copy())
                    drag.codes.append(board.hand.card(u).code)
            return [I.CursorTo(uid)]
        if target[0] == "pile" and board.pile_top is not None:
            drag.rects = [board.lay.pile.copy()]
            drag.codes = [board.pile_top]
        elif target[0] == "meld":
            rects, codes = meld_drag.grab(board, target[1])
            drag.rects, drag.codes = rects, codes
        return []

    def motion(self, pos: tuple[int, int], board: Board) -> list[I.Intent]:
        """Move the dragged cards; on the first real move, pick them up (the scene lights the zones)."""
        drag = self.drag
        if drag is None:
            return []
        drag.pos = pos
        out: list[I.Intent] = []
        if not drag.active:
            dx, dy = pos[0] - drag.start[0], pos[1] - drag.start[1]
            if dx * dx + dy * dy < In.DRAG_THRESHOLD ** 2 or not drag.rects:
                return []
            drag.active = True
            out.append(I.Pick(drag.source, tuple(drag.uids)))
        target = board.hit(pos)
        if target is not None and target[0] == "hand":
            target = ("hand_area",)
        if target is not None and target[0] == "area" and target[1] == board.side:
            target = ("new",)
        out.append(I.Hover(target))
        return out

    def release(self, pos: tuple[int, int], board: Board) -> list[I.Intent]:
        """End the gesture: a short one is a click, a drag proposes its drop (or glides home)."""
        drag, self.drag = self.drag, None
        if drag is None:
            return []
        out: list[I.Intent] = [I.Settle(frozenset(drag.uids))]
        target = board.hit(pos)
        if not drag.active:
            return out + click(drag.source, board, pos)
        kind = drag.source[0]
        if kind == "meld":
            return out + [meld_drag.drop(drag, target)]
        if kind == "pile":
            if target is not None and target[0] == "meld":
                out.append(I.Propose(I.TakePileTo(target[1])))
            elif target is not None and target[0] in ("hand", "hand_area", "new", "take"):
                out.append(I.Propose(I.TakePileTo(None)))
            return out
        if target is not None and target[0] in ("hand", "hand_area"):
            return out + [I.Arrange(tuple(drag.uids), In.hand_insert_index(board.sprites, *pos))]
        home = glide_home(drag)
        if target is None:
            return out + [home]
        return out + [I.Propose(I.DropCards(tuple(drag.uids), target), otherwise=home)]

    def cancel(self) -> list[I.Intent]:
        """Give up the gesture in progress (its release will never come here: another screen opened, the window
        lost the focus): the cards go back where they were picked up. The table's bots wait while a drag is in
        progress, so a drag left hanging would keep them "thinking…" for ever."""
        drag, self.drag = self.drag, None
        if drag is None:
            return []
        out: list[I.Intent] = [I.Settle(frozenset(drag.uids))]
        if drag.active and drag.rects:
            out.append(glide_home(drag))
        return out

    # -- what the painter needs -----------------------------------------------------------------------------
    def dragged(self) -> list[tuple[str | None, pygame.Rect]]:
        """The cards under the pointer (empty until the drag is under way)."""
        drag = self.drag
        if drag is None or not drag.active:
            return []
        return list(zip(drag.codes, drag.moved_rects(), strict=True))

    @property
    def dragging(self) -> bool:
        return self.drag is not None and self.drag.active


def click(target: I.Target, board: Board, pos: tuple[int, int] | None = None) -> list[I.Intent]:
    """A press and release without travel: select a card, take a staged card back, or do the obvious thing
    with a pile or meld."""
    kind = target[0]
    if kind == "hand":
        return [I.Toggle(target[1])]
    staged = board.sprites.staged_at(pos) if pos is not None else None
    if staged is not None:
        return [I.Propose(I.UnstageCard(staged))]
    if kind == "stock":
        return [I.Propose(I.Draw())]
    selection = board.hand.selection()
    if kind == "pile":
        return [I.Propose(I.DropCards(tuple(selection), target) if selection else I.TakePileTo())]
    if kind == "staged" and not selection:
        return [I.Propose(I.UnstageMeld(target[1]))]
    if kind in ("meld", "new", "take", "staged") and selection:
        return [I.Propose(I.DropCards(tuple(selection), target))]
    return []


def glide_home(drag: In.Drag) -> I.Glide:
    """The refused cards fly back from under the pointer to where they were picked up."""
    return I.Glide(tuple(drag.codes), tuple(drag.moved_rects()), tuple(drag.rects), frozenset(drag.uids))
