"""After each hand: every side's score, item by item, then Next hand. After the last: the winner."""

from __future__ import annotations

import pygame

from samba.engine.scoring import HandResult
from samba.game import session
from samba.ui import audio, theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button


class SummaryScene(Screen):
    name = "summary"

    def __init__(self, app, controller, table) -> None:
        super().__init__(app)
        self.controller = controller
        self.table = table
        obs = controller.observation()
        self.result: HandResult = obs.result
        self.game_over = controller.game_over
        self.heading = "Game over" if self.game_over else f"Hand {self.result.hand_number} — the score"
        if self.game_over:
            self.buttons = [Button("New game", self.new_game, pygame.K_RETURN, "Enter", primary=True),
                            Button("Title", self.to_title, pygame.K_ESCAPE, "Esc")]
        else:
            self.buttons = [Button("Next hand", self.next_hand, pygame.K_RETURN, "Enter", primary=True),
                            Button("Menu", self.to_title, pygame.K_ESCAPE, "Esc")]
        mine = obs.side
        best = max(range(len(self.result.sides)), key=lambda i: self.result.sides[i].total)
        app.services.sound.play(audio.HAND_WON if best == mine else audio.HAND_LOST)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        x = w // 2 - (230 * len(self.buttons)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, h - 80, 220, 52)
            x += 240

    def back(self) -> None:
        self.to_title()

    def next_hand(self) -> None:
        self.app.pop()
        self.table.next_hand()

    def to_title(self) -> None:
        from samba.ui.scenes.title import TitleScene

        self.app.services.autosaver.flush()
        self.controller.close()
        self.app.reset(TitleScene(self.app))

    def new_game(self) -> None:
        from samba.ui.scenes.new_game import NewGameScene
        from samba.ui.scenes.title import TitleScene

        if self.controller.saver is not None:  # a watched game never touches the player's save
            session.forget_saved_match(self.app.services.autosaver)
        self.controller.close()
        self.app.reset(TitleScene(self.app))
        self.app.push(NewGameScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text = self.text
        w, h = surface.get_size()
        table = self.table
        result = self.result
        n = len(result.sides)
        col_w = min(380, (w - 80) // n)
        x0 = w // 2 - (col_w * n) // 2
        top = 96
        if self.game_over:
            winners = self.controller.state.winners
            names = " and ".join(table.side_names[s] for s in winners)
            verb = "win" if "&" in names or len(winners) > 1 or names == "You" else "wins"
            text.blit(surface, f"{names} {verb}!", 40, (w // 2, top), theme.GOLD, bold=True, anchor="midtop")
            top += 50
        else:
            who = table.names.get(result.went_out, "") if result.went_out >= 0 else ""
            reason = f"{who} went out." if who else result.reason
            text.blit(surface, reason, 26, (w // 2, top), theme.INK, anchor="midtop")
            top += 40
        for i, side in enumerate(result.sides):
            x = x0 + i * col_w
            box = pygame.Rect(x + 8, top, col_w - 16, h - top - 110)
            theme.panel(surface, box, radius=12)
            name = table.side_names.get(side.side, f"Side {side.side + 1}")
            text.blit(surface, text.fit(name, 28, box.w - 20), 28, (box.centerx, box.y + 10), theme.GOLD, bold=True,
                      anchor="midtop")
            y = box.y + 48
            for label, points in side.lines():
                text.blit(surface, text.fit(label, 22, box.w - 110), 22, (box.x + 14, y), theme.INK)
                colour = theme.INK if points >= 0 else (255, 150, 140)
                text.blit(surface, f"{points:+,}", 22, (box.right - 14, y), colour, anchor="topright")
                y += 26
            pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 10, y + 4), (box.right - 10, y + 4))
            y += 12
            text.blit(surface, "This hand", 24, (box.x + 14, y), theme.INK, bold=True)
            text.blit(surface, f"{side.total:+,}", 24, (box.right - 14, y), theme.INK, bold=True, anchor="topright")
            y += 30
            text.blit(surface, "Running total", 24, (box.x + 14, y), theme.GOLD, bold=True)
            text.blit(surface, f"{result.totals[side.side]:,}", 24, (box.right - 14, y), theme.GOLD, bold=True,
                      anchor="topright")
            y += 40
            if self.game_over:
                y = self._figures(surface, box, side.side, y)
        self.draw_controls(surface)

    def _figures(self, surface: pygame.Surface, box: pygame.Rect, side: int, y: int) -> int:
        """A few figures of the whole match for one side."""
        history = self.controller.state.history
        text = self.text
        canastas = sum(s.natural_canastas + s.mixed_canastas for r in history for s in r.sides if s.side == side)
        sambas = sum(s.sambas for r in history for s in r.sides if s.side == side)
        best = max((s.total for r in history for s in r.sides if s.side == side), default=0)
        outs = sum(1 for r in history if r.went_out >= 0 and self.controller.state.seat_side[r.went_out] == side)
        for label, value in (("Hands played", len(history)), ("Canastas", canastas), ("Sambas", sambas),
                             ("Went out", outs), ("Best hand", f"{best:+,}")):
            text.blit(surface, label, 20, (box.x + 14, y), theme.INK_DIM)
            text.blit(surface, str(value), 20, (box.right - 14, y), theme.INK_DIM, anchor="topright")
            y += 24
        return y
