"""Modal overlays: a yes/no question and a choice between a few options.

Overlays dim the scene below (which keeps drawing) and take all input until answered. Every
option has a key as well as a button, so the keyboard alone can answer.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from samba.i18n import _, pgettext
from samba.ui import theme
from samba.ui.scenes.base import Scene
from samba.ui.widgets import Button, draw_buttons, press_primary


class Overlay(Scene):
    """A centred panel over a dimmed scene."""

    name = "overlay"

    overlay = True
    width = 620

    def __init__(self, app, title: str, detail: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.detail = detail
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._veil: pygame.Surface | None = None

    def _close_then(self, fn: Callable[[], object] | None) -> Callable[[], None]:
        def run() -> None:
            if self.app.top is self:
                self.app.pop()
            if fn is not None:
                fn()

        return run

    def resize(self, size: tuple[int, int]) -> None:
        text = self.app.services.text
        width = min(self.width, size[0] - 80)
        lines = text.wrap(self.title, 28, width - 40, bold=True) + (text.wrap(self.detail, 22, width - 40)
                                                                     if self.detail else [])
        height = 40 + 30 * len(lines) + len(self.buttons) * 50 + 20
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.bottom - 20 - len(self.buttons) * 50 + 6
        for button in self.buttons:
            button.rect = pygame.Rect(self.panel.x + 30, y, width - 60, 42)
            y += 50
        self._veil = pygame.Surface(size, pygame.SRCALPHA)
        self._veil.fill((0, 0, 0, 120))

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle(event):
                self.app.services.sound.play("click")
                return
        if press_primary(self.buttons, event):
            self.app.services.sound.play("click")

    def draw(self, surface: pygame.Surface) -> None:
        text = self.app.services.text
        if self._veil is not None:
            surface.blit(self._veil, (0, 0))
        theme.panel(surface, self.panel, fill=(18, 60, 40), edge=theme.GOLD, radius=14, width=2)
        y = self.panel.y + 22
        for line in text.wrap(self.title, 28, self.panel.w - 40, bold=True):
            text.blit(surface, line, 28, (self.panel.centerx, y), theme.INK, bold=True, anchor="midtop")
            y += 30
        if self.detail:
            for line in text.wrap(self.detail, 22, self.panel.w - 40):
                text.blit(surface, line, 22, (self.panel.centerx, y), theme.INK_DIM, anchor="midtop")
                y += 30
        draw_buttons(surface, text, self.buttons)


def letter_key(letter: str) -> int | None:
    """The pygame key that types ``letter`` (a-z), or None for anything else."""
    code = getattr(pygame, f"K_{letter.lower()}", None) if len(letter) == 1 and letter.isascii() else None
    return code if isinstance(code, int) else None


class ConfirmDialog(Overlay):
    """Yes [its letter / Enter] or No [its letter / Esc].

    The letters shown are the first of the player's own "Yes" and "No" ("S" for "Sí"/"Sim" in Spanish and
    Portuguese), and they work; the English Y and N work too, so a habit or the documentation still answers,
    unless the language gives that letter to the other answer."""

    name = "confirm"

    def __init__(self, app, question: str, on_yes: Callable[[], object], on_no: Callable[[], object] | None = None,
                 *, yes: str = "", no: str = "", detail: str = "") -> None:
        super().__init__(app, question, detail)
        # TRANSLATORS: the key (one letter a-z) that answers "Yes" in a question: the first letter of your "Yes".
        yes_letter = pgettext("yes key", "Y")
        # TRANSLATORS: the key (one letter a-z) that answers "No" in a question: the first letter of your "No".
        no_letter = pgettext("no key", "N")
        self.buttons = [
            Button(yes or _("Yes"), self._close_then(on_yes), letter_key(yes_letter), yes_letter, primary=True),
            Button(no or _("No"), self._close_then(on_no), letter_key(no_letter), no_letter),
        ]
        self._yes, self._no = self.buttons
        self._also = {code: button for code, button in ((pygame.K_y, self._yes), (pygame.K_n, self._no))
                      if code not in (self._yes.key, self._no.key)}
        """The English letters, where the language's own do not already use them."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._yes.on_click()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._no.on_click()
            return
        if event.type == pygame.KEYDOWN and event.key in self._also:
            self._also[event.key].on_click()
            return
        super().handle_event(event)


class ChoiceDialog(Overlay):
    """One button per option (keys 1, 2, 3…), and Cancel [Esc]."""

    name = "choose"

    def __init__(self, app, title: str, options: list[tuple[str, Callable[[], object]]], *, cancel: str = "",
                 detail: str = "") -> None:
        super().__init__(app, title, detail)
        keys = [getattr(pygame, f"K_{n}") for n in range(1, 10)]
        self.buttons = [Button(label, self._close_then(fn), keys[i] if i < 9 else None, str(i + 1) if i < 9 else "")
                        for i, (label, fn) in enumerate(options)]
        if cancel:
            self.buttons.append(Button(cancel or _("Cancel"), self._close_then(None), pygame.K_ESCAPE, "Esc"))
