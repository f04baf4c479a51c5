"""Shared position builders for the bot tests (a helper module, not a test file)."""

from __future__ import annotations

import random

from samba.ai import Budget, make_agent
from samba.engine import Discard, apply, observe, scenario
from samba.engine import state as S

TWO_CANASTAS = [
    {"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0},
    {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 2},
]


def ready_to_go_out(rules: str = "samba", *, threat: bool = True, partner_hand: str = "KH KD", **extra):
    """Seat 0 (side 0, two canastas) has drawn and can go out by melding 9s and discarding 5C.

    With ``threat`` the opponents have their two canastas too (a samba among them under Brazilian
    rules, BR13) and one card each, so any sensible player ends the hand now.
    """
    melds = list(TWO_CANASTAS)
    if rules == "brazilian":
        melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H", "seat": 0},
                 {"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 2}]
    hands = {"0": "9H 9D 9S 5C", "1": "6C", "2": partner_hand, "3": "6D"}
    if threat and rules == "brazilian":  # BR13: the opponents can go out only with a samba
        melds += [{"side": 1, "cards": "JH JD JS JC JH JD JS", "seat": 1},
                  {"side": 1, "cards": "4C 5C 6C 7C 8C 9C 10C", "seat": 3}]
    elif threat:
        melds += [{"side": 1, "cards": "JH JD JS JC JH JD JS", "seat": 1},
                  {"side": 1, "cards": "8H 8D 8S 8C 8H 8D 8S", "seat": 3}]
    else:
        hands["1"] = "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H"
        hands["3"] = "4H 5H 6C 10C 4D 5H 6D 10S JS AS"
    doc = {"rules": rules, "turn": 0, "phase": "meld", "hands": hands, "melds": melds, "pile": "4C 6D",
           "seed": 3}
    doc.update(extra)
    return scenario.load(doc)


GOING_OUT_COMPLETES_CANASTAS = {
    "turn": 0, "phase": "meld", "seed": 61908, "stock_size": 87,
    "hands": {"0": "2H 2H 2H 4H 4S 6C 6H 8S AS", "1": "2S 4C 4S 6D 6H 9D JS KH JK", "2": "3S 5C 6C 7D 7S 8D 8S",
              "3": "3S 9C"},
    "melds": [{"side": 0, "seat": 0, "cards": "AC AC AC AH AH AS"},
              {"side": 0, "seat": 0, "cards": "JC JC JC JD JH JS"},
              {"side": 0, "seat": 2, "cards": "9C 9D 9H 9H 9S"}, {"side": 1, "seat": 3, "cards": "10C 10C 10S"},
              {"side": 1, "seat": 3, "cards": "2D 5D 5D 5S 5S"},
              {"side": 1, "seat": 3, "cards": "2C 2D 8C 8D 8D 8H 8H 8S"},
              {"side": 1, "seat": 1, "cards": "7C 7D 7H 7H 7S"}, {"side": 0, "seat": 2, "cards": "QH QH QS"},
              {"side": 1, "seat": 3, "cards": "6D 6H 6S"}],
    "red_threes": {"1": "3D 3H"}, "pile": "4S 3C",
}
"""Seat 0 can go out and, doing so, completes both canastas its side still lacks (aces, jacks);
the opponents sit on five near-canastas and two red threes. Replayed both ways to the end of the
hand (64 shuffles of the stock), yes is worth about 1,100 points more than no."""

ONE_CANASTA_RED_THREES = {
    "turn": 0, "phase": "meld", "seed": 3,
    "hands": {"0": "9H 9D 2C 5C", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H", "2": "KH QD 7C 8S JD",
              "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS"},
    "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0}, {"side": 0, "cards": "9C 9D 9S 9H", "seat": 2},
              {"side": 1, "cards": "JH JD JS JC JH", "seat": 1}, {"side": 1, "cards": "8H 8D 8S 8C", "seat": 3},
              {"side": 1, "cards": "AH AD AC AS 2D", "seat": 3}],
    "red_threes": {"0": "3H 3D", "1": "3H"}, "pile": "4C 6D",
}
"""Seat 0's going out completes the second canasta (nines), so its side's two red threes count
for it; the partner holds 45 points. Replayed both ways: yes about +1,360, no about -270."""

TWO_CANASTAS_FROM_HAND = {
    "turn": 0, "phase": "meld", "seed": 3,
    "hands": {"0": "9H 9D 9S 5C", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H JC QC", "2": "KH KD KS KC 7C 7S 7D 2C 2D 5S",
              "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS QH"},
    "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0},
              {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 2},
              {"side": 0, "cards": "KH KD KS", "seat": 2}, {"side": 0, "cards": "AH AD AS AC", "seat": 2},
              {"side": 0, "cards": "8H 8D 8S 8C 8D", "seat": 2}, {"side": 1, "cards": "JH JD JS", "seat": 1}],
    "pile": "4C 6D",
}
"""The partner (seat 2) holds four kings (the side's kings become a natural canasta) and two wild
cards (which finish the eights); the opponents have one small meld. Replayed both ways: no is
worth about 670 points more than yes."""

