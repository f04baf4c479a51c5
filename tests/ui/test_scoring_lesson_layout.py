"""The scoring lesson's last screen: its explanation card sits beside the score sheets, never over them.

Playtest: at 1024x640 the card "Your side's score sheet, line by line" lay across the foot of the score
columns and hid the very lines it explained (the sambas, the red threes, the totals)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import feed, open_lesson

from samba import i18n
from samba.game import tutorial as T
from samba.ui.tutorial import script
from samba.ui.tutorial.summary import SMALLEST, ExplainedSummary

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def _scored(app) -> ExplainedSummary:
    table = open_lesson(app, next(lesson for lesson in T.LESSONS if lesson.id == "scoring"))
    feed(app, script.lesson_inputs(table))
    for _ in range(200):
        if isinstance(app.top, ExplainedSummary):
            break
        app.step()
    summary = app.top
    assert isinstance(summary, ExplainedSummary)
    app.draw()
    return summary


@pytest.fixture(params=["en", "es", "pt_BR"])
def language(request):
    """Each test in every language the game ships (English again afterwards)."""
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_explanation_never_covers_a_score_sheet(app, size, language):
    app.resize(size)
    summary = _scored(app)
    explained = summary.explained
    assert explained is not None
    assert summary.plans, "the score sheets are drawn"
    for plan in summary.plans:
        assert not plan.box.colliderect(explained.box), f"the card covers side {plan.side}'s sheet"


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_line_of_the_explanation_is_shown_above_the_buttons(app, size, language):
    app.resize(size)
    summary = _scored(app)
    explained = summary.explained
    assert explained is not None
    assert explained.fits, "some explanation lines were left out"
    assert explained.size >= SMALLEST
    assert len(explained.lines) == len(summary.lines())
    screen = pygame.Rect((0, 0), app.size)
    assert screen.contains(explained.box)
    assert all(explained.box.bottom < button.rect.top for button in summary.buttons)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_your_sides_sheet_is_always_shown_beside_the_explanation(app, size):
    app.resize(size)
    summary = _scored(app)
    mine = summary.controller.observation().side
    assert mine in [plan.side for plan in summary.plans]


def test_a_wide_window_shows_every_sides_sheet(app):
    app.resize((1920, 1080))
    summary = _scored(app)
    assert sorted(plan.side for plan in summary.plans) == sorted(side.side for side in summary.result.sides)
