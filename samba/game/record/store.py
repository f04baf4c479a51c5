"""The record file: opening it safely, its rows as values, and the few writes the game makes.

Why one connection per operation: the game writes a handful of rows when a hand ends, so opening
the file each time costs a millisecond and means a file that is replaced, moved aside, locked by a
second Samba or made read-only is simply met afresh the next time, with nothing stale held open.
Why autocommit plus explicit ``BEGIN IMMEDIATE``: every write is one transaction we can see, and
the write lock is taken at its start, so a locked file is found before anything is changed.

Reading never writes: the file is opened read-only and copied into memory, and an older version
is migrated there, so ``samba --stats`` and the Statistics screen work on a read-only disk and
never upgrade (or damage) a file behind the player's back.

Every SQLite or disk failure leaves this module as a ``RecordProblem`` with a kind the game layer
turns into a sentence (``words.py``); nothing here is shown to the player directly.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from samba import resources
from samba.engine import SideScore
from samba.game.files import move_aside

from . import schema

RECORD_FILE = "record.sqlite3"
BUSY_SECONDS = 0.25
"""How long a write waits for another program's lock: short, because the frame loop is waiting."""

LOCKED = "locked"
READ_ONLY = "read_only"
DAMAGED = "damaged"
NEWER = "newer"
FULL = "full"
UNAVAILABLE = "unavailable"
KINDS = (LOCKED, READ_ONLY, DAMAGED, NEWER, FULL, UNAVAILABLE)


class RecordProblem(Exception):
    """The record could not be opened, read or written; ``kind`` is one of ``KINDS``.

    ``detail`` is the system's own reason (for the log and the player's bug report), ``found`` the
    version of a newer file.
    """

    def __init__(self, kind: str, detail: str = "", found: int = 0) -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail
        self.found = found


def record_path() -> Path:
    """``<user data>/saves/record.sqlite3``, beside the saved match (``SAMBA_DATA`` respected).

    Nothing is created here; ``open_for_writing`` makes the folder when it writes.
    """
    return resources.user_data_dir(create=False) / "saves" / RECORD_FILE


# ---------------------------------------------------------------- failures


def problem_from(exc: BaseException) -> RecordProblem:
    """Name what went wrong, from SQLite's error code when it gives one, else from the message."""
    if isinstance(exc, RecordProblem):
        return exc
    if isinstance(exc, schema.FutureVersion):
        return RecordProblem(NEWER, f"record version {exc.found}", exc.found)
    if isinstance(exc, OSError):
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return RecordProblem(READ_ONLY, exc.strerror or str(exc))
        if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
            return RecordProblem(FULL, exc.strerror or str(exc))
        return RecordProblem(UNAVAILABLE, exc.strerror or str(exc))
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    text = str(exc)
    lowered = text.lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in lowered:
        return RecordProblem(LOCKED, text)
    if name.startswith("SQLITE_READONLY") or "readonly" in lowered or "read-only" in lowered:
        return RecordProblem(READ_ONLY, text)
    if name.startswith("SQLITE_FULL") or "disk is full" in lowered or name == "SQLITE_IOERR_WRITE":
        return RecordProblem(FULL, text)
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in lowered or "not a database" in lowered:
        return RecordProblem(DAMAGED, text)
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_IOERR", "SQLITE_PERM", "SQLITE_AUTH")):
        return RecordProblem(UNAVAILABLE, text)
    if isinstance(exc, (sqlite3.DatabaseError, ValueError, TypeError, KeyError)):
        # A missing table, a broken constraint or a row that does not parse: not a record we can trust.
        return RecordProblem(DAMAGED, text)
    return RecordProblem(UNAVAILABLE, text)


CAUGHT = (sqlite3.Error, OSError, ValueError, TypeError, KeyError, schema.FutureVersion, schema.MissingStep)
"""What an operation on the record may raise; ``problem_from`` turns each into a ``RecordProblem``."""


# ---------------------------------------------------------------- opening


def _connect(path: Path, read_only: bool) -> sqlite3.Connection:
    if read_only:
        uri = f"file:{quote(str(path))}?mode=ro"
        return sqlite3.connect(uri, uri=True, timeout=BUSY_SECONDS, isolation_level=None)
    return sqlite3.connect(str(path), timeout=BUSY_SECONDS, isolation_level=None)