WILD_OR_FEED = {
    "turn": 0, "phase": "meld", "seed": 2,
    "hands": {"0": "JK 2C 7H 9D KS", "1": "6C 6D 4H 4S QC QD JD", "2": "8C 8D 10H 10S", "3": "10C 10D 4C 4D"},
    "pile": "4C 6D",
    "melds": [{"side": 0, "cards": "AC AD AS"}, {"side": 1, "cards": "7C 7D 7S"}, {"side": 1, "cards": "9C 9S 9H"},
              {"side": 1, "cards": "KC KD KH"}],
}
"""Every natural card in seat 0's hand fits a group of the next player's side and the pile holds two
cards: the old bots threw the 2C away to freeze it."""


SIDE_COULD_GO_OUT_WITH_WILDS = {
    "turn": 0, "phase": "meld", "seed": 5,
    "hands": {"0": "2C JK 8S 9D 5C 6H 10S", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H",
              "2": "AH AD 8H 8D JC JD 10H 10D 4H 6C", "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS"},
    "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0}, {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"},
              {"side": 0, "cards": "KC KC KS KH KD", "seat": 2}],
    "pile": "4C 6D",
}
"""Seat 0's side already has its two canastas (it could go out); seat 0 holds a deuce and a joker
and the side's kings lack two cards. The old bots kept both wild cards "for the going-out turn"."""

PARTNER_FINISHES_A_SAMBA = {
    "turn": 0, "phase": "meld", "seed": 3,
    "hands": {"0": "9H 9D 9S 5C", "1": "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H JC QC", "2": "8H 9H KC 6C 4D",
              "3": "4H 5H 6C 10C 4D 5H 6D 10S JS AS KS"},
    "melds": [{"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0},
              {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 2},
              {"side": 0, "cards": "10H JH QH KH AH", "seat": 2}, {"side": 1, "cards": "JH JD JS", "seat": 1}],
    "pile": "4C 6D",
}
"""Seat 0 can go out; its partner (seat 2) holds 8H 9H, which make the side's 10H–AH a samba
(1,500 points) on its next turn. With other cards (``partner_hand``) the partner has nothing to gain."""


def discard_of_turn(level: str, doc: dict) -> str:
    """The card the seat to move in ``doc`` discards at the end of its turn, played by bot ``level``."""
    state = scenario.load(doc)
    seat = state.turn_seat
    while state.turn_seat == seat and state.phase not in (S.HAND_OVER, S.GAME_OVER):
        action = make_agent(level).choose(observe(state, state.to_act), random.Random(1), Budget(0.3))
        if isinstance(action, Discard):
            return action.card.code
        state, _ = apply(state, action)
    raise AssertionError("the turn ended without a discard")
