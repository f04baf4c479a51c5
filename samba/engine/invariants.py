"""Engine invariants (S1.4 and meld validity), checked after every action in tests and the simulator.

``table_problems`` checks the rest of a position that came from outside the engine (a save).
"""

from __future__ import annotations

from collections import Counter

from . import events as E
from . import state as S
from .cards import COPIES, Card
from .errors import EngineBug
from .melds import (
    BLACK_THREES,
    GROUP,
    SEQUENCE,
    check_black_threes,
    check_group,
    check_sequence,
    check_wild_meld,
    classify,
    sort_cards,
)
from .seating import active_seats, partner_to_ask, sides_for
from .state import GameState


def card_census(state: GameState) -> Counter[Card]:
    """Every card of the pack, wherever it is."""
    seen: Counter[Card] = Counter(state.stock)
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


EVENT_KINDS = frozenset(value for name, value in vars(E).items() if name.isupper() and isinstance(value, str))
"""Every kind of event the engine writes in a hand's log."""


def table_problems(state: GameState) -> list[str]:
    """What makes a position from outside the engine (a save, a bug report) one the engine could never be in.

    ``invariant_problems`` checks the cards (S1.4, meld validity); this checks the table around them:
    sides and active seats as the rules and hand number make them, whose turn it is in each phase,
    sorted hands, melds described as their cards are, red threes that are red threes. A state the
    engine reached by ``new_match``/``apply``/``next_hand`` or ``scenario.load`` always passes; a
    crafted one that does not would make later calls index out of range or ask the wrong seat.
    Empty list: consistent.
    """
    problems: list[str] = []
    rules = state.rules
    seats = rules.player_count
    if state.sides != sides_for(rules):
        problems.append(f"S2: the sides {state.sides} are not the sides these rules seat {sides_for(rules)}")
    if state.hand_number < 1:
        problems.append("the hand number must be 1 or more")
    elif state.active != active_seats(rules, state.hand_number):
        problems.append(f"S2: seats {state.active} cannot be the seats playing hand {state.hand_number}")
    playing = set(state.active)
    for seat, hand in enumerate(state.hands):
        if seat not in playing and hand:
            problems.append(f"seat {seat} sits out this hand but holds cards")
        if hand != tuple(sorted(hand)):
            problems.append(f"seat {seat}'s hand is not in the engine's order")
    if state.phase in (S.DRAW, S.MELD, S.ANSWER):
        if state.turn_seat not in playing or state.to_act not in playing:
            problems.append("S4.1: the player whose turn it is does not play this hand")
        elif state.phase == S.ANSWER:
            partner = partner_to_ask(state.turn_seat, state.sides, state.seat_side, state.active)
            if state.to_act != partner or state.turn.asked != S.ASKED_PENDING:
                problems.append("S15.4: only the partner asked to go out may answer, and only while asked")
        elif state.to_act != state.turn_seat:
            problems.append("S4.1: the player to act is not the player whose turn it is")
    elif state.to_act != -1 or state.result is None:
        problems.append("S4.1: a finished hand has its score and nobody to act")
    if state.turn.asked not in (S.NOT_ASKED, S.ASKED_PENDING, S.ASKED_YES, S.ASKED_NO):
        problems.append("S15.4: the go-out question is in no known state")
    if not -1 <= state.went_out < seats:
        problems.append("S14: the player who went out is not at this table")
    if any(n < 0 for n in state.pending_replacements):
        problems.append("S5.2: a seat owes fewer than no red-three replacements")
    for side, reds in enumerate(state.red_threes):
        if any(not card.is_red_three for card in reds):
            problems.append(f"S5.1: side {side} has laid out a card that is not a red three")
    ids = [meld.id for meld in state.melds]
    if len(set(ids)) != len(ids) or any(not 0 < i < state.next_meld_id for i in ids):
        problems.append("the melds' numbers repeat or run past the next number to give")
    for meld in state.melds:
        if meld.seat not in state.sides[meld.side]:
            problems.append(f"meld {meld.id} was laid by a seat that is not on its side")
        shape = classify(meld.cards, rules)
        if shape != (meld.kind, meld.rank, meld.suit) or meld.cards != sort_cards(meld.kind, meld.cards):
            problems.append(f"meld {meld.id} is not described as its cards are")
    sides = len(state.sides)
    for result in (*state.history, *((state.result,) if state.result is not None else ())):
        if len(result.sides) != sides or len(result.totals) != sides:
            problems.append(f"the score of hand {result.hand_number} does not list every side")
    if any(not 0 <= side < sides for side in state.winners):
        problems.append("a winner is not a side at this table")
    if state.next_meld_id < 1:
        problems.append("the next meld number must be 1 or more")
    if Counter(state.deck_override) - COPIES:
        problems.append("S1.4: the cards fixed for the next deal are more than the pack holds")
    if any(event.kind not in EVENT_KINDS or not -1 <= event.seat < seats for event in state.log):
        problems.append("the hand's log tells of a move no player at this table could make")
    return problems
