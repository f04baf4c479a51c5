"""The move log: the "What happened" panel made scrollable, so the whole hand can be read back.

The painter shows the latest narrated lines (every seat's public actions, from the presenter). This
adds the mouse wheel over the panel, and PageUp / PageDown from anywhere (a keyboard player has no
wheel to aim): scrolled back, it repaints the panel with earlier lines and says how to return to the
latest. The pointer comes from ``MOUSEMOTION`` events (a wheel event carries no position), never from
polling the mouse. Card codes in the narrated lines ("QS") are shown with suit signs, like the painter's.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from samba.ui import suits, theme
from samba.ui.theme import Text

LINE_H = 17
SIZE = 16
WHEEL_LINES = 3


class MoveLog:
    def __init__(self, text: Text, log: list[str]) -> None:
        """``log``: the table's narrated lines (read, never written here)."""
        self.text = text
        self.log = log
        self.area = Rect(0, 0, 0, 0)
        """The panel (placed with the layout)."""
        self.scroll = 0
        """Lines scrolled back from the latest (0: showing the end)."""
        self.hover = False

    def place(self, area: Rect) -> None:
        self.area = area

    def lines(self) -> list[str]:
        width = self.area.w - 20
        out: list[str] = []
        for entry in self.log:
            out.extend(self.text.wrap(suits.signs(entry), SIZE, width))
        return out

    def room(self) -> int:
        return max(1, (self.area.h - 30 - LINE_H) // LINE_H)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event scrolled the log (the wheel over the panel, or PageUp / PageDown)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.area.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll_by(event.y * WHEEL_LINES)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            # A page keeps one line of the previous view, so the reader does not lose their place.
            page = max(1, self.room() - 1)
            self.scroll_by(page if event.key == pygame.K_PAGEUP else -page)
            return True
        return False

    def scroll_by(self, lines: int) -> None:
        """Back (positive) or forward (negative) by ``lines``, kept between the first line and the latest."""
        most = max(0, len(self.lines()) - self.room())
        self.scroll = max(0, min(most, self.scroll + lines))

    def visible_lines(self) -> list[str]:
        lines = self.lines()
        room = self.room()
        end = len(lines) - min(self.scroll, max(0, len(lines) - room))
        return lines[max(0, end - room):end]

    def draw(self, surface: pygame.Surface) -> None:
        area = self.area
        text = self.text
        if self.scroll == 0:
            if len(self.lines()) > self.room() + 1:
                # At the foot of the panel: beside the title it ran into "What happened" at 1280×800.
                text.blit(surface, "wheel or PgUp for earlier moves", 15, (area.centerx, area.bottom - 6),
                          theme.INK_DIM, anchor="midbottom")
            return
        theme.panel(surface, area)
        text.blit(surface, "What happened (earlier)", 18, (area.x + 10, area.y + 6), theme.GOLD, bold=True)
        y = area.y + 28
        for line in self.visible_lines():
            text.blit(surface, line, SIZE, (area.x + 10, y), theme.INK)
            y += LINE_H
        text.blit(surface, "scroll down or PgDn for the latest", 15, (area.centerx, area.bottom - 6), theme.GOLD,
                  anchor="midbottom")
