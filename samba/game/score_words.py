"""A hand's score sheet in the player's words: one line per item of a side's score, and what each means.

The engine's ``SideScore`` holds the figures (and an English ``lines()`` for logs and the terminal); the
summary, the tutorial's explained sheet and anything else a player reads take the labels from here.
Each line has a stable ``key`` so an explanation is found whatever the language.
"""

from __future__ import annotations

from typing import NamedTuple

from samba.engine import SideScore
from samba.i18n import N_, _, number


class ScoreLine(NamedTuple):
    key: str
    label: str
    points: int


def score_lines(side: SideScore) -> list[ScoreLine]:
    """(key, label, points) for every non-empty item, in the order players read a score sheet."""
    red = (_("Red threes × {count} (too few canastas)") if side.red_three_points < 0 else _("Red threes × {count}"))
    items = [
        ("melded", _("Cards melded"), side.melded_cards),
        ("natural", _("Natural canastas × {count}").format(count=side.natural_canastas), side.natural_canasta_bonus),
        ("mixed", _("Mixed canastas × {count}").format(count=side.mixed_canastas), side.mixed_canasta_bonus),
        ("sambas", _("Sambas × {count}").format(count=side.sambas), side.samba_bonus),
        ("bolivias", _("Bolivias × {count}").format(count=side.bolivias), side.bolivia_bonus),
        ("red_threes", red.format(count=side.red_threes), side.red_three_points),
        ("going_out", _("Going out"), side.going_out),
        ("in_hand", _("Cards left in hand"), side.cards_in_hand),
        ("short", _("Short sequences × {count}").format(count=side.short_sequences), side.short_sequence_penalty),
        ("red_held", _("Red threes kept in hand"), side.red_threes_held_penalty),
    ]
    return [ScoreLine(key, label, pts) for key, label, pts in items if pts or key == "melded"]


EXPLANATIONS = {
    "melded": N_("the value of every card on your side's melds (ace 20, king 10, six 5…)"),
    "natural": N_("500 for each canasta of seven without wild cards"),
    "mixed": N_("300 for each canasta that holds one or two wild cards"),
    "sambas": N_("1,500 for each sequence of seven"),
    "bolivias": N_("2,500 for each Bolivia"),
    "red_threes": N_("100 each, because your side made two canastas (else −100 each)"),
    "going_out": N_("200 because you went out"),
    "in_hand": N_("minus the value of the cards still in your side's hands"),
    "short": N_("a penalty for sequences shorter than a samba"),
    "red_held": N_("a penalty for red threes never laid out"),
}


def explanation(key: str) -> str:
    """Plain words for one score-sheet line: where its points come from."""
    return _(EXPLANATIONS[key]) if key in EXPLANATIONS else ""


def signed_points(points: int) -> str:
    return number(points, signed=True)
