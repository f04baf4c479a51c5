"""``samba.game.session``: continue the saved match, or set it aside and say why; unsaved moves are not lost."""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path

import pytest

from samba.ai import RandomAgent
from samba.engine import InvalidAction, legal_actions, new_match, preset, scenario
from samba.game import problems as P
from samba.game import saves, session
from samba.game.autosave import Autosaver
from samba.game.controller import MatchController
from samba.game.problems import ProblemBoard
from samba.game.record import RecordBook
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


# -- the Session: where the window's matches begin and end ---------------------------------------------------
SETUP = MatchSetup(preset("samba"), 33, ("human", "easy", "easy", "easy"))
WATCH = MatchSetup(preset("samba"), 34, ("easy", "easy", "easy", "easy"))


@pytest.fixture
def window_session(saver: Autosaver, tmp_path: Path) -> session.Session:
    """A session as the window builds one, with quick bots and the record beside the save."""
    record = RecordBook(path_of=lambda: tmp_path / "record.sqlite3")
    return session.Session(saver, saver.problems, record, agent_factory=lambda level: RandomAgent(),
                           runner_factory=lambda: BotRunner(inline=True))


def test_a_new_match_is_saved_at_once_and_recorded(window_session):
    controller = window_session.start(SETUP)
    assert window_session.can_continue() and controller.saver is window_session.saver
    stored = saves.read_match(session.match_path(window_session.saver))
    assert stored is not None and stored.setup == SETUP and stored.actions == ()
    window_session.record.flush()
    (match,) = window_session.record.read().matches
    assert (match.seed, match.status, match.replay) == (33, "playing", False)
    controller.close()


def test_a_new_match_gets_the_session_s_bots_and_runner(window_session):
    controller = window_session.start(SETUP)
    assert controller.runner.inline and {type(a) for a in controller.agents.values()} == {RandomAgent}
    controller.close()


def test_a_watch_is_never_saved_and_never_recorded_and_keeps_the_player_s_game(window_session):
    mine = window_session.start(SETUP)
    window_session.leave(mine)
    before = session.match_path(window_session.saver).read_bytes()
    watch = window_session.start(WATCH, watch=True)
    assert watch.saver is None and watch.recorder is None
    while not watch.hand_over:
        watch.poll_bot()
    window_session.start_over(watch)
    assert session.match_path(window_session.saver).read_bytes() == before, "the watch left the save alone"
    assert [m.seed for m in window_session.record.read().matches] == [33]


def test_a_computer_seat_may_stand_in_for_the_player_in_the_record(window_session):
    controller = window_session.start(WATCH, stand_in=0)
    assert controller.saver is window_session.saver and controller.recorder is not None
    controller.close()


def test_rules_that_cannot_be_played_together_start_nothing(window_session, monkeypatch):
    def refuse(rules, seed):
        raise InvalidAction("no such table")

    monkeypatch.setattr("samba.engine.new_match", refuse)  # what the controller asks to deal
    with pytest.raises(InvalidAction, match="no such table"):
        window_session.start(SETUP)
    assert not window_session.can_continue() and window_session.record.read().matches == ()


def test_leaving_keeps_every_move_for_continue(window_session):
    controller = window_session.start(SETUP)
    rng = random.Random(4)
    while len(controller.actions) < 6:
        if controller.human_to_act():
            controller.act(rng.choice(legal_actions(controller.observation())))
        else:
            controller.poll_bot()
    window_session.leave(controller)
    resumed = window_session.continue_saved()
    assert resumed.controller is not None and resumed.controller.state == controller.state
    assert resumed.controller.runner.inline, "a resumed match gets the session's runner too"
    resumed.controller.close()


def test_a_continued_match_is_recorded_as_the_same_match(window_session):
    first = window_session.start(SETUP)
    window_session.leave(first)
    resumed = window_session.continue_saved()
    assert resumed.controller is not None and resumed.controller.recorder is not None
    resumed.controller.close()
    window_session.record.flush()
    assert [m.seed for m in window_session.record.read().matches] == [33]


