"""The record file: versions and migrations (with a fixture written by the version-1 code), reading
that never writes, and files that are not a Samba record."""

from __future__ import annotations

import json
import shutil
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from samba.game.record import Filters, compute, store
from samba.game.record import schema as S
from samba.game.record.recorder import RecordBook

FIXTURES = Path(__file__).parent / "fixtures"
V1 = FIXTURES / "record_v1.sqlite3"
EXPECTED = json.loads((FIXTURES / "record_v1.json").read_text())


def _numbers(figures) -> dict:
    return {"played": figures.matches.played, "won": figures.matches.won, "lost": figures.matches.lost,
            "unfinished": figures.unfinished, "hands": figures.hands, "total_score": figures.total_score,
            "total_margin": figures.total_margin, "best": figures.best_hand.score, "canastas": figures.canastas,
            "sambas": figures.sambas, "red_threes": figures.red_threes, "went_out": figures.went_out,
            "seconds": figures.seconds, "best_streak": figures.best_streak}


@pytest.fixture
def v1_copy(tmp_path) -> Path:
    target = tmp_path / "saves" / store.RECORD_FILE
    target.parent.mkdir()
    shutil.copyfile(V1, target)
    return target


def _version(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return S.version_of(connection)


def _v2_step(connection: sqlite3.Connection) -> None:
    """What a real next version might do: a new column with a default (the kind of small step v2 is)."""
    connection.execute("ALTER TABLE matches ADD COLUMN note TEXT NOT NULL DEFAULT ''")


# ---------------------------------------------------------------- versions


def test_the_fixture_was_written_by_version_1():
    assert EXPECTED["made_with_version"] == 1 and _version(V1) == 1


def test_a_version_1_record_gives_the_figures_it_was_written_with(v1_copy):
    reading = RecordBook(lambda: v1_copy).read()
    assert reading.problem is None
    now = datetime.fromisoformat(EXPECTED["now"])
    assert len(reading.matches) == EXPECTED["matches"]
    assert sum(len(m.hands) for m in reading.matches) == EXPECTED["hands"]
    assert _numbers(compute(reading.matches, Filters(), now)) == EXPECTED["games"]
    assert _numbers(compute(reading.matches, Filters(games="practice"), now)) == EXPECTED["practice"]


def test_an_empty_file_is_given_the_current_tables(tmp_path):
    path = tmp_path / "record.sqlite3"
    path.touch()
    store.open_for_writing(path).close()
    assert _version(path) == S.VERSION
    with sqlite3.connect(path) as connection:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"matches", "hands", "hand_sides"} <= tables
        assert connection.execute("PRAGMA application_id").fetchone()[0] == S.APPLICATION_ID


def test_a_next_version_is_one_small_step_over_a_version_1_record(v1_copy):
    connection = sqlite3.connect(v1_copy, isolation_level=None)
    before = connection.execute("SELECT count(*) FROM matches").fetchone()[0]
    found = S.migrate(connection, {**S.MIGRATIONS, S.VERSION + 1: _v2_step}, target=S.VERSION + 1)
    assert found == 1 and S.version_of(connection) == S.VERSION + 1
    assert connection.execute("SELECT count(*), min(note) FROM matches").fetchone() == (before, "")
    assert connection.execute("SELECT max(unscored_seconds) FROM matches").fetchone() == (0,), \
        "version 2: a version-1 match has no unscored time"
    # The rows still read as they did: the figures are unchanged by the step.
    matches = store.load_matches(connection)
    now = datetime.fromisoformat(EXPECTED["now"])
    assert _numbers(compute(matches, Filters(), now)) == EXPECTED["games"]
    connection.close()


