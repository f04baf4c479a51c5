"""Crafted rows in the player's record (``record.sqlite3``) as an outside checker would write them: the
match history opens, draws and offers "Play this deal again" whatever the numbers say, or says why not."""

from __future__ import annotations

import sqlite3

import pygame
from test_record_screens import _record_match, _statistics
from ui_helpers import key, quick_bots, random_agents

from samba.game import saves
from samba.game.record import store
from samba.ui.scenes.history import HistoryScene, MatchScene
from samba.ui.table.scene import TableScene


def _damage(app, sql: str, *values: object) -> None:
    app.services.record.flush()  # the record book writes on its own thread: the match must be in before it is damaged
    connection = sqlite3.connect(store.record_path())
    with connection:
        connection.execute(sql, values)
    connection.close()


def _open_the_match(app) -> MatchScene:
    _statistics(app)
    key(app, pygame.K_h, steps=2)
    assert isinstance(app.top, HistoryScene) and app.top.rows
    key(app, pygame.K_RETURN, steps=2)
    opened = app.top
    assert isinstance(opened, MatchScene)
    return opened


def test_a_total_of_2_to_the_62_opens_and_draws_the_match_with_its_chart(app):
    _record_match(app, 1, hands=1)
    _damage(app, "UPDATE hand_sides SET total = ?", 2**62)
    opened = _open_the_match(app)
    assert max(max(series.totals) for series in opened.chart.series) == 2**62
    app.step()
    quick_bots(app, random_agents)
    saves.clear_match()
    key(app, pygame.K_a, steps=3)
    assert isinstance(app.top, TableScene)
    app.top.controller.close()


def test_a_stored_setup_of_99_players_says_why_the_deal_cannot_be_played_again(app):
    _record_match(app, 1, hands=1)
    _damage(app, "UPDATE matches SET setup = json_set(setup, '$.rules.player_count', 99)")
    opened = _open_the_match(app)
    saves.clear_match()
    key(app, pygame.K_a, steps=3)
    assert app.top is opened
    assert opened.message.startswith("This deal cannot be played again: ")
