"""Text with suit signs (7♣, J♥) drawn as little pictures, because the game's font has no suit glyphs.

The lessons and the rules help name cards the way players say them ("the J♥"), but pygame's bundled
font would show an empty box for ♣♦♥♠. Rather than ship another font, each suit sign is drawn as a
small vector shape in its colour (hearts and diamonds red), as wide as a capital M; ``wrap`` measures
lines the same way. ``spell`` turns the signs
into words for places drawn by code that cannot show pictures (the table's toast).
"""

from __future__ import annotations

import re

import pygame

from samba.ui.theme import Text

SUITS = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}
RED_SUIT = (225, 60, 55)
RED_ON_LIGHT = (200, 30, 30)
STAND_IN = "M"
"""What a suit sign measures as: the pictures are drawn as wide as this letter."""
_SPLIT = re.compile("([♣♦♥♠])")
_CARD = re.compile(r"\b(10|[2-9JQKA])([♣♦♥♠])")


def spell(text: str) -> str:
    """"J♥" → "J of hearts": for text drawn where suit pictures cannot go."""
    text = _CARD.sub(lambda m: f"{m.group(1)} of {SUITS[m.group(2)]}", text)
    return _SPLIT.sub(lambda m: SUITS[m.group(1)], text)


def suit_shape(surface: pygame.Surface, suit: str, rect: pygame.Rect, colour: tuple[int, ...]) -> None:
    """Draw one suit sign filling ``rect`` (square-ish)."""
    x, y, w, h = rect
    cx = x + w / 2
    r = w * 0.26
    if suit == "♦":
        pygame.draw.polygon(surface, colour, [(cx, y), (x + w * 0.9, y + h / 2), (cx, y + h), (x + w * 0.1, y + h / 2)])
    elif suit == "♥":
        pygame.draw.circle(surface, colour, (cx - r * 0.95, y + h * 0.32), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, y + h * 0.32), r)
        pygame.draw.polygon(surface, colour, [(x + w * 0.02, y + h * 0.38), (x + w * 0.98, y + h * 0.38),
                                              (cx, y + h * 0.98)])
    elif suit == "♠":
        pygame.draw.circle(surface, colour, (cx - r * 0.95, y + h * 0.58), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, y + h * 0.58), r)
        pygame.draw.polygon(surface, colour, [(x + w * 0.02, y + h * 0.52), (x + w * 0.98, y + h * 0.52),
                                              (cx, y)])
        pygame.draw.polygon(surface, colour, [(cx, y + h * 0.6), (cx + w * 0.18, y + h), (cx - w * 0.18, y + h)])
    else:
        pygame.draw.circle(surface, colour, (cx, y + h * 0.26), r)
        pygame.draw.circle(surface, colour, (cx - r * 1.1, y + h * 0.58), r)
        pygame.draw.circle(surface, colour, (cx + r * 1.1, y + h * 0.58), r)
        pygame.draw.polygon(surface, colour, [(cx, y + h * 0.4), (cx + w * 0.18, y + h), (cx - w * 0.18, y + h)])


def blit(text: Text, surface: pygame.Surface, line: str, size: int, pos: tuple[int, int],
         colour: tuple[int, ...], bold: bool = False, red: tuple[int, ...] = RED_SUIT) -> int:
    """Draw ``line`` at ``pos`` (top-left) with suit pictures; returns the x after the last piece."""
    x, y = pos
    font = text.font(size, bold)
    height = font.get_height()
    for piece in _SPLIT.split(line):
        if not piece:
            continue
        if piece in SUITS:
            width = font.size(STAND_IN)[0]
            side = int(min(width, height * 0.7))
            box = pygame.Rect(0, 0, side, side)
            box.center = (x + width // 2, y + height // 2 - 1)
            shade = red if piece in "♥♦" else colour
            suit_shape(surface, piece, box, shade)
            x += width
        else:
            x = text.blit(surface, piece, size, (x, y), colour, bold=bold).right
    return x


def wrap(text: Text, words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``Text.wrap`` for text with suit signs (measured as ``STAND_IN``, the width they are drawn at)."""
    font = text.font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if font.size(_SPLIT.sub(STAND_IN, trial))[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
