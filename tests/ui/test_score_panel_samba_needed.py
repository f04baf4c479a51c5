"""Brazilian rules (BR13): the score panel says what a side still needs to go out — a samba — instead of
"canastas 5/2", which told a newcomer they could go out when nobody could."""

from __future__ import annotations

import pytest
from ui_helpers import controller_for, open_table

from samba.game.settings import Settings
from samba.ui.app_window import App

CANASTAS = "KH KD KS KC KH KD KS"
BRAZILIAN = {
    "rules": {"preset": "brazilian"}, "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 9S 7S 9D", "1": "4C 4D 6C 6D 7C 9C", "2": "4H 6H 7H 9H 10H", "3": "4S 6S 9S 10D"},
    "pile": "4C",
    "melds": [{"side": 0, "cards": CANASTAS}, {"side": 0, "cards": "QH QD QS QC QH QD QS"},
              {"side": 0, "cards": "AH AD AS AC AH AD AS"},
              {"side": 1, "cards": "5S 6S 7S 8S 9S 10S JS"}, {"side": 1, "cards": "JH JD JC JC JH JD JS"}],
    "opened": [True, True],
}
"""You & North: three canastas but no samba; West & East: a samba and a canasta."""


def _detail(table, side: int) -> str:
    table.draw(table.app.screen)
    labels = table.painter.last_labels
    return next(label.fitted.text for label in labels.score if label.name == f"detail {side}")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
def test_BR13_a_side_without_a_samba_is_told_it_needs_one(data_dir, size):
    app = App(Settings(animation_speed="instant", muted=True), size, persist_settings=False)
    try:
        table = open_table(app, controller_for(app, BRAZILIAN))
        yours = _detail(table, 0)
        assert "samba needed" in yours and "3/2" not in yours, yours
        theirs = _detail(table, 1)
        assert "samba" not in theirs and "2/2" in theirs, "a samba and a canasta: the requirement is met"
    finally:
        app.close()


def test_S15_1_standard_rules_keep_counting_canastas(app):
    standard = dict(BRAZILIAN, rules={"preset": "samba"})
    table = open_table(app, controller_for(app, standard))
    assert "3/2" in _detail(table, 0) and "samba" not in _detail(table, 0)
