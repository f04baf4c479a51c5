"""Holding back what C libraries print on stderr while SDL starts, so the player's sentence comes first.

SDL and ALSA write straight to file descriptor 2 while they probe for a screen and a sound card.
When no window can open, those lines would bury the one sentence that says what to do. ``HeldStderr``
sends descriptor 2 to a temporary file for the duration of a ``with`` block and afterwards writes what
was held back to the real stderr — after ``after()``'s text when one was given. Nothing is lost.
"""

from __future__ import annotations

import os
import sys
import tempfile
from types import TracebackType
from typing import IO


class HeldStderr:
    def __init__(self) -> None:
        self._first: list[str] = []
        self._saved: int | None = None
        self._held: IO[bytes] | None = None

    def after(self, sentence: str) -> None:
        """Print ``sentence`` before the held-back output when the block ends."""
        self._first.append(sentence)

    def __enter__(self) -> HeldStderr:
        try:
            sys.stderr.flush()
            self._held = tempfile.TemporaryFile()
            self._saved = os.dup(2)
            os.dup2(self._held.fileno(), 2)
        except (OSError, ValueError, AttributeError):  # no real descriptor 2 (a GUI launch on Windows): hold nothing
            self._saved = None
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        held = b""
        if self._saved is not None and self._held is not None:
            os.dup2(self._saved, 2)
            os.close(self._saved)
            self._held.seek(0)
            held = self._held.read()
            self._held.close()
        for sentence in self._first:
            print(sentence, file=sys.stderr, flush=True)
        if held:
            try:
                sys.stderr.buffer.write(held)
            except (AttributeError, ValueError):
                sys.stderr.write(held.decode("utf-8", "replace"))
            sys.stderr.flush()
