"""Where matches begin and end: started, watched, continued, played again, left (no pygame here).

Room: the game layer owns a match's life; the UI only shows it. ``Session`` is the one object a
window (or a smoke run, or a test) asks for a match: it builds the ``MatchController`` with the
window's bot maker and runner, gives it the autosaver unless it is a watch, writes the first save,
attaches the player's record, and on the way out flushes the save and closes the controller. Scenes
call it and then navigate by name; none of them builds a controller.

Continuing is the delicate part. The title screen's Continue, ``samba --continue`` and
``samba --smoke --continue`` all come here, so the rule is kept in one place: a saved match either
resumes exactly where it was, or it is moved aside (never deleted), the player is told why on the
``ProblemBoard``, and a new game can start. No exception from a damaged or hostile file gets past
this module. One damage does not refuse a save: a journal (the move log's source) that is damaged while
the moves replay — the moves are the authority — resumes the match, keeps the original file aside and
says on the board what of the move log was lost.

Moves that could not be written yet (the folder is read-only, the disk full) are not lost by going
back to the title: the autosaver still holds the newest unsaved match, and Continue resumes that
one rather than the older file on disk.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from samba.ai import make_agent
from samba.engine.state import HAND_OVER
from samba.i18n import _, number

from . import file_words as W
from . import problems as P
from . import saves
from .autosave import Autosaver
from .controller import AgentFactory, MatchController
from .files import move_aside, remove_stale_temp_files
from .narration import resumed_story
from .problems import ProblemBoard
from .record import MatchRecorder, RecordBook
from .runner import BotRunner
from .saves import SavedMatch, SaveProblem
from .setup import MatchSetup

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Resumed:
    """What ``continue_saved_match`` did: a controller to play on, or why there is none.

    ``problem`` is the sentence put on the board (None when resumed); ``kept_as`` is where an
    unusable save was moved.
    """

    controller: MatchController | None
    problem: str | None = None
    kept_as: Path | None = None


def match_path(saver: Autosaver) -> Path:
    """Where ``saver`` keeps the match (its own path, else the player's data folder)."""
    return saver.path if saver.path is not None else saves.default_match_path()


def can_continue(saver: Autosaver) -> bool:
    """True when there is a match to offer under Continue (a file, or moves not yet written)."""
    return saver.unsaved_value() is not None or saves.has_saved_match(match_path(saver))


def continue_saved_match(saver: Autosaver, problems: ProblemBoard, *, agent_factory: AgentFactory = make_agent,
                         runner: BotRunner | None = None) -> Resumed:
    """Resume the saved match; on any problem set the file aside, report why, and return no controller."""
    saver.flush()
    path = match_path(saver)
    remove_stale_temp_files(path)
    unsaved = saver.unsaved_value()
    try:
        saved = unsaved if unsaved is not None else saves.read_match(path)
        if saved is None:
            problems.report(P.SAVE_READ, _(W.NO_SAVED_MATCH))
            return Resumed(None, _(W.NO_SAVED_MATCH))
        controller = MatchController.from_save(saved, agent_factory=agent_factory, runner=runner, saver=saver)
        _retell(controller)
    except SaveProblem as exc:
        return _set_aside(path, str(exc), problems, unsaved)
    except Exception as exc:  # the boundary: whatever a hostile file trips must end as "moved aside + message"
        log.debug("resuming the saved match failed", exc_info=True)
        return _set_aside(path, _(W.UNEXPECTED).format(detail=W.detail(exc)), problems, unsaved)
    problems.clear(P.SAVE_READ)
    if controller.journal_loss is not None and unsaved is None:
        _keep_repaired(path, controller, saver, problems)
    return Resumed(controller)


def _keep_repaired(path: Path, controller: MatchController, saver: Autosaver, problems: ProblemBoard) -> None:
    """The match resumed from its moves, but its journal was damaged: the original file is kept aside (as any
    damaged file is: the player may attach it to a bug report), the repaired match is saved in its place at
    once (so Continue still finds it if the player quits now), and the window says what of the move log was
    lost. Should the file not move, it stays where it is until the next save replaces it, and the window says
    that instead."""
    loss = controller.journal_loss
    assert loss is not None
    lost = _(W.JOURNAL_RETOLD) if loss.retold else W.journal_left_out(loss.left_out)
    kept = move_aside(path)
    if kept is not None:
        saver(controller.to_save())
        saver.flush()
        where = W.say(W.ORIGINAL_KEPT, kept=kept.name, folder=str(kept.parent))
    else:
        where = _(W.ORIGINAL_NOT_KEPT)
    log.warning("the saved match's journal was damaged (%s); kept as %s", loss, kept)
    problems.report(P.SAVE_REPAIRED, W.bounded(f"{lost} {where}"))


def _retell(controller: MatchController) -> None:
    """The table retells the hand so far on resuming; a log it cannot retell is a damaged save, found here."""
    try:
        resumed_story(controller.observation(), controller.human is None)
    except Exception as exc:
        controller.close()
        raise SaveProblem(_(W.CANNOT_GO_ON).format(detail=W.detail(exc))) from None


@dataclass(frozen=True)
class InProgress:
    """The match Continue would resume, in brief: what a player is asked about before a new game replaces it.

    The question names the hand and the scores so the player knows what would be lost; with more than two
    sides only the best of the others is named, so one whole sentence serves three, five or six players.
    """

    hand: int
    """The hand the player plays on Continue: the one under way, or the next when the save lies between hands
    (0: the save could not be read, so nothing more is known)."""
    yours: int | None = None
    """Your side's score (None: no seat of the saved match was the player's, or its scores could not be read)."""
    others: tuple[int, ...] = ()
    """The other sides' scores, in seat order."""
    alone: bool = False
    """The player plays alone (no partner): the question says "you", not "your side"."""

    def question(self) -> str:
        """"You have a game in progress (hand 3, your side 2,450 to 1,900). Start a new game and abandon it?"."""
        if not self.hand:
            return _(W.ABANDON_UNREADABLE)
        if self.yours is None or not self.others:
            return _(W.ABANDON_HAND_ONLY).format(hand=number(self.hand))
        if len(self.others) == 1:
            return _(W.ABANDON_TWO_ALONE if self.alone else W.ABANDON_TWO_SIDES).format(
                hand=number(self.hand), yours=number(self.yours), theirs=number(self.others[0]))
        return _(W.ABANDON_MORE_ALONE if self.alone else W.ABANDON_MORE_SIDES).format(
            hand=number(self.hand), yours=number(self.yours), best=number(max(self.others)))


def match_in_progress(saver: Autosaver) -> InProgress | None:
    """The match a new game would replace (None: nothing is saved). A save that cannot be read is still a game
    in progress: the player is asked all the same (Continue would report what is wrong with it)."""
    if not can_continue(saver):
        return None
    try:
        saved = saver.unsaved_value() or saves.read_match(match_path(saver))
    except Exception:  # a damaged save: the question is asked without its figures
        log.debug("reading the saved match for its summary failed", exc_info=True)
        return InProgress(0)
    if saved is None:
        return None
    return summary_of(saved)


def summary_of(saved: SavedMatch) -> InProgress:
    """Hand and scores of a saved match, from the position it recorded (nothing is replayed: a look, not a load)."""
    position = saved.position
    try:
        hand = int(position["hand_number"])
        scores = [int(score) for score in position["scores"]]
        sides = [[int(seat) for seat in side] for side in position["sides"]]
    except (KeyError, TypeError, ValueError):
        return InProgress(0)
    if hand < 1:
        return InProgress(0)
    if position.get("phase") == HAND_OVER:
        hand += 1  # saved between hands: Continue deals the next one, and that is the hand the player plays next
    human = saved.setup.human
    mine = next((i for i, members in enumerate(sides) if human in members), None)
    if mine is None or len(scores) != len(sides) or len(scores) < 2:
        return InProgress(hand)
    return InProgress(hand, scores[mine], tuple(score for i, score in enumerate(scores) if i != mine),
                      alone=len(sides[mine]) == 1)


def forget_saved_match(saver: Autosaver) -> bool:
    """The player starts anew: drop the saved match (and any unsaved one); False if the file could not go."""
    return saver.forget()


def _set_aside(path: Path, reason: str, problems: ProblemBoard, unsaved: SavedMatch | None) -> Resumed:
    kept = move_aside(path) if unsaved is None and saves.has_saved_match(path) else None
    if kept is not None:
        sentence = W.say(W.SAVE_SET_ASIDE, reason=reason, kept=kept.name, folder=str(kept.parent))
    else:
        sentence = W.say(W.SAVE_LEFT_IN_PLACE, reason=reason, path=str(path))
    problems.report(P.SAVE_READ, sentence)
    return Resumed(None, sentence, kept)


@dataclass
class Session:
    """The window's matches: how they start and end, with the window's saver, record and bot makers.

    ``agent_factory`` makes each computer seat's bot and ``runner_factory`` the runner that asks
    them (a worker thread by default; tests give quick bots answering inline). Every method that
    returns a controller has already saved (unless it is a watch) and attached the record.
    """

    saver: Autosaver
    problems: ProblemBoard
    record: RecordBook
    agent_factory: AgentFactory = make_agent
    runner_factory: Callable[[], BotRunner] = BotRunner

    def can_continue(self) -> bool:
        """True when Continue has a match to offer (a file, or moves not yet written)."""
        return can_continue(self.saver)

    def in_progress(self) -> InProgress | None:
        """The saved match a new game would replace, in brief (None: there is none)."""
        return match_in_progress(self.saver)

    def start(self, setup: MatchSetup, *, watch: bool = False, stand_in: int | None = None) -> MatchController:
        """A new match from ``setup``; it replaces the saved one at once, unless it is a watch (a saved file that
        cannot be read is moved aside first, and the window says where, rather than written over).

        A watch is never saved, so it cannot overwrite (or, when it ends, clear) the player's game;
        the record book leaves it out too. ``stand_in`` records a computer seat as if it were the
        player's (``samba --smoke``). The engine's ``InvalidAction`` (rules that cannot be played
        together) comes out of here unchanged, before anything is saved.
        """
        controller = self._controller(setup, None if watch else self.saver)
        if not watch:
            self._keep_unreadable_save()
            self.saver(controller.to_save())
        self.record.attach(controller, stand_in=stand_in)
        return controller

    def _keep_unreadable_save(self) -> None:
        """A save Continue could not resume (unreadable, or read but not replayable to its position) is moved
        aside (and the window says where) before a new match takes its place: the player chose to give up their
        game, not to lose a file Continue could not explain yet."""
        self.saver.flush()
        if self.saver.unsaved_value() is not None:
            return
        path = match_path(self.saver)
        try:
            saved = saves.read_match(path)
            if saved is not None:
                probe = MatchController.from_save(saved, agent_factory=self.agent_factory,
                                                  runner=BotRunner(inline=True))
                _retell(probe)
                probe.close()
                if probe.journal_loss is not None:  # its moves were sound, its journal was not: keep it too
                    kept = move_aside(path)
                    if kept is not None:
                        self.problems.report(P.SAVE_REPAIRED, W.say(W.JOURNAL_DAMAGED_KEPT, kept=kept.name,
                                                                    folder=str(kept.parent)))
        except Exception as exc:  # the boundary: whatever the damaged file trips, it is kept, never lost
            reason = str(exc) if isinstance(exc, SaveProblem) else _(W.UNEXPECTED).format(detail=W.detail(exc))
            _set_aside(path, reason, self.problems, None)

    def continue_saved(self) -> Resumed:
        """Resume the saved match (see ``continue_saved_match``) and record it from where it is."""
        runner = self.runner_factory()
        resumed = continue_saved_match(self.saver, self.problems, agent_factory=self.agent_factory, runner=runner)
        if resumed.controller is None:
            runner.shutdown()
            return resumed
        self.record.attach(resumed.controller, resumed=True)
        return resumed

    def play_again(self, setup: MatchSetup, original: int | None) -> MatchController:
        """"Play this deal again": the same deal and seats as a new saved match, recorded as a replay of
        the match numbered ``original`` in the record (None when that match is not in the record)."""
        controller = self._controller(setup, self.saver)
        self.saver(controller.to_save())
        self.record.attach(controller, replay=True, replay_of=original)
        return controller

    def play_again_after(self, finished: MatchController) -> MatchController:
        """The game-over screen's "Play this deal again": leave ``finished`` and replay its deal."""
        self.record.flush()  # the original's row exists once its first write is done
        recorder = finished.recorder
        original = recorder.match_id if isinstance(recorder, MatchRecorder) else None
        self.leave(finished)
        return self.play_again(finished.setup, original)

    def leave(self, controller: MatchController) -> None:
        """Back to the title: the match stays saved (every move is written first) for Continue."""
        self.saver.flush()
        controller.close()

    def start_over(self, controller: MatchController) -> None:
        """The player chose New game after this match: its save goes (a watch never touched the save)."""
        if controller.saver is not None:
            forget_saved_match(self.saver)
        controller.close()

    def _controller(self, setup: MatchSetup, saver: Autosaver | None) -> MatchController:
        runner = self.runner_factory()
        try:
            return MatchController(setup, agent_factory=self.agent_factory, runner=runner, saver=saver)
        except BaseException:
            runner.shutdown()
            raise
