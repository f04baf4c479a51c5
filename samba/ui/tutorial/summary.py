"""The scoring lesson's last screen: the real hand summary, with each of your side's lines explained.

It is the match's own ``SummaryScene`` (so the lesson shows exactly what a player will see after
every hand), with a caption card across the foot of the score columns that says where each number
on your side comes from, and the lesson's buttons instead of "Next hand".
"""

from __future__ import annotations

import pygame
from pygame import Rect

from samba.game.score_words import explanation, score_lines, signed_points
from samba.game.tutorial import LESSONS
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.scenes.summary import SummaryScene
from samba.ui.widgets import Button

from .marks import TUTOR


class ExplainedSummary(SummaryScene):
    name = "tutorial_summary"
    show_chart = False

    def __init__(self, app, controller, table) -> None:
        super().__init__(app, controller, table)
        self.heading = N_("How the hand was scored")
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

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        text = self.text
        w, h = surface.get_size()
        width = min(w - 80, 1000)
        wrapped = [text.wrap(line, 20, width - 30) for line in self.lines()]
        height = 44 + sum(22 * len(lines) + 4 for lines in wrapped)
        box = Rect(0, 0, width, height)
        box.midbottom = (w // 2, h - 96)
        theme.panel(surface, box, fill=(10, 38, 58), edge=TUTOR, radius=10, width=2)
        text.blit(surface, _("Your side's score sheet, line by line"), 22, (box.x + 14, box.y + 10), theme.GOLD,
                  bold=True)
        y = box.y + 40
        for lines in wrapped:
            for line in lines:
                text.blit(surface, line, 20, (box.x + 16, y), theme.INK)
                y += 22
            y += 4
