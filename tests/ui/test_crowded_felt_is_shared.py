"""The meld areas share the felt by what they hold: none scrolls while the felt has room (playtest p7).

A newcomer's six-player practice game at 1024×640 (open hands), late in the hand: the two opponents'
areas showed "▼ 2 more" while the player's own area, planned taller by meld counts, had an empty strip
and the hand's strip a second row no card used. Here the same table: every meld shows, no card is smaller
than the least legible size, and the table still reads (``table_geometry.problems``).
"""

from __future__ import annotations

import pytest
from table_geometry import ENGLISH, init_fonts, problems, words_for
from ui_helpers import practice_table

from samba.engine import observe, scenario
from samba.game.showcase import _Pack
from samba.ui.table import layout as L
from samba.ui.table import meld_layout as ML
from samba.ui.table import view as V
from samba.ui.table.hand_model import HandModel


def _late_six_player_hand() -> dict:
    """Three sides of two, nine melds across the table's top left (two canastas), six top right (four
    canastas), seven on the player's side (two canastas), a red three each; a few cards in every hand."""
    pack = _Pack()

    def group(side: int, rank: str, naturals: int, wilds: int = 0) -> dict:
        cards = [pack.group(rank, naturals)]
        for _ in range(wilds):
            cards.append(pack.take(next(c for c in ("2C", "2D", "2H", "2S", "JK") if pack.left[c] > 0)))
        return {"side": side, "cards": " ".join(cards)}

    melds = [group(0, "8", 5, 2), group(0, "10", 5, 2), group(0, "9", 3, 1), group(0, "4", 3), group(0, "J", 5, 1),
             group(0, "6", 5), group(0, "Q", 2, 1),
             group(1, "Q", 5, 2), group(1, "6", 5, 2), group(1, "J", 5, 1), group(1, "9", 7), group(1, "K", 3),
             group(1, "5", 6), group(1, "7", 3), group(1, "10", 3), group(1, "A", 3),
             group(2, "A", 7), group(2, "5", 5, 2), group(2, "K", 5, 2), group(2, "7", 5, 2), group(2, "Q", 4),
             group(2, "4", 4)]
    reds = {"0": pack.take("3H"), "1": pack.take("3D"), "2": pack.take("3D")}
    hands = {"0": pack.deal(7)}
    for seat, count in zip(range(1, 6), (4, 6, 2, 2, 3), strict=True):
        hands[str(seat)] = pack.deal(count)
    return {"rules": {"preset": "samba", "player_count": 6}, "turn": 0, "phase": "meld", "hands": hands,
            "pile": pack.deal(6), "melds": melds, "red_threes": reds, "scores": [0, 0, 0]}


@pytest.mark.parametrize("open_hands", (True, False), ids=("open_hands", "closed"))
def test_a_crowded_six_player_table_at_1024x640_shows_every_meld(open_hands):
    app, table = practice_table((1024, 640), _late_six_player_hand(), open_hands=open_hands)
    try:
        areas = table.sprites.areas
        assert len(areas) == 3
        assert [side for side, area in areas.items() if area.scrolls] == []
        assert all(area.card[0] >= ML.MIN_CARD_W for area in areas.values())
        shown = {side: sum(1 for m in area.melds if m.key[0] == "meld") for side, area in areas.items()}
        assert shown == {0: 7, 1: 9, 2: 6}
    finally:
        app.close()


@pytest.mark.parametrize("open_hands", (True, False), ids=("open_hands", "closed"))
def test_the_shared_felt_still_reads_at_a_glance(open_hands):
    obs = observe(scenario.load(_late_six_player_hand()), 0)
    lay = L.compute((1024, 640), 6, 0, obs.seat_side, False, open_hands, needs=V.area_needs(obs),
                    hand_cards=len(obs.hand))
    sprites = V.build(obs, HandModel().synced(obs.hand), lay)
    others = {seat: obs.hand_sizes[seat] for seat in range(1, 6)} if open_hands else None
    found = problems(lay, obs, sprites, words_for(obs, 0, ENGLISH), init_fonts(), 0, others)
    assert found == []


def test_a_table_whose_melds_all_show_keeps_the_share_by_meld_counts():
    doc = _late_six_player_hand()
    doc["melds"] = doc["melds"][:3] + doc["melds"][7:9] + doc["melds"][16:18]
    obs = observe(scenario.load(doc), 0)
    counts = {side: len(obs.side_melds(side)) for side in range(3)}
    plain = L.compute((1024, 640), 6, 0, obs.seat_side, False, True, counts)
    shared = L.compute((1024, 640), 6, 0, obs.seat_side, False, True, counts, needs=V.area_needs(obs),
                       hand_cards=len(obs.hand))
    assert shared == plain


def test_a_hand_that_needs_two_rows_keeps_its_strip_when_the_melds_are_crowded():
    obs = observe(scenario.load(_late_six_player_hand()), 0)
    lay = L.compute((1024, 640), 6, 0, obs.seat_side, False, True, needs=V.area_needs(obs), hand_cards=40)
    assert L.place_hand(lay.hand, 40, lay.cards.hand, lay.hand_overlap_min).rows == 2
    assert lay.hand.h == L.hand_height(lay.cards.hand[1], rows=2)


def test_a_side_with_more_melds_gets_the_wider_area():
    obs = observe(scenario.load(_late_six_player_hand()), 0)
    lay = L.compute((1024, 640), 6, 0, obs.seat_side, False, True, needs=V.area_needs(obs), hand_cards=7)
    assert lay.meld_areas[1].w > lay.meld_areas[2].w