def _check_identity(connection: sqlite3.Connection) -> None:
    """Refuse any SQLite file that is not a Samba record (an empty new file is fine)."""
    app_id = int(connection.execute("PRAGMA application_id").fetchone()[0])
    if app_id == schema.APPLICATION_ID:
        return
    tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id != 0 or tables or schema.version_of(connection):
        raise RecordProblem(DAMAGED, "the file is an SQLite database but not a Samba record")


def _quick_check(connection: sqlite3.Connection) -> None:
    rows = connection.execute("PRAGMA quick_check").fetchall()
    if [tuple(r) for r in rows] != [("ok",)]:
        raise RecordProblem(DAMAGED, "; ".join(str(r[0]) for r in rows[:3]))


def open_for_writing(path: Path, *, check: bool = False) -> sqlite3.Connection:
    """The record, created or migrated as needed, ready for ``transaction``; raises ``RecordProblem``.

    ``check`` runs SQLite's ``quick_check`` too (once per match: it reads the whole file).
    """
    connection: sqlite3.Connection | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = _connect(path, read_only=False)
        connection.execute("PRAGMA foreign_keys = ON")
        _check_identity(connection)
        if check:
            _quick_check(connection)
        schema.migrate(connection)
        return connection
    except CAUGHT as exc:
        if connection is not None:
            connection.close()
        raise problem_from(exc) from exc


def open_for_reading(path: Path) -> sqlite3.Connection | None:
    """An in-memory copy of the record at the current version, or None when there is no record yet.

    The file itself is opened read-only and never changed (not even migrated).
    """
    if not path.exists():
        return None
    source: sqlite3.Connection | None = None
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        if not path.is_file():
            raise RecordProblem(DAMAGED, f"{path.name} is not a file")
        source = _connect(path, read_only=True)
        _check_identity(source)
        source.backup(memory)
        schema.migrate(memory)
        return memory
    except CAUGHT as exc:
        memory.close()
        raise problem_from(exc) from exc
    finally:
        if source is not None:
            source.close()


@contextlib.contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, or ``ROLLBACK`` on any error (which then propagates)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def move_damaged_aside(path: Path) -> Path | None:
    """Keep a damaged record (and its journal) under a new name beside it; None if it cannot be moved."""
    kept = move_aside(path)
    journal = path.with_name(path.name + "-journal")
    if kept is not None and journal.exists():
        with contextlib.suppress(OSError):
            os.replace(journal, kept.with_name(kept.name + "-journal"))
    return kept


# ---------------------------------------------------------------- rows as values


@dataclass(frozen=True, slots=True)
class SideHand:
    """One side's score in one recorded hand."""

    side: int
    score: int
    total: int
    """The side's running total after this hand."""
    natural_canastas: int
    mixed_canastas: int
    sambas: int
    bolivias: int
    red_threes: int
    breakdown_json: str
    """The itemised score as stored; ``breakdown()`` reads it (only a screen that shows it pays for it)."""

    def breakdown(self) -> SideScore:
        """The itemised score (what the hand summary showed); ``ValueError`` if the stored text is damaged."""
        return _side_score(self.breakdown_json)


@dataclass(frozen=True, slots=True)
class RecordedHand:
    number: int
    ended_at: datetime
    seconds: float
    went_out_seat: int
    went_out_side: int | None
    reason: str
    sides: tuple[SideHand, ...]

    def side(self, index: int) -> SideHand | None:
        return next((s for s in self.sides if s.side == index), None)


@dataclass(frozen=True, slots=True)
class RecordedMatch:
    id: int
    started_at: datetime
    ended_at: datetime | None
    status: str
    preset: str
    house_rules: int
    players: int
    sides: int
    target: int
    seed: int
    levels: tuple[str, ...]
    opponents: str
    player_seat: int
    player_side: int
    practice: bool
    replay: bool
    replay_of: int | None
    first_hand: int
    setup: dict[str, Any]
    result: str | None
    final_scores: tuple[int, ...] | None
    hands: tuple[RecordedHand, ...]
    unscored_seconds: float = 0.0
    """Time played in hands never scored: each hand in progress when the match was left (schema version 2)."""

    @property
    def finished(self) -> bool:
        return self.status == "finished"


def _time(text: str | None) -> datetime | None:
    """A stored moment (always written in UTC with its offset); ``ValueError`` for one that is not."""
    if not text:
        return None
    moment = datetime.fromisoformat(str(text))
    if moment.tzinfo is None:  # compared with aware times by the filters: a naive one would fail there
        raise ValueError(f"a time without its offset: {str(text)[:40]}")
    return moment


def _side_score(text: str) -> SideScore:
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("a hand's breakdown is not an object")
    known = set(SideScore.__dataclass_fields__)
    return SideScore(**{k: int(v) for k, v in data.items() if k in known})


