"""Settings: language, animation speed, volume and mute, card back, four-colour deck, card size, fullscreen.

Every change is applied at once and saved (``settings.save_settings``), so it lasts across runs; a new
language words this page (and every page under it) anew at once.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from samba import i18n
from samba.game.settings import ANIMATION_SPEEDS, CARD_SIZES, card_back_names
from samba.i18n import N_, _, pgettext
from samba.ui import theme
from samba.ui.scenes.screen import Screen
from samba.ui.table import layout as L
from samba.ui.table.meld_layout import LARGE_INDEX, NORMAL_INDEX
from samba.ui.widgets import Button, Picker

VOLUMES = tuple(round(v / 10, 1) for v in range(11))
LANGUAGE_CHOICES: tuple[str, ...] = (i18n.AUTO, *i18n.LANGUAGES)


def _yes_no(value: bool) -> str:
    return _("on") if value else _("off")


def _language_title(choice: str) -> str:
    """Each language in its own words (a player lost in a foreign menu still finds theirs); "auto" says
    which language the system asks for."""
    if choice == i18n.AUTO:
        return _("System ({language})").format(language=i18n.LANGUAGES[i18n.system_language()])
    return i18n.LANGUAGES[choice]


def _speed_title(speed: str) -> str:
    words = {"slow": _("Slow"), "normal": pgettext("speed", "Normal"), "fast": _("Fast"), "instant": _("Instant")}
    return words.get(speed, speed)


def _size_title(size: str) -> str:
    return {"normal": pgettext("size", "Normal"), "large": _("Large")}.get(size, size)


def _back_title(name: str) -> str:
    """The card backs the assets ship, by name (a back added later shows its file name until it has words)."""
    words = {"lattice_blue": _("Blue lattice"), "sunburst_red": _("Red sunburst")}
    return words.get(name, name.replace("_", " "))


class SettingsScene(Screen):
    name = "settings"
    heading = N_("Settings")

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.services.settings
        backs = card_back_names()
        volume = min(VOLUMES, key=lambda v: abs(v - s.volume))
        self.fields: dict[str, Picker] = {}
        """Each setting's picker, by the setting's name (kept showing the setting when it changes elsewhere)."""
        self.pickers = [
            Picker(_("Animation speed"), ANIMATION_SPEEDS, ANIMATION_SPEEDS.index(s.animation_speed),
                   self._set("animation_speed"), _speed_title),
            Picker(_("Sound volume"), VOLUMES, VOLUMES.index(volume), self._set("volume"),
                   lambda v: f"{int(v * 100)}%"),
            self._sound_picker(s.muted),
            Picker(_("Card back"), backs, backs.index(s.card_back) if s.card_back in backs else 0,
                   self._set("card_back"), _back_title),
            Picker(_("Four-colour deck"), (False, True), int(s.four_colour), self._set("four_colour"), _yes_no),
            Picker(_("Card size"), CARD_SIZES, CARD_SIZES.index(s.card_size), self._set("card_size"), _size_title),
            Picker(_("Fullscreen (F11)"), (False, True), int(s.fullscreen), self._set("fullscreen"), _yes_no),
            Picker(_("Language"), LANGUAGE_CHOICES, LANGUAGE_CHOICES.index(s.language), self._set("language"),
                   _language_title),
        ]
        names = ("animation_speed", "volume", "muted", "card_back", "four_colour", "card_size", "fullscreen",
                 "language")
        self.fields = dict(zip(names, self.pickers, strict=True))
        self.buttons = [Button(_("Done"), self.back, pygame.K_RETURN, "Enter", primary=True)]
        self.size_note = pygame.Rect(0, 0, 0, 0)
        """Where the note on what Large does in this window goes (under the preview)."""
        self.note_y = 0
        """Where the no-sound note's line begins (``layout``: halfway between the last row's highlight and Done)."""

    def _sound_picker(self, muted: bool) -> Picker:
        """On or muted; with no sound device, "unavailable" and nothing to step through (the choice kept from an
        earlier run stays as it is): "on" over a note that the game runs muted read as a contradiction
        (playtest p7)."""
        if not self.app.services.sound.available:
            return Picker(_("Sound"), (muted,), 0, self._set("muted"), lambda _m: pgettext("sound", "unavailable"))
        return Picker(_("Sound"), (False, True), int(muted), self._set("muted"),
                      lambda m: _("muted") if m else _("on"))

    def update(self, dt: float) -> None:
        """Show the settings as they are: F11 toggles fullscreen from anywhere, and its row must follow."""
        settings = self.app.services.settings
        for name in ("fullscreen", "muted"):
            self.fields[name].set_value(getattr(settings, name))

    def _set(self, name: str):
        def apply(value: Any) -> None:
            self.app.apply_settings(self.app.services.settings.with_changes(**{name: value}))
            if name == "volume":
                self.app.services.sound.play("click")

        return apply

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        col = min(720, w - 200)
        x = (w - col) // 2 - 80
        done = pygame.Rect(w // 2 - 120, h - 84, 240, 52)
        # The rows, the no-sound note (when there is one) and Done, each clear of the next: the note lay on the
        # highlighted Language row at 1024x640 (playtest p8). The rows close up a little when the room is short.
        note_h = self.text.font(NOTE_SIZE).get_height() + 2 * NOTE_AIR if not self.app.services.sound.available else 0
        rows_end = done.y - note_h - FOCUS_REACH
        step = max(ROW_H + 4, min(ROW_STEP, (rows_end - ROWS_TOP - ROW_H) // (len(self.pickers) - 1)))
        y = ROWS_TOP
        for picker in self.pickers:
            picker.rect = pygame.Rect(x, y, col, ROW_H)
            picker.value_width = 240
            y += step
        last = self.pickers[-1].rect.bottom + FOCUS_REACH
        self.note_y = last + max(0, (done.y - last - note_h) // 2) + NOTE_AIR
        self.preview = pygame.Rect(x + col + 30, 120, 200, 300)
        self.buttons[0].rect = done
        top = self.preview.y + 2 * round(PREVIEW_LARGE * 1.4) + 24 + 12  # under the preview's largest cards
        self.size_note = pygame.Rect(self.preview.x, top, min(self.preview.w, w - self.preview.x - 8),
                                     done.y - 8 - top)

    def card_size_words(self) -> str:
        """What Large does in this window, when it cannot make the cards themselves larger ("" otherwise): a
        player who chose Large at 1024x640 saw the same card sizes and asked what it had changed (playtest p9)."""
        if self.app.services.settings.card_size != "large" or large_cards_grow(self.app.size):
            return ""
        return _("Large prints the cards' corners larger. In this window the cards themselves cannot grow: the "
                 "melds need the room.")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_controls(surface)
        s = self.app.services.settings
        images = self.app.services.images
        width = 84 if s.card_size == "normal" else PREVIEW_LARGE
        x, y = self.preview.x, self.preview.y
        large = s.card_size == "large"
        step = preview_step(width, large)
        for i, code in enumerate(("QH", "10S", "KD")):
            surface.blit(images.face(code, width, four_colour=s.four_colour, large_print=large), (x + i * step, y))
        surface.blit(images.back(s.card_back, width), (x + 30, y + int(width * 1.4) + 24))
        y = self.size_note.y
        for line in self.text.wrap(self.card_size_words(), SIZE_NOTE, self.size_note.w):
            self.text.blit(surface, line, SIZE_NOTE, (self.size_note.x, y), theme.INK_DIM)
            y += SIZE_NOTE + 4
        if not self.app.services.sound.available:
            self.text.blit(surface, _("No sound device was found: the game runs muted."), NOTE_SIZE,
                           (surface.get_width() // 2, self.note_y), theme.INK_DIM, anchor="midtop")


PREVIEW_LARGE = 100
"""The preview's card width with Large cards (84 with Normal)."""
SIZE_NOTE = 18


def large_cards_grow(size: tuple[int, int]) -> bool:
    """Whether Large makes the hand's cards larger than Normal at a four-player table in a window of ``size`` (the
    hand grows only with room the meld areas do not need, ``layout.compute``)."""
    seat_side = (0, 1, 0, 1)
    return (L.compute(size, 4, 0, seat_side, large_cards=True).cards.hand[0]
            > L.compute(size, 4, 0, seat_side).cards.hand[0])


ROWS_TOP = 120
ROW_H = 40
ROW_STEP = 52
"""Rows 40 pixels tall, 52 apart where the window has the room."""
FOCUS_REACH = 2
"""How far the focused row's highlight reaches below the row (``Picker.draw``: ``inflate(8, 4)``)."""
NOTE_SIZE = 20
NOTE_AIR = 4
"""The least air above and below the no-sound note."""


def preview_step(width: int, large: bool) -> int:
    """How far apart the preview's fanned cards lie: each card's whole corner index stays in sight (large
    print's "10" is wider: at the old 34 pixels the next card cut its 0)."""
    index = LARGE_INDEX if large else NORMAL_INDEX
    return max(34, math.ceil(width * index.width) + 10)
