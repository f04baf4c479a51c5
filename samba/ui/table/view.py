"""What the table shows, built only from the viewer's ``Observation`` (ARCHITECTURE §1.3).

``TableView.build`` turns an observation, the player's hand arrangement and the layout into sprites
(an id, an image key and a rectangle — never a rule); ``draw`` paints them. Other players' hands are
drawn from their counts only, so a hidden card can never reach the screen: the view is never given
one. Hit-testing for the input code uses the same sprites, so what you see is what you can grab.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from samba.engine import Card, Observation
from samba.engine.analysis import Meld
from samba.ui.services import Services

from . import layout as L
from . import meld_layout as ML
from .hand_model import HandModel
from .meld_order import arranged, put_aside


@dataclass(slots=True)
class CardSprite:
    key: tuple
    """("hand", uid) / ("meld", meld id, i) / ("staged_card", uid) / ("take_top",) / ("red3", side, i) /
    ("pile", i)."""
    code: str | None
    rect: Rect
    size: str = "hand"
    """Which card size: hand, meld or small."""
    sideways: bool = False
    plain_print: bool = False
    """Drawn in normal print although Large is chosen (melds on a window too small for large-print melds)."""


@dataclass(slots=True)
class MeldBox:
    meld_id: int
    side: int
    rect: Rect
    complete: str | None
    count: int
    label: str
    chip: Rect | None = None
    """Where the chip naming a complete meld goes (under it)."""


@dataclass(slots=True)
class Scene:
    """Everything placed, ready to draw and to hit-test."""

    hand: list[CardSprite] = field(default_factory=list)
    table_cards: list[CardSprite] = field(default_factory=list)
    melds: list[MeldBox] = field(default_factory=list)
    staged: list[Rect] = field(default_factory=list)
    """The staged melds' columns (drop zones, outlined)."""
    areas: dict[int, ML.AreaPlacement] = field(default_factory=dict)
    """How each side's area was placed (card size, rows in sight, melds scrolled out) for cues and scrolling."""
    take: Rect | None = None
    """The pile take being gathered: the top card's column with the cards staged under it."""
    staged_cards: list[tuple[int, Rect]] = field(default_factory=list)
    """Every staged card by id and where it shows (a click takes it back): in the columns, on melds, on the pile."""
    take_top: Rect | None = None
    """Where the pile's top card shows while a take is gathered (in the take's column, or on the meld it extends)."""

    def hand_rect(self, uid: int) -> Rect | None:
        return next((s.rect for s in self.hand if s.key[1] == uid), None)

    def staged_at(self, pos: tuple[int, int]) -> int | None:
        """The staged card under ``pos`` (the topmost), if any."""
        return next((uid for uid, rect in reversed(self.staged_cards) if rect.collidepoint(pos)), None)


def display_order(meld: Meld) -> list[Card]:
    """Naturals first (in the engine's order), then wild cards, as players lay them."""
    return [c for c in meld.cards if not c.is_wild] + [c for c in meld.cards if c.is_wild]


