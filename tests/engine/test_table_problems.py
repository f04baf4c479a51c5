"""``invariants.table_problems``: a position from outside the engine must be one the engine could be in.

Every state the engine reaches (deals, playouts, next hands, scenarios) passes; each kind of crafted
inconsistency is named. Saves use it before anything is played from a saved starting position.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from samba.engine import apply, legal_actions, new_match, next_hand, observe, preset, scenario
from samba.engine import state as S
from samba.engine.cards import parse_cards
from samba.engine.events import Event
from samba.engine.invariants import table_problems

POSITION = {"turn": 0, "hands": {"0": "5H 5D 5S 8H KC", "1": "4C 4D 6C", "2": "4H 6H 7H", "3": "4S 6S 9S"},
            "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}]}


@pytest.mark.parametrize(("name", "players", "options"), [
    ("samba", 4, {}), ("brazilian", 6, {}), ("samba_spanish", 3, {}), ("samba_simple", 2, {}),
    ("samba", 5, {"five_player_mode": "two_vs_three_rotating"}),
    ("samba", 6, {"six_player_mode": "two_teams_of_three"}),
])
def test_every_state_of_seeded_playouts_passes(name, players, options):
    state = new_match(preset(name, player_count=players, **options), 3)
    rng = random.Random(3)
    for _ in range(2):
        while state.phase not in (S.HAND_OVER, S.GAME_OVER):
            assert table_problems(state) == []
            state, _ = apply(state, rng.choice(legal_actions(observe(state, state.to_act))))
        assert table_problems(state) == []
        if state.phase == S.GAME_OVER:
            break
        state, _ = next_hand(state)


def test_a_scenario_position_passes():
    assert table_problems(scenario.load(POSITION)) == []


@pytest.mark.parametrize(("change", "words"), [
    (lambda s: replace(s, active=(0, 0, 0, 0)), "cannot be the seats playing hand 1"),
    (lambda s: replace(s, sides=((0, 1), (2, 3))), "not the sides these rules seat"),
    (lambda s: replace(s, to_act=1), "S4.1: the player to act is not the player whose turn it is"),
    (lambda s: replace(s, phase=S.ANSWER, to_act=2), "S15.4"),
    (lambda s: replace(s, phase=S.HAND_OVER), "a finished hand has its score"),
    (lambda s: replace(s, hand_number=0), "hand number must be 1 or more"),
    (lambda s: replace(s, went_out=9), "S14"),
    (lambda s: replace(s, pending_replacements=(-1, 0, 0, 0)), "S5.2"),
    (lambda s: replace(s, red_threes=(parse_cards("3C"), ())), "S5.1"),
    (lambda s: replace(s, hands=(tuple(reversed(s.hands[0])), *s.hands[1:])), "engine's order"),
    (lambda s: replace(s, melds=(s.melds[0], s.melds[0])), "numbers repeat"),
    (lambda s: replace(s, melds=(replace(s.melds[0], seat=1),)), "not on its side"),
    (lambda s: replace(s, melds=(replace(s.melds[0], rank=9),)), "not described as its cards are"),
    (lambda s: replace(s, winners=(5,)), "winner is not a side"),
    (lambda s: replace(s, next_meld_id=0), "next meld number"),
    (lambda s: replace(s, deck_override=parse_cards("JK " * 7)), "more than the pack holds"),
    (lambda s: replace(s, log=(*s.log, Event("meld", seat=9))), "no player at this table"),
    (lambda s: replace(s, log=(*s.log, Event("explode", seat=0))), "no player at this table"),
])
def test_each_inconsistency_is_named(change, words):
    problems = table_problems(change(scenario.load(POSITION)))
    assert any(words in problem for problem in problems), problems
