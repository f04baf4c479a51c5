"""A second newcomer's playtest at 1024×640: what the table says is what the rules say.

Real events on the real table; each test is one thing the newcomer saw that was not true.
"""

from __future__ import annotations

from ui_helpers import card_pos, controller_for, drag, open_table

from samba.engine import state as S

HANDS = {"1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH", "3": "4S 6S 9S 10S JS QS KS"}
DRAW_ON_EIGHT = {"turn": 0, "phase": "draw", "pile": "5C 9H 8D", "melds": [], "opened": [False, False],
                 "hands": {"0": "4S 4H 5C 6D 7S 9S 10C JD", **HANDS}}
"""The start of your turn: the 8♦ on the pile and no eight in your hand."""


def test_S4_3_a_card_dropped_on_the_pile_before_the_draw_is_refused_with_draw_first(app):
    controller = controller_for(app, DRAW_ON_EIGHT)
    table = open_table(app, controller)
    drag(app, card_pos(table, "4S"), table.lay.pile.center)
    toast = table.messages.toast
    assert table.messages.toast_bad and "Draw first" in toast and "(S4.3)" in toast, toast
    assert "eight" not in toast, "a discard tried too early is not a pile take"
    assert controller.state.phase == S.DRAW and len(controller.state.pile) == 3


def test_S7_3_a_card_of_the_top_rank_dropped_on_the_pile_before_the_draw_still_starts_a_take(app):
    position = dict(DRAW_ON_EIGHT, hands=dict(DRAW_ON_EIGHT["hands"], **{"0": "8S 8H 4S 5C 6D 7S 9S"}),
                    opened=[True, False], melds=[{"side": 0, "cards": "KH KD KS"}])
    table = open_table(app, controller_for(app, position))
    drag(app, card_pos(table, "8S"), table.lay.pile.center)
    assert table.state.hand.staging.take is not None, "a card of the top card's rank starts the take"
