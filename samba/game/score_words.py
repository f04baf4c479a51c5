"""A hand's score sheet in the player's words: one line per item of a side's score, and what each means.

The engine's ``SideScore`` holds the figures (and an English ``lines()`` for logs and the terminal); the
summary, the tutorial's explained sheet and anything else a player reads take the labels from here.
Each line has a stable ``key`` so an explanation is found whatever the language.
"""

from __future__ import annotations

from typing import NamedTuple

from samba.engine import RuleSet, SideScore
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


# -- the sheet as the score screen lays it out --------------------------------------------------------------
# Each label as whole wordings, longest first: a narrow sheet takes a shorter one instead of cutting a word
# ("Red threes × 2 (too f…" told a newcomer nothing). The reason for a surprising number is never squeezed
# into the label: the sheet writes it on its own line under the item.
LABELS: dict[str, tuple[str, ...]] = {
    "melded": (N_("Cards melded"), N_("Melded")),
    "natural": (N_("Natural canastas × {count}"), N_("Natural × {count}")),
    "mixed": (N_("Mixed canastas × {count}"), N_("Mixed × {count}")),
    "sambas": (N_("Sambas × {count}"), N_("Sambas {count}")),
    "bolivias": (N_("Bolivias × {count}"), N_("Bol. × {count}")),
    "red_threes": (N_("Red threes × {count}"), N_("Red 3s × {count}")),
    "going_out": (N_("Going out"), N_("Out")),
    "in_hand": (N_("Cards left in hand"), N_("Left in hand")),
    "short": (N_("Short sequences × {count}"), N_("Short seq. × {count}")),
    "red_held": (N_("Red threes kept in hand"), N_("Red 3s in hand")),
}
RED_MINUS_NO_MELDS = N_("Minus: this side melded nothing this hand (S5.6).")
RED_MINUS_NO_CANASTA = N_("Minus: this side completed no canasta (S5.6).")
RED_MINUS_FEW = N_("Minus: this side completed fewer than {need} canastas (S5.6).")
SHORT_WHY = N_("Each sequence shorter than {cards} cards costs {points} (C42).")
HELD_WHY = N_("Red threes never laid out count against this side (C32).")
RED_MINUS_NO_MELDS_ALONE = N_("Minus: this player melded nothing this hand (S5.6).")
RED_MINUS_NO_CANASTA_ALONE = N_("Minus: this player completed no canasta (S5.6).")
RED_MINUS_FEW_ALONE = N_("Minus: this player completed fewer than {need} canastas (S5.6).")
HELD_WHY_ALONE = N_("Red threes never laid out count against this player (C32).")


class SheetLine(NamedTuple):
    """One item of a side's hand score as the sheet shows it: its label's wordings (longest first, in the
    player's language), its points, and the reason for them when a newcomer could not guess it (empty: none)."""

    key: str
    label: tuple[str, ...]
    points: int
    reason: str = ""


def red_threes_reason(side: SideScore, rules: RuleSet, alone: bool = False) -> str:
    """Why a side's red threes count minus (S5.6, BR11); empty when they count plus.

    "This side", never "your side": the reason is written in whichever side's column it explains, the
    opponents' as well as the player's; "this player" where everyone plays alone (``alone``)."""
    if side.red_three_points >= 0:
        return ""
    canastas = side.natural_canastas + side.mixed_canastas + side.sambas + side.bolivias
    if side.melded_cards == 0 and not canastas:
        return _(RED_MINUS_NO_MELDS_ALONE if alone else RED_MINUS_NO_MELDS)
    need = rules.red3_positive_min_canastas
    if need <= 1:
        return _(RED_MINUS_NO_CANASTA_ALONE if alone else RED_MINUS_NO_CANASTA)
    return _(RED_MINUS_FEW_ALONE if alone else RED_MINUS_FEW).format(need=need)


def sheet_lines(side: SideScore, rules: RuleSet, alone: bool = False) -> list[SheetLine]:
    """Every non-empty item of ``side``'s score (cards melded always), in the order players read a sheet;
    ``alone``: every side is one player, so the reasons say "this player"."""
    counts = {"natural": side.natural_canastas, "mixed": side.mixed_canastas, "sambas": side.sambas,
              "bolivias": side.bolivias, "red_threes": side.red_threes, "short": side.short_sequences}
    reasons = {
        "red_threes": red_threes_reason(side, rules, alone),
        "short": _(SHORT_WHY).format(cards=rules.short_sequence_threshold,
                                     points=number(rules.short_sequence_penalty)) if side.short_sequence_penalty
        else "",
        "red_held": _(HELD_WHY_ALONE if alone else HELD_WHY) if side.red_threes_held_penalty else "",
    }
    out = []
    for line in score_lines(side):
        labels = tuple(_(label).format(count=counts.get(line.key, 0)) for label in LABELS[line.key])
        out.append(SheetLine(line.key, labels, line.points, reasons.get(line.key, "")))
    return out
