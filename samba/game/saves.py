"""The saved match: one JSON file in the player's data folder, written atomically, read defensively.

Why this shape: the game autosaves after every action, so a crash, a power cut or a full disk must
never leave a half-written file in place of the last good one (temp file in the same folder, fsync,
``os.replace``). Reading trusts nothing: a file that cannot be read is moved aside (never deleted,
so a bug report can include it), the player is told in plain words, and a new game can start.
Old saves are upgraded by a chain of small migrations, one per schema step, so each one stays
simple and testable. JSON only, never pickle: a save must not be able to run code.

``write_json_atomic`` and ``move_aside`` are public because ``settings.py`` uses the same discipline.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any

import samba
from samba import resources

SAVE_FORMAT = "samba-save"
SCHEMA = 1
"""The schema this version writes. Bump it together with a new entry in ``MIGRATIONS``."""
MATCH_FILE = "match.json"

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: Mapping[int, Migration] = MappingProxyType({})
"""Schema N -> a function turning a schema-N envelope into a schema-(N+1) envelope.

Empty while schema 1 is the only one; the first change adds ``{1: _schema_1_to_2}``. Each function
receives the whole envelope (so it may also move envelope fields) and returns a new dict; the loader
sets ``schema`` itself. Read-only so no code can register migrations at run time.
"""


class SaveError(OSError):
    """The match could not be written (disk full, no permission...); the previous save is intact."""


class _Unreadable(Exception):
    """Internal: why a save file was rejected, in words a player understands."""


@dataclass(frozen=True)
class LoadResult:
    """What ``load_match`` found.

    ``data`` is the match (as given to ``save_match``) or None; ``problem`` is a sentence to show the
    player when a file existed but could not be used, and ``kept_as`` is where that file now is.
    Nothing saved: ``data`` and ``problem`` are both None.
    """

    data: dict[str, Any] | None
    problem: str | None
    kept_as: Path | None = None


# ---------------------------------------------------------------- files


def default_match_path() -> Path:
    """``<user data>/saves/match.json`` (the folder is created, the file may not exist)."""
    return resources.saves_dir() / MATCH_FILE


def write_json_atomic(path: Path, document: Any) -> None:
    """Write ``document`` as JSON to ``path`` so that ``path`` is always either the old or the new file.

    The text is encoded before any file is touched (so unserialisable data changes nothing), written
    to a temporary file beside ``path``, flushed to disk, then swapped in with ``os.replace``.
    Raises ``ValueError`` for data JSON cannot represent and ``SaveError`` when the disk refuses.
    """
    try:
        text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"cannot be written as JSON: {exc}") from exc
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - closed below; kept for os.replace
        mode="w", encoding="utf-8", dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp", delete=False
    )
    temp = Path(handle.name)
    try:
        with handle:
            handle.write(text + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise SaveError(f"could not write {path}: {exc.strerror or exc}") from exc
    _fsync_folder(path.parent)


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


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to ``<stem>.corrupt-<UTC time>[-n]<suffix>`` beside it; None if that fails too.

    Never deletes: the player (or a bug report) can still open the old file.
    """
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    for attempt in range(1, 1000):
        extra = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{path.stem}.corrupt-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None


# ---------------------------------------------------------------- the match


def save_match(data: dict[str, Any], path: Path | None = None) -> Path:
    """Save the match ``data`` (plain JSON types) atomically and return the file written."""
    if not isinstance(data, dict):
        raise TypeError(f"save_match needs a dict, not {type(data).__name__}")
    target = path if path is not None else default_match_path()
    envelope = {
        "format": SAVE_FORMAT,
        "schema": SCHEMA,
        "app_version": samba.__version__,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "match": data,
    }
    try:
        write_json_atomic(target, envelope)
    except ValueError as exc:
        raise ValueError(f"the match {exc}") from exc
    return target


def load_match(path: Path | None = None) -> LoadResult:
    """Read the saved match; a missing file is no problem, a bad one is moved aside and explained."""
    target = path if path is not None else default_match_path()
    if not target.exists():
        return LoadResult(None, None)
    try:
        envelope = _read_envelope(target)
        return LoadResult(migrate(envelope)["match"], None)
    except _Unreadable as exc:
        return _reject(target, str(exc))


def has_saved_match(path: Path | None = None) -> bool:
    """True when a save file exists (it is only validated by ``load_match``)."""
    target = path if path is not None else default_match_path()
    return target.is_file()


def clear_match(path: Path | None = None) -> None:
    """Forget the saved match (after it ends or the player starts anew); no error if there is none."""
    target = path if path is not None else default_match_path()
    target.unlink(missing_ok=True)


def migrate(
    envelope: dict[str, Any], migrations: Mapping[int, Migration] = MIGRATIONS, current: int = SCHEMA
) -> dict[str, Any]:
    """Bring an envelope from its schema up to ``current`` by applying each step in order.

    ``migrations`` and ``current`` are parameters so the chaining itself is tested with real
    multi-step chains before the game needs one. Raises ``_Unreadable`` when a step is missing or fails.
    """
    schema = envelope["schema"]
    while schema < current:
        step = migrations.get(schema)
        if step is None:
            raise _Unreadable(f"it uses save version {schema}, which this version of Samba cannot upgrade")
        try:
            envelope = dict(step(dict(envelope)))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise _Unreadable(f"upgrading it from save version {schema} failed: {exc}") from exc
        schema += 1
        envelope["schema"] = schema
        if not isinstance(envelope.get("match"), dict):
            raise _Unreadable(f"upgrading it to save version {schema} lost the match")
    return envelope


def _read_envelope(path: Path) -> dict[str, Any]:
    """Parse and check the envelope; every failure becomes ``_Unreadable`` with a plain reason."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise _Unreadable("it is not a text file") from exc
    except OSError as exc:
        raise _Unreadable(f"the file could not be opened: {exc.strerror or exc}") from exc
    try:
        envelope = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise _Unreadable("it is damaged or incomplete") from exc
    if not isinstance(envelope, dict) or envelope.get("format") != SAVE_FORMAT:
        raise _Unreadable("it is not a Samba saved game")
    schema = envelope.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise _Unreadable("its version number is missing or invalid")
    if schema > SCHEMA:
        made_by = envelope.get("app_version")
        by = f" ({made_by})" if isinstance(made_by, str) else ""
        raise _Unreadable(f"it was saved by a newer version of Samba{by}")
    if not isinstance(envelope.get("match"), dict):
        raise _Unreadable("it holds no match")
    return envelope


def _reject(path: Path, reason: str) -> LoadResult:
    kept = move_aside(path)
    where = f"it was left as {path}" if kept is None else f"it was kept as {kept.name} in {kept.parent}"
    problem = f"Your saved game could not be read ({reason}); {where} and a new game can be started."
    return LoadResult(None, problem, kept)
