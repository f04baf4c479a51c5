"""The scoring lesson's last screen: the real hand summary, with each of your side's lines explained.

It is the match's own ``SummaryScene`` (so the lesson shows the sheet a player will see after every
hand), with a card beside the score sheets, where the match shows its chart, that says where each
number on your side comes from, and the lesson's buttons instead of "Next hand". The card never
covers a sheet: in a small window only your side's sheet stays beside it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from samba.game.score_words import explanation, score_lines, signed_points
from samba.game.tutorial import LESSONS
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.scenes.summary import MIN_COLUMN, SummaryScene
from samba.ui.widgets import Button

from .marks import TUTOR

GAP = 16
MIN_BOX = 340
"""Narrowest explanation box whose lines still read as sentences, not a column of words."""
LARGEST, SMALLEST = 20, 15


class ExplainedSummary(SummaryScene):
    name = "tutorial_summary"
    show_chart = False

    def __init__(self, app, controller, table) -> None:
        super().__init__(app, controller, table)
        self.heading = N_("How the hand was scored")
        self.explained: ExplanationPlan | None = None
        """The sheets and the explanation as last drawn."""
        self._explained_for: tuple | None = None
        self.layout(app.size)

    def _word_it(self) -> None:
        """The lesson's buttons in place of "Next hand" (made again, like the match summary's, in a new language)."""
        super()._word_it()
        table = self.table
        last = table.number >= len(LESSONS)
        self.buttons = [
            Button(_("Back to the lessons") if last else _("Next lesson"), self._then(table.next_lesson),
                   pygame.K_RETURN, "Enter", primary=True),
            Button(_("Replay"), self._then(table.replay), pygame.K_r, "R"),
        ]
        if not last:
            self.buttons.append(Button(_("Lessons"), self._then(table.to_lessons), pygame.K_ESCAPE, "Esc"))

    def layout(self, size: tuple[int, int]) -> None:
        """Wider buttons than the match summary's: "Back to the lessons [Enter]" must fit its label."""
        w, h = size
        width = min(300, (w - 40) // max(1, len(self.buttons)) - 20)
        x = w // 2 - ((width + 20) * len(self.buttons) - 20) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, h - 80, width, 52)
            x += width + 20

    def _then(self, fn):
        def run() -> None:
            if self.app.top is self:
                self.app.pop()
            fn()

        return run

    def back(self) -> None:
        """Esc: back to the lesson list (the lesson is already remembered as done)."""
        self._then(self.table.to_lessons)()

    def lines(self) -> list[str]:
        side = self.result.sides[self.controller.observation().side]
        out = [_("{label}: {points} — {why}").format(label=line.label, points=signed_points(line.points),
                                                     why=explanation(line.key))
               for line in score_lines(side) if explanation(line.key)]
        out.append(_("Added up: {points} for this hand, on top of your side's running total.").format(
            points=signed_points(side.total)))
        return out

    def explanation_plan(self, area: Rect) -> ExplanationPlan:
        """Where the sheets and the explanation go inside ``area``: side by side, never one over the other.

        Every side's sheet is shown when the explanation still reads beside them (a box at least
        ``MIN_BOX`` wide, every line at ``SMALLEST`` or larger); in a small window only your side's sheet
        stays, since that is the one the explanation goes through line by line."""
        mine = self.controller.observation().side
        everyone = [side.side for side in self.result.sides]
        choices = [everyone, [mine]] if len(everyone) > 1 else [everyone]
        plan: ExplanationPlan | None = None
        for sides in choices:
            k = len(sides)
            sheets_w = min(380 * k, max(k * MIN_COLUMN, area.w // 2))
            box = Rect(area.x + sheets_w + GAP, area.y, area.w - sheets_w - GAP, area.h)
            size, wrapped, height = self._fit(box)
            plan = ExplanationPlan(sides, Rect(area.x, area.y, sheets_w, area.h),
                                   Rect(box.x, box.y, box.w, min(box.h, height)), size, wrapped, height <= box.h)
            if box.w >= MIN_BOX and plan.fits:
                return plan
        assert plan is not None
        return plan

    def _fit(self, box: Rect) -> tuple[int, list[list[str]], int]:
        """The largest size (``LARGEST`` down to ``SMALLEST``) at which the explanation fits ``box``."""
        size, wrapped, height = SMALLEST, [], 0
        for size in range(LARGEST, SMALLEST - 1, -1):
            wrapped = [self.text.wrap(line, size, box.w - 30) for line in self.lines()]
            height = self._heading_height(box, size) + 14 + sum((size + 2) * len(lines) + 6 for lines in wrapped)
            if height <= box.h:
                break
        return size, wrapped, height

    def _heading(self, box: Rect, size: int) -> list[str]:
        """The card's heading, wrapped (whole words on two lines rather than a cut one)."""
        return self.text.wrap(_("Your side's score sheet, line by line"), size + 2, box.w - 28, bold=True)

    def _heading_height(self, box: Rect, size: int) -> int:
        return 10 + (size + 4) * len(self._heading(box, size))

    def draw_body(self, surface: pygame.Surface, area: Rect) -> None:
        # Fitted once per window size and wording (the language may change under it), not every frame.
        key = (tuple(area), tuple(self.lines()))
        if self.explained is None or self._explained_for != key:
            self.explained, self._explained_for = self.explanation_plan(area), key
        plan = self.explained
        self._sheets(surface, plan.sheets, plan.sides)
        text = self.text
        box = plan.box
        theme.panel(surface, box, fill=(10, 38, 58), edge=TUTOR, radius=10, width=2)
        y = box.y + 10
        for line in self._heading(box, plan.size):
            text.blit(surface, line, plan.size + 2, (box.x + 14, y), theme.GOLD, bold=True)
            y += plan.size + 4
        y += 14
        for lines in plan.lines:
            for line in lines:
                if y + plan.size > box.bottom - 4:
                    return
                text.blit(surface, line, plan.size, (box.x + 16, y), theme.INK)
                y += plan.size + 2
            y += 6


@dataclass(frozen=True, slots=True)
class ExplanationPlan:
    """The scoring lesson's last screen laid out: whose sheets are shown, where, and the explanation's box."""

    sides: list[int]
    sheets: Rect
    box: Rect
    size: int
    lines: list[list[str]]
    fits: bool
    """False only when even the smallest size leaves lines out (a window smaller than the game allows)."""
