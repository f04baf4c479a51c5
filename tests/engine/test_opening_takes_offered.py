"""S7.3a with S12.4: whenever a pair take can open the side, ``legal_actions`` offers one.

Playtest: top 7♦, and in hand 7♣ 7♥ 7♠, Q♣ Q♦ Q♦ and a joker, 50 to open. The pair and the queens make 45,
but the third seven in the take's group (50), or the joker on the queens (95), opens — ``check`` accepted
both, yet ``legal_actions`` offered no take, so the table greyed out Take pile and refused a click on the pile.
"""

from __future__ import annotations

from rule_scenarios import cards, play, position

from samba.engine import TakePile, check, legal_actions, observe


def _takes(state) -> list[TakePile]:
    return [a for a in legal_actions(observe(state, state.to_act)) if isinstance(a, TakePile)]


PLAYTEST = "7C 7H 7S QC QD QD JK 2D 4S 5H 8H 10S JD KC AS"


def test_S12_4_a_take_is_offered_when_the_third_natural_of_the_top_rank_reaches_the_minimum():
    state = position(turn=0, hands=[PLAYTEST, "", "", ""], pile="5C 7D")
    assert check(observe(state, 0), TakePile("pair", cards("7C 7H 7S"), -1, (cards("QC QD QD"),))) is None
    offered = _takes(state)
    assert offered, "a legal opening take is offered"
    after = play(state, offered[0]).state
    assert after.opened[0]


def test_S12_4_a_take_is_offered_when_a_wild_card_on_a_hand_meld_reaches_the_minimum():
    state = position(turn=0, hands=["7C 7H QC QD QD JK 4S 5H 8H 10S JD KC AS", "", "", ""], pile="5C 7D")
    offered = _takes(state)
    assert offered, "the joker on the queens opens: 15 + 80"
    after = play(state, offered[0]).state
    assert after.opened[0] and sum(m.points for m in after.melds) >= 50


def test_S12_4_a_take_is_offered_when_a_wild_card_in_the_takes_own_group_reaches_the_minimum():
    # KH on top + KS KD (30) + 4C 4D 4S (15) = 45; a 2 in the kings' group makes 65.
    state = position(turn=0, hands=["KS KD 4C 4D 4S 2C 9H 10D", "", "", ""], pile="5C KH")
    offered = _takes(state)
    assert offered
    assert play(state, offered[0]).state.opened[0]


def test_S12_4_no_take_is_offered_when_nothing_in_hand_reaches_the_minimum():
    # KH on top + KS KD (30) + 4C 4D 4S (15) = 45, with no wild card and nothing else to meld.
    state = position(turn=0, hands=["KS KD 4C 4D 4S 9H 10D", "", "", ""], pile="5C KH")
    assert _takes(state) == []
