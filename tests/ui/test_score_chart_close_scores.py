"""At close or equal scores every side's mark of a hand shows whole, beside the others, never under them.

Each side has its own shape (circle, square, triangle, diamond), but at equal or close scores the marks were drawn
on one point, the last drawn on top: the player's circle showed only as a sliver round West & East's square."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from samba.engine import preset
from samba.game.record.chart import ScoreChart, Series, opening_bands
from samba.ui.score_chart import draw_chart

TIED = (Series(0, "You & North", (0, 1365, 2900, 4100), True),
        Series(1, "West & East", (0, 1360, 2900, 4095), False))
"""Two sides five points apart, then level, then five apart again."""
THREE_TIED = (Series(0, "South & North", (0, 600, 1200), True),
              Series(1, "West & Northeast", (0, 600, 1205), False),
              Series(2, "Northwest & East", (0, 600, 1190), False))
"""Six players: three sides level after the first hand, close after the second."""


@pytest.mark.parametrize("series", [TIED, THREE_TIED], ids=["two sides", "three sides"])
@pytest.mark.parametrize("area", [pygame.Rect(636, 136, 348, 400), pygame.Rect(40, 136, 944, 400)],
                         ids=["score screen panel", "history chart"])
def test_no_sides_mark_lies_on_another_sides_mark(app, series, area):
    low, high = min(min(s.totals) for s in series), max(max(s.totals) for s in series)
    chart = ScoreChart(1, series, 10000, opening_bands(preset("samba"), low, high))
    drawn = draw_chart(pygame.Surface((1024, 640)), area, chart, app.services.text)
    assert len(drawn.shapes) == sum(len(s.totals) - 1 for s in series)
    for (side_a, (xa, ya), ra), (side_b, (xb, yb), rb) in itertools.combinations(drawn.shapes, 2):
        if side_a != side_b:
            assert math.dist((xa, ya), (xb, yb)) >= ra + rb, f"side {side_a}'s mark lies on side {side_b}'s"
    for _side, (x, y), radius in drawn.shapes:
        assert area.contains(pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius))


def test_every_side_is_in_the_legend_on_the_narrow_score_panel(app, monkeypatch):
    """Six players at 1024×640: the third side's legend entry did not fit beside the first two and was left out."""
    text = app.services.text
    written: list[str] = []
    blit = text.blit

    def recorded(surface, words, *args, **kwargs):
        written.append(words)
        return blit(surface, words, *args, **kwargs)

    monkeypatch.setattr(text, "blit", recorded)
    chart = ScoreChart(1, THREE_TIED, 10000, opening_bands(preset("samba"), 0, 1205))
    draw_chart(pygame.Surface((1024, 640)), pygame.Rect(636, 136, 348, 400), chart, text)
    for series in THREE_TIED:
        assert any(words.startswith(f"{series.name}:") for words in written), f"{series.name} left out"
