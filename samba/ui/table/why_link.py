"""The "Why?" beside a refusal on the table: it opens the rules help at the section of the rule it names.

A refusal toast says what is wrong and cites a rule number ("… (S7.3a)"); a newcomer does not know
what S7.3a is. This small control sits on the toast's top-right corner for as long as that toast is
shown, and W or a click opens ``HelpScene`` at ``rules_help.section_for_rule``. It reads the toast and
the layout from the table and keeps no copy of the rules; the table only tells it about refusals.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from samba.engine import Violation
from samba.game.rules_help import section_for_rule
from samba.ui.widgets import Button


class WhyLink:
    def __init__(self, table) -> None:
        self.table = table
        self.rule = ""
        self.words = ""
        self.button = Button("Why?", self.open, pygame.K_w, "W", primary=True, font_size=20)

    def show(self, problem: Violation, shown_words: str | None = None) -> None:
        """A refusal was just toasted; offer its rule's page (nothing when it names no known rule)."""
        try:
            section_for_rule(problem.rule)
        except KeyError:
            self.rule = ""
            return
        self.rule = problem.rule
        self.words = shown_words if shown_words is not None else str(problem)

    @property
    def visible(self) -> bool:
        look = self.table.look
        return bool(self.rule) and look.toast == self.words and look.toast_bad

    def place(self) -> Rect:
        """On the top-right corner of the toast (the box ``toast_place`` chose, as the painter drew it)."""
        table = self.table
        box = table.painter.toast_box(table.lay, self.words, table.toast_obstacles()).rect
        return Rect(box.right - 112, box.y - 34, 104, 30)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or event.type not in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEMOTION):
            return False
        self.button.rect = self.place()
        return self.button.handle(event)

    def open(self) -> None:
        from samba.ui.scenes.help_pages import HelpScene

        table = self.table
        section = section_for_rule(self.rule)
        table.app.push(HelpScene(table.app, table.controller.setup.rules, section.id,
                                 reason=f"You asked why: {self.words}"))

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.button.rect = self.place()
            self.button.draw(surface, self.table.services.text)
