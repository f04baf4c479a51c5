"""Melds keep their places during the player's turn, and the 1–9 keys number them as they lie.

A newcomer completed a canasta; it was squared up and jumped to the front, every meld to its right slid
left, and the next drag landed on empty felt (a new meld of one wild card, refused). The numbers the
keys act on read 1, 2, 3, 5, 6, 4, 7 afterwards. Now a canasta completed in the player's turn is squared
in its own place; canastas already put aside stay stacked first; the numbers follow the order on screen.
"""

from __future__ import annotations

import pygame
from ui_helpers import card_pos, controller_for, drag, key, meld_pos, open_table

from samba.ui.table import intents as I
from samba.ui.table.meld_order import arranged

MELDS = [{"side": 0, "cards": "5H 5D 5S"}, {"side": 0, "cards": "6H 6D 6S 6C 6H 6D"}, {"side": 0, "cards": "7H 7D 7S"},
         {"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 1, "cards": "JH JD JS"}]
SIX_TO_GO = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "6S 5C 9D QH QD 8C", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 9S", "melds": MELDS, "opened": [True, True],
}
"""Your side: fives, six sixes, sevens and a king canasta; the 6♠ in your hand completes the sixes."""


def _ids(controller) -> dict[int, int]:
    """Meld id by rank, for your side."""
    return {m.rank: m.id for m in controller.observation().my_melds()}


def _boxes(table) -> dict[int, pygame.Rect]:
    return {b.meld_id: b.rect.copy() for b in table.sprites.melds}


def test_a_canasta_completed_in_your_turn_is_squared_in_its_place_and_nothing_else_moves(app):
    controller = controller_for(app, SIX_TO_GO)
    table = open_table(app, controller)
    ids = _ids(controller)
    before = _boxes(table)
    drag(app, card_pos(table, "6S"), meld_pos(table, ids[6]))
    assert controller.observation().meld(ids[6]).canasta_kind == "natural", "the sixes are a canasta now"
    after = _boxes(table)
    assert after[ids[6]].x == before[ids[6]].x and after[ids[6]].y == before[ids[6]].y, "squared where it lay"
    for rank in (5, 7, 13):
        assert after[ids[rank]].topleft == before[ids[rank]].topleft, f"the {rank}s did not move"
    squared = [s for s in table.sprites.table_cards if s.key[0] == "edge" and s.key[1] == ids[6]]
    assert squared, "the new canasta is squared up (its edges show)"


def test_the_meld_numbers_stay_in_order_on_screen_after_a_canasta_is_squared(app):
    controller = controller_for(app, SIX_TO_GO)
    table = open_table(app, controller)
    ids = _ids(controller)
    drag(app, card_pos(table, "6S"), meld_pos(table, ids[6]))
    numbers = table.look().meld_numbers
    boxes = _boxes(table)
    by_number = sorted(numbers, key=numbers.get)
    assert [numbers[m] for m in by_number] == list(range(1, len(by_number) + 1))
    placed = sorted(by_number, key=lambda m: (boxes[m].x, boxes[m].y))
    assert placed == by_number, "1, 2, 3… left to right as the melds lie"


def test_key_2_adds_to_the_meld_showing_the_number_2(app):
    controller = controller_for(app, SIX_TO_GO)
    table = open_table(app, controller)
    ids = _ids(controller)
    numbers = table.look().meld_numbers
    assert numbers[ids[13]] == 1 and numbers[ids[5]] == 2, "the king canasta lies aside, first; the fives next"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card_pos(table, "5C"), button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=card_pos(table, "5C"), button=1))
    app.step()
    key(app, pygame.K_2)
    assert len(controller.observation().meld(ids[5]).cards) == 4, "the 5♣ went onto the fives, meld number 2"


def test_when_the_turn_has_passed_the_new_canasta_joins_the_others_put_aside(app):
    controller = controller_for(app, SIX_TO_GO)
    table = open_table(app, controller)
    ids = _ids(controller)
    drag(app, card_pos(table, "6S"), meld_pos(table, ids[6]))
    assert ids[6] not in (table.state.aside or frozenset())
    table.perform(I.Sync(controller.observation().hand, relayout=True,
                         complete=frozenset(m.id for m in controller.observation().melds if m.canasta_kind)))
    order = [m.id for m in arranged(controller.observation().my_melds(), table.state.aside)]
    assert order[:2] == [ids[6], ids[13]], "both canastas lie aside, first, in the order they were made"


def test_a_new_deal_starts_with_nothing_put_aside(app):
    controller = controller_for(app, SIX_TO_GO)
    table = open_table(app, controller)
    table.perform(I.Deal())
    assert table.state.aside is None and not table.state.hand.slots


def test_after_continue_the_meld_numbers_belong_to_the_same_melds(app):
    """A newcomer completed a canasta, quit, and pressed Continue: the keys 1–9 had moved to other melds (the
    new canasta jumped to the front). Resumed in the same turn, the melds lie, and are numbered, as before."""
    from crafted import continue_from_title

    from samba.ui.table.scene import TableScene

    controller = controller_for(app, SIX_TO_GO)
    table = open_table(app, controller)
    ids = _ids(controller)
    drag(app, card_pos(table, "6S"), meld_pos(table, ids[6]))
    before = table.look().meld_numbers
    assert before[ids[6]] == 3, "the new canasta is numbered where it lies"
    resumed = continue_from_title(app)
    assert isinstance(resumed, TableScene) and resumed is not table
    for _ in range(5):
        app.step()
    assert resumed.controller.human_to_act()
    assert resumed.look().meld_numbers == before


def test_asking_your_partner_keeps_the_meld_numbers_for_the_rest_of_your_turn(app):
    """While the partner answers "may I go out?" the turn is still the player's: the canasta completed before
    asking stays in its place and every meld keeps its number (pressing 3 for the sixes still means the sixes)."""
    from ui_helpers import scripted_agents

    could_go_out = dict(SIX_TO_GO, hands=dict(SIX_TO_GO["hands"], **{"0": "6S 5C QH QD QS 8C"}))
    controller = controller_for(app, could_go_out, agents=scripted_agents)
    table = open_table(app, controller)
    ids = _ids(controller)
    drag(app, card_pos(table, "6S"), meld_pos(table, ids[6]))
    before = table.look().meld_numbers
    assert before[ids[6]] == 3
    key(app, pygame.K_a)
    for _ in range(10):
        app.step()
    assert any(e.kind == "answer" and e.seat == 2 for e in controller.state.log), "your partner was asked, and answered"
    assert controller.observation().turn_seat == 0 and controller.human_to_act(), "the answer came: still your turn"
    assert table.look().meld_numbers == before
