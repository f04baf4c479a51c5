"""Quit from the in-game menu asks first, as Quit on the title screen does (a newcomer's playtest: it closed the
game at once), and the question says the game is kept."""

from __future__ import annotations

import pygame
from ui_helpers import controller_for, key, open_table

from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.menu import MenuOverlay


def _menu_at_the_table(app):
    table = open_table(app, controller_for(app))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay)
    return table


def test_quit_in_the_game_menu_asks_before_closing_and_says_the_game_is_saved(app):
    _menu_at_the_table(app)
    key(app, pygame.K_q)
    assert app.running, "Quit does not close the game at once"
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Quit Samba?"
    assert "saved after every move" in dialog.detail and "Continue" in dialog.detail, dialog.detail
    key(app, pygame.K_RETURN)
    assert not app.running, "Quit [Enter] closes the game"


def test_stay_after_quit_in_the_game_menu_goes_back_to_the_table(app):
    table = _menu_at_the_table(app)
    key(app, pygame.K_q)
    key(app, pygame.K_ESCAPE)
    assert app.running and app.top is table
