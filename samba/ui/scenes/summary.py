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

from dataclasses import dataclass

import pygame

from samba.engine import HandResult, SideScore
from samba.engine.analysis import opening_requirement
from samba.game.record.chart import ScoreChart, chart_of_history
from samba.game.record.recorder import MatchRecorder
from samba.game.rule_words import requirement_words
from samba.game.score_words import SheetLine, sheet_lines, signed_points
from samba.i18n import N_, _, ngettext, number
from samba.ui import audio, theme
from samba.ui.fit import choose
from samba.ui.scenes.screen import Screen
from samba.ui.score_chart import draw_chart
from samba.ui.widgets import Button

MIN_COLUMN = 290
"""Narrowest score sheet whose labels ("Mixed canastas × 2", "Cards left in hand") still read whole."""
MIN_CHART = 330
NEXT_OPENING = N_("Next hand opens with {need}")
TARGET_WORDS = N_("{total} of {target} to win ({share}%)")
MINUS = (255, 150, 140)
MINUS_DIM = (235, 170, 160)
REASON_SIZE = 17


@dataclass(frozen=True, slots=True)
class Placed:
    """A piece of words on a score sheet: what it says, its size, where (``anchor`` point) and how it looks."""

    text: str
    size: int
    pos: tuple[int, int]
    colour: tuple[int, ...]
    bold: bool = False
    anchor: str = "topleft"

    def rect(self, measure) -> pygame.Rect:
        """Where the words are drawn (``measure(text, size, bold)`` is the font's width)."""
        box = pygame.Rect(0, 0, measure(self.text, self.size, self.bold), self.size + 2)
        setattr(box, self.anchor, self.pos)
        return box


ITEM_SIZES = (22, 20, 18, 16)
"""The sizes a score sheet's item rows may take, largest first (all rows on screen take the same)."""


@dataclass(frozen=True, slots=True)
class SheetPlan:
    """One side's score sheet laid out: its panel, the words in it, the rule above the totals, where it ends."""

    box: pygame.Rect
    side: int
    words: list[Placed]
    rule_y: int
    end_y: int


def winners_sentence(names: list[str], human: int | None, state, winners: tuple[int, ...]) -> str:
    """"You win!", "Your side wins!", "West & East win!" or a shared win, as a whole sentence."""
    if len(winners) > 1:
        joined = names[0] if len(names) == 1 else _("{first} and {last}").format(first=", ".join(names[:-1]),
                                                                                 last=names[-1])
        return _("{names} share the win!").format(names=joined)
    members = state.sides[winners[0]]
    if human is not None and human in members:
        return _("You win!") if len(members) == 1 else _("Your side wins!")
    return ngettext("{name} wins!", "{name} win!", len(members)).format(name=names[0])


def went_out_sentence(result: HandResult, names: dict[int, str], human: int | None) -> str:
    """How the hand ended: "You went out.", "North went out.", or the stock ran out."""
    if result.went_out >= 0:
        if result.went_out == human:
            return _("You went out.")
        return _("{name} went out.").format(name=names.get(result.went_out, ""))
    if result.reason.startswith("The stock ran out and"):
        return _("The stock ran out and the pile could not be taken.")
    return _("The stock ran out.")


