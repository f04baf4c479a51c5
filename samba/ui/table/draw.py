"""Painting the table: background, meld areas, pile and stock, seats, the hand, panels and overlays.

Pure drawing from the placed sprites (``view.Scene``), the observation and a ``Look`` the scene fills
in each frame (status line, highlights, cards in flight, the dragged cards). It changes no state.
Static parts (the felt and its panels) are rendered once per window size. Lines that quote the game's
narration or the engine (move log, banners) name cards by code; they are drawn with suit signs.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from samba.engine.observation import Observation
from samba.game.rule_words import opening_status
from samba.ui import suits, theme
from samba.ui.theme import Text
from samba.ui.widgets import Button

from . import layout as L
from . import toast_place
from .animation import Flight
from .view import CardPainter, MeldBox, Scene

BADGE_COLOURS = {"NATURAL": (232, 190, 60), "MIXED": (190, 198, 205), "SAMBA": (222, 80, 70),
                 "BOLIVIA": (150, 110, 220)}


@dataclass(slots=True)
class Look:
    """Per-frame presentation state the scene hands to the painter."""

    status: str = ""
    names: dict[int, str] = field(default_factory=dict)
    levels: dict[int, str] = field(default_factory=dict)
    side_names: dict[int, str] = field(default_factory=dict)
    thinking: int | None = None
    bubbles: dict[int, str] = field(default_factory=dict)
    narration: str = ""
    log: list[str] = field(default_factory=list)
    toast: str = ""
    toast_bad: bool = False
    accepting: AbstractSet[tuple] = frozenset()
    hover_target: tuple | None = None
    flights: list[tuple[Flight, tuple[int, int]]] = field(default_factory=list)
    dragged: list[tuple[str | None, Rect]] = field(default_factory=list)
    staged_label: str = ""
    staged_ok: bool = False
    buttons: list[Button] = field(default_factory=list)
    cursor_uid: int | None = None
    deal_counts: dict[int, int] | None = None
    deal_label: str = ""
    dragging: bool = False
    keep_clear: list[Rect] = field(default_factory=list)
    """Besides the cards, what the banners must not cover (the tutorial's arrow and its label)."""


class Painter:
    def __init__(self, text: Text, cards: CardPainter) -> None:
        self.text = text
        self.cards = cards
        self._background: pygame.Surface | None = None
        self._background_key: tuple | None = None
        self.toast_rect: Rect | None = None
        """Where the last frame's toast went (None: no toast), for the Why? link and tests."""
        self.narration_rect: Rect | None = None
        """Where the last frame's narration banner went (None: none shown), for tests."""

    # -- the cached background ------------------------------------------------------------------------
    def background(self, lay: L.Layout) -> pygame.Surface:
        key = (lay.size, tuple(sorted(lay.meld_areas.items(), key=lambda kv: kv[0])))
        if self._background is None or self._background_key != key:
            surface = pygame.Surface(lay.size).convert()
            surface.fill(theme.FELT)
            w, h = lay.size
            centre = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.ellipse(centre, (255, 255, 255, 14), Rect(w * 0.08, h * 0.1, w * 0.62, h * 0.7))
            surface.blit(centre, (0, 0))
            pygame.draw.rect(surface, theme.FELT_DARK, lay.status)
            pygame.draw.rect(surface, theme.FELT_DARK, lay.buttons)
            pygame.draw.rect(surface, (14, 62, 40), lay.sidebar)
            theme.panel(surface, lay.score)
            theme.panel(surface, lay.log)
            for area in lay.meld_areas.values():
                theme.panel(surface, area, fill=(26, 104, 68), edge=(44, 128, 88), radius=10)
            theme.panel(surface, lay.hand, fill=(18, 80, 52), edge=None, radius=12)
            self._background = surface
            self._background_key = key
        return self._background

    # -- the whole frame -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: L.Layout, obs: Observation | None, scene: Scene,
             look: Look, viewer: int, hidden_melds: frozenset[int] = frozenset()) -> None:
        surface.blit(self.background(lay), (0, 0))
        text = self.text
        if obs is not None:
            self._meld_labels(surface, lay, obs, look)
            self._stock_and_pile(surface, lay, obs, look)
            for sprite in scene.table_cards:
                if sprite.key[0] in ("meld", "edge") and sprite.key[1] in hidden_melds:
                    continue  # a meld being dragged onto another is drawn under the pointer instead
                self._card(surface, sprite.code, sprite.rect, sprite.size, lay, sprite.sideways)
            for box in scene.melds:
                if box.meld_id not in hidden_melds:
                    self._meld_badge(surface, box, look)
            for n, rect in enumerate(scene.staged):
                colour = theme.ACCEPT if look.staged_ok else theme.GOLD
                hot = look.hover_target == ("staged", n)
                pygame.draw.rect(surface, colour, rect, 3 if hot else 2, border_radius=6)
            self._new_meld_zone(surface, lay, look)
            self._seats(surface, lay, obs, look, viewer)
            self._score(surface, lay, obs, look)
        cursor_rect = None
        for n, sprite in enumerate(scene.hand):
            self._card(surface, sprite.code, sprite.rect, "hand", lay)
            if sprite.key[1] == look.cursor_uid:
                following = scene.hand[n + 1].rect if n + 1 < len(scene.hand) else None
                cursor_rect = visible_part(sprite.rect, following)
        if cursor_rect is not None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, cursor_rect.inflate(4, 4), 3, border_radius=7)
        if look.hover_target == ("hand_area",) and look.dragging:
            pygame.draw.rect(surface, theme.GOLD, lay.hand, 2, border_radius=12)
        self._log(surface, lay, look)
        self._status(surface, lay, look)
        for button in look.buttons:
            button.draw(surface, text)
        for flight, pos in look.flights:
            self._card(surface, flight.code, Rect(pos, flight.size), "flight", lay)
        for code, rect in look.dragged:
            shadow = rect.move(6, 8)
            surface.blit(self.cards.shade(rect.size), shadow)
            self._card(surface, code, rect, "hand", lay)
        obstacles = [sprite.rect for sprite in scene.table_cards] + [sprite.rect for sprite in scene.hand]
        obstacles += look.keep_clear
        toast = self.toast_box(lay, look.toast, obstacles) if look.toast else None
        self.narration_rect = None
        if look.narration:
            self._narration(surface, lay, look.narration, obstacles, toast.rect if toast else None)
        self.toast_rect = None
        if toast is not None:
            self._toast(surface, toast, look.toast_bad)

    # -- pieces --------------------------------------------------------------------------------------
    def _card(self, surface: pygame.Surface, code: str | None, rect: Rect, size: str, lay: L.Layout,
              sideways: bool = False) -> None:
        if size == "edge":
            pygame.draw.rect(surface, (250, 250, 246), rect, border_radius=max(3, rect.w // 12))
            pygame.draw.rect(surface, (150, 150, 140), rect, 1, border_radius=max(3, rect.w // 12))
            return
        width = rect.h if sideways else rect.w
        surface.blit(self.cards.image(code, width, sideways), rect.topleft)

    def _meld_labels(self, surface: pygame.Surface, lay: L.Layout, obs: Observation, look: Look) -> None:
        for side, area in lay.meld_areas.items():
            name = look.side_names.get(side, f"Side {side + 1}")
            opened = obs.opened[side]
            state = "opened" if opened else f"needs {obs.requirement(side).describe()} to open"
            label = self.text.fit(f"{name} — {state}", 18, area.w - 16)
            self.text.blit(surface, label, 18, (area.x + 8, area.y + 5), theme.INK_DIM)
        for key in look.accepting:
            if key[0] == "area":
                pygame.draw.rect(surface, theme.ACCEPT, lay.meld_areas[key[1]], 2, border_radius=10)

    def _meld_badge(self, surface: pygame.Surface, box: MeldBox, look: Look) -> None:
        key = ("meld", box.meld_id)
        if key in look.accepting:
            colour = theme.HIGHLIGHT if look.hover_target == key else theme.ACCEPT
            pygame.draw.rect(surface, colour, box.rect.inflate(8, 8), 3, border_radius=8)
        if box.complete:
            label = box.label
            colour = BADGE_COLOURS[label]
            words = f"{label.capitalize()} {box.count}"
            width = box.rect.w - 10
            if self.text.font(14, True).size(words)[0] > width:
                words = self.text.fit(label.capitalize(), 14, width, bold=True)
            image = self.text.render(words, 14, theme.INK_DARK, bold=True)
            rect = image.get_rect(midtop=(box.rect.centerx, box.rect.bottom + 2))
            pygame.draw.rect(surface, colour, rect.inflate(8, 4), border_radius=6)
            surface.blit(image, rect)

    def _new_meld_zone(self, surface: pygame.Surface, lay: L.Layout, look: Look) -> None:
        zone = lay.new_meld
        key = ("new",)
        if not look.dragging and not look.staged_label:
            colour = (60, 140, 100)
        elif key in look.accepting:
            colour = theme.HIGHLIGHT if look.hover_target == key else theme.ACCEPT
        else:
            colour = (90, 120, 105)
        _dashed(surface, colour, zone)
        lines = ["New", "meld"] if not look.staged_label else ["Opening", *look.staged_label.split(" ", 1)]
        y = zone.centery - 10 * len(lines)
        for line in lines:
            self.text.blit(surface, line, 18, (zone.centerx, y), colour, anchor="midtop")
            y += 20

    def _stock_and_pile(self, surface: pygame.Surface, lay: L.Layout, obs: Observation, look: Look) -> None:
        text = self.text
        pw, _ph = lay.cards.pile
        if obs.stock_size:
            depth = min(4, obs.stock_size // 20)
            for k in range(depth, -1, -1):
                surface.blit(self.cards.back(pw), lay.stock.move(2 * k, 2 * k).topleft)
        else:
            _dashed(surface, (60, 140, 100), lay.stock)
        if ("stock",) in look.accepting:
            pygame.draw.rect(surface, theme.ACCEPT, lay.stock.inflate(8, 8), 3, border_radius=8)
        text.blit(surface, f"Stock {obs.stock_size}", 18, (lay.stock.centerx, lay.stock.y - 4), theme.INK,
                  anchor="midbottom")
        pile_label = f"Pile {len(obs.pile)}"
        frozen = obs.frozen_for(obs.side)
        marks = []
        if obs.pile_blocked:
            marks.append(("BLOCKED", theme.RED))
        if frozen:
            marks.append(("FROZEN", (120, 190, 255)))
        text.blit(surface, pile_label, 18, (lay.pile.centerx, lay.pile.bottom + 3), theme.INK, anchor="midtop")
        y = lay.pile.bottom + 20
        for mark, colour in marks:
            image = text.render(mark, 15, theme.INK_DARK, bold=True)
            rect = image.get_rect(midtop=(lay.pile.centerx, y))
            pygame.draw.rect(surface, colour, rect.inflate(8, 2), border_radius=5)
            surface.blit(image, rect)
            y += 18
        if not obs.pile:
            _dashed(surface, (60, 140, 100), Rect(lay.pile.x, lay.pile.y, pw, lay.cards.pile[1]))
        if ("pile",) in look.accepting:
            colour = theme.HIGHLIGHT if look.hover_target == ("pile",) else theme.ACCEPT
            pygame.draw.rect(surface, colour, lay.pile.inflate(8, 8), 3, border_radius=8)

    def _seats(self, surface: pygame.Surface, lay: L.Layout, obs: Observation, look: Look, viewer: int) -> None:
        text = self.text
        sw, _sh = lay.cards.small
        for seat, rect in lay.seats.items():
            if seat == viewer:
                continue
            playing = seat in obs.active
            turn = obs.to_act == seat or (obs.turn_seat == seat and obs.phase not in ("hand_over", "game_over"))
            edge = theme.GOLD if turn else theme.PANEL_EDGE
            theme.panel(surface, rect, fill=theme.PANEL, edge=edge, width=3 if turn else 1)
            count = obs.hand_sizes[seat] if look.deal_counts is None else look.deal_counts.get(seat, 0)
            name = look.names.get(seat, f"Seat {seat + 1}")
            level = look.levels.get(seat, "")
            tall = rect.h > 100
            fan_x, fan_y = rect.x + 8, rect.y + (30 if tall else 8)
            # A narrow box keeps its room for the words: a single back instead of a fan.
            slots = 5 if rect.w >= 170 or tall else 1
            shown = min(count, slots)
            for k in range(shown):
                surface.blit(self.cards.back(sw), (fan_x + k * 7, fan_y))
            cards = f"{count} card{'s' if count != 1 else ''}"
            if count == 1 and look.deal_counts is None:
                # One card left: a marker on it, as players call "last card" (not while dealing).
                pygame.draw.circle(surface, theme.RED, (fan_x + sw - 4, fan_y + 6), 7)
                text.blit(surface, "1", 14, (fan_x + sw - 4, fan_y + 6), theme.INK, bold=True, anchor="center")
            if tall:
                text.blit(surface, text.fit(name, 20, rect.w - 12), 20, (rect.x + 8, rect.y + 6), theme.INK, bold=True)
                text.blit(surface, cards if playing else "sits out", 18,
                          (rect.x + 8, rect.bottom - 42), theme.INK)
                text.blit(surface, level, 16, (rect.x + 8, rect.bottom - 22), theme.INK_DIM)
            else:
                tx = fan_x + sw + (slots - 1) * 7 + 8
                text.blit(surface, text.fit(name, 20, rect.right - tx - 4), 20, (tx, rect.y + 6), theme.INK,
                          bold=True)
                # Count and level on their own lines: side by side they ran past a narrow box (5–6 players).
                room = rect.right - tx - 4
                text.blit(surface, text.fit(cards if playing else "sits out", 17, room), 17,
                          (tx, rect.y + 27), theme.INK)
                if look.thinking == seat:  # in place of the level: no room for both in a short box
                    text.blit(surface, "thinking…", 15, (tx, rect.y + 45), theme.GOLD)
                else:
                    text.blit(surface, text.fit(level, 15, room), 15, (tx, rect.y + 45), theme.INK_DIM)
            if look.thinking == seat and tall:
                text.blit(surface, "thinking…", 16, (rect.right - 6, rect.bottom - 4), theme.GOLD,
                          anchor="bottomright")
            bubble = look.bubbles.get(seat)
            if bubble:
                self._bubble(surface, rect, bubble, lay)

    def _bubble(self, surface: pygame.Surface, seat_rect: Rect, words: str, lay: L.Layout) -> None:
        image = self.text.render(words, 20, theme.INK_DARK, bold=True)
        rect = image.get_rect()
        box = rect.inflate(18, 12)
        if seat_rect.centery < lay.table.y + 100:
            box.midtop = (seat_rect.centerx, seat_rect.bottom + 6)
        elif seat_rect.centerx < lay.table.centerx:
            box.midleft = (seat_rect.right + 8, seat_rect.centery)
        else:
            box.midright = (seat_rect.x - 8, seat_rect.centery)
        box.clamp_ip(lay.table)
        pygame.draw.rect(surface, (255, 250, 225), box, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=10)
        surface.blit(image, image.get_rect(center=box.center))

    def _score(self, surface: pygame.Surface, lay: L.Layout, obs: Observation, look: Look) -> None:
        text = self.text
        area = lay.score
        x, y, w = area.x + 10, area.y + 8, area.w - 20
        text.blit(surface, f"Hand {obs.hand_number} · game to {obs.rules.target_score:,}", 18, (x, y), theme.INK_DIM)
        y += 22
        need = {"two_canastas": 2, "one_canasta": 1, "samba_plus_one": 2}[obs.rules.go_out_requirement]
        for side in range(len(obs.sides)):
            melds = obs.side_melds(side)
            done = sum(1 for m in melds if m.is_complete)
            name = look.side_names.get(side, f"Side {side + 1}")
            bold_colour = theme.GOLD if side == obs.side else theme.INK
            text.blit(surface, text.fit(name, 20, w - 80), 20, (x, y), bold_colour, bold=True)
            text.blit(surface, f"{obs.scores[side]:,}", 22, (x + w, y), bold_colour, bold=True, anchor="topright")
            y += 21
            opened = opening_status(obs, side)
            reds = len(obs.red_threes[side])
            detail = f"{opened} · canastas {done}/{need}" + (f" · red 3s {reds}" if reds else "")
            text.blit(surface, text.fit(detail, 17, w), 17, (x, y), theme.INK_DIM)
            y += 24
        pile = f"Pile {len(obs.pile)}" + (" (frozen)" if obs.frozen_for(obs.side) else "")
        text.blit(surface, f"Stock {obs.stock_size} · {pile}", 17, (x, min(y, area.bottom - 20)), theme.INK_DIM)

    def _log(self, surface: pygame.Surface, lay: L.Layout, look: Look) -> None:
        area = lay.log
        text = self.text
        text.blit(surface, "What happened", 18, (area.x + 10, area.y + 6), theme.INK_DIM, bold=True)
        lines: list[str] = []
        for entry in look.log[-30:]:
            lines.extend(text.wrap(suits.signs(entry), 16, area.w - 20))
        room = max(0, (area.h - 30) // 17)
        y = area.y + 28
        for line in lines[-room:] if room else []:
            text.blit(surface, line, 16, (area.x + 10, y), theme.INK)
            y += 17

    def _status(self, surface: pygame.Surface, lay: L.Layout, look: Look) -> None:
        line = self.text.fit(look.status, 22, lay.status.w - 24)
        self.text.blit(surface, line, 22, (12, lay.status.centery), theme.GOLD, bold=True, anchor="midleft")

    def toast_box(self, lay: L.Layout, words: str, obstacles: list[Rect]) -> toast_place.ToastBox:
        """Where the toast for ``words`` goes and its lines, with suit signs (also asked by the Why? link)."""
        return toast_place.place(lay, suits.signs(words), self.text.wrap, obstacles)

    def _narration(self, surface: pygame.Surface, lay: L.Layout, words: str, obstacles: list[Rect],
                   toast: Rect | None) -> None:
        """What a seat just did, in a banner placed like the toast: it never hides your cards or melds.

        When the only free spot is the toast's, the banner is left out: the toast speaks to the player
        now, and the line is in the move log anyway.
        """
        placed = toast_place.place(lay, suits.signs(words), self._wrap_bold,
                                   obstacles + ([toast] if toast is not None else []))
        box = placed.rect
        if toast is not None and box.colliderect(toast):
            return
        self.narration_rect = box
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 150), veil.get_rect(), border_radius=10)
        surface.blit(veil, box)
        y = box.y + 8
        for line in placed.lines:
            self.text.blit(surface, line, placed.size, (box.centerx, y), theme.INK, bold=True, anchor="midtop")
            y += placed.line_h

    def _wrap_bold(self, words: str, size: int, width: int) -> list[str]:
        return self.text.wrap(words, size, width, bold=True)

    def _toast(self, surface: pygame.Surface, placed: toast_place.ToastBox, bad: bool) -> None:
        box = placed.rect
        self.toast_rect = box
        pygame.draw.rect(surface, (120, 30, 25) if bad else (20, 60, 90), box, border_radius=10)
        pygame.draw.rect(surface, theme.REFUSE if bad else (120, 180, 230), box, 2, border_radius=10)
        y = box.y + 8
        for line in placed.lines:
            self.text.blit(surface, line, placed.size, (box.centerx, y), theme.INK, anchor="midtop")
            y += placed.line_h


def _dashed(surface: pygame.Surface, colour: tuple[int, ...], rect: Rect, dash: int = 8) -> None:
    for x in range(rect.x, rect.right, dash * 2):
        pygame.draw.line(surface, colour, (x, rect.y), (min(x + dash, rect.right), rect.y), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1), 2)
    for y in range(rect.y, rect.bottom, dash * 2):
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(y + dash, rect.bottom)), 2)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)), 2)


def visible_part(rect: Rect, following: Rect | None) -> Rect:
    """The part of a hand card not covered by the next one in its row.

    The keyboard cursor is drawn around this strip only: a ring round the whole card would be
    painted over its right-hand neighbour and hide that card's rank in the corner.
    """
    if following is None or abs(following.centery - rect.centery) > rect.h // 2:
        return rect
    if not rect.x < following.x < rect.right:
        return rect
    return Rect(rect.x, rect.y, following.x - rect.x, rect.h)
