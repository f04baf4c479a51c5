"""T (take the pile) when the only way to take it is the top card onto one of your melds: that take is
staged at once, not a request for a pair the player does not hold (playtest p7, real key events)."""

from __future__ import annotations

import pygame
from ui_helpers import controller_for, key, open_table

from samba.engine import state as S

TENS_ON_THE_TABLE = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "4C 5D 7S 9H QC KD", "1": "4D 6C 7C 9C JD", "2": "4H 6H 7H 9H JH", "3": "4S 6S 9S JS QS"},
    "pile": "6D 10D", "melds": [{"side": 0, "cards": "10C 10H 10S 10S 10C"}],
}
"""Your side's tens are on the table and you hold none: the 10♦ can only go onto them (S7.3b)."""


def test_T_with_only_a_lay_off_take_stages_the_top_card_onto_that_meld(app):
    controller = controller_for(app, TENS_ON_THE_TABLE)
    table = open_table(app, controller)
    tens = next(m.id for m in controller.state.melds if m.rank == 10)
    key(app, pygame.K_t)
    take = table.state.hand.staging.take
    assert take is not None and take.target == tens, take
    key(app, pygame.K_RETURN)  # Meld (Enter) confirms the gathered take
    assert controller.state.phase == S.MELD and not controller.state.pile, "the whole pile was taken"
