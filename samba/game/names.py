"""The names a player reads for the game's fixed choices: rules presets, computer levels, seats.

The engine and the AI name these for programs (``samba_hoyle``, ``hard``); every screen, the record and
the narration take the player's words from here, in the language in force.
"""

from __future__ import annotations

from samba.i18n import N_, _, pgettext

PRESET_TITLES: dict[str, str] = {
    "samba": N_("Samba (standard)"),
    "samba_hoyle": N_("Samba, Hoyle (160 at 7,000)"),
    "samba_simple": N_("Samba, simple"),
    "samba_spanish": N_("Samba, Spanish rules"),
    "brazilian": N_("Brazilian Canasta"),
}

LEVEL_TITLES: dict[str, str] = {
    "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "random": N_("Random"),
    "mixed": N_("Mixed-level"),
}


def preset_title(name: str) -> str:
    """"Samba (standard)", "Canasta brasileña"…; an unknown preset keeps its program name."""
    return _(PRESET_TITLES[name]) if name in PRESET_TITLES else name


def level_title(level: str) -> str:
    """A computer player's level as the player reads it ("Hard", "Difícil")."""
    return _(LEVEL_TITLES[level]) if level in LEVEL_TITLES else level.capitalize()


SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "Northwest", "Northeast", "East"),
    6: ("You", "West", "Northwest", "North", "Northeast", "East"),
}
"""Seats as seen from the bottom chair (the English names: the programs' keys for the words below)."""


def seat_word(english: str) -> str:
    """A seat's name in the player's language ("West" → "Oeste")."""
    words = {"You": pgettext("seat", "You"), "North": pgettext("seat", "North"),
             "South": pgettext("seat", "South"), "East": pgettext("seat", "East"),
             "West": pgettext("seat", "West"), "Northwest": pgettext("seat", "Northwest"),
             "Northeast": pgettext("seat", "Northeast")}
    return words.get(english, english)
