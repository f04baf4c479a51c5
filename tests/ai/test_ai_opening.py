"""When the normal bot spends wild cards on its opening (S12.1; issue #16: whole games against the
baseline).

Later in a game the opening asks 90, 120 or 150 points, which natural melds alone seldom reach:
waiting for a pile of seven cards before spending wild cards on it left the side unopened while
the opponents took the pile. Measured in whole games against the independent baseline
(``samba/ai/STRENGTH.md``), the normal bot now opens with wild cards once such a pile holds four
cards; at 50 points it still waits for seven.
"""

from __future__ import annotations

import random

from samba.ai import Budget, make_agent
from samba.engine import Meld, observe, scenario

HANDS = {"0": "AH AD KH KD QH QD JK JK 2C 5C 6D 9S", "1": "4C 5C 6S 7S 8S 9S 10D JS KS KD 9C",
         "2": "4H 5S 6C 7C 8C 9H 10C JC KC KH 9D", "3": "4S 5D 6H 7H 8D 9S 10H JD KD KS 8H"}


def _move(level: str, score: int):
    doc = {"turn": 0, "phase": "meld", "seed": 1, "scores": [score, 0], "pile": "4D 7S 9C 10H 6C",
           "hands": HANDS}
    obs = observe(scenario.load(doc), 0)
    return obs, make_agent(level).choose(obs, random.Random(1), Budget(0.5))


def test_at_120_points_normal_opens_with_wild_cards_on_a_pile_of_five():
    obs, action = _move("normal", 3000)
    assert obs.requirement().points == 120
    assert isinstance(action, Meld)
    laid = [c for m in action.melds for c in m]
    assert sum(c.points for c in laid) >= 120 and any(c.is_wild for c in laid)


def test_at_50_points_normal_keeps_its_wild_cards_while_the_pile_is_small():
    obs, action = _move("normal", 0)
    assert obs.requirement().points == 50
    assert not isinstance(action, Meld)
