"""The score panel says how many canastas a side has completed and what going out needs, as the engine says
(``analysis.going_out_need``): two canastas (S15.1), one (C26), or a samba and one more (BR13). "canastas 5/2"
told a newcomer a Brazilian side could go out when nobody could; "canastas 3/2" read oddly and a Brazilian side's
"canastas 3" had no goal (playtest p8)."""

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


def _lines(table, side: int) -> tuple[str, str]:
    """The side's two detail lines: what it has completed, and what going out needs (with its red 3s)."""
    table.draw(table.app.screen)
    labels = {label.name: label.fitted.text for label in table.painter.last_labels.score}
    return labels[f"detail {side}"], labels[f"more {side}"]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
def test_BR13_the_panel_says_the_canastas_and_sambas_a_side_has_and_what_going_out_needs(data_dir, size):
    """Playtest p8 (br_crowd1): a Brazilian side read "canastas 3", with no goal."""
    app = App(Settings(animation_speed="instant", muted=True), size, persist_settings=False)
    try:
        table = open_table(app, controller_for(app, BRAZILIAN))
        assert _lines(table, 0) == ("opened · canastas: 3, sambas: 0", "to go out: a samba + 1 more")
        assert _lines(table, 1) == ("opened · canastas: 2, sambas: 1", "to go out: a samba + 1 more")
    finally:
        app.close()


def test_S15_1_standard_rules_say_the_canastas_a_side_has_and_the_two_going_out_needs(app):
    """Playtest p8 (g1table): "canastas 3/2" read oddly."""
    standard = dict(BRAZILIAN, rules={"preset": "samba"})
    table = open_table(app, controller_for(app, standard))
    assert _lines(table, 0) == ("opened · canastas: 3", "canastas to go out: 2")
    assert _lines(table, 1) == ("opened · canastas: 2", "canastas to go out: 2")


def test_C26_a_table_that_goes_out_on_one_canasta_says_one(app):
    one = dict(BRAZILIAN, rules={"preset": "samba", "go_out_requirement": "one_canasta"})
    table = open_table(app, controller_for(app, one))
    assert _lines(table, 0)[1] == "canastas to go out: 1"
