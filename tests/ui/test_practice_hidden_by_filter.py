"""Practice games are left out of Statistics and Match history under the default filter, and the screens say
so: how many, and how to show them (a newcomer's practice game seemed lost)."""

from __future__ import annotations

import pygame
from test_record_screens import _record_match, _statistics
from ui_helpers import key

from samba.game.practice import Practice
from samba.ui.scenes.history import HistoryScene

NOTE = "1 practice game is not shown here: choose Games → Practice only to see it."


def _one_game_and_one_practice(app):
    _record_match(app, 1, hands=1)
    _record_match(app, 2, hands=1, practice=Practice(open_hands=True))



def test_statistics_say_how_many_practice_games_the_filter_leaves_out(app):
    _one_game_and_one_practice(app)
    scene = _statistics(app)
    assert scene.filters.games == "games" and len(scene.chosen) == 1
    assert scene.hidden == NOTE
    app.step()


def test_match_history_says_how_many_practice_games_the_filter_leaves_out_and_practice_only_lists_them(app):
    _one_game_and_one_practice(app)
    _statistics(app)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HistoryScene)
    assert len(history.rows) == 1 and history.hidden == NOTE
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # the third filter: Games
    for _ in range(3):  # Games and replays → New deals only → Replays only → Practice only
        key(app, pygame.K_RIGHT)
    assert history.filters.games == "practice"
    assert len(history.rows) == 1 and history.rows[0].kind and history.hidden == ""
