"""A meld area too crowded for its room scrolls: the wheel over it, or a click on its cue (issue #14).

Five players each for themselves at 1024×640, seen from seat 1: the first seat's side holds twelve
melds in a quarter of the table's width, so its area shows the rows it can and says how many melds
are out of sight.
"""

from __future__ import annotations

import pygame
from ui_helpers import controller_for, open_table, post

from samba.game.showcase import position


def _crowded_neighbour(app):
    app.resize((1024, 640))
    doc = position(5, my_melds=12, hand=40, reds=6, others_hand=5)
    doc["turn"] = 1  # your turn (seat 1): nothing moves while the test scrolls
    controller = controller_for(app, doc, levels=("normal", "human", "normal", "normal", "normal"))
    table = open_table(app, controller)
    side = next(s for s, area in table.sprites.areas.items() if area.scrolls)
    return table, side


def test_the_wheel_over_a_crowded_area_shows_its_next_row(app):
    table, side = _crowded_neighbour(app)
    before = table.sprites.areas[side]
    assert before.first_row == 0 and before.hidden_below > 0
    post(app, pygame.MOUSEMOTION, pos=table.lay.meld_areas[side].center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEWHEEL, x=0, y=-1)
    app.step()
    after = table.sprites.areas[side]
    assert after.first_row == 1 and after.hidden_above > 0
    assert {m.key for m in after.melds}.isdisjoint({m.key for m in before.melds})


def test_the_cue_beside_the_title_says_how_many_melds_are_out_of_sight_and_scrolls(app):
    table, side = _crowded_neighbour(app)
    app.step()
    cues = {label.name: label for label in table.painter.last_labels.cues}
    down = cues[f"cue down {side}"]
    assert str(table.sprites.areas[side].hidden_below) in down.fitted.text and "▼" in down.fitted.text
    post(app, pygame.MOUSEBUTTONDOWN, pos=down.box.center, button=1)
    app.step()
    assert table.sprites.areas[side].first_row == 1
    up = {label.name: label for label in table.painter.last_labels.cues}[f"cue up {side}"]
    post(app, pygame.MOUSEBUTTONDOWN, pos=up.box.center, button=1)
    app.step()
    assert table.sprites.areas[side].first_row == 0


def test_scrolling_a_meld_area_picks_up_no_card(app):
    table, side = _crowded_neighbour(app)
    app.step()
    down = {label.name: label for label in table.painter.last_labels.cues}[f"cue down {side}"]
    post(app, pygame.MOUSEBUTTONDOWN, pos=down.box.center, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=down.box.center, button=1)
    app.step()
    assert table.pointer.drag is None and not table.state.hand.selected
