"""Shared helpers for the rule-by-rule tests (RULES.md §1): build positions, play, read refusals.

Every position is written in card notation through ``samba.engine.scenario.load`` so a test reads
like the table it describes; every accepted action is followed by the engine invariants (S1.4).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from samba.engine import (
    IllegalAction,
    Transition,
    Violation,
    apply,
    check,
    codes,
    legal_actions,
    observe,
    parse_cards,
    scenario,
)
from samba.engine import events as E
from samba.engine.invariants import assert_invariants
from samba.engine.melds import Meld
from samba.engine.state import GameState

# Two completed canastas side 0 can hold, so it may go out (S15.1).
TWO_CANASTAS = [
    {"side": 0, "cards": "KH KD KS KC KH KD KS"},
    {"side": 0, "cards": "QH QD QS QC QH QD 2C"},
]


def cards(text: str) -> tuple:
    """Card notation → a tuple of cards, in the order written."""
    return parse_cards(text)


def card(code: str):
    """One card in card notation."""
    return cards(code)[0]


def offers(state: GameState) -> list:
    """Every action ``legal_actions`` offers the seat to act."""
    return legal_actions(observe(state, state.to_act))


def position(**doc: Any) -> GameState:
    """A position from scenario fields (rules, scores, turn, phase, hands, stock, pile, melds, …)."""
    return scenario.load(doc)


def play(state: GameState, action: object) -> Transition:
    """Apply an action the test expects to be legal, then check the engine invariants."""
    transition = apply(state, action)
    assert_invariants(transition.state)
    return transition


def play_all(state: GameState, *actions: object) -> GameState:
    """Apply several actions the test expects to be legal, checking the invariants after each."""
    for action in actions:
        state = play(state, action).state
    return state


def refused(state: GameState, action: object) -> Violation:
    """The violation ``apply`` raises; ``check`` must give the same answer without changing anything."""
    before = state
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)
    violation = caught.value.violation
    assert check(observe(state, state.to_act), action) == violation
    assert state == before
    return violation


def meld_with(state: GameState, text: str) -> Meld:
    """The meld on the table holding exactly these cards (in any order)."""
    wanted = sorted(parse_cards(text))
    for m in state.melds:
        if sorted(m.cards) == wanted:
            return m
    raise AssertionError(f"no meld {text!r} on the table: {[codes(m.cards) for m in state.melds]}")


def kinds(events: tuple) -> list[str]:
    return [e.kind for e in events]


def events_of(events: tuple, kind: str) -> list[E.Event]:
    return [e for e in events if e.kind == kind]


def with_stock_left(doc: dict[str, Any], left: int, sink_seat: int) -> dict[str, Any]:
    """The same scenario with only ``left`` stock cards: every other unplaced card goes to ``sink_seat``'s hand
    (its red 3s are laid out for that seat's side, as S5.1 requires).

    Used for the stock-running-out rules (S16): the 162 cards stay accounted for (S1.4).
    """
    probe = copy.deepcopy(doc)
    probe["phase"] = "meld"
    state = scenario.load(probe)
    stock = state.stock  # top card last
    cut = len(stock) - left
    sunk = stock[:cut]
    out = copy.deepcopy(doc)
    hands = list(out.get("hands", ["", "", "", ""]))
    hands[sink_seat] = " ".join(filter(None, [hands[sink_seat], codes(c for c in sunk if not c.is_red_three)]))
    out["hands"] = hands
    red = list(out.get("red_threes", ["" for _ in state.sides]))
    side = state.seat_side[sink_seat]
    red[side] = " ".join(filter(None, [red[side], codes(c for c in sunk if c.is_red_three)]))
    out["red_threes"] = red
    out["stock"] = codes(reversed(stock[cut:]))
    return out
