"""Drag and drop with real mouse events (press, motion, release) changes the engine state — or not."""

from __future__ import annotations

import pygame
from ui_helpers import OPENED, card_pos, click, controller_for, drag, key, meld_pos, open_table, uid_of

from samba.engine import state as S

UNOPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "KH KD KS KC AH AD AS 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
}


def test_dragging_a_card_onto_a_meld_lays_it_off(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    drag(app, card_pos(table, "8H"), meld_pos(table, 1))
    meld = controller.state.melds[0]
    assert [c.code for c in meld.cards].count("8H") == 1
    assert "8H" not in [c.code for c in controller.state.hands[0]]


def test_dragging_the_selected_cards_onto_new_meld_makes_a_meld(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    for code in ("5H", "5D", "5S"):
        click(app, card_pos(table, code))
    assert len(table.state.hand.selected) == 3
    drag(app, card_pos(table, "5S"), table.lay.new_meld.center)
    assert len(controller.state.melds) == 2
    assert sorted(c.code for c in controller.state.melds[1].cards) == ["5D", "5H", "5S"]


def test_dragging_a_card_onto_the_pile_discards_it_and_the_turn_passes(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    drag(app, card_pos(table, "7S"), table.lay.pile.center)
    assert controller.state.pile[-1].code == "7S"
    assert controller.state.turn_seat != 0 or controller.state.turn.number > 1


def test_a_refused_drop_changes_nothing_snaps_back_and_says_why(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    before = controller.state
    drag(app, card_pos(table, "KC"), meld_pos(table, 1))
    assert controller.state is before
    assert table.messages.toast_bad and "(S" in table.messages.toast
    assert table.animator.glides, "the card glides back"
    assert uid_of(table, "KC") in table.state.hidden, "its slot waits empty while it flies"
    for _ in range(30):
        app.step()
    assert table.animator.still and uid_of(table, "KC") not in table.state.hidden


def test_while_dragging_the_accepting_targets_light_up(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    import pygame
    from ui_helpers import pick_up, post

    start = card_pos(table, "8H")
    pick_up(app, start, 30, -40)
    assert ("meld", 1) in table.state.accepting
    assert ("pile",) in table.state.accepting
    post(app, pygame.MOUSEBUTTONUP, pos=start, button=1)
    assert table.state.accepting == frozenset()


def test_unopened_side_stages_melds_then_lays_them_together(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    for code in ("KH", "KD"):
        click(app, card_pos(table, code))
    drag(app, card_pos(table, "KD"), table.lay.new_meld.center)
    assert not table.state.hand.staged and "(S8.1)" in table.messages.toast, "two kings are no meld yet"
    click(app, card_pos(table, "KS"))
    drag(app, card_pos(table, "KS"), table.lay.new_meld.center)
    assert len(table.state.hand.staged) == 1
    drag(app, card_pos(table, "KC"), table.sprites.staged[0].center)
    assert not controller.state.melds, "staging is a table-side gathering, not an engine move yet"
    assert table.play.staged_total(table.state.hand) == (40, 50)
    assert "40 / 50" in table.look().staged_label
    for code in ("AH", "AD", "AS"):
        click(app, card_pos(table, code))
    key(app, pygame.K_RETURN)  # the selection becomes a second staged meld
    assert len(table.state.hand.staged) == 2
    assert table.play.staged_total(table.state.hand) == (100, 50)
    key(app, pygame.K_RETURN)  # the opening goes to the engine as one Meld
    assert controller.state.opened[0]
    assert len(controller.state.melds) == 2


def test_undo_takes_back_a_meld_but_never_the_draw(app):
    position = dict(OPENED, phase="draw")
    controller = controller_for(app, position)
    table = open_table(app, controller)
    key(app, pygame.K_s)
    assert controller.state.phase == S.MELD
    hand_after_draw = controller.state.hands[0]
    drag(app, card_pos(table, "8H"), meld_pos(table, 1))
    assert len(controller.state.melds[0].cards) == 4
    key(app, pygame.K_u)
    assert len(controller.state.melds[0].cards) == 3
    assert controller.state.hands[0] == hand_after_draw
    key(app, pygame.K_u)
    assert controller.state.phase == S.MELD, "the draw stays"
    assert "Nothing to undo" in table.messages.toast


def test_clicking_the_stock_draws_and_dragging_cards_within_the_hand_reorders(app):
    controller = controller_for(app, dict(OPENED, phase="draw"))
    table = open_table(app, controller)
    click(app, table.lay.stock.center)
    assert controller.state.phase == S.MELD
    order = [c.code for _, c in table.state.hand.shown()]
    last = table.sprites.hand[-1].rect
    drag(app, card_pos(table, order[0]), (last.right - 2, last.centery))
    assert [c.code for _, c in table.state.hand.shown()][-1] == order[0]
