"""The score chart's band labels ("Opening: 90 points") never sit on a hand's mark.

Playtest (1024x640, six players after three hands): "Opening: 120 points" lay on West & Northeast's last
point at the right edge. Each label now takes the end of its band that the score lines cross least.
"""

from __future__ import annotations

import pygame
import pytest

from samba.engine import preset
from samba.game.record.chart import ScoreChart, Series, opening_bands
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
