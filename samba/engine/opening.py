"""The opening (initial meld) requirement (S12, BR10)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .errors import Violation
from .melds import GROUP, SEQUENCE, WILD_MELD
from .rules import RuleSet

_LADDERS: dict[str, tuple[tuple[int, int], ...]] = {
    # (score from, minimum); the first row covers every negative score.
    "standard_150": ((-10**9, 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)),
    "hoyle_160": ((-10**9, 15), (0, 50), (1500, 90), (3000, 120), (7000, 160)),
    "capped_120": ((-10**9, 15), (0, 50), (1500, 90), (3000, 120)),
}


@dataclass(frozen=True, slots=True)
class Requirement:
    """What a side's opening must reach: card points, and (Brazilian 7,000+) a canasta in it."""

    points: int
    canasta: str = ""
    """"" none; "any" a completed canasta of any kind; "natural" a natural canasta or better."""
    rule: str = "S12.1"
    """The rule that sets it: S12.1's ladder (and its options), or the Brazilian table BR10."""

    def describe(self) -> str:
        parts = []
        if self.points:
            parts.append(f"{self.points} points")
        if self.canasta == "any":
            parts.append("a completed canasta")
        elif self.canasta == "natural":
            parts.append("a natural canasta, samba or Bolivia")
        return " and ".join(parts) or "nothing"


_BRAZILIAN_NEGATIVE = Requirement(15, rule="BR10")
_BRAZILIAN: tuple[tuple[int, Requirement], ...] = (
    # (score from, requirement), BR10's table from 0 up; below 0 it is ``_BRAZILIAN_NEGATIVE``.
    (0, Requirement(50, rule="BR10")),
    (1500, Requirement(90, rule="BR10")),
    (3000, Requirement(120, rule="BR10")),
    (7000, Requirement(0, "any", "BR10")),
    (8000, Requirement(200, "any", "BR10")),
    (9000, Requirement(0, "natural", "BR10")),
)


def opening_requirement(rules: RuleSet, score: int) -> Requirement:
    """S12.1 / BR10: the minimum from the side's total at the start of the hand."""
    if rules.initial_meld_table == "brazilian":
        found = _BRAZILIAN_NEGATIVE
        for start, requirement in _BRAZILIAN:
            if score >= start:
                found = requirement
        return found
    if rules.initial_meld_table == "custom":
        ladder = rules.custom_initial_meld_table
        minimum = 15 if score < 0 else ladder[0][1]
        for start, value in ladder:
            if score >= start:
                minimum = value
        return Requirement(minimum)
    minimum = 15
    for start, value in _LADDERS[rules.initial_meld_table]:
        if score >= start:
            minimum = value
    return Requirement(minimum)


def requirement_steps(rules: RuleSet) -> tuple[int, ...]:
    """The scores, ascending, at which ``opening_requirement`` may change (it is constant between two
    of them, below the first and from the last up).

    Why: whoever draws the bands of the ladder (the score chart) needs only these scores, never a probe
    of every score between a side's lowest and highest total, which a crafted record's total of 2**62
    turned into a loop without end.
    """
    if rules.initial_meld_table == "brazilian":
        starts = [0] + [start for start, _ in _BRAZILIAN]
    elif rules.initial_meld_table == "custom":
        starts = [0] + [start for start, _ in rules.custom_initial_meld_table]
    else:
        starts = [0] + [start for start, _ in _LADDERS[rules.initial_meld_table][1:]]
    return tuple(sorted(set(starts)))


def _meets_canasta(kind: str, cards: Sequence[Card], need: str) -> bool:
    if len(cards) < 7:
        return False
    if need == "any":
        return kind in (GROUP, SEQUENCE, WILD_MELD)
    return kind in (SEQUENCE, WILD_MELD) or (kind == GROUP and not any(c.is_wild for c in cards))


def check_opening(requirement: Requirement, melds: Sequence[tuple[str, Sequence[Card]]]) -> Violation | None:
    """S12.2: only the card values of the melds laid together count; bonuses and red 3s do not."""
    value = sum(c.points for _, cards in melds for c in cards)
    if value < requirement.points:
        return Violation("OPENING_TOO_LOW", requirement.rule,
                         f"Your side's opening needs {requirement.points} points; these melds make {value}.",
                         (("points", requirement.points), ("value", value)))
    if requirement.canasta and not any(_meets_canasta(k, cards, requirement.canasta) for k, cards in melds):
        return Violation("OPENING_NEEDS_CANASTA", requirement.rule,
                         f"At this score your side's opening must include {requirement.describe()}.",
                         (("canasta", requirement.canasta), ("points", requirement.points)))
    return None
