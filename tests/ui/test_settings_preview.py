"""The Settings screen's card preview shows each fanned card's whole corner index, in both card sizes.

Playtest: with Card size Large the preview's K♦ cut the 0 of the 10♠'s large-print "10"."""

from __future__ import annotations

import pygame
import pytest

from samba.ui.scenes.settings_screen import preview_step
from samba.ui.table.meld_layout import LARGE_INDEX, NORMAL_INDEX, card_size


@pytest.mark.parametrize(("width", "large"), [(84, False), (100, True)])
def test_the_next_card_of_the_preview_leaves_the_corner_index_in_sight(width, large):
    index = LARGE_INDEX if large else NORMAL_INDEX
    step = preview_step(width, large)
    card = pygame.Rect(0, 0, *card_size(width))
    following = card.move(step, 0)
    air = 4  # the next card's edge and shadow must not touch the index's last stroke
    assert following.x >= index.rect(card).right + air, (step, index.rect(card))
    assert step * 2 + width <= 200, "the three cards stay within the preview's room"
