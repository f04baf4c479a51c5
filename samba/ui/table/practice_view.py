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

from samba.engine.cards import Card
from samba.game.controller import Step
from samba.game.practice import Practice
from samba.ui import theme
from samba.ui.app_window import Services

from . import intents as I
from . import layout as L
from .animation import Beat
from .hand_model import rank_key
from .view import Scene as Sprites

WHY_MARK = "» "
"""Starts every explanation line in the move log, so it reads apart from what happened."""
WHY_HOLD = 0.9
"""Seconds (at normal speed) the explanation stays in the narration banner."""
CARD_WIDTHS = (40, 36, 32, 28)
STEP_X = 0.42
"""Horizontal step between cards as a share of the card width: the corner index stays visible."""
STEP_Y = 0.42
"""Vertical step between rows as a share of the card height: the index (rank over suit) shows."""
MIN_TRAY_W = 150
BADGE_COLOUR = (236, 138, 52)


@dataclass(frozen=True, slots=True)
class TrayPlacement:
    """Where one open hand's cards go: a card width and one rectangle per card, in drawing order."""

    width: int
    rects: list[Rect] = field(default_factory=list)


def tray_areas(lay: L.Layout, viewer: int) -> dict[int, Rect]:
    """Free room beside each other seat's panel for its open hand (pure geometry).

    Side seats use the taller of the spaces above and below their panel in their column; top seats
    use the wider free stretch of the top band beside their panel, or (when the band is full, with
    five or six players) a strip just under the panel.
    """
    table = lay.table
    out: dict[int, Rect] = {}
    sides = [r for s, r in lay.seats.items() if s != viewer and lay.positions.get(s) in ("left", "right")]
    left_edge = max((r.right for r in sides if r.centerx < table.centerx), default=table.x) + L.GAP
    right_edge = min((r.x for r in sides if r.centerx > table.centerx), default=table.right) - L.GAP
    tops = [r for s, r in lay.seats.items() if s != viewer and lay.positions.get(s) not in ("left", "right")]
    for seat, rect in lay.seats.items():
        if seat == viewer:
            continue
        if lay.positions.get(seat) in ("left", "right"):
            above = Rect(rect.x, table.y + L.GAP, rect.w, rect.y - table.y - 2 * L.GAP)
            below = Rect(rect.x, rect.bottom + L.GAP, rect.w, table.bottom - rect.bottom - 2 * L.GAP)
            out[seat] = above if above.h >= below.h else below
            continue
        stop_right = min([r.x for r in tops if r.x > rect.x] + [right_edge]) - L.GAP
        stop_left = max([r.right for r in tops if r.right < rect.right] + [left_edge]) + L.GAP
        right = Rect(rect.right + L.GAP, rect.y, stop_right - rect.right - L.GAP, rect.h)
        left = Rect(stop_left, rect.y, rect.x - L.GAP - stop_left, rect.h)
        best = right if right.w >= left.w else left
        if best.w >= MIN_TRAY_W:
            out[seat] = best
        else:
            out[seat] = Rect(rect.x, rect.bottom + 4, rect.w, lay.cards.small[1] * 2)
    return out


