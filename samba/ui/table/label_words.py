"""The table's short labels, each written with its shorter wordings chosen in advance (longest first).

A crowded table at 1024×640 has little room per label, and translations run longer. So no label is
cut with an ellipsis: each is a tuple of whole wordings with named placeholders, and ``fit.choose``
takes the first that fits its box in the real font. A translation supplies the same tuples.
Seat names shorten to compass letters ("Northwest" → "NW"); "You" stays "You".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

SEAT_SHORT = {"North": "N", "South": "S", "East": "E", "West": "W", "Northwest": "NW", "Northeast": "NE",
              "Southwest": "SW", "Southeast": "SE", "You": "You"}

LEVEL_SHORT = {"Normal": "Norm.", "Beginner": "Beg.", "Expert": "Exp."}

CHIPS = {
    "natural": ("Natural {count}", "Natural", "Nat.", "N"),
    "mixed": ("Mixed {count}", "Mixed", "Mix.", "M"),
    "samba": ("Samba", "S"),
    "bolivia": ("Bolivia", "Bol.", "B"),
}
"""The chip under a squared-up meld: its kind, and its card count when there is room."""

AREA_OPENED = ("{side} — opened", "{short} — opened", "{short}")
AREA_NEEDS = ("{side} — needs {need} to open", "{side} — needs {need_short} to open", "{side} — needs {need_short}",
              "{short} — needs {need_short}", "{short} · {need_short}", "{short}")

SEAT_CARDS = ("{count} cards", "{count}")
SEAT_ONE_CARD = ("1 card", "1")
SEAT_OUT = ("sits out", "out")
THINKING = ("thinking…", "…")
CARDS_AND_LEVEL = "{cards} · {level}"

SCORE_HEADER = ("Hand {hand} · game to {target}", "Hand {hand} · to {target}", "Hand {hand}")
SCORE_DETAIL = ("{status} · canastas {done}/{need}", "{status} · {done}/{need}", "{status}")
"""A side's line under its name: its opening ("opened", "min 50 to open": ``rule_words.opening_status``)
and its canastas out of those needed to go out."""
SCORE_REDS = (" · red 3s {reds}", " · 3s {reds}", "")
SCORE_FOOT = ("Stock {stock} · Pile {pile} (frozen)", "Stock {stock} · Pile {pile}", "{stock} · {pile}")
SCORE_FOOT_OPEN = ("Stock {stock} · Pile {pile}", "{stock} · {pile}")

STOCK = ("Stock {count}", "{count}")
PILE = ("Pile {count}", "{count}")
FROZEN = ("FROZEN", "FRZ")
BLOCKED = ("BLOCKED", "BLK")

NEW_MELD = (("New", "meld"), ("New",))
OPENING = (("Opening", "{points} / {minimum}"), ("Open", "{points}/{minimum}"), ("{points}/{minimum}",))
"""The New meld zone's words, line by line: empty, or with melds staged for the opening."""

LOG_TITLE = ("What happened", "Moves")
LOG_TITLE_EARLIER = ("What happened (earlier)", "Earlier moves", "Earlier")
LOG_MORE = ("▲ wheel or PgUp for earlier moves", "▲ PgUp: earlier moves", "▲ PgUp")
LOG_LATEST = ("▼ scroll down or PgDn for the latest", "▼ PgDn: latest", "▼ PgDn")

CUE_UP = ("▲ {count} more", "▲ {count}")
CUE_DOWN = ("▼ {count} more", "▼ {count}")
"""Beside a meld area's title when it scrolls: how many melds are out of sight above and below."""

PRACTICE = ("PRACTICE: {options}", "PRACTICE")
WATCHING = ("WATCHING",)


def fill(variants: Sequence[str], **values: object) -> list[str]:
    """Each wording with its placeholders filled (the same values for all)."""
    return [v.format(**values) for v in variants]


def short_name(name: str) -> str:
    return SEAT_SHORT.get(name, name)


def short_level(level: str) -> str:
    return LEVEL_SHORT.get(level, level)


def short_side(members: Sequence[int], names: Mapping[int, str]) -> str:
    return " & ".join(short_name(names.get(seat, "?")) for seat in members)


def requirement_short(points: int, canasta: str) -> str:
    """"50", "120 + natural canasta", "+ canasta" (what an area title needs in few words)."""
    extra = {"any": "canasta", "natural": "natural canasta"}.get(canasta, "")
    if points and extra:
        return f"{points} + {extra}"
    return str(points) if points else extra or "0"
