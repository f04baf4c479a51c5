"""The score sheet's lines in words: each item of a side's hand score, with shorter wordings chosen in
advance and, where a number needs a reason (a minus for red threes), that reason as a whole sentence.

The engine's ``SideScore`` holds the amounts; what they are called, and why one is negative, is said
here. A line's label comes as whole wordings, longest first, so a narrow sheet takes a shorter one
instead of cutting a word ("Red threes × 2 (too f…" told a newcomer nothing). The reason is never
squeezed into the label: the sheet writes it on its own line under the item. Named placeholders only,
so a translation can reorder them.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.engine import RuleSet, SideScore

CARDS_MELDED = ("Cards melded", "Melded")
NATURAL = ("Natural canastas × {count}", "Natural × {count}", "Nat. × {count}")
MIXED = ("Mixed canastas × {count}", "Mixed × {count}", "Mix. × {count}")
SAMBAS = ("Sambas × {count}", "Sambas {count}")
BOLIVIAS = ("Bolivias × {count}", "Bol. × {count}")
RED_THREES = ("Red threes × {count}", "Red 3s × {count}")
GOING_OUT = ("Going out", "Out")
LEFT_IN_HAND = ("Cards left in hand", "Left in hand", "In hand")
SHORT_SEQUENCES = ("Short sequences × {count}", "Short seq. × {count}")
RED_THREES_HELD = ("Red threes kept in hand", "Red 3s in hand")

RED_MINUS_NO_MELDS = "Minus: your side melded nothing this hand (S5.6)."
RED_MINUS_ONE = "Minus: your side completed no canasta (S5.6)."
RED_MINUS_MANY = "Minus: your side completed fewer than {need} canastas (S5.6)."
SHORT_WHY = "Each sequence shorter than {cards} cards costs {points:,} (C42)."
HELD_WHY = "Red threes never laid out count against you (C32)."


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One item of a side's hand score: its label's wordings (longest first), its points, and the reason
    for them when a newcomer could not guess it (empty: none)."""

    label: tuple[str, ...]
    points: int
    reason: str = ""


def _filled(variants: tuple[str, ...], **values: object) -> tuple[str, ...]:
    return tuple(v.format(**values) for v in variants)


def red_threes_reason(side: SideScore, rules: RuleSet, melded_nothing: bool) -> str:
    """Why a side's red threes count minus (S5.6, BR11); empty when they count plus."""
    if side.red_three_points >= 0:
        return ""
    if melded_nothing:
        return RED_MINUS_NO_MELDS
    need = rules.red3_positive_min_canastas
    return RED_MINUS_ONE if need <= 1 else RED_MINUS_MANY.format(need=need)


def sheet_lines(side: SideScore, rules: RuleSet) -> list[SheetLine]:
    """Every non-empty item of ``side``'s score (cards melded always), in the order players read a sheet."""
    melded_nothing = side.melded_cards == 0 and not (side.natural_canastas or side.mixed_canastas or side.sambas
                                                     or side.bolivias)
    items = [
        SheetLine(CARDS_MELDED, side.melded_cards),
        SheetLine(_filled(NATURAL, count=side.natural_canastas), side.natural_canasta_bonus),
        SheetLine(_filled(MIXED, count=side.mixed_canastas), side.mixed_canasta_bonus),
        SheetLine(_filled(SAMBAS, count=side.sambas), side.samba_bonus),
        SheetLine(_filled(BOLIVIAS, count=side.bolivias), side.bolivia_bonus),
        SheetLine(_filled(RED_THREES, count=side.red_threes), side.red_three_points,
                  red_threes_reason(side, rules, melded_nothing)),
        SheetLine(GOING_OUT, side.going_out),
        SheetLine(LEFT_IN_HAND, side.cards_in_hand),
        SheetLine(_filled(SHORT_SEQUENCES, count=side.short_sequences), side.short_sequence_penalty,
                  SHORT_WHY.format(cards=rules.short_sequence_threshold, points=rules.short_sequence_penalty)
                  if side.short_sequence_penalty else ""),
        SheetLine(RED_THREES_HELD, side.red_threes_held_penalty, HELD_WHY if side.red_threes_held_penalty else ""),
    ]
    return [line for line in items if line.points or line.label is CARDS_MELDED]
