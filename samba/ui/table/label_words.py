"""The table's short labels, each written with its shorter wordings chosen in advance (longest first).

A crowded table at 1024×640 has little room per label, and translations run longer. So no label is
cut with an ellipsis: each is a tuple of whole wordings with named placeholders, and ``fit.choose``
takes the first that fits its box in the real font. A translation supplies the same tuples.
Seat names shorten to compass letters ("Northwest" → "NW", "Noroeste" → "NO"); "You" stays whole.
Every wording is read in the player's language through this module's attributes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from samba.game.names import seat_word
from samba.i18n import N_, _, pgettext


class InContext(str):
    """A wording looked up with a context: one English letter or word that languages say differently."""

    context: str


def pgettext_noop(context: str, message: str) -> str:
    """Marks ``message`` for the catalogue under ``context`` (translated when the label is read)."""
    marked = InContext(message)
    marked.context = context
    return marked

SEAT_SHORT = {"North": pgettext_noop("seat short", "N"), "South": pgettext_noop("seat short", "S"),
              "East": pgettext_noop("seat short", "E"), "West": pgettext_noop("seat short", "W"),
              "Northwest": pgettext_noop("seat short", "NW"), "Northeast": pgettext_noop("seat short", "NE")}
"""Each seat's compass letters (English keys); "You" stays whole."""

LEVEL_SHORT = {"Normal": N_("Norm.")}
"""Computer levels shortened on a crowded seat plate (by their English title)."""

_ENGLISH: dict[str, Any] = {
    "CHIPS": {
        # The count is the canasta's cards, said as cards: "Mixed 9" read as a canasta of nines (playtest).
        "natural": (N_("Natural, {count} cards"), N_("Natural"), N_("Nat."),
                    pgettext_noop("natural canasta chip", "N")),
        "mixed": (N_("Mixed, {count} cards"), N_("Mixed"), N_("Mix."), pgettext_noop("mixed canasta chip", "M")),
        "samba": (N_("Samba"), pgettext_noop("samba chip", "S")),
        "bolivia": (N_("Bolivia"), N_("Bol."), pgettext_noop("bolivia chip", "B")),
    },
    "AREA_OPENED": (N_("{side} — opened"), N_("{short} — opened"), "{short}"),
    "AREA_NEEDS": (N_("{side} — needs {need} to open"), N_("{side} — needs {need_short} to open"),
                   N_("{side} — needs {need_short}"), N_("{short} — needs {need_short}"), "{short} · {need_short}",
                   "{short}"),
    "SEAT_CARDS": (N_("{count} cards"), "{count}"),
    "SEAT_ONE_CARD": (N_("1 card"), "1"),
    "SEAT_OUT": (N_("sits out"), N_("out")),
    "THINKING": (N_("thinking…"), "…"),
    "CARDS_AND_LEVEL": "{cards} · {level}",
    "SCORE_HEADER": (N_("Hand {hand} · game to {target}"), N_("Hand {hand} · to {target}"), N_("Hand {hand}")),
    "SCORE_DETAIL": (N_("{status} · canastas {done}/{need}"), "{status} · {done}/{need}", "{status}"),
    "SCORE_DETAIL_SAMBA": (N_("{status} · canastas {counts} · samba needed"), N_("{status} · {counts} · samba needed"),
                           N_("{status} · samba needed"), "{status}"),
    "SCORE_REDS": (N_(" · red 3s {reds}"), N_(" · 3s {reds}"), ""),
    "SCORE_HAS": (N_("{status} · canastas: {done}"), "{status} · {done}", "{status}"),
    "SCORE_HAS_SAMBAS": (N_("{status} · canastas: {done}, sambas: {sambas}"), N_("{status} · canastas: {done}"),
                         "{status}"),
    "SCORE_TO_GO_OUT": (N_("canastas to go out: {need}"), N_("to go out: {need}"), N_("out: {need}")),
    "SCORE_TO_GO_OUT_SAMBA": (N_("to go out: a samba + {more} more"), N_("to go out: samba + {more}"),
                              N_("out: samba + {more}")),
    "SCORE_RED_THREES": (N_("red threes: {reds}"), N_("red 3s: {reds}")),
    "SCORE_FOOT": (N_("Stock {stock} · Pile {pile} (frozen)"), N_("Stock {stock} · Pile {pile}"), "{stock} · {pile}"),
    "SCORE_FOOT_OPEN": (N_("Stock {stock} · Pile {pile}"), "{stock} · {pile}"),
    "STOCK": (N_("Stock {count}"), "{count}"),
    "PILE": (N_("Pile {count}"), "{count}"),
    "FROZEN": (N_("FROZEN"), N_("FRZ")),
    "BLOCKED": (N_("BLOCKED"), N_("BLK")),
    "NEW_MELD": ((pgettext_noop("new meld, first line", "New"), pgettext_noop("new meld, second line", "meld")),
                 (pgettext_noop("new meld, one line", "New"),)),
    "OPENING": ((N_("Opening"), "{points} / {minimum}"), (N_("Open"), "{points}/{minimum}"), ("{points}/{minimum}",)),
    "LOG_TITLE": (N_("What happened"), N_("Moves")),
    "LOG_TITLE_EARLIER": (N_("What happened (earlier)"), N_("Earlier moves"), N_("Earlier")),
    "LOG_MORE": (N_("▲ wheel or PgUp for earlier moves"), N_("▲ PgUp: earlier moves"), N_("▲ PgUp")),
    "LOG_LATEST": (N_("▼ scroll down or PgDn for the latest"), N_("▼ PgDn: latest"), N_("▼ PgDn")),
    "CUE_UP": (N_("▲ {count} more"), "▲ {count}"),
    "CUE_DOWN": (N_("▼ {count} more"), "▼ {count}"),
    "PRACTICE": (N_("PRACTICE: {options}"), N_("PRACTICE")),
    "WATCHING": (N_("WATCHING"),),
}
"""Every label's wordings in English, longest first (the chips under squared-up melds; area titles; seat
plates; the score panel's header, side lines and foot; the stock and pile; the New meld zone; the move
log's titles and scroll feet; the meld areas' scroll cues; the practice and watching badges). They are
read as ``label_words.NAME``, which gives them in the player's language (``__getattr__`` below), so the
language in force when a frame is laid out is the one its labels speak."""

