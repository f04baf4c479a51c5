"""Small hand-made controls for menus and the table: buttons and option pickers.

Hand-made rather than pygame_gui because the table redraws every frame within a tight budget and
the tests drive every control by posting real mouse and key events; these controls read only
``event.pos`` / ``event.key`` and keep their text images cached.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from samba.i18n import pgettext

from . import theme
from .fit import choose, without_parentheses
from .theme import Text

CAP_SHARE = 0.64
"""A key cap's words as a share of its button's ``font_size`` (one cap size for every button of a row)."""
CAP_PAD = 4
"""Pixels each side of the key's name inside its cap."""
CAP_GAP = 5
"""Pixels between a label and its key cap."""


def cap_size(font_size: int) -> int:
    """The size of the words in the key caps of buttons made with ``font_size``."""
    return max(12, round(font_size * CAP_SHARE))


def key_words(hint: str) -> str:
    """A key's name in the player's language ("Enter" → "Intro"); letter and number keys stay as printed."""
    names = {"Enter": pgettext("key", "Enter"), "Esc": pgettext("key", "Esc"), "Space": pgettext("key", "Space"),
             "Backspace": pgettext("key", "Backspace"), "Del": pgettext("key", "Del"),
             "PgUp": pgettext("key", "PgUp"), "PgDn": pgettext("key", "PgDn"), "Tab": pgettext("key", "Tab")}
    return names.get(hint, hint)


@dataclass(slots=True)
class Button:
    """A labelled rectangle that calls ``on_click`` on a left click inside it, or on its ``key``."""

    label: str
    on_click: Callable[[], None]
    key: int | None = None
    key_hint: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hover: bool = False
    primary: bool = False
    font_size: int = 26
    _fit: tuple[tuple, tuple[str, int, str]] | None = field(default=None, repr=False, compare=False)
    """The last fitting and what it was for (the bar redraws every frame)."""
    _largest: tuple[tuple, int] | None = field(default=None, repr=False, compare=False)
    """The last ``largest_size`` and what it was for (asked for every button of a row every frame)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's (clicked or its key pressed)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, text: Text, size: int | None = None) -> None:
        """Draw the button; ``size`` (from ``draw_buttons``) sets its words in its siblings' common size. The key
        that presses it is drawn as a key cap after the label (a boxed "T" reads as a key, never as part of the
        words: "Levantar pozo [T]" looked like a typo to a Spanish newcomer)."""
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        elif self.primary:
            fill = theme.GOLD if not self.hover else (255, 214, 110)
        else:
            fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (8, 40, 26), shadow, border_radius=8)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        label, size = self.fitted(text, size)
        cap = self.shown_key(text, size)
        colour = theme.INK_DARK if self.enabled else (70, 80, 75)
        if not cap:
            text.blit(surface, label, size, self.rect.center, colour, anchor="center")
            return
        small = cap_size(self.font_size)
        cap_w = text.width(cap, small) + 2 * CAP_PAD
        left = self.rect.centerx - (text.width(label, size) + CAP_GAP + cap_w) // 2
        text.blit(surface, label, size, (left, self.rect.centery), colour, anchor="midleft")
        box = pygame.Rect(0, 0, cap_w, min(small + 8, self.rect.h - 6))
        box.midright = (left + text.width(label, size) + CAP_GAP + cap_w, self.rect.centery)
        pygame.draw.rect(surface, colour, box, 1, border_radius=4)
        pygame.draw.line(surface, colour, (box.x + 3, box.bottom), (box.right - 4, box.bottom))  # the key's edge
        text.blit(surface, cap, small, box.center, colour, anchor="center")

    def fitted(self, text: Text, size: int | None = None) -> tuple[str, int]:
        """The label and its size: the largest (from ``font_size`` down to 14) at which the label and its key
        cap fit, else the largest at which the label alone fits (the key still works) — measured in the real
        font. With ``size`` (shared with sibling buttons) that size."""
        label, fitted_size, _cap = self._fitted(text, size)
        return label, fitted_size

    def shown_key(self, text: Text, size: int | None = None) -> str:
        """The key's name in the button's cap ("Intro", "T"), or "" when no key or no room for it."""
        return self._fitted(text, size)[2]

    def _fitted(self, text: Text, size: int | None) -> tuple[str, int, str]:
        hint = key_words(self.key_hint)
        key = (self.label, hint, self.rect.w, self.font_size, size)
        if self._fit is None or self._fit[0] != key:
            room = self.rect.w - 10
            sizes = [size] if size is not None else list(range(self.font_size, 13, -2))
            with_cap = next((sz for sz in sizes if hint and self._width(text, sz, hint) <= room), None)
            if with_cap is not None:
                fitted = (self.label, with_cap, hint)
            else:
                alone = choose([self.label], room, sizes, text.width)
                fitted = (alone.text, alone.size, "")
            self._fit = (key, fitted)
        return self._fit[1]

    def drawn_width(self, text: Text, size: int | None = None) -> int:
        """How wide the words drawn on the button are (the label and its key cap, when shown), in pixels."""
        label, fitted_size, cap = self._fitted(text, size)
        return self._width(text, fitted_size, cap) if label == self.label else text.width(label, fitted_size)

    def _width(self, text: Text, size: int, hint: str) -> int:
        """The label at ``size`` and the cap of ``hint`` beside it, in pixels."""
        cap = text.width(hint, cap_size(self.font_size)) + 2 * CAP_PAD + CAP_GAP if hint else 0
        return text.width(self.label, size) + cap

    def largest_size(self, text: Text) -> int:
        """The largest size (from ``font_size`` down to 14) at which the label and its key cap fit the button,
        else the largest at which the label alone fits."""
        hint = key_words(self.key_hint)
        key = (self.label, hint, self.rect.w, self.font_size)
        if self._largest is None or self._largest[0] != key:
            self._largest = (key, self._fitted(text, None)[1])
        return self._largest[1]


def shared_sizes(buttons: Sequence[Button], text: Text) -> dict[int, int]:
    """One size for the words of sibling buttons (those made with the same ``font_size``): the largest at which
    every one's label and key cap fit. One long translation ("Levantar pozo") makes its row smaller together,
    never one button in small print beside its neighbours; a button with no room for its key cap even at the
    smallest size shows its label alone (the key still works)."""
    sizes: dict[int, int] = {}
    for button in buttons:
        if button.rect.w > 0:
            fits = button.largest_size(text)
            sizes[button.font_size] = min(fits, sizes.get(button.font_size, fits))
    return sizes


PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""The keys that press the highlighted (primary) button of a menu, dialog or page."""


