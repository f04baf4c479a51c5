"""Dragging one of the side's melds onto another: the table's gesture for merging groups (S10.2).

Grabbing needs no rule (any meld of the viewer's side can be picked up, as a player would slide it
across the felt); what lights up while dragging and whether the drop is accepted are asked of the
engine by the scene through ``Play``. Pure functions of a ``Board`` and the ``Drag``.
"""

from __future__ import annotations

from pygame import Rect

from . import intents as I
from .input import Board, Drag


def grab(board: Board, meld_id: int) -> tuple[list[Rect], list[str | None]]:
    """The card rectangles and faces of meld ``meld_id`` when it belongs to the viewer's side (else none).

    Other sides' melds stay put (the press is still a click that lays off onto them).
    """
    box = next((b for b in board.sprites.melds if b.meld_id == meld_id), None)
    if box is None or box.side != board.side:
        return [], []
    cards = [s for s in board.sprites.table_cards if s.key[0] == "meld" and s.key[1] == meld_id]
    return [s.rect.copy() for s in cards], [s.code for s in cards]


def drop(drag: Drag, target: I.Target | None) -> I.Intent:
    """Release over ``target``: propose the merge when it is another meld, else glide home."""
    home = I.Glide(tuple(drag.codes), tuple(drag.moved_rects()), tuple(drag.rects))
    if target is None or target[0] != "meld" or target[1] == drag.source[1]:
        return home
    return I.Propose(I.MergeMelds(drag.source[1], target[1]), otherwise=home)
