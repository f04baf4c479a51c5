"""A hint's arrow shows where to play without lying on the table's words.

Playtest at 1024x640: on a crowded table the "Meld" arrow above the New meld zone covered the meld area's
"▼ 5 more" cue (the only sign that melds are out of sight), and a "Here" arrow above a meld covered its
area's title. The arrow now points at the New meld zone from inside it, and at a meld from below when the
felt under it is free.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key, practice_table

from samba.game.showcase import crowded_position
from samba.ui.table.hint_marks import aim
from samba.ui.tutorial.marks import TUTOR


def _drawn(app, label) -> pygame.Rect:
    """Where a label's words are (its box may be wider and taller than its words): their measured width, a line
    of their font size high."""
    fitted = label.fitted
    rect = pygame.Rect(0, 0, app.services.text.width(fitted.text, fitted.size, bold=fitted.bold), label.box.h)
    setattr(rect, label.anchor, getattr(label.box, label.anchor))
    return pygame.Rect(rect.x, label.box.centery - fitted.size // 2, rect.w, fitted.size)


def test_the_meld_hint_on_a_crowded_table_leaves_the_more_melds_cue_readable(data_dir):
    app, table = practice_table((1024, 640), crowded_position(4, 40), open_hands=False)
    try:
        key(app, pygame.K_h)
        for _ in range(3):
            app.step(0.02)
        app.draw()
        assert table.hint_marks.visible and table.hint_marks.place == "new_meld", "the hint points at New meld"
        cues = table.painter.last_labels.cues
        assert cues, "the crowded meld area shows how many melds are out of sight"
        for cue in cues:
            drawn = _drawn(app, cue).clip(app.screen.get_rect())
            arrow_pixels = [(x, y) for x in range(drawn.x, drawn.right) for y in range(drawn.y, drawn.bottom)
                            if tuple(app.screen.get_at((x, y)))[:3] == TUTOR]
            assert not arrow_pixels, f"the hint's arrow lies on {cue.fitted.text!r}"
    finally:
        app.close()


@pytest.fixture
def text(app):
    return app.services.text


BOUNDS = pygame.Rect(0, 30, 780, 560)


def test_a_meld_whose_top_meets_its_areas_title_is_pointed_at_from_below(text):
    title = pygame.Rect(108, 262, 200, 14)
    meld = pygame.Rect(110, 278, 48, 120)
    target, direction = aim("meld:3", meld, BOUNDS, "Here", text, [title], cards=[meld])
    assert (target, direction) == (meld, "up")


def test_a_meld_with_free_felt_above_is_pointed_at_from_above(text):
    meld = pygame.Rect(110, 370, 48, 120)
    target, direction = aim("meld:3", meld, BOUNDS, "Here", text, [pygame.Rect(108, 262, 200, 14)], cards=[meld])
    assert (target, direction) == (meld, "down")


def test_a_meld_with_cards_under_it_keeps_the_arrow_above(text):
    """Below is the hand: an arrow there would hide cards, which matter more than a title's words."""
    title = pygame.Rect(108, 262, 200, 14)
    meld = pygame.Rect(110, 278, 48, 120)
    hand = pygame.Rect(100, 410, 600, 80)
    target, direction = aim("meld:3", meld, BOUNDS, "Here", text, [title], cards=[meld, hand])
    assert (target, direction) == (meld, "down")


def test_the_pile_is_always_pointed_at_from_below(text):
    pile = pygame.Rect(20, 280, 60, 80)
    assert aim("pile", pile, BOUNDS, "Discard", text, [pile.inflate(40, 40)], cards=[]) == (pile, "up")
