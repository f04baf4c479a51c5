"""Hint (H): ring the cards the AI suggests and point at the place they go, while the hint is on screen.

The table says why in a toast; this shows the "which" and the "where". The suggested cards are ringed
in the hand, one ring per meld (or lay-off, or discard) the hint speaks of — never one ring round two
melds that happen to lie side by side — and numbered in the order the sentence names them when there
are several. The cards are marked, not picked: a drag started on one of them moves that card alone.
The place — the stock, the pile, the meld to add to, the New meld area or the Ask partner button — gets
the same ring and arrow the tutorial uses, so a newcomer learns one visual language. It is handed the
suggestion, the board (sprites, layout, hand) and the toast, and draws only while the hint's toast is
still shown.
"""

from __future__ import annotations

from collections.abc import Sequence
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

    def footprint(self, board: Board, obs: Observation, ask_button: Rect, text: Text,
                  words: Sequence[Rect] = ()) -> list[Rect]:
        """What the marks cover (the arrow and its label): the hint's own words must be placed clear of it.
        ``words``: the table's labels the arrow should keep off (as for ``draw``)."""
        if not self.visible:
            return []
        target = self.rect(board, obs, ask_button)
        if target is None:
            return []
        bounds = _bounds(board.lay)
        aimed, direction = aim(self.place, target, bounds, self.label, text, words, _cards(board))
        return [marks.arrow_footprint(aimed, bounds, self.label, text, direction),
                target.inflate(2 * RING_REACH, 2 * RING_REACH)]

    def draw(self, surface: pygame.Surface, board: Board, obs: Observation, ask_button: Rect, text: Text,
             groups: tuple[tuple[int, ...], ...] = (), words: Sequence[Rect] = ()) -> None:
        """The marks; ``groups``: the hinted hand cards by meld (empty once the player picked something else);
        ``words``: the table's labels (meld-area titles, their ▲/▼ cues, chips) the arrow should keep off."""
        if not self.visible:
            return
        lay = board.lay
        runs = hint_runs(board, groups)
        marks.rings(surface, [rect for rect, _number in runs], self.clock)
        for rect, number in runs:
            if number is not None:
                _number_tag(surface, rect, number, text)
        target = self.rect(board, obs, ask_button)
        if target is None:
            return
        marks.ring(surface, target, self.clock)
        bounds = _bounds(lay)
        aimed, direction = aim(self.place, target, bounds, self.label, text, words, _cards(board))
        marks.arrow(surface, aimed, self.clock, bounds, self.label, text, direction)


def _bounds(lay: L.Layout) -> Rect:
    """Where an arrow and its label may go: the table between the status line and the buttons."""
    return Rect(0, lay.status.bottom, lay.sidebar.x, lay.buttons.y - lay.status.bottom)


def _cards(board: Board) -> list[Rect]:
    return [b.rect for b in board.sprites.melds] + [s.rect for s in board.sprites.hand]


