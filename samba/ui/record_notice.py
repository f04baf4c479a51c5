"""The record's notice over every scene: told once in full, then a small tag while it lasts.

When the player's record cannot be written (locked, read-only, damaged, from a newer Samba) the game
goes on and says so: the full sentence across the top of the window for ``FULL_SECONDS`` whenever it
changes, then a small "Not recording" tag in the top-right corner (clear of the table's status line, which
starts at the left) for as long as the match is not
being recorded. A scene that tells the sentence itself (the hand summary) sets
``shows_record_message`` and the notice keeps out of its way.
"""

from __future__ import annotations

import pygame

from samba.game.record import RecordBook
from samba.game.record import words as record_words
from samba.ui import theme
from samba.ui.theme import Text

FULL_SECONDS = 8.0
SIZE = 20


class RecordNotice:
    def __init__(self, book: RecordBook) -> None:
        self.book = book
        self.shown: str | None = None
        self.left = 0.0

    def message(self) -> str | None:
        live = self.book.live
        return live.message if live is not None else None

    def recording(self) -> bool:
        live = self.book.live
        return live is None or live.recording

    def update(self, dt: float) -> None:
        message = self.message()
        if message != self.shown:
            self.shown = message
            self.left = FULL_SECONDS if message else 0.0
        elif self.left > 0:
            self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface, text: Text, top: object = None) -> None:
        if getattr(top, "shows_record_message", False):
            return
        message = self.message()
        w = surface.get_width()
        if message and self.left > 0:
            width = min(w - 40, 900)
            lines = text.wrap(message, SIZE, width - 28)[:4]
            box = pygame.Rect(0, 0, width, 16 + (SIZE + 4) * len(lines))
            box.midtop = (w // 2, 8)
            theme.panel(surface, box, fill=(70, 28, 22), edge=(255, 170, 150), radius=10, width=2)
            for i, line in enumerate(lines):
                text.blit(surface, line, SIZE, (box.centerx, box.y + 8 + (SIZE + 4) * i), theme.INK, anchor="midtop")
        elif not self.recording():
            label = record_words.NOT_RECORDING_TAG
            width = text.width(label, 18) + 20
            box = pygame.Rect(w - width - 6, 6, width, 24)
            theme.panel(surface, box, fill=(70, 28, 22), edge=(255, 170, 150), radius=8)
            text.blit(surface, label, 18, box.center, theme.INK, anchor="center")
