"""One open hand, whole and large: what a click on a seat's tray shows (open hands, See the table).

A tray in a seat's plate is small, and late in a crowded hand it ends in a "+N" chip rather than a heap
of faces nobody can read. This overlay lays every card of that hand out in rows at the largest size that
fits the window, each corner index in sight, sorted as the tray sorts them. It only shows what the table
already shows (the practice channel's open hands, or the hands revealed after the hand is over), so it
decides nothing and reveals nothing new. Esc, Enter, a click or Close puts it away.
"""

from __future__ import annotations

import math

import pygame

from samba.i18n import _, ngettext
from samba.ui.scenes.dialogs import Overlay
from samba.ui.widgets import Button

CARD_WIDTHS = (84, 76, 68, 60, 52, 46, 40, 36, 32)
STEP_X = 0.5
"""Horizontal step between cards as a share of the width: the corner index and a little of the face."""
STEP_Y = 0.45
MARGIN = 24


def hand_title(name: str, count: int) -> str:
    """e.g. "North's hand — 23 cards"."""
    return ngettext("{name}'s hand — {count} card", "{name}'s hand — {count} cards", count).format(
        name=name, count=count)


def place_cards(area: pygame.Rect, count: int) -> tuple[int, list[pygame.Rect]]:
    """The largest card width whose rows of ``count`` overlapping faces fit ``area``, and their places."""
    rects: list[pygame.Rect] = []
    width = CARD_WIDTHS[-1]
    for width in CARD_WIDTHS:
        height = round(width * 7 / 5)
        step_x = math.ceil(width * STEP_X)
        step_y = math.ceil(height * STEP_Y)
        per_row = max(1, (area.w - width) // step_x + 1)
        rows = max(1, math.ceil(count / per_row))
        if height + (rows - 1) * step_y <= area.h:
            break
    height = round(width * 7 / 5)
    step_x = math.ceil(width * STEP_X)
    step_y = math.ceil(height * STEP_Y)
    per_row = max(1, (area.w - width) // step_x + 1)
    rows = max(1, math.ceil(count / per_row))
    in_row = min(count, per_row)
    row_w = width + (in_row - 1) * step_x
    x0 = area.centerx - row_w // 2
    for i in range(count):
        rects.append(pygame.Rect(x0 + (i % per_row) * step_x, area.y + (i // per_row) * step_y, width, height))
    return width, rects


class OpenHandOverlay(Overlay):
    """A seat's open hand, every card large enough to read (``codes``: the cards, in the tray's order)."""

    name = "open_hand"

    def __init__(self, app, seat_name: str, codes: tuple[str, ...]) -> None:
        super().__init__(app, hand_title(seat_name, len(codes)))
        self.codes = codes
        self.buttons = [Button(_("Close"), self._close_then(None), pygame.K_ESCAPE, "Esc", primary=True)]
        self.card_width = CARD_WIDTHS[-1]
        self.card_rects: list[pygame.Rect] = []
        """Where each card was placed (for tests)."""
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        text = self.app.services.text
        w, h = size
        width = min(1100, w - 80)
        lines = text.wrap(self.title, 28, width - 40, bold=True)
        cards_area = pygame.Rect(0, 0, width - 2 * MARGIN, h - 80 - (30 * len(lines) + 40) - 70)
        self.card_width, rects = place_cards(cards_area, len(self.codes))
        used_h = (max(r.bottom for r in rects) - cards_area.y) if rects else 0
        used_w = (max(r.right for r in rects) - min(r.x for r in rects)) if rects else 0
        title_w = max((text.width(line, 28, bold=True) for line in lines), default=0)
        width = min(width, max(used_w + 2 * MARGIN, title_w + 40, 320))
        rects = [r.move(-(cards_area.centerx - (cards_area.x + (width - 2 * MARGIN) // 2)), 0) for r in rects]
        cards_area.w = width - 2 * MARGIN
        height = 22 + 30 * len(lines) + 12 + used_h + 20 + 42 + 20
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        dy = self.panel.y + 22 + 30 * len(lines) + 12 - cards_area.y
        dx = self.panel.x + MARGIN - cards_area.x
        self.card_rects = [r.move(dx, dy) for r in rects]
        self.buttons[0].rect = pygame.Rect(self.panel.centerx - 120, self.panel.bottom - 20 - 42, 240, 42)
        self._veil = pygame.Surface(size, pygame.SRCALPHA)
        self._veil.fill((0, 0, 0, 150))

    def handle_event(self, event: pygame.event.Event) -> None:
        closing = ((event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))
                   or (event.type == pygame.MOUSEBUTTONUP and event.button == 1))
        if closing:
            self.buttons[0].on_click()
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        services = self.app.services
        four = services.settings.four_colour
        for code, rect in zip(self.codes, self.card_rects, strict=True):
            surface.blit(services.images.face(code, self.card_width, four_colour=four, large_print=True), rect)
