"""The Scores screen's running lines of the hand in play say why red threes count minus while they do (S5.6):
playtest p6 saw "Red threes −200" for an opened player mid-hand with no word of why."""

from __future__ import annotations

from samba.engine import observe, scenario
from samba.game.record.history import so_far_caption

RED_THREES_NO_CANASTA = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "9S 5D KH", "1": "6C 6D 7C 8C 9C JD QD", "2": "8H 8D", "3": "10C 10D 4S 5S 6S 7H 8S"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "10H 10D 10S"}], "red_threes": {"0": "3H"},
}


def test_S5_6_a_side_whose_red_threes_count_minus_is_told_when_they_turn_plus():
    caption = so_far_caption(observe(scenario.load(RED_THREES_NO_CANASTA), 0))
    assert caption.endswith("Red threes count minus until the side completes 2 canastas (S5.6).")


def test_with_no_red_threes_on_the_table_nothing_is_said_of_them():
    position = {k: v for k, v in RED_THREES_NO_CANASTA.items() if k != "red_threes"}
    assert "Red threes" not in so_far_caption(observe(scenario.load(position), 0))
