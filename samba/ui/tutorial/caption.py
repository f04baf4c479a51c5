"""The lesson's caption panel: where you are, what to do now, and what went wrong (with "Why?").

It sits where the table's "What happened" log usually is, so it never covers a card. The text is
fitted to the panel (the font shrinks a little for long captions rather than spilling over), and the
panel owns its three buttons: Show me (H), Why? (W, only after a refusal that names a rule) and
Lessons (Esc).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect

from samba.i18n import _
from samba.ui import suits, theme
from samba.ui.theme import Text
from samba.ui.widgets import Button, draw_buttons

from .marks import TUTOR

SIZES = (20, 19, 18, 17, 16, 15)
"""The caption's sizes, largest first: the largest at which it fits is used."""
FEEDBACK_LEAST = 15
"""The smallest size feedback is set in while any size fits (a refusal must be read as easily as the step)."""
GOOD = (120, 230, 140)
BAD = (255, 150, 135)
HELP = (170, 220, 255)
"""Show me's words: a teacher's hint, not a refusal, so never in the refusal's red."""
BUTTON_H = 34


@dataclass(slots=True)
class Caption:
    """What the panel says this frame."""

    header: str
    """e.g. "Lesson 2 of 8"."""
    title: str
    intro: str
    step: str
    """e.g. "Step 2 of 3"."""
    caption: str
    feedback: str = ""
    feedback_good: bool = False
    feedback_help: bool = False
    """The feedback is Show me's hint (drawn in the teacher's blue, not a refusal's red)."""
    feedback_brief: str = ""
    """The feedback without the step's how-to (which the caption says already): shown instead of ``feedback``
    when the whole would not fit beside the caption at a readable size."""
    praise: str = ""
    """Praise for the step just done ("Step 1 done — well done!"), drawn above this step's header."""


class CaptionPanel:
    def __init__(self, show_me: Callable[[], None], why: Callable[[], None], lessons: Callable[[], None]) -> None:
        self.rect = Rect(0, 0, 0, 0)
        self.show_me = Button(_("Show me"), show_me, pygame.K_h, "H", font_size=20)
        self.why = Button(_("Why?"), why, pygame.K_w, "W", font_size=20)
        self.lessons = Button(_("Lessons"), lessons, None, "Esc", font_size=20)
        self.why.enabled = False

    @property
    def buttons(self) -> list[Button]:
        return [self.show_me, self.why, self.lessons]

    def place(self, rect: Rect) -> None:
        """Take ``rect`` (the table's log area) and put the buttons along its bottom."""
        self.rect = rect.copy()
        inner = rect.inflate(-16, 0)
        y = rect.bottom - BUTTON_H - 8
        half = (inner.w - 8) // 2
        self.show_me.rect = Rect(inner.x, y - BUTTON_H - 6, half, BUTTON_H)
        self.why.rect = Rect(inner.x + half + 8, y - BUTTON_H - 6, inner.w - half - 8, BUTTON_H)
        self.lessons.rect = Rect(inner.x, y, inner.w, BUTTON_H)

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in self.buttons)

    def _blocks(self, caption: Caption, size: int) -> list[tuple[str, int, tuple[int, int, int], bool, int]]:
        """(text, size, colour, bold, gap before) for every piece but the feedback, in order."""
        small = size - 2
        out = [(caption.header, small, theme.INK_DIM, False, 0), (caption.title, size + 2, theme.GOLD, True, 2)]
        if caption.intro:
            out.append((caption.intro, small, theme.INK_DIM, False, 8))
        if caption.praise:
            out.append((caption.praise, small, GOOD, True, 12))
        if caption.step:
            out.append((caption.step, small, TUTOR, True, 8 if caption.praise else 12))
        out.append((caption.caption, size, theme.INK, True, 2))
        return out

    @staticmethod
    def _feedback_block(caption: Caption, words: str, size: int) -> tuple[str, int, tuple[int, int, int], bool, int]:
        # Feedback quotes the engine, which names cards by code ("QS"): shown with suit signs.
        colour = GOOD if caption.feedback_good else HELP if caption.feedback_help else BAD
        return (suits.signs(words), size, colour, False, 12)

    def _placed(self, text: Text, blocks: list[tuple[str, int, tuple[int, int, int], bool, int]]
                ) -> tuple[int, list[tuple[str, int, tuple, bool, int]]]:
        """The blocks' wrapped lines with their y gaps, and the height they take."""
        width = self.rect.w - 20
        placed: list[tuple[str, int, tuple, bool, int]] = []
        height = 0
        for words, s, colour, bold, gap in blocks:
            first = True
            for line in text.wrap(words, s, width, bold=bold):
                placed.append((line, s, colour, bold, gap if first else 0))
                height += (gap if first else 0) + s + 2
                first = False
        return height, placed

    def lines(self, text: Text, caption: Caption) -> tuple[int, list[tuple[str, int, tuple, bool, int]]]:
        """The wrapped lines, with their y gaps, at the largest size (20 down to 15) at which the caption fits.

        Feedback never shrinks the caption (playtest p8: after a refusal the whole panel fell to a size too
        small to read): it takes the room left under the caption, at its own readable size (down to
        ``FEEDBACK_LEAST``), in its brief form (the refusal's own words) when the whole does not fit; only
        when even that has no room do the caption and the feedback shrink together."""
        room = self.show_me.rect.y - self.rect.y - 16
        size, height = SIZES[-1], 0
        placed: list[tuple[str, int, tuple, bool, int]] = []
        for size in SIZES:
            height, placed = self._placed(text, self._blocks(caption, size))
            if height <= room:
                break
        if not caption.feedback:
            return size, placed
        forms = [caption.feedback] + ([caption.feedback_brief] if caption.feedback_brief else [])
        if height <= room:
            for words in forms:
                for small in range(size - 2, FEEDBACK_LEAST - 1, -1):
                    extra, lines = self._placed(text, [self._feedback_block(caption, words, small)])
                    if height + extra <= room:
                        return size, placed + lines
        # No room beside the caption: both shrink together, the feedback never under FEEDBACK_LEAST while any
        # size fits; at the very last, the sizes the panel always had (the feedback two points smaller).
        tries = [(together, max(FEEDBACK_LEAST, together - 2)) for together in SIZES]
        tries += [(together, together - 2) for together in SIZES]
        lines = placed
        for together, small in tries:
            for words in forms:
                both, lines = self._placed(text, self._blocks(caption, together)
                                           + [self._feedback_block(caption, words, min(small, together))])
                if both <= room:
                    return together, lines
        return SIZES[-1], lines

    def fits(self, text: Text, caption: Caption) -> bool:
        """True when every line of ``caption`` has room at the size ``lines`` chose (``draw`` leaves out what
        does not fit: a lesson's words must be short enough never to need that)."""
        _size, placed = self.lines(text, caption)
        height = sum(gap + size + 2 for _line, size, _colour, _bold, gap in placed)
        return height <= self.show_me.rect.y - self.rect.y - 16

    def draw(self, surface: pygame.Surface, text: Text, caption: Caption) -> None:
        theme.panel(surface, self.rect, fill=(10, 38, 58), edge=TUTOR, radius=10, width=2)
        _size, lines = self.lines(text, caption)
        y = self.rect.y + 10
        bottom = self.show_me.rect.y - 6
        for line, size, colour, bold, gap in lines:
            y += gap
            if y + size > bottom:
                break
            text.blit(surface, line, size, (self.rect.x + 10, y), colour, bold=bold)
            y += size + 2
        draw_buttons(surface, text, self.buttons)
