"""The problem board and the retrying writers: failures are shown, kept, retried, and cleared by success."""

from __future__ import annotations

import errno
import threading

import pytest

from samba.game import file_words as W
from samba.game import problems as P
from samba.game.autosave import RetryingWriter
from samba.game.files import SaveError
from samba.game.problems import ProblemBoard


class FlakyDisk:
    """A write function that fails with ``code`` until ``healthy`` is set; remembers what it wrote."""

    def __init__(self, code: int = errno.ENOSPC) -> None:
        self.code = code
        self.healthy = False
        self.written: list[int] = []
        self.lock = threading.Lock()

    def __call__(self, value: int) -> None:
        if not self.healthy:
            raise SaveError(W.os_reason(OSError(self.code, "")), self.code)
        with self.lock:
            self.written.append(value)


def _writer(disk: FlakyDisk, clock: list[float], background: bool = False) -> tuple[RetryingWriter, ProblemBoard]:
    board = ProblemBoard()
    writer = RetryingWriter(disk, board, P.MATCH_SAVE, W.MATCH_NOT_SAVED, background=background,
                            clock=lambda: clock[0], retry_seconds=5)
    return writer, board


def test_a_failed_write_is_a_lasting_problem_in_words():
    writer, board = _writer(FlakyDisk(), [0.0])
    writer(1)
    (problem,) = board.current()
    assert problem.lasting and problem.key == P.MATCH_SAVE
    assert problem.sentence.startswith("Your game cannot be saved: the disk is full.")
    assert writer.unsaved_value() == 1


def test_the_next_value_retries_and_success_clears_the_problem():
    disk = FlakyDisk()
    writer, board = _writer(disk, [0.0])
    writer(1)
    disk.healthy = True
    writer(2)
    assert board.current() == () and disk.written == [2] and not writer.unsaved


def test_without_new_values_the_writer_retries_after_the_interval():
    disk, clock = FlakyDisk(), [0.0]
    writer, board = _writer(disk, clock)
    writer(1)
    disk.healthy = True
    writer.tick()
    assert disk.written == [] and board.current(), "not before the interval"
    clock[0] = 6
    writer.tick()
    assert disk.written == [1] and board.current() == ()


def test_closing_tries_the_unsaved_value_one_last_time():
    disk = FlakyDisk()
    writer, _ = _writer(disk, [0.0], background=True)
    writer(7)
    writer.flush()
    disk.healthy = True
    writer.close()
    assert disk.written == [7]


def test_background_writes_keep_their_order_and_the_newest_counts():
    disk = FlakyDisk()
    disk.healthy = True
    writer, board = _writer(disk, [0.0], background=True)
    for value in range(50):
        writer(value)
    writer.close()
    assert disk.written == list(range(50)) and board.current() == ()


def test_notices_can_be_dismissed_but_lasting_problems_cannot():
    board = ProblemBoard()
    board.report(P.SAVE_READ, "Your saved game could not be used: x.")
    board.report(P.MATCH_SAVE, "Your game cannot be saved: y.", lasting=True)
    version = board.version
    board.dismiss(P.MATCH_SAVE)
    board.dismiss(P.SAVE_READ)
    assert [p.key for p in board.current()] == [P.MATCH_SAVE] and board.version == version + 1


def test_reported_sentences_are_bounded():
    board = ProblemBoard()
    board.report(P.SAVE_READ, "x" * 1_000_000)
    assert len(board.get(P.SAVE_READ).sentence) <= W.MESSAGE_LIMIT


@pytest.mark.parametrize(("value", "most"), [("v" * 900_000, 260), (10**5000, 260), (list(range(10**5)), 260),
                                            ("line\nbreak\x1b[2J", 40)], ids=["long text", "huge int", "long list",
                                                                              "control characters"])
def test_quoted_values_are_short_and_cannot_start_a_new_line(value, most):
    quoted = W.quote(value)
    assert len(quoted) <= most and "\n" not in quoted and "\x1b" not in quoted


@pytest.mark.parametrize(("code", "words"), [
    (errno.EROFS, "is on a read-only disk"), (errno.EACCES, "not allowed to write in"), (errno.ENOSPC, "disk is full"),
    (errno.EFBIG, "larger than this system allows"), (errno.ENOTDIR, "is a file where a folder should be"),
    (errno.EIO, "the disk reported an error"),
])
def test_system_errors_are_told_in_a_players_words(tmp_path, code, words):
    assert words in W.os_reason(OSError(code, "x", str(tmp_path / "saves" / "match.json")))