ROW_FAULTS = (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError)
"""What reading one damaged row can raise (text where a number belongs, JSON that is not, a missing time)."""


@dataclass(frozen=True, slots=True)
class Loaded:
    """The record as read: every match that could be read, oldest first, and how many could not."""

    matches: list[RecordedMatch]
    unreadable: int = 0
    """Matches left out because a row of theirs (the match, a hand or a side's score) is damaged."""


def load_record(connection: sqlite3.Connection) -> Loaded:
    """Every recorded match with its hands, oldest first; a match with any damaged row is left out and counted.

    Why skip, not refuse: one damaged row must not hide every other match (the history and the statistics
    show the rest, and say how many were left out). Why nothing more than skipping: the database itself is
    sound (SQLite read it; a damaged *file* fails ``open_for_reading`` and is set aside by the writer), so
    moving it aside would hide all the good matches and start a new record for the sake of one row. The
    row stays in the file untouched: reading never writes, a bug report can carry it, and Reset statistics
    erases it with the rest.
    """
    damaged: set[Any] = set()
    sides: dict[tuple[Any, Any], list[SideHand]] = {}
    for row in connection.execute(
            "SELECT match_id, number, side, score, total, natural_canastas, mixed_canastas, sambas, bolivias, "
            "red_threes, breakdown FROM hand_sides ORDER BY match_id, number, side"):
        try:
            side, score, total, natural, mixed, sambas, bolivias, red_threes = (int(v) for v in row[2:10])
            sides.setdefault((row[0], row[1]), []).append(
                SideHand(side, score, total, natural, mixed, sambas, bolivias, red_threes, str(row[10])))
        except ROW_FAULTS:
            damaged.add(row[0])
    hands: dict[Any, list[RecordedHand]] = {}
    for row in connection.execute(
            "SELECT match_id, number, ended_at, seconds, went_out_seat, went_out_side, reason FROM hands "
            "ORDER BY match_id, number"):
        try:
            ended = _time(row[2])
            if ended is None:
                raise ValueError("a hand without its end time")
            hands.setdefault(row[0], []).append(RecordedHand(
                int(row[1]), ended, float(row[3]), int(row[4]), None if row[5] is None else int(row[5]),
                str(row[6]), tuple(sides.get((row[0], row[1]), ()))))
        except ROW_FAULTS:
            damaged.add(row[0])
    matches: list[RecordedMatch] = []
    unreadable = 0
    for row in connection.execute(
            "SELECT id, started_at, ended_at, status, preset, house_rules, players, sides, target, seed, levels, "
            "opponents, player_seat, player_side, practice, replay, replay_of, first_hand, setup, result, "
            "final_scores, unscored_seconds FROM matches ORDER BY started_at, id"):
        try:
            if row[0] in damaged:
                raise ValueError(f"match {row[0]} has a damaged hand")
            matches.append(_match(row, tuple(hands.get(row[0], ()))))
        except ROW_FAULTS:
            unreadable += 1
    return Loaded(matches, unreadable)


def load_matches(connection: sqlite3.Connection) -> list[RecordedMatch]:
    """Every recorded match that can be read, with its hands, oldest first (see ``load_record``)."""
    return load_record(connection).matches


def _match(row: Sequence[Any], hands: tuple[RecordedHand, ...]) -> RecordedMatch:
    """One ``matches`` row as a value; raises one of ``ROW_FAULTS`` when it is damaged."""
    started = _time(row[1])
    if started is None:
        raise ValueError(f"match {row[0]} has no start time")
    levels = json.loads(row[10])
    setup = json.loads(row[18])
    if not isinstance(levels, list) or not isinstance(setup, dict):
        raise ValueError(f"match {row[0]} has a damaged setup")
    finals = json.loads(row[20]) if row[20] else None
    return RecordedMatch(
        id=int(row[0]), started_at=started, ended_at=_time(row[2]), status=str(row[3]), preset=str(row[4]),
        house_rules=int(row[5]), players=int(row[6]), sides=int(row[7]), target=int(row[8]), seed=int(row[9]),
        levels=tuple(str(x) for x in levels), opponents=str(row[11]), player_seat=int(row[12]),
        player_side=int(row[13]), practice=bool(row[14]), replay=bool(row[15]),
        replay_of=None if row[16] is None else int(row[16]), first_hand=int(row[17]), setup=setup,
        result=None if row[19] is None else str(row[19]),
        final_scores=tuple(int(x) for x in finals) if finals is not None else None,
        hands=hands, unscored_seconds=max(0.0, float(row[21])))