class SummaryScene(Screen):
    name = "summary"
    show_chart = True
    """False in the scoring lesson: its explanations stand where the chart would."""
    shows_record_message = True
    """This scene says the record's sentence itself, under the sheets (``record_notice`` does not repeat it)."""

    def __init__(self, app, controller, table) -> None:
        super().__init__(app)
        self.controller = controller
        self.table = table
        obs = controller.observation()
        self.result: HandResult = obs.result
        self.game_over = controller.game_over
        self.heading = N_("Game over") if self.game_over else N_("Hand {number} — the score")
        self.chart_only = False
        """Small windows: True while the chart is shown in place of the score sheets."""
        self.side_by_side = False
        self._word_it()
        self.plans: list[SheetPlan] = []
        """The score sheets as last drawn (empty while the chart stands in their place)."""
        mine = obs.side
        best = max(range(len(self.result.sides)), key=lambda i: self.result.sides[i].total)
        app.services.sound.play(audio.HAND_WON if best == mine else audio.HAND_LOST)

    def _word_it(self) -> None:
        """The buttons and the chart, in the language in force (made again when the player changes it)."""
        controller = self.controller
        self.chart: ScoreChart = chart_of_history(controller.state.rules, controller.state.history,
                                                  controller.viewer, controller.observation().side,
                                                  controller.human is None)
        self.chart_button = Button(_("Score chart"), self.toggle_chart, pygame.K_g, "G")
        see = Button(_("See the table"), self.see_table, pygame.K_v, "V")
        if self.game_over:
            self.buttons = [Button(_("New game"), self.new_game, pygame.K_RETURN, "Enter", primary=True), see,
                            Button(_("Title"), self.to_title, pygame.K_ESCAPE, "Esc")]
            if controller.human is not None and controller.recordable:
                self.buttons.insert(0, Button(_("Play this deal again"), self.play_again, pygame.K_a, "A"))
        else:
            self.buttons = [Button(_("Next hand"), self.next_hand, pygame.K_RETURN, "Enter", primary=True), see,
                            Button(_("Menu"), self.open_menu, pygame.K_ESCAPE, "Esc")]
        self._base_buttons = list(self.buttons)

    def language_changed(self) -> None:
        """Another language, chosen from the menu over this sheet: its buttons and chart say it at once (the
        sheet's own lines, the names included, are worded as they are drawn)."""
        self._word_it()

    def heading_words(self) -> str:
        return _(self.heading).format(number=self.result.hand_number)

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
            self.chart_button.label = _("Score sheet") if self.chart_only else _("Score chart")
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
            sentence = winners_sentence([table.side_names[s] for s in winners], self.controller.human,
                                        self.controller.state, winners)
            text.blit(surface, sentence, 40, (w // 2, top), theme.GOLD, bold=True, anchor="midtop")
            top += 50
        else:
            reason = went_out_sentence(result, table.names, self.controller.human)
            text.blit(surface, reason, 26, (w // 2, top), theme.INK, anchor="midtop")
            top += 40
        bottom = h - 104
        message = self.record_message
        if message:
            lines = text.wrap(message, 20, w - 120)[:3]
            bottom -= 22 * len(lines) + 6
            for i, line in enumerate(lines):
                text.blit(surface, line, 20, (w // 2, bottom + 6 + 22 * i), (255, 200, 180), anchor="midtop")
        self.draw_body(surface, pygame.Rect(40, top, w - 80, bottom - top))
        self.draw_controls(surface)

    def draw_body(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The score sheets, the chart beside them, or the chart alone (a lesson puts its words there)."""
        if self.chart_only:
            draw_chart(surface, area, self.chart, self.text)
        elif self.side_by_side:
            n = len(self.result.sides)
            sheets_w = min(380 * n, max(n * MIN_COLUMN, area.w // 2))
            self._sheets(surface, pygame.Rect(area.x, area.y, sheets_w, area.h))
            draw_chart(surface, pygame.Rect(area.x + sheets_w + 16, area.y, area.w - 16 - sheets_w, area.h),
                       self.chart, self.text)
        else:
            self._sheets(surface, area)

    def _sheets(self, surface: pygame.Surface, area: pygame.Rect, sides: list[int] | None = None) -> None:
        text = self.text
        self.plans = self.sheet_plans(area, sides)
        for plan in self.plans:
            box = plan.box
            theme.panel(surface, box, radius=12)
            for item in plan.words:
                text.blit(surface, item.text, item.size, item.pos, item.colour, bold=item.bold, anchor=item.anchor)
            pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 10, plan.rule_y), (box.right - 10, plan.rule_y))
            if self.game_over:
                self._figures(surface, box, plan.side, plan.end_y + 10)

    def sheet_plans(self, area: pygame.Rect, sides: list[int] | None = None) -> list[SheetPlan]:
        """Where every word of every side's sheet goes (pure layout; the geometry test reads it). ``sides``:
        only these sides' sheets (default every side)."""
        shown = [side for side in self.result.sides if sides is None or side.side in sides]
        n = len(shown)
        col_w = min(380, area.w // n)
        x0 = area.centerx - (col_w * n) // 2
        rules = self.controller.state.rules
        alone = self.controller.observation().plays_alone
        lines = [sheet_lines(side, rules, alone) for side in shown]  # once a frame, for the size and the sheets
        size = self.item_size([line for side_lines in lines for line in side_lines], col_w - 16)
        return [self._sheet_plan(pygame.Rect(x0 + i * col_w + 8, area.y, col_w - 16, area.h), side, lines[i], size)
                for i, side in enumerate(shown)]

    def item_size(self, lines: list[SheetLine], width: int) -> int:
        """One size for every item row of every sheet on screen: the largest at which each row's label fits
        beside its points in one of its wordings ("Cards left in hand" may read shorter), so no row is in
        smaller print than the rows around it."""
        measure = self.text.width
        for size in ITEM_SIZES:
            if all(any(measure(label, size) <= width - 40 - measure(signed_points(line.points), size)
                       for label in line.label) for line in lines):
                return size
        return ITEM_SIZES[-1]

    def _sheet_plan(self, box: pygame.Rect, side: SideScore, lines: list[SheetLine], size: int = 22) -> SheetPlan:
        """A side's sheet: each item on a line (the label's longest wording that fits beside the points), the
        reason for a surprising number on its own lines under it, then the totals and the outlook."""
        text = self.text
        measure = text.width
        words: list[Placed] = []
        name = self.table.side_names.get(side.side, _("Side {number}").format(number=side.side + 1))
        words.append(Placed(text.fit(name, 28, box.w - 20), 28, (box.centerx, box.y + 10), theme.GOLD, True,
                            "midtop"))
        y = box.y + 48
        for line in lines:
            points = signed_points(line.points)
            label = choose(line.label, box.w - 40 - measure(points, size), (size,), measure)
            words.append(Placed(label.text, label.size, (box.x + 14, y), theme.INK))
            words.append(Placed(points, size, (box.right - 14, y), theme.INK if line.points >= 0 else MINUS,
                                anchor="topright"))
            y += 26
            for reason in text.wrap(line.reason, REASON_SIZE, box.w - 36) if line.reason else []:
                words.append(Placed(reason, REASON_SIZE, (box.x + 22, y), MINUS_DIM))
                y += REASON_SIZE + 3
        rule_y = y + 4
        y += 12
        words.append(Placed(_("This hand"), 24, (box.x + 14, y), theme.INK, True))
        words.append(Placed(signed_points(side.total), 24, (box.right - 14, y), theme.INK, True, "topright"))
        y += 30
        words.append(Placed(_("Running total"), 24, (box.x + 14, y), theme.GOLD, True))
        words.append(Placed(number(self.result.totals[side.side]), 24, (box.right - 14, y), theme.GOLD, True,
                            "topright"))
        y += 30
        for sentence in self.outlook(side.side):
            for part in text.wrap(sentence, 20, box.w - 28):
                if y + 22 > box.bottom - 4:
                    break
                words.append(Placed(part, 20, (box.x + 14, y), theme.INK_DIM))
                y += 24
        return SheetPlan(box, side.side, words, rule_y, y)

    def outlook(self, side: int) -> list[str]:
        """Where the side stands after this hand: next hand's opening minimum and the way to the target."""
        rules = self.controller.state.rules
        total = self.result.totals[side]
        target = rules.target_score
        share = max(0, min(100, round(100 * total / target))) if target > 0 else 0
        lines = [_(TARGET_WORDS).format(total=number(total), target=number(target), share=share)]
        if not self.game_over:
            need = requirement_words(opening_requirement(rules, total))
            lines.insert(0, _(NEXT_OPENING).format(need=need))
        return lines

    def _figures(self, surface: pygame.Surface, box: pygame.Rect, side: int, y: int) -> int:
        """A few figures of the whole match for one side."""
        history = self.controller.state.history
        text = self.text
        canastas = sum(s.natural_canastas + s.mixed_canastas for r in history for s in r.sides if s.side == side)
        sambas = sum(s.sambas for r in history for s in r.sides if s.side == side)
        best = max((s.total for r in history for s in r.sides if s.side == side), default=0)
        outs = sum(1 for r in history if r.went_out >= 0 and self.controller.state.seat_side[r.went_out] == side)
        for label, value in ((_("Hands played"), len(history)), (_("Canastas"), canastas), (_("Sambas"), sambas),
                             (_("Went out"), outs), (_("Best hand"), signed_points(best))):
            if y + 22 > box.bottom - 4:
                break
            text.blit(surface, label, 20, (box.x + 14, y), theme.INK_DIM)
            text.blit(surface, str(value), 20, (box.right - 14, y), theme.INK_DIM, anchor="topright")
            y += 24
        return y

