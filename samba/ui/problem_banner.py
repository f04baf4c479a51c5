"""The banner the window draws over every scene: what is wrong with the player's files, in words.

It only draws what the game layer's ``ProblemBoard`` holds — a save that keeps failing (red, stays
until a save succeeds), a file that was set aside (amber, with a close box) — so every screen shows
problems the same way and no scene needs code for them. Text is wrapped to the window and cut to a
few lines: nothing wider than the window is ever rendered, however long the message.

A lasting problem cannot be closed, but the player may fold it (its "–" box) into a small red tab in
the top-right corner (clear of the table's status line and score panel), so a long evening on a full
disk does not hide the partner's seat; the tab stays until the problem is solved, a click on it opens
the full sentence again, and a new reason opens it by itself. A lasting problem left open folds itself
after ``FULL_SECONDS`` in sight: long enough to be read twice, and the seats under it come back even for
a player who never finds the fold box (at 1024x640 the open banner covers the partner's plate).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from samba.game import problems as P
from samba.game.problems import Problem, ProblemBoard
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.theme import Text

FONT = 20
LINE = 22
MAX_LINES = 3
PAD = 8
MARGIN = 6
CLOSE = 26
LASTING_FILL = (128, 32, 26)
NOTICE_FILL = (104, 70, 18)
EDGE = (250, 214, 150)
FOLDED = {P.MATCH_SAVE: N_("Game not saved…"), P.SETTINGS_SAVE: N_("Settings not saved…"),
          P.RECORD: N_("Not recording")}
"""The words on a folded lasting problem's tab (by board key): short, so the table's status line stays clear;
the ellipsis says there is more (a click opens the full sentence)."""
FOLDED_OTHER = N_("Not saved…")
FULL_SECONDS = 15.0
"""How long a lasting problem stays open in full (each time it opens) before it folds into its tab."""


@dataclass(frozen=True)
class Row:
    """One problem as laid out: its lines (each fits the window) and where it sits."""

    problem: Problem
    lines: tuple[str, ...]
    rect: pygame.Rect
    close: pygame.Rect | None
    """The close box of a notice, or the fold box of a lasting problem (None on a folded tab)."""
    folded: bool = False


class ProblemBanner:
    def __init__(self, board: ProblemBoard, text: Text) -> None:
        self.board = board
        self.text = text
        self.rows: tuple[Row, ...] = ()
        self.folded: set[Problem] = set()
        """Lasting problems the player folded into a tab (a new sentence is a new problem: it opens again)."""
        self.open_for: dict[Problem, float] = {}
        """Seconds each open lasting problem has been in sight (it folds itself at ``FULL_SECONDS``)."""
        self._laid_for: tuple | None = None

    def update(self, dt: float) -> None:
        """Once a frame: a lasting problem that has been open in full long enough folds into its tab."""
        shown = {row.problem for row in self.rows if not row.folded and row.problem.lasting}
        self.open_for = {problem: self.open_for.get(problem, 0.0) + dt for problem in shown}
        for problem, seconds in self.open_for.items():
            if seconds >= FULL_SECONDS:
                self.fold(problem)

    def fold(self, problem: Problem) -> None:
        """Fold a lasting problem into its tab (the player's "–" box, or its owner after a while)."""
        if problem.lasting:
            self.folded.add(problem)

    def layout(self, size: tuple[int, int], hidden: frozenset[str] = frozenset()) -> None:
        """Lay the rows out for a window of ``size`` (only when the problems, the folds or the size changed).

        ``hidden``: keys left out for now (a scene on top already tells that problem itself).
        """
        key = (self.board.version, len(self.folded), size, hidden)
        if key == self._laid_for:
            return
        self._laid_for = key
        current = tuple(problem for problem in self.board.current() if problem.key not in hidden)
        self.folded &= set(self.board.current())
        rows: list[Row] = []
        right = size[0] - MARGIN  # folded tabs line up from the top-right corner leftwards
        for problem in (p for p in current if p in self.folded):
            words = _(FOLDED.get(problem.key, FOLDED_OTHER))
            tab_width = min(size[0] // 3, self.text.width(words, FONT) + 2 * PAD)
            rect = pygame.Rect(right - tab_width, MARGIN, tab_width, PAD + LINE)
            rows.append(Row(problem, (self.text.fit(words, FONT, tab_width - 2 * PAD),), rect, None, folded=True))
            right = rect.left - 4
        width = max(200, right - MARGIN)  # open problems fill the rest of the top, left of any tab
        y = MARGIN
        for problem in (p for p in current if p not in self.folded):
            lines = self._lines(problem.sentence, width - 3 * PAD - CLOSE)
            rect = pygame.Rect(MARGIN, y, width, 2 * PAD + LINE * len(lines))
            box = pygame.Rect(rect.right - PAD - CLOSE, rect.y + PAD // 2, CLOSE, CLOSE)
            rows.append(Row(problem, lines, rect, box))
            y = rect.bottom + 4
            if y > size[1] // 2:  # never cover more than half the window
                break
        self.rows = tuple(rows)

    def _lines(self, sentence: str, room: int) -> tuple[str, ...]:
        lines = self.text.wrap(sentence, FONT, room)
        if len(lines) > MAX_LINES:
            lines = lines[: MAX_LINES - 1] + [self.text.fit(" ".join(lines[MAX_LINES - 1:]), FONT, room)]
        return tuple(lines)

    @property
    def tabs_width(self) -> int:
        """How far the folded tabs reach in from the window's right edge (0: none), as last laid out: a scene
        with words along its top edge leaves that much free."""
        tabs = [row.rect for row in self.rows if row.folded]
        return (max(r.right for r in tabs) - min(r.x for r in tabs) + 2 * MARGIN) if tabs else 0

    @property
    def area(self) -> pygame.Rect | None:
        """The part of the window the banner covers (None when there is nothing to show)."""
        if not self.rows:
            return None
        return self.rows[0].rect.unionall([row.rect for row in self.rows[1:]])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the banner are its own (a close box dismisses a notice); True when consumed."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or not self.rows:
            return False
        for row in self.rows:
            if not row.rect.collidepoint(event.pos):
                continue
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                if row.folded:
                    self.folded.discard(row.problem)
                    self.open_for.pop(row.problem, None)  # opened again: in full for its time again
                elif row.close is not None and row.close.inflate(8, 8).collidepoint(event.pos):
                    if row.problem.lasting:
                        self.folded.add(row.problem)
                    else:
                        self.board.dismiss(row.problem.key)
            return True
        return False

    def draw(self, surface: pygame.Surface, hidden: frozenset[str] = frozenset()) -> None:
        self.layout(surface.get_size(), hidden)
        for row in self.rows:
            fill = LASTING_FILL if row.problem.lasting else NOTICE_FILL
            theme.panel(surface, row.rect, fill=fill, edge=EDGE, radius=8, width=2)
            y = row.rect.y + (PAD // 2 if row.folded else PAD)
            for line in row.lines:
                self.text.blit(surface, line, FONT, (row.rect.x + PAD, y), theme.INK)
                y += LINE
            if row.close is not None:
                pygame.draw.rect(surface, EDGE, row.close, 1, border_radius=5)
                inner = row.close.inflate(-12, -12)
                if row.problem.lasting:  # fold
                    pygame.draw.line(surface, theme.INK, inner.midleft, inner.midright, 2)
                else:  # close
                    pygame.draw.line(surface, theme.INK, inner.topleft, inner.bottomright, 2)
                    pygame.draw.line(surface, theme.INK, inner.bottomleft, inner.topright, 2)
