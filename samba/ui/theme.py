"""Colours, fonts and cached text: everything a screen needs to look like the rest of the game.

Rendering text is one of the costliest things a frame can do, so every string is rendered once per
(text, size, colour, weight) and kept in a bounded cache owned by the app (no module state); wrapped
lines are cached the same way, since panels re-wrap their text every frame.

Every string is drawn in the bundled typeface (DejaVu Sans Condensed, ``assets/fonts``), which has
the arrows, suit signs and the accented letters of the languages the game will speak; a test checks
every UI string against it. Condensed, because a crowded table has many short labels side by side.
Suit signs (♣♦♥♠) are still drawn as coloured pictures (``samba.ui.suits``), in the colours of the deck in use.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from samba import resources
from samba.ui import suits

FELT = (22, 92, 60)
FELT_DARK = (15, 70, 45)
FELT_LIGHT = (34, 116, 78)
INK = (245, 245, 235)
INK_DIM = (190, 205, 195)
INK_DARK = (25, 30, 28)
GOLD = (242, 196, 72)
RED = (214, 70, 60)
GREEN_OK = (110, 220, 130)
PANEL = (12, 48, 32)
PANEL_EDGE = (70, 140, 100)
BUTTON = (238, 232, 212)
BUTTON_HOVER = (255, 250, 232)
BUTTON_DISABLED = (120, 135, 125)
SHADOW = (0, 0, 0, 90)
HIGHLIGHT = (255, 214, 80)
ACCEPT = (120, 235, 140)
REFUSE = (235, 95, 80)
SIDE_COLOURS = ((242, 196, 72), (120, 190, 255), (235, 120, 110), (170, 230, 140), (210, 150, 240),
                (250, 170, 90))
"""One colour per side, in side order: the seating diagram and the score chart agree."""
POINT_SCALE = 0.72
"""Font sizes in the game are given as pygame's default font counted them (a "size 22" line, drawn at 0.6875
of 22 points), which the screens were laid out with. The condensed face is narrower, so it is drawn a
little larger (0.72): about as wide as before, and easier to read."""


MAX_RENDER_CHARS = 600
"""Most characters ever handed to the font renderer at once: more than the widest window holds at the
smallest size. A hostile string (a 9 MB version name in a save) must never reach SDL_ttf whole."""
MAX_WRAP_CHARS = 5000
"""Most characters ``wrap`` lays out: more than any screen shows in one block of text."""


class Text:
    """Fonts by size and a bounded cache of rendered strings.

    Every string is cut to ``MAX_RENDER_CHARS`` before it is measured or rendered, ``wrap`` breaks a
    word wider than the line, and ``blit`` fits a line to the surface it is drawn on: no text wider
    than the window is ever rendered, whatever a file or an error message holds.
    """

    def __init__(self, capacity: int = 800) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wrapped: OrderedDict[tuple, tuple[str, ...]] = OrderedDict()
        self._capacity = capacity
        self.four_colour = False
        """Suit signs in the four-colour deck's colours (the player's setting, kept here by the window), as the
        cards are drawn: a line's signs never disagree with the cards it speaks of."""

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(resources.font_path(bold), max(6, round(size * POINT_SCALE)))
            self._fonts[key] = font
        return font

    def render(self, text: str, size: int, colour: tuple[int, ...] = INK, bold: bool = False) -> pygame.Surface:
        text = text[:MAX_RENDER_CHARS].replace("\x00", "\ufffd")  # SDL_ttf refuses a NUL character
        signed = suits.has_signs(text)
        key = (text, size, colour, bold, signed and self.four_colour)
        surface = self._cache.get(key)
        if surface is None:
            font = self.font(size, bold)
            surface = (suits.compose(font, text, colour, self.four_colour) if signed
                       else font.render(text, True, colour))
            self._cache[key] = surface
            if len(self._cache) > self._capacity:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surface

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """How wide ``text`` is drawn, suit pictures included."""
        return suits.width(self.font(size, bold), text[:MAX_RENDER_CHARS].replace("\x00", "\ufffd"))

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels (cached: the same text wraps the same)."""
        text = text[:MAX_WRAP_CHARS]
        key = (text, size, width, bold)
        lines = self._wrapped.get(key)
        if lines is None:
            lines = tuple(self._wrap(text, size, width, bold))
            self._wrapped[key] = lines
            if len(self._wrapped) > self._capacity:
                self._wrapped.popitem(last=False)
        else:
            self._wrapped.move_to_end(key)
        return list(lines)

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}".strip()
                if self.width(trial, size, bold) <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                line = word
                while self.width(line, size, bold) > width and len(line) > 1:  # a word wider than the line
                    cut = self._fitting(line, size, width, bold)
                    lines.append(line[:cut])
                    line = line[cut:]
            lines.append(line)
        return lines

    def _fitting(self, text: str, size: int, width: int, bold: bool, tail: str = "") -> int:
        """How many leading characters of ``text`` (followed by ``tail``) fit ``width``; at least 1."""
        low, high = 1, min(len(text), MAX_RENDER_CHARS)
        while low < high:
            mid = (low + high + 1) // 2
            if self.width(text[:mid] + tail, size, bold) <= width:
                low = mid
            else:
                high = mid - 1
        return low

    def blit(self, surface: pygame.Surface, text: str, size: int, pos: tuple[int, int],
             colour: tuple[int, ...] = INK, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        image = self.render(text, size, colour, bold)
        if image.get_width() > surface.get_width():
            image = self.render(self.fit(text, size, surface.get_width(), bold), size, colour, bold)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text`` shortened with an ellipsis to fit ``width`` pixels."""
        if len(text) <= MAX_RENDER_CHARS and self.width(text, size, bold) <= width:
            return text
        text = text[:MAX_RENDER_CHARS]
        if self.width("…", size, bold) > width:
            return ""
        return text[: self._fitting(text, size, width, bold, "…")] + "…"


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...] = PANEL,
          edge: tuple[int, ...] | None = PANEL_EDGE, radius: int = 8, width: int = 1) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