def test_starting_over_forgets_the_saved_match(window_session):
    controller = window_session.start(SETUP)
    window_session.start_over(controller)
    assert not window_session.can_continue()


def test_nothing_to_continue_leaves_no_runner_and_says_so(window_session):
    resumed = window_session.continue_saved()
    assert resumed.controller is None and resumed.problem == "There is no saved game to continue."


def test_play_again_starts_the_same_deal_saved_and_recorded_as_a_replay_of_the_original(window_session):
    original = window_session.start(SETUP)
    window_session.record.flush()
    replay = window_session.play_again_after(original)
    assert replay.setup == SETUP and replay.state == new_match(SETUP.rules, SETUP.seed)
    stored = saves.read_match(session.match_path(window_session.saver))
    assert stored is not None and stored.setup == SETUP
    window_session.record.flush()
    matches = window_session.record.read().matches
    assert [(m.replay, m.replay_of) for m in matches] == [(False, None), (True, matches[0].id)]
    replay.close()


def test_a_match_played_to_its_end_leaves_nothing_to_continue(window_session):
    setup = MatchSetup(preset("samba", player_count=2, target_score=1000), 61, ("human", "easy"))
    controller = window_session.start(setup)
    rng = random.Random(61)
    while not controller.game_over:
        if controller.hand_over:
            controller.next_hand()
        elif controller.human_to_act():
            controller.act(rng.choice(legal_actions(controller.observation())))
        else:
            controller.poll_bot()
    window_session.saver.flush()
    assert not window_session.can_continue(), "the autosaver forgets a finished match"
    controller.close()


# -- before a new game replaces the saved match: what the player is asked about --------------------------------
def _saved_at(saver: Autosaver, rules: dict, levels: tuple[str, ...], scores: list[int], hand: int) -> None:
    """A match saved at the start of hand ``hand`` with ``scores`` (side by side), as the autosaver writes it."""
    state = scenario.load({"rules": rules, "deck": "", "scores": scores, "hand_number": hand})
    controller = MatchController(MatchSetup(state.rules, 8, levels), agent_factory=lambda level: RandomAgent(),
                                 runner=BotRunner(inline=True), saver=saver, start=state)
    saver(controller.to_save())
    controller.close()


def test_nothing_saved_means_nothing_to_ask_about(window_session):
    assert window_session.in_progress() is None


def test_the_question_names_the_hand_and_the_player_s_side_first(saver):
    _saved_at(saver, {"preset": "samba"}, ("easy", "human", "easy", "easy"), [2450, 1900], 3)
    progress = session.match_in_progress(saver)
    assert progress == session.InProgress(3, 1900, (2450,)), "seat 1 plays for the second side"
    assert progress.question() == ("You have a game in progress (hand 3, your side 1,900 to 2,450). Start a new "
                                   "game and abandon it?")


def test_with_three_sides_the_question_names_the_best_of_the_others(saver):
    _saved_at(saver, {"preset": "samba", "player_count": 6}, ("human",) + ("easy",) * 5, [2450, 1900, 3100], 5)
    assert session.match_in_progress(saver).question() == (
        "You have a game in progress (hand 5: your side 2,450, the best of the others 3,100). Start a new game and "
        "abandon it?")


@pytest.mark.parametrize(("players", "scores", "words"), [
    (2, [2450, 1900], "(hand 4, you 2,450 to 1,900)"),
    (3, [2450, 1900, 3100], "(hand 4: you 2,450, the best of the others 3,100)"),
])
def test_a_player_who_plays_alone_is_asked_about_their_own_score_not_a_side_s(saver, players, scores, words):
    _saved_at(saver, {"preset": "samba", "player_count": players}, ("human",) + ("easy",) * (players - 1), scores, 4)
    question = session.match_in_progress(saver).question()
    assert words in question and "side" not in question


def test_a_saved_match_with_no_seat_of_the_player_s_is_asked_about_by_its_hand(saver):
    _saved_at(saver, {"preset": "samba"}, ("easy",) * 4, [500, 700], 2)
    assert session.match_in_progress(saver).question() == ("You have a game in progress (hand 2). Start a new game "
                                                           "and abandon it?")


