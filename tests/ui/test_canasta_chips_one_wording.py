"""All the canasta chips on the table are worded alike: where one chip has room only for "Nat.", its neighbour
says "Mix.", never "Mixed" beside "Nat." (a newcomer's playtest: "Natural" in one place, "Nat." in another).
While every chip has room for its whole word, each adds its count of cards where that fits ("Mixed, 7 cards").
"""

from __future__ import annotations

import pytest
from ui_helpers import practice_table

from samba.game.showcase import crowded_position

LEVELS = [("Natural, {} cards", "Mixed, {} cards", "Samba", "Bolivia"), ("Natural", "Mixed", "Samba", "Bolivia"),
          ("Nat.", "Mix.", "Samba", "Bol."), ("N", "M", "S", "B")]
"""The chips' wordings by level (English): with the count, the word, its abbreviation, its letter."""


def _level(words: str) -> int:
    for level, kinds in enumerate(LEVELS):
        for kind in kinds:
            if words == kind or ("{}" in kind and words.startswith(kind.split("{}")[0])):
                return level
    raise AssertionError(f"not a chip's wording: {words!r}")


H3T4 = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "4S 4C 5H AS AC", "1": "4C 4D 6C 6D 7C 9C", "2": "4H 6H 7H 9H 10H JH QH", "3": "4S"},
    "pile": "5C 9D 5C",
    "melds": [{"side": 1, "cards": "10S 10C 10D 10H 10S 2C 10D"}, {"side": 1, "cards": "KS KC KD KH KS KC KD"},
              {"side": 1, "cards": "AS AH AD AC AS AH 2D"}, {"side": 1, "cards": "QH QD 2C"},
              {"side": 1, "cards": "8S 8C 8D 8H 8S"}, {"side": 1, "cards": "JS JC JD 2H"},
              {"side": 1, "cards": "4H 4D 2S"}, {"side": 1, "cards": "6S 6C 6D"}, {"side": 1, "cards": "9S 9C 9D"},
              {"side": 1, "cards": "5S 5C 5D"}, {"side": 1, "cards": "4S 5S 6S"},
              {"side": 1, "cards": "8H 9H 10H"}, {"side": 1, "cards": "JC QC KC"},
              {"side": 0, "cards": "10C 10D 2C"}, {"side": 0, "cards": "QH QD QS QC JK"},
              {"side": 0, "cards": "6C 6D 6S 6H"}, {"side": 0, "cards": "7C 7D 7S 7H 7C"},
              {"side": 0, "cards": "8C 8D 8H 8S"}, {"side": 0, "cards": "9C 9D 9S 9H"}],
    "opened": [True, True], "red_threes": {"1": "3D 3H"},
}
"""The playtest's table at 1024x640 (76-h3t4): West & East's mixed canasta of tens beside a natural one of kings,
in a row of eight melds, where the chips are narrow."""


def test_the_playtests_mixed_and_natural_chips_are_worded_alike(data_dir):
    app, table = practice_table((1024, 640), H3T4, open_hands=False)
    try:
        app.draw()
        chips = [label.fitted.text for label in table.painter.last_labels.chips]
        assert len(chips) == 3, chips
        assert len({max(1, _level(text)) for text in chips}) == 1, f"chips worded at several levels: {chips}"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("players", [4, 6])
def test_every_chip_on_the_table_is_worded_at_one_level(data_dir, size, players):
    app, table = practice_table(size, crowded_position(players, 8), open_hands=False)
    try:
        app.draw()
        chips = [label.fitted.text for label in table.painter.last_labels.chips]
        assert len(chips) >= 2
        words = [text for text in chips if text not in ("Samba", "S")]  # a samba has no shorter word
        levels = {max(1, _level(text)) for text in words}  # the count is added where it fits
        assert len(levels) == 1, f"chips worded at several levels: {chips}"
        assert len({label.fitted.size for label in table.painter.last_labels.chips}) == 1
    finally:
        app.close()
