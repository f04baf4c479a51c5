"""A gesture that began on the table always ends there: the bots never wait behind a drag that lost its release.

Playtest: a computer seat showed "thinking…" for minutes until the player left the game and continued. The
table lets the bots move only while no drag is in progress, and a release over a line of the move log that
answers a click (a refusal: "Why?") was taken by the log, so the drag it ended stayed "in progress" for ever.
"""

from __future__ import annotations

import pygame
from ui_helpers import OPENED, card_pos, controller_for, drag, meld_pos, open_table, pick_up, post, uid_of

from samba.game.story import REFUSED


def _refusal_line_pos(table) -> tuple[int, int]:
    app_rect = next(rect for rect, line in table.move_log.shown if line.kind == REFUSED)
    return app_rect.center


def test_a_card_released_over_a_refusal_line_of_the_move_log_goes_home_and_the_drag_ends(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    drag(app, card_pos(table, "KC"), meld_pos(table, 1))  # refused: the log gets a refusal line
    for _ in range(30):
        app.step()
    before = controller.state
    drag(app, card_pos(table, "9D"), _refusal_line_pos(table))
    assert table.pointer.drag is None
    assert controller.state is before
    for _ in range(30):
        app.step()
    assert uid_of(table, "9D") not in table.state.hidden, "the card is back in the hand"


def test_a_drag_in_progress_when_another_screen_opens_is_put_back_on_return(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    start = card_pos(table, "9D")
    pick_up(app, start, 40, -80)
    assert table.pointer.dragging
    app.goto("scores", controller)  # as the C key does mid-drag
    post(app, pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)  # released over the scores
    app.pop()
    app.step()
    assert app.top is table
    assert table.pointer.drag is None
    for _ in range(30):
        app.step()
    assert uid_of(table, "9D") not in table.state.hidden


def test_losing_the_window_focus_mid_drag_puts_the_cards_back(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    start = card_pos(table, "9D")
    pick_up(app, start, 40, -80)
    post(app, pygame.WINDOWFOCUSLOST)
    assert table.pointer.drag is None
