"""What the red 1 on a seat plate means, said when the pointer rests on that plate.

A newcomer saw a red "1" on an opponent's card backs and did not know why it was red. The marker is the
table calling "last card", so the plate under the pointer explains it in a small tip just below the plate (or
above, where the window ends): that player is down to one card and may go out soon. Only where the marker is
drawn (a plate showing card backs, not while dealing). Pure geometry and words: the scene gives the pointer.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from samba.engine import Observation
from samba.i18n import N_, _
from samba.ui import theme

from . import labels as LB
from . import layout as L

LAST_CARD = N_("The red 1: {name} is down to one card and may go out soon.")
SIZE = 16
PAD = 8
MAX_W = 300


def marked_seat(lay: L.Layout, obs: Observation, viewer: int, pos: tuple[int, int] | None,
                dealing: bool) -> int | None:
    """The seat whose plate lies under ``pos`` and shows the red 1 (one card left), if any."""
    if pos is None or dealing:
        return None
    for seat, plate in lay.seats.items():
        if seat != viewer and plate.collidepoint(pos) and obs.hand_sizes[seat] == 1 and LB.fan_slots(lay, plate):
            return seat
    return None


def words(name: str) -> str:
    return _(LAST_CARD).format(name=name)


def place(plate: Rect, lines: int, width: int, bounds: Rect) -> Rect:
    """The tip's box: under the plate, inside ``bounds`` (above the plate when there is no room below)."""
    box = Rect(0, 0, width + 2 * PAD, lines * (SIZE + 3) + 2 * PAD)
    box.midtop = (plate.centerx, plate.bottom + 4)
    if box.bottom > bounds.bottom:
        box.midbottom = (plate.centerx, plate.y - 4)
    return box.clamp(bounds)


def draw(surface: pygame.Surface, text: theme.Text, plate: Rect, name: str) -> Rect:
    """Draw the tip for ``name``'s plate; returns its box."""
    lines = text.wrap(words(name), SIZE, MAX_W)
    width = max(text.width(line, SIZE) for line in lines)
    box = place(plate, len(lines), width, surface.get_rect())
    theme.panel(surface, box, fill=theme.PANEL, edge=theme.RED, radius=8, width=2)
    y = box.y + PAD
    for line in lines:
        text.blit(surface, line, SIZE, (box.x + PAD, y), theme.INK)
        y += SIZE + 3
    return box

