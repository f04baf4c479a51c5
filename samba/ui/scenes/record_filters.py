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
from samba.ui.widgets import Picker, shared_picker_sizes

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
VALUE_PAD = 4
"""Room either side of a value between its arrows."""


def _need(picker: Picker, text: Text) -> int:
    """The width that shows the picker's label and its longest value whole."""
    longest = max(text.width(picker.titles(option), SIZE) for option in picker.options)
    return text.width(picker.label, SIZE) + 24 + 64 + longest + VALUE_PAD


def layout_filters(pickers: list[Picker], size: tuple[int, int], top: int, text: Text, width: int) -> int:
    """The pickers in one row ``width`` wide and centred — or in as many rows as it takes — returning the y below.

    Each picker gets the width its label and longest value need (measured in the real font, in the player's
    language) and the spare room of its row is shared evenly, so no value is cut: where one row is too narrow
    (Spanish at 1024 pixels: "Partidas y repeticiones"), the pickers that do not fit go on the next row.
    """
    w, _h = size
    gap = 16
    needs = [_need(picker, text) for picker in pickers]
    rows: list[list[int]] = [[]]
    for i, need in enumerate(needs):
        row = rows[-1]
        if row and sum(needs[j] for j in row) + gap * len(row) + need > width:
            rows.append([i])
        else:
            row.append(i)
    y = top
    for row in rows:
        room = width - gap * (len(row) - 1)
        spare = room - sum(needs[i] for i in row)
        x = (w - width) // 2
        for n, i in enumerate(row):
            share = needs[i] + spare // len(row) if spare >= 0 else needs[i] * room // sum(needs[j] for j in row)
            if n == len(row) - 1:
                share = (w - width) // 2 + width - x  # the last one ends at the row's right edge
            picker = pickers[i]
            picker.rect = pygame.Rect(x, y, share, 36)
            picker.value_width = max(80, share - 64 - text.width(picker.label, SIZE) - 24)
            x += share + gap
        y += 48
    return y


def draw_filters(pickers: list[Picker], surface: pygame.Surface, text: Text, focus: int) -> None:
    sizes = shared_picker_sizes(pickers, text, SIZE)
    for i, picker in enumerate(pickers):
        picker.draw(surface, text, focused=i == focus, size=SIZE, sizes=sizes)
