"""The table's practice options and watch mode: open hands, move explanations, the PRACTICE badge.

Kept out of ``view.py`` on purpose. The normal table is built from the viewer's observation alone;
the only other cards this module ever draws come from ``MatchController.open_hands()``, the game
layer's named practice channel, which returns nothing unless the match was started with "open
hands". So with the option off no hidden card can reach a sprite, and the test can prove it.

Watch mode (every seat a computer) shows the bottom seat's hand face down unless hands are open,
names that seat (it has no seat panel), and turns a click on the table into "skip the animation"
rather than a card grab: there is nobody's hand to rearrange.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from samba.engine import Card
from samba.game.practice import Practice
from samba.ui import suits, theme
from samba.ui.services import Services
from samba.ui.theme import Text

from . import intents as I
from . import label_words as W
from . import layout as L
from .hand_model import rank_key
from .meld_layout import LARGE_INDEX
from .view import Scene as Sprites

CARD_WIDTHS = (40, 36)
"""The smallest faces are 36 pixels wide: below that the card art's corner print is too small to read (playtest
p9-73: six players at 1024x640 drew 28-pixel faces, their corners 7 pixels tall, "10" squeezed)."""
STEP_X = 0.42
"""Horizontal step between cards as a share of the card width: the corner index stays visible."""
STEP_Y = 0.42
"""Vertical step between rows as a share of the card height: the index (rank over suit) shows."""
MORE_W = 34
MORE_H = 18
TILE = (24, 34)
"""Where no 36-pixel faces fit, each card is a corner tile: its rank in bold type over its suit sign, set as large
as a 40-pixel face prints them, on a small white card (the rest of a face would be hidden under the next one)."""
TILE_RANK = 18
"""The tiles' rank type size: its digits 11 pixels tall, "10" in bold 16 pixels wide."""
TILE_SIGN = 10
TILE_STEP_X = 18
"""The tiles' horizontal step: the widest rank ("10") and a hair of air."""
TILE_STEP_Y = 25
"""The tiles' vertical step: the rank over the sign."""


@dataclass(frozen=True, slots=True)
class TrayPlacement:
    """Where one open hand's cards go: a card width and one rectangle per card shown, in drawing order.

    ``hidden``: cards left out because even the smallest faces would cover each other's index; the
    tray then ends in a "+N" chip (``more``) rather than a heap nobody can read.
    """

    width: int
    rects: list[Rect] = field(default_factory=list)
    hidden: int = 0
    more: Rect | None = None
    tiles: bool = False
    """The cards are corner tiles (``TILE``), not faces."""

    def index(self, rect: Rect) -> Rect:
        """The part of the card at ``rect`` that shows its rank and suit (what no later card may cover)."""
        if self.tiles:
            return Rect(rect.x, rect.y, TILE_STEP_X - 1, TILE_STEP_Y - 1)
        return Rect(rect.x, rect.y, math.ceil(rect.w * LARGE_INDEX.width), math.ceil(rect.h * LARGE_INDEX.least))


def tray_areas(lay: L.Layout, viewer: int) -> dict[int, Rect]:
    """Where each other seat's open hand goes: the tray inside its name plate (``layout`` gives it room)."""
    return {seat: rect for seat, rect in lay.trays.items() if seat != viewer}


def tray_widths(area: Rect) -> list[int]:
    """Card widths to try in a tray, largest first: from one row filling its height down to the smallest."""
    largest = max(CARD_WIDTHS[-1], min(round(area.h * 5 / 7), 3 * CARD_WIDTHS[0]))
    return sorted({*range(largest, CARD_WIDTHS[-1], -4), *CARD_WIDTHS}, reverse=True)


