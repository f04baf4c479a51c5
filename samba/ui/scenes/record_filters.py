"""The three filters of the Statistics and Match history screens: rules preset, period, kind of game.

One row of pickers shared by both screens, so a player who narrows the figures to "Brazilian
Canasta, last 30 days" finds the same matches listed when they open the history.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from samba.engine import PRESETS
from samba.game.record import Filters, words
from samba.game.record.figures import GAME_TITLES, GAMES, PERIOD_TITLES, PERIODS
from samba.i18n import _
from samba.ui.theme import Text
from samba.ui.widgets import Picker

ALL_RULES = "all"
MAX_WIDTH = 1400
"""Wider than this, lines would be too long to read across: the record's screens keep their content centred."""


def content_width(size: tuple[int, int]) -> int:
    """How wide the Statistics and history screens lay out their content in a window of ``size``."""
    return min(size[0] - 80, MAX_WIDTH)


def filter_pickers(filters: Filters, on_change: Callable[[Filters], None]) -> list[Picker]:
    """Pickers for ``filters``; each change calls ``on_change`` with the new filters."""
    current = {"value": filters}

    def setter(field: str) -> Callable[[object], None]:
        def set_value(value: object) -> None:
            if field == "preset":
                value = None if value == ALL_RULES else value
            change: dict[str, Any] = {field: value}
            current["value"] = replace(current["value"], **change)
            on_change(current["value"])

        return set_value

    presets = (ALL_RULES, *PRESETS)
    return [
        Picker(_("Rules"), presets, presets.index(filters.preset or ALL_RULES), setter("preset"),
               lambda name: _("All rules") if name == ALL_RULES else words.preset_title(name)),
        Picker(_("Period"), PERIODS, PERIODS.index(filters.period), setter("period"), lambda p: _(PERIOD_TITLES[p])),
        Picker(_("Games"), GAMES, GAMES.index(filters.games), setter("games"), lambda g: _(GAME_TITLES[g])),
    ]


SIZE = 22
SHARES = (0.38, 0.29, 0.33)
"""Of the row's width: the rules picker has the longest values ("Samba, Hoyle (160 at 7,000)")."""


def layout_filters(pickers: list[Picker], size: tuple[int, int], top: int, text: Text, width: int) -> int:
    """One row of pickers, ``width`` wide and centred; returns the y below them.

    Each picker's value gets the room its label leaves, so no value is cut in a 1024-pixel window.
    """
    w, _h = size
    gap = 16
    room = width - gap * (len(pickers) - 1)
    x = (w - width) // 2
    for picker, share in zip(pickers, SHARES, strict=False):
        width = int(room * share)
        picker.rect = pygame.Rect(x, top, width, 36)
        picker.value_width = max(80, width - 64 - text.width(picker.label, SIZE) - 24)
        x += width + gap
    return top + 48


def draw_filters(pickers: list[Picker], surface: pygame.Surface, text: Text, focus: int) -> None:
    for i, picker in enumerate(pickers):
        picker.draw(surface, text, focused=i == focus, size=SIZE)
