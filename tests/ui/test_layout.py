"""Layout geometry: nothing overlaps and everything fits, at several window sizes and player counts."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from samba.engine import preset
from samba.engine.seating import seat_sides, sides_for
from samba.ui.table import layout as L

SIZES = ((1024, 640), (1280, 800), (1600, 900), (1920, 1080), (2560, 1440))


def _layout(size, players, large=False):
    rules = preset("samba", player_count=players)
    return L.compute(size, players, 0, seat_sides(sides_for(rules), players), large)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", (2, 3, 4, 5, 6))
@pytest.mark.parametrize("large", (False, True))
def test_regions_fit_the_window_and_do_not_overlap(size, players, large):
    lay = _layout(size, players, large)
    window = Rect((0, 0), size)
    regions = lay.regions()
    for name, rect in regions.items():
        assert window.contains(rect), f"{name} {rect} leaves the window {size}"
    hand_seat = "seat0"
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        if {a, b} in ({"hand", hand_seat},):
            continue
        if a == "sidebar" or b == "sidebar":
            others = rb if a == "sidebar" else ra
            assert not ra.colliderect(rb) or others in (lay.score, lay.log), f"{a} overlaps {b}"
            continue
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {players} players"
    assert lay.new_meld.colliderect(lay.meld_areas[0])


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_of_45_cards_keeps_every_corner_visible(size):
    lay = _layout(size, 4)
    placed = L.place_hand(lay.hand, 45, lay.cards.hand, lay.hand_overlap_min)
    assert len(placed.rects) == 45
    rows: dict[int, list[Rect]] = {}
    for rect in placed.rects:
        assert lay.hand.contains(rect.inflate(-2, -2).clip(lay.hand)) and rect.bottom <= lay.hand.bottom + 2
        rows.setdefault(rect.y, []).append(rect)
    for row in rows.values():
        steps = [b.x - a.x for a, b in itertools.pairwise(row)]
        assert min(steps) >= min(lay.hand_overlap_min, 18), "each card shows its corner index"


def test_seats_sit_where_partners_face_each_other():
    lay = _layout((1280, 800), 4)
    assert lay.positions == {0: "bottom", 1: "left", 2: "top", 3: "right"}
    six = _layout((1280, 800), 6)
    assert six.positions[3] == "top"
