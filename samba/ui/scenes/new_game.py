"""New game: players and seating (with a diagram of the sides), each computer's level, rules preset,
house rules, target score and an optional deal number.

This screen only gathers the choices into a ``MatchSetup``; the game layer's ``Session`` starts the
match (saved, or never saved for a watch, and recorded), and the table is opened by name. A new match
replaces the saved one, so when Continue has a match to offer, Start first asks (naming its hand and
scores); Esc, N or "Keep my game" leaves the saved match and this screen's choices as they were.
"""

from __future__ import annotations

import math
import random
from functools import partial
from typing import Any

import pygame

from samba.engine import PRESETS, InvalidAction, RuleSet, preset
from samba.engine.analysis import sides_for
from samba.game import file_words as FW
from samba.game.names import preset_title
from samba.game.narration import seat_name
from samba.game.new_game_defaults import TARGETS, NewGameDefaults, from_setup, last_table, over_last_game
from samba.game.rules_help import differences_from_standard
from samba.game.setup import HUMAN, LEVELS, MAX_SEED, MatchSetup, level_title
from samba.i18n import N_, _, ngettext, number
from samba.ui import theme
from samba.ui.scenes.practice_options import PracticeChoices
from samba.ui.scenes.screen import Screen
from samba.ui.widgets import Button, Picker

SIDE_COLOURS = theme.SIDE_COLOURS


NOTES_H = 66
"""Room under the deal number for the house-rules line and a two-line note."""


