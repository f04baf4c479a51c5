"""Autosave after every action without making a frame wait for the disk.

``saves.save_match`` writes atomically and fsyncs, which can take milliseconds; the table must keep
60 frames per second, so the write runs on one background thread in submission order. The match
document is built on the main thread (a consistent snapshot); only the file work moves.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from . import saves

log = logging.getLogger(__name__)


class Autosaver:
    """Queues match saves; ``problem`` holds the last failure as a sentence for the player."""

    def __init__(self, path: Path | None = None, background: bool = True) -> None:
        self.path = path
        self.problem: str | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="samba-save") if background else None
        self._last: Future[Any] | None = None

    def __call__(self, data: dict[str, Any]) -> None:
        if self._pool is None:
            self._write(data)
            return
        self._last = self._pool.submit(self._write, data)

    def _write(self, data: dict[str, Any]) -> None:
        try:
            saves.save_match(data, self.path)
            self.problem = None
        except (OSError, ValueError) as exc:
            log.error("autosave failed: %s", exc)
            self.problem = f"The game could not be saved: {exc}"

    def flush(self) -> None:
        """Wait until every queued save is on disk (before quitting or loading)."""
        if self._last is not None:
            self._last.result()

    def close(self) -> None:
        self.flush()
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None
