"""Pressing H at the table shows one clean hint sentence (no repeated move, no doubled full stop), in the player's
language."""

from __future__ import annotations

import pygame
from ui_helpers import TWO_EIGHTS, controller_for, key, open_table

from samba import i18n

NINES_ON_TABLE = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
    "pile": "4S 5H 6C 7D 8H 10S JD 9H", "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D"}],
}
"""Your side's six nines on the table and a 9H on top of an eight-card pile: the hint is to take the pile."""


def test_the_hint_toast_is_one_sentence_without_doubled_stops(app):
    controller = controller_for(app, TWO_EIGHTS)
    table = open_table(app, controller)
    key(app, pygame.K_h, unicode="h", steps=3)
    toast = table.messages.toast
    assert toast.startswith("Hint: ") and not toast.endswith("..") and " — " not in toast


def test_pressing_h_in_spanish_shows_the_hint_and_its_reason_in_spanish(app):
    i18n.set_language("es")
    table = open_table(app, controller_for(app, NINES_ON_TABLE))
    key(app, pygame.K_h, unicode="h", steps=3)
    assert table.messages.toast == (
        "Pista: Levanta el pozo agregando 9H a tus nueves: te llevas todo el pozo, 8 cartas.")
