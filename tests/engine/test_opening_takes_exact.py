"""S7.3a with S12.4 and S14.3: whenever a side that has not opened could take the pile, a take is offered.

An unopened side takes the pile only with a natural pair (S7.6), and the top card, the pair and any
extra melds from hand cards only must reach the opening requirement (S12.4, S12.1, BR10). ``check``
judges any such take; ``pile_takes`` and ``legal_actions`` must offer one whenever one is legal, or the
table greys out the pile, the bots never take it and an empty stock ends the hand (S16.3). The cheap
way (the first pair and greedy melds) is tried first; the exact search (``pile_openings``) and the
takes that commit the player to going out follow. A seeded property compares the offers with a judge
that tries every pair take of a small hand (``pile_opening_oracle``).
"""

from __future__ import annotations

import random
from collections import Counter

from pile_commit_oracle import TooManyTakes
from pile_opening_oracle import brute_force_opening_take, random_unopened_position
from rule_scenarios import cards, play, position

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    InvalidAction,
    TakePile,
    check,
    legal_actions,
    observe,
    pile_takes,
    scenario,
)
from samba.engine import state as S
from samba.engine.state import GameState


def _offered_takes(state: GameState) -> list[TakePile]:
    return [a for a in legal_actions(observe(state, state.to_act)) if isinstance(a, TakePile)]


def test_C21_the_opening_take_lays_every_card_of_the_top_rank_in_its_own_group():
    # Five nines and the top 9H: the first pair beside a second group of nines is refused (C21);
    # all five in the take's group make 60 of 50.
    rules = {"preset": "samba", "options": {"allow_duplicate_rank_groups": False}}
    state = position(rules=rules, turn=0, hands=["9C 9D 9S 9C 9D 4C 6D", "5C", "5D", "5S"], pile="4S 9H")
    assert check(observe(state, 0), TakePile("pair", cards("9C 9D"), -1, (cards("9S 9C 9D"),))).rule == "C21"
    offered = _offered_takes(state)
    assert [t.method for t in offered] == ["pair"]
    assert play(state, offered[0]).state.opened[0]


def test_BR10_the_opening_canasta_may_be_the_takes_own_group_with_wild_cards():
    # 7,000 up: the opening needs a completed canasta. 9H 9C 9D with 2C 2D 2H JK is a mixed one.
    state = position(rules="brazilian", scores=[7000, 0], turn=0,
                     hands=["9C 9D 2C 2D 2H JK 4C 6D", "5C", "5D", "5S"], pile="4S 9H")
    offered = _offered_takes(state)
    assert [t.method for t in offered] == ["pair"]
    after = play(state, offered[0]).state
    assert after.opened[0] and any(len(m.cards) >= 7 for m in after.melds)


def test_S14_3_a_take_that_commits_is_offered_when_only_it_reaches_the_minimum():
    # 150 to open: 9H 9C 9D (30) and six aces (120) leave one ace, so the take commits the player,
    # who lays the last ace on the aces and goes out with the canasta the table asks for.
    rules = {"preset": "samba", "options": {"go_out_requirement": "one_canasta"}}
    state = position(rules=rules, scores=[7000, 0], turn=0,
                     hands=["9C 9D AC AC AD AD AH AH AS", "5C", "5D", "5S"], pile="9H")
    offered = _offered_takes(state)
    assert [t.method for t in offered] == ["pair"]
    after = play(state, offered[0]).state
    assert after.opened[0] and after.turn.committed


def test_BR14_where_asking_is_mandatory_the_committing_take_waits_for_the_partners_yes():
    # The same take, where permission is mandatory: not offered before the question (BR14), which
    # may be asked before the draw for it (S14.3); after the "yes" it is offered.
    rules = {"preset": "samba", "options": {"go_out_requirement": "one_canasta", "go_out_permission": "mandatory"}}
    state = position(rules=rules, scores=[7000, 0], turn=0,
                     hands=["9C 9D AC AC AD AD AH AH AS", "5C", "5D", "5S"], pile="9H")
    assert pile_takes(observe(state, 0)) == []
    assert check(observe(state, 0), AskGoOut()) is None
    state = play(play(state, AskGoOut()).state, AnswerGoOut(True)).state
    offered = _offered_takes(state)
    assert [t.method for t in offered] == ["pair"]
    assert play(state, offered[0]).state.turn.committed


# -- the property: the offers against a judge that tries every pair take --------------------------------

POSITIONS = 2000


def test_S7_3a_S12_4_a_take_is_offered_exactly_when_some_pair_take_is_legal_for_an_unopened_side():
    rng = random.Random(20261127)
    counts: Counter = Counter()
    problems = []
    judged = 0
    while judged < POSITIONS:
        doc = random_unopened_position(rng)
        try:
            state = scenario.load(doc)
        except InvalidAction:
            continue  # a fourth copy of a card: draw again
        if state.phase != S.DRAW or state.to_act != 0:
            continue
        try:
            truth = brute_force_opening_take(observe(state, 0))
        except TooManyTakes:
            continue
        judged += 1
        counts[doc["rules"]["preset"], truth is not None] += 1
        takes = pile_takes(observe(state, 0))
        offered = _offered_takes(state)
        if bool(takes) != (truth is not None) or set(offered) != set(takes):
            problems.append(f"judge {truth}, pile_takes {takes}, legal_actions {offered}: {doc}")
    assert not problems, "\n".join(problems[:5])
    for name in ("samba", "samba_hoyle", "samba_simple", "samba_spanish", "brazilian"):
        assert counts[name, True] >= 20 and counts[name, False] >= 20, counts
