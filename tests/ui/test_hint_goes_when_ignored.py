"""A hint's words and arrow go when the player picks other cards: Enter no longer does what they say
(playtest p7: "Discard 6♥" and its arrow stayed up while Enter melded the 5♥ 6♥ 7♥ picked instead)."""

from __future__ import annotations

import pygame
from ui_helpers import card_pos, click, controller_for, key, open_table

from samba.engine.actions import Discard

NOTHING_TO_MELD = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "4C 6D 9H QC KD 7S 8D", "1": "4D 6C 7C 9C JD", "2": "4H 6H 7H 9H JH", "3": "4S 6S 9S JS QS"},
    "pile": "5C", "melds": [{"side": 0, "cards": "AC AD AS"}],
}
"""You have drawn and hold nothing that melds: the hint can only be a discard."""


def test_picking_another_card_than_the_hinted_discard_takes_its_words_and_arrow_away(app):
    controller = controller_for(app, NOTHING_TO_MELD)
    table = open_table(app, controller)
    key(app, pygame.K_h)
    for _ in range(200):
        app.step(0.02)
        if table.state.hint is not None:
            break
    hint = table.state.hint
    assert hint is not None and isinstance(hint.action, Discard) and table.hint_marks.visible, "a discard hint"
    other = next(code for code in ("4C", "6D", "9H", "QC", "KD", "7S", "8D") if code != hint.action.card.code)
    click(app, card_pos(table, other))
    app.step(0.02)
    assert table.state.hint_current() is None, "a card the hint did not name is picked"
    assert not table.hint_marks.visible and not table.messages.toast, "the hint's words and arrow are gone"
