"""Pressing H at the table shows one clean hint sentence (no repeated move, no doubled full stop)."""

from __future__ import annotations

import pygame
from ui_helpers import TWO_EIGHTS, controller_for, key, open_table


def test_the_hint_toast_is_one_sentence_without_doubled_stops(app):
    controller = controller_for(app, TWO_EIGHTS)
    table = open_table(app, controller)
    key(app, pygame.K_h, unicode="h", steps=3)
    toast = table.messages.toast
    assert toast.startswith("Hint: ") and not toast.endswith("..") and " — " not in toast