def press_primary(buttons: Sequence[Button], event: pygame.event.Event) -> bool:
    """Enter or Space presses the button drawn highlighted (the first enabled primary one), as a newcomer expects
    of the gold "Resume" in the menu (a playtester pressed Enter there and nothing happened). True when it did."""
    if event.type != pygame.KEYDOWN or event.key not in PRESS_KEYS:
        return False
    button = next((b for b in buttons if b.primary and b.enabled), None)
    if button is None:
        return False
    button.on_click()
    return True


def draw_buttons(surface: pygame.Surface, text: Text, buttons: Sequence[Button]) -> None:
    """Draw sibling buttons, their words in ``shared_sizes``."""
    sizes = shared_sizes(buttons, text)
    for button in buttons:
        button.draw(surface, text, sizes.get(button.font_size))


@dataclass(slots=True)
class Picker:
    """"Label:  ‹ value ›" — clicking the arrows (or the value) steps through ``options``."""

    label: str
    options: Sequence[Any]
    index: int
    on_change: Callable[[Any], None]
    titles: Callable[[Any], str] = str
    help: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    value_width: int = 220
    _fits: dict[tuple[object, ...], tuple[int, int]] = field(default_factory=dict, init=False, repr=False,
                                                             compare=False)
    """``fitting_sizes`` by what they depend on: measured once, not in every frame that draws the row."""

    @property
    def value(self) -> Any:
        return self.options[self.index]

    def set_value(self, value: Any) -> None:
        if value in self.options:
            self.index = list(self.options).index(value)

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        right = pygame.Rect(self.rect.right - 32, self.rect.y, 32, self.rect.h)
        left = pygame.Rect(self.rect.right - 32 - self.value_width - 32, self.rect.y, 32, self.rect.h)
        return left, right

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONUP or event.button not in (1, 3):
            return False
        if not self.rect.collidepoint(event.pos):
            return False
        left, _right = self.arrows()
        self.step(-1 if left.collidepoint(event.pos) or event.button == 3 else 1)
        return True

    @property
    def label_room(self) -> int:
        """Pixels for the label at the left of the arrows."""
        return self.rect.w - self.value_width - 80

    def fitting_sizes(self, text: Text, largest: int = 24) -> tuple[int, int]:
        """The label's size and the value's: each the largest, down to ``largest - 6``, at which it fits whole
        (the value: every option's title, so a row keeps one size while it is stepped). A translated row
        ("Práctica: manos a la vista", "Samba, Hoyle (160 a partir de 7.000)") sets its words a little
        smaller rather than cutting them."""
        titles = [self.titles(option) for option in self.options]
        key = (self.label, tuple(titles), self.label_room, self.value_width, largest)  # widths: words and size
        known = self._fits.get(key)
        if known is not None:
            return known
        if len(self._fits) > 8:  # a handful of sizes and languages at most; never an unbounded cache
            self._fits.clear()
        self._fits[key] = fitted = self._measure_sizes(text, titles, largest)
        return fitted

    def _measure_sizes(self, text: Text, titles: list[str], largest: int) -> tuple[int, int]:
        """``fitting_sizes`` measured afresh."""
        steps = range(largest, largest - 8, -2)
        label = next((size for size in steps if text.width(self.label, size) <= self.label_room), largest - 6)
        # A title may be shown without its parenthesis (see ``draw``), so the shorter form is what must fit.
        value = next((size for size in steps if all(min(text.width(title, size),
                                                         text.width(without_parentheses(title), size))
                                                     <= self.value_width - 8 for title in titles)), largest - 6)
        return label, value

    def draw(self, surface: pygame.Surface, text: Text, focused: bool = False, size: int = 24,
             sizes: tuple[int, int] | None = None) -> None:
        """Draw the row; ``sizes`` (label, value) from ``shared_picker_sizes`` sets it as its siblings are."""
        if focused:
            pygame.draw.rect(surface, theme.FELT_LIGHT, self.rect.inflate(8, 4), border_radius=6)
        label_size, value_size = sizes if sizes is not None else self.fitting_sizes(text, size)
        text.blit(surface, text.fit(self.label, label_size, self.label_room), label_size,
                  (self.rect.x, self.rect.centery), theme.INK, anchor="midleft")
        left, right = self.arrows()
        for box, glyph in ((left, "<"), (right, ">")):
            pygame.draw.rect(surface, theme.BUTTON, box.inflate(-4, -4), border_radius=5)
            text.blit(surface, glyph, size, box.center, theme.INK_DARK, bold=True, anchor="center")
        value_box = pygame.Rect(left.right, self.rect.y, self.value_width, self.rect.h)
        title = self.titles(self.value)
        # A title with a parenthesis ("Samba, Hoyle (160 from 7,000)") may leave it out; never a word cut short.
        shown = choose([title, without_parentheses(title)], self.value_width - 8, (value_size,), text.width).text
        text.blit(surface, text.fit(shown, value_size, self.value_width - 8), value_size, value_box.center,
                  theme.GOLD, anchor="center")


def shared_picker_sizes(pickers: Sequence[Picker], text: Text, largest: int = 24) -> tuple[int, int]:
    """One label size and one value size for a screen's rows: each the smallest that any row needs, so
    "No" in one row is never smaller than "No" in the row above because its other option is longer."""
    fits = [picker.fitting_sizes(text, largest) for picker in pickers]
    return (min((f[0] for f in fits), default=largest), min((f[1] for f in fits), default=largest))


def layout_column(widgets: Sequence[Button], centre_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Stack buttons in a centred column; returns the y below the last one."""
    y = top
    for w in widgets:
        w.rect = pygame.Rect(centre_x - width // 2, y, width, height)
        y += height + gap
    return y
