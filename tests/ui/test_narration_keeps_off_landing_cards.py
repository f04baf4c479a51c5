"""The narration banner (what a computer player just did) never lies where the cards it tells of are landing.

Playtest: a computer's new meld flew onto free felt under the banner — the cards of the shown position were kept
clear, but not the ones still in the air — so the meld being told was hidden until it landed and the banner moved.
"""

from __future__ import annotations

import pygame
from pygame import Rect
from ui_helpers import OPENED, controller_for, open_table

from samba.ui.table.animation import Flight


def test_the_banner_keeps_off_the_place_where_cards_are_landing(app):
    app.resize((1024, 640))
    table = open_table(app, controller_for(app, OPENED))
    surface = pygame.Surface(app.size)
    look = table.look()
    look.narration = "West melds 9♣ 9♦ 9♠."
    table.painter.draw(surface, table.lay, table.shown, table.sprites, look, table.viewer)
    usual = table.painter.narration_rect
    assert usual is not None, "the banner is shown on a table with free felt"
    size = table.lay.cards.meld
    landing = [Rect(usual.x + 40 + k * 20, usual.y - 10, *size) for k in range(3)]  # a meld arriving right there
    look.flights = [(Flight("9C", (0.0, 0.0), (r.x, r.y), size), (r.x // 2, r.y // 2)) for r in landing]
    table.painter.draw(surface, table.lay, table.shown, table.sprites, look, table.viewer)
    banner = table.painter.narration_rect
    assert banner is not None, "there is other free felt for the banner"
    assert [r for r in landing if banner.colliderect(r)] == []
    table.controller.close()
