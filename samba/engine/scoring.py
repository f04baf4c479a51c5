"""Scoring a hand (S5.5–S5.6, S11, S15.3, S17, BR5–BR6, BR11–BR12, BR15) as an itemised breakdown.

The breakdown is what the hand-summary screen shows line by line, so every amount that makes up a
side's hand score is its own field; ``total`` is their sum.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import POINTS_OF, Card
from .melds import SEQUENCE, Meld, canasta_count
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class SideScore:
    side: int
    melded_cards: int = 0
    natural_canastas: int = 0
    natural_canasta_bonus: int = 0
    mixed_canastas: int = 0
    mixed_canasta_bonus: int = 0
    sambas: int = 0
    samba_bonus: int = 0
    bolivias: int = 0
    bolivia_bonus: int = 0
    red_threes: int = 0
    red_three_points: int = 0
    going_out: int = 0
    cards_in_hand: int = 0
    """Negative: the value of cards still held by the side's players."""
    short_sequences: int = 0
    short_sequence_penalty: int = 0
    red_threes_held_penalty: int = 0
    """C32: only when a red 3 is still held at the end and the table penalises it."""
    total: int = 0

    def lines(self) -> list[tuple[str, int]]:
        """(label, points) for every non-empty item, in the order players read a score sheet."""
        items = [
            ("Cards melded", self.melded_cards),
            (f"Natural canastas × {self.natural_canastas}", self.natural_canasta_bonus),
            (f"Mixed canastas × {self.mixed_canastas}", self.mixed_canasta_bonus),
            (f"Sambas × {self.sambas}", self.samba_bonus),
            (f"Bolivias × {self.bolivias}", self.bolivia_bonus),
            (f"Red threes × {self.red_threes}" + (" (too few canastas)" if self.red_three_points < 0 else ""),
             self.red_three_points),
            ("Going out", self.going_out),
            ("Cards left in hand", self.cards_in_hand),
            (f"Short sequences × {self.short_sequences}", self.short_sequence_penalty),
            ("Red threes kept in hand", self.red_threes_held_penalty),
        ]
        return [(label, pts) for label, pts in items if pts or label == "Cards melded"]


@dataclass(frozen=True, slots=True)
class HandResult:
    hand_number: int
    sides: tuple[SideScore, ...]
    went_out: int
    """Seat that went out, or -1 when the hand ended on the stock (S16.4)."""
    reason: str
    totals: tuple[int, ...]
    """Running totals after this hand."""


def red_three_value(count: int, rules: RuleSet) -> int:
    """S5.5 / BR11: what ``count`` red 3s are worth before the sign is applied."""
    if count == 0:
        return 0
    if rules.red3_scale == "brazilian":
        if count == 6:
            return 1200
        if count == 5:
            return 1000
        return 100 * count
    return 1000 if count == 6 else 100 * count


def red_three_points(count: int, melds: Sequence[Meld], rules: RuleSet) -> int:
    """S5.6 / BR11: plus with enough canastas, minus otherwise (and minus with no melds at all)."""
    if count == 0:
        return 0
    value = red_three_value(count, rules)
    need = rules.red3_positive_min_canastas
    positive = bool(melds) and canasta_count(melds) >= need
    if positive:
        return value
    if rules.red3_negative_mode == "fixed_500_each":
        return -500 * count
    return -value


def hand_penalty(cards: Sequence[Card], rules: RuleSet) -> int:
    """Cards left in hand count against the side (S17); black 3s by ``black3_in_hand_value`` (BR12)."""
    total = 0
    black3 = -rules.black3_in_hand_value
    for card in cards:
        total -= black3 if card == 4 or card == 7 else POINTS_OF[card]  # (3C, 3S: the black 3s)
    return total


def held_red_three_penalty(count: int, rules: RuleSet) -> int:
    """C32 / S5.7: what red 3s still in hand cost. With ``auto_declare`` they are declared instead."""
    if not count or rules.red3_in_hand_penalty == "auto_declare":
        return 0
    if rules.red3_in_hand_penalty == "750_total":
        return -750
    return -count * (500 if rules.red3_in_hand_penalty == "500_each" else 1500)


def score_side(side: int, melds: Sequence[Meld], red_threes: int, held: Sequence[Card], went_out: bool,
               concealed: bool, rules: RuleSet, score_melds: bool = True) -> SideScore:
    """One side's hand score (S17, BR18).

    ``held`` may include red 3s never laid out (possible only with ``red3_declare_timing=
    all_at_first_turn`` when the hand ends before that player's first turn): with the default
    ``red3_in_hand_penalty=auto_declare`` they count as declared (S5.7), otherwise as C32 says.
    """
    held_red = sum(1 for c in held if c.is_red_three)
    held = [c for c in held if not c.is_red_three]
    if rules.red3_in_hand_penalty == "auto_declare":
        red_threes += held_red
    kinds = [m.canasta_kind for m in melds]
    n_nat, n_mix = kinds.count("natural"), kinds.count("mixed")
    n_samba, n_bol = kinds.count("samba"), kinds.count("bolivia")
    melded = sum(m.points for m in melds) if score_melds else 0
    if not score_melds:
        n_nat = n_mix = n_samba = n_bol = 0
    short = 0
    if rules.short_sequence_penalty:
        short = sum(1 for m in melds if m.kind == SEQUENCE and m.size < rules.short_sequence_threshold)
    red3 = red_three_points(red_threes, melds, rules)
    bonus = 0
    if went_out:
        bonus = rules.concealed_going_out_bonus if concealed and rules.concealed_going_out_bonus else (
            rules.going_out_bonus)
    in_hand = hand_penalty(held, rules)
    held_penalty = held_red_three_penalty(held_red, rules)
    parts = dict(
        melded_cards=melded,
        natural_canastas=n_nat, natural_canasta_bonus=n_nat * rules.natural_canasta_bonus,
        mixed_canastas=n_mix, mixed_canasta_bonus=n_mix * rules.mixed_canasta_bonus,
        sambas=n_samba, samba_bonus=n_samba * rules.samba_bonus,
        bolivias=n_bol, bolivia_bonus=n_bol * rules.bolivia_bonus,
        red_threes=red_threes, red_three_points=red3,
        going_out=bonus,
        cards_in_hand=in_hand,
        short_sequences=short, short_sequence_penalty=-short * rules.short_sequence_penalty,
        red_threes_held_penalty=held_penalty,
    )
    total = (melded + parts["natural_canasta_bonus"] + parts["mixed_canasta_bonus"] + parts["samba_bonus"]
             + parts["bolivia_bonus"] + red3 + bonus + in_hand + parts["short_sequence_penalty"] + held_penalty)
    return SideScore(side=side, total=total, **parts)  # (built once, its total with it: every hand's end)
