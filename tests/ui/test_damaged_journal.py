"""A saved match whose moves are sound but whose journal (the move log's source) is damaged: Continue resumes it
from its moves, keeps the original file aside, and the window says in one sentence what of the move log was lost.
A save whose moves are damaged is still refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from crafted import continue_from_title, place, refusal_shown
from ui_helpers import banner_text

from samba import i18n
from samba.ai import make_agent
from samba.engine import legal_actions, scenario
from samba.engine.actions import DrawStock
from samba.game import file_words as W
from samba.game import problems as P
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

POSITION = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}],
}


def _explained_match() -> MatchController:
    """A match with the computer players' explanations on: the player drew and discarded, the computers moved."""
    start = scenario.load(POSITION)
    setup = MatchSetup(start.rules, 11, ("human", "easy", "easy", "easy"), Practice(explain_moves=True))
    controller = MatchController(setup, agent_factory=make_agent, runner=BotRunner(inline=True), start=start)
    controller.act(DrawStock())
    controller.act(next(a for a in legal_actions(controller.observation()) if type(a).__name__ == "Discard"))
    while controller.bot_to_act() is not None:
        controller.poll_bot(apply=True)
    return controller


def _document(controller: MatchController) -> dict[str, Any]:
    return json.loads(json.dumps(saves.document_of(controller.to_save())))


def _explanations(controller: MatchController) -> list[str]:
    return [line.text for line in controller.story if line.text.startswith("»")]


def _quick(app) -> None:
    app.services.session.agent_factory = make_agent
    app.services.session.runner_factory = lambda: BotRunner(inline=True)


def _kept(data_dir: Path) -> list[Path]:
    return sorted((data_dir / "saves").glob("match.corrupt-*.json"))


@pytest.fixture
def original():
    controller = _explained_match()
    assert _explanations(controller), "the computers explained their moves"
    yield controller
    controller.close()


def test_a_journal_that_is_not_a_list_resumes_from_the_moves_and_says_the_explanations_are_gone(app, data_dir,
                                                                                                original):
    _quick(app)
    document = _document(original)
    document["journal"] = "not a journal"
    written = place(data_dir, document).read_bytes()
    top = continue_from_title(app)
    assert isinstance(top, TableScene)
    assert top.controller.state == original.state and top.controller.actions == original.actions
    shown = banner_text(app)
    assert "goes on from its moves" in shown and "without the computer players' explanations" in shown
    [kept] = _kept(data_dir)
    assert kept.read_bytes() == written, "the original file is kept aside as it was"
    assert kept.name in shown
    resaved = saves.read_match()
    assert resaved is not None and resaved.journal is not None and not resaved.journal_unreadable
    top.controller.close()


def test_a_journal_with_one_damaged_entry_keeps_every_explanation_and_counts_the_one_left_out(app, data_dir,
                                                                                              original):
    _quick(app)
    document = _document(original)
    document["journal"].insert(1, {"type": "undo"})  # nothing to take back there
    document["journal"].insert(3, 7)  # not a record at all
    place(data_dir, document)
    top = continue_from_title(app)
    assert isinstance(top, TableScene)
    assert top.controller.actions == original.actions
    assert _explanations(top.controller) == _explanations(original)
    shown = banner_text(app)
    assert "goes on from its moves, but 2 damaged entries of its move log were left out" in shown
    assert len(_kept(data_dir)) == 1
    top.controller.close()


def test_a_journal_that_leads_elsewhere_is_retold_from_the_moves_and_said(app, data_dir, original):
    _quick(app)
    document = _document(original)
    document["journal"] = [{"type": "draw"}, {"type": "undo"}]
    place(data_dir, document)
    top = continue_from_title(app)
    assert isinstance(top, TableScene)
    assert top.controller.actions == original.actions
    assert "without the computer players' explanations" in banner_text(app)
    assert len(_kept(data_dir)) == 1
    top.controller.close()


def test_a_sound_journal_resumes_without_a_word_and_nothing_is_set_aside(app, data_dir, original):
    _quick(app)
    place(data_dir, _document(original))
    top = continue_from_title(app)
    assert isinstance(top, TableScene)
    assert _explanations(top.controller) == _explanations(original)
    assert app.services.problems.get(P.SAVE_REPAIRED) is None and not _kept(data_dir)
    top.controller.close()


def test_damaged_moves_are_still_refused_whatever_the_journal(app, data_dir, original):
    _quick(app)
    document = _document(original)
    document["actions"][1] = {"type": "meld", "melds": [["ZZ"]]}
    document["journal"] = "not a journal"
    place(data_dir, document)
    top = continue_from_title(app)
    assert isinstance(top, TitleScene)
    assert "its move 2 cannot be replayed" in refusal_shown(app)
    assert app.services.problems.get(P.SAVE_REPAIRED) is None
    assert len(_kept(data_dir)) == 1


def test_a_new_game_over_a_save_with_a_damaged_journal_keeps_the_file_aside(app, data_dir, original):
    _quick(app)
    document = _document(original)
    document["journal"] = {"not": "a list"}
    written = place(data_dir, document).read_bytes()
    app.services.session.start(original.setup).close()
    [kept] = _kept(data_dir)
    assert kept.read_bytes() == written
    assert "move log was damaged" in banner_text(app)


@pytest.mark.parametrize("code", ["es", "pt_BR"])
def test_the_sentence_is_in_the_players_language(app, data_dir, original, code):
    _quick(app)
    document = _document(original)
    document["journal"] = "x"
    place(data_dir, document)
    i18n.set_language(code)
    try:
        top = continue_from_title(app)
        assert isinstance(top, TableScene)
        translated = i18n._(W.JOURNAL_RETOLD)
        assert translated != W.JOURNAL_RETOLD and translated in banner_text(app)
        assert i18n._(W.ORIGINAL_KEPT).split("{")[0] in banner_text(app)
        top.controller.close()
    finally:
        i18n.set_language("en")
