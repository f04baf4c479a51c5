"""The problems the player must be told about, in one place the window draws from.

Why one board: a save that fails on a worker thread, a settings file that was unreadable at start,
a saved game set aside by the title screen — each is found in a different place, but the player must
see all of them the same way, over whatever screen is open, until they are solved (a lasting
problem, e.g. a disk that stays full) or read (a notice the player closes). The game layer reports
here; the UI's banner only draws what is here. Thread-safe, because autosaves finish on a worker.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from .file_words import bounded

log = logging.getLogger(__name__)

MATCH_SAVE = "match_save"
"""Lasting: the saved match cannot be written."""
SETTINGS_SAVE = "settings_save"
"""Lasting: the settings cannot be written."""
PROGRESS_SAVE = "progress_save"
"""Notice: the tutorial progress could not be written."""
SAVE_READ = "save_read"
"""Notice: the saved match could not be used (and was set aside)."""
SAVE_REPAIRED = "save_repaired"
"""Notice: the saved match resumed from its moves, but its damaged journal lost part of the move log."""
PROGRESS_READ = "progress_read"
"""Notice: the tutorial progress file could not be used (and was set aside)."""
SETTINGS_READ = "settings_read"
"""Notice: the settings file could not be used (in whole or in part)."""
RECORD = "record"
"""The player's record (statistics) cannot be written: lasting while the match is not recorded."""


@dataclass(frozen=True, slots=True)
class Problem:
    key: str
    sentence: str
    lasting: bool
    """True: stays until the game clears it (the cause went away); False: until the player closes it."""


class ProblemBoard:
    """The current problems, oldest first; one per key (a new report of a key replaces the old one)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._problems: dict[str, Problem] = {}
        self._version = 0

    def report(self, key: str, sentence: str, *, lasting: bool = False) -> None:
        """Show ``sentence`` (bounded) under ``key``; logged (info) once per new sentence."""
        problem = Problem(key, bounded(sentence), lasting)
        with self._lock:
            if self._problems.get(key) == problem:
                return
            self._problems.pop(key, None)
            self._problems[key] = problem
            self._version += 1
        log.info("%s", problem.sentence)

    def clear(self, key: str) -> None:
        """The cause is gone (a save succeeded): stop showing ``key``."""
        with self._lock:
            if self._problems.pop(key, None) is not None:
                self._version += 1

    def dismiss(self, key: str) -> None:
        """The player closed a notice; a lasting problem cannot be closed, only solved."""
        with self._lock:
            problem = self._problems.get(key)
            if problem is not None and not problem.lasting:
                del self._problems[key]
                self._version += 1

    def get(self, key: str) -> Problem | None:
        with self._lock:
            return self._problems.get(key)

    def current(self) -> tuple[Problem, ...]:
        with self._lock:
            return tuple(self._problems.values())

    @property
    def version(self) -> int:
        """Changes whenever the set of problems does (the banner re-lays itself out only then)."""
        with self._lock:
            return self._version
