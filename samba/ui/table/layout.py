"""Where everything on the table goes, as pure geometry from the window size (unit-tested).

No drawing and no game rules here: given the window size, the number of players, the viewer's seat
and the sides, it returns rectangles. Every other table module asks this one, so a resize is one
call, and a test can check for overlaps at any size.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top_left", "top_right", "right"),
    6: ("bottom", "left", "top_left", "top", "top_right", "right"),
}
"""Where each seat sits, counted clockwise from the viewer (who is always at the bottom)."""

STATUS_H = 32
BUTTONS_H = 46
GAP = 8


@dataclass(frozen=True, slots=True)
class CardSizes:
    hand: tuple[int, int]
    meld: tuple[int, int]
    small: tuple[int, int]
    pile: tuple[int, int]


@dataclass(slots=True)
class Layout:
    size: tuple[int, int]
    cards: CardSizes
    status: Rect
    buttons: Rect
    sidebar: Rect
    score: Rect
    log: Rect
    hand: Rect
    table: Rect
    stock: Rect
    pile: Rect
    seats: dict[int, Rect] = field(default_factory=dict)
    positions: dict[int, str] = field(default_factory=dict)
    meld_areas: dict[int, Rect] = field(default_factory=dict)
    new_meld: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    hand_overlap_min: int = 0
    """The narrowest step between hand cards that still shows each card's corner index."""

    def regions(self) -> dict[str, Rect]:
        """Every top-level rectangle by name (for the no-overlap test)."""
        out = {"status": self.status, "buttons": self.buttons, "sidebar": self.sidebar, "hand": self.hand,
               "stock": self.stock, "pile": self.pile}
        out.update({f"seat{s}": r for s, r in self.seats.items() if s != -1})
        out.update({f"melds{side}": r for side, r in self.meld_areas.items()})
        return out


def card_sizes(window: tuple[int, int], large: bool) -> CardSizes:
    """Card sizes scale with the window height (and width, for narrow windows)."""
    w, h = window
    base = min(h * 0.088, w * 0.062)
    if large:
        base *= 1.2
    hand_w = int(max(56, min(150, base)))
    meld_w = int(max(44, hand_w * 0.8))
    small_w = int(max(30, hand_w * 0.5))
    return CardSizes(_cs(hand_w), _cs(meld_w), _cs(small_w), _cs(meld_w))


def _cs(width: int) -> tuple[int, int]:
    return width, round(width * 7 / 5)


def positions_for(player_count: int, viewer: int) -> dict[int, str]:
    names = POSITIONS[player_count]
    return {seat: names[(seat - viewer) % player_count] for seat in range(player_count)}


