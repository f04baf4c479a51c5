"""A seat that never asks its partner (no partner; a table without asking, C28) has Scores where Ask partner
would be: a greyed Ask partner only ever said "you cannot" (noticed on 2- and 3-player tables)."""

from __future__ import annotations

from ui_helpers import OPENED, click, controller_for, open_table

THREE_ALONE = {
    "rules": {"preset": "samba", "player_count": 3}, "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}],
}


def test_playing_alone_the_ask_place_shows_scores_and_opens_them(app):
    table = open_table(app, controller_for(app, THREE_ALONE))
    ask = table.bar.by_name["ask"]
    assert ask.label == "Scores" and ask.enabled and ask.key_hint == "C"
    click(app, table.bar.rect_of("ask").center)
    assert app.top is not table, "the scores opened"
    assert type(app.top).__name__ == "ScoresScene"


def test_C28_a_table_without_asking_shows_scores_there_too(app):
    no_asking = dict(OPENED, rules={"preset": "samba", "go_out_permission": "none"})
    table = open_table(app, controller_for(app, no_asking))
    assert table.bar.by_name["ask"].label == "Scores"


def test_with_a_partner_the_place_stays_ask_partner(app):
    table = open_table(app, controller_for(app, OPENED))
    assert table.bar.by_name["ask"].label == "Ask partner"
