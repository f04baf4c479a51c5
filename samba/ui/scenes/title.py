"""The title screen: Continue (when a match is saved), New game, Watch a game, How to play, Statistics,
Settings, Quit."""

from __future__ import annotations

import logging

import pygame

from samba.engine import InvalidAction
from samba.game import saves
from samba.game.controller import MatchController
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, layout_column

log = logging.getLogger(__name__)


class TitleScene(Screen):
    name = "title"
    heading = ""

    def __init__(self, app, message: str = "") -> None:
        super().__init__(app)
        self.message = message
        self.build()

    def build(self) -> None:
        self.buttons = []
        if saves.has_saved_match():
            self.buttons.append(Button("Continue", self.continue_match, pygame.K_c, "C", primary=True))
        self.buttons += [
            Button("New game", self.new_game, pygame.K_n, "N", primary=not self.buttons),
            Button("Watch a game", self.watch, pygame.K_w, "W"),
            Button("How to play", self.rules, pygame.K_r, "R"),
            Button("Statistics", self.statistics, pygame.K_t, "T"),
            Button("Settings", self.settings, pygame.K_s, "S"),
            Button("Quit", self.app.quit, pygame.K_q, "Q"),
        ]
        self.layout(self.app.size)

    def resume(self) -> None:
        self.build()

    def layout(self, size: tuple[int, int]) -> None:
        top = int(size[1] * 0.44)
        per = min(66, (size[1] - top - 30) // max(1, len(self.buttons)))  # six buttons fit a small window
        layout_column(self.buttons, size[0] // 2, top, 340, min(52, per - 10), per - min(52, per - 10))

    def back(self) -> None:
        self.app.quit()

    def continue_match(self) -> None:
        from samba.ui.table.scene import TableScene

        self.app.services.autosaver.flush()
        result = saves.load_match()
        if result.problem is not None:
            self.message = result.problem
            self.build()
            return
        if result.data is None:
            self.message = "There is no saved game to continue."
            self.build()
            return
        try:
            controller = MatchController.from_save(result.data, saver=self.app.services.autosaver)
        except (InvalidAction, ValueError) as exc:
            kept = saves.move_aside(saves.default_match_path())
            where = f" It was kept as {kept.name}." if kept is not None else ""
            self.message = f"Your saved game could not be resumed ({exc}).{where}"
            log.warning("save not resumed: %s", exc)
            self.build()
            return
        self.app.services.record.attach(controller, resumed=True)
        self.app.push(TableScene(self.app, controller, fresh=False))

    def new_game(self) -> None:
        from samba.ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def watch(self) -> None:
        """The New game screen set up for a watch (every seat a computer); never saved."""
        from samba.ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app, watch=True))

    def rules(self) -> None:
        from samba.ui.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app))

    def statistics(self) -> None:
        from samba.ui.scenes.statistics import open_statistics

        open_statistics(self.app)

    def settings(self) -> None:
        from samba.ui.scenes.settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

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
        self.text.blit(surface, "Samba", 96, (w // 2, int(h * 0.27)), theme.GOLD, bold=True, anchor="midtop")
        self.text.blit(surface, "the three-deck Canasta", 28, (w // 2, int(h * 0.27) + 70), theme.INK_DIM,
                       anchor="midtop")
        self.draw_controls(surface)
        if self.message:
            y = h - 30 - 26 * len(self.text.wrap(self.message, 22, w - 120))
            for line in self.text.wrap(self.message, 22, w - 120):
                self.text.blit(surface, line, 22, (w // 2, y), (255, 200, 180), anchor="midtop")
                y += 26
