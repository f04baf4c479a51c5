"""Merging two groups of the same rank by dragging one onto the other (S10.2), with real mouse events."""

from __future__ import annotations

import pygame
from ui_helpers import TWO_EIGHTS, controller_for, drag, key, meld_pos, open_table, pick_up, post

from samba.engine.actions import MergeGroups


def ids(controller) -> list[int]:
    return [m.id for m in controller.state.melds if m.side == 0]


def test_dragging_a_group_onto_one_of_the_same_rank_merges_them_and_undo_takes_it_back(app):
    controller = controller_for(app, TWO_EIGHTS)
    table = open_table(app, controller)
    first, second, kings = ids(controller)
    before = controller.state
    drag(app, meld_pos(table, second), meld_pos(table, first))
    merged = next(m for m in controller.state.melds if m.id == first)
    assert len(merged.cards) == 6 and second not in ids(controller)
    assert controller.can_undo() and table.buttons[3].enabled
    key(app, pygame.K_u)
    assert controller.state == before and ids(controller) == [first, second, kings]


def test_while_dragging_a_group_only_the_groups_it_may_join_light_up(app):
    controller = controller_for(app, TWO_EIGHTS)
    table = open_table(app, controller)
    first, second, kings = ids(controller)
    start = meld_pos(table, first)
    pick_up(app, start, 20, 10)
    assert table.state.accepting == {("meld", second)}
    assert table.pointer.dragged() and table.state.lifted == first
    post(app, pygame.MOUSEBUTTONUP, pos=(start[0] + 20, start[1] + 10), button=1)
    assert ids(controller) == [first, second, kings] and not table.state.accepting and table.state.lifted is None


def test_a_merge_the_engine_refuses_changes_nothing_and_says_why(app):
    controller = controller_for(app, TWO_EIGHTS)
    table = open_table(app, controller)
    first, _second, kings = ids(controller)
    before = controller.state
    drag(app, meld_pos(table, kings), meld_pos(table, first))
    assert controller.state is before
    assert table.messages.toast_bad and "(S10.2)" in table.messages.toast
    assert controller.check(MergeGroups(first, kings)) is not None


def test_a_group_of_another_side_cannot_be_picked_up(app):
    controller = controller_for(app, TWO_EIGHTS)
    table = open_table(app, controller)
    theirs = next(m.id for m in controller.state.melds if m.side == 1)
    first = ids(controller)[0]
    before = controller.state
    drag(app, meld_pos(table, theirs), meld_pos(table, first))
    assert controller.state is before and not table.messages.toast_bad

