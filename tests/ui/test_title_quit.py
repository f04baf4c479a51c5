"""Leaving the game from the title screen asks first (Esc coming back from a screen must not close the game)."""

from __future__ import annotations

import pygame
from ui_helpers import click, key

from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.title import TitleScene


def _title(app) -> TitleScene:
    app.home()
    app.step()
    assert isinstance(app.top, TitleScene)
    return app.top


def test_esc_on_the_title_asks_before_quitting_and_a_second_esc_stays(app):
    title = _title(app)
    key(app, pygame.K_ESCAPE)
    assert app.running, "Esc does not close the game at once"
    assert isinstance(app.top, ConfirmDialog) and app.top.title == "Quit Samba?"
    key(app, pygame.K_ESCAPE)
    assert app.running and app.top is title, "Stay [Esc] keeps the title screen"


def test_q_on_the_title_asks_and_enter_quits(app):
    _title(app)
    key(app, pygame.K_q)
    assert app.running and isinstance(app.top, ConfirmDialog)
    key(app, pygame.K_RETURN)
    assert not app.running, "Quit [Enter] closes the game"


def test_quit_button_asks_and_the_quit_button_of_the_question_quits(app):
    title = _title(app)
    click(app, next(b for b in title.buttons if b.label == "Quit").rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and app.running
    click(app, next(b for b in dialog.buttons if b.label == "Quit").rect.center)
    assert not app.running
