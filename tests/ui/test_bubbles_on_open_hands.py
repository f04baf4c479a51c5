"""A seat's speech bubble (the partner's "Yes — go out!") with open hands: it lies over the foot of that
seat's tray, above the cards, and never over the seat's name, card count or level.

Playtest: at 1024x640 with six players and open hands the bubble covered "North" (read "Nort…") and was
half hidden under the tray's cards, which were drawn after it."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import practice_table

from samba.game.showcase import crowded_position

BUBBLE_FILL = (255, 250, 225)
WORDS = "Yes — go out!"


def _table_with_bubbles(size: tuple[int, int], players: int):
    """The crowded late table (every seat's hand open) with every other seat saying something."""
    app, table = practice_table(size, crowded_position(players, 40))
    for seat in range(1, players):
        table.messages.bubble(seat, WORDS, keep=True)
    app.step(0.02)
    app.draw()
    return app, table


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_bubble_never_covers_the_words_on_its_seats_plate(data_dir, players, size):
    app, table = _table_with_bubbles(size, players)
    try:
        painter = table.painter
        labels = painter.last_labels
        assert labels is not None
        assert sorted(painter.bubble_rects) == list(range(1, players))
        measure = app.services.text.width
        for seat, bubble in painter.bubble_rects.items():
            words = [label for label in labels.plates if label.name.endswith(f" {seat}")]
            assert words, f"seat {seat} has its words on its plate"
            for label in words:
                drawn = pygame.Rect(0, 0, measure(label.fitted.text, label.fitted.size, bold=label.fitted.bold),
                                    label.box.h)
                setattr(drawn, label.anchor, getattr(label.box, label.anchor))
                assert not bubble.colliderect(drawn), f"seat {seat}'s bubble covers {label.fitted.text!r}"
    finally:
        app.close()


@pytest.mark.parametrize("players", [4, 6])
def test_a_bubble_is_drawn_over_the_open_hand_not_under_it(data_dir, players):
    app, table = _table_with_bubbles((1024, 640), players)
    try:
        for seat, bubble in table.painter.bubble_rects.items():
            assert table.practice.drawn.get(seat), f"seat {seat}'s open hand is drawn"
            inside = (bubble.x + 5, bubble.centery)
            assert tuple(app.screen.get_at(inside))[:3] == BUBBLE_FILL, f"seat {seat}'s bubble is covered"
    finally:
        app.close()
