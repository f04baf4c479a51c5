"""A lesson's arrow points only at a button the panel names, as that button is now: a newcomer in lesson 7 staged
the queens before asking, the Ask partner button became Suggest, and the panel still said "press Ask partner (A)"
with its arrow on Suggest (playtest p9-133)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import card_pos, click, feed, key, open_lesson

from samba.game import tutorial as T
from samba.ui.tutorial import script

STAGE_BEFORE_ASKING = {"going_out": ("QC", "QH", "QS"), "scoring": ("AC", "AH", "AS")}
"""The lessons that ask the partner, and the cards a player may lay off on their meld 3 before asking."""


def _pointed_button(table):
    """The bar button the lesson's arrow points at (None: the arrow points elsewhere, or nowhere)."""
    _cards, place, _label, _direction = table.targets()
    return next((button for button in table.bar.buttons if place is not None and button.rect == place), None)


def _staged_before_asking(app, lesson_id: str):
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == lesson_id)
    table = open_lesson(app, lesson)
    run = table.lesson_controller.run
    feed(app, script.step_inputs(table, run.step))  # draw
    feed(app, [None] * 3)
    for code in STAGE_BEFORE_ASKING[lesson_id]:
        click(app, card_pos(table, code))
    key(app, pygame.K_3, unicode="3")
    assert table.state.hand.staging.going_out and table.bar.by_name["ask"].label == "Suggest"
    return table, run


@pytest.mark.parametrize("lesson_id", sorted(STAGE_BEFORE_ASKING))
def test_going_out_staged_before_asking_turns_the_arrow_and_the_words_to_cancel(app, lesson_id):
    table, _run = _staged_before_asking(app, lesson_id)
    words = table.caption().caption
    button = _pointed_button(table)
    assert button is table.bar.by_name["menu"] and button.label == "Cancel", "the arrow is on Cancel, not Suggest"
    assert "Cancel (Esc)" in words and "Suggest" in words, words
    assert table.panel.fits(app.services.text, table.caption()), "the new words fit the panel"
    key(app, pygame.K_h, unicode="h")  # Show me says the way back too
    assert table.feedback == words


@pytest.mark.parametrize("lesson_id", sorted(STAGE_BEFORE_ASKING))
def test_cancel_brings_back_ask_partner_and_its_arrow(app, lesson_id):
    table, run = _staged_before_asking(app, lesson_id)
    key(app, pygame.K_ESCAPE)
    assert not table.state.hand.staging.going_out
    assert _pointed_button(table) is table.bar.by_name["ask"] and table.bar.by_name["ask"].label == "Ask partner"
    assert table.caption().caption == run.step.caption
    key(app, pygame.K_a, unicode="a")
    assert run.step_index == 2, "asking does the step"


def test_a_asks_while_the_queens_stay_staged_as_the_panel_says(app):
    table, run = _staged_before_asking(app, "going_out")
    key(app, pygame.K_a, unicode="a")
    assert run.step_index == 2 and table.state.hand.staging.layoffs, "asked, and the staged queens stayed"


def test_a_move_refused_on_the_way_back_names_cancel_not_the_missing_button(app):
    table, run = _staged_before_asking(app, "going_out")
    key(app, pygame.K_RETURN)  # Go out before asking: allowed by the rules, not what the step teaches
    assert run.step_index == 1 and table.feedback_refusal
    assert "Cancel (Esc)" in table.feedback and "Press the Ask partner button" not in table.feedback, table.feedback


@pytest.mark.parametrize("lesson", T.LESSONS, ids=lambda lesson: lesson.id)
def test_every_lessons_arrow_on_a_button_points_at_the_button_its_step_names(app, lesson):
    table = open_lesson(app, lesson)
    pointed = []
    for event in script.lesson_inputs(table):
        feed(app, [event])
        button = _pointed_button(table)
        if button is not None:
            pointed.append(button.label)
            assert button.enabled and button.label in table.caption().caption, (button.label, table.caption())
    assert all(label == "Ask partner" for label in pointed), pointed
