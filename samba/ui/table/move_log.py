"""The move log: the "What happened" panel made scrollable, so the whole hand can be read back.

The painter shows the latest narrated lines (every seat's public actions, from the presenter). This
adds the mouse wheel over the panel, and PageUp / PageDown from anywhere (a keyboard player has no
wheel to aim): scrolled back, it repaints the panel with earlier lines and says how to return to the
latest. The pointer comes from ``MOUSEMOTION`` events (a wheel event carries no position), never from
polling the mouse. Card codes in the narrated lines ("QS") are shown with suit signs, like the painter's.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from samba.ui import suits, theme
from samba.ui.fit import choose
from samba.ui.theme import Text

from . import label_words as W

WHEEL_LINES = 3


@dataclass(frozen=True, slots=True)
class LogMetrics:
    """The panel's type and spacing at a window's scale (the painter and the scrolled view agree on them)."""

    size: int
    line_h: int
    title_size: int
    top: int
    """From the panel's top to its first line (under the title)."""
    foot_h: int
    """Room kept at the foot for the cue saying where more lines are."""

    def rows(self, area_h: int, lines: int) -> int:
        """How many lines the panel shows: all of them, or (when they overflow) fewer, clear of the foot."""
        room = max(0, (area_h - self.top - 4) // self.line_h)
        if lines > room:
            room = max(0, (area_h - self.top - self.foot_h) // self.line_h)
        return room


def metrics(scale: float = 1.0) -> LogMetrics:
    return LogMetrics(round(16 * scale), round(17 * scale), round(18 * scale), round(28 * scale), round(20 * scale))


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
        self.metrics = metrics()

    def place(self, area: Rect, scale: float = 1.0) -> None:
        self.area = area
        self.metrics = metrics(scale)

    def lines(self) -> list[str]:
        width = self.area.w - 20
        out: list[str] = []
        for entry in self.log:
            out.extend(self.text.wrap(suits.signs(entry), self.metrics.size, width))
        return out

    def room(self) -> int:
        return max(1, self.metrics.rows(self.area.h, 10**6))

    def foot(self, variants: tuple[str, ...]) -> tuple[str, int]:
        """The cue at the foot of the panel, in the longest wording that fits its width."""
        m = self.metrics
        fitted = choose(variants, self.area.w - 12, (m.size - 1, m.size - 2, m.size - 3), self.text.width)
        return fitted.text, fitted.size

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
        m = self.metrics
        if self.scroll == 0:
            if len(self.lines()) > m.rows(area.h, 0):
                # At the foot of the panel, in room the painter keeps free: the last line never runs into it.
                words, size = self.foot(W.LOG_MORE)
                text.blit(surface, words, size, (area.centerx, area.bottom - 4), theme.INK_DIM, anchor="midbottom")
            return
        theme.panel(surface, area)
        title = choose(W.LOG_TITLE_EARLIER, area.w - 20, (m.title_size, m.title_size - 2), self.text.width, bold=True)
        text.blit(surface, title.text, title.size, (area.x + 10, area.y + 6), theme.GOLD, bold=True)
        y = area.y + m.top
        for line in self.visible_lines():
            text.blit(surface, line, m.size, (area.x + 10, y), theme.INK)
            y += m.line_h
        words, size = self.foot(W.LOG_LATEST)
        text.blit(surface, words, size, (area.centerx, area.bottom - 4), theme.GOLD, anchor="midbottom")
