"""The red 1 on a seat plate explains itself: resting the pointer on that plate says what it means.

Playtest: "the red '1 card' badge on West's hand — why is it red?" It is the table calling "last card".
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import controller_for, open_table, post, practice_table

from samba.ui.table import seat_tip

WEST_LAST_CARD = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C", "2": "4H 6H 7H 9H 10H JH QH", "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 1, "cards": "8C 8D 8S"}],
}
"""West (seat 1) holds a single card."""


def _move(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()


def test_resting_on_a_plate_with_the_red_1_says_that_player_may_go_out_soon(app):
    table = open_table(app, controller_for(app, WEST_LAST_CARD))
    _move(app, table.lay.seats[1].center)
    tip = table.tip_rect
    assert tip is not None, "the tip shows"
    assert app.screen.get_rect().contains(tip)
    assert not tip.colliderect(table.lay.seats[1]), "it leaves the plate and its red 1 in sight"
    assert seat_tip.words("West") == "The red 1: West is down to one card and may go out soon."


def test_no_tip_over_a_plate_with_more_cards_or_off_the_plates(app):
    table = open_table(app, controller_for(app, WEST_LAST_CARD))
    _move(app, table.lay.seats[2].center)
    assert table.tip_rect is None, "North holds seven cards: no red 1, no tip"
    _move(app, table.lay.seats[1].center)
    assert table.tip_rect is not None
    _move(app, table.lay.hand.center)
    assert table.tip_rect is None, "the tip goes when the pointer leaves the plate"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_with_open_hands_the_tray_shows_the_card_and_no_red_1_needs_explaining(data_dir, size):
    app, table = practice_table(size, WEST_LAST_CARD, open_hands=True)
    try:
        _move(app, table.lay.seats[1].center)
        assert table.tip_rect is None
    finally:
        app.close()
