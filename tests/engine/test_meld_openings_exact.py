"""S12.1, S12.2, BR10 and S14.3: whenever a side that has not opened can open in the meld phase, an
opening is offered.

A side that has not opened lays its first melds as one atomic ``Meld`` whose card points reach the
requirement (S12.1, S12.2), holding the canasta BR10 asks for at 7,000 up, with no second group of a
rank where C21 forbids it, keeping the cards S14.3 keeps. ``legal_actions`` offers one such opening
(``choices._opening_section``): the greedy melds when they open, else what the exact search
(``opening_search.opening_melds``) finds. A referee found hands that could open offered none (37 of
493), so the table, the random players and the stock-end rule believed the side could not open. A
seeded property compares the offers with a judge that tries every split of a small hand into melds
through ``check`` (``meld_opening_oracle``).
"""

from __future__ import annotations

import random
from collections import Counter

from meld_opening_oracle import TooManySplits, brute_force_opening, random_unopened_meld_position
from rule_scenarios import play, position

from samba.engine import InvalidAction, Meld, check, legal_actions, observe, random_legal_action, scenario
from samba.engine import state as S
from samba.engine.combos import greedy_opening
from samba.engine.state import GameState


def _openings(state: GameState) -> list[Meld]:
    return [a for a in legal_actions(observe(state, state.to_act)) if isinstance(a, Meld)]


def _offered_and_played(state: GameState) -> GameState:
    """The one opening offered, played: the side is open and S14.3's two cards stay in hand."""
    obs = observe(state, 0)
    assert greedy_opening(obs.hand, obs.rules, obs.requirement(), keep=2) is None  # the cheap way misses it
    offered = _openings(state)
    assert len(offered) == 1
    after = play(state, offered[0]).state
    assert after.opened[0] and len(after.hands[0]) >= 2
    return after


def test_S12_2_an_opening_that_splits_a_group_for_a_sequence_is_offered():
    # 50 to open: the four eights make 40, but 7C 8C 9C (25) and 8D 8H 8S (30) make 55.
    state = position(turn=0, phase="meld", hands=["7C 8C 9C 8D 8H 8S 4D 5H", "5C", "5D", "5S"], pile="4D 6S")
    _offered_and_played(state)


def test_S12_2_an_opening_with_more_wild_cards_on_a_group_than_three_cards_need_is_offered():
    # 50 to open: KC KH 2D makes 40; KC KH 2D JK makes 90.
    state = position(turn=0, phase="meld", hands=["KC KH JK 2D 9S 5H 4C", "5C", "5D", "5S"], pile="4D 6S")
    _offered_and_played(state)


def test_S14_3_an_opening_that_leaves_the_best_meld_whole_to_keep_two_cards_is_offered():
    # 90 to open: the four aces (80) leave KC KD KH 5S, and the kings would leave one card; the
    # aces in three (60) with the kings (30) keep AS and 5S.
    state = position(turn=0, phase="meld", scores=[1500, 0],
                     hands=["AC AD AH AS KC KD KH 5S", "5C", "5D", "5S"], pile="4D 6S")
    _offered_and_played(state)


def test_BR10_an_opening_whose_canasta_holds_the_wild_cards_is_offered():
    # 7,500: the opening must hold a completed canasta. The wild meld 2C 2S JK and the four aces hold
    # none; the aces with the three wild cards are a mixed canasta.
    state = position(rules="brazilian", turn=0, phase="meld", scores=[7500, 0],
                     hands=["AC AD AH AS 2C JK 2S 10H 9D KC", "5C", "5D", "5S"], pile="4D 6S")
    after = _offered_and_played(state)
    assert any(len(m.cards) >= 7 for m in after.melds)


def test_S12_1_no_opening_is_offered_when_no_melds_reach_the_minimum():
    # 90 to open: 7C 8C 9C and 8D 8H 8S make 55 and nothing else can be laid.
    state = position(turn=0, phase="meld", scores=[1500, 0],
                     hands=["7C 8C 9C 8D 8H 8S 4D 5H", "5C", "5D", "5S"], pile="4D 6S")
    assert _openings(state) == []


def test_S12_random_legal_action_may_draw_the_opening_only_the_exact_search_finds():
    state = position(turn=0, phase="meld", hands=["7C 8C 9C 8D 8H 8S 4D 5H", "5C", "5D", "5S"], pile="4D 6S")
    drawn = {random_legal_action(observe(state, 0), random.Random(seed)) for seed in range(200)}
    assert set(_openings(state)) <= drawn


# -- the property: the offers against a judge that tries every split of the hand into melds ---------

POSITIONS = 700


def test_S12_an_opening_is_offered_exactly_when_check_accepts_some_opening_meld():
    rng = random.Random(20261127)
    counts: Counter = Counter()
    problems = []
    judged = 0
    while judged < POSITIONS:
        doc = random_unopened_meld_position(rng)
        try:
            state = scenario.load(doc)
        except InvalidAction:
            continue  # a fourth copy of a card: draw again
        if state.phase != S.MELD or state.to_act != 0 or state.opened[0]:
            continue
        obs = observe(state, 0)
        try:
            truth = brute_force_opening(obs)
        except TooManySplits:
            continue
        judged += 1
        counts[doc["rules"]["preset"], truth is not None] += 1
        greedy = greedy_opening(obs.hand, obs.rules, obs.requirement(), keep=2)
        if truth is not None and (not greedy or check(obs, Meld(tuple(greedy))) is not None):
            counts["only the exact search opens"] += 1
        offered = _openings(state)
        refused = [(o, check(observe(state, 0), o)) for o in offered if check(observe(state, 0), o) is not None]
        if bool(offered) != (truth is not None) or refused or len(offered) > 1:
            problems.append(f"judge {truth}, offered {offered}, refused {refused}: {doc}")
    assert not problems, "\n".join(problems[:5])
    assert counts["only the exact search opens"] >= 30, counts
    for name in ("samba", "samba_hoyle", "samba_simple", "samba_spanish", "brazilian"):
        assert counts[name, True] >= 10 and counts[name, False] >= 10, counts
