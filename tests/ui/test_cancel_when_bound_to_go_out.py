"""Cancel [Esc] while bound to go out (the partner's yes, S15.4; a committing take, S14.3), with real events.

The going out cannot be given up: with cards staged, Cancel takes them back and says the going out stays;
with nothing staged there is nothing to cancel, so Esc and the bar's last button are the Menu, as always
(playtest: a player bound to go out could not reach the menu to save or quit), and the going out is still
owed when the player comes back.
"""

from __future__ import annotations

import pygame
from test_going_out import COMMITTING_TAKE, READY
from ui_helpers import card_pos, click, controller_for, drag, key, open_table

from samba.engine import state as S
from samba.ui.scenes.menu import MenuOverlay


def bound_table(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    assert table.state.hand.staging.going_out and controller.state.turn.must_go_out
    table.messages.clear_toast()
    return controller, table


def test_S15_4_esc_with_nothing_staged_after_a_yes_opens_the_menu_and_the_going_out_stays(app):
    controller, table = bound_table(app)
    before = controller.state
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay), "Esc opens the menu"
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    assert controller.state is before and controller.state.turn.must_go_out
    assert table.state.hand.staging.going_out, "back at the table, the player is still going out"


def test_S15_4_with_nothing_staged_the_last_button_is_the_menu(app):
    _controller, table = bound_table(app)
    app.step()
    menu = table.bar.by_name["menu"]
    assert menu.label == "Menu" and menu.enabled
    click(app, menu.rect.center)
    assert isinstance(app.top, MenuOverlay)


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
    assert table.bar.by_name["menu"].label == "Menu", "now nothing is staged: the button is the Menu again"


def test_S14_3_esc_with_nothing_staged_after_a_committing_take_opens_the_menu_and_the_going_out_stays(app):
    controller = controller_for(app, COMMITTING_TAKE)
    table = open_table(app, controller)
    for code in ("9S", "9D"):
        click(app, card_pos(table, code))
    click(app, table.lay.pile.center)
    key(app, pygame.K_t)
    assert controller.state.turn.committed and table.state.hand.staging.going_out
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay)
    key(app, pygame.K_ESCAPE)
    assert app.top is table and controller.state.turn.must_go_out and table.state.hand.staging.going_out
