"""Suit signs (7♣, J♥) drawn as little pictures, and card codes ("4S", "10D") turned into them.

The bundled font has ♣♦♥♠ glyphs, but one ink colour per line: ``theme.Text`` draws every suit sign as
a small vector shape instead, in the deck's colours (``sign_colour``: hearts and diamonds red, and with the
four-colour deck clubs green and diamonds blue), as wide as a capital M, and measures lines
the same way when it wraps or fits them. So any text the game draws may carry suit signs.

The rules engine and the narration write cards as codes ("QS QH QC") because the terminal game and the
logs read them that way; players at the table read suit signs. ``signs`` is the one place that turns
whole-token codes into rank + sign, and only real codes: "AS" inside a word, "3s" (plural) and "2C3"
stay as they are.
"""

from __future__ import annotations

import re

import pygame

from samba.i18n import pgettext

SUITS = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}
SIGN_OF = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RED_SUIT = (225, 60, 55)
"""Hearts and diamonds on the dark felt and panels."""
RED_ON_LIGHT = (200, 30, 30)
"""Hearts and diamonds written in dark ink (on a light button or bubble)."""
FOUR_COLOUR_ON_DARK = {"♣": (110, 210, 130), "♦": (120, 175, 255), "♥": RED_SUIT}
"""The four-colour deck's signs on the dark felt and panels: the card art's green clubs and blue diamonds
(``build/gen_cards.py``, FOUR_COLOUR), brightened to read on dark green."""
FOUR_COLOUR_ON_LIGHT = {"♣": (13, 138, 58), "♦": (20, 96, 200), "♥": RED_ON_LIGHT}
"""The same signs in dark ink (on a light button, bubble or card): the card art's own colours."""
JOKER = "Joker"
"""The joker's name in text (looked up with context "card": *Comodín*, *Curinga*)."""
STAND_IN = "M"
"""What a suit sign measures as: the pictures are drawn as wide as this letter."""
_SPLIT = re.compile("([♣♦♥♠])")
_CODE = re.compile(r"(?<![\w♣♦♥♠])(?:(10|[2-9JQKA])([CDHS])|JK)(?![\w♣♦♥♠])")
"""A card code as a whole token (RULES.md §0 notation: rank then suit letter, or JK), case as written."""


def signs(text: str) -> str:
    """"You meld QS QH 2C." → "You meld Q♠ Q♥ 2♣." (JK → "Joker"); other words are left alone."""
    joker = pgettext("card", "Joker")
    return _CODE.sub(lambda m: joker if m.group(1) is None else m.group(1) + SIGN_OF[m.group(2)], text)


def has_signs(text: str) -> bool:
    return _SPLIT.search(text) is not None


def width(font: pygame.font.Font, text: str) -> int:
    """How wide ``compose`` draws ``text``: its pieces side by side, each suit sign as wide as ``STAND_IN``."""
    if not has_signs(text):
        return font.size(text)[0]
    return sum(_widths(font, [piece for piece in _SPLIT.split(text) if piece]))


def _widths(font: pygame.font.Font, pieces: list[str]) -> list[int]:
    sign_w = font.size(STAND_IN)[0]
    return [sign_w if piece in SUITS else font.size(piece)[0] for piece in pieces]


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


SUPERSAMPLE = 4
"""Signs are drawn this many times larger and scaled down: at log size (8 px) a plain polygon club is a cross."""


def _smooth_sign(suit: str, side: int, colour: tuple[int, ...]) -> pygame.Surface:
    """One suit sign, ``side`` pixels square, with soft edges."""
    big = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((*colour[:3], 0))  # clear pixels keep the sign's colour, so scaling does not darken its edge
    suit_shape(big, suit, big.get_rect(), (*colour[:3], 255))
    return pygame.transform.smoothscale(big, (side, side))


def sign_image(suit: str, side: int, colour: tuple[int, ...]) -> pygame.Surface:
    """One suit sign (``♣♦♥♠``) as a picture ``side`` pixels square in ``colour`` (the move log draws its own)."""
    return _smooth_sign(suit, side, colour)


def sign_colour(suit: str, ink: tuple[int, ...], four_colour: bool) -> tuple[int, ...]:
    """The colour of the suit sign ``suit`` written in ``ink``: the one place that decides it, so every sign the
    game prints (narration, log, lessons, dialogs, buttons) matches the card art of the deck in use — red hearts
    and diamonds, or with the four-colour deck green clubs and blue diamonds; spades (and clubs in the classic
    deck) take the ink. Dark ink means a light background, where the darker shades read."""
    on_light = sum(ink[:3]) < 300
    if four_colour:
        return (FOUR_COLOUR_ON_LIGHT if on_light else FOUR_COLOUR_ON_DARK).get(suit, ink)
    if suit in "♥♦":
        return RED_ON_LIGHT if on_light else RED_SUIT
    return ink


def compose(font: pygame.font.Font, line: str, colour: tuple[int, ...], four_colour: bool = False) -> pygame.Surface:
    """``line`` rendered in ``font`` with its suit signs drawn as pictures (one surface, for the text cache), in
    the colours of the deck in use (``sign_colour``)."""
    pieces = [piece for piece in _SPLIT.split(line) if piece]
    height = font.get_height()
    widths = _widths(font, pieces)
    surface = pygame.Surface((max(1, sum(widths)), height), pygame.SRCALPHA)
    x = 0
    for piece, width in zip(pieces, widths, strict=True):
        if piece in SUITS:
            side = max(1, int(min(width, height * 0.72)))
            sign = _smooth_sign(piece, side, sign_colour(piece, colour, four_colour))
            surface.blit(sign, sign.get_rect(center=(x + width // 2, height // 2 - 1)),
                         special_flags=pygame.BLEND_RGBA_MAX)
        else:
            # MAX onto the clear surface copies the glyphs' own alpha (a normal blend would darken their edges).
            surface.blit(font.render(piece, True, colour), (x, 0), special_flags=pygame.BLEND_RGBA_MAX)
        x += width
    return surface
