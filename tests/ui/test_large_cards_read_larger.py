"""Card size Large never makes a card harder to read than Normal.

Playtest at 1024x640: with seven melds, switching Card size to Large made the melds' cards shrink from about
50 to 36 pixels: the larger hand took height from the meld areas, and large print's bigger index needs more of
each card's height, so a crowded area shrank them. Now the hand grows only with room to spare, and where
large-print melds would read smaller than normal-print ones the melds keep normal print.
"""

from __future__ import annotations

import pytest
from ui_helpers import practice_table

from samba.game.showcase import crowded_position, position
from samba.ui.table.meld_layout import LARGE_PRINT_GAIN


def _table(size: tuple[int, int], card_size: str, players: int = 4, position: dict | None = None,
           open_hands: bool = False):
    app, table = practice_table(size, position or crowded_position(players, 40), open_hands, card_size)
    app.draw()
    return app, table


def _readable(table, card_size: str) -> tuple[float, float]:
    """How large the index reads on the player's melds and hand: card width, times the large-print gain for
    cards drawn in large print."""
    sprites = table.sprites
    side = table.shown.side
    meld = [s for s in sprites.table_cards if s.key[0] == "meld" and s.code is not None
            and any(b.side == side and b.meld_id == s.key[1] for b in sprites.melds)]
    assert meld, "the player's side has melds on this table"
    large = card_size == "large"
    meld_read = min(s.rect.w * (LARGE_PRINT_GAIN if large and not s.plain_print else 1.0) for s in meld)
    hand_read = min(s.rect.w * (LARGE_PRINT_GAIN if large else 1.0) for s in sprites.hand)
    return meld_read, hand_read


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_large_cards_read_at_least_as_large_as_normal_ones_on_the_melds_and_in_the_hand(data_dir, size, players):
    app, table = _table(size, "normal", players)
    try:
        normal_melds, normal_hand = _readable(table, "normal")
    finally:
        app.close()
    app, table = _table(size, "large", players)
    try:
        large_melds, large_hand = _readable(table, "large")
    finally:
        app.close()
    assert large_melds >= normal_melds, (large_melds, normal_melds)
    assert large_hand > normal_hand, (large_hand, normal_hand)


OPEN_HANDS_SEVEN_MELDS = {
    "turn": 0, "phase": "meld", "opened": [True, True], "pile": "4C 3C",
    "hands": {"0": "AD 2H", "1": "5H 7S 10C 10S QD QC JK", "2": "8H AH AD JK", "3": "5S 5H 10D 10H JC QS 3S"},
    "melds": [{"side": 0, "cards": "10C 10H 10H 10D 10S"}, {"side": 0, "cards": "QC QD QH QS QD"},
              {"side": 0, "cards": "JD JH JS 2C"}, {"side": 0, "cards": "5C 5D 5H 5S 5D"},
              {"side": 0, "cards": "7C 7D 7H 7S 7D 2S 2C"}, {"side": 0, "cards": "KC KD JK JK"},
              {"side": 0, "cards": "6C 6D 6H 6S"}, {"side": 1, "cards": "8C 8D 8H 8S 8D 2D 2H"},
              {"side": 1, "cards": "9C 9D 9H 9S 9D 2C JK"}, {"side": 1, "cards": "AC AD AH AS 2D"},
              {"side": 1, "cards": "KC KD KH KS"}, {"side": 1, "cards": "4C 4D 4H 4S"}],
}
"""The playtest's table: seven melds of the player's side, open hands, two cards in hand."""


def test_the_playtests_table_at_1024x640_keeps_its_meld_area_and_reads_larger_with_large_cards(data_dir):
    found = {}
    for card_size in ("normal", "large"):
        app, table = _table((1024, 640), card_size, position=OPEN_HANDS_SEVEN_MELDS, open_hands=True)
        try:
            side = table.shown.side
            found[card_size] = (table.lay.area_content(side).h, _readable(table, card_size))
        finally:
            app.close()
    (normal_h, (normal_melds, _n)), (large_h, (large_melds, _l)) = found["normal"], found["large"]
    assert large_h >= normal_h, "the larger hand takes no height from the player's melds"
    assert large_melds >= normal_melds, (large_melds, normal_melds)


def _meld_widths(table) -> dict[int, int]:
    """Each side's narrowest meld card on the table, in pixels."""
    widths: dict[int, int] = {}
    for box in table.sprites.melds:
        cards = [s.rect.w for s in table.sprites.table_cards if s.key[:2] == ("meld", box.meld_id)]
        if cards:
            widths[box.side] = min(widths.get(box.side, 999), *cards)
    return widths


@pytest.mark.parametrize("open_hands", [False, True], ids=["closed", "open_hands"])
@pytest.mark.parametrize("stage", ["first melds", "crowded"])
@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_large_cards_never_make_any_sides_melds_narrower(data_dir, size, players, stage, open_hands):
    """Playtest p9-155/157, six players at 1024x640 with open hands: Large drew the opponents' melds 45 pixels
    wide, Normal 50 — though Large promises no card smaller than Normal."""
    doc = position(players, my_melds=0 if stage == "first melds" else 12, hand=14, reds=0, others_hand=9)
    found = {}
    for card_size in ("normal", "large"):
        app, table = _table(size, card_size, players, doc, open_hands)
        try:
            found[card_size] = _meld_widths(table)
        finally:
            app.close()
    assert found["normal"], "the table has melds"
    for side, normal in found["normal"].items():
        assert found["large"][side] >= normal, (side, found)
