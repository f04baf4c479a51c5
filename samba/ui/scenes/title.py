"""The title screen: Continue (when a match is saved), New game, Watch a game, How to play, Statistics,
Settings, Quit.

Continue goes through the game layer's ``Session``: a save that cannot be resumed is set aside there
and the reason appears on the window's problem banner, so this screen only rebuilds its buttons.
Every other button opens a scene by name.
"""

from __future__ import annotations

import pygame

from samba.i18n import _
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, layout_column


class TitleScene(Screen):
    name = "title"
    heading = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        self.buttons = []
        if self.app.services.session.can_continue():
            self.buttons.append(Button(_("Continue"), self.continue_match, pygame.K_c, "C", primary=True))
        self.buttons += [
            Button(_("New game"), self.new_game, pygame.K_n, "N", primary=not self.buttons),
            Button(_("Watch a game"), self.watch, pygame.K_w, "W"),
            Button(_("How to play"), self.rules, pygame.K_r, "R"),
            Button(_("Statistics"), self.statistics, pygame.K_t, "T"),
            Button(_("Settings"), self.settings, pygame.K_s, "S"),
            Button(_("Quit"), self.ask_quit, pygame.K_q, "Q"),
        ]
        self.layout(self.app.size)

    def resume(self) -> None:
        self.build()

    def layout(self, size: tuple[int, int]) -> None:
        top = int(size[1] * 0.44)
        per = min(66, (size[1] - top - 30) // max(1, len(self.buttons)))  # six buttons fit a small window
        layout_column(self.buttons, size[0] // 2, top, 340, min(52, per - 10), per - min(52, per - 10))

    def back(self) -> None:
        """Esc on the title asks before closing: a second Esc on the way back from a screen must not end the game."""
        self.ask_quit()

    def ask_quit(self) -> None:
        """Quit (Q, its button or Esc) asks first: Quit [Enter] closes the game, Stay [Esc] keeps the title."""
        self.app.goto("confirm", _("Quit Samba?"), self.app.quit, yes=_("Quit"), no=_("Stay"))

    def continue_match(self) -> None:
        """Resume the saved match at the table; if it cannot be, the banner says why and Continue goes away."""
        resumed = self.app.services.session.continue_saved()
        if resumed.controller is None:
            self.build()
            return
        self.app.goto("table", resumed.controller, fresh=False)

    def new_game(self) -> None:
        self.app.goto("new_game")

    def watch(self) -> None:
        """The New game screen set up for a watch (every seat a computer); never saved."""
        self.app.goto("new_game", watch=True)

    def rules(self) -> None:
        self.app.goto("how_to_play")

    def statistics(self) -> None:
        self.app.goto("statistics")

    def settings(self) -> None:
        self.app.goto("settings")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        w, h = surface.get_size()
        images = self.app.services.images
        cw = max(60, int(h * 0.11))
        codes = ("JK", "2H", "AS", "KH", "QD")
        for i, code in enumerate(codes):
            image = images.face(code, cw)
            angle = (i - 2) * 9
            turned = pygame.transform.rotate(image, -angle)
            rect = turned.get_rect(center=(w // 2 + (i - 2) * int(cw * 0.55), int(h * 0.15) + abs(i - 2) * 8))
            surface.blit(turned, rect)
        self.text.blit(surface, _("Samba"), 96, (w // 2, int(h * 0.27)), theme.GOLD, bold=True, anchor="midtop")
        self.text.blit(surface, _("the three-deck Canasta"), 28, (w // 2, int(h * 0.27) + 70), theme.INK_DIM,
                       anchor="midtop")
        self.draw_controls(surface)
