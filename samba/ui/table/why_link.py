"""The "Why?" beside a refusal on the table: it opens the rules help at the section of the rule it names.

A refusal toast says what is wrong and cites a rule number ("… (S7.3a)"); a newcomer does not know
what S7.3a is. This small control sits inside the toast, at its right end or under the words of a
narrow toast (the toast keeps room for it, so it never lies on a card), for as long as that toast is
shown, and W or a click opens the rules help there (``open_rule``). It reads the toast from the
table's ``Messages`` and asks ``toast_box`` where the painter puts it; it keeps no copy of the rules.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from samba.engine import Violation
from samba.game.refusal_words import refusal_text
from samba.game.rules_help import section_for_rule
from samba.i18n import _
from samba.ui.theme import Text
from samba.ui.widgets import Button

from .messages import Messages
from .toast_place import WHY_RESERVE, ToastBox

WIDTH = WHY_RESERVE - 16


class WhyLink:
    def __init__(self, messages: Messages, toast_box: Callable[[str], ToastBox],
                 open_rule: Callable[[str, str], None]) -> None:
        """``toast_box(words)``: where the toast saying ``words`` goes; ``open_rule(rule, reason)``: the help."""
        self.messages = messages
        self.toast_box = toast_box
        self.open_rule = open_rule
        self.rule = ""
        self.words = ""
        self.button = Button(_("Why?"), self.open, pygame.K_w, "W", primary=True, font_size=20)

    def show(self, problem: Violation, shown_words: str | None = None) -> None:
        """A refusal was just toasted; offer its rule's page (nothing when it names no known rule)."""
        try:
            section_for_rule(problem.rule)
        except KeyError:
            self.rule = ""
            return
        self.rule = problem.rule
        self.words = shown_words if shown_words is not None else refusal_text(problem)
        self.button.label = _("Why?")  # the language may have changed since the table was opened

    @property
    def visible(self) -> bool:
        messages = self.messages
        return bool(self.rule) and messages.toast == self.words and messages.toast_bad

    def place(self) -> Rect:
        """Inside the toast, in the room ``toast_place`` keeps for it (its right end, or the row under the lines
        of a narrow toast), as the painter drew it."""
        room = self.toast_box(self.words).why_room
        button = Rect(0, 0, WIDTH, min(30, room.h - 6))
        button.midright = (room.right - 8, room.centery)
        return button

    def handle(self, event: pygame.event.Event) -> bool:
        """W, or a click on the button. The press of that click is the button's too: the toast often lies over a
        meld area or the hand's strip, and a press there would begin a gesture that takes the release for itself
        (a mouse click on "Why?" did nothing there; only W worked)."""
        if not self.visible or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                                                  pygame.MOUSEMOTION):
            return False
        self.button.rect = self.place()
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1 and self.button.rect.collidepoint(event.pos)
        return self.button.handle(event)

    def open(self) -> None:
        self.open_rule(self.rule, _("You asked why: {words}").format(words=self.words))

    def draw(self, surface: pygame.Surface, text: Text) -> None:
        if self.visible:
            self.button.rect = self.place()
            self.button.draw(surface, text)