def aim(place: str, target: Rect, bounds: Rect, label: str, text: Text, words: Sequence[Rect],
        cards: Sequence[Rect]) -> tuple[Rect, str]:
    """What the arrow points at and from where, so that it keeps off the table's words.

    The pile is pointed at from below (above it are the stock and its count). Anything else from above —
    unless the arrow and its label would lie on a word (at 1024×640 the New meld zone's top meets the meld
    area's "▼ 5 more" cue, and a meld's top meets its area's title). Then the New meld zone is pointed at
    from inside, above its own words, which leaves the zone's edge and the cue free; and a meld from below,
    where the felt under its column is free of cards and words. Failing both, from above as before: the
    hint still shows where to play.
    """
    if place == "pile":
        return target, "up"
    above = marks.arrow_footprint(target, bounds, label, text, "down")
    if above.collidelist(list(words)) < 0:
        return target, "down"
    if place == "new_meld":
        middle = Rect(target.x, target.centery - NEW_MELD_WORDS_H // 2, target.w, NEW_MELD_WORDS_H)
        if target.contains(marks.arrow_footprint(middle, bounds, label, text, "down")):
            return middle, "down"
    if place.startswith("meld:"):
        below = marks.arrow_footprint(target, bounds, label, text, "up")
        if bounds.contains(below) and below.collidelist(list(words)) < 0 and below.collidelist(list(cards)) < 0:
            return target, "up"
    return target, "down"


NEW_MELD_WORDS_H = 48
"""The height of the New meld zone's words ("New meld" on two lines, or "ready") around its middle."""
RING_REACH = marks.ring_reach()
"""How far a ring and its glow reach beyond the rectangle it is drawn around (the widest pulse)."""
INDEX_W = 18
"""The width of a hand card's corner index, from its left edge."""


TAG_RADIUS = 9
"""The number tag on a hint ring (which meld of the sentence the ringed cards make)."""


def hint_runs(board: Board, groups: tuple[tuple[int, ...], ...]) -> list[tuple[Rect, int | None]]:
    """What to ring for the hinted cards, and the number to tag each ring with (None: a single group).

    One rectangle per run of neighbouring cards *of the same group* in the hand row — so a ring never
    holds two melds, and a meld whose cards lie apart gets a ring per run, all with its number. Each run is
    pulled in where a neighbour overlaps so that neither the ring nor its glow crosses that neighbour's
    corner index (a ring around each card, or a plain ring around the run, would); where the neighbour is
    ringed too (the next meld), the two rings keep apart.
    """
    sprites = board.sprites.hand
    group_of = {uid: n for n, group in enumerate(groups) for uid in group}
    number = (lambda n: n + 1) if len(groups) > 1 else (lambda n: None)
    marked = [group_of.get(s.key[1]) for s in sprites]
    runs: list[tuple[Rect, int | None]] = []
    i = 0
    while i < len(sprites):
        group = marked[i]
        if group is None:
            i += 1
            continue
        j = i
        while j + 1 < len(sprites) and marked[j + 1] == group and _same_row(sprites[j].rect, sprites[j + 1].rect):
            j += 1
        run = sprites[i].rect.unionall([s.rect for s in sprites[i + 1:j + 1]])
        left, right = run.x, run.right
        before = sprites[i - 1].rect if i > 0 and _same_row(sprites[i - 1].rect, run) else None
        after = sprites[j + 1].rect if j + 1 < len(sprites) and _same_row(sprites[j + 1].rect, run) else None
        if before is not None and before.right > run.x - RING_REACH:
            left = max(left, before.x + INDEX_W + RING_REACH)
        if after is not None and marked[j + 1] is None and after.x < run.right + RING_REACH:
            right = min(right, after.x - RING_REACH)
        elif after is not None and marked[j + 1] is not None and after.x < run.right:
            right = min(right, after.x - 2 * RING_REACH)  # the next meld's ring starts at its card's edge
        right = max(right, sprites[j].rect.x + INDEX_W)
        runs.append((Rect(left, run.y, max(8, right - left), run.h), number(group)))
        i = j + 1
    return runs


def tag_rect(ring: Rect) -> Rect:
    """Where a ring's number tag goes: on its top edge at the right end (clear of the corner indices, which
    are top-left and bottom-right)."""
    tag = Rect(0, 0, 2 * TAG_RADIUS, 2 * TAG_RADIUS)
    tag.center = (ring.right - TAG_RADIUS, ring.y - 4)
    return tag


def _number_tag(surface: pygame.Surface, ring: Rect, number: int, text: Text) -> None:
    tag = tag_rect(ring)
    pygame.draw.circle(surface, marks.TUTOR, tag.center, TAG_RADIUS)
    pygame.draw.circle(surface, marks.TUTOR_DARK, tag.center, TAG_RADIUS, 2)
    text.blit(surface, str(number), 14, tag.center, marks.TUTOR_DARK, bold=True, anchor="center")


def _same_row(a: Rect, b: Rect) -> bool:
    return abs(a.y - b.y) <= 20