_LETTERS = re.compile(r"[A-Za-z]")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _translate(value: Any) -> Any:
    """``value`` (a wording, or tuples and dicts of them) in the player's language; a wording of placeholders
    and signs alone ("{count}", "{stock} · {pile}") is the same in every language."""
    if isinstance(value, tuple):
        return tuple(_translate(item) for item in value)
    if isinstance(value, dict):
        return {key: _translate(item) for key, item in value.items()}
    if isinstance(value, InContext):
        return pgettext(value.context, value)
    if isinstance(value, str) and _LETTERS.search(_PLACEHOLDER.sub("", value)):
        return _(value)
    return value


def __getattr__(name: str) -> Any:
    if name in _ENGLISH:
        return _translate(_ENGLISH[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def fill(variants: Sequence[str], **values: object) -> list[str]:
    """Each wording with its placeholders filled (the same values for all)."""
    return [v.format(**values) for v in variants]


def short_name(name: str) -> str:
    """A seat's name as the table shows it ("Oeste") in compass letters ("O"); "You" stays whole."""
    for english, letters in SEAT_SHORT.items():
        if seat_word(english) == name:
            return _translate(letters)
    return name


def short_level(level: str) -> str:
    """A level's title as shown ("Normal") in a shorter word, where one is written."""
    for english, short in LEVEL_SHORT.items():
        if level in (english, _(english)):
            return _(short)
    return level


def short_side(members: Sequence[int], names: Mapping[int, str]) -> str:
    return " & ".join(short_name(names.get(seat, "?")) for seat in members)


def requirement_short(points: int, canasta: str) -> str:
    """"50", "120 + natural canasta", "+ canasta" (what an area title needs in few words)."""
    extra = {"any": _("canasta"), "natural": _("natural canasta")}.get(canasta, "")
    if points and extra:
        return f"{points} + {extra}"
    return str(points) if points else extra or "0"
