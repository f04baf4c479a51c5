"""Rules help, section by section, with the cards drawn from our own art (How to play → Rules, "Why?").

The words live in ``samba.game.rules_help`` (tested against every rule the engine can cite); this page
only lays them out: the sections down the left, the open one on the right with its card pictures
under the heading, and — for the rules in force — "Your table's rules" in plain words. A refusal's
"Why?" opens it straight at the section of the rule it named.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from samba.engine import PRESETS, RuleSet, preset
from samba.game import rules_help as H
from samba.i18n import N_, _
from samba.ui import scroll_cue, suits, theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button

LINE = 26
TEXT = 22


def preset_name_of(rules: RuleSet) -> str | None:
    """The preset these rules are exactly (at their player count), if any — for the "Rules:" line."""
    for name in PRESETS:
        try:
            if preset(name, player_count=rules.player_count) == rules:
                return name
        except ValueError:
            continue
    return None


CUE_BAND = scroll_cue.BAND
"""Room above and below the scrolling words for the cues' pills (their height and a margin)."""


class HelpScene(Screen):
    name = "help"
    heading = N_("Rules")

    def __init__(self, app, rules: RuleSet | None = None, section_id: str = "cards", reason: str = "") -> None:
        super().__init__(app)
        self.reason = reason
        """Why the page was opened (a refusal's words), shown above the section."""
        self.rules = rules if rules is not None else preset("samba")
        self.preset_name = preset_name_of(self.rules)
        self.sections = H.sections(self.rules)
        """The pages written for the rules in force (a Brazilian table reads Brazilian rules)."""
        self.index = next((i for i, s in enumerate(self.sections) if s.id == section_id), 0)
        self.scroll = 0
        self.page = Rect(0, 0, 0, 0)
        self.cues = scroll_cue.Cues(None, None)
        """Where the last frame said there is more above or below."""
        self.tabs = [Button(s.title, self._opener(i), None, "", font_size=19) for i, s in enumerate(self.sections)]
        self.back_button = Button(_("Back"), self.back, pygame.K_ESCAPE, "Esc", font_size=22)
        self.buttons = [*self.tabs, self.back_button]
        self._mark()

    @property
    def section(self) -> H.HelpSection:
        return self.sections[self.index]

    def paragraphs(self) -> tuple[str, ...]:
        """The open section's text; "Your table's rules" adds one line per rule that differs."""
        section = self.section
        if section.id == "table_rules":
            return section.paragraphs + tuple(H.table_rules(self.rules, self.preset_name))
        return section.paragraphs

    def _opener(self, index: int):
        def open_section() -> None:
            self.index = index
            self.scroll = 0
            self._mark()

        return open_section

    def _mark(self) -> None:
        for i, tab in enumerate(self.tabs):
            tab.primary = i == self.index

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        tab_w = min(330, max(240, w // 4))
        y = 96
        tab_h = max(30, min(42, (h - 96 - 100) // len(self.tabs) - 6))
        for tab in self.tabs:
            tab.rect = Rect(30, y, tab_w, tab_h)
            y += tab_h + 6
        self.page = Rect(30 + tab_w + 24, 96, w - tab_w - 30 - 24 - 30, h - 96 - 90)
        self.back_button.rect = Rect(w // 2 - 110, h - 74, 220, 50)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_to(self.scroll - event.y * 40)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._opener((self.index + (1 if event.key == pygame.K_DOWN else -1)) % len(self.tabs))()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            page = max(40, self.view.h - 60)
            self._scroll_to(self.scroll + (page if event.key == pygame.K_PAGEDOWN else -page))
            return
        super().handle_event(event)

    def _scroll_to(self, scroll: int) -> None:
        """Scroll the page, never past its last line (the cue at the foot says when there is more)."""
        self.scroll = max(0, min(scroll, self.content_h() - self.view.h))

    def card_width(self) -> int:
        count = max(1, len(self.section.cards))
        return max(48, min(96, (self.page.w - 40) // count - 10, self.page.h // 5))

    def blocks(self) -> tuple[list[tuple[str, str | int, int]], int]:
        """What the page shows, top to bottom, each with its y from the page's top; and the height of it all."""
        out: list[tuple[str, str | int, int]] = []
        y = 0
        width = self.page.w - 40
        if self.reason:
            # The reason quotes a refusal, which names cards by code ("QS"): shown with suit signs.
            for line in self.text.wrap(suits.signs(self.reason), 20, width):
                out.append(("reason", line, y))
                y += 24
            y += 10
        out.append(("title", self.section.title, y))
        y += 44
        if self.section.cards:
            out.append(("cards", self.card_width(), y))
            y += round(self.card_width() * 7 / 5) + 18
        for paragraph in self.paragraphs():
            for line in self.text.wrap(paragraph, TEXT, width):
                out.append(("line", line, y))
                y += LINE
            y += 10
        return out, y

    @property
    def view(self) -> Rect:
        """Where the page's words scroll: the page less a band at the top and the foot, where the cues' pills
        sit ("▲ more above", "▼ more below") without covering a line."""
        return Rect(self.page.x + 4, self.page.y + CUE_BAND, self.page.w - 8, self.page.h - 2 * CUE_BAND)

    def content_h(self) -> int:
        return self.blocks()[1]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        theme.panel(surface, self.page, radius=12)
        clip = surface.get_clip()
        view = self.view
        surface.set_clip(view)
        x = self.page.x + 20
        blocks, height = self.blocks()
        self.scroll = max(0, min(self.scroll, height - view.h))
        top = view.y - self.scroll
        for kind, value, y in blocks:
            if kind == "reason":
                self.text.blit(surface, str(value), 20, (x, top + y), (255, 170, 150))
            elif kind == "title":
                self.text.blit(surface, str(value), 30, (x, top + y), theme.GOLD, bold=True)
            elif kind == "cards":
                cw = int(value)
                images = self.app.services.images
                settings = self.app.services.settings
                for i, code in enumerate(self.section.cards):
                    image = images.face(code, cw, four_colour=settings.four_colour)
                    surface.blit(image, (x + i * (cw + 10), top + y))
            else:
                self.text.blit(surface, str(value), TEXT, (x, top + y), theme.INK)
        surface.set_clip(clip)
        self.cues = scroll_cue.draw(surface, self.text, self.page, self.scroll, height + 2 * CUE_BAND)
        self.draw_controls(surface)
