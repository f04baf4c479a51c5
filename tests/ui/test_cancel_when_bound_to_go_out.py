"""Cancel [Esc] while bound to go out (the partner's yes, S15.4; a committing take, S14.3), with real events.

The going out cannot be given up: with cards staged, Cancel takes them back and says the going out stays;
with nothing staged, the Cancel button is shown disabled, and a click on it or Esc says why — never nothing.
"""

from __future__ import annotations

import pygame
from test_going_out import COMMITTING_TAKE, READY
from ui_helpers import card_pos, click, controller_for, drag, key, open_table

from samba.engine import state as S


def bound_table(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    assert table.state.hand.staging.going_out and controller.state.turn.must_go_out
    table.messages.clear_toast()
    return controller, table


def test_S15_4_esc_with_nothing_staged_after_a_yes_says_the_going_out_must_be_made(app):
    controller, table = bound_table(app)
    before = controller.state
    key(app, pygame.K_ESCAPE)
    toast = table.messages.toast
    assert toast.startswith("Nothing to cancel: your partner said yes, so you must go out this turn.")
    assert "Backspace takes back the card staged last" in toast
    assert controller.state is before and table.state.hand.staging.going_out
    assert app.top is table, "Esc opened no menu"


def test_S15_4_the_cancel_button_is_disabled_with_nothing_staged_and_a_click_says_why(app):
    _controller, table = bound_table(app)
    app.step()
    cancel = table.bar.by_name["menu"]
    assert cancel.label == "Cancel" and not cancel.enabled
    click(app, cancel.rect.center)
    assert table.messages.toast.startswith("Nothing to cancel: your partner said yes")


def test_S15_4_cancel_with_cards_staged_takes_them_back_and_says_the_going_out_stays(app):
    controller, table = bound_table(app)
    drag(app, card_pos(table, "8D"), table.lay.pile.center)
    assert table.state.hand.staging.discard is not None
    app.step()
    cancel = table.bar.by_name["menu"]
    assert cancel.enabled, "there is something to take back"
    click(app, cancel.rect.center)
    assert not table.state.hand.staging.ids() and table.state.hand.staging.going_out
    assert table.messages.toast == ("Your staged cards are back in your hand. Your partner said yes: you still go "
                                    "out this turn.")
    assert controller.state.phase == S.MELD
    app.step()
    assert not table.bar.by_name["menu"].enabled, "now nothing is staged: Cancel is disabled again"


def test_S14_3_esc_with_nothing_staged_after_a_committing_take_names_the_take(app):
    controller = controller_for(app, COMMITTING_TAKE)
    table = open_table(app, controller)
    for code in ("9S", "9D"):
        click(app, card_pos(table, code))
    click(app, table.lay.pile.center)
    key(app, pygame.K_t)
    assert controller.state.turn.committed and table.state.hand.staging.going_out
    key(app, pygame.K_ESCAPE)
    assert table.messages.toast.startswith("Nothing to cancel: you took the pile to go out, so you must go out "
                                           "this turn.")
