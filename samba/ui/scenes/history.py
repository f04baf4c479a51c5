"""Match history: every recorded match (newest first) under the Statistics filters; opening one shows
its hands with their scores, the score chart, and "Play this deal again".

Keys: Up/Down (or the wheel) move through the list, Enter opens, PageUp/PageDown jump a page,
Tab moves between the filters and Left/Right change the focused one, Esc goes back.
"""

from __future__ import annotations

from itertools import pairwise

import pygame

from samba.engine import InvalidAction
from samba.game.record import Filters, RecordedMatch, words
from samba.game.record.chart import chart_of_history, chart_of_record, side_names
from samba.game.record.history import (
    MatchRow,
    SoFarLine,
    column_names,
    hand_caption,
    hand_rows,
    hand_so_far,
    live_rows,
    match_row,
    match_subtitle,
    match_title,
    replay_setup,
    so_far_caption,
    so_far_title,
)
from samba.game.record.recorder import utc_now
from samba.game.setup import MatchSetup
from samba.i18n import N_, _, number
from samba.ui import theme
from samba.ui.scenes.record_filters import content_width, draw_filters, filter_pickers, layout_filters
from samba.ui.scenes.screen import Screen
from samba.ui.score_chart import draw_chart
from samba.ui.widgets import Button, draw_buttons

WON, LOST = (150, 230, 150), (255, 160, 150)
NO_MATCHES = N_("No recorded game matches these filters.")
COLUMNS = ((N_("Date"), 0.0), (N_("Rules"), 0.17), (N_("Players"), 0.40), (N_("Score (yours first)"), 0.63),
           (N_("Result"), 0.85))
"""Column titles and where each starts, as a share of the list's width."""


