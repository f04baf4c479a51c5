"""The New game screen and Match history in Spanish and Brazilian Portuguese at 1024x640: every label and
value whole — never "Samba, Hoyle (160 a partir de …", "Práctica: manos a la vi…" or "En juego · Prác…"
(a newcomer's playtest). Each picker is stepped through every value with real key events, and every
``Text.fit`` that had to shorten something while a frame was drawn is a failure.
"""

from __future__ import annotations

import pygame
import pytest
from test_record_screens import _record_match, _statistics
from test_translated_screens_fit import SMALL, Watched
from ui_helpers import key

from samba import i18n
from samba.game.practice import Practice
from samba.ui.scenes.history import HistoryScene
from samba.ui.scenes.new_game import NewGameScene


@pytest.fixture(params=["es", "pt_BR"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _assert_whole(app, watched: Watched) -> None:
    """Nothing was shortened to fit, and every word lies inside the window (a button's own "House rules…"
    is its label, not a cut)."""
    assert not watched.cut, f"text cut to fit: {watched.cut}"
    window = app.screen.get_rect()
    for words, rect in watched.blits:
        assert window.contains(rect), f"{words!r} runs out of the window ({rect})"


@pytest.mark.parametrize("players", (2, 4, 6))
def test_every_value_of_the_translated_new_game_screen_is_whole(app, language, players, monkeypatch):
    app.resize(SMALL)
    scene = app.goto("new_game")
    assert isinstance(scene, NewGameScene)
    while scene.players != players:
        scene.focus = 0
        key(app, pygame.K_RIGHT)
    watched = Watched(app, monkeypatch)
    seen = set()
    for index in range(len(scene.pickers)):
        scene.focus = index
        for _step in range(len(scene.pickers[index].options)):
            key(app, pygame.K_RIGHT)
            app.draw()
            seen.add(scene.pickers[index].titles(scene.pickers[index].value))
    assert any("Hoyle" in title for title in seen), "the rules row showed every preset"
    _assert_whole(app, watched)


def test_an_unfinished_practice_game_reads_whole_in_the_translated_history(app, language, monkeypatch):
    _record_match(app, 4, "samba_hoyle", 6, hands=1, practice=Practice(open_hands=True))
    _record_match(app, 5, "brazilian", 4, hands=1)
    app.resize(SMALL)
    _statistics(app)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HistoryScene)
    games = next(i for i, picker in enumerate(history.pickers) if "practice" in picker.options)
    while history.focus != games:
        key(app, pygame.K_TAB)
    while history.pickers[games].value != "practice":
        key(app, pygame.K_RIGHT)
    watched = Watched(app, monkeypatch)
    app.draw()
    _assert_whole(app, watched)
    drawn = [words for words, _rect in watched.blits]
    (row,) = history.rows
    assert f"{row.result} · {i18n._('Practice')}" in drawn, "the result says whole that it was practice"
