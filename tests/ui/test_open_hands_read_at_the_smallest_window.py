"""Open hands read in their name plates at the smallest window: with six players at 1024x640 the trays drew
28-pixel faces whose corners were 7 pixels tall, "10" squeezed (playtest p9-73). Where no face large enough to
read fits, each card is a corner tile: its rank in bold type as tall as a readable face prints it, over its sign."""

from __future__ import annotations

import pytest
from table_geometry import init_fonts
from ui_helpers import practice_table

from samba.game.showcase import position
from samba.ui.table import layout as L
from samba.ui.table import practice_view as PV

TABLES = ((4, (0, 1, 0, 1)), (5, (0, 1, 2, 3, 4)), (6, (0, 1, 2, 0, 1, 2)), (6, (0, 1, 0, 1, 0, 1)))
READABLE_FACE = 36
"""The narrowest face whose large corner print reads (its rank about as tall as a tile's)."""


@pytest.mark.parametrize("players,seat_side", TABLES, ids=("4", "5", "6", "6-two_teams"))
@pytest.mark.parametrize("count", range(1, 15))
def test_every_open_hand_card_is_a_readable_face_or_a_corner_tile(players, seat_side, count):
    lay = L.compute((1024, 640), players, 0, seat_side, open_hands=True)
    for seat, tray in PV.tray_areas(lay, 0).items():
        placed = PV.place_tray(tray, count)
        assert placed.tiles or placed.width >= READABLE_FACE, f"seat {seat}: {count} faces {placed.width} px wide"
        assert placed.hidden == 0, f"seat {seat}: {count} cards, {placed.hidden} left to the +N chip"


def test_a_tiles_rank_is_as_tall_as_a_readable_faces_and_ten_fits_its_step():
    text = init_fonts()
    digits = text.font(PV.TILE_RANK, bold=True).render("10", True, (0, 0, 0)).get_bounding_rect()
    assert digits.h >= 11, f"digits {digits.h} px tall"
    assert text.width("10", PV.TILE_RANK, bold=True) <= PV.TILE_STEP_X - 1, "the next tile leaves the 0 whole"


def test_six_players_fourteen_cards_each_show_every_card_as_a_tile_in_its_plate():
    doc = position(6, my_melds=5, hand=14, reds=2, others_hand=14)
    app, table = practice_table((1024, 640), doc)
    app.draw()
    for seat in range(1, 6):
        drawn = table.practice.drawn[seat]
        assert [code for code, _rect in drawn] == list(table.practice.hand_codes(seat)), "every card shown"
        tray = table.lay.trays[seat]
        assert all(tray.contains(rect) and rect.size == PV.TILE for _code, rect in drawn)
        tile = PV.corner_tile(app.services.text, drawn[0][0], False)
        ink = [y for x in range(tile.get_width()) for y in range(PV.TILE_STEP_Y) if sum(tile.get_at((x, y))[:3]) < 400]
        assert ink and max(ink) - min(ink) >= 20, "the rank over the sign, in large print"
