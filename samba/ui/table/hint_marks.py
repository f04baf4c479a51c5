"""Hint (H): ring the cards the AI suggests and point at the place they go, while the hint is on screen.

The table already selects the suggested cards and says why in a toast; this adds the "where" — the
stock, the pile, the meld to add to, the New meld area or the Ask partner button — with the same rings
and arrow the tutorial uses, so a newcomer learns one visual language. It is handed the suggestion,
the board (sprites, layout, hand) and the toast, and draws only while the hint's toast is still shown.
"""

from __future__ import annotations

from typing import assert_never

import pygame
from pygame import Rect

from samba.engine import Observation
from samba.engine.actions import (
    Action,
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    TakePile,
)
from samba.i18n import _
from samba.ui.theme import Text
from samba.ui.tutorial import marks

from . import layout as L
from .input import Board
from .messages import Messages


def stock_mark(lay: L.Layout) -> Rect:
    """The stock with its label: the ring takes it in, so the arrow from above never hides the count."""
    return lay.stock.union(lay.stock_label)


def pile_mark(lay: L.Layout, obs: Observation | None) -> Rect:
    """The pile with its "Pile N" label and badges: the arrow from below starts under them, not on them."""
    badges = int(obs.pile_blocked) + int(obs.frozen_for(obs.side)) if obs is not None else 0
    marks = Rect(lay.pile_marks.x, lay.pile_marks.y, lay.pile_marks.w, lay.pile_marks.h * badges // 2)
    return lay.pile.union(lay.pile_label).union(marks) if badges else lay.pile.union(lay.pile_label)


def place_of(action: Action) -> tuple[str, str]:
    """Where a suggested action happens (``stock``/``pile``/``new_meld``/``meld:<id>``/``ask``) and a label."""
    match action:
        case DrawStock() | EndHand():
            return "stock", _("Draw")
        case TakePile():
            return ("pile", _("Take")) if action.target < 0 else (f"meld:{action.target}", _("Take onto"))
        case Discard():
            return "pile", _("Discard")
        case AskGoOut():
            return "ask", _("Ask")
        case Meld() | GoOut():
            if action.layoffs and not action.melds:
                return f"meld:{action.layoffs[0][0]}", _("Here")
            if action.melds:
                return "new_meld", _("Meld")
            return "pile", _("Go out")
        case MergeGroups() | AnswerGoOut():
            return "", ""  # a merge shows on the melds themselves; an answer is given in its dialog
        case _:
            assert_never(action)


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

    def footprint(self, board: Board, obs: Observation, ask_button: Rect, text: Text) -> list[Rect]:
        """What the marks cover (the arrow and its label): the hint's own words must be placed clear of it."""
        if not self.visible:
            return []
        target = self.rect(board, obs, ask_button)
        if target is None:
            return []
        lay = board.lay
        bounds = Rect(0, lay.status.bottom, lay.sidebar.x, lay.buttons.y - lay.status.bottom)
        direction = "up" if self.place == "pile" else "down"
        return [marks.arrow_footprint(target, bounds, self.label, text, direction),
                target.inflate(2 * RING_REACH, 2 * RING_REACH)]

    def draw(self, surface: pygame.Surface, board: Board, obs: Observation, ask_button: Rect, text: Text) -> None:
        if not self.visible:
            return
        lay = board.lay
        marks.rings(surface, picked_runs(board), self.clock)
        target = self.rect(board, obs, ask_button)
        if target is None:
            return
        marks.ring(surface, target, self.clock)
        bounds = Rect(0, lay.status.bottom, lay.sidebar.x, lay.buttons.y - lay.status.bottom)
        direction = "up" if self.place == "pile" else "down"
        marks.arrow(surface, target, self.clock, bounds, self.label, text, direction)


RING_REACH = 14
"""How far a ring and its glow reach beyond the rectangle it is drawn around (the widest pulse)."""
INDEX_W = 18
"""The width of a hand card's corner index, from its left edge."""


def picked_runs(board: Board) -> list[Rect]:
    """What to ring for the picked cards: one rectangle per run of neighbouring picked cards in the hand row,
    pulled in where a neighbour overlaps so that neither the ring nor its glow crosses that neighbour's
    corner index (a ring around each card, or a plain ring around the run, would)."""
    sprites = board.sprites.hand
    picked = [s.key[1] in board.hand.selected for s in sprites]
    runs: list[Rect] = []
    i = 0
    while i < len(sprites):
        if not picked[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(sprites) and picked[j + 1] and _same_row(sprites[j].rect, sprites[j + 1].rect):
            j += 1
        run = sprites[i].rect.unionall([s.rect for s in sprites[i + 1:j + 1]])
        left, right = run.x, run.right
        before = sprites[i - 1].rect if i > 0 and _same_row(sprites[i - 1].rect, run) else None
        after = sprites[j + 1].rect if j + 1 < len(sprites) and _same_row(sprites[j + 1].rect, run) else None
        if before is not None and before.right > run.x - RING_REACH:
            left = max(left, before.x + INDEX_W + RING_REACH)
        if after is not None and after.x < run.right + RING_REACH:
            right = min(right, after.x - RING_REACH)
        runs.append(Rect(left, run.y, max(8, right - left), run.h))
        i = j + 1
    return runs


def _same_row(a: Rect, b: Rect) -> bool:
    return abs(a.y - b.y) <= 20
