"""The saved match: ONE JSON document with one schema version, owned here.

The document (schema 2)::

    {"format": "samba-save", "schema": 2, "app_version": "0.1.0", "saved_at": "2025-…+00:00",
     "setup": {"rules": {…}, "seed": 11, "levels": ["human", "normal", …], "practice": {…}?},
     "actions": [{"type": "draw"}, …, {"type": "next_hand"}, …],
     "undo_from": 6,
     "start": null | {a game state's fields},
     "snapshot": {a game state's fields},
     "journal": [{"type": "draw"}, {"type": "refused", …}, {"type": "undo"}, …]?}

The action log replayed from the setup (or from ``start``, a scenario position) is the authority;
``snapshot`` records where it led, and the replay must arrive at the same position — compared by
meaning, field by field over the fields both versions know, so adding a field to the game state
never turns every older save into a "damaged" one. ``start`` must pass the engine's invariants (162
cards, valid melds, the table's seats) before anything is played from it.

``journal`` (optional) is everything that happened in order — the moves (a computer move with its
reason as data under ``why`` when the practice explanations are on), moves later taken back each
followed by ``{"type": "undo"}``, refusals (``{"type": "refused", "code", "rule", "message"}``) and
``next_hand`` — from which the move log is retold exactly (``samba.game.story``). The moves stay the
authority: a damaged journal never refuses a save whose moves replay. A journal that is not a list
(or is longer than any match) is not read at all, entries that are not records are left out and
counted (``SavedMatch.journal_unreadable`` / ``journal_left_out``), and the controller decides what of
the rest it can use (``MatchController.journal_loss``); the game keeps the original file aside and
tells the player what of the move log was lost.

Older documents are upgraded by ``MIGRATIONS``, one small function per schema step; every step is
tested with fixture saves written by the version that used it (``tests/game/fixtures/saves``).
Everything wrong with a document raises ``SaveProblem``, whose message is a reason in a player's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any

import samba
from samba import engine, resources
from samba.engine import serialize
from samba.engine.analysis import invariant_problems, table_problems
from samba.i18n import _, number

from . import file_words as W
from .files import FileProblem, SaveError, parse_json, read_json, write_json_atomic
from .setup import MatchSetup

FORMAT = "samba-save"
SCHEMA = 2
"""The schema this version writes. Bump it together with a new entry in ``MIGRATIONS``."""
MATCH_FILE = "match.json"
NEXT_HAND = "next_hand"
"""The log entry between two hands (every other entry is an engine action's dict)."""
UNDO = "undo"
"""The journal entry after a move taken back with Undo."""
REFUSED = "refused"
"""The journal entry for a move the engine refused (told in the move log)."""
MAX_ACTIONS = 100_000
"""More moves than any match to 10,000 points can take; a longer log is refused before replaying."""
_STATE_HEADER = ("format", "version")
"""The engine's own labels on a state, left out of the document (its schema covers the state too)."""

Document = dict[str, Any]
Migration = Callable[[Document], Document]

__all__ = [
    "FORMAT", "MATCH_FILE", "MIGRATIONS", "NEXT_HAND", "SCHEMA", "SaveError", "SaveProblem", "SavedMatch",
    "clear_match", "default_match_path", "document_of", "has_saved_match", "migrate", "position_differences",
    "read_document", "read_match", "save_match", "store_match",
]


class SaveProblem(Exception):
    """A saved match cannot be used; ``str()`` is why, in words to slot into a sentence for the player."""


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """One match as saved: what to replay and where the replay must arrive.

    ``position`` is the engine state's fields as plain JSON values (``serialize.state_to_dict``
    without its header): when written, the position reached; when read, the position recorded.
    """

    setup: MatchSetup
    actions: tuple[Mapping[str, Any], ...]
    undo_from: int
    position: Mapping[str, Any]
    start: engine.GameState | None = None
    journal: tuple[Mapping[str, Any], ...] | None = None
    """Everything that happened, in order (see the module's notes); None: only ``actions`` was saved."""
    journal_left_out: int = 0
    """Read from a file: entries of its journal that were not records at all, left out of ``journal``."""
    journal_unreadable: bool = False
    """Read from a file: it had a journal that could not be read at all (``journal`` is then None)."""

    @property
    def finished(self) -> bool:
        """A match that is over is not kept: there is nothing left to continue."""
        return self.position.get("phase") == "game_over"


def position_of(state: engine.GameState) -> dict[str, Any]:
    """A state's fields as the document stores them."""
    record = serialize.state_to_dict(state)
    for key in _STATE_HEADER:
        record.pop(key, None)
    return record


# ---------------------------------------------------------------- files


def default_match_path() -> Path:
    """``<user data>/saves/match.json`` (neither the folder nor the file need exist)."""
    return resources.saves_dir() / MATCH_FILE


def save_match(match: SavedMatch, path: Path | None = None) -> Path:
    """Write ``match`` atomically and return the file; ``SaveError`` says in words why the disk refused."""
    target = path if path is not None else default_match_path()
    write_json_atomic(target, document_of(match))
    return target


def store_match(match: SavedMatch, path: Path | None = None) -> None:
    """What the autosaver does after every move: save the match, or forget it once it is over."""
    if match.finished:
        clear_match(path)
    else:
        save_match(match, path)


def has_saved_match(path: Path | None = None) -> bool:
    """True when something is saved where the match lives (it is only validated by ``read_match``)."""
    return resources.exists(path if path is not None else default_match_path())


def clear_match(path: Path | None = None) -> bool:
    """Forget the saved match (it ended, or the player started anew); False when the disk refused.

    A regular file or a link is removed; anything else there (a folder, a pipe) is left alone: it
    was never a save, and the next write will say why it cannot replace it.
    """
    target = path if path is not None else default_match_path()
    try:
        if resources.exists(target) and (target.is_symlink() or resources.is_regular_file(target)):
            target.unlink()
    except OSError:
        return False
    return True


def read_match(path: Path | None = None) -> SavedMatch | None:
    """The saved match, None when there is none; ``SaveProblem`` when it cannot be used (the file is untouched)."""
    target = path if path is not None else default_match_path()
    if not resources.exists(target):
        return None
    try:
        raw = read_json(target)
    except FileNotFoundError:  # it went away since the check
        return None
    except FileProblem as exc:
        raise SaveProblem(str(exc)) from None
    return read_document(raw)


# ---------------------------------------------------------------- the document


def document_of(match: SavedMatch) -> Document:
    """The JSON document for ``match`` (current schema)."""
    return {
        "format": FORMAT, "schema": SCHEMA, "app_version": samba.__version__,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "setup": match.setup.to_dict(), "actions": [dict(entry) for entry in match.actions],
        "undo_from": match.undo_from,
        "start": position_of(match.start) if match.start is not None else None,
        "snapshot": dict(match.position),
        **({"journal": [dict(entry) for entry in match.journal]} if match.journal is not None else {}),
    }


def read_document(document: Any) -> SavedMatch:
    """Untrusted JSON → a ``SavedMatch`` (upgraded to the current schema); ``SaveProblem`` says what is wrong."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveProblem(_(W.NOT_A_SAVE))
    schema = document.get("schema")
    if type(schema) is not int or schema < 1:  # type(), not isinstance: True == 1 must not pass for a version
        raise SaveProblem(_(W.BAD_VERSION))
    if schema > SCHEMA:
        made_by = document.get("app_version")
        if isinstance(made_by, str) and made_by:
            raise SaveProblem(_(W.FROM_NEWER).format(version=W.quote(made_by, 40)))
        raise SaveProblem(_(W.FROM_NEWER_UNNAMED))
    current = migrate(document)
    try:
        return _read_current(current)
    except SaveProblem:
        raise
    except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, AttributeError, StopIteration,
            RecursionError, OverflowError) as exc:  # crafted data can trip anything; it is still only a bad file
        raise SaveProblem(_(W.UNEXPECTED).format(detail=W.detail(exc))) from None


def _read_current(document: Document) -> SavedMatch:
    try:
        setup = MatchSetup.from_dict(document.get("setup"))
    except (engine.SambaError, ValueError, TypeError) as exc:
        raise SaveProblem(_(W.BAD_SETUP).format(detail=W.detail(exc))) from None
    actions = document.get("actions")
    if not isinstance(actions, list) or not all(isinstance(entry, dict) for entry in actions):
        raise SaveProblem(_(W.BAD_FIELD).format(field=_("list of moves"), detail=_("it must be a list of moves")))
    if len(actions) > MAX_ACTIONS:
        raise SaveProblem(_(W.TOO_MANY_MOVES).format(count=number(len(actions))))
    undo_from = document.get("undo_from", len(actions))
    if type(undo_from) is not int or not 0 <= undo_from <= len(actions):
        raise SaveProblem(_(W.BAD_FIELD).format(field=_("undo mark"), detail=W.quote(undo_from, 40)))
    position = document.get("snapshot")
    if not isinstance(position, dict):
        raise SaveProblem(_(W.BAD_FIELD).format(field=_("recorded position"), detail=_("it is missing")))
    start = _read_start(document.get("start"), setup)
    journal = document.get("journal")
    if journal is None:
        return SavedMatch(setup, tuple(actions), undo_from, position, start)
    if not isinstance(journal, list) or len(journal) > 2 * MAX_ACTIONS:
        return SavedMatch(setup, tuple(actions), undo_from, position, start, journal_unreadable=True)
    entries = tuple(entry for entry in journal if isinstance(entry, dict))
    return SavedMatch(setup, tuple(actions), undo_from, position, start, entries,
                      journal_left_out=len(journal) - len(entries))


def _read_start(data: Any, setup: MatchSetup) -> engine.GameState | None:
    """The scenario position the match began from, checked like the engine checks its own states."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise SaveProblem(_(W.BAD_START).format(detail=_("it must be a position")))
    try:
        state = serialize.state_from_dict({**data, "format": serialize.FORMAT, "version": serialize.VERSION})
    except (engine.SambaError, ValueError, TypeError, KeyError, IndexError, StopIteration) as exc:
        raise SaveProblem(_(W.BAD_START).format(detail=W.detail(exc))) from None
    if state.rules != setup.rules:
        raise SaveProblem(_(W.BAD_START).format(detail=_("it is played under other rules than the match")))
    problems = invariant_problems(state) + table_problems(state)
    if problems:
        raise SaveProblem(_(W.BAD_START).format(detail=W.quote("; ".join(problems))))
    return state


def position_differences(recorded: Mapping[str, Any], state: engine.GameState) -> list[str]:
    """The fields in which ``state`` differs from a recorded position; empty when they mean the same.

    Compared by meaning: only fields both sides know count (recursively, so a rule option or state
    field added later is simply not compared), and ``log`` — the narration of the hand, whose
    wording may change between versions — is left out.
    """
    reached = position_of(state)
    shared = sorted(set(recorded) & set(reached) - {"log"})
    if not shared:
        return ["every field (it records no position at all)"]
    return [key for key in shared if not _same(recorded[key], reached[key])]


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        return all(_same(a[key], b[key]) for key in set(a) & set(b))
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


# ---------------------------------------------------------------- migrations


def _schema_1_to_2(document: Document) -> Document:
    """Schema 1 nested three formats: the envelope held ``match``, a ``samba-match`` document (schema 1)
    whose ``snapshot`` and ``start`` were ``samba-state`` JSON *strings*. Schema 2 is one flat document."""
    match = document["match"]
    if not isinstance(match, dict) or match.get("format") != "samba-match":
        raise SaveProblem(_(W.NOT_A_SAVE))
    if type(match.get("schema")) is not int or match["schema"] != 1:
        raise SaveProblem(_(W.BAD_VERSION))
    return {
        "format": FORMAT, "schema": 2, "app_version": document.get("app_version"),
        "saved_at": document.get("saved_at"), "setup": match.get("setup"), "actions": match.get("actions"),
        "undo_from": match.get("undo_from", len(match["actions"]) if isinstance(match.get("actions"), list) else 0),
        "start": _state_text_to_object(match.get("start"), allow_none=True),
        "snapshot": _state_text_to_object(match.get("snapshot"), allow_none=False),
    }


def _state_text_to_object(text: Any, *, allow_none: bool) -> dict[str, Any] | None:
    if text is None and allow_none:
        return None
    if not isinstance(text, str):
        raise SaveProblem(_(W.BAD_FIELD).format(field=_("recorded position"), detail=_("it must be a position")))
    try:
        state = parse_json(text.encode("utf-8"))
    except (FileProblem, UnicodeEncodeError) as exc:
        raise SaveProblem(_(W.BAD_FIELD).format(field=_("recorded position"), detail=W.detail(exc))) from None
    if not isinstance(state, dict) or state.get("format") != serialize.FORMAT or type(state.get("version")) is not int \
            or state["version"] != 1:
        raise SaveProblem(_(W.BAD_FIELD).format(field=_("recorded position"), detail=_("it is not a game position")))
    return {key: value for key, value in state.items() if key not in _STATE_HEADER}


MIGRATIONS: Mapping[int, Migration] = MappingProxyType({1: _schema_1_to_2})
"""Schema N -> a function turning a schema-N document into a schema-(N+1) document.

Each function receives the whole document and returns a new dict; ``migrate`` sets ``schema``
itself. Read-only so no code can register migrations at run time.
"""


def migrate(document: Document, migrations: Mapping[int, Migration] = MIGRATIONS, current: int = SCHEMA) -> Document:
    """Bring a document from its schema up to ``current`` by applying each step in order.

    ``migrations`` and ``current`` are parameters so the chaining itself is tested with multi-step
    chains. Raises ``SaveProblem`` when a step is missing or fails. Steps build new dicts and never
    change their input.
    """
    schema = document["schema"]
    while schema < current:
        step = migrations.get(schema)
        if step is None:
            raise SaveProblem(_(W.NO_UPGRADE).format(schema=schema))
        try:
            document = dict(step(dict(document)))
        except SaveProblem:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise SaveProblem(_(W.UPGRADE_FAILED).format(schema=schema, detail=W.detail(exc))) from exc
        schema += 1
        document["schema"] = schema
    return document
