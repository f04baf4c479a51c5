"""The move log's one source: the controller's story, and the journal that rebuilds it on load."""

from __future__ import annotations

import json

from samba.ai import make_agent
from samba.ai.reasons import Reason
from samba.engine import Violation, legal_actions, scenario
from samba.engine.actions import DrawStock, Meld
from samba.engine.cards import parse_cards
from samba.game import saves
from samba.game import story as T
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup

POSITION = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}],
}


def _controller(explain: bool = True) -> MatchController:
    start = scenario.load(POSITION)
    setup = MatchSetup(start.rules, 11, ("human", "easy", "easy", "easy"), Practice(explain_moves=explain))
    return MatchController(setup, agent_factory=make_agent, runner=BotRunner(inline=True), saver=None, start=start)


def _bots_play(controller: MatchController) -> None:
    while controller.bot_to_act() is not None:
        step = controller.poll_bot(apply=True)
        assert step is not None


def _texts(controller: MatchController) -> list[str]:
    return [line.text for line in controller.story]


def test_undo_is_told_as_one_line_naming_the_cards_taken_back():
    controller = _controller()
    controller.act(DrawStock())
    controller.act(Meld((), ((1, parse_cards("8H")),)))
    assert controller.undo()
    assert controller.story[-1] == T.Line("You take back 8H.", T.TAKE_BACK)
    assert _texts(controller).count("You add 8H to your eights.") == 1


def test_a_refusal_is_kept_with_its_rule():
    controller = _controller()
    line = controller.note_refusal(Violation("MUST_DRAW", "S4.3", "Draw first."))
    # worded by the game layer from the code and rule (the engine's message is developer text)
    assert line == T.Line("Not allowed: Draw first: take two cards from the stock, or take the pile. (S4.3)",
                          T.REFUSED, "S4.3")
    assert controller.story[-1] is line


def test_the_journal_replays_to_the_same_story_with_takebacks_refusals_and_explanations():
    controller = _controller()
    controller.note_refusal(Violation("MUST_DRAW", "S4.3", "Draw first."))
    controller.act(DrawStock())
    controller.act(Meld((), ((1, parse_cards("8H")),)))
    controller.undo()
    controller.act(Meld((), ((1, parse_cards("8H")),)))
    hand = controller.observation().hand
    controller.act(next(a for a in legal_actions(controller.observation()) if type(a).__name__ == "Discard"
                        and a.card in hand))
    _bots_play(controller)
    saved = saves.read_document(json.loads(json.dumps(saves.document_of(controller.to_save()))))
    assert saved.journal is not None
    again = MatchController.from_save(saved, agent_factory=make_agent, runner=BotRunner(inline=True))
    assert _texts(again) == _texts(controller)
    assert again.story == controller.story
    kinds = {line.kind for line in controller.story}
    assert {T.EVENT, T.WHY, T.TAKE_BACK, T.REFUSED} <= kinds
    assert again.actions == controller.actions


def test_a_refusal_is_worded_again_in_the_players_language_after_continue_with_its_card():
    from samba import i18n

    controller = _controller(explain=False)
    controller.note_refusal(Violation("NOT_IN_HAND", "S4.4", "card QH is not in hand",
                                      (("case", "card"), ("card", "QH"))))
    document = json.loads(json.dumps(saves.document_of(controller.to_save())))
    i18n.set_language("es")
    again = MatchController.from_save(saves.read_document(document), agent_factory=make_agent,
                                      runner=BotRunner(inline=True))
    assert again.story[-1] == T.Line("No permitido: No tienes QH. (S4.4)", T.REFUSED, "S4.4")


def test_a_journals_damaged_refusal_parameters_are_left_out_not_trusted():
    entry = {"type": T.REFUSED, "code": "NOT_IN_HAND", "rule": "S4.4", "message": "x" * 5000,
             "params": [["case", "card"], ["card", "Q" * 900], ["nested", {"a": 1}], "loose", ["flag", True]]}
    problem = T.refusal_from_data(entry)
    assert problem.params == (("case", "card"), ("card", "Q" * 200))
    assert len(problem.message) == 400
    assert T.refusal_from_data({"type": T.REFUSED, "code": "PILE_EMPTY", "params": "not a list"}).params == ()


def test_a_save_without_a_journal_still_loads_from_its_moves():
    controller = _controller(explain=False)
    controller.act(DrawStock())
    document = saves.document_of(controller.to_save())
    del document["journal"]
    saved = saves.read_document(document)
    assert saved.journal is None
    again = MatchController.from_save(saved, agent_factory=make_agent, runner=BotRunner(inline=True))
    assert again.state == controller.state and _texts(again) == _texts(controller)


def test_a_reason_survives_the_save_as_data():
    reason = Reason("searched", (("gain", 12), ("worlds", 8)), Reason("take_pair", (("rank", 9), ("won", 13))))
    assert T.reason_from_data(json.loads(json.dumps(T.reason_to_data(reason)))) == reason


def test_a_damaged_reason_is_left_out_not_guessed():
    assert T.reason_from_data({"code": 3}) is None
    assert T.reason_from_data({"code": "x", "params": [["a", {"nested": 1}]]}) is None
    assert T.reason_from_data("take_pair") is None


def test_a_journal_that_does_not_lead_to_the_saved_moves_is_set_aside_for_the_moves():
    """The moves are the authority: a journal that disagrees is not used, and the match still loads."""
    controller = _controller(explain=False)
    controller.act(DrawStock())
    document = saves.document_of(controller.to_save())
    document["journal"] = [{"type": "draw"}, {"type": "undo"}]
    again = MatchController.from_save(saves.read_document(document), agent_factory=make_agent,
                                      runner=BotRunner(inline=True))
    assert again.state == controller.state and again.actions == controller.actions
    assert _texts(again) == _texts(controller)


def test_a_computers_reason_is_told_right_after_its_own_move():
    """The "» East …" line follows East's own last line, before the next seat's replacement draws or the hand's end."""
    controller = _controller()
    controller.act(DrawStock())
    hand = controller.observation().hand
    controller.act(next(a for a in legal_actions(controller.observation()) if type(a).__name__ == "Discard"
                        and a.card in hand))
    _bots_play(controller)
    texts = _texts(controller)
    whys = [i for i, line in enumerate(controller.story) if line.kind == T.WHY]
    assert whys
    for i in whys:
        who = texts[i][len(T.WHY_MARK):].split(" ")[0]
        assert texts[i - 1].startswith(who + " "), (texts[i - 1], texts[i])