def place_tray(area: Rect, count: int) -> TrayPlacement:
    """Rows of small overlapping faces filling ``area``: the largest size whose indices all show."""
    if count <= 0 or area.w <= 0 or area.h <= 0:
        return TrayPlacement(CARD_WIDTHS[-1])
    for width in tray_widths(area):
        height = round(width * 7 / 5)
        step_x = math.ceil(width * STEP_X)
        step_y = math.ceil(height * STEP_Y)
        per_row = max(1, (area.w - width) // step_x + 1)
        rows = math.ceil(count / per_row)
        if height + (rows - 1) * step_y <= area.h:
            return TrayPlacement(width, _grid(area, count, width, per_row, step_x, step_y))
    # Too many for readable faces: corner tiles, as many as fit, and a chip saying how many more (a click on the
    # tray shows the hand whole and large).
    width, height = TILE
    rows = max(1, (area.h - height) // TILE_STEP_Y + 1)
    per_row = max(1, (area.w - width) // TILE_STEP_X + 1)
    if count <= rows * per_row:
        return TrayPlacement(width, _grid(area, count, TILE, per_row, TILE_STEP_X, TILE_STEP_Y), tiles=True)
    last_row = max(1, (area.w - width - MORE_W) // TILE_STEP_X + 1)  # the chip ends the last row
    shown = (rows - 1) * per_row + last_row
    rects = _grid(area, shown, TILE, per_row, TILE_STEP_X, TILE_STEP_Y)
    last = rects[-1]
    more = Rect(last.right + 2, last.y + (height - MORE_H) // 2, MORE_W - 4, MORE_H)
    return TrayPlacement(width, rects, count - shown, more, tiles=True)


def _grid(area: Rect, count: int, size: int | tuple[int, int], per_row: int, step_x: int, step_y: int
          ) -> list[Rect]:
    width, height = size if isinstance(size, tuple) else (size, round(size * 7 / 5))
    return [Rect(area.x + (i % per_row) * step_x, area.y + (i // per_row) * step_y, width, height)
            for i in range(count)]


def corner_tile(text: Text, code: str, four_colour: bool) -> pygame.Surface:
    """A card as a corner tile: a small white card with its rank in bold over its suit sign (a joker: "JK")."""
    tile = pygame.Surface(TILE, pygame.SRCALPHA)
    pygame.draw.rect(tile, TILE_FACE, tile.get_rect(), border_radius=3)
    pygame.draw.rect(tile, (120, 120, 110), tile.get_rect(), 1, border_radius=3)
    rank, suit = (code, "") if code == "JK" else (code[:-1], SUIT_SIGNS[code[-1]])
    ink = suits.sign_colour(suit, theme.INK_DARK, four_colour) if suit else JOKER_INK
    words = text.render(rank, TILE_RANK if suit else TILE_RANK - 6, ink, bold=True)
    tile.blit(words, (1, -1))
    if suit:
        tile.blit(suits.sign_image(suit, TILE_SIGN, ink), (3, TILE_STEP_Y - TILE_SIGN - 1))
    return tile


SUIT_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
TILE_FACE = (252, 250, 242)
"""The card art's face colour."""
JOKER_INK = (120, 40, 150)


class PracticeView:
    """Everything the table shows because of a practice option or because it is a watch."""

    def __init__(self, practice: Practice, watching: bool, open_hands: Callable[[], Mapping[int, Sequence[Card]]],
                 services: Services) -> None:
        """``open_hands``: the controller's practice channel (empty unless the match has open hands)."""
        self.practice = practice
        self.watching = watching
        self.open_hands = open_hands
        self.services = services
        self.hands: dict[int, tuple[Card, ...]] = {}
        """Other seats' hands as of the position the table shows (empty unless hands are open)."""
        self.revealed = False
        """The hand is over and every hand is shown face up ("See the table")."""
        self._placed: dict[tuple, tuple[TrayPlacement, list[tuple[pygame.Surface, tuple[int, int]]]]] = {}
        self.drawn: dict[int, list[tuple[str, Rect]]] = {}
        """Each seat's face-up cards the last frame drew in its tray (code and place), for tests."""
        self.drawn_trays: dict[int, Rect] = {}
        """Where the last frame drew each open hand (its cards and "+N" chip): a click there shows it whole."""

    # -- following the table ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Take the open hands for the position just committed to the view (practice channel only)."""
        self.revealed = False
        self._placed.clear()
        if self.practice.open_hands:
            self.hands = {seat: tuple(sorted(cards, key=rank_key)) for seat, cards in self.open_hands().items()}
        else:
            self.hands = {}

    def reveal(self, hands: Mapping[int, Sequence[Card]], viewer: int) -> None:
        """The hand is over and the player looks at the final table: every other hand face up (and, when
        watching, the bottom seat's too)."""
        self.hands = {seat: tuple(sorted(cards, key=rank_key)) for seat, cards in hands.items() if seat != viewer}
        self.revealed = True
        self._placed.clear()

    def adjust(self, sprites: Sprites) -> None:
        """Watching without open hands: the bottom seat's cards lie face down (until the hand is revealed)."""
        if self.watching and not self.practice.open_hands and not self.revealed:
            for sprite in sprites.hand:
                sprite.code = None

    def handle(self, event: pygame.event.Event, lay: L.Layout) -> list[I.Intent] | None:
        """Watching: a press on the table skips the animation and never picks up a card (None: not ours)."""
        if not self.watching or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        if lay.buttons.collidepoint(event.pos):
            return None
        return [I.Skip()]

    def tray_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose open hand was drawn under ``pos``, its cards or its "+N" chip (None: no tray there)."""
        for seat, area in self.drawn_trays.items():
            if area.collidepoint(pos):
                return seat
        return None

    def hand_codes(self, seat: int) -> tuple[str, ...]:
        """``seat``'s open hand as shown, every card (the tray may show only the first ones)."""
        return tuple(card.code for card in self.hands.get(seat, ()))

    # -- drawing ---------------------------------------------------------------------------------------
    def badges(self) -> tuple[tuple[str, ...], ...]:
        """The pills at the right of the status line, each as its wordings (longest first)."""
        out: list[tuple[str, ...]] = []
        if self.practice.any:
            out.append(tuple(W.fill(W.PRACTICE, options=", ".join(self.practice.labels()))))
        if self.watching:
            out.append(W.WATCHING)
        return tuple(out)

    def draw(self, surface: pygame.Surface, lay: L.Layout, bottom_name: str) -> None:
        """What goes over the hand: the watched seat's name."""
        if self.watching:
            self._bottom_name(surface, lay.hand, bottom_name)

    def draw_trays(self, surface: pygame.Surface, lay: L.Layout, viewer: int, dealing: bool) -> None:
        """The open hands, in their plates (drawn with the plates, under the seats' speech bubbles)."""
        self.drawn = {}
        self.drawn_trays = {}
        if self.hands and not dealing:
            areas = tray_areas(lay, viewer)
            for seat, cards in self.hands.items():
                area = areas.get(seat)
                if area is not None and cards:
                    placement = self._tray(surface, area, cards)
                    self.drawn[seat] = [(card.code, rect) for card, rect in zip(cards, placement.rects, strict=False)]
                    shown = [rect for _code, rect in self.drawn[seat]]
                    if placement.more is not None:
                        shown.append(placement.more)
                    self.drawn_trays[seat] = shown[0].unionall(shown[1:])

    def _tray(self, surface: pygame.Surface, area: Rect, cards: tuple[Card, ...]) -> TrayPlacement:
        key = (area.topleft, area.size, cards, self.services.settings.four_colour)
        known = self._placed.get(key)
        if known is None:
            # Placed and looked up once per hand and tray (the frame loop only blits).
            placement = place_tray(area, len(cards))
            images, settings = self.services.images, self.services.settings
            if placement.tiles:
                faces = [(corner_tile(self.services.text, card.code, settings.four_colour), rect.topleft)
                         for card, rect in zip(cards, placement.rects, strict=False)]
            else:
                faces = [(images.face(card.code, placement.width, four_colour=settings.four_colour, large_print=True),
                          rect.topleft) for card, rect in zip(cards, placement.rects, strict=False)]
            known = (placement, faces)
            if len(self._placed) > 64:
                self._placed.clear()
            self._placed[key] = known
        placement, faces = known
        surface.blits(faces, doreturn=False)
        if placement.more is not None:
            text = self.services.text
            pygame.draw.rect(surface, theme.GOLD, placement.more, border_radius=6)
            text.blit(surface, f"+{placement.hidden}", 14, placement.more.center, theme.INK_DARK, bold=True,
                      anchor="center")
        return placement

    def _bottom_name(self, surface: pygame.Surface, hand: Rect, words: str) -> None:
        self.services.text.blit(surface, words, 17, (hand.x + 10, hand.bottom - 6), theme.INK_DIM,
                                anchor="bottomleft")
