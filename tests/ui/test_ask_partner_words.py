"""A click on the disabled Ask partner button says what really keeps the player from asking (playtest p3:
a Brazilian side with no samba was told to ask "after drawing, when you could go out")."""

from __future__ import annotations

from ui_helpers import click, controller_for, open_table

BRAZILIAN_NO_SAMBA = {
    "rules": "brazilian", "turn": 0, "phase": "draw",
    "hands": {"0": "4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
    "pile": "4S 5H", "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D 9S"}],
}


def test_BR13_a_click_on_ask_partner_without_a_samba_says_the_side_needs_its_samba(app):
    table = open_table(app, controller_for(app, BRAZILIAN_NO_SAMBA))
    assert not table.bar.by_name["ask"].enabled
    click(app, table.bar.rect_of("ask").center)
    app.draw()
    shown = table.messages.toast
    assert "Your side has no samba yet" in shown and "(BR13)" in shown, shown
