"""A second newcomer's playtest at 1024×640: what the table says is what the rules say.

Real events on the real table; each test is one thing the newcomer saw that was not true.
"""

from __future__ import annotations

import pygame
from ui_helpers import card_pos, click, controller_for, drag, key, open_table

from samba.engine import state as S
from samba.ui import suits, theme

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


OPENING = {"turn": 0, "phase": "meld", "pile": "4C 6D", "melds": [], "opened": [False, False],
           "hands": {"0": "QH QD JK 7C 8C 9C 4S 5D", **HANDS}}
"""You have drawn and not opened (50 to open): Q♥ Q♦ and a joker, and 7♣ 8♣ 9♣ — 95 points together."""


def _stage(app, table, *codes: str) -> None:
    for code in codes:
        click(app, card_pos(table, code))
    drag(app, card_pos(table, codes[-1]), table.lay.new_meld.center)


def _staged_opening(app):
    table = open_table(app, controller_for(app, OPENING))
    _stage(app, table, "QH", "QD", "JK")
    _stage(app, table, "7C", "8C", "9C")
    assert table.play.staged_total(table.state.hand) == (95, 50)
    return table


def _staged_codes(table) -> list[list[str]]:
    return [[c.code for c in meld] for meld in table.state.hand.staged_cards()]


def test_backspace_takes_back_the_whole_last_staged_meld(app):
    table = _staged_opening(app)
    key(app, pygame.K_BACKSPACE)
    assert _staged_codes(table) == [["QH", "QD", "JK"]], "README: Backspace takes back the last staged meld"
    assert table.play.staged_total(table.state.hand) == (70, 50)


def test_S9_1_a_staged_piece_that_is_no_meld_is_not_counted_and_meld_is_not_invited(app):
    table = _staged_opening(app)
    nine = next(u for u, c in table.state.hand.slots if c.code == "9C")
    click(app, dict(table.sprites.staged_cards)[nine].move(0, 4).topleft)  # only the 9♣ goes back
    assert _staged_codes(table) == [["QH", "QD", "JK"], ["7C", "8C"]]
    assert table.play.staged_total(table.state.hand) == (70, 50), "7♣ 8♣ is no meld: it adds nothing"
    status = table.look().status
    assert "press Meld" not in status, status
    assert "7♣ 8♣" in status and "(S9.1)" in status, status
    assert not table.summary.ready, "the plan is not ready"
    app.draw()
    box = table.painter.last_labels.new_meld
    assert box and all(label.colour != theme.ACCEPT for label in box), "the New meld box is not green"


BRAZILIAN_FOUR_HEARTS = {"rules": "brazilian", "turn": 0, "phase": "meld", "pile": "4C 9S", "opened": [True, False],
                         "melds": [{"side": 0, "cards": "KH KD KS"}],
                         "hands": {"0": "6H 6H 7H 8H", **HANDS}}
"""Brazilian rules, after the draw: you hold 6♥ 6♥ 7♥ 8♥ and your side has opened (but cannot go out)."""


def test_S14_3_a_meld_leaving_one_card_is_refused_for_the_card_that_must_stay_after_the_discard(app):
    controller = controller_for(app, BRAZILIAN_FOUR_HEARTS)
    table = open_table(app, controller)
    for code in ("6H", "7H", "8H"):
        click(app, card_pos(table, code))
    key(app, pygame.K_RETURN)
    toast = table.messages.toast
    assert table.messages.toast_bad and toast.endswith("(S14.3)"), toast
    assert "keep a card to discard" not in toast, "the player did keep a card to discard"
    assert "hold two cards" in toast and "after your discard" in toast, toast
    assert len(controller.state.hands[0]) == 4, "nothing was melded"


SUGGESTED = "Suggested — change it as you like, then press Enter."
NINES = {"turn": 0, "phase": "draw", "pile": "4H 10C 9H", "opened": [True, False],
         "melds": [{"side": 0, "cards": "KH KD KS"}], "hands": {"0": "9S 9D 5H 5D 4C 7H JD", **HANDS}}
"""Your side has opened; the 9♥ is on top and you hold 9♠ 9♦: G suggests the take with the pair."""


def test_the_suggested_note_leaves_once_the_suggested_take_is_made(app):
    controller = controller_for(app, NINES)
    table = open_table(app, controller)
    key(app, pygame.K_g)
    assert table.messages.toast == SUGGESTED and table.state.hand.staging.take is not None
    key(app, pygame.K_RETURN)
    assert controller.state.phase == S.MELD, "the take was made"
    assert table.messages.toast != SUGGESTED, "a note about a plan already carried out is untrue"


def test_the_suggested_note_leaves_when_the_suggestion_is_cancelled(app):
    table = open_table(app, controller_for(app, NINES))
    key(app, pygame.K_g)
    assert table.messages.toast == SUGGESTED
    key(app, pygame.K_ESCAPE)
    assert not table.state.hand.staging and table.messages.toast != SUGGESTED


def test_S9_1_a_discard_held_back_by_a_staged_piece_that_is_no_meld_says_so_not_press_meld(app):
    table = _staged_opening(app)
    nine = next(u for u, c in table.state.hand.slots if c.code == "9C")
    click(app, dict(table.sprites.staged_cards)[nine].move(0, 4).topleft)
    drag(app, card_pos(table, "4S"), table.lay.pile.center)
    toast = suits.signs(table.messages.toast)
    assert "7♣ 8♣" in toast and "(S9.1)" in toast, toast
    assert "press Meld" not in toast, toast


def test_S4_3_enter_before_the_draw_with_nothing_picked_says_draw_first(app):
    """Playtest p9-146: Enter before the draw with no card picked said "Pick the cards to meld first", as if
    melding were possible before drawing; with cards picked it already said to draw first (S4.3)."""
    for opened in ([False, False], [True, False]):
        melds = [{"side": 0, "cards": "KH KD KS"}] if opened[0] else []
        table = open_table(app, controller_for(app, dict(DRAW_ON_EIGHT, opened=opened, melds=melds)))
        key(app, pygame.K_RETURN)
        toast = table.messages.toast
        assert "Draw first" in toast and "(S4.3)" in toast and "Pick" not in toast, toast
