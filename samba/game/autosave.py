"""Writing the player's files without making a frame wait, and without losing a failure.

``saves.save_match`` writes atomically and fsyncs, which can take milliseconds; the table must keep
60 frames per second, so the write runs on one background thread in submission order. The match
document is built on the main thread (a consistent snapshot); only the file work moves.

A write that fails (read-only folder, full disk, a file-size limit) must never be silent: the
writer puts a lasting problem on the ``ProblemBoard`` — the window shows it over every screen — keeps
the newest unsaved value, and tries again: with the next value (the next move), and every
``retry_seconds`` while nothing new comes. The first success clears the problem. The match and the
settings use the same mechanism (``Autosaver`` and ``SettingsWriter``).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Generic, TypeVar

from . import file_words as W
from . import problems as P
from . import saves
from .files import SaveError
from .problems import ProblemBoard

log = logging.getLogger(__name__)

T = TypeVar("T")
RETRY_SECONDS = 5.0


class RetryingWriter(Generic[T]):
    """Writes the newest value with ``write``; on failure shows ``sentence`` under ``key`` and retries.

    ``background=False`` writes at once on the caller's thread (tests, and values as small as the
    settings). ``clock`` is injectable so tests can make time pass.
    """

    def __init__(self, write: Callable[[T], object], problems: ProblemBoard, key: str, sentence: str, *,
                 background: bool = True, retry_seconds: float = RETRY_SECONDS,
                 clock: Callable[[], float] = time.monotonic, thread_name: str = "samba-save") -> None:
        self._write_value = write
        self.problems = problems
        self.key = key
        self.sentence = sentence
        self.retry_seconds = retry_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._unsaved: T | None = None
        """The newest value that failed to be written (None: everything submitted is on disk or queued)."""
        self._failed_at = 0.0
        self._serial = 0
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=thread_name) if background else None
        self._last: Future[None] | None = None

    # -- the writer's state -----------------------------------------------------------------------------
    @property
    def problem(self) -> str | None:
        """The sentence the window shows while writes fail; None once a write succeeded."""
        shown = self.problems.get(self.key)
        return shown.sentence if shown is not None else None

    @property
    def unsaved(self) -> bool:
        """True while the newest value has not reached the disk because writing failed."""
        return self.unsaved_value() is not None

    def unsaved_value(self) -> T | None:
        """The newest value that could not be written yet (None: nothing is waiting)."""
        with self._lock:
            return self._unsaved

    # -- writing --------------------------------------------------------------------------------------
    def __call__(self, value: T) -> None:
        """Write ``value`` (it supersedes anything not yet written)."""
        with self._lock:
            self._serial += 1
            serial = self._serial
        self._submit(value, serial)

    def _submit(self, value: T, serial: int) -> None:
        if self._pool is None:
            self._write(value, serial)
            return
        self._last = self._pool.submit(self._write, value, serial)

    def _write(self, value: T, serial: int) -> None:
        try:
            self._write_value(value)
        except (OSError, ValueError) as exc:
            reason = exc.reason if isinstance(exc, SaveError) else W.os_reason(exc) if isinstance(exc, OSError) \
                else W.detail(exc)
            with self._lock:
                if serial < self._serial and self._unsaved is None:
                    return  # a newer value is already queued: its outcome is the one that counts
                self._unsaved = value
                self._failed_at = self._clock()
            self.problems.report(self.key, W.say(self.sentence, reason=reason), lasting=True)
            return
        with self._lock:
            if serial == self._serial:
                self._unsaved = None
        if serial == self._serial:
            self.problems.clear(self.key)

    def tick(self) -> None:
        """Once a frame: write the unsaved value again when ``retry_seconds`` have passed since it failed."""
        with self._lock:
            value = self._unsaved
            due = value is not None and self._clock() - self._failed_at >= self.retry_seconds
            if not due or (self._last is not None and not self._last.done()):
                return
            self._failed_at = self._clock()
            serial = self._serial
        self._submit(value, serial)  # type: ignore[arg-type]

    def retry_now(self) -> None:
        """Try the unsaved value once more at once (before quitting), and wait for the outcome."""
        with self._lock:
            value, serial = self._unsaved, self._serial
        if value is not None:
            self._submit(value, serial)
        self.flush()

    def flush(self) -> None:
        """Wait until every queued write has finished (before quitting or loading)."""
        last = self._last
        if last is not None:
            last.result()

    def close(self) -> None:
        """Try any unsaved value one last time, then stop the thread."""
        self.retry_now()
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None


class Autosaver(RetryingWriter[saves.SavedMatch]):
    """Saves the match after every move (``saves.store_match``: written, or forgotten once it is over)."""

    def __init__(self, path: Path | None = None, background: bool = True, problems: ProblemBoard | None = None,
                 **options) -> None:
        self.path = path
        super().__init__(lambda match: saves.store_match(match, self.path), problems or ProblemBoard(),
                         P.MATCH_SAVE, W.MATCH_NOT_SAVED, background=background, **options)

    def forget(self) -> bool:
        """Drop the saved match (a new game replaces it): waits for queued saves, then removes the file."""
        self.flush()
        with self._lock:
            self._serial += 1
            self._unsaved = None
        self.problems.clear(self.key)
        return saves.clear_match(self.path)
