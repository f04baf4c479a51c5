"""Hint (H) rings the suggested cards and points at the place, the suggestions are legal, and the move log
scrolls back through the hand with the mouse wheel."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import controller_for, key, open_table, post, settle

from samba.engine import Discard, DrawStock, TakePile, check, scenario
from samba.engine.observation import observe
from samba.game import hints
from samba.game.tutorial import LESSONS, LessonRun
from samba.ui.table.hint_marks import place_of

OPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}],
}


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_hints_are_legal_actions(lesson):
    state = LessonRun(lesson).state
    found = hints.suggest_for(observe(state, 0))
    assert found is not None
    action, reason = found
    assert check(observe(state, 0), action) is None and reason


def test_hints_are_legal_in_a_meld_phase_position():
    obs = observe(scenario.load(OPENED), 0)
    action, _reason = hints.suggest_for(obs)
    assert check(obs, action) is None


def test_the_place_of_each_kind_of_hint():
    assert place_of(DrawStock()) == ("stock", "Draw")
    assert place_of(TakePile("pair", (), -1))[0] == "pile"
    assert place_of(TakePile("layoff", (), 3))[0] == "meld:3"
    obs = observe(scenario.load(OPENED), 0)
    assert place_of(Discard(obs.hand[0]))[0] == "pile"


def test_h_selects_the_suggested_cards_says_why_and_marks_the_place(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    key(app, pygame.K_h, unicode="h", steps=3)
    assert table.look.toast.startswith("Hint: ") and not table.look.toast_bad
    assert table.hint_marks.visible and table.hint_marks.rect() is not None
    table.look.toast = ""
    assert not table.hint_marks.visible


def test_the_move_log_scrolls_back_with_the_wheel_over_it(app):
    controller = controller_for(app, None)
    table = open_table(app, controller, fresh=True)
    settle(app, table)
    table.log.extend(f"Line {n} of an earlier hand." for n in range(80))
    log = table.move_log
    latest = log.visible_lines()
    post(app, pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    assert log.scroll == 0, "the wheel elsewhere does not scroll the log"
    post(app, pygame.MOUSEMOTION, pos=table.lay.log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    assert log.scroll == 6 and log.visible_lines() != latest
    post(app, pygame.MOUSEWHEEL, x=0, y=-5, flipped=False, precise_x=0.0, precise_y=-5.0)
    assert log.scroll == 0 and log.visible_lines() == latest
