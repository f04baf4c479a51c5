"""Cues where content continues: a scrolled view says there is more above or below, and how to get to it.

Used by every view that scrolls (the rules help, the quick summary); the move log and the meld areas
have their own cues in the same words. The edge where content continues darkens a little, and a pill
at its right end names the way ("▼ more below — wheel or PgDn"), in the longest wording that fits.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.fit import choose
from samba.ui.theme import Text

MORE_BELOW = (N_("▼ more below — wheel or PgDn"), N_("▼ more — PgDn"), N_("▼ more"), "▼")
MORE_ABOVE = (N_("▲ more above — wheel or PgUp"), N_("▲ more — PgUp"), N_("▲ more"), "▲")
FADE = 26
SIZE = 17
BAND = SIZE + 4 + 8
"""Room a scrolling view keeps above and below its words for the pills (their height and a margin), so a pill
never sits on a line: the words scroll in the view less these bands, the pills are drawn in them."""


@dataclass(frozen=True, slots=True)
class Cues:
    above: Rect | None
    """The pill saying there is more above (None: the view shows the top)."""
    below: Rect | None


def where(view: Rect, scroll: int, content_h: int) -> tuple[bool, bool]:
    """(more above, more below) for ``content_h`` pixels of content scrolled by ``scroll`` in ``view``."""
    return scroll > 0, scroll + view.h < content_h


def draw(surface: pygame.Surface, text: Text, view: Rect, scroll: int, content_h: int) -> Cues:
    above, below = where(view, scroll, content_h)
    pills: dict[str, Rect | None] = {"above": None, "below": None}
    for name, on, english in (("above", above, MORE_ABOVE), ("below", below, MORE_BELOW)):
        variants = tuple(_(words) if words not in ("▼", "▲") else words for words in english)
        if not on:
            continue
        fade = pygame.Surface((view.w, FADE), pygame.SRCALPHA)
        for row in range(FADE):
            strength = row if name == "below" else FADE - 1 - row
            pygame.draw.line(fade, (0, 0, 0, 5 * strength), (0, row), (view.w, row))
        surface.blit(fade, (view.x, view.bottom - FADE if name == "below" else view.y))
        fitted = choose(variants, view.w // 2, (SIZE, SIZE - 2), text.width, bold=True)
        width = text.width(fitted.text, fitted.size, True) + 16
        pill = Rect(view.right - width - 8, 0, width, fitted.size + 4)
        if name == "below":
            pill.bottom = view.bottom - 4
        else:
            pill.y = view.y + 4
        pygame.draw.rect(surface, theme.PANEL, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.GOLD, pill, 1, border_radius=pill.h // 2)
        text.blit(surface, fitted.text, fitted.size, pill.center, theme.GOLD, bold=True, anchor="center")
        pills[name] = pill
    return Cues(pills["above"], pills["below"])
