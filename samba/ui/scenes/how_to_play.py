"""How to play: the door to the tutorial, the rules help (in sections, with card pictures) and the keys.

A small menu rather than one long page, because the three answer different questions: "show me"
(the tutorial), "what exactly is the rule" (rules help, also reached from every refusal's "Why?"),
and "which key does what" (the quick reference).
"""

from __future__ import annotations

import pygame

from samba.engine import RuleSet
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, layout_column


class HowToPlayScene(Screen):
    name = "how_to_play"
    heading = N_("How to play")

    def __init__(self, app, rules: RuleSet | None = None) -> None:
        super().__init__(app)
        self.rules = rules
        self.buttons = [
            Button(_("Tutorial — learn by playing"), self.tutorial, pygame.K_t, "T", primary=True),
            Button(_("Rules, section by section"), self.rules_help, pygame.K_r, "R"),
            Button(_("Quick summary and keys"), self.quick, pygame.K_k, "K"),
            Button(_("Back"), self.back, pygame.K_ESCAPE, "Esc"),
        ]

    def layout(self, size: tuple[int, int]) -> None:
        layout_column(self.buttons, size[0] // 2, int(size[1] * 0.32), 460, 52, 14)

    def tutorial(self) -> None:
        self.app.goto("lessons")

    def rules_help(self) -> None:
        self.app.goto("help", self.rules)

    def quick(self) -> None:
        self.app.goto("rules", self.rules)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        w, h = surface.get_size()
        line = _("New to Samba? Start with the tutorial: eight short lessons on the real table.")
        self.text.blit(surface, line, 24, (w // 2, int(h * 0.32) - 50), theme.INK_DIM, anchor="midtop")
        self.draw_controls(surface)
