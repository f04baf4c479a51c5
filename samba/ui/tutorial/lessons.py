"""How to play → Tutorial: the eight lessons, a tick on each one done, and any of them to (re)play.

Progress is read from the player's data folder every time the list comes back into view, so a lesson
finished a moment ago shows its tick at once. The first lesson not yet done is the primary button, so
Enter always continues where the player left off.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from samba.game import tutorial as T
from samba.game.problems import PROGRESS_READ
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, layout_column


class LessonListScene(Screen):
    name = "lessons"
    heading = N_("Tutorial")

    def __init__(self, app, progress_path: Path | None = None) -> None:
        super().__init__(app)
        self.progress_path = progress_path
        self.done: set[str] = set()
        self.build()

    def build(self) -> None:
        self.done = read_progress(self.app, self.progress_path)
        first_open = next((lesson for lesson in T.LESSONS if lesson.id not in self.done), None)
        keys = [getattr(pygame, f"K_{n}") for n in range(1, 10)]
        openers = [self._opener(lesson) for lesson in T.LESSONS]
        self.buttons = []
        for i, lesson in enumerate(T.LESSONS):
            self.buttons.append(Button(lesson.title, openers[i], keys[i] if i < 9 else None,
                                       str(i + 1) if i < 9 else "", primary=lesson is first_open, font_size=22))
        if first_open is not None:
            # Start [Enter] opens the highlighted lesson: the very press of its button.
            label = _("Continue") if self.done else _("Start")
            self.buttons.append(Button(label, openers[T.LESSONS.index(first_open)], pygame.K_RETURN, "Enter",
                                       font_size=22))
        self.buttons.append(Button(_("Back"), self.back, pygame.K_ESCAPE, "Esc", font_size=22))
        self.layout(self.app.size)

    def resume(self) -> None:
        self.build()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        height = max(34, min(46, (h - 230) // (len(self.buttons) + 1) - 8))
        layout_column(self.buttons, w // 2, 150, min(560, w - 80), height, 8)

    def _opener(self, lesson: T.Lesson):
        def open_lesson() -> None:
            self.play(lesson)

        return open_lesson

    def play(self, lesson: T.Lesson) -> None:
        self.app.goto("tutorial", lesson, self.progress_path)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        w, _h = surface.get_size()
        count = len(self.done)
        done = _("{done} of {total} lessons done.").format(done=count, total=len(T.LESSONS)) + " " if count else ""
        line = done + _("Each lesson is a real table position: do what the blue panel says; the blue rings show "
                        "where.")
        for i, part in enumerate(self.text.wrap(line, 22, min(900, w - 80))):
            self.text.blit(surface, part, 22, (w // 2, 92 + 24 * i), theme.INK_DIM, anchor="midtop")
        self.draw_controls(surface)
        for lesson, button in zip(T.LESSONS, self.buttons, strict=False):
            if lesson.id in self.done:
                tick(surface, button.rect)


def read_progress(app, path: Path | None) -> set[str]:
    """The lessons done; a damaged progress file (set aside by the game layer) is told on the banner."""
    loaded = T.read_progress(path)
    if loaded.notice is not None:
        app.services.problems.report(PROGRESS_READ, loaded.notice)
    return set(loaded.done)


def tick(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A green tick at the left end of a lesson's button: done (the font has no ✓ glyph)."""
    x, y, s = rect.x + 14, rect.centery, max(8, rect.h // 4)
    points = [(x, y), (x + s * 0.8, y + s * 0.8), (x + s * 2.2, y - s)]
    pygame.draw.lines(surface, (40, 150, 70), False, points, 5)
