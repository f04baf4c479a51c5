"""The scores so far, in the middle of a hand: C at the table, or Scores in the menu, shows every finished hand
(each side's score and total, who ended it) and the chart; Esc goes back to the table.

Playtest: "No score sheet during a hand — the menu has none, clicking the score panel or Tab does nothing."
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from ui_helpers import click, controller_for, key, open_lesson, open_table, random_agents

from samba.engine import HandResult, SideScore, scenario
from samba.game import tutorial as T
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup
from samba.ui.scenes.history import ScoresScene
from samba.ui.scenes.menu import MenuOverlay
from samba.ui.table.scene import TableScene

HAND_THREE = {"rules": "samba", "deck": "", "scores": [2450, 1900], "hand_number": 3}
HISTORY = (HandResult(1, (SideScore(0, total=1230), SideScore(1, total=1650)), 1, "went_out", (1230, 1650)),
           HandResult(2, (SideScore(0, total=1220), SideScore(1, total=250)), 0, "went_out", (2450, 1900)))


def _table_at_hand_three(app) -> TableScene:
    state = replace(scenario.load(HAND_THREE), history=HISTORY)
    setup = MatchSetup(state.rules, 8, ("human", "normal", "normal", "normal"))
    controller = MatchController(setup, agent_factory=random_agents, runner=BotRunner(inline=True), start=state)
    return open_table(app, controller)


def test_c_at_the_table_shows_every_finished_hand_with_its_scores_and_who_went_out(app):
    table = _table_at_hand_three(app)
    key(app, pygame.K_c)
    scores = app.top
    assert isinstance(scores, ScoresScene)
    assert [row.number for row in scores.rows] == [1, 2]
    assert scores.rows[0].scores == ("+1,230 (1,230)", "+1,650 (1,650)")
    assert scores.rows[1].scores == ("+1,220 (2,450)", "+250 (1,900)")
    assert scores.rows[0].note == "West went out" and scores.rows[1].note == "You went out"
    assert scores.names == ("You & North", "West & East")
    assert "hand 3" in scores.heading_words()
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc goes back to the table"


def test_the_menu_offers_the_scores(app):
    table = _table_at_hand_three(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay)
    key(app, pygame.K_c)
    assert isinstance(app.top, ScoresScene)
    key(app, pygame.K_c)
    assert app.top is table


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_in_the_first_hand_the_scores_say_none_is_finished_yet(app, size):
    app.resize(size)
    table = open_table(app, controller_for(app))
    key(app, pygame.K_c)
    scores = app.top
    assert isinstance(scores, ScoresScene) and scores.rows == []
    app.draw()
    assert "No hand has been finished yet" in scores.no_rows_words()
    key(app, pygame.K_ESCAPE)
    assert app.top is table


FIRST_HAND_ON_THE_TABLE = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 9S 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
    "melds": [{"side": 0, "cards": "KC KD KS KH KC KD KS"}, {"side": 0, "cards": "8C 8D 2C"},
              {"side": 1, "cards": "AC AH AS"}],
    "red_threes": {"0": "3H", "1": "3D 3H"},
}
"""Hand 1: your side has a natural canasta of kings, three eights with a 2 and a red 3; the opponents have three aces
and two red 3s, and no side has the two canastas that make red 3s count for it (S5.6)."""


def test_in_the_first_hand_the_scores_show_each_sides_points_on_the_table_so_far(app):
    table = open_table(app, controller_for(app, FIRST_HAND_ON_THE_TABLE))
    key(app, pygame.K_c)
    scores = app.top
    assert isinstance(scores, ScoresScene) and scores.rows == []
    app.draw()
    lines = {line.label: line.scores for line in scores.so_far}
    # Kings 7 × 10 + two eights 2 × 10 + the 2's 20 = 110; the aces 3 × 20 = 60 (S11).
    assert lines["Cards melded"] == ("+110", "+60")
    assert lines["Canasta and samba bonuses"] == ("+500", "0")
    # One canasta is not the two that make red 3s count for a side (S5.6): both sides' red 3s count against them.
    assert lines["Red threes"] == ("-100", "-200")
    assert lines["On the table so far"] == ("+510", "-140")
    assert scores.so_far_heading == "Hand 1 so far (in play)"
    assert "cards left in hand" in scores.so_far_note, "the note says what the running line leaves out"
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_the_hand_in_play_shows_under_the_finished_hands(app):
    _table_at_hand_three(app)
    key(app, pygame.K_c)
    scores = app.top
    assert isinstance(scores, ScoresScene) and [row.number for row in scores.rows] == [1, 2]
    assert scores.so_far_heading == "Hand 3 so far (in play)"
    assert scores.so_far[0].label == "Cards melded" and scores.so_far[-1].label == "On the table so far"
    assert "Canasta and samba bonuses" not in [line.label for line in scores.so_far], (
        "an item no side has yet is left out")


def test_c_in_a_lesson_opens_its_scores_and_esc_goes_back_to_the_lesson(app):
    table = open_lesson(app, T.LESSONS[0])
    key(app, pygame.K_c)
    assert isinstance(app.top, ScoresScene) and app.top.rows == []
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_a_click_on_the_score_panel_opens_the_scores(app):
    table = _table_at_hand_three(app)
    click(app, table.lay.score.center)
    assert isinstance(app.top, ScoresScene)


def test_when_everyone_plays_alone_the_scores_speak_of_players_not_teams(app):
    from samba import i18n
    from samba.game.record.history import hand_caption

    three = {"rules": {"preset": "samba", "player_count": 3}, "turn": 0, "phase": "meld",
             "hands": {"0": "5H 5D 9S 7S 9D", "1": "4C 4D 6C 6D 7C", "2": "4H 6H 7H 9H 10H"}, "pile": "4C 6D",
             "melds": [{"side": 1, "cards": "AC AH AS"}]}
    open_table(app, controller_for(app, three))
    i18n.set_language("es")
    try:
        key(app, pygame.K_c)
        scores = app.top
        assert isinstance(scores, ScoresScene) and scores.alone
        app.draw()
        assert "jugador" in scores.so_far_note and "equipo" not in scores.so_far_note
        assert "equipo" not in hand_caption(scores.alone)
    finally:
        i18n.set_language("en")