def place_sides(obs: Observation, lay: L.Layout, staged: Sequence[Sequence[Card]] = (),
                scroll: Mapping[int, int] | None = None, extra: Mapping[int, int] | None = None,
                take: int = 0, aside: frozenset[int] | None = None) -> dict[int, ML.AreaPlacement]:
    """Where every side's red threes, melds and (own side) staged melds go in its area (pure geometry).

    The player's own side gets the largest cards its area allows (up to the hand's size): those are the
    melds the player works with. The other sides share one size — the smallest any of them needs, never
    larger than the player's — so their melds look alike, a little smaller, as across a real table; a
    crowded area that has to scroll anyway uses the smallest size on its own.

    ``aside``: the completed melds put aside (stacked first); a meld completed since (during the player's
    turn) is squared up in its own place (``meld_order``). None: every completed meld is put aside.

    A plan gathered on the table takes room on the player's side: ``extra`` cards staged onto a meld
    (meld id → how many, a going out's lay-offs or the pile's top card) lengthen its column, and a pile
    take being gathered (``take``: the top card and the cards staged under it) is a column of its own.
    """
    more = extra or {}
    settled = put_aside(obs.melds) if aside is None else aside
    shapes: dict[int, list[ML.MeldShape]] = {}
    for side in lay.meld_areas:
        shapes[side] = _shapes(obs, side, settled, more if side == obs.side else {})
        if side == obs.side:
            if take:
                shapes[side].append(ML.MeldShape(("take", 0), take))
            shapes[side] += [ML.MeldShape(("staged", n), len(cards)) for n, cards in enumerate(staged)]

    def place(side: int, largest: int, index: ML.IndexSpec) -> ML.AreaPlacement:
        reds = len(obs.red_threes[side]) if side < len(obs.red_threes) else 0
        return ML.place_area(lay.area_content(side), shapes[side], reds, largest, index,
                             (scroll or {}).get(side, 0), ML.chip_height(lay.scale))

    def place_all(index: ML.IndexSpec) -> dict[int, ML.AreaPlacement]:
        largest = max(lay.cards.meld[0], lay.cards.hand[0])
        mine = place(obs.side, largest, index)
        others = {side: place(side, mine.card[0], index) for side in lay.meld_areas if side != obs.side}
        common = min((area.card[0] for area in others.values() if not area.scrolls), default=mine.card[0])
        placed = {side: area if area.scrolls or area.card[0] == common else place(side, common, index)
                  for side, area in others.items()}
        placed[obs.side] = mine
        return placed

    if lay.index is not ML.LARGE_INDEX:
        return place_all(lay.index)
    # Large print's bigger index steps each card of a column further down, so an area shrinks its cards more than
    # in normal print (playtest p9-155: an opponent's melds 45 pixels wide with Large, 50 with Normal), and at the
    # smallest cards a six-card column may even run out of its area, which the layout keeps tall enough for normal
    # print only (p9-83: an opponent's six aces ran 15 pixels below their area). Large never makes a card smaller:
    # the player's side, and the other sides together (they share one size), keep large print only where their
    # cards are as large as in normal print and stay in their areas; else they keep normal print at that size.
    large, plain = place_all(ML.LARGE_INDEX), place_all(ML.NORMAL_INDEX)
    others = [side for side in large if side != obs.side]

    def keeps(sides: list[int]) -> bool:
        return all(large[side].card[0] >= plain[side].card[0] and not _overflows(lay, {side: large[side]})
                   for side in sides)

    mine = keeps([obs.side])
    theirs = keeps(others)
    return {side: large[side] if (mine if side == obs.side else theirs) else plain[side] for side in large}


def _overflows(lay: L.Layout, placed: Mapping[int, ML.AreaPlacement]) -> bool:
    """Some meld in sight runs out of its area's content (a column taller than the area: scrolling cannot help)."""
    return any(not lay.area_content(side).contains(meld.box) for side, area in placed.items() for meld in area.melds)


def _shapes(obs: Observation, side: int, settled: frozenset[int], more: Mapping[int, int]) -> list[ML.MeldShape]:
    """A side's melds as the placement sees them, in the order placed; ``more``: cards staged onto them."""
    return [ML.MeldShape(("meld", m.id), len(m.cards) + more.get(m.id, 0), bool(m.canasta_kind), m.id in settled)
            for m in arranged(obs.side_melds(side), settled)]


def area_needs(obs: Observation) -> dict[int, ML.AreaNeed]:
    """What each side's meld area holds in ``obs`` (every canasta put aside), for the layout to share the felt by."""
    settled = put_aside(obs.melds)
    return {side: ML.AreaNeed(tuple(_shapes(obs, side, settled, {})),
                              len(obs.red_threes[side]) if side < len(obs.red_threes) else 0)
            for side in range(len(obs.sides))}


def _plain(area: ML.AreaPlacement, lay: L.Layout) -> bool:
    """The area's cards are drawn in normal print although the layout is for large print."""
    return area.index is ML.NORMAL_INDEX and lay.index is ML.LARGE_INDEX


