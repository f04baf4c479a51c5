"""``samba.game.session``: continue the saved match, or set it aside and say why; unsaved moves are not lost."""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path

import pytest

from samba.ai import RandomAgent
from samba.engine import legal_actions, preset
from samba.game import problems as P
from samba.game import saves, session
from samba.game.autosave import Autosaver
from samba.game.controller import MatchController
from samba.game.problems import ProblemBoard
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup


@pytest.fixture
def saver(tmp_path: Path) -> Autosaver:
    return Autosaver(tmp_path / "saves" / "match.json", background=False, problems=ProblemBoard())


def _played(saver: Autosaver | None, moves: int = 5) -> MatchController:
    setup = MatchSetup(preset("samba"), 21, ("human", "easy", "easy", "easy"))
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True),
                                 saver=saver)
    rng = random.Random(21)
    while len(controller.actions) < moves:
        if controller.human_to_act():
            controller.act(rng.choice(legal_actions(controller.observation())))
        else:
            controller.poll_bot()
    return controller


def _continue(saver: Autosaver) -> session.Resumed:
    return session.continue_saved_match(saver, saver.problems, agent_factory=lambda level: RandomAgent(),
                                        runner=BotRunner(inline=True))


def test_a_saved_match_resumes_where_it_was(saver):
    played = _played(saver)
    assert session.can_continue(saver)
    resumed = _continue(saver)
    assert resumed.problem is None and resumed.controller.state == played.state
    assert resumed.controller.saver is saver, "the resumed match keeps saving"


def test_nothing_saved_is_said_and_nothing_offered(saver):
    assert not session.can_continue(saver)
    resumed = _continue(saver)
    assert resumed.controller is None and resumed.problem == "There is no saved game to continue."


def test_an_unusable_save_is_set_aside_and_the_reason_is_on_the_board(saver):
    path = session.match_path(saver)
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "samba-save", "schema": 2, "setup": {"levels": "x"}}')
    resumed = _continue(saver)
    assert resumed.controller is None and resumed.kept_as is not None and resumed.kept_as.exists()
    assert not path.exists() and not session.can_continue(saver)
    notice = saver.problems.get(P.SAVE_READ)
    assert notice is not None and not notice.lasting and notice.sentence == resumed.problem
    assert resumed.kept_as.name in notice.sentence and "match setup is not valid" in notice.sentence


def test_an_unexpected_error_while_resuming_also_ends_as_set_aside(saver, monkeypatch):
    _played(saver)

    def broken(*args, **kwargs):
        raise RuntimeError("a bug of ours")

    monkeypatch.setattr(MatchController, "from_save", broken)
    resumed = _continue(saver)
    assert resumed.controller is None and "reading it failed (a bug of ours)" in resumed.problem


def test_moves_that_could_not_be_written_are_resumed_instead_of_the_older_file(saver, monkeypatch):
    _played(saver, moves=2)
    on_disk = session.match_path(saver).read_bytes()

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("samba.game.files.os.replace", full)
    later = _played(saver, moves=8)
    assert saver.unsaved and session.match_path(saver).read_bytes() == on_disk
    resumed = _continue(saver)
    assert resumed.controller is not None and resumed.controller.state == later.state


def test_forgetting_the_saved_match_removes_it_and_any_unsaved_moves(saver):
    _played(saver)
    assert session.forget_saved_match(saver)
    assert not session.can_continue(saver) and not saves.has_saved_match(session.match_path(saver))


def test_a_schema_1_save_continues(saver):
    path = session.match_path(saver)
    path.parent.mkdir(parents=True)
    fixture = Path(__file__).resolve().parent / "fixtures" / "saves" / "schema1_midhand_undo_4p.json"
    path.write_bytes(fixture.read_bytes())
    resumed = _continue(saver)
    assert resumed.controller is not None and resumed.controller.can_undo()
    recorded = json.loads(json.loads(fixture.read_text())["match"]["snapshot"])
    assert saves.position_differences({k: v for k, v in recorded.items() if k not in ("format", "version")},
                                      resumed.controller.state) == []
