"""The score chart's band labels ("Opening: 90 points") never sit on a hand's mark.

Playtest (1024x640, six players after three hands): "Opening: 120 points" lay on West & Northeast's last
point at the right edge. Each label now takes the end of its band that the score lines cross least.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from samba import i18n
from samba.engine import preset
from samba.game.record.chart import ScoreChart, Series, opening_bands
from samba.game.record.words import band_label
from samba.ui import theme
from samba.ui.score_chart import draw_chart

PLAYTEST = (Series(0, "You & North", (0, 1210, 1330, 3070), True),
            Series(1, "West & Northeast", (0, 50, 2300, 3345), False),
            Series(2, "Northwest & East", (0, -280, 170, 575), False))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_no_band_label_covers_a_hands_mark(app, size):
    chart = ScoreChart(1, PLAYTEST, 10000, opening_bands(preset("samba"), -280, 3345))
    area = pygame.Rect(40, 136, size[0] - 80, size[1] - 240)
    drawn = draw_chart(pygame.Surface(size), area, chart, app.services.text)
    assert len(drawn.labels) >= 2 and len(drawn.marks) == 9
    for label in drawn.labels:
        assert area.contains(label)
        covered = [mark for mark in drawn.marks if label.inflate(8, 8).collidepoint(mark)]
        assert not covered, f"a band label hides the mark of a hand at {covered}"


Z141 = (Series(0, "You & North", (0, -375, 700), True), Series(1, "West & East", (0, 1315, 1315), False))
"""The playtest's chart after two hands: You & North fell to -375, then climbed; West & East held 1,315."""
Z141_AREA = pygame.Rect(636, 136, 348, 400)
"""The chart's panel on the score screen at 1024x640."""


def _line_pixels(lines):
    for points in lines:
        for (x0, y0), (x1, y1) in itertools.pairwise(points):
            steps = max(abs(x1 - x0), abs(y1 - y0), 1)
            for k in range(steps + 1):
                yield x0 + (x1 - x0) * k // steps, y0 + (y1 - y0) * k // steps


def test_S12_1_below_zero_the_chart_shows_the_lowest_opening_band_with_its_label(app):
    chart = ScoreChart(1, Z141, 10000, opening_bands(preset("samba"), -375, 1315))
    drawn = draw_chart(pygame.Surface((1024, 640)), Z141_AREA, chart, app.services.text)
    said = [words.removeprefix("Opening: ") for words in drawn.texts]  # the full or the short wording
    assert "15 points" in said, drawn.texts
    fifteen = drawn.labels[said.index("15 points")]
    fifty = [rect for rect, words in zip(drawn.labels, said, strict=True) if words == "50 points"]
    assert fifty, drawn.texts
    assert all(rect.bottom <= fifteen.top for rect in fifty), "the 50 band lies above the band below zero"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_no_band_label_covers_a_score_line(app, size):
    area = Z141_AREA if size == (1024, 640) else pygame.Rect(800, 170, 440, 500)
    chart = ScoreChart(1, Z141, 10000, opening_bands(preset("samba"), -375, 1315))
    drawn = draw_chart(pygame.Surface(size), area, chart, app.services.text)
    assert drawn.labels
    for label in drawn.labels:
        hidden = [p for p in _line_pixels(drawn.lines) if label.inflate(8, 2).collidepoint(p)]
        assert not hidden, f"a band label covers a score line at {hidden[:3]}"


@pytest.mark.parametrize("low", [-15, -40, -120, -375])
@pytest.mark.parametrize("size", [(348, 400), (600, 300), (1200, 700)])
def test_the_axis_always_marks_zero_even_next_to_a_close_band_edge(app, low, size):
    """Playtest: with a side just below zero the axis showed the band's edge there and left out "0", the line
    every score is read against."""
    series = (Series(0, "You & North", (0, low, 2400), True), Series(1, "West & East", (0, 1315, 6100), False))
    chart = ScoreChart(1, series, 10000, opening_bands(preset("samba"), low, 6100))
    drawn = draw_chart(pygame.Surface((size[0] + 80, size[1] + 80)), pygame.Rect(40, 40, *size), chart,
                       app.services.text)
    assert 0 in drawn.axis, drawn.axis
    assert len(drawn.axis) >= 3, "the axis still gives a scale"


