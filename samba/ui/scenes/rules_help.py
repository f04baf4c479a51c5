"""How to play: the rules in short, the table's controls, and (in a match) the table's own options."""

from __future__ import annotations

import pygame

from samba.engine import RuleSet
from samba.game.rules_help import table_rules
from samba.i18n import N_, _
from samba.ui import scroll_cue, theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button

HOW_TO_PLAY: tuple[str, ...] = (
    N_('# The game\nSamba is Canasta with three decks and six jokers (162 cards). Partners sit opposite and '
       'score together. The first side to reach the target (normally 10,000) wins.'),
    N_('# Your turn\n1. Draw two cards from the stock — or take the whole discard pile by melding its top '
       'card (S7).\n2. Meld: lay groups of one rank (3 or more, wild cards allowed up to the limit) or '
       "sequences of one suit (3 to 7 cards in order, no wild cards), and add cards to your side's melds.\n3. "
       'Discard one card on the pile. That ends your turn.'),
    N_("# Opening\nYour side's first melds must be worth a minimum in card points: 50 at the start, more as "
       'your score grows (S12). Gather them in the New meld area — the table shows e.g. "65 / 50" — then '
       'press Meld.'),
    N_('# Canastas and sambas\nSeven cards of a rank make a canasta: natural (no wild cards, +500) or mixed '
       '(+300). Seven in sequence make a samba (+1,500). You need two canastas (of any kind) to go out.'),
    N_('# The pile\nThe pile is blocked while a wild card, a black three or a red three lies on top (the table '
       'marks it BLOCKED): nobody may take it. It is frozen by a wild card or a red three in it, and for a side '
       'that has not opened (the table marks it FROZEN; a wild card in it lies sideways): then only a natural '
       'pair of the top card takes it.'),
    N_('# Red threes and black threes\nRed threes are laid out at once and replaced; each is worth 100 points for '
       'your side (all six: 1,000), or as much against you if your side ends the hand with fewer than two '
       'canastas. Black threes can only be melded when you go out.'),
    N_('# Going out\nMeld all your cards (one may be your last discard). You may ask your partner first ("Ask '
       'partner"); the answer binds. Cards left in hand count against you.'),
    N_('# Controls\nDrag cards onto a meld, onto New meld, or onto the pile to discard. Click cards to select '
       'several. Click the stock to draw; click or drag the pile to take it. The places that would accept a '
       'drop light up.\nKeys: S draw · T take the pile · arrows move · Space select · Enter meld · 1–9 add to '
       'your meld n · D discard · U undo · A ask partner · O sort · H hint · Esc let go of the selection, then '
       'menu · F11 fullscreen.\nUndo takes back melds of this turn (never a draw or a pile take).'),
)
"""The quick summary, one section at a time (each "# title" line begins one), read in the player's language."""


class RulesScene(Screen):
    name = "rules"
    heading = N_("How to play")

    def __init__(self, app, rules: RuleSet | None = None) -> None:
        super().__init__(app)
        self.rules = rules
        self.scroll = 0
        self.page = pygame.Rect(0, 0, 0, 0)
        """The summary's whole area: its words scroll in ``view``, the cues' pills sit in the bands around it."""
        self.lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
        self.cues = scroll_cue.Cues(None, None)
        """Where the last frame said there is more above or below (the keys are listed at the end)."""
        self.buttons = [Button(_("Back"), self.back, pygame.K_ESCAPE, "Esc", primary=True)]  # as every other screen

    def source(self) -> str:
        text = "\n".join(_(part) for part in HOW_TO_PLAY)
        if self.rules is not None and self.rules.differences():
            text = _("This summary describes standard Samba. Where this table plays differently, the list at the end "
                     "says so, and Rules in the menu explains this table's rules in full.") + "\n" + text
        if self.rules is not None:
            # The same plain-words list as the rules help's "Your table's rules" page.
            text += "\n# " + _("This table's rules") + "\n" + "\n".join(table_rules(self.rules))
        return text

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.page = pygame.Rect(max(40, (w - 900) // 2), 96, min(900, w - 80), h - 96 - 96)
        self.lines = []
        for paragraph in self.source().split("\n"):
            if paragraph.startswith("# "):
                self.lines.append((paragraph[2:], 28, theme.GOLD, True))
                continue
            for line in self.text.wrap(paragraph, 22, self.view.w - 20):
                self.lines.append((line, 22, theme.INK, False))
        self.buttons[0].rect = pygame.Rect(w // 2 - 120, h - 76, 240, 52)
        self._clamp()

    @property
    def view(self) -> pygame.Rect:
        """Where the words scroll: the page less a band at the top and the foot, where "▲ more above" and
        "▼ more below" sit without covering a line (a newcomer read the keys' line under the pill)."""
        page = self.page
        return pygame.Rect(page.x, page.y + scroll_cue.BAND, page.w, page.h - 2 * scroll_cue.BAND)

    def content_h(self) -> int:
        return sum(30 if size == 28 else 25 for _text, size, _colour, _bold in self.lines) + 10

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_h() - self.view.h))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 50
            self._clamp()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN,
                                                          pygame.K_PAGEUP):
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: self.view.h,
                    pygame.K_PAGEUP: -self.view.h}[event.key]
            self.scroll += step
            self._clamp()
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        clip = surface.get_clip()
        view = self.view
        surface.set_clip(view)
        y = view.y - self.scroll
        for line, size, colour, bold in self.lines:
            if size == 28:
                y += 6
            if view.y - 40 < y < view.bottom:
                self.text.blit(surface, line, size, (view.x + 10, y), colour, bold=bold)
            y += 24 if size == 28 else 25
        surface.set_clip(clip)
        self.cues = scroll_cue.draw(surface, self.text, self.page, self.scroll, self.content_h() + 2 * scroll_cue.BAND)
        self.draw_controls(surface)
