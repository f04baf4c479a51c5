"""A record that cannot be written never stops play: damaged, locked, read-only and newer files, and a
match resumed from its save. The game goes on, says so (``MatchRecorder.message``, shown in the window
by the hand summary and the notice), and records again as soon as it can."""

from __future__ import annotations

import sqlite3

import pytest
from record_play import FakeClock, new_book, play_hands, read_only_folder

from samba.engine import preset
from samba.game.controller import MatchController
from samba.game.record import store
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup

GARBAGE = b"This is not a database. " * 200


def _controller(seed: int = 5, saves: list | None = None) -> MatchController:
    setup = MatchSetup(preset("samba", player_count=2, target_score=10000), seed, ("human", "easy"))
    return MatchController(setup, runner=BotRunner(inline=True), saver=saves.append if saves is not None else None)


def _hands(path) -> list[tuple[int, int]]:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT match_id, number FROM hands ORDER BY match_id, number").fetchall()


@pytest.fixture
def path(tmp_path):
    return tmp_path / "saves" / store.RECORD_FILE


@pytest.fixture
def book(path):
    return new_book(path, FakeClock())


def test_a_damaged_record_is_kept_aside_and_a_new_one_started(path, book):
    path.parent.mkdir()
    path.write_bytes(GARBAGE)
    controller = _controller()
    recorder = book.attach(controller)
    kept = [p for p in path.parent.iterdir() if p.name != store.RECORD_FILE]
    assert len(kept) == 1 and kept[0].read_bytes() == GARBAGE, "the damaged file is kept, byte for byte"
    assert recorder.recording and kept[0].name in recorder.message and "new record" in recorder.message
    play_hands(controller, 1)
    assert _hands(path) == [(1, 1)]
    assert recorder.message is None, "the notice is told once, then the record simply works"


def test_a_record_damaged_during_a_match_is_kept_and_the_match_recorded_afresh(path, book):
    controller = _controller()
    recorder = book.attach(controller)
    play_hands(controller, 1)
    path.write_bytes(GARBAGE)
    play_hands(controller, 1)
    assert recorder.recording and "damaged" in recorder.message
    assert _hands(path) == [(1, 1), (1, 2)], "the whole match so far is in the new record"
    assert any(p.read_bytes() == GARBAGE for p in path.parent.iterdir() if p != path)


def test_a_locked_record_is_reported_and_the_missed_hands_written_once_it_is_free(path, book):
    store.open_for_writing(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    controller = _controller()
    recorder = book.attach(controller)
    assert not recorder.recording and "another program" in recorder.message and "tries again" in recorder.message
    play_hands(controller, 1)
    assert controller.hand_over and not recorder.recording, "play went on to the end of the hand"
    holder.execute("ROLLBACK")
    holder.close()
    play_hands(controller, 1)
    assert recorder.recording and recorder.message is None
    assert _hands(path) == [(1, 1), (1, 2)]


def test_a_read_only_folder_is_reported_and_play_goes_on(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "saves" / store.RECORD_FILE
    book = new_book(path, FakeClock())
    with read_only_folder(folder):
        controller = _controller()
        recorder = book.attach(controller)
        assert not recorder.recording
        assert "cannot be written" in recorder.message and "not being recorded" in recorder.message
        play_hands(controller, 2)
        assert len(controller.state.history) == 2 and not recorder.recording
        assert not path.exists()


def test_a_read_only_record_file_is_reported_and_left_as_it_is(tmp_path):
    folder = tmp_path / "data"
    path = folder / "saves" / store.RECORD_FILE
    book = new_book(path, FakeClock())
    first = _controller(seed=1)
    book.attach(first)
    play_hands(first, 1)
    before = path.read_bytes()
    with read_only_folder(folder):
        controller = _controller(seed=2)
        recorder = book.attach(controller)
        play_hands(controller, 1)
        assert not recorder.recording and "cannot be written" in recorder.message
    assert path.read_bytes() == before


def test_a_record_from_a_newer_samba_is_not_touched_and_play_goes_on(path, book):
    store.open_for_writing(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA user_version = 9")
    before = path.read_bytes()
    controller = _controller()
    recorder = book.attach(controller)
    play_hands(controller, 1)
    assert not recorder.recording and "newer version of Samba" in recorder.message
    assert path.read_bytes() == before


def test_a_resumed_match_continues_its_own_row(path, book):
    saves: list = []
    controller = _controller(saves=saves)
    book.attach(controller)
    play_hands(controller, 2)
    controller.next_hand()
    controller.close()
    resumed = MatchController.from_save(saves[-1], runner=BotRunner(inline=True))
    recorder = book.attach(resumed, resumed=True)
    assert recorder.match_id == 1
    play_hands(resumed, 1)
    assert _hands(path) == [(1, 1), (1, 2), (1, 3)]


def test_replaying_a_save_records_nothing_twice(path, book):
    saves: list = []
    controller = _controller(saves=saves)
    book.attach(controller)
    play_hands(controller, 2)
    controller.close()
    MatchController.from_save(saves[-1], runner=BotRunner(inline=True)).close()  # no recorder attached
    assert _hands(path) == [(1, 1), (1, 2)]


def test_after_reset_a_resumed_match_records_only_its_new_hands(path, book):
    saves: list = []
    controller = _controller(saves=saves)
    book.attach(controller)
    play_hands(controller, 1)
    controller.next_hand()
    controller.close()
    assert book.reset() is None
    resumed = MatchController.from_save(saves[-1], runner=BotRunner(inline=True))
    book.attach(resumed, resumed=True)
    play_hands(resumed, 1)
    matches = book.read().matches
    assert [(m.first_hand, [h.number for h in m.hands]) for m in matches] == [(2, [2])]


def test_a_new_game_leaves_the_unfinished_one_marked_not_finished(path, book):
    first = _controller(seed=1)
    book.attach(first)
    play_hands(first, 1)
    second = _controller(seed=2)
    book.attach(second)
    statuses = [(m.seed, m.status) for m in book.read().matches]
    assert statuses == [(1, "abandoned"), (2, "playing")]


def test_an_unforeseen_error_while_recording_is_told_and_play_goes_on(path, book, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("a bug in the recorder")

    controller = _controller()
    recorder = book.attach(controller)
    monkeypatch.setattr(store, "add_hand", broken)
    play_hands(controller, 2)
    assert len(controller.state.history) == 2
    assert not recorder.recording and "a bug in the recorder" in recorder.message
    monkeypatch.undo()
    play_hands(controller, 1)
    assert recorder.recording and _hands(path) == [(1, 1), (1, 2), (1, 3)], "the missed hands are written later"