def place_tray(area: Rect, count: int) -> TrayPlacement:
    """Rows of small overlapping faces filling ``area``: the largest size whose indices all show."""
    if count <= 0 or area.w <= 0 or area.h <= 0:
        return TrayPlacement(CARD_WIDTHS[-1])
    for width in CARD_WIDTHS:
        height = round(width * 7 / 5)
        step_x = math.ceil(width * STEP_X)
        step_y = math.ceil(height * STEP_Y)
        per_row = max(1, (area.w - width) // step_x + 1)
        rows = math.ceil(count / per_row)
        if height + (rows - 1) * step_y <= area.h:
            return TrayPlacement(width, _grid(area, count, width, per_row, step_x, step_y))
    width = CARD_WIDTHS[-1]
    height = round(width * 7 / 5)
    step_y = math.ceil(height * STEP_Y)
    rows = max(1, (area.h - height) // step_y + 1)
    per_row = math.ceil(count / rows)
    step_x = max(1, (area.w - width) // max(1, per_row - 1))
    return TrayPlacement(width, _grid(area, count, width, per_row, step_x, step_y))


def _grid(area: Rect, count: int, width: int, per_row: int, step_x: int, step_y: int) -> list[Rect]:
    height = round(width * 7 / 5)
    return [Rect(area.x + (i % per_row) * step_x, area.y + (i // per_row) * step_y, width, height)
            for i in range(count)]


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

    # -- following the table ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Take the open hands for the position just committed to the view (practice channel only)."""
        if self.practice.open_hands:
            self.hands = {seat: tuple(sorted(cards, key=rank_key)) for seat, cards in self.open_hands().items()}
        else:
            self.hands = {}

    def adjust(self, sprites: Sprites) -> None:
        """Watching without open hands: the bottom seat's cards lie face down."""
        if self.watching and not self.practice.open_hands:
            for sprite in sprites.hand:
                sprite.code = None

    @staticmethod
    def why_beat(step: Step, say: Callable[[str], None]) -> Beat | None:
        """A beat that puts the bot's reason in the move log and the narration banner."""
        if not step.why:
            return None
        line = WHY_MARK + step.why
        return Beat(hold=WHY_HOLD, on_start=lambda: say(line))

    def handle(self, event: pygame.event.Event, lay: L.Layout) -> list[I.Intent] | None:
        """Watching: a press on the table skips the animation and never picks up a card (None: not ours)."""
        if not self.watching or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        if lay.buttons.collidepoint(event.pos):
            return None
        return [I.Skip()]

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: L.Layout, viewer: int, dealing: bool, bottom_name: str) -> None:
        if self.practice.any or self.watching:
            self._badges(surface, lay.status)
        if self.watching:
            self._bottom_name(surface, lay.hand, bottom_name)
        if self.hands and not dealing:
            areas = tray_areas(lay, viewer)
            for seat, cards in self.hands.items():
                area = areas.get(seat)
                if area is not None and cards:
                    self._tray(surface, area, cards, lay.seats[seat])

    def _tray(self, surface: pygame.Surface, area: Rect, cards: tuple[Card, ...], seat: Rect) -> None:
        placement = place_tray(area.inflate(-8, -8), len(cards))
        used = placement.rects[0].unionall(placement.rects).inflate(8, 8)
        # Hug the seat's panel, so it is plain whose hand this is.
        dx = area.right - used.right if area.right <= seat.x else 0
        dy = area.bottom - used.bottom if area.bottom <= seat.y else 0
        used.move_ip(dx, dy)
        placement = TrayPlacement(placement.width, [r.move(dx, dy) for r in placement.rects])
        veil = pygame.Surface(used.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=8)
        surface.blit(veil, used)
        pygame.draw.rect(surface, BADGE_COLOUR, used, 1, border_radius=8)
        images = self.services.images
        settings = self.services.settings
        for card, rect in zip(cards, placement.rects, strict=True):
            image = images.face(card.code, placement.width, four_colour=settings.four_colour, large_print=True)
            surface.blit(image, rect.topleft)

    def _badges(self, surface: pygame.Surface, bar: Rect) -> None:
        text = self.services.text
        x = bar.right - 10
        pills: list[tuple[str, tuple[int, int, int]]] = []
        if self.practice.any:
            pills.append(("PRACTICE: " + ", ".join(self.practice.labels()), BADGE_COLOUR))
        if self.watching:
            pills.append(("WATCHING", (120, 190, 255)))
        images = [(text.render(words, 17, theme.INK_DARK, bold=True), colour) for words, colour in pills]
        width = sum(image.get_width() + 20 for image, _colour in images) + 10
        pygame.draw.rect(surface, theme.FELT_DARK, Rect(bar.right - width, bar.y, width, bar.h))
        for image, colour in images:
            rect = image.get_rect(midright=(x, bar.centery))
            pygame.draw.rect(surface, colour, rect.inflate(14, 6), border_radius=8)
            surface.blit(image, rect)
            x = rect.x - 20

    def _bottom_name(self, surface: pygame.Surface, hand: Rect, words: str) -> None:
        self.services.text.blit(surface, words, 17, (hand.x + 10, hand.bottom - 6), theme.INK_DIM,
                                anchor="bottomleft")
