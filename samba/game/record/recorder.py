"""Recording a match as it is played, and the record as the running game sees it.

``RecordBook`` is the one object the rest of the game holds: it knows where the record lives,
attaches a ``MatchRecorder`` to each match that should be recorded, reads the record for the
Statistics screen, and resets it. Which matches are recorded is decided here, in one place:

* a match with a human seat: recorded ("practice" when any practice aid is on, a "replay" when it
  was started by "Play this deal again");
* watched games (every seat a computer) and tutorial lessons: never (nothing attaches a recorder
  to a lesson, and ``attach`` refuses a match without a player);
* ``samba --smoke`` names a *stand-in* seat played by a computer, so a script that sets
  ``SAMBA_DATA`` gets a record of the hands the smoke run played, through the same path as a game.

``MatchRecorder`` is the controller's port (``MatchController.recorder``): the controller tells it
when a hand begins and ends; it writes, in one transaction, every scored hand not yet in the record
(so a hand missed while the file was locked is written with the next one) and, at the end of the
match, the result. It never raises: a problem becomes ``message`` (a sentence for the window) and
``recording`` turns False until a later write succeeds. A damaged file is moved aside (kept, never
deleted) and a new record is started; a file from a newer Samba is never touched.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from samba.engine import PRESETS, GameState, RuleSet, preset
from samba.engine import state as S
from samba.game.setup import HUMAN, MatchSetup

from . import store, words
from .store import RecordedMatch, RecordProblem

log = logging.getLogger(__name__)

TABLE_CHOICES = frozenset({"player_count", "target_score", "five_player_mode", "six_player_mode"})
"""Options chosen on the New game screen for every preset; they do not make a match "house rules"."""

Clock = Callable[[], float]
Now = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


def preset_of(rules: RuleSet) -> tuple[str, int]:
    """The preset these rules were built from, and how many house rules change it.

    The rule set does not carry its preset's name (the engine never asks, ARCHITECTURE §1.6), so the
    nearest preset is found: the one that differs in the fewest options, table choices aside.
    """
    best: tuple[int, str] | None = None
    for name in PRESETS:
        base = preset(name, player_count=rules.player_count)
        changed = sum(1 for option in rules.differences(base) if option not in TABLE_CHOICES)
        if best is None or changed < best[0]:
            best = (changed, name)
    assert best is not None
    return best[1], best[0]


def opponents_level(levels: tuple[str, ...], seat_side: tuple[int, ...], player_side: int) -> str:
    """The level of the other sides' seats ("mixed" when they differ)."""
    theirs = {level for seat, level in enumerate(levels) if seat_side[seat] != player_side}
    return theirs.pop() if len(theirs) == 1 else "mixed"


