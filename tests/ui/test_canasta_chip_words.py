"""A canasta's chip says its number as a count of cards: "Mixed, 7 cards", never "Mixed 7".

Playtest (Spanish): "Sucia 9" under a canasta of tens read as "a dirty canasta of nines"; the canasta is
squared up, so the chip is all a player sees of it. Where the words do not fit, the chip says "Mixed"."""

from __future__ import annotations

import re

from ui_helpers import practice_table

from samba.game.showcase import crowded_position


def test_a_chip_with_room_for_the_count_says_it_counts_cards(data_dir):
    app, table = practice_table((2560, 1440), crowded_position(4, 8), open_hands=False)
    try:
        app.draw()
        numbered = [label.fitted.text for label in table.painter.last_labels.chips
                    if re.search(r"\d", label.fitted.text)]
        assert numbered, "a window this large has room for the count"
        assert all(re.fullmatch(r"(Natural|Mixed), \d+ cards", text) for text in numbered), numbered
    finally:
        app.close()
