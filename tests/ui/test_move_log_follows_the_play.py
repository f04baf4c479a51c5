"""The move log returns to the latest lines when the player's turn begins and when the player acts (playtest p8:
after one PgUp it stayed on "What happened (earlier)" through the player's next turn, so the player's own draw
and a refusal line were out of sight)."""

from __future__ import annotations

import pygame
from ui_helpers import TURN, controller_for, key, open_table, wait_for_the_player

WEST_TO_PLAY = dict(TURN, turn=1)


def _long_story(table) -> None:
    """Lines enough to overflow the panel, as after a few hands."""
    for n in range(40):
        table.messages.say(f"Earlier move {n}.")


def _latest_in_sight(table) -> bool:
    visible = table.move_log.visible_lines()
    return bool(visible) and visible[-1][1] is table.messages.log[-1]


def test_the_log_scrolled_back_returns_to_the_latest_when_the_players_turn_begins(app):
    table = open_table(app, controller_for(app, WEST_TO_PLAY))
    _long_story(table)
    key(app, pygame.K_PAGEUP)
    assert table.move_log.scroll > 0 and not _latest_in_sight(table)
    wait_for_the_player(app, table)
    app.step()
    assert table.move_log.scroll == 0, "the player's turn began: the log shows the latest lines"
    assert _latest_in_sight(table)


def test_the_log_scrolled_back_returns_to_the_latest_when_the_player_draws(app):
    table = open_table(app, controller_for(app, TURN))
    _long_story(table)
    key(app, pygame.K_PAGEUP)
    assert table.move_log.scroll > 0
    key(app, pygame.K_s)  # Draw
    assert table.move_log.scroll == 0
    assert _latest_in_sight(table) and table.messages.log[-1].text.startswith("You draw")


def test_the_log_scrolled_back_shows_a_refusal_of_the_players_move(app):
    table = open_table(app, controller_for(app, TURN))
    _long_story(table)
    key(app, pygame.K_PAGEUP)
    lines = len(table.messages.log)
    key(app, pygame.K_d)  # Discard before drawing, with nothing picked: refused
    assert len(table.messages.log) == lines + 1, "the refusal is kept in the log"
    assert table.move_log.scroll == 0 and _latest_in_sight(table)


def test_reading_back_on_ones_own_turn_stays_where_the_player_scrolled(app):
    table = open_table(app, controller_for(app, TURN))
    _long_story(table)
    key(app, pygame.K_PAGEUP)
    scrolled = table.move_log.scroll
    for _ in range(30):
        app.step()
    assert table.move_log.scroll == scrolled, "nothing happened: the log stays where the player put it"
