"""Cards in words, in the player's language: rank names ("kings", "Rey"), suits, whose meld.

Card *codes* ("9H", "QS", "JK") stay as they are in sentences: the table draws them as the card's own
index and suit sign, the same in every language (a Spanish or Brazilian deck prints K, Q, J and A too).
What changes is a rank or suit said in words — "a pair of nines", "your spade sequence" — and those
come from here, so every sentence that names a rank says it the same way.
"""

from __future__ import annotations

from samba.engine import RANK_NAMES
from samba.i18n import N_, _, pgettext

RANK_PLURALS: dict[int, str] = {
    0: N_("jokers"), 2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"), 6: N_("sixes"),
    7: N_("sevens"), 8: N_("eights"), 9: N_("nines"), 10: N_("tens"), 11: N_("jacks"), 12: N_("queens"),
    13: N_("kings"), 14: N_("aces"),
}
"""Every rank a group can hold (and the jokers), as "a group of …" ends."""

RANK_SINGULARS: dict[int, str] = {
    0: N_("joker"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"),
    8: N_("eight"), 9: N_("nine"), 10: N_("ten"), 11: N_("jack"), 12: N_("queen"), 13: N_("king"), 14: N_("ace"),
}

SUIT_CODES = ("C", "D", "H", "S")


def rank_plural(rank: int) -> str:
    """"kings", "reyes", "reis"."""
    if rank in RANK_PLURALS:
        return _(RANK_PLURALS[rank])
    return _("cards")


def rank_singular(rank: int) -> str:
    """"king", "rey", "rei"."""
    if rank in RANK_SINGULARS:
        return _(RANK_SINGULARS[rank])
    return _("card")


def suit_adjective(suit: str) -> str:
    """The suit as it qualifies a sequence: "spade" in "your spade sequence"."""
    words = {"C": pgettext("sequence of", "club"), "D": pgettext("sequence of", "diamond"),
             "H": pgettext("sequence of", "heart"), "S": pgettext("sequence of", "spade")}
    return words.get(suit, suit)


def rank_of_code(code: str) -> int | None:
    """The rank number of a card code ("9H" → 9, "QS" → 12, "JK" → 0), None for something else."""
    if code == "JK":
        return 0
    return next((rank for rank, name in RANK_NAMES.items() if name == code[:-1]), None)
