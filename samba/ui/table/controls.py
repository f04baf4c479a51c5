"""The table's command surface: the button bar under the hand and the keyboard.

Both end in the scene's ``cmd_*`` methods (so a lesson table that overrides one, such as Hint,
changes the button and the key together). Whether a button is lit is asked of the controller and
the engine (``check``), never worked out here: the bar only reflects what the rules say is possible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from samba.engine import state as S
from samba.engine.actions import AskGoOut
from samba.engine.observation import Observation
from samba.ui.widgets import Button

from . import input as I

if TYPE_CHECKING:
    from .scene import TableScene

LABELS = ("Draw", "Take pile", "Meld", "Undo", "Ask partner", "Sort", "Hint", "Menu")


class ButtonBar:
    """The row of command buttons: built once, placed on resize, lit each frame from the position."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        specs: list[tuple[str, Callable[[], None], str]] = [
            ("Draw", table.cmd_draw, "S"), ("Take pile", table.cmd_take, "T"),
            ("Meld", table.cmd_meld, "Enter"), ("Undo", table.cmd_undo, "U"),
            ("Ask partner", table.cmd_ask, "A"), ("Sort", table.cmd_sort, "O"),
            ("Hint", table.cmd_hint, "H"), ("Menu", table.cmd_menu, "Esc"),
        ]
        # No key on the buttons themselves: the scene's keyboard handles keys, so each fires once.
        self.buttons = [Button(label, fn, None, hint, font_size=22) for label, fn, hint in specs]
        self._ask_cache: tuple[int, bool] = (-1, False)

    def place(self, bar: pygame.Rect) -> None:
        """Centre the buttons in ``bar``, as wide as fits up to a comfortable maximum."""
        n = len(self.buttons)
        gap = 8
        width = min(170, (bar.w - gap * (n + 1)) // n)
        x = bar.centerx - (width * n + gap * (n - 1)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, bar.y + 6, width, bar.h - 12)
            x += width + gap

    def enable(self, obs: Observation) -> None:
        """Light only what the human may do now; the Draw button says "End hand" on an empty stock."""
        table = self.table
        controller = table.controller
        mine = controller.human_to_act() and table.animator.idle
        phase = controller.state.phase
        b = dict(zip(LABELS, self.buttons, strict=True))
        b["Draw"].enabled = mine and phase == S.DRAW
        b["Draw"].label = "Draw" if obs.stock_size or phase != S.DRAW else "End hand"
        # A blocked pile (S7.1: the engine's verdict on the top card) cannot be taken by anyone.
        b["Take pile"].enabled = mine and phase == S.DRAW and bool(obs.pile) and not obs.pile_blocked
        b["Meld"].enabled = mine and phase == S.MELD and bool(table.hand.staged or table.hand.selected)
        b["Undo"].enabled = bool(table.hand.staged) or controller.can_undo()
        b["Ask partner"].enabled = mine and phase == S.MELD and self._can_ask()
        b["Hint"].enabled = mine

    def _can_ask(self) -> bool:
        """Whether the engine would accept "may I go out?" now (cached per position: it searches)."""
        controller = self.table.controller
        key = len(controller.actions)
        if self._ask_cache[0] != key:
            self._ask_cache = (key, controller.check(AskGoOut()) is None)
        return self._ask_cache[1]


def handle_key(table: TableScene, event: pygame.event.Event) -> None:
    """Keyboard play: arrows move the cursor, Space/Up select, letters are the buttons, digits lay off."""
    if event.key == pygame.K_SPACE and not table.animator.idle:
        table.animator.finish()
        return
    if event.key in I.DIGITS:
        if table._ready():
            table.play.layoff_onto(I.DIGITS[event.key])
        return
    command = I.KEYS.get(event.key)
    shown = table.hand.shown()
    if command in ("left", "right", "first", "last") and shown:
        delta = {"left": -1, "right": 1, "first": -len(shown), "last": len(shown)}[command]
        table.cursor = max(0, min(len(shown) - 1, table.cursor + delta))
    elif command == "select":
        uid = table.cursor_uid()
        if uid is not None:
            table.hand.toggle(uid)
    elif command == "deselect":
        table.hand.clear_selection()
    elif command == "unstage":
        table.play.unstage()
    elif command is not None:
        {"meld": table.cmd_meld, "discard": table.cmd_discard, "draw": table.cmd_draw, "take": table.cmd_take,
         "hint": table.cmd_hint, "undo": table.cmd_undo, "ask": table.cmd_ask, "sort": table.cmd_sort,
         "menu": table.cmd_menu}[command]()
    table.dirty = True