class HistoryScene(Screen):
    name = "history"
    heading = N_("Match history")

    def __init__(self, app, filters: Filters | None = None) -> None:
        super().__init__(app)
        self.filters = filters or Filters()
        self.pickers = filter_pickers(self.filters, self._set_filters)
        self.buttons = [Button(_("Open"), self.open_selected, pygame.K_RETURN, "Enter", primary=True),
                        Button(_("Back"), self.back, None, "Esc")]
        self.selected = 0
        self.scroll = 0
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.size = 20
        self.row = 34
        self.laid_out: tuple[int, int] = (0, 0)
        self.note_lines: list[str] = []
        self.reload()

    def reload(self) -> None:
        self.reading = self.app.services.record.read()
        self.unreadable = self.reading.note()
        if self.list_area.w:  # already laid out: make room for the note on matches left out (or give it back)
            self.layout(self.laid_out)
        self._select()

    def _select(self) -> None:
        now = utc_now()
        self.matches: list[RecordedMatch] = [m for m in reversed(self.reading.matches) if self.filters.admits(m, now)]
        self.rows = [match_row(m) for m in self.matches]
        self._column_plan: tuple[tuple[object, ...], tuple[list[int], list[int]]] | None = None
        self.hidden = words.practice_hidden(self.filters.practice_hidden(self.reading.matches, now))
        self.selected = min(self.selected, max(0, len(self.rows) - 1))
        self.buttons[0].enabled = bool(self.rows)
        self._keep_visible()

    def _set_filters(self, filters: Filters) -> None:
        self.filters = filters
        self.selected = self.scroll = 0
        self._select()

    def resume(self) -> None:
        self.reload()

    # -- layout --------------------------------------------------------------------------------------
    @property
    def visible_rows(self) -> int:
        return max(1, (self.list_area.h - self.row) // self.row)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        width = content_width(size)
        self.size = 24 if h >= 900 else 20
        self.row = self.size + 14
        below = layout_filters(self.pickers, size, 96, self.text, width)
        self.laid_out = size
        self.note_lines = self.text.wrap(self.unreadable, 20, width)[:2] if self.unreadable else []
        below += 24 * len(self.note_lines)
        self.list_area = pygame.Rect((w - width) // 2, below + 6, width, h - 100 - below - 6)
        width = 240
        x = w // 2 - ((width + 16) * len(self.buttons) - 16) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, h - 76, width, 50)
            x += width + 16
        self._keep_visible()

    def _keep_visible(self) -> None:
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + self.visible_rows:
            self.scroll = self.selected - self.visible_rows + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.rows) - self.visible_rows)))

    # -- input ---------------------------------------------------------------------------------------
    def move(self, delta: int) -> None:
        if self.rows:
            self.selected = max(0, min(len(self.rows) - 1, self.selected + delta))
            self._keep_visible()

    def open_selected(self) -> None:
        if self.rows:
            self.app.goto("history_match", self.matches[self.selected])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible_rows,
                     pygame.K_PAGEDOWN: self.visible_rows}
            if event.key in steps:
                self.move(steps[event.key])
                return
            if event.key == pygame.K_TAB:
                self.focus = (self.focus + 1) % len(self.pickers)
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.rows) - self.visible_rows)))
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.list_area.collidepoint(event.pos):
            index = self.scroll + (event.pos[1] - self.list_area.y - self.row) // self.row
            if event.pos[1] >= self.list_area.y + self.row and 0 <= index < len(self.rows):
                self.selected = index
                self.app.services.sound.play("click")
                self.open_selected()
                return
        super().handle_event(event)

    # -- drawing -------------------------------------------------------------------------------------
    def _columns(self, area: pygame.Rect, size: int) -> tuple[list[int], list[int]]:
        """Where each column starts and how wide its words may be. Each column gets the room its widest
        words need (title and every row), and the room left over is shared out by ``COLUMNS``; only when
        the words cannot all fit do the shares alone decide (a translation's "En juego · Práctica" is
        never cut to "En juego · Prac…" while the other columns have room to spare).

        Measuring every row's words is worth doing once per list and size, not every frame: the plan is kept
        until the rows (``_select``), the area, the size or the titles' language change."""
        key = (area.x, area.w, size, tuple(_(title) for title, _share in COLUMNS))
        if self._column_plan is None or self._column_plan[0] != key:
            self._column_plan = (key, self._measure_columns(area, size))
        return self._column_plan[1]

    def _measure_columns(self, area: pygame.Rect, size: int) -> tuple[list[int], list[int]]:
        """The column plan of ``_columns``, measured afresh."""
        inner, gap = area.w - 28, 12
        measure = self.text.width
        needs = [measure(_(title), size, True) for title, _share in COLUMNS]
        for row in self.rows:
            needs = [max(need, measure(cell, size)) for need, cell in zip(needs, _cells(row), strict=True)]
        spare = inner - sum(needs) - gap * len(COLUMNS)
        starts = [share for _title, share in COLUMNS] + [1.0]
        shares = [b - a for a, b in pairwise(starts)]
        if spare >= 0:
            widths = [need + int(spare * share) for need, share in zip(needs, shares, strict=True)]
        else:
            widths = [int(inner * share) - gap for share in shares]
        xs, x = [], area.x + 14
        for width in widths:
            xs.append(x)
            x += width + gap
        return xs, widths

    def draw_controls(self, surface: pygame.Surface) -> None:
        draw_filters(self.pickers, surface, self.text, self.focus)
        draw_buttons(surface, self.text, self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_controls(surface)
        text = self.text
        area = self.list_area
        for i, line in enumerate(self.note_lines):  # matches left out because a row of theirs is damaged
            text.blit(surface, line, 20, (area.centerx, area.y - 6 - 24 * (len(self.note_lines) - i)),
                      (255, 200, 180), anchor="midtop")
        if self.reading.problem or not self.rows:
            message = self.reading.problem or f"{_(NO_MATCHES)} {self.hidden}".strip()
            for i, line in enumerate(text.wrap(message, 22, area.w)[:3]):
                text.blit(surface, line, 22, (area.centerx, area.y + 30 + 24 * i),
                          (255, 200, 180) if self.reading.problem else theme.INK_DIM, anchor="midtop")
            return
        theme.panel(surface, area, radius=10)
        size, row_h = self.size, self.row
        xs, widths = self._columns(area, size)
        for (title, _share), x in zip(COLUMNS, xs, strict=True):
            text.blit(surface, _(title), size, (x, area.y + 9), theme.GOLD, bold=True)
        y = area.y + row_h
        for index in range(self.scroll, min(len(self.rows), self.scroll + self.visible_rows)):
            row = self.rows[index]
            box = pygame.Rect(area.x + 4, y, area.w - 8, row_h - 2)
            if index == self.selected:
                pygame.draw.rect(surface, theme.FELT_LIGHT, box, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=6)
            colour = WON if row.won is True else LOST if row.won is False else theme.INK_DIM
            cells = _cells(row)
            for i, (cell, x) in enumerate(zip(cells, xs, strict=True)):
                text.blit(surface, text.fit(cell, size, widths[i]), size, (x, box.centery),
                          colour if i == 4 else theme.INK, anchor="midleft")
            y += row_h
        shown_to = min(len(self.rows), self.scroll + self.visible_rows)
        room = area.w - 20
        if len(self.rows) > self.visible_rows:
            note = _("{first}–{last} of {count}").format(first=self.scroll + 1, last=shown_to, count=len(self.rows))
            text.blit(surface, note, 18, (area.right - 10, area.bottom + 4), theme.INK_DIM, anchor="topright")
            room -= text.width(note, 18) + 24
        if self.hidden:  # under the list, at the left (the count of rows shown sits at the right)
            text.blit(surface, text.fit(self.hidden, 18, room), 18, (area.x + 10, area.bottom + 4), theme.INK_DIM)


def _cells(row: MatchRow) -> tuple[str, str, str, str, str]:
    """A match's words in the list's columns: date, rules, players, score, result (· practice, replay)."""
    return row.when, row.rules, row.players, row.score, row.result + (f" · {row.kind}" if row.kind else "")


class MatchScene(Screen):
    """One recorded match: its hands with their scores, the chart, and Play this deal again."""

    name = "history_match"
    so_far: tuple[SoFarLine, ...] = ()
    """The hand in play, line by line, under the finished hands (only the scores of a match in play have it)."""
    so_far_heading = ""
    so_far_note = ""
    alone = False
    """Everyone played alone: the caption speaks of players, not sides."""

    def __init__(self, app, match: RecordedMatch) -> None:
        super().__init__(app)
        self.match = match
        self.heading = match_title(match)
        self.subtitle = match_subtitle(match)
        self.names = column_names(match)
        self.rows = hand_rows(match)
        self.chart = chart_of_record(match)
        self.alone = match.sides == match.players
        self.message = ""
        self.chart_only = False
        self.side_by_side = False
        self.scroll = 0
        self.chart_button = Button(_("Score chart"), self.toggle_chart, pygame.K_g, "G")
        self.again = Button(_("Play this deal again"), self.ask_play_again, pygame.K_a, "A", primary=True)
        self.back_button = Button(_("Back"), self.back, None, "Esc")
        self.table_area = pygame.Rect(0, 0, 0, 0)
        self.chart_area = pygame.Rect(0, 0, 0, 0)
        self.size = 20

    def table_width(self) -> int:
        scale = self.size / 20
        return int((90 + 170 * len(self.names) + 200) * scale)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = 24 if h >= 900 else 20
        top, bottom = 130, h - 96
        self.side_by_side = w - 80 - self.table_width() >= 460
        self.buttons = self.main_buttons()
        if not self.side_by_side:
            self.chart_button.label = _("Hands") if self.chart_only else _("Score chart")
            self.buttons.insert(1, self.chart_button)
        else:
            self.chart_only = False
        if self.side_by_side:
            self.table_area = pygame.Rect(40, top, self.table_width(), bottom - top)
            self.chart_area = pygame.Rect(self.table_area.right + 16, top, w - 56 - self.table_area.right, bottom - top)
        else:
            self.table_area = pygame.Rect(40, top, w - 80, bottom - top)
            self.chart_area = self.table_area.copy()
        width = min(260, (w - 40) // len(self.buttons) - 16)
        x = w // 2 - ((width + 16) * len(self.buttons) - 16) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, h - 76, width, 50)
            x += width + 16

    def main_buttons(self) -> list[Button]:
        return [self.again, self.back_button]

    def toggle_chart(self) -> None:
        self.chart_only = not self.chart_only
        self.layout(self.app.size)

    @property
    def visible_rows(self) -> int:
        return max(1, (self.table_area.h - 72 - self._so_far_height()) // (self.size + 8))

    def _so_far_height(self) -> int:
        """The room the hand in play takes under the finished hands: its heading, its lines and its note."""
        if not self.so_far:
            return 0
        return (len(self.so_far) + 1) * (self.size + 8) + 10 + len(self._note_lines()) * (self.size + 2)

    def _note_lines(self) -> list[str]:
        if not self.so_far_note or not self.table_area.w:
            return []
        return self.text.wrap(self.so_far_note, self.size - 2, self.table_area.w - 28)

    def handle_event(self, event: pygame.event.Event) -> None:
        most = max(0, len(self.rows) - self.visible_rows)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(most, self.scroll - event.y))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll = max(0, min(most, self.scroll + (1 if event.key == pygame.K_DOWN else -1)))
            return
        super().handle_event(event)

    def no_rows_words(self) -> str:
        return _("No hand of this match was recorded.")

    def ask_play_again(self) -> None:
        try:
            setup = replay_setup(self.match)
        except (InvalidAction, TypeError, ValueError) as exc:
            self.message = _("This deal cannot be played again: {reason}").format(reason=str(exc)[:200])
            return
        if self.app.services.session.can_continue():
            self.app.goto("confirm", _("Play this deal again?"), lambda: self._start(setup), yes=_("Play it again"),
                          no=_("Not now"),
                          detail=_("Your saved game will be replaced by this deal, as a new game would replace it."))
            return
        self._start(setup)

    def _start(self, setup: MatchSetup) -> None:
        """The replay replaces any saved match (as a new game does) and is recorded as a replay of this one."""
        replay = self.app.services.session.play_again(setup, self.match.id)
        self.app.home()
        self.app.goto("table", replay, fresh=True)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text = self.text
        w, _h = surface.get_size()
        text.blit(surface, text.fit(self.subtitle, 22, w - 80), 22, (w // 2, 90), theme.INK_DIM, anchor="midtop")
        if self.chart_only or self.side_by_side:
            draw_chart(surface, self.chart_area, self.chart, text)
        if not self.chart_only:
            self._hands(surface, self.table_area)
        if self.message:
            text.blit(surface, text.fit(self.message, 20, w - 80), 20, (w // 2, self.buttons[0].rect.y - 26),
                      (255, 200, 180), anchor="midtop")
        self.draw_controls(surface)

    def _hands(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text = self.text
        size, small = self.size, self.size - 2
        theme.panel(surface, area, radius=10)
        n = len(self.names)
        hand_w = int(90 * size / 20)
        note_w = int(200 * size / 20) if area.w >= self.table_width() else 0
        score_w = (area.w - hand_w - note_w - 20) // max(1, n)
        xs = [area.x + hand_w + i * score_w for i in range(n)]
        y = area.y + 10
        text.blit(surface, _("Hand"), size, (area.x + 14, y), theme.GOLD, bold=True)
        for name, x in zip(self.names, xs, strict=True):
            text.blit(surface, text.fit(name, size, score_w - 10), size, (x + score_w - 10, y), theme.GOLD, bold=True,
                      anchor="topright")
        text.blit(surface, text.fit(hand_caption(self.alone), small, area.w - 28), small,
                  (area.x + 14, area.bottom - small - 8), theme.INK_DIM)
        y += size + 14
        if not self.rows:
            text.blit(surface, text.fit(self.no_rows_words(), size, area.w - 28), size, (area.x + 14, y),
                      theme.INK_DIM)
            self._draw_so_far(surface, area, y + size + 8, xs, score_w)
            return
        for row in self.rows[self.scroll:self.scroll + self.visible_rows]:
            text.blit(surface, str(row.number), size, (area.x + 14, y), theme.INK)
            for score, x in zip(row.scores, xs, strict=True):
                text.blit(surface, score, size, (x + score_w - 10, y), theme.INK, anchor="topright")
            if note_w:
                text.blit(surface, text.fit(row.note, small, note_w - 10), small, (area.right - note_w, y + 1),
                          theme.INK_DIM)
            y += size + 8
        self._draw_so_far(surface, area, y, xs, score_w)
        if len(self.rows) > self.visible_rows:
            last = self.rows[min(len(self.rows), self.scroll + self.visible_rows) - 1].number
            note = _("Hands {first}–{last} of {count}: scroll for more").format(
                first=self.rows[self.scroll].number, last=last, count=len(self.rows))
            text.blit(surface, note, small, (area.right - 14, area.bottom - 2 * small - 14), theme.INK_DIM,
                      anchor="topright")

    def _draw_so_far(self, surface: pygame.Surface, area: pygame.Rect, y: int, xs: list[int], score_w: int) -> None:
        """The hand in play under the finished hands: a heading, a line per item (its label at the left, each
        side's points in the side's column) and the total in bold, then a note on what is not counted yet."""
        if not self.so_far:
            return
        text, size, small = self.text, self.size, self.size - 2
        y += 4
        pygame.draw.line(surface, theme.INK_DIM, (area.x + 10, y), (area.right - 10, y))
        y += 6
        text.blit(surface, text.fit(self.so_far_heading, size, area.w - 28), size, (area.x + 14, y), theme.GOLD,
                  bold=True)
        y += size + 8
        widest = max(text.width(score, size, True) for line in self.so_far for score in line.scores)
        label_w = xs[0] + score_w - 10 - widest - 16 - (area.x + 14)
        for line in self.so_far:
            colour = theme.INK if line.total else theme.INK_DIM
            text.blit(surface, text.fit(line.label, size, label_w, line.total), size, (area.x + 14, y), colour,
                      bold=line.total)
            for score, x in zip(line.scores, xs, strict=True):
                text.blit(surface, score, size, (x + score_w - 10, y), theme.INK, bold=line.total, anchor="topright")
            y += size + 8
        for note in self._note_lines():
            text.blit(surface, note, small, (area.x + 14, y), theme.INK_DIM)
            y += size + 2


class ScoresScene(MatchScene):
    """The scores so far of the match being played, opened from the table (C, or the menu's Scores): each hand
    with every side's score and running total, who ended it, and the chart — what a player would ask the
    scorekeeper in the middle of a hand. Back (Esc) returns to the table."""

    name = "scores"

    def __init__(self, app, controller) -> None:
        Screen.__init__(self, app)  # not MatchScene's: that one reads a recorded match, this the table's
        state = controller.state
        watching = controller.human is None
        side = controller.observation().side
        self.heading = _("Scores so far — hand {number} in play").format(number=state.hand_number)
        self.subtitle = _("Game to {target}").format(target=number(state.rules.target_score))
        self.names = side_names(state.rules, controller.viewer, watching)
        self.rows = live_rows(state.history, state.rules.player_count, controller.viewer, watching)
        self.chart = chart_of_history(state.rules, state.history, controller.viewer, side, watching)
        observation = controller.observation()
        self.so_far = hand_so_far(observation)
        self.so_far_heading = so_far_title(state.hand_number)
        self.so_far_note = so_far_caption(observation)
        self.alone = all(len(members) == 1 for members in observation.sides)
        self.message = ""
        self.chart_only = False
        self.side_by_side = False
        self.scroll = 0
        self.chart_button = Button(_("Score chart"), self.toggle_chart, pygame.K_g, "G")
        self.back_button = Button(_("Back"), self.back, None, "Esc", primary=True)
        self.table_area = pygame.Rect(0, 0, 0, 0)
        self.chart_area = pygame.Rect(0, 0, 0, 0)
        self.size = 20

    def heading_words(self) -> str:
        return self.heading

    def main_buttons(self) -> list[Button]:
        return [self.back_button]

    def no_rows_words(self) -> str:
        return _("No hand has been finished yet.")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_c):
            self.back()
            return
        super().handle_event(event)
