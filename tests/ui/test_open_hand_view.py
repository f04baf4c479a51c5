"""Open hands: a click on a seat's tray shows that hand whole and large (real mouse events).

Playtest: late in a crowded hand a tray showed 14 tiny faces and a "+7" chip, and there was no way to see
the other seven cards at all."""

from __future__ import annotations

import math

import pygame
import pytest
from ui_helpers import click, key, practice_table

from samba.game.showcase import position
from samba.ui.scenes.open_hand import OpenHandOverlay


def _open_table(size: tuple[int, int], players: int, others_hand: int, open_hands: bool = True):
    app, table = practice_table(size, position(players, 2, 10, 6, others_hand), open_hands)
    app.draw()
    return app, table


@pytest.fixture
def crowded(data_dir):
    """Six players at 1024x640, every other seat holding 22 cards: more than a tray can show."""
    app, table = _open_table((1024, 640), 6, 22)
    yield app, table
    app.close()


def test_a_crowded_tray_shows_a_chip_for_the_cards_it_cannot_show(crowded):
    _app, table = crowded
    assert all(len(table.practice.drawn[seat]) < 22 for seat in range(1, 6))


@pytest.mark.parametrize("seat", [1, 3, 5])
def test_a_click_on_a_tray_shows_every_card_of_that_hand(crowded, seat):
    app, table = crowded
    click(app, table.practice.drawn_trays[seat].center)
    overlay = app.top
    assert isinstance(overlay, OpenHandOverlay)
    assert overlay.codes == table.practice.hand_codes(seat)
    assert len(overlay.codes) == len(table.controller.open_hands()[seat]) == 22
    assert table.names[seat] in overlay.title and "22 cards" in overlay.title


def test_a_click_on_the_more_chip_shows_the_whole_hand(crowded):
    app, table = crowded
    tray = table.practice.drawn_trays[2]
    last_card = table.practice.drawn[2][-1][1]
    chip = pygame.Rect(last_card.right + 3, last_card.y, tray.right - last_card.right - 3, last_card.h)
    assert chip.w > 0, "the chip sits right of the last card shown"
    click(app, chip.center)
    assert isinstance(app.top, OpenHandOverlay) and len(app.top.codes) == 22


def test_every_card_of_the_big_view_shows_its_corner_index_inside_the_window(crowded):
    app, table = crowded
    click(app, table.practice.drawn_trays[4].center)
    overlay = app.top
    assert isinstance(overlay, OpenHandOverlay)
    app.draw()
    rects = overlay.card_rects
    assert len(rects) == 22
    assert overlay.card_width >= 40, "large enough to read"
    screen = pygame.Rect((0, 0), app.size)
    for i, rect in enumerate(rects):
        assert screen.contains(rect) and overlay.panel.contains(rect)
        corner = pygame.Rect(rect.x, rect.y, math.ceil(rect.w * 0.3), math.ceil(rect.h * 0.3))
        for later in rects[i + 1:]:
            assert not later.colliderect(corner), f"card {i}'s corner index is covered"
    assert all(not rect.colliderect(overlay.buttons[0].rect) for rect in rects)


@pytest.mark.parametrize("closing", ["escape", "return", "click"])
def test_the_big_view_closes_with_esc_enter_or_a_click_and_changes_nothing(crowded, closing):
    app, table = crowded
    before = table.controller.state
    click(app, table.practice.drawn_trays[1].center)
    assert isinstance(app.top, OpenHandOverlay)
    if closing == "click":
        click(app, (10, 10))
    else:
        key(app, pygame.K_ESCAPE if closing == "escape" else pygame.K_RETURN)
    assert app.top is table
    assert table.controller.state is before and not table.state.hand.selected


def test_without_open_hands_a_click_on_a_plate_shows_no_hand(data_dir):
    app, table = _open_table((1024, 640), 6, 22, open_hands=False)
    try:
        assert not table.practice.drawn_trays
        click(app, table.lay.seats[3].center)
        assert app.top is table
    finally:
        app.close()