def build(obs: Observation, hand: HandModel, lay: L.Layout, hidden_uids: frozenset[int] = frozenset(),
          dealing: bool = False, scroll: Mapping[int, int] | None = None, pinned: tuple[int, ...] = (),
          aside: frozenset[int] | None = None) -> Scene:
    """Place every card the viewer may see; ``scroll``: the first row in sight of each side's area.

    ``pinned``: the hand row's slots as card ids; while every card shown has a slot there, each keeps
    it (cards that left leave their slot empty), so nothing moves under the pointer mid-turn.
    """
    scene = Scene()
    shown = hand.shown() if not dealing else []
    slot_of = {uid: n for n, uid in enumerate(pinned)}
    if shown and all(uid in slot_of for uid, _ in shown):
        placement = L.place_hand(lay.hand, len(pinned), lay.cards.hand, lay.hand_overlap_min)
        rects = [placement.rects[slot_of[uid]] for uid, _ in shown]
    else:
        rects = L.place_hand(lay.hand, len(shown), lay.cards.hand, lay.hand_overlap_min).rects
    for (uid, card), rect in zip(shown, rects, strict=True):
        if uid in hand.selected:
            rect = rect.move(0, -12)
        if uid not in hidden_uids:
            scene.hand.append(CardSprite(("hand", uid), card.code, rect))
    if dealing:
        return scene
    melds_by_id = {m.id: m for m in obs.melds}
    staging = hand.staging
    staged = hand.staged_cards()
    take = staging.take if obs.top is not None else None
    extras: dict[int, list[tuple[int | None, Card]]] = {
        target: [(u, hand.card(u)) for u in added] for target, added in staging.layoffs}
    column: list[tuple[int | None, Card]] = []
    if take is not None and obs.top is not None:
        if take.target is not None:
            extras.setdefault(take.target, []).append((None, obs.top))
        else:
            column = [(None, obs.top)] + [(u, hand.card(u)) for u in take.cards]
    scene.areas = place_sides(obs, lay, staged, scroll, {k: len(v) for k, v in extras.items()}, len(column), aside)
    for side, area in scene.areas.items():
        reds = obs.red_threes[side] if side < len(obs.red_threes) else ()
        for i, (card, rect) in enumerate(zip(reds, area.reds, strict=True)):
            scene.table_cards.append(CardSprite(("red3", side, i), card.code, rect, "meld",
                                                plain_print=_plain(area, lay)))
        for placed in area.melds:
            kind, key = placed.key
            if kind == "take":
                _stage_at(scene, column, placed.cards, _plain(area, lay))
                scene.take = placed.box.inflate(6, 6)
                continue
            if kind == "staged":
                _stage_at(scene, list(zip(staging.melds[key], staged[key], strict=True)), placed.cards,
                          _plain(area, lay))
                scene.staged.append(placed.box.inflate(6, 6))
                continue
            meld = melds_by_id[key]
            cards = display_order(meld)
            extra = extras.get(meld.id, []) if side == obs.side else []
            for k, edge in zip((2, 1), placed.edges, strict=False):
                scene.table_cards.append(CardSprite(("edge", meld.id, k), None, edge, "edge"))
            if placed.edges:
                top = placed.cards[0]
                scene.table_cards.append(CardSprite(("meld", meld.id, 0), _top_card(cards).code, top, "meld",
                                                    plain_print=_plain(area, lay)))
                box = top.unionall(list(placed.edges))
                step = (area.index or lay.index).ample * top.h
                _stage_at(scene, extra, [top.move(0, round((n + 1) * step)) for n in range(len(extra))],
                          _plain(area, lay))
            else:
                for i, (card, rect) in enumerate(zip(cards, placed.cards, strict=False)):
                    scene.table_cards.append(CardSprite(("meld", meld.id, i), card.code, rect, "meld",
                                                        plain_print=_plain(area, lay)))
                _stage_at(scene, extra, placed.cards[len(cards):], _plain(area, lay))
                box = placed.box
            scene.melds.append(MeldBox(meld.id, side, box, meld.canasta_kind, len(meld.cards), _meld_label(meld),
                                       placed.chip))
    if staging.discard is not None:
        uid = staging.discard
        # Beside the pile's top card, raised a little: the "Pile N" label under the pile stays in sight.
        rect = Rect(lay.pile.x + lay.cards.pile[0] * 2 // 5, lay.pile.y - 6, *lay.cards.pile)
        scene.table_cards.append(CardSprite(("staged_card", uid), hand.card(uid).code, rect, "meld"))
        scene.staged_cards.append((uid, rect))
    _place_pile(obs, lay, scene)
    if staging.discard is not None:  # drawn over the pile
        scene.table_cards.append(scene.table_cards.pop(
            next(i for i, s in enumerate(scene.table_cards) if s.key == ("staged_card", staging.discard))))
    return scene


def _stage_at(scene: Scene, cards: Sequence[tuple[int | None, Card]], rects: Sequence[Rect],
              plain_print: bool = False) -> None:
    """Staged cards at ``rects``; an id of None is the pile's top card (a take being gathered)."""
    for (uid, card), rect in zip(cards, rects, strict=False):
        key = ("take_top",) if uid is None else ("staged_card", uid)
        scene.table_cards.append(CardSprite(key, card.code, rect, "meld", plain_print=plain_print))
        if uid is None:
            scene.take_top = rect
        else:
            scene.staged_cards.append((uid, rect))


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
        rect.midtop = (base.x + pw // 2, base.y - L.frozen_peek(pw))
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

    def face(self, code: str, width: int, plain_print: bool = False) -> pygame.Surface:
        """``plain_print``: normal print whatever the Card size setting (melds where large print reads smaller)."""
        s = self.services.settings
        large = s.card_size == "large" and not plain_print
        key = (code, width, s.four_colour, large)
        image = self._local.get(key)
        if image is None:
            image = self.services.images.face(code, width, four_colour=s.four_colour, large_print=large)
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

    def image(self, code: str | None, width: int, sideways: bool = False, plain_print: bool = False) -> pygame.Surface:
        image = self.back(width) if code is None else self.face(code, width, plain_print)
        if not sideways:
            return image
        key = (code, width, self.services.settings.four_colour, self.services.settings.card_size, plain_print)
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