class NewGameScene(Screen):
    name = "new_game"
    heading = N_("New game")

    def __init__(self, app, watch: bool = False) -> None:
        super().__init__(app)
        self.choices = PracticeChoices(bottom="normal" if watch else HUMAN)
        self._set_heading()
        defaults = self._defaults(app)
        self.players = defaults.players
        self.levels = [defaults.level(seat) for seat in range(1, 6)]
        self.preset_name = defaults.preset
        self.target = defaults.target
        self.house: dict[str, Any] = dict(defaults.house)
        self.seed_text = defaults.seed_text
        self.seed_focus = False
        self.message = "" if defaults.players_replaced is None else ngettext(
            "These rules are not played by {count} player: {players} players instead.",
            "These rules are not played by {count} players: {players} players instead.",
            defaults.players_replaced).format(count=defaults.players_replaced, players=defaults.players)
        self.seed_box = pygame.Rect(0, 0, 0, 0)
        self.notes = pygame.Rect(0, 0, 0, 0)
        """Room for the notes under the deal number (placed with the rest)."""
        self.diagram = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button(_("Start"), self.start, pygame.K_RETURN, "Enter", primary=True),
            Button(_("House rules…"), self.house_rules, pygame.K_h, "H"),
            Button(_("Table rules"), self.table_rules, pygame.K_r, "R"),
            Button(_("Back"), self.back, None, "Esc"),
        ]
        self.build_pickers()

    @staticmethod
    def _defaults(app) -> NewGameDefaults:
        """The command line's choices; else the table of the player's last game (this session's, or the
        record's latest at the first New game); else the usual table."""
        defaults: NewGameDefaults = app.new_game_defaults
        if defaults.source == "last_game" or (defaults.source == "command_line" and not defaults.given):
            return defaults
        remembered = last_table(app.services.record.read().matches)
        if remembered is None:
            return defaults
        if defaults.source == "command_line":
            # Only the options given come first; the rest of the table is the last game's (README).
            remembered = over_last_game(defaults, remembered)
        app.new_game_defaults = remembered
        return remembered

    # -- controls ------------------------------------------------------------------------------------
    def build_pickers(self) -> None:
        self.pickers = [
            Picker(_("Players"), (2, 3, 4, 5, 6), (2, 3, 4, 5, 6).index(self.players), self._set_players,
                   lambda n: ngettext("{count} player", "{count} players", n).format(count=n)),
            Picker(_("Rules"), tuple(PRESETS), tuple(PRESETS).index(self.preset_name), self._set_preset,
                   preset_title),
            Picker(_("Game to"), TARGETS, TARGETS.index(self.target) if self.target in TARGETS else 2,
                   self._set_target, lambda t: _("{points} points").format(points=number(t))),
        ]
        self.pickers.append(self.choices.seat_picker(self._set_heading))
        for seat in range(1, self.players):
            name = seat_name(seat, self.players, 0)
            self.pickers.append(Picker(_("{name} plays").format(name=name), LEVELS, LEVELS.index(self.levels[seat - 1]),
                                       self._level_setter(seat), level_title))
        self.pickers += self.choices.practice_pickers()
        self.focus = min(self.focus, len(self.pickers) - 1)
        self.layout(self.app.size)

    def _set_heading(self) -> None:
        self.heading = N_("Watch a game") if self.choices.watching else N_("New game")

    def _set_players(self, n: int) -> None:
        self.players = n
        self.house.pop("five_player_mode", None) if n != 5 else None
        self.house.pop("six_player_mode", None) if n != 6 else None
        self.build_pickers()

    def _set_preset(self, name: str) -> None:
        self.preset_name = name

    def _set_target(self, target: int) -> None:
        self.target = target

    def _level_setter(self, seat: int):
        def set_level(level: str) -> None:
            self.levels[seat - 1] = level

        return set_level

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        col_w = min(620, int(w * 0.52))
        x = int(w * 0.06)
        y = 110
        by = h - 80
        # The rows give way so the notes under the deal number always have their room above the buttons.
        row = min(44, max(28, (by - NOTES_H - 16 - y) // max(1, len(self.pickers) + 1)))
        for picker in self.pickers:
            picker.rect = pygame.Rect(x, y, col_w, row - 6)
            picker.value_width = min(260, col_w // 2)
            y += row
        self.seed_box = pygame.Rect(x + col_w - 32 - picker.value_width - 32, y, picker.value_width + 64, row - 6)
        self.diagram = pygame.Rect(x + col_w + 40, 110, w - (x + col_w + 40) - x, min(360, h - 330))
        self.notes = pygame.Rect(x, self.seed_box.bottom + 10, w - 2 * x, by - 12 - self.seed_box.bottom - 10)
        bw = min(220, (w - 2 * x - 16 * (len(self.buttons) - 1)) // len(self.buttons))
        total = bw * len(self.buttons) + 16 * (len(self.buttons) - 1)
        bx = w // 2 - total // 2
        for button in self.buttons:
            button.rect = pygame.Rect(bx, by, bw, 50)
            bx += bw + 16

    # -- the result ----------------------------------------------------------------------------------
    def rules(self) -> RuleSet:
        options = {k: v for k, v in self.house.items() if k not in ("player_count", "target_score")}
        return preset(self.preset_name, player_count=self.players, target_score=self.target, **options)

    def seed(self) -> int | None:
        """The typed deal number, a fresh random one when empty, or None (with a message) when bad."""
        text = self.seed_text.strip()
        if not text:
            return random.SystemRandom().randrange(1, 10**6)
        if not text.isdigit() or int(text) > MAX_SEED:
            self.message = _("The deal number must be a whole number from 0 to {largest} (or empty for a new "
                             "deal).").format(largest=number(MAX_SEED))
            return None
        return int(text)

    def start(self) -> None:
        """Start the match as set up — after asking, when it would replace a game in progress (a watch never
        touches the saved game, so it is not asked about)."""
        seed = self.seed()
        if seed is None:
            return
        try:
            rules = self.rules()
            setup = MatchSetup(rules, seed, (self.choices.bottom, *self.levels[: self.players - 1]),
                               self.choices.practice())
        except (InvalidAction, ValueError) as exc:
            self.message = _("These rules cannot be played together: {reason}").format(reason=exc)
            return
        progress = None if self.choices.watching else self.app.services.session.in_progress()
        if progress is None:
            self._begin(setup)
            return
        self.app.goto("confirm", progress.question(), partial(self._begin, setup), yes=_(FW.ABANDON_YES),
                      no=_(FW.ABANDON_NO), detail=_(FW.ABANDON_DETAIL))

    def _begin(self, setup: MatchSetup) -> None:
        try:
            controller = self.app.services.session.start(setup, watch=self.choices.watching)
        except (InvalidAction, ValueError) as exc:
            self.message = _("These rules cannot be played together: {reason}").format(reason=exc)
            return
        if not self.choices.watching:
            self.app.new_game_defaults = from_setup(setup)
        self.app.home()
        self.app.goto("table", controller, fresh=True)

    def house_rules(self) -> None:
        self.app.goto("house_rules", self)

    def table_rules(self) -> None:
        """The rules help at "Your table's rules" for the rules chosen here (preset and house rules): what the
        preset changes, in plain words, before the match starts."""
        try:
            rules = self.rules()
        except (InvalidAction, ValueError) as exc:
            self.message = _("These rules cannot be played together: {reason}").format(reason=exc)
            return
        self.app.goto("help", rules, "table_rules")

    def rules_note(self) -> str:
        """The line under the choices that says what the chosen rules change: "Canasta brasileira: 19 rules
        play differently from standard Samba (see Table rules)", and the house rules' part in it."""
        changed = len(self.house)
        house = ngettext("House rules: {count} change from the preset.",
                         "House rules: {count} changes from the preset.",
                         changed).format(count=changed) if changed else _("House rules: as the preset.")
        try:
            count = len(differences_from_standard(self.rules()))
        except (InvalidAction, ValueError):
            return house
        if not count:
            return _("{rules}: the rules as How to play teaches them.").format(
                rules=preset_title(self.preset_name)) + " " + house
        return ngettext("{rules}: {count} rule plays differently from standard Samba (see Table rules).",
                        "{rules}: {count} rules play differently from standard Samba (see Table rules).",
                        count).format(rules=preset_title(self.preset_name), count=count) + " " + house

    # -- input ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.seed_focus = self.seed_box.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and self.seed_focus:
            if event.key == pygame.K_ESCAPE:
                # Esc leaves the field (what is typed stays); a second Esc leaves the screen.
                self.seed_focus = False
                return
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
                return
            if event.unicode and event.unicode.isdigit() and len(self.seed_text) < 10:
                self.seed_text += event.unicode
                self.message = ""
                return
            if event.unicode and event.unicode.isprintable() and event.key not in (pygame.K_RETURN,):
                self.message = _("The deal number takes digits only.")
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.seed_focus = not self.seed_focus
            return
        super().handle_event(event)

    # -- drawing -------------------------------------------------------------------------------------
    def note_lines(self, house_note: str) -> list[tuple[str, int]]:
        """The notes under the deal number, wrapped (never cut) to the room above the buttons: the house
        rules line, then the practice or watch note, a size smaller when the room is short."""
        for size in (18, 16, 15, 14):
            lines = [(line, size) for line in self.text.wrap(house_note, size, self.notes.w)] + [
                (line, size) for line in self.text.wrap(self.choices.note(), size, self.notes.w)]
            if sum(s + 4 for _line, s in lines) <= self.notes.h:
                break
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_controls(surface)
        text = self.text
        box = self.seed_box
        label_x = self.pickers[0].rect.x
        text.blit(surface, _("Deal number"), 24, (label_x, box.centery), theme.INK, anchor="midleft")
        pygame.draw.rect(surface, (250, 248, 236) if self.seed_focus else (220, 220, 205), box, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD if self.seed_focus else theme.PANEL_EDGE, box, 2, border_radius=6)
        shown = self.seed_text or (_("type digits") if self.seed_focus else _("new deal (click to type)"))
        colour = theme.INK_DARK if self.seed_text else (110, 120, 115)
        text.blit(surface, shown + ("|" if self.seed_focus else ""), 22, (box.x + 10, box.centery), colour,
                  anchor="midleft")
        y = self.notes.y
        for line, size in self.note_lines(self.rules_note()):
            text.blit(surface, line, size, (self.notes.x, y), theme.INK_DIM)
            y += size + 4
        self._diagram(surface)
        if self.message:
            for i, line in enumerate(text.wrap(self.message, 22, surface.get_width() - 120)):
                text.blit(surface, line, 22, (surface.get_width() // 2, self.buttons[0].rect.y - 60 + 24 * i),
                          (255, 200, 180), anchor="midtop")

    def _diagram(self, surface: pygame.Surface) -> None:
        """The seating: you at the bottom, clockwise, each side in its own colour."""
        area = self.diagram
        if area.w < 120 or area.h < 120:
            return
        text = self.text
        theme.panel(surface, area, fill=(18, 78, 50), radius=14)
        try:
            rules = self.rules()
        except InvalidAction:
            return
        sides = sides_for(rules)
        centre = (area.centerx, area.centery + 6)
        radius = min(area.w, area.h) // 2 - 56
        pygame.draw.ellipse(surface, (30, 110, 72), pygame.Rect(0, 0, radius * 2, int(radius * 1.5)).move(
            centre[0] - radius, centre[1] - int(radius * 0.75)))
        side_of = {seat: i for i, members in enumerate(sides) for seat in members}
        for seat in range(self.players):
            angle = math.pi / 2 + 2 * math.pi * seat / self.players
            x = centre[0] + int(radius * math.cos(angle) * 1.05)
            y = centre[1] + int(radius * math.sin(angle) * 0.85)
            colour = SIDE_COLOURS[side_of[seat] % len(SIDE_COLOURS)]
            pygame.draw.circle(surface, colour, (x, y), 22)
            level = self.choices.bottom if seat == 0 else self.levels[seat - 1]
            label = _("(human)") if level == HUMAN else level_title(level)
            text.blit(surface, str(side_of[seat] + 1), 22, (x, y), theme.INK_DARK, bold=True, anchor="center")
            name = seat_name(seat, self.players, 0, watching=seat == 0 and self.choices.watching)
            text.blit(surface, name, 18, (x, y + 26), theme.INK, anchor="midtop")
            text.blit(surface, label, 16, (x, y + 42), theme.INK_DIM, anchor="midtop")
        kinds = _("partners sit opposite") if any(len(m) > 1 for m in sides) else _("everyone plays alone")
        text.blit(surface, ngettext("{count} side — {kinds}", "{count} sides — {kinds}", len(sides)).format(
            count=len(sides), kinds=kinds), 20, (area.centerx, area.y + 10), theme.INK,
                  anchor="midtop")
