"""Painting the table: background, meld areas, pile and stock, seats, the hand, panels and overlays.

Pure drawing from the placed sprites (``view.Scene``), the observation and a ``Look`` the scene fills
in each frame (status line, highlights, cards in flight, the dragged cards). It changes no state.
Static parts (the felt and its panels) are rendered once per window size. Lines that quote the game's
narration or the engine (move log, banners) name cards by code; they are drawn with suit signs.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from samba.engine import Observation
from samba.ui import suits, theme
from samba.ui.theme import Text
from samba.ui.widgets import Button, draw_buttons

from . import labels as LB
from . import layout as L
from . import meld_layout as ML
from . import toast_place
from .animation import Flight
from .view import CardPainter, MeldBox, Scene

CLEARANCE = 12
"""Pixels of felt (at the 1280×800 scale) the narration banner keeps from the cards on the table wherever the felt
has room (``Painter._narration``)."""


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
    toast_about: list[Rect] = field(default_factory=list)
    """What the toast speaks of (``keep_clear`` and, for a refusal, the refused cards): never covered by it while
    another spot exists."""
    status_reserve: int = 0
    """Pixels at the right end of the status line left free for the window's folded problem tabs."""
    staged: tuple[int, int] | None = None
    """Points staged for the opening and the side's minimum (None: nothing staged)."""
    badges: tuple[tuple[str, ...], ...] = ()
    """Pills at the right of the status line (practice options, watching), each as its wordings."""
    plan: tuple[tuple[str, ...], ...] | None = None
    """The plan gathered beside the hand (a take, a going out), as the New meld zone's line options."""
    marked: AbstractSet[int] = frozenset()
    """Hand cards just drawn: a bar over each until the next action."""
    meld_numbers: dict[int, int] = field(default_factory=dict)
    """Your side's melds by the key (1–9) that adds the picked cards to them."""
    toast_reserve: int = 0
    """Room inside the toast, at its right end, for the Why? button (0: no button)."""

    def words(self) -> LB.Words:
        """What the label plan needs of this look."""
        return LB.Words(self.status, self.names, self.levels, self.side_names, self.thinking, self.deal_counts,
                        self.staged, self.badges, self.plan, self.staged_ok, self.status_reserve)


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
        self.bubble_rects: dict[int, Rect] = {}
        """Where the last frame's speech bubbles went, by seat, for tests."""
        self._labels: tuple[tuple, LB.TableLabels] | None = None
        self._places: dict[tuple, tuple[L.Layout, toast_place.ToastBox]] = {}
        """Where toasts and banners went, by what was asked (``_placed``)."""

    @property
    def last_labels(self) -> LB.TableLabels | None:
        """The label plan of the last frame drawn (the cues a click may hit)."""
        return self._labels[1] if self._labels is not None else None

    def labels(self, lay: L.Layout, obs: Observation | None, scene: Scene, look: Look, viewer: int) -> LB.TableLabels:
        """The frame's label plan (made again only when what it depends on changed)."""
        words = look.words()
        known = self._labels
        if (known is None or known[0][0] is not lay or known[0][1] is not obs or known[0][2] is not scene
                or known[0][3] != words or known[0][4] != viewer):
            known = self._labels = ((lay, obs, scene, words, viewer),
                                    LB.plan(lay, obs, scene, words, self.text.width, viewer))
        return known[1]

    def _label(self, surface: pygame.Surface, label: LB.Label, colour: tuple[int, ...] | None = None) -> None:
        fitted = label.fitted
        if label.fill is not None:
            pygame.draw.rect(surface, label.fill, label.box, border_radius=max(4, label.box.h // 3))
        self.text.blit(surface, fitted.text, fitted.size, label.pos, colour or label.colour, bold=fitted.bold,
                       anchor=label.anchor)

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
             look: Look, viewer: int, hidden_melds: frozenset[int] = frozenset(),
             trays: Callable[[pygame.Surface], None] | None = None) -> None:
        """The whole table; ``trays`` draws the open hands into the seats' plates (before the seats' speech
        bubbles, which must lie over a tray's cards, not under them)."""
        surface.blit(self.background(lay), (0, 0))
        text = self.text
        labels = self.labels(lay, obs, scene, look, viewer)
        if obs is not None:
            self._meld_labels(surface, lay, labels, look)
            self._stock_and_pile(surface, lay, obs, labels, look)
            for sprite in scene.table_cards:
                if sprite.key[0] in ("meld", "edge") and sprite.key[1] in hidden_melds:
                    continue  # a meld being dragged onto another is drawn under the pointer instead
                self._card(surface, sprite.code, sprite.rect, sprite.size, lay, sprite.sideways, sprite.plain_print)
            for box in scene.melds:
                if box.meld_id not in hidden_melds:
                    self._meld_outline(surface, box, look)
            for label in labels.chips:
                if int(label.name.split()[1]) not in hidden_melds:
                    self._label(surface, label)
            self._staged_outlines(surface, scene, look)
            for box in scene.melds:
                if box.meld_id in look.meld_numbers and box.meld_id not in hidden_melds:
                    self._meld_number(surface, box, look.meld_numbers[box.meld_id])
            self._new_meld_zone(surface, lay, labels, look)
            self._seats(surface, lay, obs, labels, look, viewer)
            if trays is not None:
                trays(surface)
            self._bubbles(surface, lay, labels, look, viewer)
            for label in labels.score:
                self._label(surface, label)
        cursor_rect = None
        for n, sprite in enumerate(scene.hand):
            self._card(surface, sprite.code, sprite.rect, "hand", lay)
            following = scene.hand[n + 1].rect if n + 1 < len(scene.hand) else None
            if sprite.key[1] == look.cursor_uid:
                cursor_rect = visible_part(sprite.rect, following)
            if sprite.key[1] in look.marked:
                # Just drawn: a bar over the card's visible part (above the card: it hides no corner).
                strip = visible_part(sprite.rect, following)
                pygame.draw.rect(surface, theme.HIGHLIGHT, Rect(strip.x + 2, strip.y - 7, max(6, strip.w - 4), 5),
                                 border_radius=2)
        if cursor_rect is not None:
            pygame.draw.rect(surface, theme.HIGHLIGHT, cursor_rect.inflate(4, 4), 3, border_radius=7)
        if look.hover_target == ("hand_area",) and look.dragging:
            pygame.draw.rect(surface, theme.GOLD, lay.hand, 2, border_radius=12)
        for label in (*labels.status, *labels.badges):
            self._label(surface, label)
        draw_buttons(surface, text, look.buttons)
        obstacles = [sprite.rect for sprite in scene.table_cards] + [sprite.rect for sprite in scene.hand]
        toast = (self.toast_box(lay, look.toast, obstacles, look.toast_reserve, look.toast_about or look.keep_clear)
                 if look.toast else None)
        self.narration_rect = None
        if look.narration:
            # Under the cards in flight (they pass over it, never behind it), and never where they land.
            landing = [Rect((int(flight.end[0]), int(flight.end[1])), flight.size) for flight, _pos in look.flights]
            self._narration(surface, lay, look.narration,
                            obstacles + landing + look.keep_clear + self._words_on_melds(),
                            toast.rect if toast else None, [sprite.rect for sprite in scene.table_cards] + landing)
        for flight, pos in look.flights:
            self._card(surface, flight.code, Rect(pos, flight.size), "flight", lay)
        for code, rect in look.dragged:
            shadow = rect.move(6, 8)
            surface.blit(self.cards.shade(rect.size), shadow)
            self._card(surface, code, rect, "hand", lay)
        self.toast_rect = None
        if toast is not None:
            self._toast(surface, toast, look.toast_bad)

    # -- pieces --------------------------------------------------------------------------------------
    def _card(self, surface: pygame.Surface, code: str | None, rect: Rect, size: str, lay: L.Layout,
              sideways: bool = False, plain_print: bool = False) -> None:
        if size == "edge":
            pygame.draw.rect(surface, (250, 250, 246), rect, border_radius=max(3, rect.w // 12))
            pygame.draw.rect(surface, (150, 150, 140), rect, 1, border_radius=max(3, rect.w // 12))
            return
        width = rect.h if sideways else rect.w
        surface.blit(self.cards.image(code, width, sideways, plain_print), rect.topleft)

    def _meld_labels(self, surface: pygame.Surface, lay: L.Layout, labels: LB.TableLabels, look: Look) -> None:
        for label in labels.titles:
            self._label(surface, label)
        for label in labels.cues:
            self._cue(surface, label)
        for key in look.accepting:
            if key[0] == "area":
                pygame.draw.rect(surface, theme.ACCEPT, lay.meld_areas[key[1]], 2, border_radius=10)

    def _cue(self, surface: pygame.Surface, label: LB.Label) -> None:
        self._label(surface, label)
        pygame.draw.rect(surface, theme.GOLD, label.box, 1, border_radius=max(4, label.box.h // 3))

    def cues_on_top(self, surface: pygame.Surface) -> None:
        """The ▲/▼ cues of this frame once more, over what was drawn since (a hint's ring round the New meld
        zone reaches into the title strip where they sit): they are the only sign of melds out of sight."""
        if self.last_labels is not None:
            for label in self.last_labels.cues:
                self._cue(surface, label)

    def _meld_outline(self, surface: pygame.Surface, box: MeldBox, look: Look) -> None:
        key = ("meld", box.meld_id)
        if key in look.accepting:
            colour = theme.HIGHLIGHT if look.hover_target == key else theme.ACCEPT
            pygame.draw.rect(surface, colour, box.rect.inflate(8, 8), 3, border_radius=8)

    def _staged_outlines(self, surface: pygame.Surface, scene: Scene, look: Look) -> None:
        """The plan beside the hand, outlined: its columns (a hovered one brighter) and every staged card lying
        elsewhere (on a meld, on the pile)."""
        colour = theme.ACCEPT if look.staged_ok else theme.GOLD
        for n, rect in enumerate(scene.staged):
            hot = look.hover_target == ("staged", n)
            pygame.draw.rect(surface, colour, rect, 3 if hot else 2, border_radius=6)
        if scene.take is not None:
            hot = look.hover_target == ("take",) or (("take",) in look.accepting and look.dragging)
            pygame.draw.rect(surface, theme.HIGHLIGHT if hot else colour, scene.take, 3 if hot else 2,
                             border_radius=6)
        columns = [*scene.staged, *([scene.take] if scene.take is not None else [])]
        loose = [rect for _uid, rect in scene.staged_cards] + ([scene.take_top] if scene.take_top else [])
        for rect in loose:
            if not any(column.contains(rect) for column in columns):
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), 2, border_radius=6)

    def _meld_number(self, surface: pygame.Surface, box: MeldBox, number: int) -> None:
        """The key (1–9) that adds the picked cards to this meld, on its top-right corner (the corner indices
        are top-left and bottom-right, so it hides neither)."""
        centre, radius = meld_number_disc(box.rect)
        pygame.draw.circle(surface, theme.FELT_DARK, centre, radius)
        pygame.draw.circle(surface, theme.GOLD, centre, radius, 2)
        self.text.blit(surface, str(number), round(radius * 1.6), centre, theme.GOLD, bold=True, anchor="center")

    def _new_meld_zone(self, surface: pygame.Surface, lay: L.Layout, labels: LB.TableLabels, look: Look) -> None:
        zone = lay.new_meld
        key = ("new",)
        colour: tuple[int, ...] | None = None
        if not look.dragging and not look.staged_label:
            edge: tuple[int, ...] = (60, 140, 100)
        elif key in look.accepting:
            edge = colour = theme.HIGHLIGHT if look.hover_target == key else theme.ACCEPT
        else:
            edge = (90, 120, 105)
        _dashed(surface, edge, zone)
        for label in labels.new_meld:
            self._label(surface, label, colour)

    def _stock_and_pile(self, surface: pygame.Surface, lay: L.Layout, obs: Observation, labels: LB.TableLabels,
                        look: Look) -> None:
        pw, _ph = lay.cards.pile
        if obs.stock_size:
            depth = min(4, obs.stock_size // 20)
            for k in range(depth, -1, -1):
                surface.blit(self.cards.back(pw), lay.stock.move(2 * k, 2 * k).topleft)
        else:
            _dashed(surface, (60, 140, 100), lay.stock)
        if ("stock",) in look.accepting:
            pygame.draw.rect(surface, theme.ACCEPT, lay.stock.inflate(8, 8), 3, border_radius=8)
        for label in labels.stock:
            self._label(surface, label)
        if not obs.pile:
            _dashed(surface, (60, 140, 100), Rect(lay.pile.x, lay.pile.y, pw, lay.cards.pile[1]))
        if ("pile",) in look.accepting:
            colour = theme.HIGHLIGHT if look.hover_target == ("pile",) else theme.ACCEPT
            pygame.draw.rect(surface, colour, lay.pile.inflate(8, 8), 3, border_radius=8)

    def _seats(self, surface: pygame.Surface, lay: L.Layout, obs: Observation, labels: LB.TableLabels, look: Look,
               viewer: int) -> None:
        sw, _sh = lay.cards.small
        for seat, rect in lay.seats.items():
            if seat == viewer:
                continue
            turn = obs.to_act == seat or (obs.turn_seat == seat and obs.phase not in ("hand_over", "game_over"))
            edge = theme.GOLD if turn else theme.PANEL_EDGE
            theme.panel(surface, rect, fill=theme.PANEL, edge=edge, width=3 if turn else 1)
            count = obs.hand_sizes[seat] if look.deal_counts is None else look.deal_counts.get(seat, 0)
            slots = LB.fan_slots(lay, rect)
            fan_x, fan_y = LB.fan_origin(lay, rect)
            for k in range(min(count, slots)):
                surface.blit(self.cards.back(sw), (fan_x + k * 7, fan_y))
            if count == 1 and look.deal_counts is None and slots:
                # One card left: a marker on it, as players call "last card" (not while dealing).
                pygame.draw.circle(surface, theme.RED, (fan_x + sw - 4, fan_y + 6), 7)
                self.text.blit(surface, "1", 14, (fan_x + sw - 4, fan_y + 6), theme.INK, bold=True, anchor="center")
        for label in labels.plates:
            self._label(surface, label)

    def _bubbles(self, surface: pygame.Surface, lay: L.Layout, labels: LB.TableLabels, look: Look,
                 viewer: int) -> None:
        self.bubble_rects = {}
        for seat, words in look.bubbles.items():
            if seat in lay.seats and seat != viewer and words:
                self._bubble(surface, seat, words, lay, self._words_end(labels.plates, seat))

    def _words_end(self, plates: list[LB.Label], seat: int) -> int:
        """Where the words on ``seat``'s plate end (its name, cards and level), as drawn."""
        ends = [label.box.x + self.text.width(label.fitted.text, label.fitted.size, bold=label.fitted.bold)
                for label in plates if label.name.endswith(f" {seat}")]
        return max(ends, default=0)

    def _bubble(self, surface: pygame.Surface, seat: int, words: str, lay: L.Layout, words_end: int) -> None:
        seat_rect = lay.seats[seat]
        top = seat_rect.centery < lay.table.y + 100
        room = seat_rect.right - 6 - max(words_end, seat_rect.x) - 10
        sizes = (20, 18, 16, 15)
        beside = 0
        tray = lay.trays.get(seat)
        if top and tray is None:
            # A seat along the top: the words go on its plate, right of its name, in a size that fits there.
            beside = next((sz for sz in sizes if self.text.width(words, sz, bold=True) + 18 <= room), 0)
        if beside:
            size = beside
        elif top and tray is not None:
            # An open hand: the words go across the foot of its tray, over the cards' lower halves, so the
            # name, the count and every card's corner index stay in sight.
            size = next((sz for sz in sizes if self.text.width(words, sz, bold=True) + 18 <= tray.w), 15)
        elif top:
            # No room beside the name (a narrow plate, long words): across the plate, as wide as it allows.
            size = next((sz for sz in sizes if self.text.width(words, sz, bold=True) + 18 <= seat_rect.w - 8), 15)
        else:
            size = 20
        image = self.text.render(words, size, theme.INK_DARK, bold=True)
        box = image.get_rect().inflate(18, 12)
        if top and beside:
            # Plainly that seat's words, and never on a meld area's title.
            box.midright = (seat_rect.right - 6, seat_rect.centery)
        elif top and tray is not None:
            box.bottomright = (tray.right, tray.bottom)
            if box.w > tray.w:
                box.centerx = tray.centerx
        elif top:
            box.midbottom = (seat_rect.centerx, seat_rect.bottom - 3)
        elif seat_rect.centerx < lay.table.centerx:
            box.midleft = (seat_rect.right + 8, seat_rect.centery)
        else:
            box.midright = (seat_rect.x - 8, seat_rect.centery)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (255, 250, 225), box, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=10)
        surface.blit(image, image.get_rect(center=box.center))
        self.bubble_rects[seat] = box

    def toast_box(self, lay: L.Layout, words: str, cards: list[Rect], reserve: int = 0,
                  protected: list[Rect] | None = None) -> toast_place.ToastBox:
        """Where the toast for ``words`` goes and its lines, with suit signs (also asked by the Why? link):
        clear of the ``cards`` and of the words on the melds (chips, ▲/▼ cues) where it can be, and of what it
        is about (``protected``: the hint's rings and arrow) unless nothing else is possible; ``reserve``: room
        for the Why? button inside it."""
        return self._placed(lay, words, self.text.wrap, cards + self._words_on_melds(), reserve, protected or [])

    def _placed(self, lay: L.Layout, words: str, wrap: Callable[[str, int, int], list[str]], obstacles: list[Rect],
                reserve: int = 0, protected: list[Rect] | None = None) -> toast_place.ToastBox:
        """``toast_place.place`` remembered for what it was asked (a full felt with no free spot measures many
        boxes: done once, not in every frame the toast stays)."""
        key = (id(lay), words, wrap, tuple(map(tuple, obstacles)), reserve, tuple(map(tuple, protected or [])))
        known = self._places.get(key)
        if known is None or known[0] is not lay:
            if len(self._places) > 8:  # a toast and a banner at a time: never an unbounded cache
                self._places.clear()
            known = self._places[key] = (lay, toast_place.place(lay, suits.signs(words), wrap, obstacles, reserve,
                                                                protected or []))
        return known[1]

    def _words_on_melds(self) -> list[Rect]:
        """The labels lying among the melds (the canasta chips and the ▲/▼ cues), as planned for this frame."""
        labels = self.last_labels
        return [] if labels is None else [label.box for label in (*labels.chips, *labels.cues)]

    def _narration(self, surface: pygame.Surface, lay: L.Layout, words: str, obstacles: list[Rect],
                   toast: Rect | None, table_cards: list[Rect] | None = None) -> None:
        """What a seat just did, in a banner placed like the toast: it never hides your cards or melds, nor the
        place where the cards in flight land (playtest: a computer's new meld flew in under the banner, which
        moved away only once the meld had landed — the meld was hidden while it was being told).

        Where the felt has room it also keeps ``CLEARANCE`` pixels from the cards on the table (``table_cards``):
        laid flush against the foot of a meld column, it read as covering the column's last card (playtest p7),
        while the opponents' area lay empty. Only when no such spot exists does it go as close as the toast would.
        When no spot is free of the cards and the toast, the banner is left out: the toast speaks to the
        player now, and the line is in the move log anyway.
        """
        margin = 2 * round(CLEARANCE * lay.scale)
        roomy = obstacles + [card.inflate(margin, margin) for card in table_cards or []]
        told = [toast] if toast is not None else []
        for avoid in ((roomy, obstacles) if table_cards else (obstacles,)):
            placed = self._placed(lay, words, self._wrap_bold, avoid + told)
            box = placed.rect
            if not ((toast is not None and box.colliderect(toast)) or box.collidelist(avoid) >= 0):
                break
        else:
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
        words = placed.text_box
        y = words.y + (words.h - placed.line_h * len(placed.lines)) // 2
        for line in placed.lines:
            self.text.blit(surface, line, placed.size, (words.centerx, y), theme.INK, anchor="midtop")
            y += placed.line_h


def meld_number_disc(meld: Rect) -> tuple[tuple[int, int], int]:
    """Where the key number of the meld lying at ``meld`` is drawn: centre and radius. On its top-right corner,
    reaching a little beyond it — never further than the gaps between columns and rows (``meld_layout``), so it
    lies on no other meld: a large disc (large cards on a large window) sits further in."""
    radius = max(8, meld.w // 7)
    out = min(radius - 4, ML.COL_GAP)
    up = min(radius - 2, ML.ROW_GAP)
    return (meld.right + out - radius, meld.y - up + radius), radius


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
