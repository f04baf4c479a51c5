"""When the normal bot leaves a small pile alone (issue #16: strength against the baseline).

Measured against the independent baseline (``samba/ai/STRENGTH.md``), taking small piles that bring
in little, or that cost a wild card from the hand, lost hands: two stock cards are worth more than
one ordinary pile card and a black three, and a wild card is worth more than opening on a one-card
pile.
"""

from __future__ import annotations

import random

from samba.ai import Budget, make_agent
from samba.engine import DrawStock, observe, scenario


def _normal_move(doc: dict):
    obs = observe(scenario.load(doc), 0)
    return make_agent("normal").choose(obs, random.Random(1), Budget(0.5))


def test_normal_does_not_spend_a_wild_card_to_open_on_a_one_card_pile():
    # QC QD take the QH, but the opening needs 50 points: only QD QH 2H (a wild card) would make it.
    doc = {"turn": 0, "phase": "draw", "seed": 1, "pile": "QH",
           "hands": {"0": "2H 3S 4D 5H 6D 7D 10S JH QC QD QD QH JK JK",
                     "1": "4C 5C 6S 7S 8S 9S 10D JS KS KD 9C", "2": "4H 5S 6C 7C 8C 9H 10C JC KC KH 9D",
                     "3": "4S 5D 6H 7H 8D 9S 10H JD KD KS 8H"}}
    assert _normal_move(doc) == DrawStock()


def test_normal_draws_rather_than_take_a_pile_of_one_card_and_a_black_three_with_a_pair():
    # 8C 8D take the 8D on top; under it lie only 4S and a black three 3C.
    doc = {"turn": 0, "phase": "draw", "seed": 1, "pile": "4S 3C 8D",
           "hands": {"0": "5C 6C 6D 8C 8D 9H 9S JC KD AH", "1": "4D 5S 6D 7D 9C", "2": "4S 5S 9D JD KH",
                     "3": "7C 9C 10C QD AS"},
           "melds": [{"side": 0, "cards": "AD AH AS AS"}, {"side": 0, "cards": "10D 10D 10H 10S"},
                     {"side": 1, "cards": "KC KD KS KS"}, {"side": 1, "cards": "4C 4H 4S"}]}
    assert _normal_move(doc) == DrawStock()
