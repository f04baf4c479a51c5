"""One command table for the bar and the keys; the bar is lit once per position, never while drawing."""

from __future__ import annotations

import pygame
from ui_helpers import OPENED, TURN, card_pos, click, controller_for, key, open_table

from samba.engine import state as S
from samba.engine.actions import AskGoOut, Meld
from samba.engine.cards import parse_cards
from samba.ui.table.commands import BY_KEY, BY_NAME, SLOTS


def test_every_button_on_the_bar_has_a_key_that_runs_the_same_command():
    for name in SLOTS:
        command = BY_NAME[name]
        assert command.keys and all(BY_KEY[k] is command for k in command.keys), command.name


def test_the_draw_button_and_the_s_key_make_the_same_move(app):
    by_click = controller_for(app, TURN)
    table = open_table(app, by_click)
    click(app, table.bar.rect_of("draw").center)
    assert by_click.state.phase == S.MELD and by_click.actions == [{"type": "draw"}]
    by_key = controller_for(app, TURN)
    table = open_table(app, by_key)
    key(app, pygame.K_s)
    assert by_key.state == by_click.state


def test_drawing_the_table_asks_the_engine_nothing(app, monkeypatch):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    asked: list[object] = []
    real = controller.check
    controller.act(Meld((), ((1, parse_cards("8H")),)))  # the position changes under the table
    monkeypatch.setattr(controller, "check", lambda action: asked.append(action) or real(action))
    for _ in range(5):
        table.draw(app.screen)
    assert asked == [], "drawing only paints; the bar is lit in update"


def test_the_bar_asks_whether_you_may_go_out_once_per_position(app, monkeypatch):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    asked: list[object] = []
    real = controller.check
    monkeypatch.setattr(controller, "check", lambda action: asked.append(action) or real(action))
    for _ in range(10):
        app.step()
    assert asked == [], "the position has not changed since the table opened"
    click(app, card_pos(table, "8H"))
    key(app, pygame.K_1)  # lay the eight off onto meld 1: a new position, still your meld phase
    for _ in range(10):
        app.step()
    assert len(controller.state.melds[0].cards) == 4
    assert sum(isinstance(a, AskGoOut) for a in asked) == 1
