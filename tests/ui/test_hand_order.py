"""Every deal follows the player's sort choice: the Sort button's last choice is kept for the next hand,
the next match and after Continue (a newcomer who sorted hand 1 saw hand 2 dealt in another order)."""

from __future__ import annotations

import pygame
from test_going_out import READY, _go_out_to_summary
from ui_helpers import controller_for, key, open_table, settle

from samba.ui.table.hand_model import rank_key, suit_key


def _shown(table):
    return [card for _uid, card in table.state.hand.shown()]


def _sorted_by(cards, key_of) -> bool:
    return [key_of(c) for c in cards] == sorted(key_of(c) for c in cards)


def test_the_sort_choice_is_kept_for_the_next_deal(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    key(app, pygame.K_o)
    assert table.state.hand.sort_mode == "suit" and app.services.settings.hand_order == "suit"
    assert "next hands" in table.messages.toast
    _go_out_to_summary(app, table)
    key(app, pygame.K_RETURN)  # Next hand
    settle(app, table)
    cards = _shown(table)
    assert len(cards) >= 11, "the next hand is dealt"
    assert _sorted_by(cards, suit_key), "dealt by suit and sequence, as the player chose"
    assert not _sorted_by(cards, rank_key)


def test_a_new_table_opens_with_the_players_last_sort_choice(app):
    app.apply_settings(app.services.settings.with_changes(hand_order="suit"))
    table = open_table(app, controller_for(app, READY))
    assert table.state.hand.sort_mode == "suit"
    assert _sorted_by(_shown(table), suit_key)


def test_sorting_back_by_rank_is_kept_too(app):
    app.apply_settings(app.services.settings.with_changes(hand_order="suit"))
    table = open_table(app, controller_for(app, READY))
    key(app, pygame.K_o)
    assert app.services.settings.hand_order == "rank" and _sorted_by(_shown(table), rank_key)
