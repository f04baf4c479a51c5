"""The score sheet and the statistics screen in Spanish and Brazilian Portuguese at 1024x640: every piece of
text whole and inside its box — never "Cartas que quedan …", "En la próxima mano, el mínimo para…",
"Partidas y repetic…" or "Mejor mano +770 (reparto n.º 407038, mano 1, 2…" (a newcomer's playtest).

Every ``Text.fit`` that had to shorten something and every ``Text.blit`` is watched while the screen is drawn
(the buttons and the chart's labels go through them too); each screen's own boxes are checked as well.
"""

from __future__ import annotations

import pygame
import pytest
from test_going_out import READY, _go_out_to_summary
from test_language_change_in_game import _choose_language_in_settings
from test_record_screens import _record_match, _statistics
from ui_helpers import controller_for, open_table

from samba import i18n
from samba.ui.scenes.summary import SummaryScene

SMALL = (1024, 640)
RED_THREES_SHORT = dict(READY, asked="yes", red_threes={"0": "3H", "1": "3D 3H"})
"""You go out; West & East hold two red threes and have no canasta: the sheet's longest lines and a reason."""


@pytest.fixture(params=["es", "pt_BR"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


class Watched:
    """What a frame drew: every blit (words and where) and every shortening ``fit`` made."""

    def __init__(self, app, monkeypatch) -> None:
        self.blits: list[tuple[str, pygame.Rect]] = []
        self.cut: list[tuple[str, str]] = []
        text = app.services.text
        blit, fit = text.blit, text.fit

        def watched_blit(surface, words, *args, **kwargs):
            rect = blit(surface, words, *args, **kwargs)
            if surface is app.screen:
                self.blits.append((words, rect))
            return rect

        def watched_fit(words, *args, **kwargs):
            fitted = fit(words, *args, **kwargs)
            if fitted != words:
                self.cut.append((words, fitted))
            return fitted

        monkeypatch.setattr(text, "blit", watched_blit)
        monkeypatch.setattr(text, "fit", watched_fit)

    def assert_whole_and_inside(self, window: pygame.Rect) -> None:
        assert not self.cut, f"text cut to fit: {self.cut}"
        for words, rect in self.blits:
            assert "…" not in words, f"cut wording: {words!r}"
            assert window.contains(rect), f"{words!r} runs out of the window ({rect})"


@pytest.fixture
def sheet(app, language, monkeypatch):
    app.resize(SMALL)
    table = open_table(app, controller_for(app, RED_THREES_SHORT))
    scene = _go_out_to_summary(app, table)
    assert isinstance(scene, SummaryScene)
    watched = Watched(app, monkeypatch)
    app.draw()
    assert scene.plans, "the sheets are on screen"
    return app, scene, watched


def test_every_word_of_the_translated_score_sheet_is_whole_inside_its_panel(sheet):
    app, scene, watched = sheet
    measure = app.services.text.width
    for plan in scene.plans:
        for item in plan.words:
            assert "…" not in item.text, f"cut wording on the sheet: {item.text!r}"
            assert plan.box.contains(item.rect(measure)), f"{item.text!r} spills out of its sheet"
        labels = [item.rect(measure) for item in plan.words if item.anchor == "topleft"]
        amounts = [item.rect(measure) for item in plan.words if item.anchor == "topright"]
        for label in labels:
            assert not any(label.colliderect(amount) for amount in amounts), "a label runs into its points"
    watched.assert_whole_and_inside(app.screen.get_rect())


def test_the_translated_score_sheet_says_its_outlook_whole(sheet):
    """"En la próxima mano, el mínimo para abrir es 90 puntos": the sentence wraps, every word drawn."""
    _app, scene, _watched = sheet
    for plan in scene.plans:
        drawn = " ".join(item.text for item in plan.words)
        for sentence in scene.outlook(plan.side):
            assert sentence in drawn, f"{sentence!r} is not drawn whole (its lines read: {drawn!r})"


def test_the_translated_score_sheet_buttons_and_chart_legend_fit(sheet):
    app, scene, watched = sheet
    text = app.services.text
    for button in scene.buttons:
        label, size = button.fitted(text)
        assert label == button.label or label.startswith(button.label), f"{button.label!r} shown as {label!r}"
        assert text.width(f"{label}", size) <= button.rect.w - 10, f"{button.label!r} is wider than its button"
    drawn = [words for words, _rect in watched.blits]
    for series in scene.chart.series:
        assert any(words.startswith(f"{series.name}:") for words in drawn), f"{series.name} left out of the legend"


def test_the_translated_statistics_screen_shows_every_text_whole(app, language, monkeypatch):
    _record_match(app, 1)
    _record_match(app, 4, hands=1)
    app.resize(SMALL)
    scene = _statistics(app)
    watched = Watched(app, monkeypatch)
    app.draw()
    watched.assert_whole_and_inside(app.screen.get_rect())
    drawn = [words for words, _rect in watched.blits]
    for section in scene.sections:
        for line in section.lines:
            if line.tally is None:
                pieces = " ".join(words for words in drawn)
                assert line.label in drawn and all(word in pieces for word in line.value.split()), line


@pytest.mark.parametrize("code", ["es", "pt_BR"])
def test_a_sheet_opened_in_english_then_switched_is_whole_in_the_new_language(app, code, monkeypatch):
    """The newcomer's way: the score sheet is up in English when the language is changed from its menu."""
    app.resize(SMALL)
    table = open_table(app, controller_for(app, RED_THREES_SHORT))
    scene = _go_out_to_summary(app, table)
    _choose_language_in_settings(app, code)
    watched = Watched(app, monkeypatch)
    app.draw()
    watched.assert_whole_and_inside(app.screen.get_rect())
    measure = app.services.text.width
    for plan in scene.plans:
        for item in plan.words:
            assert plan.box.contains(item.rect(measure)), f"{item.text!r} spills out of its sheet"
