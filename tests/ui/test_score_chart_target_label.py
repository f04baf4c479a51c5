"""The score chart's "Game: 10,000" label stands clear of the dashed target line and inside the plot (playtest
p8, g1t9/g2t7: it sat on the dashed line, and its top on the plot's frame)."""

from __future__ import annotations

import pygame
import pytest

from samba.engine import preset
from samba.game.record.chart import ScoreChart, Series, opening_bands
from samba.ui import theme
from samba.ui.score_chart import draw_chart

GAME_1 = (Series(0, "You & North", (0, 2285), True), Series(1, "West & East", (0, 1950), False))
GAME_2 = (Series(0, "You & North", (0, 900, 2100, 3465), True), Series(1, "West & East", (0, 1500, 2600, 3740), False))
AREAS = {(1024, 640): pygame.Rect(636, 136, 348, 400), (1280, 800): pygame.Rect(800, 170, 440, 500)}


def _gold(pixel) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(pixel[:3], theme.GOLD, strict=True))


@pytest.mark.parametrize("series", [GAME_1, GAME_2], ids=["after_hand_1", "after_hand_3"])
@pytest.mark.parametrize("size", list(AREAS), ids=[f"{w}x{h}" for w, h in AREAS])
def test_the_target_label_keeps_clear_of_the_dashed_line(app, size, series):
    area = AREAS[size]
    totals = [t for s in series for t in s.totals]
    chart = ScoreChart(len(series[0].totals) - 1, series, 10000, opening_bands(preset("samba"), min(totals),
                                                                                 max(totals)))
    surface = pygame.Surface(size)
    drawn = draw_chart(surface, area, chart, app.services.text)
    plot = drawn.plot
    assert plot is not None and drawn.target_label is not None
    assert plot.inflate(-2, -2).contains(drawn.target_label), "inside the plot, clear of its frame"
    gold_rows = {y: [x for x in range(plot.x, plot.right) if _gold(surface.get_at((x, y)))]
                 for y in range(plot.y, plot.bottom)}
    dashed = [y for y, xs in gold_rows.items() if len(xs) > plot.w // 3]
    assert dashed, "the dashed target line is drawn"
    label_rows = [y for y in range(drawn.target_label.top, drawn.target_label.bottom)
                  if y not in dashed and gold_rows.get(y)]
    assert label_rows, "the label is drawn"
    gap = min(min(abs(y - d) for d in dashed) for y in label_rows)
    assert gap >= 6, f"the label's letters come within {gap} px of the dashed line"
