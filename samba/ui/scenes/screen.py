"""A full-screen page (title, new game, settings, rules, summary): felt, a heading, controls.

The pages share one look and one keyboard scheme: Up/Down move between pickers, Left/Right change
the focused one, Enter (or Space) presses the primary (highlighted) button, Esc goes back.
"""

from __future__ import annotations

import inspect

import pygame

from samba.i18n import _
from samba.ui import theme
from samba.ui.scenes.base import Scene
from samba.ui.widgets import Button, Picker, draw_buttons, press_primary, shared_picker_sizes


class Screen(Scene):
    heading = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.pickers: list[Picker] = []
        self.focus = 0
        self._background: pygame.Surface | None = None

    @property
    def text(self):
        return self.app.services.text

    def resize(self, size: tuple[int, int]) -> None:
        self._background = None
        self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        """Place the controls for a window of ``size``."""

    def heading_words(self) -> str:
        """The heading in the player's language (``heading`` holds its English, marked ``N_``)."""
        return _(self.heading)

    def language_changed(self) -> None:
        """Word the page anew in the language just chosen. A page built from the app alone (title, settings,
        how to play…) is built again in place, keeping its focus; a page built from a match or a choice in
        progress words itself anew by its own override (the table and the score sheet do) or keeps its labels
        until it is opened again."""
        required = [p for p in inspect.signature(type(self).__init__).parameters.values()
                    if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if len(required) != 2:  # self and app
            return
        focus = self.focus
        type(self).__init__(self, self.app)
        self.focus = min(focus, max(0, len(self.pickers) - 1))

    def back(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.pickers:
            if event.key == pygame.K_DOWN:
                self.focus = (self.focus + 1) % len(self.pickers)
                return
            if event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.pickers)
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.pickers[self.focus].step(-1 if event.key == pygame.K_LEFT else 1)
                self.app.services.sound.play("click")
                return
        for button in self.buttons:
            if button.handle(event):
                self.app.services.sound.play("click")
                return
        for i, picker in enumerate(self.pickers):
            if picker.handle(event):
                self.focus = i
                self.app.services.sound.play("click")
                return
        if press_primary(self.buttons, event):
            self.app.services.sound.play("click")
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def draw_background(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._background is None or self._background.get_size() != size:
            bg = pygame.Surface(size).convert()
            bg.fill(theme.FELT)
            glow = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.ellipse(glow, (255, 255, 255, 16), pygame.Rect(size[0] * 0.1, size[1] * 0.05,
                                                                        size[0] * 0.8, size[1] * 0.9))
            bg.blit(glow, (0, 0))
            self._background = bg
        surface.blit(self._background, (0, 0))
        if self.heading:
            self.text.blit(surface, self.heading_words(), 54, (size[0] // 2, 26), theme.GOLD, bold=True,
                           anchor="midtop")

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The rows and the buttons, each kind in one size (the size its longest words need)."""
        sizes = shared_picker_sizes(self.pickers, self.text)
        for i, picker in enumerate(self.pickers):
            picker.draw(surface, self.text, focused=i == self.focus, sizes=sizes)
        draw_buttons(surface, self.text, self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_controls(surface)
