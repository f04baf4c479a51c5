"""Scrolling a crowded meld area: the mouse wheel over it, or a click on the cue beside its title.

``meld_layout`` scrolls an area only when its melds do not fit at the smallest card size; then its
title strip shows how many melds are out of sight above and below ("▲ 2 more", "▼ 5 more"). This
keeps which row of each side's area is in sight. The pointer comes from ``MOUSEMOTION`` events (a
wheel event carries no position), as in the move log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pygame

from . import layout as L
from .labels import Label


class MeldScroll:
    def __init__(self) -> None:
        self.rows: Mapping[int, int] = {}
        """The first row in sight per side (a new mapping on every change, so a cache can compare identity)."""
        self._pointer: tuple[int, int] = (-1, -1)

    def handle(self, event: pygame.event.Event, lay: L.Layout, cues: Iterable[Label],
               scrolling: Mapping[int, tuple[int, int]]) -> bool:
        """True when ``event`` scrolled an area. ``scrolling``: per side that scrolls, (first row, rows in all)."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            side = next((s for s, area in lay.meld_areas.items() if area.collidepoint(self._pointer)), None)
            if side is None or side not in scrolling:
                return False
            self._move(side, -event.y, scrolling)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for cue in cues:
                if cue.box.collidepoint(event.pos):
                    _cue, way, side_text = cue.name.split()
                    side = int(side_text)
                    if side in scrolling:
                        self._move(side, -1 if way == "up" else 1, scrolling)
                    return True
        return False

    def over_cue(self, pos: tuple[int, int], cues: Iterable[Label]) -> bool:
        """True when ``pos`` lies on a scroll cue (the release of a click that scrolled is not a click elsewhere)."""
        return any(cue.box.collidepoint(pos) for cue in cues)

    def handle_key(self, key: int, lay: L.Layout, scrolling: Mapping[int, tuple[int, int]]) -> bool:
        """↑/↓ scroll the crowded area under the pointer (or the first that scrolls): the final table's keys,
        where the arrows choose no card."""
        if key not in (pygame.K_UP, pygame.K_DOWN) or not scrolling:
            return False
        side = next((s for s, area in lay.meld_areas.items() if area.collidepoint(self._pointer) and s in scrolling),
                    min(scrolling))
        self._move(side, -1 if key == pygame.K_UP else 1, scrolling)
        return True

    def _move(self, side: int, rows: int, scrolling: Mapping[int, tuple[int, int]]) -> None:
        first, total = scrolling[side]
        new = max(0, min(total - 1, first + rows))
        if new != first:
            self.rows = {**self.rows, side: new}
