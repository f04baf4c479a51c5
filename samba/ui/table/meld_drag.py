"""Dragging one of the side's melds onto another: the table's gesture for merging groups (S10.2).

Kept apart from the scene so the scene only forwards press / lift / drop. Grabbing needs no rule
(any meld of the viewer's side can be picked up, as a player would slide it across the felt); what
lights up while dragging and whether the drop is accepted are asked of the engine through ``Play``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import input as I

if TYPE_CHECKING:
    from .scene import TableScene


class MeldDrag:
    """Fills a ``Drag`` with a meld's cards and turns its release into a merge proposal."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def grab(self, drag: I.Drag, meld_id: int) -> None:
        """Make ``drag`` carry every card sprite of meld ``meld_id`` when it belongs to the viewer's side.

        Other sides' melds stay put (the press is still a click that lays off onto them).
        """
        scene = self.scene
        box = next((b for b in scene.sprites.melds if b.meld_id == meld_id), None)
        if box is None or box.side != scene.shown.side:
            return
        for sprite in scene.sprites.table_cards:
            if sprite.key[0] == "meld" and sprite.key[1] == meld_id:
                drag.rects.append(sprite.rect.copy())
                drag.codes.append(sprite.code)

    def lift(self, drag: I.Drag) -> set[tuple]:
        """The melds this one may join, as drop targets to light up."""
        return self.scene.play.accepting_merge(drag.source[1])

    def lifted(self, drag: I.Drag | None) -> frozenset[int]:
        """The meld being carried (drawn under the pointer, not in its column)."""
        if drag is None or not drag.active or drag.source[0] != "meld":
            return frozenset()
        return frozenset({drag.source[1]})

    def drop(self, drag: I.Drag, target: tuple | None) -> bool:
        """Release over ``target``: merge into it when it is another meld; False means glide back."""
        if target is None or target[0] != "meld" or target[1] == drag.source[1]:
            return False
        if not self.scene._ready():
            return False
        return self.scene.play.merge(drag.source[1], target[1])