def test_a_damaged_save_is_still_a_game_in_progress_and_is_left_where_it_is(saver):
    path = session.match_path(saver)
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert session.match_in_progress(saver).question() == ("You have a saved game waiting under Continue. Start a "
                                                           "new game and abandon it?")
    assert path.read_text(encoding="utf-8") == "{not json", "asking reads the file, never moves or mends it"


def test_moves_not_yet_written_are_the_game_asked_about(saver, monkeypatch):
    _saved_at(saver, {"preset": "samba"}, ("human", "easy", "easy", "easy"), [100, 200], 2)
    monkeypatch.setattr(saves, "save_match", lambda match, path=None: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, "No space left on device")))
    _saved_at(saver, {"preset": "samba"}, ("human", "easy", "easy", "easy"), [900, 300], 4)
    assert saver.unsaved_value() is not None, "the disk refused the newer match"
    assert session.match_in_progress(saver) == session.InProgress(4, 900, (300,))


def test_a_new_game_keeps_an_unreadable_save_aside_instead_of_writing_over_it(window_session):
    path = session.match_path(window_session.saver)
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    controller = window_session.start(SETUP)
    (kept,) = path.parent.glob("match.corrupt-*")
    assert kept.read_text(encoding="utf-8") == "{not json", "the damaged file is kept as it was"
    assert saves.read_match(path).setup == SETUP, "the new game is saved in its place"
    told = window_session.problems.get(P.SAVE_READ)
    assert told is not None and kept.name in told.sentence
    controller.close()


def test_a_new_game_over_a_readable_save_sets_nothing_aside(window_session):
    window_session.leave(window_session.start(SETUP))
    controller = window_session.start(SETUP)
    assert not list(session.match_path(window_session.saver).parent.glob("match.corrupt-*"))
    assert window_session.problems.get(P.SAVE_READ) is None
    controller.close()


def _tamper_so_it_reads_but_cannot_be_replayed(saver: Autosaver) -> str:
    """A save whose JSON and schema are sound but whose second move (a second draw) the engine refuses."""
    path = session.match_path(saver)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][1] = {"type": "draw"}
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    assert saves.read_match(path) is not None, "it still reads"
    return text


def test_a_new_match_keeps_aside_a_save_that_reads_but_cannot_be_replayed(window_session):
    saver = window_session.saver
    _played(saver, moves=6).close()
    text = _tamper_so_it_reads_but_cannot_be_replayed(saver)
    window_session.start(SETUP).close()
    path = session.match_path(saver)
    (kept,) = path.parent.glob("match.corrupt-*")
    assert kept.read_text(encoding="utf-8") == text, "the player's file is kept, not written over"
    notice = saver.problems.get(P.SAVE_READ)
    assert notice is not None and kept.name in notice.sentence
    assert saves.read_match(path).actions == (), "the new match took its place"


def test_a_new_match_over_a_sound_save_keeps_nothing_aside(window_session):
    saver = window_session.saver
    _played(saver, moves=6).close()
    window_session.start(SETUP).close()
    assert not list(session.match_path(saver).parent.glob("match.corrupt-*"))
    assert saver.problems.get(P.SAVE_READ) is None


def test_a_match_saved_between_hands_is_asked_about_by_the_hand_played_next(window_session):
    """A newcomer read "(hand 2 …)" when hand 2 was over and Continue would deal hand 3."""
    setup = MatchSetup(preset("samba", player_count=2, target_score=100000), 61, ("human", "easy"))
    controller = window_session.start(setup)
    rng = random.Random(61)
    while not controller.hand_over:
        if controller.human_to_act():
            controller.act(rng.choice(legal_actions(controller.observation())))
        else:
            controller.poll_bot()
    window_session.saver.flush()
    assert controller.state.hand_number == 1 and controller.state.phase == "hand_over"
    progress = window_session.in_progress()
    assert progress is not None and progress.hand == 2, progress
    assert progress.question().startswith("You have a game in progress (hand 2, "), progress.question()
    controller.close()