def compute(window: tuple[int, int], player_count: int, viewer: int, seat_side: tuple[int, ...],
            large_cards: bool = False) -> Layout:
    """The table's rectangles for a window of ``window`` pixels."""
    w, h = window
    cards = card_sizes(window, large_cards)
    cw, ch = cards.hand
    status = Rect(0, 0, w, STATUS_H)
    buttons = Rect(0, h - BUTTONS_H, w, BUTTONS_H)
    side_w = int(min(340, max(240, w * 0.2)))
    sidebar = Rect(w - side_w, STATUS_H, side_w, h - STATUS_H - BUTTONS_H)
    n_sides = len(set(seat_side))
    score_h = min(sidebar.h // 2 + 40, 78 + 58 * n_sides)
    score = Rect(sidebar.x + GAP, sidebar.y + GAP, side_w - 2 * GAP, score_h)
    log = Rect(sidebar.x + GAP, score.bottom + GAP, side_w - 2 * GAP, sidebar.bottom - score.bottom - 2 * GAP)
    hand_h = int(ch * 1.42) + 22
    hand = Rect(GAP, buttons.y - hand_h, sidebar.x - 2 * GAP, hand_h)
    table = Rect(0, STATUS_H, sidebar.x, hand.y - STATUS_H)

    positions = positions_for(player_count, viewer)
    used = set(positions.values())
    top_h = 74 if used & {"top", "top_left", "top_right"} else 0
    side_col = 128 if used & {"left", "right"} else 0
    seats: dict[int, Rect] = {}
    inner = Rect(table.x + side_col + GAP, table.y + top_h + GAP // 2,
                 table.w - 2 * side_col - 2 * GAP, table.h - top_h - GAP)
    for seat, where in positions.items():
        if where == "bottom":
            seats[seat] = Rect(hand.x, hand.y, hand.w, hand.h)
        elif where in ("left", "right"):
            rect = Rect(0, 0, side_col - GAP, min(150, inner.h - 2 * GAP))
            rect.centery = inner.centery
            if where == "left":
                rect.x = table.x + GAP
            else:
                rect.right = table.right - GAP // 2
            seats[seat] = rect
        else:
            # The top band spans the whole table (the side seats sit lower, beside the melds), so
            # three top seats still have room for a name and a count at 1024 pixels wide.
            tops: list[str] = [p for p in ("top_left", "top", "top_right") if p in used]
            band = table.inflate(-2 * GAP, 0)
            spacing = band.w // (len(tops) + 1)
            bw = min(240, spacing - GAP)
            rect = Rect(0, table.y + GAP, bw, top_h - GAP - 2)
            rect.centerx = band.x + spacing * (tops.index(where) + 1)
            seats[seat] = rect

    # The stock and pile sit in a column at the left of the centre; the melds fill the rest.
    pw, ph = cards.pile
    pile_col = Rect(inner.x, inner.y, pw + 40, inner.h)
    stock = Rect(0, 0, pw, ph)
    pile = Rect(0, 0, pw + 14, ph + 8)
    stock.midbottom = (pile_col.centerx, pile_col.centery - 14)
    pile.midtop = (pile_col.centerx - 4, pile_col.centery + 26)
    if pile.bottom > pile_col.bottom - 18:
        shift = pile.bottom - (pile_col.bottom - 18)
        pile.y -= shift
        stock.y = max(pile_col.y + 18, stock.y - shift)
    melds_box = Rect(pile_col.right + GAP, inner.y, inner.right - pile_col.right - GAP, inner.h)

    my_side = seat_side[viewer]
    others: list[int] = []
    for seat in sorted(positions, key=lambda s: _order(positions[s])):
        side = seat_side[seat]
        if side != my_side and side not in others:
            others.append(side)
    meld_areas: dict[int, Rect] = {}
    if others:
        mine_h = int(melds_box.h * 0.52)
        meld_areas[my_side] = Rect(melds_box.x, melds_box.bottom - mine_h, melds_box.w, mine_h)
        top_h2 = melds_box.h - mine_h - GAP
        each = (melds_box.w - GAP * (len(others) - 1)) // len(others)
        for i, side in enumerate(others):
            meld_areas[side] = Rect(melds_box.x + i * (each + GAP), melds_box.y, each, top_h2)
    else:
        meld_areas[my_side] = melds_box
    mine = meld_areas[my_side]
    new_meld = Rect(mine.right - cards.meld[0] - 22, mine.y + 24, cards.meld[0] + 16, mine.h - 30)
    return Layout(size=window, cards=cards, status=status, buttons=buttons, sidebar=sidebar, score=score, log=log,
                  hand=hand, table=table, stock=stock, pile=pile, seats=seats, positions=positions,
                  meld_areas=meld_areas, new_meld=new_meld, hand_overlap_min=max(18, int(cw * 0.3)))


def _order(position: str) -> int:
    return ("bottom", "left", "top_left", "top", "top_right", "right").index(position)


@dataclass(frozen=True, slots=True)
class HandPlacement:
    rects: list[Rect]
    rows: int


def place_hand(area: Rect, count: int, card: tuple[int, int], min_step: int, lift: int = 14) -> HandPlacement:
    """Rectangles for ``count`` hand cards: one fanned row, or two rows when one would hide the corners."""
    cw, ch = card
    if count == 0:
        return HandPlacement([], 1)
    top = area.y + lift
    width = area.w - 8
    step = min(cw + 6, (width - cw) / max(1, count - 1))
    rows = 1
    if step < min_step and count > 1:
        rows = 2
    if rows == 1:
        total = cw + step * (count - 1)
        x0 = area.x + (area.w - total) / 2
        return HandPlacement([Rect(int(x0 + i * step), top, cw, ch) for i in range(count)], 1)
    first = (count + 1) // 2
    second = count - first
    dy = int(ch * 0.42)
    rects: list[Rect] = []
    for row, n, y in ((0, first, top), (1, second, top + dy)):
        step_r = min(cw + 6, (width - cw) / max(1, n - 1))
        total = cw + step_r * (n - 1)
        x0 = area.x + (area.w - total) / 2
        rects.extend(Rect(int(x0 + i * step_r), y, cw, ch) for i in range(n))
        del row
    return HandPlacement(rects, 2)


def place_melds(area: Rect, count: int, card: tuple[int, int], reserve_right: int,
                left_pad: int) -> tuple[list[int], int]:
    """x positions of ``count`` meld columns in ``area`` (compressed to fit), and the step used."""
    cw, _ch = card
    usable = area.w - reserve_right - left_pad - 8
    if count == 0:
        return [], cw + 8
    step = min(cw + 8, (usable - cw) / max(1, count - 1)) if count > 1 else cw + 8
    step = max(step, 16)
    return [int(area.x + left_pad + i * step) for i in range(count)], int(step)
