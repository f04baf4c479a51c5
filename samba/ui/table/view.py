"""What the table shows, built only from the viewer's ``Observation`` (ARCHITECTURE §1.3).

``TableView.build`` turns an observation, the player's hand arrangement and the layout into sprites
(an id, an image key and a rectangle — never a rule); ``draw`` paints them. Other players' hands are
drawn from their counts only, so a hidden card can never reach the screen: the view is never given
one. Hit-testing for the input code uses the same sprites, so what you see is what you can grab.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from samba.engine.cards import Card
from samba.engine.melds import Meld
from samba.engine.observation import Observation
from samba.ui.app_window import Services

from . import layout as L
from .hand_model import HandModel

LABEL_H = 22
FROZEN_PEEK = 32
"""How far (pixels) the sideways wild card under a frozen pile shows above it (the stock sits 40 above)."""


@dataclass(slots=True)
class CardSprite:
    key: tuple
    """("hand", uid) / ("meld", meld id, i) / ("staged", n, i) / ("red3", side, i) / ("pile", i)."""
    code: str | None
    rect: Rect
    size: str = "hand"
    """Which card size: hand, meld or small."""
    sideways: bool = False


@dataclass(slots=True)
class MeldBox:
    meld_id: int
    side: int
    rect: Rect
    complete: str | None
    count: int
    label: str


@dataclass(slots=True)
class Scene:
    """Everything placed, ready to draw and to hit-test."""

    hand: list[CardSprite] = field(default_factory=list)
    table_cards: list[CardSprite] = field(default_factory=list)
    melds: list[MeldBox] = field(default_factory=list)
    staged: list[Rect] = field(default_factory=list)

    def hand_rect(self, uid: int) -> Rect | None:
        return next((s.rect for s in self.hand if s.key[1] == uid), None)


def display_order(meld: Meld) -> list[Card]:
    """Naturals first (in the engine's order), then wild cards, as players lay them."""
    return [c for c in meld.cards if not c.is_wild] + [c for c in meld.cards if c.is_wild]


def build(obs: Observation, hand: HandModel, lay: L.Layout, hidden_uids: frozenset[int] = frozenset(),
          dealing: bool = False) -> Scene:
    """Place every card the viewer may see."""
    scene = Scene()
    shown = hand.shown() if not dealing else []
    placement = L.place_hand(lay.hand, len(shown), lay.cards.hand, lay.hand_overlap_min)
    for (uid, card), rect in zip(shown, placement.rects, strict=True):
        if uid in hand.selected:
            rect = rect.move(0, -12)
        if uid not in hidden_uids:
            scene.hand.append(CardSprite(("hand", uid), card.code, rect))
    if dealing:
        return scene
    mw, mh = lay.cards.meld
    sw, sh = lay.cards.small
    for side, area in lay.meld_areas.items():
        melds = [m for m in obs.melds if m.side == side]
        reds = obs.red_threes[side] if side < len(obs.red_threes) else ()
        left_pad = sw + 10 if reds else 4
        for i, card in enumerate(reds):
            step = min(16, (area.h - LABEL_H - sh) // max(1, len(reds) - 1)) if len(reds) > 1 else 0
            scene.table_cards.append(CardSprite(("red3", side, i), card.code,
                                                Rect(area.x + 4, area.y + LABEL_H + i * step, sw, sh), "small"))
        staged = hand.staged_cards() if side == obs.side else []
        reserve = (lay.new_meld.w + 10) if side == obs.side else 0
        count = len(melds) + len(staged)
        xs, _step = L.place_melds(area, count, lay.cards.meld, reserve, left_pad)
        column_h = area.h - LABEL_H - 6
        for x, meld in zip(xs, melds, strict=False):
            cards = display_order(meld)
            complete = meld.canasta_kind
            top = area.y + LABEL_H
            if complete:
                box = Rect(x, top, mw + 6, mh + 6)
                for k in range(2, 0, -1):
                    edge = Rect(x + 3 * k, top + 3 * k, mw, mh)
                    scene.table_cards.append(CardSprite(("edge", meld.id, k), None, edge, "edge"))
                scene.table_cards.append(CardSprite(("meld", meld.id, 0), _top_card(cards).code,
                                                    Rect(x, top, mw, mh), "meld"))
            else:
                dy = min(int(mh * 0.26), (column_h - mh) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
                for i, card in enumerate(cards):
                    scene.table_cards.append(CardSprite(("meld", meld.id, i), card.code,
                                                        Rect(x, top + i * dy, mw, mh), "meld"))
                box = Rect(x, top, mw, mh + dy * (len(cards) - 1))
            scene.melds.append(MeldBox(meld.id, side, box, complete, len(meld.cards), _meld_label(meld)))
        for n, (x, staged_cards) in enumerate(zip(xs[len(melds):], staged, strict=False)):
            top = area.y + LABEL_H
            dy = min(int(mh * 0.26), (column_h - mh) // max(1, len(staged_cards) - 1)) if len(staged_cards) > 1 else 0
            for i, card in enumerate(staged_cards):
                scene.table_cards.append(CardSprite(("staged", n, i), card.code, Rect(x, top + i * dy, mw, mh),
                                                    "meld"))
            scene.staged.append(Rect(x - 3, top - 3, mw + 6, mh + dy * (len(staged_cards) - 1) + 6))
    _place_pile(obs, lay, scene)
    return scene


def _top_card(cards: list[Card]) -> Card:
    """The card shown on a squared-up canasta: a natural one."""
    return next((c for c in cards if c.is_natural), cards[0])


def _meld_label(meld: Meld) -> str:
    kind = meld.canasta_kind
    if kind:
        return {"natural": "NATURAL", "mixed": "MIXED", "samba": "SAMBA", "bolivia": "BOLIVIA"}[kind]
    return str(len(meld.cards))


def _place_pile(obs: Observation, lay: L.Layout, scene: Scene) -> None:
    pw, ph = lay.cards.pile
    pile = obs.pile
    if not pile:
        return
    base = lay.pile
    wild = next((c for c in pile[:-1] if c.is_wild), None) if obs.pile_frozen else None
    if wild is not None:
        # As at a real table: the wild card that froze the pile lies sideways under it. It sticks out
        # above the pile (into the gap below the stock) far enough to show its face and corner index;
        # centred on the pile only two slivers of it showed.
        rect = Rect(0, 0, ph, pw)
        rect.midtop = (base.x + pw // 2, base.y - min(int(pw * 0.5), FROZEN_PEEK))
        scene.table_cards.append(CardSprite(("pile", -1), wild.code, rect, "meld", sideways=True))
    depth = min(4, len(pile) - 1)
    for k in range(depth, 0, -1):
        edge = Rect(base.x + 2 * k, base.y + 2 * k, pw, ph)
        scene.table_cards.append(CardSprite(("pile", -1 - k), None, edge, "edge"))
    scene.table_cards.append(CardSprite(("pile", 0), pile[-1].code, Rect(base.x, base.y, pw, ph), "meld"))


class CardPainter:
    """Card images at the layout's sizes, from the shared cache, in the player's chosen style."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self._local: dict[tuple, pygame.Surface] = {}
        """Our own lookup in front of ``CardImages`` (whose lookups build a path each call)."""
        self._sideways: dict[tuple, pygame.Surface] = {}
        self._shade: dict[tuple[int, int], pygame.Surface] = {}

    def face(self, code: str, width: int) -> pygame.Surface:
        s = self.services.settings
        key = (code, width, s.four_colour, s.card_size)
        image = self._local.get(key)
        if image is None:
            image = self.services.images.face(code, width, four_colour=s.four_colour,
                                              large_print=s.card_size == "large")
            if image.get_flags() & pygame.SRCALPHA and pygame.display.get_surface() is not None:
                self._local[key] = image
        return image

    def back(self, width: int) -> pygame.Surface:
        key = ("back", width, self.services.settings.card_back)
        image = self._local.get(key)
        if image is None:
            image = self.services.images.back(self.services.settings.card_back, width)
            if pygame.display.get_surface() is not None:
                self._local[key] = image
        return image

    def image(self, code: str | None, width: int, sideways: bool = False) -> pygame.Surface:
        image = self.back(width) if code is None else self.face(code, width)
        if not sideways:
            return image
        key = (code, width, self.services.settings.four_colour, self.services.settings.card_size)
        turned = self._sideways.get(key)
        if turned is None:
            turned = self._sideways[key] = pygame.transform.rotate(image, 90)
        return turned

    def shade(self, size: tuple[int, int]) -> pygame.Surface:
        """A translucent veil for cards that are being dragged away or refused."""
        veil = self._shade.get(size)
        if veil is None:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 90), veil.get_rect(), border_radius=max(3, size[0] // 12))
            self._shade[size] = veil
        return veil