def test_a_failing_migration_leaves_the_record_as_it_was(v1_copy):
    original = v1_copy.read_bytes()

    def breaks_half_way(connection: sqlite3.Connection) -> None:
        _v2_step(connection)
        raise sqlite3.OperationalError("disk I/O error")

    connection = sqlite3.connect(v1_copy, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        S.migrate(connection, {**S.MIGRATIONS, 2: breaks_half_way}, target=2)
    assert S.version_of(connection) == 1
    assert "note" not in {row[1] for row in connection.execute("PRAGMA table_info(matches)")}
    connection.close()
    assert v1_copy.read_bytes() == original


def test_a_gap_in_the_migrations_is_refused(v1_copy):
    connection = sqlite3.connect(v1_copy, isolation_level=None)
    with pytest.raises(S.MissingStep):
        S.migrate(connection, S.MIGRATIONS, target=3)
    assert S.version_of(connection) == 1
    connection.close()


def test_a_record_from_a_newer_samba_is_read_by_nobody_and_never_changed(v1_copy):
    with sqlite3.connect(v1_copy) as connection:
        connection.execute("PRAGMA user_version = 7")
    original = v1_copy.read_bytes()
    with pytest.raises(store.RecordProblem) as caught:
        store.open_for_writing(v1_copy)
    assert caught.value.kind == store.NEWER
    reading = RecordBook(lambda: v1_copy).read()
    assert reading.matches == () and "newer version of Samba" in reading.problem
    assert v1_copy.read_bytes() == original


# ---------------------------------------------------------------- reading


def test_reading_an_older_record_migrates_a_copy_in_memory_and_leaves_the_file_alone(v1_copy, monkeypatch):
    """Shown with a pretend next version: the version-1 file is read (and upgraded in memory) untouched."""
    upgraded = []

    def step(connection: sqlite3.Connection) -> None:
        _v2_step(connection)
        upgraded.append(S.version_of(connection))

    monkeypatch.setattr(S, "MIGRATIONS", {**S.MIGRATIONS, S.VERSION + 1: step})
    monkeypatch.setattr(S, "VERSION", S.VERSION + 1)
    original = v1_copy.read_bytes()
    reading = RecordBook(lambda: v1_copy).read()
    assert upgraded == [1], "the copy was brought up from version 1"
    assert reading.problem is None and len(reading.matches) == EXPECTED["matches"]
    assert v1_copy.read_bytes() == original and _version(v1_copy) == 1


def test_reading_when_there_is_no_record_creates_nothing(tmp_path):
    path = tmp_path / "saves" / store.RECORD_FILE
    reading = RecordBook(lambda: path).read()
    assert reading.matches == () and reading.problem is None
    assert not path.exists() and not path.parent.exists()


def test_a_sqlite_file_that_is_not_a_samba_record_is_refused(tmp_path):
    path = tmp_path / "record.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    with pytest.raises(store.RecordProblem) as caught:
        store.open_for_writing(path)
    assert caught.value.kind == store.DAMAGED
    assert "could not be read: the file is damaged" in RecordBook(lambda: path).read().problem


def test_a_row_that_does_not_parse_leaves_out_its_own_match_only_and_is_counted(v1_copy):
    every = [m.id for m in RecordBook(lambda: v1_copy).read().matches]
    assert 1 in every and len(every) > 1
    with sqlite3.connect(v1_copy) as connection:
        connection.execute("UPDATE matches SET setup = 'not json' WHERE id = 1")
    reading = RecordBook(lambda: v1_copy).read()
    assert reading.problem is None and reading.unreadable == 1
    assert [m.id for m in reading.matches] == [i for i in every if i != 1]


def test_reset_erases_every_match_and_keeps_the_file_and_its_version(v1_copy):
    book = RecordBook(lambda: v1_copy)
    assert book.read().matches
    assert book.reset() is None
    assert book.read().matches == () and _version(v1_copy) == S.VERSION


def test_problems_are_named_from_sqlite_and_system_errors():
    def sqlite_error(name: str, message: str) -> sqlite3.Error:
        error = sqlite3.OperationalError(message)
        error.sqlite_errorname = name
        return error

    cases = {
        store.LOCKED: sqlite_error("SQLITE_BUSY", "database is locked"),
        store.READ_ONLY: sqlite_error("SQLITE_READONLY", "attempt to write a readonly database"),
        store.DAMAGED: sqlite3.DatabaseError("file is not a database"),
        store.FULL: sqlite_error("SQLITE_FULL", "database or disk is full"),
        store.UNAVAILABLE: sqlite_error("SQLITE_CANTOPEN", "unable to open database file"),
    }
    for kind, error in cases.items():
        assert store.problem_from(error).kind == kind, kind
    assert store.problem_from(PermissionError(13, "Permission denied")).kind == store.READ_ONLY
    assert store.problem_from(OSError(28, "No space left on device")).kind == store.FULL
