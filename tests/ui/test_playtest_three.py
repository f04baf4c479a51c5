"""What the third newcomer playtest (1024x640, Portuguese and English) found at the table, pinned."""

from __future__ import annotations

from test_playtest_two import DRAW_ON_EIGHT
from ui_helpers import card_pos, controller_for, drag, open_table

from samba.engine import state as S

ONE_EIGHT = dict(DRAW_ON_EIGHT, hands=dict(DRAW_ON_EIGHT["hands"], **{"0": "8S 4S 5C 6D 7S 9S KD"}))
"""Your turn to draw, the 8 on the pile, and a single eight in your hand: the pile cannot be taken."""


def test_S4_3_the_only_card_of_the_top_rank_dropped_on_the_pile_before_the_draw_says_draw_first(app):
    """Playtest: a newcomer dragged a four onto the pile (a four on top) meaning to discard, and was told that
    taking the pile needs a natural pair of fours."""
    controller = controller_for(app, ONE_EIGHT)
    table = open_table(app, controller)
    drag(app, card_pos(table, "8S"), table.lay.pile.center)
    toast = table.messages.toast
    assert table.messages.toast_bad and "Draw first" in toast and "(S4.3)" in toast, toast
    assert controller.state.phase == S.DRAW and table.state.hand.staging.take is None


def test_S4_7_a_card_dropped_on_the_other_sides_area_without_melds_is_refused_in_words(app):
    """Playtest: dropped on the opponents' area (only their red three there), the card glided back without a
    word, no Why?, no log line."""
    position = {"turn": 0, "phase": "meld", "opened": [True, False], "pile": "4C 6D",
                "hands": {"0": "KS 4S 5C 6D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
                          "3": "4S 6S 9S 10S JS QS KS"},
                "melds": [{"side": 0, "cards": "KH KD KC"}], "red_threes": {"1": "3H"}}
    controller = controller_for(app, position)
    table = open_table(app, controller)
    theirs = table.lay.meld_areas[1]
    drag(app, card_pos(table, "KS"), (theirs.centerx, theirs.centery))
    toast = table.messages.toast
    assert table.messages.toast_bad and "only to your own side's melds" in toast and "(S4.7)" in toast, toast
    assert [c.code for c in controller.state.hands[0]].count("KS") == 1, "the card stays in the hand"
