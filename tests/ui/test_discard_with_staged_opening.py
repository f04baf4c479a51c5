"""A discard while an opening is staged beside the hand: it waits, and the player is told why (real events).

Discarding ends the turn, and the staged cards would go back to the hand unseen — a ready opening lost by
accident. The table holds the discard back until the melds are laid down (Meld) or taken back (Esc). The
engine is never asked: the discard is legal, staging is the table's own business.
"""

from __future__ import annotations

import pygame
from ui_helpers import card_pos, click, controller_for, drag, key, open_table, pick_up, post

from samba.engine import state as S

UNOPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "KH KD KS KC AH AD AS 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
}
"""Your side has not opened; you have drawn, and kings and aces in hand make an opening."""
BRAZILIAN_WILDS = {
    "rules": "brazilian", "turn": 0, "phase": "meld",
    "hands": {"0": "2C 2H JK 5H 6C 7D 8C 9H 10S 10D QC QD KS KH AS AC 3C", "1": "4C 4D 6C 6D 7C 9C JD",
              "2": "4H 6H 7H 9H 10H JH QH", "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "JD",
}
"""The newcomer's table (Brazilian rules): 2♣ 2♥ and a joker, a meld of wild cards worth 90."""


def stage(app, table, codes: tuple[str, ...]) -> None:
    for code in codes:
        click(app, card_pos(table, code))
    drag(app, card_pos(table, codes[-1]), table.lay.new_meld.center)


def staged_ready(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    stage(app, table, ("KH", "KD", "KS"))
    stage(app, table, ("AH", "AD", "AS"))
    assert table.play.staged_total(table.state.hand) == (90, 50)
    return controller, table


def test_dropping_a_card_on_the_pile_with_a_ready_opening_staged_keeps_the_turn_and_the_staging(app):
    controller, table = staged_ready(app)
    before = controller.state
    staged = table.state.hand.staging
    drag(app, card_pos(table, "7S"), table.lay.pile.center)
    assert controller.state is before, "nothing went to the engine: the turn goes on"
    assert table.state.hand.staging == staged, "the staged melds stay where they were"
    assert "7S" in [c.code for _uid, c in table.state.hand.shown()], "the card is back in the hand"
    toast = table.messages.toast
    assert "Your staged melds are not laid down yet" in toast
    assert "press Meld (Enter)" in toast and "Esc" in toast


def test_the_d_key_with_a_ready_opening_staged_is_held_back_with_the_same_note(app):
    controller, table = staged_ready(app)
    before = controller.state
    click(app, card_pos(table, "7S"))
    key(app, pygame.K_d)
    assert controller.state is before
    assert len(table.state.hand.staged) == 2
    assert "not laid down yet" in table.messages.toast


def test_after_esc_takes_the_staged_cards_back_the_same_discard_ends_the_turn(app):
    controller, table = staged_ready(app)
    key(app, pygame.K_ESCAPE)
    assert not table.state.hand.staging, "Esc takes every staged card back"
    drag(app, card_pos(table, "7S"), table.lay.pile.center)
    assert controller.state.pile[-1].code == "7S"
    assert controller.state.turn_seat != 0


def test_after_meld_lays_the_opening_down_the_discard_ends_the_turn(app):
    controller, table = staged_ready(app)
    key(app, pygame.K_RETURN)
    assert controller.state.opened[0] and len(controller.state.melds) == 2
    drag(app, card_pos(table, "7S"), table.lay.pile.center)
    assert controller.state.pile[-1].code == "7S"


def test_an_opening_short_of_the_minimum_holds_the_discard_too_and_says_how_far_it_is(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    stage(app, table, ("KH", "KD", "KS"))
    before = controller.state
    drag(app, card_pos(table, "9D"), table.lay.pile.center)
    assert controller.state is before
    assert "Your staged meld makes 30 of the 50 your side needs to open" in table.messages.toast


def test_while_an_opening_is_staged_the_pile_does_not_light_up_for_a_dragged_card(app):
    _controller, table = staged_ready(app)
    start = card_pos(table, "7S")
    pick_up(app, start, 30, -40)
    assert ("pile",) not in table.state.accepting
    post(app, pygame.MOUSEBUTTONUP, pos=start, button=1)


def test_the_status_line_with_an_opening_staged_offers_meld_or_esc_never_a_discard(app):
    _controller, table = staged_ready(app)
    app.step()
    status = table.look().status
    assert status.startswith("Opening: 90 / 50 — press Meld (Enter)")
    assert "Esc" in status and "discard" not in status
    key(app, pygame.K_u)  # the last ace back: 70 / 50 is still ready
    key(app, pygame.K_u)
    key(app, pygame.K_u)  # the aces are all back: 30 / 50 is short
    app.step()
    status = table.look().status
    assert status.startswith("Opening: 30 / 50 — add more melds") and "discard" not in status


def test_brazilian_wild_meld_staged_as_the_newcomer_did_is_not_thrown_away_by_a_discard(app):
    controller = controller_for(app, BRAZILIAN_WILDS)
    table = open_table(app, controller)
    stage(app, table, ("2C", "2H", "JK"))
    assert table.state.hand.staging.mode == "opening", "the wild meld is staged"
    before = controller.state
    drag(app, card_pos(table, "5H"), table.lay.pile.center)
    assert controller.state is before and controller.state.phase == S.MELD
    assert len(table.state.hand.staged) == 1
    assert "not laid down yet" in table.messages.toast


def test_meld_with_a_lone_card_picked_beside_a_ready_opening_says_how_to_lay_the_opening(app):
    """Playtest p7: with an opening staged and one hand card picked, Enter answered "A group needs at least
    3 cards (S8.1)" and laid nothing, never saying it had tried to stage the picked card as a meld."""
    controller, table = staged_ready(app)
    before = controller.state
    click(app, card_pos(table, "7S"))
    key(app, pygame.K_RETURN)
    assert controller.state is before and len(table.state.hand.staged) == 2, "nothing laid, the staging kept"
    toast = table.messages.toast
    assert "7S" in toast and "(S8.1)" in toast and "let go of the picked cards (Esc)" in toast, toast
    key(app, pygame.K_ESCAPE)
    assert not table.state.hand.selection() and len(table.state.hand.staged) == 2, "Esc let go of the 7S only"
    key(app, pygame.K_RETURN)
    assert controller.state.opened[0], "with nothing picked, Meld lays the staged opening"
