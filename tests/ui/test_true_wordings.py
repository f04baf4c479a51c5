"""Words that say what is true (a newcomer's playtest): "your pair of queens" only for a pair, and the quick
summary describes the pile as the table marks it (the FROZEN and BLOCKED badges)."""

from __future__ import annotations

import pytest
from ui_helpers import controller_for, open_table

from samba import i18n
from samba.ui.scenes.rules_help import HOW_TO_PLAY
from samba.ui.table import label_words as W

MELDS = [{"side": 0, "cards": "KH KD KS"}, {"side": 1, "cards": "JH JD JS"}]


def _offer(app, hand: str) -> str:
    position = {"turn": 0, "phase": "draw", "pile": "4C 9S QH", "melds": MELDS, "opened": [True, True],
                "hands": {"0": hand, "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
                          "3": "4S 6S 9S 10S JS QS KS"}}
    table = open_table(app, controller_for(app, position))
    app.step()
    return table.look().status


def test_with_three_queens_the_take_offer_does_not_call_them_a_pair(app):
    status = _offer(app, "QC QD QS 5H 7D")
    assert "take the pile" in status and "queens" in status
    assert "pair" not in status, status


def test_with_two_queens_the_take_offer_says_your_pair(app):
    status = _offer(app, "QC QD 5H 7D 8S")
    assert "your pair of queens" in status, status


@pytest.mark.parametrize("language", ("en", "es", "pt_BR"))
def test_the_quick_summary_names_the_pile_badges_the_table_shows(language):
    i18n.set_language(language)
    try:
        pile = next(i18n._(section) for section in HOW_TO_PLAY if section.startswith("# The pile"))
        assert W.FROZEN[0] in pile and W.BLOCKED[0] in pile, pile
    finally:
        i18n.set_language("en")


def test_S7_1_S7_4_the_quick_summary_names_every_card_that_blocks_or_freezes_the_pile():
    """Playtest p8: the quick summary said a wild card or a black three blocks the pile and a wild card
    freezes it, where the rules pages (and S7.1, S7.4) add the red three to both."""
    pile = next(section for section in HOW_TO_PLAY if section.startswith("# The pile"))
    blocked, frozen = pile.split("BLOCKED")
    for card in ("wild card", "black three", "red three"):
        assert card in blocked, f"S7.1: a {card} on top blocks the pile: {blocked}"
    for card in ("wild card", "red three"):
        assert card in frozen, f"S7.4: a {card} in the pile freezes it: {frozen}"
