"""After each hand: every side's score, item by item, and the score chart; then Next hand.
After the last hand: the winner, the match's figures, the chart, and "Play this deal again".

Under each side's sheet: the opening minimum it needs next hand and how far it is toward the target.
"See the table" goes back to the final table of the hand (every meld, and every hand left, face up);
"Menu" opens the in-game menu over this screen (Resume comes back here).

Where the window is wide enough the score sheets and the chart stand side by side; in a small
window the chart takes the sheets' place at a key press ([G]), so neither is squeezed unreadable.
A problem with the player's record is told here in a sentence under the sheets, every hand.
"""

from __future__ import annotations

import pygame

from samba.engine import HandResult
from samba.engine.analysis import opening_requirement
from samba.game.record.chart import ScoreChart, chart_of_history
from samba.game.record.recorder import MatchRecorder
from samba.ui import audio, theme
from samba.ui.scenes.screen import Screen
from samba.ui.score_chart import draw_chart
from samba.ui.widgets import Button

MIN_COLUMN = 290
"""Narrowest score sheet whose labels ("Mixed canastas × 2", "Cards left in hand") still read whole."""
MIN_CHART = 330
NEXT_OPENING = "Next hand opens with {need}"
TARGET_WORDS = "{total:,} of {target:,} to win ({share}%)"


class SummaryScene(Screen):
    name = "summary"
    show_chart = True
    shows_record_message = True
    """The tutorial's scoring lesson keeps the plain sheets (its caption card covers their foot)."""

    def __init__(self, app, controller, table) -> None:
        super().__init__(app)
        self.controller = controller
        self.table = table
        obs = controller.observation()
        self.result: HandResult = obs.result
        self.game_over = controller.game_over
        self.heading = "Game over" if self.game_over else f"Hand {self.result.hand_number} — the score"
        watching = controller.human is None
        self.chart: ScoreChart = chart_of_history(controller.state.rules, controller.state.history, controller.viewer,
                                                  obs.side, watching)
        self.chart_only = False
        """Small windows: True while the chart is shown in place of the score sheets."""
        self.side_by_side = False
        self.chart_button = Button("Score chart", self.toggle_chart, pygame.K_g, "G")
        see = Button("See the table", self.see_table, pygame.K_v, "V")
        if self.game_over:
            self.buttons = [Button("New game", self.new_game, pygame.K_RETURN, "Enter", primary=True), see,
                            Button("Title", self.to_title, pygame.K_ESCAPE, "Esc")]
            if controller.human is not None and controller.recordable:
                self.buttons.insert(0, Button("Play this deal again", self.play_again, pygame.K_a, "A"))
        else:
            self.buttons = [Button("Next hand", self.next_hand, pygame.K_RETURN, "Enter", primary=True), see,
                            Button("Menu", self.open_menu, pygame.K_ESCAPE, "Esc")]
        self._base_buttons = list(self.buttons)
        mine = obs.side
        best = max(range(len(self.result.sides)), key=lambda i: self.result.sides[i].total)
        app.services.sound.play(audio.HAND_WON if best == mine else audio.HAND_LOST)

    @property
    def record_message(self) -> str | None:
        """What the player must know about the record after this hand (None: it was recorded)."""
        recorder = self.controller.recorder
        return recorder.message if isinstance(recorder, MatchRecorder) else None

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        n = len(self.result.sides)
        self.side_by_side = self.show_chart and w - 80 - n * MIN_COLUMN >= MIN_CHART
        self.buttons = list(self._base_buttons)
        if self.show_chart and not self.side_by_side:
            self.chart_button.label = "Score sheet" if self.chart_only else "Score chart"
            self.buttons.insert(len(self.buttons) - 1, self.chart_button)
        else:
            self.chart_only = False
        width = min(240, (w - 40) // len(self.buttons) - 16)
        x = w // 2 - ((width + 16) * len(self.buttons) - 16) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, h - 80, width, 52)
            x += width + 16

    def toggle_chart(self) -> None:
        self.chart_only = not self.chart_only
        self.layout(self.app.size)

    def back(self) -> None:
        self.open_menu()

    def open_menu(self) -> None:
        """The in-game menu over the score (Resume comes back here; "Back to the title" leaves the match)."""
        self.app.goto("menu", self.table)

    def see_table(self) -> None:
        """Back to the table as the hand ended: every meld, and every hand left, face up."""
        self.app.pop()
        self.table.look_at_table()

    def next_hand(self) -> None:
        self.app.pop()
        self.table.next_hand()

    def to_title(self) -> None:
        self.app.services.session.leave(self.controller)
        self.app.home()

    def new_game(self) -> None:
        self.app.services.session.start_over(self.controller)  # a watched game never touches the save
        self.app.home()
        self.app.goto("new_game")

    def play_again(self) -> None:
        """The same deal number and seats, recorded as a replay of this match."""
        replay = self.app.services.session.play_again_after(self.controller)
        self.app.home()
        self.app.goto("table", replay, fresh=True)

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text = self.text
        w, h = surface.get_size()
        table = self.table
        result = self.result
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
        bottom = h - 104
        message = self.record_message
        if message:
            lines = text.wrap(message, 20, w - 120)[:3]
            bottom -= 22 * len(lines) + 6
            for i, line in enumerate(lines):
                text.blit(surface, line, 20, (w // 2, bottom + 6 + 22 * i), (255, 200, 180), anchor="midtop")
        if self.chart_only:
            draw_chart(surface, pygame.Rect(40, top, w - 80, bottom - top), self.chart, text)
        elif self.side_by_side:
            n = len(result.sides)
            sheets_w = min(380 * n, max(n * MIN_COLUMN, (w - 80) // 2))
            self._sheets(surface, pygame.Rect(40, top, sheets_w, bottom - top))
            draw_chart(surface, pygame.Rect(40 + sheets_w + 16, top, w - 96 - sheets_w, bottom - top), self.chart,
                       text)
        else:
            self._sheets(surface, pygame.Rect(40, top, w - 80, bottom - top))
        self.draw_controls(surface)

    def _sheets(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text = self.text
        result = self.result
        n = len(result.sides)
        col_w = min(380, area.w // n)
        x0 = area.centerx - (col_w * n) // 2
        for i, side in enumerate(result.sides):
            box = pygame.Rect(x0 + i * col_w + 8, area.y, col_w - 16, area.h)
            theme.panel(surface, box, radius=12)
            name = self.table.side_names.get(side.side, f"Side {side.side + 1}")
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
            y += 30
            for line in self.outlook(side.side):
                if y + 22 > box.bottom - 4:
                    break
                text.blit(surface, text.fit(line, 20, box.w - 28), 20, (box.x + 14, y), theme.INK_DIM)
                y += 24
            y += 10
            if self.game_over:
                self._figures(surface, box, side.side, y)

    def outlook(self, side: int) -> list[str]:
        """Where the side stands after this hand: next hand's opening minimum and the way to the target."""
        rules = self.controller.state.rules
        total = self.result.totals[side]
        target = rules.target_score
        share = max(0, min(100, round(100 * total / target))) if target > 0 else 0
        lines = [TARGET_WORDS.format(total=total, target=target, share=share)]
        if not self.game_over:
            need = opening_requirement(rules, total).describe()
            lines.insert(0, NEXT_OPENING.format(need=need))
        return lines

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
            if y + 22 > box.bottom - 4:
                break
            text.blit(surface, label, 20, (box.x + 14, y), theme.INK_DIM)
            text.blit(surface, str(value), 20, (box.right - 14, y), theme.INK_DIM, anchor="topright")
            y += 24
        return y

