"""A hint marks its cards, one ring per meld it speaks of, and picks none of them.

A newcomer pressed H, then dragged one of the hinted cards onto a meld and found every hinted card
dragged with it (the hint had picked them), refused with a rule about cards they never meant to move.
Now a drag of one card moves that card; Enter still does exactly what the hint says; the rings follow
the hint's melds (numbered when there are several), not the neighbours in the hand row.
"""

from __future__ import annotations

import pygame
from ui_helpers import OPENED, card_pos, click, controller_for, drag, key, meld_pos, open_table, post

from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.table.hint_marks import INDEX_W, hint_runs

OPENING = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "KH KD KS AH AD AS 5C 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [], "opened": [False, False],
}
"""Unopened: kings and aces lie side by side in the hand, and the hint opens with both (two melds)."""


def _hinted(app, table):
    key(app, pygame.K_h, steps=3)
    hint = table.state.hint
    assert hint is not None and table.messages.toast.startswith("Hint: ")
    return hint


def test_a_hint_marks_its_cards_and_picks_none(app):
    table = open_table(app, controller_for(app, OPENED))
    hint = _hinted(app, table)
    assert hint.uids, "the hint names cards from the hand"
    assert not table.state.hand.selected, "nothing is picked: the hint only marks"
    assert table.state.hint_current() is hint


def test_dragging_one_hinted_card_moves_that_card_alone(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    hint = _hinted(app, table)
    hinted_codes = {table.state.hand.card(u).code for u in hint.uids}
    assert {"8H", "5H"} <= hinted_codes, "the hint melds the fives and adds the 8♥ to the eights"
    eights = next(m.id for m in controller.observation().my_melds() if m.rank == 8)
    drag(app, card_pos(table, "8H"), meld_pos(table, eights))
    assert not table.messages.toast_bad, table.messages.toast
    assert len(controller.observation().meld(eights).cards) == 4, "the 8♥ went onto the eights"
    left = sorted(c.code for _, c in table.state.hand.shown())
    assert left == sorted(["5H", "5D", "5S", "KC", "7S", "9D"]), "the other hinted cards stayed in the hand"


def test_a_hinted_card_dropped_where_it_does_not_fit_is_refused_for_itself_alone(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    _hinted(app, table)
    eights = next(m.id for m in controller.observation().my_melds() if m.rank == 8)
    drag(app, card_pos(table, "5H"), meld_pos(table, eights))
    assert table.messages.toast_bad
    assert "8" in table.messages.toast, "the refusal is about a five on the eights, the card that was dragged"
    assert len(controller.observation().hand) == 7, "nothing left the hand"


def test_each_hint_ring_holds_one_meld_and_carries_its_number(app):
    table = open_table(app, controller_for(app, OPENING))
    hint = _hinted(app, table)
    assert len(hint.groups) == 2, "two melds: the kings and the aces"
    table.draw(app.screen)
    runs = hint_runs(table.board(), hint.groups)
    sprites = {s.key[1]: s.rect for s in table.sprites.hand}
    group_of = {uid: n + 1 for n, group in enumerate(hint.groups) for uid in group}
    assert {number for _, number in runs} == {1, 2}
    for ring, number in runs:
        inside = [uid for uid, rect in sprites.items() if ring.contains(rect.x, rect.y, INDEX_W, 10)]
        assert inside and all(group_of.get(uid) == number for uid in inside), "a ring holds the cards of one meld"
    for uid, number in group_of.items():
        rect = sprites[uid]
        assert any(n == number and ring.contains(rect.x, rect.y, INDEX_W, 10) for ring, n in runs), \
            "every hinted card is in a ring with its meld's number"
    for a, (ring, number) in enumerate(runs):
        for other, other_number in runs[a + 1:]:
            assert number == other_number or not ring.colliderect(other), "rings of two melds do not overlap"


def test_a_single_meld_hint_needs_no_numbers(app):
    table = open_table(app, controller_for(app, dict(OPENED, hands={**OPENED["hands"], "0": "5H 5D 5S 7S 9D KC QD"})))
    hint = _hinted(app, table)
    assert len(hint.groups) == 1, "the hint melds the three fives"
    runs = hint_runs(table.board(), hint.groups)
    assert len(runs) == 1 and runs[0][1] is None


def test_hint_then_enter_lays_exactly_the_hinted_melds(app):
    controller = controller_for(app, OPENING)
    table = open_table(app, controller)
    _hinted(app, table)
    assert table.bar.by_name["meld"].enabled, "the Meld button is lit: Enter does what the hint says"
    key(app, pygame.K_RETURN)
    assert sorted(len(m.cards) for m in controller.state.melds) == [3, 3] and controller.state.opened[0]


def test_picking_another_card_after_a_hint_lets_enter_meld_the_pick(app):
    table = open_table(app, controller_for(app, OPENED))
    _hinted(app, table)
    click(app, card_pos(table, "KC"))
    assert table.state.hint_current() is None, "the player picked something else: the hint gives way"


def test_a_click_on_undo_right_after_hint_and_enter_takes_the_melds_back(data_dir):
    app = App(Settings(animation_speed="normal", muted=True), persist_settings=False)
    try:
        services = app.services
        services.session.saver = type(services.autosaver)(background=False, problems=services.problems)
        controller = controller_for(app, OPENING)
        table = open_table(app, controller)
        _hinted(app, table)
        key(app, pygame.K_RETURN)
        if isinstance(app.top, ConfirmDialog):
            key(app, pygame.K_RETURN)
        assert controller.state.opened[0] and not table.animator.idle, "the melds are still flying"
        undo = table.bar.rect_of("undo").center
        post(app, pygame.MOUSEMOTION, pos=undo, rel=(0, 0), buttons=(0, 0, 0))
        click(app, undo)
        assert not controller.state.melds and not controller.state.opened[0], "one click on Undo took them back"
    finally:
        app.close()