# ---------------------------------------------------------------- writes (call inside ``transaction``)


@dataclass(frozen=True, slots=True)
class NewMatch:
    """The fixed facts of a match, written once when its row is created."""

    started_at: str
    preset: str
    house_rules: int
    players: int
    sides: int
    target: int
    seed: int
    levels: tuple[str, ...]
    opponents: str
    player_seat: int
    player_side: int
    practice: bool
    replay: bool
    replay_of: int | None
    first_hand: int
    setup: dict[str, Any]
    fingerprint: str


@dataclass(frozen=True, slots=True)
class NewHand:
    number: int
    ended_at: str
    seconds: float
    went_out_seat: int
    went_out_side: int | None
    reason: str
    sides: tuple[SideScore, ...]
    totals: tuple[int, ...]


def create_match(connection: sqlite3.Connection, match: NewMatch) -> int:
    """Add the match (status 'playing'); any other match still 'playing' was replaced in the save: abandoned."""
    connection.execute("UPDATE matches SET status = 'abandoned' WHERE status = 'playing'")
    cursor = connection.execute(
        "INSERT INTO matches (started_at, status, preset, house_rules, players, sides, target, seed, levels, "
        "opponents, player_seat, player_side, practice, replay, replay_of, first_hand, setup, fingerprint) "
        "VALUES (?, 'playing', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (match.started_at, match.preset, match.house_rules, match.players, match.sides, match.target, match.seed,
         json.dumps(list(match.levels)), match.opponents, match.player_seat, match.player_side, int(match.practice),
         int(match.replay), match.replay_of, match.first_hand, json.dumps(match.setup, sort_keys=True),
         match.fingerprint))
    assert cursor.lastrowid is not None
    return int(cursor.lastrowid)


def find_playing(connection: sqlite3.Connection, fingerprint: str) -> int | None:
    """The newest unfinished match with this setup (a resumed game finds its row again)."""
    row = connection.execute("SELECT id FROM matches WHERE status = 'playing' AND fingerprint = ? "
                             "ORDER BY id DESC LIMIT 1", (fingerprint,)).fetchone()
    return None if row is None else int(row[0])


def last_hand(connection: sqlite3.Connection, match_id: int) -> int | None:
    """The number of the match's last recorded hand (0: none yet), or None when the match has no row."""
    row = connection.execute("SELECT first_hand, (SELECT max(number) FROM hands WHERE match_id = ?) "
                             "FROM matches WHERE id = ?", (match_id, match_id)).fetchone()
    if row is None:
        return None
    return int(row[1]) if row[1] is not None else int(row[0]) - 1


def add_hand(connection: sqlite3.Connection, match_id: int, hand: NewHand) -> None:
    connection.execute(
        "INSERT INTO hands (match_id, number, ended_at, seconds, went_out_seat, went_out_side, reason) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (match_id, hand.number, hand.ended_at, hand.seconds, hand.went_out_seat, hand.went_out_side, hand.reason))
    for side in hand.sides:
        breakdown = {name: getattr(side, name) for name in SideScore.__dataclass_fields__}
        connection.execute(
            "INSERT INTO hand_sides (match_id, number, side, score, total, natural_canastas, mixed_canastas, "
            "sambas, bolivias, red_threes, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, hand.number, side.side, side.total, hand.totals[side.side], side.natural_canastas,
             side.mixed_canastas, side.sambas, side.bolivias, side.red_threes, json.dumps(breakdown)))


def add_unscored_time(connection: sqlite3.Connection, match_id: int, seconds: float) -> None:
    """Add ``seconds`` played in a hand left unscored (the match was left during it) to the match's row."""
    connection.execute("UPDATE matches SET unscored_seconds = unscored_seconds + ? WHERE id = ?",
                       (round(max(0.0, seconds), 3), match_id))


def finish_match(connection: sqlite3.Connection, match_id: int, ended_at: str, result: str,
                 final_scores: Sequence[int]) -> None:
    connection.execute("UPDATE matches SET status = 'finished', ended_at = ?, result = ?, final_scores = ? "
                       "WHERE id = ?", (ended_at, result, json.dumps(list(final_scores)), match_id))


def erase_everything(connection: sqlite3.Connection) -> None:
    """Reset statistics: every match and hand goes (the file and its version stay)."""
    connection.execute("DELETE FROM hand_sides")
    connection.execute("DELETE FROM hands")
    connection.execute("DELETE FROM matches")