def fingerprint(setup: MatchSetup) -> str:
    """Names one match setup (rules, deal number, seats, practice): how a resumed match finds its row."""
    text = json.dumps(setup.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def result_for(side: int, winners: tuple[int, ...]) -> str:
    """'won' alone, 'shared' a win tied with another side (S18 ``shared_win``), else 'lost'."""
    if side not in winners:
        return "lost"
    return "won" if len(winners) == 1 else "shared"


@dataclass(frozen=True, slots=True)
class Reading:
    """What the record holds (oldest match first), or why it could not be read."""

    matches: tuple[RecordedMatch, ...]
    problem: str | None = None
    path: Path | None = None
    unreadable: int = 0
    """Matches left out because a row of theirs is damaged (the others are in ``matches``)."""

    def note(self) -> str:
        """What the screens (and ``samba --stats``) say about the matches left out; empty when none were."""
        return words.unreadable_matches(self.unreadable)


class MatchRecorder:
    """Writes one match into the record; the ``MatchController`` calls it (see the module docstring)."""

    def __init__(self, path: Path, setup: MatchSetup, player_seat: int, state: GameState, *, resumed: bool,
                 replay_of: int | None, replay: bool, clock: Clock, now: Now,
                 on_close: Callable[[MatchRecorder], None] | None = None,
                 run: Callable[[Callable[[], None]], object] | None = None) -> None:
        self.path = path
        self.setup = setup
        self.player_seat = player_seat
        self.player_side = state.seat_side[player_seat]
        self.resumed = resumed
        self.replay = replay
        self.replay_of = replay_of
        self.first_hand = len(state.history) + 1
        """Hands before this one were played before the recorder was attached (a resumed match)."""
        self.match_id: int | None = None
        self.recording = False
        self.message: str | None = None
        """The last thing the player must be told about the record (None: all is well)."""
        self._clock = clock
        self._now = now
        self._began = clock()
        self._in_hand = state.phase in (S.DRAW, S.MELD, S.ANSWER)
        """A hand is in progress: its time so far is lost unless it is scored, or written when the match is left."""
        self._seconds: dict[int, float] = {}
        self._checked = False
        self._on_close = on_close
        self._closed = False
        self._run = run if run is not None else (lambda job: job())
        """Runs a write: at once, or queued on the record book's writer thread (see ``RecordBook``)."""

    # -- the controller's port ---------------------------------------------------------------------
    def start(self, state: GameState) -> None:
        """Create (or, for a resumed match, find) the match's row: a problem shows before play starts."""
        self._run(lambda: self._guarded(state, {}))

    def hand_began(self, state: GameState) -> None:
        self._began = self._clock()
        self._in_hand = True

    def hand_ended(self, state: GameState) -> None:
        self._in_hand = False
        result = state.result
        if result is not None:
            self._seconds[result.hand_number] = max(0.0, self._clock() - self._began)
        seconds = dict(self._seconds)  # the writer gets its own copy: states are immutable, this dict is not
        self._run(lambda: self._guarded(state, seconds))

    def _guarded(self, state: GameState, seconds: dict[int, float]) -> None:
        self._guarded_write(lambda connection: self._write(connection, state, seconds))

    def _guarded_write(self, write: Callable[[Any], None]) -> None:
        """``_sync`` of ``write``, and if a bug in the recording itself raises, the player is told and play goes on.

        Every failure of the file is handled inside ``_sync``; this catches only what nobody foresaw,
        because the record is a courtesy and must never end the player's match (as a bot's bug does not).
        """
        try:
            self._sync(write)
        except Exception as exc:
            log.exception("recording the match failed")
            self.recording = False
            self.message = words.unexpected(exc)

    def close(self) -> None:
        """The match is left (to the menu, for another match, or the game quits): the time of a hand in progress
        is written to the match's unscored time (Continue resumes the hand, and its time from then on is the
        scored hand's), then the book lets go of this recorder."""
        if not self._closed and self._in_hand:
            self._in_hand = False
            spent = max(0.0, self._clock() - self._began)
            self._run(lambda: self._guarded_write(lambda connection: self._write_unscored(connection, spent)))
        if not self._closed and self._on_close is not None:
            self._on_close(self)
        self._closed = True

    def _write_unscored(self, connection: Any, spent: float) -> None:
        if self.match_id is not None and spent > 0:
            store.add_unscored_time(connection, self.match_id, spent)

    # -- writing -------------------------------------------------------------------------------------
    def _sync(self, write: Callable[[Any], None]) -> None:
        recovered = ""
        for attempt in (1, 2):
            try:
                connection = store.open_for_writing(self.path, check=not self._checked)
                try:
                    self._checked = True
                    with store.transaction(connection):
                        write(connection)
                finally:
                    connection.close()
            except store.CAUGHT + (RecordProblem,) as exc:
                problem = store.problem_from(exc)
                log.warning("the record was not written: %s", problem)
                if problem.kind == store.DAMAGED and attempt == 1:
                    kept = store.move_damaged_aside(self.path)
                    if kept is not None:
                        recovered = words.damaged_and_restarted(kept)
                        self._checked = False
                        continue
                self.recording = False
                self.message = words.not_recording(problem, self.path)
                return
            self.recording = True
            self.message = recovered or None
            return

    def _write(self, connection: Any, state: GameState, seconds: dict[int, float]) -> None:
        last = store.last_hand(connection, self.match_id) if self.match_id is not None else None
        if last is None and self.match_id is None and self.resumed:
            found = store.find_playing(connection, fingerprint(self.setup))
            found_last = store.last_hand(connection, found) if found is not None else None
            if found is not None and found_last is not None and found_last <= len(state.history):
                self.match_id, last = found, found_last
        if last is None:
            self.match_id = store.create_match(connection, self._facts(state))
            last = self.first_hand - 1
        assert self.match_id is not None
        for result in state.history:
            if result.hand_number > last:
                went_out_side = state.seat_side[result.went_out] if result.went_out >= 0 else None
                store.add_hand(connection, self.match_id, store.NewHand(
                    result.hand_number, self._stamp(), round(seconds.get(result.hand_number, 0.0), 3),
                    result.went_out, went_out_side, result.reason, result.sides, result.totals))
        if state.phase == S.GAME_OVER:
            store.finish_match(connection, self.match_id, self._stamp(), result_for(self.player_side, state.winners),
                               state.scores)

    def _facts(self, state: GameState) -> store.NewMatch:
        rules = state.rules
        name, house = preset_of(rules)
        levels = tuple(self.setup.levels)
        return store.NewMatch(
            started_at=self._stamp(), preset=name, house_rules=house, players=rules.player_count,
            sides=len(state.sides), target=rules.target_score, seed=self.setup.seed, levels=levels,
            opponents=opponents_level(levels, state.seat_side, self.player_side), player_seat=self.player_seat,
            player_side=self.player_side, practice=self.setup.practice.any, replay=self.replay,
            replay_of=self.replay_of, first_hand=self.first_hand, setup=self.setup.to_dict(),
            fingerprint=fingerprint(self.setup))

    def _stamp(self) -> str:
        return self._now().astimezone(UTC).isoformat(timespec="seconds")


@dataclass
class RecordBook:
    """The player's record for the running game (an ``App`` service; the CLI makes its own).

    ``path`` is looked up at each use (``SAMBA_DATA`` may be set after start-up, as the tests do).
    With ``background`` (the window) the writes run in order on one writer thread, so a hand's end
    never makes a frame wait for the disk or for a lock held by another program (up to
    ``store.BUSY_SECONDS``); ``read``, ``reset`` and ``flush`` wait for the queued writes first, so a
    screen never shows figures older than the last hand played.
    """

    path_of: Callable[[], Path] = store.record_path
    clock: Clock = time.monotonic
    now: Now = utc_now
    background: bool = False
    live: MatchRecorder | None = field(default=None, init=False)
    """The recorder of the match being played, if any (the window's notice reads it)."""
    _pool: ThreadPoolExecutor | None = field(default=None, init=False, repr=False)
    _last: Future[Any] | None = field(default=None, init=False, repr=False)

    def _run(self, job: Callable[[], None]) -> None:
        if not self.background:
            job()
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="samba-record")
        self._last = self._pool.submit(job)

    def flush(self) -> None:
        """Wait until every queued write is done (the jobs never raise: problems become messages)."""
        if self._last is not None:
            self._last.result()

    def close(self) -> None:
        """The game quits: the live match is left (its hand in progress keeps its time), then every write ends."""
        if self.live is not None:
            self.live.close()
        self.flush()
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    @property
    def path(self) -> Path:
        return self.path_of()

    def attach(self, controller: Any, *, resumed: bool = False, replay_of: int | None = None,
               replay: bool = False, stand_in: int | None = None) -> MatchRecorder | None:
        """Record ``controller``'s match from now on; None for a match that is never recorded.

        ``stand_in`` names a computer seat recorded as if it were the player's (``samba --smoke``).
        ``replay`` marks a match started by "Play this deal again" (``replay_of``: the original's id).
        """
        setup: MatchSetup = controller.setup
        seat = setup.human if setup.human is not None else stand_in
        if seat is None or not controller.recordable:
            return None
        if setup.levels[seat] != HUMAN and stand_in is None:
            return None
        try:
            path = self.path
        except OSError as exc:  # the data folder itself cannot be worked out
            path = Path(store.RECORD_FILE)
            log.warning("no folder for the record: %s", exc)
        recorder = MatchRecorder(path, setup, seat, controller.state, resumed=resumed, replay_of=replay_of,
                                 replay=replay or replay_of is not None, clock=self.clock, now=self.now,
                                 on_close=self._closed, run=self._run)
        controller.recorder = recorder
        self.live = recorder
        recorder.start(controller.state)
        return recorder

    def _closed(self, recorder: MatchRecorder) -> None:
        if self.live is recorder:
            self.live = None

    def read(self) -> Reading:
        """Every recorded match, for the Statistics and history screens (never changes the file)."""
        self.flush()
        try:
            path = self.path
        except OSError as exc:
            return Reading((), words.not_readable(store.problem_from(exc)))
        try:
            connection = store.open_for_reading(path)
            if connection is None:
                return Reading((), None, path)
            try:
                loaded = store.load_record(connection)
            finally:
                connection.close()
            if loaded.unreadable:
                log.warning("%s recorded match(es) could not be read and are left out", loaded.unreadable)
            return Reading(tuple(loaded.matches), None, path, loaded.unreadable)
        except store.CAUGHT + (RecordProblem,) as exc:
            problem = store.problem_from(exc)
            log.warning("the record could not be read: %s", problem)
            return Reading((), words.not_readable(problem), path)

    def reset(self) -> str | None:
        """Erase every recorded match (Reset statistics); returns a sentence when it could not."""
        self.flush()
        try:
            path = self.path
            if not path.exists():
                return None
            connection = store.open_for_writing(path)
            try:
                with store.transaction(connection):
                    store.erase_everything(connection)
            finally:
                connection.close()
        except store.CAUGHT + (RecordProblem,) as exc:
            problem = store.problem_from(exc)
            log.warning("the record was not reset: %s", problem)
            return words.not_reset(problem)
        return None
