"""Continuing the saved match, and recovering when it cannot be continued (no pygame here).

The title screen's Continue, ``samba --continue`` and ``samba --smoke --continue`` all come here, so
the rule is kept in one place: a saved match either resumes exactly where it was, or it is moved
aside (never deleted), the player is told why on the ``ProblemBoard``, and a new game can start.
No exception from a damaged or hostile file gets past this module.

Moves that could not be written yet (the folder is read-only, the disk full) are not lost by going
back to the title: the autosaver still holds the newest unsaved match, and Continue resumes that
one rather than the older file on disk.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from samba.ai import make_agent

from . import file_words as W
from . import problems as P
from . import saves
from .autosave import Autosaver
from .controller import AgentFactory, MatchController
from .files import move_aside, remove_stale_temp_files
from .narration import resumed_story
from .problems import ProblemBoard
from .runner import BotRunner
from .saves import SavedMatch, SaveProblem

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
            problems.report(P.SAVE_READ, W.NO_SAVED_MATCH)
            return Resumed(None, W.NO_SAVED_MATCH)
        controller = MatchController.from_save(saved, agent_factory=agent_factory, runner=runner, saver=saver)
        _retell(controller)
    except SaveProblem as exc:
        return _set_aside(path, str(exc), problems, unsaved)
    except Exception as exc:  # the boundary: whatever a hostile file trips must end as "moved aside + message"
        log.debug("resuming the saved match failed", exc_info=True)
        return _set_aside(path, W.UNEXPECTED.format(detail=W.detail(exc)), problems, unsaved)
    problems.clear(P.SAVE_READ)
    return Resumed(controller)


def _retell(controller: MatchController) -> None:
    """The table retells the hand so far on resuming; a log it cannot retell is a damaged save, found here."""
    try:
        resumed_story(controller.observation(), controller.human is None)
    except Exception as exc:
        controller.close()
        raise SaveProblem(W.CANNOT_GO_ON.format(detail=W.detail(exc))) from None


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
