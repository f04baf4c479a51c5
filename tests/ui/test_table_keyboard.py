"""The keyboard alone plays a turn; the going-out question works both ways and binds."""

from __future__ import annotations

import pygame
from ui_helpers import TURN, controller_for, key, open_table, scripted_agents, settle

from samba.engine import state as S
from samba.ui.scenes.dialogs import ConfirmDialog

# Seat 2 (the human's partner) can go out: two canastas on the table and a group in hand.
PARTNER_CAN_GO_OUT = {
    "turn": 2, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "9H 9S 9D 4D",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
    "melds": [{"side": 0, "cards": "8C 8D 8S 8H 8C 8D 8S", "seat": 2},
              {"side": 0, "cards": "QC QD QS QH QC QD QS", "seat": 2}],
}
HUMAN_CAN_GO_OUT = dict(PARTNER_CAN_GO_OUT, turn=0,
                        hands={"0": "9H 9S 9D 4D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "5H 5D 5S 8H KC 7S",
                               "3": "4S 6S 9S 10S JS QS KS"})


def move_cursor_to(app, table, code: str) -> None:
    shown = [c.code for _, c in table.state.hand.shown()]
    key(app, pygame.K_HOME)
    for _ in range(shown.index(code)):
        key(app, pygame.K_RIGHT)


def test_a_whole_turn_with_the_keyboard_only(app):
    controller = controller_for(app, TURN)
    table = open_table(app, controller)
    key(app, pygame.K_s)
    assert controller.state.phase == S.MELD and len(controller.state.hands[0]) == 9
    for code in ("5H", "5D", "5S"):
        move_cursor_to(app, table, code)
        key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert any(m.rank == 5 for m in controller.state.melds), "Enter melded the three fives"
    move_cursor_to(app, table, "8H")
    key(app, pygame.K_SPACE)
    key(app, pygame.K_1)
    assert len(controller.state.melds[0].cards) == 4, "key 1 added the selection to the first meld"
    move_cursor_to(app, table, "KC")
    key(app, pygame.K_d)
    assert controller.state.pile[-1].code == "KC"
    assert controller.state.turn_seat != 0 or controller.state.turn.number > 1


def test_partner_bot_asks_and_a_yes_binds(app):
    controller = controller_for(app, PARTNER_CAN_GO_OUT, agents=scripted_agents)
    open_table(app, controller)
    for _ in range(5):
        app.step()
    assert controller.state.phase == S.ANSWER and controller.state.to_act == 0
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "may I go out" in dialog.title
    key(app, pygame.K_y, steps=3)
    assert controller.state.phase in (S.HAND_OVER, S.GAME_OVER), "after yes the partner had to go out"
    assert controller.state.went_out == 2


def test_partner_bot_asks_and_a_no_binds(app):
    controller = controller_for(app, PARTNER_CAN_GO_OUT, agents=scripted_agents)
    open_table(app, controller)
    for _ in range(5):
        app.step()
    key(app, pygame.K_n, steps=2)
    assert controller.state.turn.asked in (S.ASKED_NO, "") and controller.state.went_out == -1


def test_asking_the_partner_shows_the_answer(app):
    controller = controller_for(app, HUMAN_CAN_GO_OUT, agents=scripted_agents)
    table = open_table(app, controller)
    key(app, pygame.K_a)
    settle(app, table, 50)
    assert controller.state.turn.asked in (S.ASKED_YES, S.ASKED_NO)
    assert any("answers" in line.text for line in table.messages.log)
    assert table.messages.bubbles.get(2), "the partner's answer shows beside the partner"


def test_the_cursor_ring_goes_round_the_visible_strip_only_so_the_neighbours_rank_shows():
    from pygame import Rect

    from samba.ui.table.draw import visible_part

    card = Rect(100, 600, 70, 98)
    assert visible_part(card, Rect(140, 600, 70, 98)) == Rect(100, 600, 40, 98), "overlapped: only the strip"
    assert visible_part(card, Rect(140, 588, 70, 98)) == Rect(100, 600, 40, 98), "a raised neighbour still covers"
    assert visible_part(card, Rect(180, 600, 70, 98)) == card, "no overlap: the whole card"
    assert visible_part(card, Rect(20, 710, 70, 98)) == card, "the next card starts a new row"
    assert visible_part(card, None) == card


def test_a_blocked_pile_disables_take_pile_and_the_status_says_why(app):
    """S7.1: with a black three on top nobody may take the pile; the table says so at a glance."""
    controller = controller_for(app, {"turn": 0, "hands": {"0": "9C 9D 4S 6H KD"}, "pile": "9H 3S",
                                      "melds": [{"side": 0, "cards": "AH AD AS"}]})
    table = open_table(app, controller)
    app.draw()
    buttons = dict(zip([b.label for b in table.bar.buttons], table.bar.buttons, strict=True))
    assert not buttons["Take pile"].enabled and buttons["Draw"].enabled
    assert "the pile is blocked" in table.look().status


def test_the_partners_question_and_its_answers_are_in_the_players_language(app):
    from samba import i18n

    i18n.set_language("es")
    controller = controller_for(app, PARTNER_CAN_GO_OUT, agents=scripted_agents)
    open_table(app, controller)
    for _ in range(5):
        app.step()
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.title == "Norte pregunta: «Compañero, ¿puedo cerrar?»"
    assert [button.label for button in dialog.buttons] == ["Sí, cierra", "Todavía no"]
    assert dialog.detail == "Tu respuesta obliga (S15.4)."


def test_esc_with_cards_selected_lets_go_of_them_and_the_next_esc_opens_the_menu(app):
    from ui_helpers import OPENED, card_pos, click

    from samba.ui.scenes.menu import MenuOverlay

    table = open_table(app, controller_for(app, OPENED))
    click(app, card_pos(table, "5H"))
    click(app, card_pos(table, "5D"))
    assert len(table.state.hand.selected) == 2
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "the first Esc does not leave the table"
    assert not table.state.hand.selected, "it lets go of the selected cards"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay), "with nothing selected, Esc opens the menu"


def test_the_menu_button_opens_the_menu_even_with_cards_selected(app):
    from ui_helpers import OPENED, card_pos, click

    from samba.ui.scenes.menu import MenuOverlay

    table = open_table(app, controller_for(app, OPENED))
    click(app, card_pos(table, "5H"))
    menu = next(b for b in table.bar.buttons if b.key_hint == "Esc")
    click(app, menu.rect.center)
    assert isinstance(app.top, MenuOverlay), "a click on Menu means the menu"
