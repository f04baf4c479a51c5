"""The record's tables, one version at a time, and the chain of migrations between versions.

Why ``PRAGMA user_version``: SQLite keeps it in the file header and changes it inside the same
transaction as the tables, so a file is always wholly at one version: a migration that fails
half-way (power cut, full disk, a bug) is rolled back and the file stays at the version before.

Adding version 2 is one small step: write ``_v1_to_v2(connection)`` (e.g. an ``ALTER TABLE``),
add ``2: _v1_to_v2`` to ``MIGRATIONS`` and set ``VERSION = 2``. Every file ever written, from an
empty one upwards, is then brought up by running the steps in order; the tests open a fixture made
by each earlier version's code and check the figures it gives.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from types import MappingProxyType

APPLICATION_ID = 0x53616D62
"""``PRAGMA application_id`` of a Samba record ("Samb"): tells our file from any other SQLite file."""

VERSION = 2
"""The version this code writes and reads. Bump it together with a new entry in ``MIGRATIONS``."""

Step = Callable[[sqlite3.Connection], None]

_V1 = """
CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    started_at    TEXT    NOT NULL,
    ended_at      TEXT,
    status        TEXT    NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
    preset        TEXT    NOT NULL,
    house_rules   INTEGER NOT NULL,
    players       INTEGER NOT NULL,
    sides         INTEGER NOT NULL,
    target        INTEGER NOT NULL,
    seed          INTEGER NOT NULL,
    levels        TEXT    NOT NULL,
    opponents     TEXT    NOT NULL,
    player_seat   INTEGER NOT NULL,
    player_side   INTEGER NOT NULL,
    practice      INTEGER NOT NULL CHECK (practice IN (0, 1)),
    replay        INTEGER NOT NULL CHECK (replay IN (0, 1)),
    replay_of     INTEGER,
    first_hand    INTEGER NOT NULL,
    setup         TEXT    NOT NULL,
    fingerprint   TEXT    NOT NULL,
    result        TEXT    CHECK (result IN ('won', 'lost', 'shared')),
    final_scores  TEXT
);
CREATE INDEX matches_by_status ON matches (status, fingerprint);

CREATE TABLE hands (
    match_id      INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,
    ended_at      TEXT    NOT NULL,
    seconds       REAL    NOT NULL,
    went_out_seat INTEGER NOT NULL,
    went_out_side INTEGER,
    reason        TEXT    NOT NULL,
    PRIMARY KEY (match_id, number)
);

CREATE TABLE hand_sides (
    match_id         INTEGER NOT NULL,
    number           INTEGER NOT NULL,
    side             INTEGER NOT NULL,
    score            INTEGER NOT NULL,
    total            INTEGER NOT NULL,
    natural_canastas INTEGER NOT NULL,
    mixed_canastas   INTEGER NOT NULL,
    sambas           INTEGER NOT NULL,
    bolivias         INTEGER NOT NULL,
    red_threes       INTEGER NOT NULL,
    breakdown        TEXT    NOT NULL,
    PRIMARY KEY (match_id, number, side),
    FOREIGN KEY (match_id, number) REFERENCES hands (match_id, number) ON DELETE CASCADE
);
"""
"""Version 1.

``matches``: one row per recorded match, from its first deal (``status`` 'playing') to its end
('finished', with ``result`` from the player's side) or until another match replaced it in the save
('abandoned'). ``setup`` is the ``MatchSetup`` as JSON, so any match can be dealt again;
``fingerprint`` finds a resumed match's row again. ``first_hand`` is the first hand recorded (a match
resumed after its row was lost starts there). ``hands`` and ``hand_sides``: each scored hand, and
each side's score in it (``total`` is the running total after the hand; ``breakdown`` the itemised
score as JSON, for the history).
"""


def _create_v1(connection: sqlite3.Connection) -> None:
    for statement in _V1.split(";"):
        if statement.strip():
            connection.execute(statement)


def _v1_to_v2(connection: sqlite3.Connection) -> None:
    """Version 2: ``matches.unscored_seconds``, the time played in hands that were never scored — a hand in
    progress when the match was left (for good, or until Continue) — which ``hands.seconds`` cannot hold
    (playtest p9: "Time played 2 minutes" after five minutes of play, the second hand's time lost)."""
    connection.execute("ALTER TABLE matches ADD COLUMN unscored_seconds REAL NOT NULL DEFAULT 0")


MIGRATIONS: Mapping[int, Step] = MappingProxyType({1: _create_v1, 2: _v1_to_v2})
"""Version N -> the step that turns a version N-1 file into version N (1: an empty file gets the tables).

Read-only so no code can register a step at run time.
"""


class FutureVersion(Exception):
    """The file was written by a newer Samba (its version is above ``VERSION``): it is never changed."""

    def __init__(self, found: int) -> None:
        super().__init__(found)
        self.found = found


class MissingStep(Exception):
    """No migration leads to the next version (a gap in ``MIGRATIONS``: a programming error)."""


def version_of(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def migrate(connection: sqlite3.Connection, steps: Mapping[int, Step] | None = None, target: int | None = None) -> int:
    """Bring the file up to ``target`` (default ``VERSION``) in one transaction; returns the version it was at.

    ``connection`` must be in autocommit mode (``isolation_level=None``) so the transaction here is
    the only one. ``steps`` and ``target`` are parameters so the chain itself is tested with a real
    next version before the game needs one. Raises ``FutureVersion`` for a newer file (nothing is
    touched), ``MissingStep`` for a gap, and lets SQLite's own errors through after rolling back.
    """
    steps = MIGRATIONS if steps is None else steps
    target = VERSION if target is None else target
    found = version_of(connection)
    if found > target:
        raise FutureVersion(found)
    if found == target:
        return found
    connection.execute("BEGIN IMMEDIATE")
    try:
        found = version_of(connection)  # another Samba may have migrated it while we waited for the lock
        if found > target:
            raise FutureVersion(found)
        for version in range(found + 1, target + 1):
            step = steps.get(version)
            if step is None:
                raise MissingStep(f"no migration to record version {version}")
            step(connection)
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.execute(f"PRAGMA user_version = {int(target)}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    return found
