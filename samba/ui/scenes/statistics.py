"""Statistics (title → Statistics): the player's figures, filtered by rules preset, period and kind of
game; the match history; and Reset statistics behind a confirmation.

Every figure is computed in the game layer (``record.figures``) from the record; this screen reads
the record when it opens (and again after anything that may change it) and only lays the lines out.
"""

from __future__ import annotations

import pygame

from samba.game.record import Filters, compute, words
from samba.game.record.figures import Line, Section, sections, tally_columns
from samba.game.record.recorder import utc_now
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.scenes.record_filters import content_width, draw_filters, filter_pickers, layout_filters
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, draw_buttons

EMPTY = N_("No games are recorded yet. Every hand you finish against the computer is recorded from now on.")
NONE_MATCH = N_("No recorded game matches these filters.")
RESET_DONE = N_("Your statistics were reset.")


class StatisticsScene(Screen):
    name = "statistics"
    heading = N_("Statistics")

    def __init__(self, app, filters: Filters | None = None) -> None:
        super().__init__(app)
        self.filters = filters or Filters()
        self.note = ""
        self.pickers = filter_pickers(self.filters, self._set_filters)
        self.buttons = [
            Button(_("Match history"), self.history, pygame.K_h, "H", primary=True),
            Button(_("Reset statistics"), self.ask_reset, pygame.K_DELETE, "Del"),
            Button(_("Back"), self.back, None, "Esc"),
        ]
        self.figures_area = pygame.Rect(0, 0, 0, 0)
        self.reload()

    # -- data ----------------------------------------------------------------------------------------
    def reload(self) -> None:
        self.reading = self.app.services.record.read()
        self._recompute()

    def _recompute(self) -> None:
        self.chosen = [m for m in self.reading.matches if self.filters.admits(m, utc_now())]
        self.hidden = words.practice_hidden(self.filters.practice_hidden(self.reading.matches, utc_now()))
        self.sections: list[Section] = sections(compute(self.reading.matches, self.filters, utc_now()))

    def _set_filters(self, filters: Filters) -> None:
        self.filters = filters
        self.note = ""
        self._recompute()

    def resume(self) -> None:
        self.reload()

    # -- actions -------------------------------------------------------------------------------------
    def history(self) -> None:
        self.app.goto("history", self.filters)

    def ask_reset(self) -> None:
        self.app.goto("confirm", _("Reset statistics?"), self.reset, yes=_("Erase the record"), no=_("Keep it"),
                      detail=_("Every recorded match and hand is erased, whatever the filters show. This cannot "
                               "be undone."))

    def reset(self) -> None:
        problem = self.app.services.record.reset()
        self.reload()
        self.note = problem or _(RESET_DONE)

    def message(self) -> tuple[str, bool]:
        """The words above the figures, and whether they tell of a problem (drawn in the warning colour):
        why the record could not be read; else how many matches were left out because a row of theirs is
        damaged, the last action's note or why nothing shows, and the practice games the filters hide."""
        message = self.reading.problem or self.note or (_(EMPTY) if not self.reading.matches else
                                                         _(NONE_MATCH) if not self.chosen else "")
        if message == self.reading.problem:
            return message, True
        unreadable = self.reading.note()
        bad = bool(unreadable) or (self.note not in ("", _(RESET_DONE)) and message == self.note)
        return " ".join(part for part in (unreadable, message, self.hidden) if part), bad

    # -- layout and drawing --------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        below = layout_filters(self.pickers, size, 96, self.text, content_width(size))
        width = content_width(size)
        self.figures_area = pygame.Rect((w - width) // 2, below + 8, width, h - 100 - below - 8)
        width = min(260, (w - 80) // len(self.buttons) - 16)
        x = w // 2 - ((width + 16) * len(self.buttons) - 16) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, h - 76, width, 50)
            x += width + 16

    def draw_controls(self, surface: pygame.Surface) -> None:
        draw_filters(self.pickers, surface, self.text, self.focus)
        draw_buttons(surface, self.text, self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_controls(surface)
        area = self.figures_area.copy()
        message, bad = self.message()
        if message:
            lines = self.text.wrap(message, 22, area.w)[:3]
            for i, line in enumerate(lines):
                self.text.blit(surface, line, 22, (area.centerx, area.y + 24 * i),
                               (255, 200, 180) if bad else theme.INK_DIM, anchor="midtop")
            area.y += 24 * len(lines) + 8
            area.h -= 24 * len(lines) + 8
        draw_sections(surface, area, self.sections, self.text)


ROWS = (36, 33, 30, 27, 24, 22, 20, 18)
"""Line heights tried, largest first: the figures use the largest type that fits the window."""
GAP = 40
"""Between two columns of figures."""


def _size(row: int) -> int:
    return round(row * 0.78)


def _col_width(area: pygame.Rect, columns: int) -> int:
    return (area.w - GAP * (columns - 1)) // columns


def _value_lines(line: Line, size: int, col_w: int, text) -> list[str]:
    """The value's lines under its label when the two do not fit side by side (a long one wraps)."""
    return text.wrap(line.value, size, col_w - 16)


def _rows_of(line: Line, size: int, col_w: int, text) -> int:
    """Rows a figure takes: one when its label and value fit side by side, else the label's row and the value's
    rows under it at the right — a figure is never cut short ("Average margin per h…")."""
    if line.tally is not None and not line.tally.shared:
        return 1
    if text.width(line.label, size) + 16 + text.width(line.value, size) <= col_w:
        return 1
    return 1 + len(_value_lines(line, size, col_w, text))


def _need(section: Section, row: int, col_w: int, text) -> int:
    size = _size(row)
    return row * (1 + sum(_rows_of(line, size, col_w, text) for line in section.lines)) + row // 2


def _fit(sections_: list[Section], area: pygame.Rect, columns: int, row: int, text) -> bool:
    """True when the sections, whole, fill at most ``columns`` columns of ``area`` at ``row`` pixels a line."""
    col_w = _col_width(area, columns)
    column, y = 0, 0
    for section in sections_:
        need = _need(section, row, col_w, text)
        if y and y + need > area.h:
            column, y = column + 1, 0
        if need > area.h:
            return False
        y += need
    return column < columns


def draw_sections(surface: pygame.Surface, area: pygame.Rect, sections_: list[Section], text) -> None:
    """Sections flowed into columns, none split; the largest type that lets everything fit."""
    columns = 2 if area.w >= 760 else 1
    row = next((r for r in ROWS if _fit(sections_, area, columns, r, text)), ROWS[-1])
    size = _size(row)
    col_w = _col_width(area, columns)
    column, y = 0, area.y
    for section in sections_:
        need = _need(section, row, col_w, text)
        if y > area.y and y + need > area.bottom and column < columns - 1:
            column, y = column + 1, area.y
        x = area.x + column * (col_w + GAP)
        text.blit(surface, section.title, size, (x, y), theme.GOLD, bold=True)
        number_w = max(text.width(title, size) for title in tally_columns()) + 18
        if section.breakdown:  # a small table: Played, Won, Lost (and Shared when there is any)
            for i, title in enumerate(reversed(tally_columns())):
                text.blit(surface, title, size, (x + col_w - i * number_w, y), theme.GOLD, anchor="topright")
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, y + row - 3), (x + col_w, y + row - 3))
        y += row
        for line in section.lines:
            rows = _rows_of(line, size, col_w, text)
            if y + row * rows > area.bottom + 2:
                break
            tally = line.tally
            if tally is not None and not tally.shared:
                text.blit(surface, text.fit(line.label, size, col_w - 3 * number_w - 8), size, (x, y), theme.INK)
                for i, number in enumerate((tally.lost, tally.won, tally.played)):
                    text.blit(surface, f"{number:,}", size, (x + col_w - i * number_w, y), theme.INK, anchor="topright")
            else:
                text.blit(surface, text.fit(line.label, size, col_w), size, (x, y), theme.INK)
                values = [line.value] if rows == 1 else _value_lines(line, size, col_w, text)
                for i, value in enumerate(values, start=rows - len(values)):
                    text.blit(surface, value, size, (x + col_w, y + row * i), theme.INK, anchor="topright")
            y += row * rows
        y += row // 2
