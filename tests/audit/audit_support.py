"""Shared helpers for the independent rules audit (tests/audit).

The audit checks the engine from RULES.md alone, through the public API only: positions are
written in card notation (`scenario.load`, docs/scenarios.md), moves are checked with `check`
and carried out with `apply`. A refusal must come with the rule that actually forbids the move.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import pytest

from samba.engine import (
    Card,
    GameState,
    IllegalAction,
    Violation,
    apply,
    check,
    legal_actions,
    observe,
    parse_cards,
    scenario,
)

# Side 0 owns a samba and a natural canasta: enough to go out in every preset (S15.1, BR13).
TWO_CANASTAS = [
    {"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
    {"side": 0, "cards": "KH KD KS KC KH KD KS"},
]

# One card for each other seat so that every seat that may come to play can (docs/scenarios.md).
FILLER = {"1": "5C", "2": "5D", "3": "5S"}

NATURAL_CODES = [f"{rank}{suit}" for rank in ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
                 for suit in "CDHS"]


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def card(code: str) -> Card:
    return Card.parse(code)


def bag(items: Iterable[Card]) -> Counter:
    """A hand or meld as a multiset of codes (three decks: copies matter)."""
    return Counter(c.code for c in items)


def bag_of(text: str) -> Counter:
    return bag(parse_cards(text))


def natural_deck(count: int, skip: Iterable[str] = ()) -> list[str]:
    """`count` natural cards, at most three copies of each, for the top of a dealt deck."""
    skipped = Counter(skip)
    out: list[str] = []
    copy = 0
    while len(out) < count:
        for code in NATURAL_CODES:
            if len(out) == count:
                break
            if copy < 3 - skipped[code]:
                out.append(code)
        copy += 1
        if copy > 3:
            raise ValueError("not enough natural cards")
    return out


def load(**doc) -> GameState:
    return scenario.load(doc)


def hands(seat0: str, **others: str) -> dict[str, str]:
    """Seat 0's hand plus the filler cards for the others (override with s1=..., s2=..., s3=...)."""
    out = dict(FILLER)
    out["0"] = seat0
    for key, value in others.items():
        out[key.lstrip("s")] = value
    return out


def view(state: GameState, seat: int | None = None):
    return observe(state, state.to_act if seat is None else seat)


def play(state: GameState, action, seat: int | None = None) -> GameState:
    """Check then apply `action` for the seat to act; the move must be legal."""
    problem = check(view(state, seat), action)
    assert problem is None, f"{action} was refused: {problem}"
    new_state, _events = apply(state, action)
    return new_state


def refuse(state: GameState, action, *rules: str) -> Violation:
    """`action` must be refused by check and by apply, naming one of `rules` (when given)."""
    problem = check(view(state), action)
    assert problem is not None, f"{action} was accepted"
    assert isinstance(problem, Violation)
    with pytest.raises(IllegalAction):
        apply(state, action)
    if rules:
        assert problem.rule in rules, (
            f"refused under {problem.rule} ({problem.message}); expected one of {rules}")
    assert problem.message.strip(), "a refusal must say why"
    return problem


def meld_bag(state: GameState, meld_id: int) -> Counter:
    for meld in state.melds:
        if meld.id == meld_id:
            return bag(meld.cards)
    raise AssertionError(f"no meld {meld_id}: {[m.id for m in state.melds]}")


def side_melds(state: GameState, side: int) -> list[Counter]:
    return [bag(m.cards) for m in state.melds if m.side == side]


def offered(state: GameState) -> list:
    return legal_actions(view(state))


def total_cards(state: GameState) -> int:
    """S1.4: stock + pile + hands + melds + red 3s (+ surprise cards) = 162."""
    return (len(state.stock) + len(state.pile) + sum(len(h) for h in state.hands)
            + sum(len(m.cards) for m in state.melds) + sum(len(r) for r in state.red_threes)
            + len(state.surprise))


# Side 1's two canastas (a samba and a natural canasta, enough in every preset); seat 1 goes out
# by melding 6D 6D 6S, so the hand is scored with side 0's position exactly as written.
SIDE1_OUT = [
    {"side": 1, "cards": "4S 5S 6S 7S 8S 9S 10S"},
    {"side": 1, "cards": "JH JH JD JD JS JS JC"},
]


def score_when_side1_goes_out(rules="samba", melds0=(), hand0="", hand2="", red0="", red1="", scores=None):
    """Score a hand in which seat 1 goes out at once; returns the HandResult."""
    from samba.engine import GoOut, apply
    seat_hands = {"1": "6D 6D 6S"}
    if hand0:
        seat_hands["0"] = hand0
    if hand2:
        seat_hands["2"] = hand2
    doc = {"rules": rules, "turn": 1, "phase": "meld", "asked": "yes", "hands": seat_hands,
           "melds": [{"side": 0, "cards": m} for m in melds0] + SIDE1_OUT}
    if red0 or red1:
        doc["red_threes"] = {k: v for k, v in (("0", red0), ("1", red1)) if v}
    if scores is not None:
        doc["scores"] = scores
    state = scenario.load(doc)
    done, _ = apply(state, GoOut(melds=(parse_cards("6D 6D 6S"),)))
    assert done.result is not None
    return done.result


def rest_of_pack(*used: str) -> str:
    """Every card of the 162 not named in `used`, for a seat that must soak them up (an empty pile)."""
    pack = Counter({code: 3 for code in [f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J",
                                                                  "Q", "K", "A") for s in "CDHS"]})
    pack["JK"] = 6
    pack.subtract(bag(parse_cards(" ".join(u for u in used if u))))
    assert all(n >= 0 for n in pack.values()), pack
    return " ".join(code for code, n in sorted(pack.items()) for _ in range(n))
