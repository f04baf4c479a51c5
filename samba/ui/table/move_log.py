"""The move log: the "What happened" panel, scrollable, with suit signs told apart and refusals that lead to their rule.

It shows the table's story lines (``Messages.log``, made by the controller — see ``samba.game.story``)
as they were told, so the log of a resumed match reads the same. Card codes in the lines ("QS") are
drawn as suit signs, larger than the text's own and, with the four-colour deck, in its colours, so ♣
and ♠ are told apart at a glance. A refusal line is drawn in the refusal colour, and a click on it
opens the rules help at the rule it names (the same page as the "Why?" beside the toast).

The mouse wheel over the panel and PageUp / PageDown from anywhere (a keyboard player has no wheel to
aim) scroll it back; scrolled back, it says how to return to the latest, and it returns there by itself when
the player's turn begins or the player acts (``follow``). The pointer comes from
``MOUSEMOTION`` events (a wheel event carries no position), never from polling the mouse. Type and
spacing follow the window's scale (``metrics``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect

from samba.game.story import REFUSED, WHY, Line
from samba.i18n import _
from samba.ui import suits, theme
from samba.ui.fit import choose
from samba.ui.theme import Text

from . import label_words as W

WHEEL_LINES = 3
REFUSAL_INK = (255, 165, 150)
WHY_INK = (200, 214, 190)
SIGN_EXTRA = 3
"""Pixels a suit sign is drawn wider than the letter it is measured as: ♣ and ♠ read apart at a glance."""
_SPLIT = re.compile("([♣♦♥♠])")


@dataclass(frozen=True, slots=True)
class LogMetrics:
    """The panel's type and spacing at a window's scale."""

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
    def __init__(self, text: Text, log: list[Line], open_rule: Callable[[str, str], None] | None = None,
                 four_colour: Callable[[], bool] = lambda: False) -> None:
        """``log``: the table's story lines (read, never written here); ``open_rule(rule, reason)``: the help."""
        self.text = text
        self.log = log
        self.open_rule = open_rule
        self.four_colour = four_colour
        self.area = Rect(0, 0, 0, 0)
        """The panel (placed with the layout)."""
        self.scroll = 0
        """Lines scrolled back from the latest (0: showing the end)."""
        self.hover = False
        self.pointer: tuple[int, int] = (-1, -1)
        self.metrics = metrics()
        self.shown: list[tuple[Rect, Line]] = []
        """Where each visible line was drawn last frame (a click on a refusal line opens its rule)."""
        self._signs: dict[tuple[str, int, tuple[int, ...]], pygame.Surface] = {}

    def place(self, area: Rect, scale: float = 1.0) -> None:
        self.area = area
        self.metrics = metrics(scale)

    def lines(self) -> list[tuple[str, Line]]:
        """The wrapped lines, each with the story line it belongs to."""
        width = self.area.w - 20 - SIGN_EXTRA * 4  # room for the signs drawn wider than the letters they stand for
        out: list[tuple[str, Line]] = []
        for entry in self.log:
            out.extend((part, entry) for part in self.text.wrap(suits.signs(entry.text), self.metrics.size, width))
        return out

    def room(self) -> int:
        return max(1, self.metrics.rows(self.area.h, 10**6))

    def foot(self, variants: tuple[str, ...]) -> tuple[str, int]:
        """The cue at the foot of the panel, in the longest wording that fits its width."""
        m = self.metrics
        fitted = choose(variants, self.area.w - 12, (m.size - 1, m.size - 2, m.size - 3), self.text.width)
        return fitted.text, fitted.size

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the log's: the wheel over it, PageUp / PageDown, a click on a refusal line."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.area.collidepoint(event.pos)
            self.pointer = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll_by(event.y * WHEEL_LINES)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            # A page keeps one line of the previous view, so the reader does not lose their place.
            page = max(1, self.room() - 1)
            self.scroll_by(page if event.key == pygame.K_PAGEUP else -page)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.area.collidepoint(event.pos):
            line = self.line_at(event.pos)
            if line is not None and line.kind == REFUSED and line.rule and self.open_rule is not None:
                self.open_rule(line.rule, _("You asked why: {words}").format(words=line.text))
                return True
        return False

    def line_at(self, pos: tuple[int, int]) -> Line | None:
        return next((line for rect, line in self.shown if rect.collidepoint(pos)), None)

    def scroll_by(self, lines: int) -> None:
        """Back (positive) or forward (negative) by ``lines``, kept between the first line and the latest."""
        most = max(0, len(self.lines()) - self.room())
        self.scroll = max(0, min(most, self.scroll + lines))

    def follow(self) -> None:
        """Back to the latest lines: the player's turn began, or the player acted (playtest p8: scrolled back once,
        the log stayed on earlier moves through the player's next turn, hiding the player's own draw and a
        refusal)."""
        self.scroll = 0

    def visible_lines(self) -> list[tuple[str, Line]]:
        """The wrapped lines in view. The top one always starts its entry: an entry whose beginning is scrolled
        out of view is left out whole, rather than read from mid-sentence ("can go on a group of 6s. (S8.1)")."""
        lines = self.lines()
        room = self.metrics.rows(self.area.h, len(lines))
        end = len(lines) - min(self.scroll, max(0, len(lines) - room))
        start = max(0, end - room)
        first = start
        while 0 < first < end and lines[first][1] is lines[first - 1][1]:
            first += 1
        return lines[first:end] if first < end else lines[start:end]

    def draw(self, surface: pygame.Surface) -> None:
        area = self.area
        text = self.text
        m = self.metrics
        theme.panel(surface, area)
        earlier = self.scroll > 0
        title = choose(W.LOG_TITLE_EARLIER if earlier else W.LOG_TITLE, area.w - 20, (m.title_size, m.title_size - 2),
                       text.width, bold=True)
        text.blit(surface, title.text, title.size, (area.x + 10, area.y + 6), theme.GOLD if earlier else theme.INK_DIM,
                  bold=True)
        y = area.y + m.top
        self.shown = []
        lines = self.lines()
        for part, line in self.visible_lines():
            rect = Rect(area.x + 6, y - 1, area.w - 12, m.line_h)
            if line.kind == REFUSED:
                if line.rule and rect.collidepoint(self.pointer):
                    pygame.draw.rect(surface, (90, 40, 36), rect, border_radius=4)
                ink = REFUSAL_INK
            else:
                ink = WHY_INK if line.kind == WHY else theme.INK
            self.blit_line(surface, part, (area.x + 10, y), ink)
            self.shown.append((rect, line))
            y += m.line_h
        if earlier or len(lines) > m.rows(area.h, 0):
            # At the foot of the panel, in room kept free: the last line never runs into it.
            words, size = self.foot(W.LOG_LATEST if earlier else W.LOG_MORE)
            text.blit(surface, words, size, (area.centerx, area.bottom - 4), theme.GOLD if earlier else theme.INK_DIM,
                      anchor="midbottom")

    def blit_line(self, surface: pygame.Surface, line: str, pos: tuple[int, int], ink: tuple[int, ...]) -> None:
        """One line, its suit signs drawn as large as the letters (and in the four-colour deck's colours when on)."""
        size = self.metrics.size
        font = self.text.font(size)
        slot = font.size(suits.STAND_IN)[0] + SIGN_EXTRA
        side = max(1, min(slot, font.get_height() + 1))
        four_colour = self.four_colour()
        x, y = pos
        for piece in (p for p in _SPLIT.split(line) if p):
            if piece in suits.SUITS:
                colour = suits.sign_colour(piece, ink, four_colour)
                sign = self._signs.get((piece, side, colour))
                if sign is None:
                    sign = self._signs[(piece, side, colour)] = suits.sign_image(piece, side, colour)
                surface.blit(sign, sign.get_rect(center=(x + slot // 2, y + font.get_height() // 2)))
                x += slot
            else:
                image = self.text.render(piece, size, ink)
                surface.blit(image, (x, y))
                x += image.get_width()
