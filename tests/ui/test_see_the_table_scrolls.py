"""The final table ("See the table") scrolls a crowded meld area as the table does in play.

A newcomer at 1024×640 with five players saw "▼ 2 more" over a neighbour's melds after a hand: the wheel
did nothing, and a click on the cue went back to the score sheet. Here the human (seat 1) goes out
beside a first seat whose twelve melds cannot all be shown, presses "See the table", and scrolls.
"""

from __future__ import annotations

import pygame
from ui_helpers import card_pos, click, controller_for, drag, key, meld_pos, open_table, post

from samba.game.showcase import MY_MELDS
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.summary import SummaryScene


def _position() -> dict:
    melds = [{"side": 0, "cards": codes} for codes in MY_MELDS]
    # Seat 1's two canastas and three nines to lay off onto (every card from the 162-card pack).
    melds += [{"side": 1, "cards": "KC KD KH KS KS 2H JK"}, {"side": 1, "cards": "JC JD JH JS JD JS 2S"},
              {"side": 1, "cards": "9S 9S 9H"}]
    return {"rules": {"preset": "samba", "player_count": 5}, "turn": 1, "phase": "meld",
            "hands": {"0": "4C 4H", "1": "9H 5C", "2": "4S 4S", "3": "5C 5C", "4": "6H 6H"},
            "pile": "7H", "melds": melds, "scores": [0] * 5, "opened": [True, True, False, False, False]}


def _see_the_final_table(app):
    app.resize((1024, 640))
    controller = controller_for(app, _position(), levels=("normal", "human", "normal", "normal", "normal"))
    table = open_table(app, controller)
    drag(app, card_pos(table, "9H"), meld_pos(table, 15))
    drag(app, card_pos(table, "5C"), table.lay.pile.center)
    key(app, pygame.K_RETURN)
    if isinstance(app.top, ConfirmDialog):
        key(app, pygame.K_RETURN)
    for _ in range(300):
        app.step()
        if isinstance(app.top, SummaryScene):
            break
    assert isinstance(app.top, SummaryScene)
    key(app, pygame.K_v)
    assert app.top is table and table.looking
    app.step()
    side = next(s for s, area in table.sprites.areas.items() if area.scrolls)
    assert table.sprites.areas[side].first_row == 0 and table.sprites.areas[side].hidden_below > 0
    return table, side


def test_the_wheel_over_a_crowded_area_of_the_final_table_shows_its_next_row(app):
    table, side = _see_the_final_table(app)
    post(app, pygame.MOUSEMOTION, pos=table.lay.meld_areas[side].center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEWHEEL, x=0, y=-1)
    app.step()
    assert app.top is table and table.looking
    assert table.sprites.areas[side].first_row == 1


def test_a_click_on_the_final_tables_scroll_cue_scrolls_and_stays(app):
    table, side = _see_the_final_table(app)
    down = {label.name: label for label in table.painter.last_labels.cues}[f"cue down {side}"]
    click(app, down.box.center)
    app.step()
    assert app.top is table and table.looking
    assert table.sprites.areas[side].first_row == 1


def test_the_down_arrow_scrolls_the_final_table_and_enter_still_goes_back(app):
    table, side = _see_the_final_table(app)
    key(app, pygame.K_DOWN)
    app.step()
    assert app.top is table and table.sprites.areas[side].first_row == 1
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SummaryScene)
