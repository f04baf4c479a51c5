"""Engine invariants (S1.4 and meld validity), checked after every action in tests and the simulator."""

from __future__ import annotations

from collections import Counter

from . import state as S
from .cards import COPIES
from .errors import EngineBug
from .melds import (
    BLACK_THREES,
    GROUP,
    SEQUENCE,
    check_black_threes,
    check_group,
    check_sequence,
    check_wild_meld,
)
from .state import GameState


def card_census(state: GameState) -> Counter:
    """Every card of the pack, wherever it is."""
    seen: Counter = Counter(state.stock)
    seen.update(state.pile)
    seen.update(state.surprise)
    for hand in state.hands:
        seen.update(hand)
    for meld in state.melds:
        seen.update(meld.cards)
    for red in state.red_threes:
        seen.update(red)
    return seen


def invariant_problems(state: GameState) -> list[str]:
    problems = []
    census = card_census(state)
    if census != COPIES:
        diff = (census - COPIES) + (COPIES - census)
        problems.append(f"S1.4: the pack does not add up to 162 cards: {dict(diff)}")
    rules = state.rules
    for meld in state.melds:
        if meld.kind == GROUP:
            issue = check_group(meld.cards, rules)
        elif meld.kind == SEQUENCE:
            issue = check_sequence(meld.cards, rules, going_out=True)
        elif meld.kind == BLACK_THREES:
            issue = check_black_threes(meld.cards, rules, going_out=True)
        else:
            issue = check_wild_meld(meld.cards, rules)
        if issue:
            problems.append(f"meld {meld.id} is not valid: {issue}")
    if state.phase in (S.DRAW, S.MELD, S.ANSWER):
        for seat in state.active:
            if any(c.is_red_three for c in state.hands[seat]) and (
                rules.red3_declare_timing != "all_at_first_turn"
            ):
                problems.append(f"S5.1: seat {seat} holds a red three")
        if state.phase == S.DRAW and not state.hands[state.turn_seat]:
            problems.append("S14.3: the player to draw has no cards")
    return problems


def assert_invariants(state: GameState) -> None:
    problems = invariant_problems(state)
    if problems:
        raise EngineBug("; ".join(problems))
