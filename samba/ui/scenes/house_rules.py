"""The house-rules editor: every option of RULES.md §6 with its one-line explanation.

Values come from the engine (``CHOICES``, the RuleSet's defaults and the preset); the editor only
offers them. A combination the engine refuses is reported when the game starts.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pygame

from samba.engine import CHOICES, PRESETS, RuleSet
from samba.game.rule_words import option_help, option_title, value_label
from samba.i18n import N_, _
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, Picker, draw_buttons, shared_picker_sizes

SKIP = {"player_count", "target_score", "custom_initial_meld_table"}
HINT_SIZE = 18
"""The keys' hint under the list."""
"""Set on the new-game screen (players, target), or needing a table editor (custom ladder)."""
NUMBERS: dict[str, tuple[int, ...]] = {
    "going_out_bonus": (0, 100, 200, 300, 500), "concealed_going_out_bonus": (0, 100, 200, 300, 500),
    "natural_canasta_bonus": (300, 500, 700, 1000), "mixed_canasta_bonus": (200, 300, 500),
    "samba_bonus": (1000, 1500, 2000), "short_sequence_penalty": (0, 500, 1000),
    "short_sequence_threshold": (4, 5, 6, 7),
}


def option_values(name: str, current: Any) -> tuple[Any, ...]:
    """The values the editor offers for option ``name``."""
    if name in CHOICES:
        values = tuple(v for v in CHOICES[name] if v != "custom")
    elif name == "hand_size":
        values = ("auto", 11, 12, 13, 14, 15)
    elif isinstance(current, bool):
        values = (False, True)
    else:
        values = NUMBERS.get(name, (current,))
    return values if current in values else (current, *values)


def titles(name: str):
    """How option ``name``'s values read in its picker (plain words from ``rule_words``)."""
    return lambda value: value_label(name, value)


class HouseRulesScene(Screen):
    name = "house_rules"
    heading = N_("House rules")

    def __init__(self, app, new_game) -> None:
        super().__init__(app)
        self.new_game = new_game
        self.scroll = 0
        self.row_h = 52
        self.view = pygame.Rect(0, 0, 0, 0)
        self.hint_y = 0
        self.buttons = [Button(_("Done"), self.back, pygame.K_RETURN, "Enter", primary=True),
                        Button(_("Reset to preset"), self.reset, pygame.K_r, "R"),
                        Button(_("Opening ladder…"), self.ladder, pygame.K_l, "L")]
        self.build()

    def base(self) -> RuleSet:
        ng = self.new_game
        return RuleSet(**PRESETS[ng.preset_name]).with_options(player_count=ng.players)

    def build(self) -> None:
        base = self.base()
        self.pickers = []
        self.option_names: list[str] = []
        """The option each picker sets, in the same order (the pickers show plain titles)."""
        for f in fields(RuleSet):
            if f.name in SKIP:
                continue
            current = self.new_game.house.get(f.name, getattr(base, f.name))
            values = option_values(f.name, current)
            self.pickers.append(Picker(option_title(f.name), values, values.index(current),
                                       self._setter(f.name, getattr(base, f.name)), titles(f.name),
                                       help=option_help(f.name)))
            self.option_names.append(f.name)
        self.layout(self.app.size)

    def _setter(self, name: str, preset_value: Any):
        def set_value(value: Any) -> None:
            if value == preset_value:
                self.new_game.house.pop(name, None)
            else:
                self.new_game.house[name] = value

        return set_value

    def reset(self) -> None:
        self.new_game.house.clear()
        self.build()

    def ladder(self) -> None:
        """Edit the custom opening ladder (a table, so it has its own screen); Done there selects it."""
        self.app.goto("opening_ladder", self.new_game)

    def resume(self) -> None:
        self.build()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        buttons_y = h - 72
        # The list shows whole rows only (a rule and its line of help), and the keys' hint has its own band
        # between the list and the buttons: nothing is half shown or drawn over.
        self.hint_y = buttons_y - HINT_SIZE - 8
        rows = max(1, (self.hint_y - 6 - 96) // self.row_h)
        self.view = pygame.Rect(40, 96, w - 80, rows * self.row_h)
        self._place()
        bx = w // 2 - (240 * len(self.buttons) - 20) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(bx, buttons_y, 220, 50)
            bx += 240

    def _place(self) -> None:
        max_scroll = max(0, len(self.pickers) * self.row_h - self.view.h)
        self.scroll = max(0, min(self.scroll // self.row_h * self.row_h, max_scroll))
        for i, picker in enumerate(self.pickers):
            picker.rect = pygame.Rect(self.view.x + 10, self.view.y + i * self.row_h - self.scroll,
                                      min(900, self.view.w - 20), 28)
            picker.value_width = 300

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.row_h
            self._place()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll += self.view.h * (1 if event.key == pygame.K_PAGEDOWN else -1)
            self._place()
            return
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN) and not self.view.collidepoint(event.pos):
            for button in self.buttons:
                if button.handle(event):
                    return
            return
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            top = self.focus * self.row_h
            if top < self.scroll or top + self.row_h > self.scroll + self.view.h:
                self.scroll = top - self.view.h // 2
                self._place()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text = self.text
        clip = surface.get_clip()
        surface.set_clip(self.view)
        sizes = shared_picker_sizes(self.pickers, text, 22)  # every row in one size, scrolled out of sight or not
        for i, picker in enumerate(self.pickers):
            if picker.rect.bottom < self.view.y - 30 or picker.rect.y > self.view.bottom:
                continue
            picker.draw(surface, text, focused=i == self.focus, size=22, sizes=sizes)
            changed = self.option_names[i] in self.new_game.house
            if changed:
                text.blit(surface, _("changed"), 16, (picker.rect.right + 8, picker.rect.centery), theme.GOLD,
                          anchor="midleft")
            helpline = text.fit(picker.help, 18, self.view.w - 40)
            text.blit(surface, helpline, 18, (picker.rect.x + 8, picker.rect.bottom + 1), theme.INK_DIM)
        surface.set_clip(clip)
        draw_buttons(surface, text, self.buttons)
        hint = text.fit(_("Wheel or Page Up/Down to scroll · Up/Down to move · Left/Right to change"), HINT_SIZE,
                        surface.get_width() - 40)
        text.blit(surface, hint, HINT_SIZE, (surface.get_width() // 2, self.hint_y), theme.INK_DIM, anchor="midtop")