P5_HANDS = {
    1: (Series(0, "You & North", (0, 1365), True), Series(1, "West & East", (0, 1360), False)),
    2: (Series(0, "You & North", (0, 1365, 2535), True), Series(1, "West & East", (0, 1360, 3230), False)),
    3: (Series(0, "You & North", (0, 1365, 2535, 3925), True), Series(1, "West & East", (0, 1360, 3230, 5175), False)),
}
"""A newcomer's match (playtest 5) after hands 1, 2 and 3, as the score screen at 1024x640 charts it."""


def _p5_chart(hand: int) -> ScoreChart:
    """The chart the score screen builds after ``hand``: the opening bands from zero up to the target."""
    return ScoreChart(1, P5_HANDS[hand], 10000, opening_bands(preset("samba"), 0, 10000))


@pytest.fixture(params=["en", "es", "pt_BR"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("hand", [1, 2, 3])
def test_no_score_line_runs_against_a_band_label(app, language, hand):
    """Playtest: "Opening: 90 points" lay on the lines' edge (a 4-pixel line drawn right against its veil)."""
    drawn = draw_chart(pygame.Surface((1024, 640)), Z141_AREA, _p5_chart(hand), app.services.text)
    for label, words in zip(drawn.labels, drawn.texts, strict=True):
        near = [p for p in _line_pixels(drawn.lines) if label.inflate(8 + 8, 2 + 8).collidepoint(p)]
        assert not near, f"{words!r} at {label} touches a score line at {near[:3]}"


@pytest.mark.parametrize("hand", [1, 2, 3])
def test_every_band_gets_its_label_in_every_language(app, language, hand):
    """Playtest: in Spanish the longer "Para abrir: 90 puntos" found no clear place and was left out. Where
    the lines leave no room, every label is shorter ("90 puntos") or smaller, never one of them missing."""
    chart = _p5_chart(hand)
    drawn = draw_chart(pygame.Surface((1024, 640)), Z141_AREA, chart, app.services.text)
    minimums = [band.minimum for band in chart.bands if 0 <= band.low < chart.target]
    full, short = sorted(band_label(m) for m in minimums), sorted(minimums)
    assert sorted(drawn.texts) in (full, short), "each band labelled, all in one wording"
    heights = {rect.h for rect in drawn.labels}
    assert len(heights) == 1, f"the bands' labels are written in one size, not {heights}"


def test_two_sides_with_close_scores_both_show_their_line_and_marks(app):
    """Playtest: 1,365 v 1,360 after hand 1 — West & East's line lay hidden under the player's."""
    surface = pygame.Surface((1024, 640))
    drawn = draw_chart(surface, Z141_AREA, _p5_chart(1), app.services.text)
    (_start, end) = drawn.lines[1]
    plot_pixels = [surface.get_at((x, y))[:3] for x in range(Z141_AREA.x + 60, end[0] + 1)
                   for y in range(end[1] - 12, Z141_AREA.bottom - 40)]
    for side in (0, 1):
        colour = tuple(theme.SIDE_COLOURS[side])
        assert plot_pixels.count(colour) >= 60, f"side {side}'s line is hidden ({plot_pixels.count(colour)} px)"
    around_the_mark = [surface.get_at((end[0] + dx, end[1] + dy))[:3] for dx in range(-5, 1) for dy in range(-5, 6)]
    assert tuple(theme.SIDE_COLOURS[1]) in around_the_mark and tuple(theme.SIDE_COLOURS[0]) in around_the_mark
