"""One damaged row in the player's record (``record.sqlite3``) hides only its own match: the Statistics screen,
the match history, a recorded match's chart, "Play this deal again" and ``samba --stats`` show the rest and say
how many matches could not be read; the file is never changed."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from test_record_screens import _figure, _record_match, _statistics
from ui_helpers import key, quick_bots, random_agents

from samba import i18n
from samba.game import saves
from samba.game.record import store, words
from samba.ui.scenes.history import HistoryScene, MatchScene
from samba.ui.table.scene import TableScene

ROOT = Path(__file__).resolve().parents[2]
DAMAGES = {
    "a match's levels that are not JSON": "UPDATE matches SET levels = 'not json' WHERE id = 2",
    "a match's start time that is not a time": "UPDATE matches SET started_at = 'yesterday' WHERE id = 2",
    "a hand's end time without its offset": "UPDATE hands SET ended_at = '2025-01-01T10:00:00' WHERE match_id = 2",
    "a side's score that is text": "UPDATE hand_sides SET score = 'lots' WHERE match_id = 2",
    "a side's total that is infinite": "UPDATE hand_sides SET total = 9e999 WHERE match_id = 2",
}


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _damage(app, sql: str) -> str:
    """Three recorded matches, the second damaged by ``sql``; returns the file's digest after the damage."""
    for seed in (1, 2, 3):
        _record_match(app, seed, hands=1)
    app.services.record.flush()
    connection = sqlite3.connect(store.record_path())
    with connection:
        assert connection.execute(sql).rowcount >= 1
    connection.close()
    return _digest(store.record_path())


@pytest.mark.parametrize("sql", DAMAGES.values(), ids=DAMAGES.keys())
def test_statistics_count_the_other_matches_and_say_one_could_not_be_read(app, sql):
    digest = _damage(app, sql)
    scene = _statistics(app)
    assert scene.reading.problem is None and [m.seed for m in scene.reading.matches] == [1, 3]
    assert _figure(scene, "Matches not finished") == "2"
    message, bad = scene.message()
    assert message.startswith("1 recorded match could not be read and is left out") and bad
    app.step()
    assert _digest(store.record_path()) == digest, "reading never changes the record"


def test_the_history_lists_the_other_matches_under_a_note_and_opens_one_with_its_chart(app):
    digest = _damage(app, DAMAGES["a side's score that is text"])
    _statistics(app)
    key(app, pygame.K_h, steps=2)
    history = app.top
    assert isinstance(history, HistoryScene)
    assert [m.seed for m in history.matches] == [3, 1]
    assert " ".join(history.note_lines).startswith("1 recorded match could not be read")
    key(app, pygame.K_RETURN, steps=2)
    opened = app.top
    assert isinstance(opened, MatchScene) and opened.match.seed == 3
    assert opened.chart.series and all(series.totals for series in opened.chart.series)
    quick_bots(app, random_agents)
    saves.clear_match()
    key(app, pygame.K_a, steps=3)
    assert isinstance(app.top, TableScene), "Play this deal again starts the deal"
    assert app.top.controller.setup.seed == 3
    app.top.controller.close()
    assert store.record_path().exists()
    connection = sqlite3.connect(store.record_path())
    assert connection.execute("SELECT score FROM hand_sides WHERE match_id = 2").fetchone()[0] == "lots", \
        "the damaged row is kept as it was"
    connection.close()
    assert digest


def test_a_record_without_damage_says_nothing_of_unreadable_matches(app):
    for seed in (1, 2):
        _record_match(app, seed, hands=1)
    scene = _statistics(app)
    assert scene.reading.unreadable == 0 and "could not be read" not in scene.message()[0]
    key(app, pygame.K_h, steps=2)
    assert isinstance(app.top, HistoryScene) and app.top.note_lines == []


@pytest.mark.parametrize("code", ["es", "pt_BR"])
def test_the_count_of_unreadable_matches_is_in_the_players_language(code):
    i18n.set_language(code)
    try:
        one, many = words.unreadable_matches(1), words.unreadable_matches(3)
    finally:
        i18n.set_language("en")
    assert "could not be read" not in one and "could not be read" not in many
    assert one != many and "3" in many


def test_samba_stats_prints_the_others_and_how_many_could_not_be_read(app, data_dir):
    digest = _damage(app, DAMAGES["a match's levels that are not JSON"])
    base = {k: v for k, v in os.environ.items() if k not in ("SAMBA_DATA", "XDG_DATA_HOME", "XDG_CONFIG_HOME")}
    done = subprocess.run([sys.executable, "-m", "samba", "--stats"], cwd=ROOT, capture_output=True, text=True,
                          timeout=180, env={**base, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                            "SAMBA_DATA": str(data_dir)})
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert "1 recorded match could not be read and is left out; nothing in the record was changed." in lines
    figures = dict(line.split(": ", 1) for line in lines if ": " in line and not line.startswith("Record"))
    assert figures["Matches not finished"] == "2"
    assert _digest(store.record_path()) == digest
