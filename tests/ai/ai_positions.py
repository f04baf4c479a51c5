"""Shared position builders for the bot tests (a helper module, not a test file)."""

from __future__ import annotations

from samba.engine import scenario

TWO_CANASTAS = [
    {"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 0},
    {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S", "seat": 2},
]


def ready_to_go_out(rules: str = "samba", *, threat: bool = True, partner_hand: str = "KH KD", **extra):
    """Seat 0 (side 0, two canastas) has drawn and can go out by melding 9s and discarding 5C.

    With ``threat`` the opponents have their two canastas too and one card each, so any sensible
    player ends the hand now.
    """
    melds = list(TWO_CANASTAS)
    if rules == "brazilian":
        melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H", "seat": 0},
                 {"side": 0, "cards": "QH QD QS QC QH QD QS", "seat": 2}]
    hands = {"0": "9H 9D 9S 5C", "1": "6C", "2": partner_hand, "3": "6D"}
    if threat:
        melds += [{"side": 1, "cards": "JH JD JS JC JH JD JS", "seat": 1},
                  {"side": 1, "cards": "8H 8D 8S 8C 8H 8D 8S", "seat": 3}]
    else:
        hands["1"] = "4C 4D 5D 6S 8C 10D 4S 5S 6H 10H"
        hands["3"] = "4H 5H 6C 10C 4D 5H 6D 10S JS AS"
    doc = {"rules": rules, "turn": 0, "phase": "meld", "hands": hands, "melds": melds, "pile": "4C 6D",
           "seed": 3}
    doc.update(extra)
    return scenario.load(doc)
