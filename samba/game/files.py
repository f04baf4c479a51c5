"""The player's JSON files (saved match, settings, tutorial progress): read defensively, written atomically.

Why this shape: the game autosaves after every action, so a crash, a power cut or a full disk must
never leave a half-written file in place of the last good one (temp file in the same folder, fsync,
``os.replace``). Reading trusts nothing: only a regular file of sane size is read (a FIFO would
block forever), a UTF-8 byte-order mark is accepted (some editors add one), and numbers JSON allows
but no Samba file holds — ``Infinity``, a 4,300-digit integer — are refused while parsing, before
any code can trip over them. A file that cannot be used is moved aside (never deleted, so a bug
report can include it). JSON only, never pickle: a file must not be able to run code.
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
import stat
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from samba import resources
from samba.i18n import _, number

from . import file_words as W

log = logging.getLogger(__name__)

MAX_DIGITS = 18
"""Longest whole number a Samba file may hold: every real count, score and deal number is far shorter."""
MAX_FLOAT = 1e15
STALE_TEMP_SECONDS = 600.0
"""A temp file this old was left by a write that was killed (a write takes milliseconds)."""
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}|\\u[dD][c-fC-F][0-9a-fA-F]{2}")


class FileProblem(Exception):
    """A file exists but cannot be used; ``str()`` is the reason in a player's words (bounded)."""


class SaveError(OSError):
    """A file could not be written (disk full, read-only, no permission...); the previous file is intact.

    ``reason`` says why in a player's words; ``errno`` is the system's code when there is one.
    """

    def __init__(self, reason: str, code: int | None = None) -> None:
        super().__init__(code, reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


# ---------------------------------------------------------------- reading


def read_json(path: Path, limit: int = resources.USER_FILE_LIMIT) -> Any:
    """The JSON value in ``path``; ``FileProblem`` (with the reason in words) for anything unusable.

    ``FileNotFoundError`` passes through unchanged: a missing file is not a problem, just no file
    (but a link to a missing file is: something is there, and it cannot be read).
    """
    try:
        raw = resources.read_user_file(path, limit)
    except FileNotFoundError:
        if path.is_symlink():
            raise FileProblem(_(W.DANGLING_LINK)) from None
        raise
    except resources.UserFileError as exc:  # a FIFO, a folder, a huge file: the reason is about the file itself
        raise FileProblem(W.os_reason(exc, path)) from None
    except OSError as exc:
        raise FileProblem(_(W.UNOPENABLE).format(reason=W.os_reason(exc, path, reading=True))) from None
    return parse_json(raw)


def parse_json(raw: bytes) -> Any:
    """Decode and parse a Samba file's bytes, refusing what no Samba file holds (see the module docstring)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem(_(W.NOT_TEXT)) from None
    if _SURROGATE_ESCAPE.search(text):
        raise FileProblem(_(W.BAD_UNICODE))
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except FileProblem:
        raise
    except RecursionError:
        raise FileProblem(_(W.TOO_DEEP)) from None
    except ValueError:  # JSONDecodeError, and the int-string limit should it ever be reached
        raise FileProblem(_(W.DAMAGED)) from None


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise FileProblem(_(W.HUGE_NUMBER).format(digits=number(digits)))
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > MAX_FLOAT:
        raise FileProblem(_(W.NOT_FINITE).format(value=W.quote(text, 40)) if not math.isfinite(value)
                          else _(W.HUGE_NUMBER).format(digits=number(len(text))))
    return value


def _parse_constant(name: str) -> Any:
    raise FileProblem(_(W.NOT_FINITE).format(value=name))


# ---------------------------------------------------------------- writing


def write_json_atomic(path: Path, document: Any) -> None:
    """Write ``document`` as JSON to ``path`` so that ``path`` is always either the old or the new file.

    The bytes are made before any file is touched (so unwritable data changes nothing), written to a
    temporary file beside ``path``, flushed to disk, then swapped in with ``os.replace``; old temp files
    that a killed write left behind are then removed. Raises ``ValueError`` for data JSON cannot hold
    and ``SaveError`` (a reason in words) when the disk refuses.
    """
    try:
        text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True, allow_nan=False)
        data = (text + "\n").encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise ValueError(_(W.NOT_JSON_WRITABLE).format(detail=W.detail(exc))) from exc
    try:
        resources.make_folder(path.parent)
    except OSError as exc:
        raise SaveError(W.os_reason(exc, path), exc.errno) from exc
    temp: Path | None = None
    try:
        handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - closed below; kept for os.replace
            mode="wb", dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp", delete=False)
        temp = Path(handle.name)
        with handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except OSError as exc:
        if temp is not None:
            _unlink_quietly(temp)
        raise SaveError(W.os_reason(exc, path), exc.errno) from exc
    _fsync_folder(path.parent)
    remove_stale_temp_files(path)


def _unlink_quietly(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError:
        log.warning("could not remove the temporary file %s", W.quote(str(path)))


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open folders, where this is a no-op."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(path: Path, older_than: float = STALE_TEMP_SECONDS, now: float | None = None) -> int:
    """Delete ``.<stem>.*.tmp`` files beside ``path`` that a killed write left behind; returns how many.

    Only regular files (never a link or a folder of that name) older than ``older_than`` seconds go:
    a younger one may belong to a write in progress in another copy of the game.
    """
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(path.parent.glob(f".{glob_escape(path.stem)}.*.tmp"))
    except OSError:
        return 0
    for candidate in candidates:
        try:
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def glob_escape(text: str) -> str:
    """``text`` with glob wildcards made literal."""
    return re.sub(r"([*?\[])", r"[\1]", text)


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to ``<stem>.corrupt-<UTC time>[-n]<suffix>`` beside it; None if that fails too.

    Never deletes and never follows a link: a symbolic link is moved as a link, its target untouched.
    """
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    for attempt in range(1, 1000):
        extra = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{path.stem}.corrupt-{stamp}{extra}{path.suffix}")
        if resources.exists(target):
            continue
        try:
            os.rename(path, target) if os.name != "nt" else os.replace(path, target)
        except OSError:
            return None
        return target
    return None
