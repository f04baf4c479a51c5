"""Hint (H): ring the cards the AI suggests and point at the place they go, while the hint is on screen.

The table already selects the suggested cards and says why in a toast; this adds the "where" — the
stock, the pile, the meld to add to, the New meld area or the Ask partner button — with the same rings
and arrow the tutorial uses, so a newcomer learns one visual language. It is handed the suggestion,
the board (sprites, layout, hand) and the toast, and draws only while the hint's toast is still shown.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from samba.engine.actions import Action, AskGoOut, Discard, DrawStock, EndHand, GoOut, Meld, TakePile
from samba.engine.observation import Observation
from samba.ui.theme import Text
from samba.ui.tutorial import marks

from . import layout as L
from .input import Board
from .messages import Messages

LABEL_H = 22
"""Room for the "Stock N" label above the stock and the "Pile N" label under the pile."""
BADGE_H = 18
"""Room for each badge (BLOCKED, FROZEN) under the pile label."""


def stock_mark(lay: L.Layout) -> Rect:
    """The stock with its label: the ring takes it in, so the arrow from above never hides the count."""
    return Rect(lay.stock.x, lay.stock.y - LABEL_H, lay.stock.w, lay.stock.h + LABEL_H)


def pile_mark(lay: L.Layout, obs: Observation | None) -> Rect:
    """The pile with its "Pile N" label and badges: the arrow from below starts under them, not on them."""
    badges = int(obs.pile_blocked) + int(obs.frozen_for(obs.side)) if obs is not None else 0
    return Rect(lay.pile.x, lay.pile.y, lay.pile.w, lay.pile.h + LABEL_H + BADGE_H * badges)


def place_of(action: Action) -> tuple[str, str]:
    """Where a suggested action happens (``stock``/``pile``/``new_meld``/``meld:<id>``/``ask``) and a label."""
    if isinstance(action, DrawStock | EndHand):
        return "stock", "Draw"
    if isinstance(action, TakePile):
        return ("pile", "Take") if action.target < 0 else (f"meld:{action.target}", "Take onto")
    if isinstance(action, Discard):
        return "pile", "Discard"
    if isinstance(action, AskGoOut):
        return "ask", "Ask"
    if isinstance(action, Meld | GoOut):
        if action.layoffs and not action.melds:
            return f"meld:{action.layoffs[0][0]}", "Here"
        if action.melds:
            return "new_meld", "Meld"
        return "pile", "Go out"
    return "", ""


class HintMarks:
    """The marks for the hint on screen: they show while the toast still says that hint."""

    def __init__(self, messages: Messages) -> None:
        self.messages = messages
        self.place = ""
        self.label = ""
        self.words = ""
        self.clock = 0.0

    def show(self, action: Action, words: str) -> None:
        """The hint ``words`` were just toasted for ``action``."""
        self.place, self.label = place_of(action)
        self.words = words

    def update(self, dt: float) -> None:
        self.clock += dt

    @property
    def visible(self) -> bool:
        messages = self.messages
        return bool(self.place) and messages.toast == self.words and not messages.toast_bad

    def rect(self, board: Board, obs: Observation, ask_button: Rect) -> Rect | None:
        """Where the hinted move happens on this board (``ask_button``: the Ask partner button)."""
        lay = board.lay
        if self.place == "stock":
            return stock_mark(lay)
        if self.place == "pile":
            return pile_mark(lay, obs)
        if self.place == "new_meld":
            return lay.new_meld
        if self.place == "ask":
            return ask_button
        if self.place.startswith("meld:"):
            meld_id = int(self.place.split(":", 1)[1])
            return next((b.rect for b in board.sprites.melds if b.meld_id == meld_id), None)
        return None

    def draw(self, surface: pygame.Surface, board: Board, obs: Observation, ask_button: Rect, text: Text) -> None:
        if not self.visible:
            return
        lay = board.lay
        selected = [s.rect for s in board.sprites.hand if s.key[1] in board.hand.selected]
        marks.rings(surface, selected, self.clock)
        target = self.rect(board, obs, ask_button)
        if target is None:
            return
        marks.ring(surface, target, self.clock)
        bounds = Rect(0, lay.status.bottom, lay.sidebar.x, lay.buttons.y - lay.status.bottom)
        direction = "up" if self.place == "pile" else "down"
        marks.arrow(surface, target, self.clock, bounds, self.label, text, direction)
