"""What the heuristic does in plain positions, the hints it gives, and the level catalogue."""

import random

import pytest

from samba.ai import Budget, make_agent
from samba.ai.hints import suggest
from samba.ai.weights import EASY, HARD, NORMAL, Weights
from samba.engine import Discard, DrawStock, TakePile, check, observe, scenario


def big_pile_with_a_pair():
    return scenario.load({
        "turn": 0, "phase": "draw", "seed": 1,
        "hands": {"0": "9H 9D 4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
        "pile": "4S 5H 6C 7D 8H 10S JD QC KD AH 4D 5S 6H 9C",
        "melds": [{"side": 0, "cards": "AC AD AS"}],
    })


def test_make_agent_knows_every_level_and_refuses_others():
    for level in ("random", "easy", "normal", "hard"):
        assert make_agent(level).name == level
    with pytest.raises(ValueError):
        make_agent("grandmaster")


def test_each_level_has_its_weights_in_one_dataclass():
    assert all(isinstance(w, Weights) for w in (EASY, NORMAL, HARD))
    assert EASY.forget > NORMAL.forget == 0
    assert EASY.sloppy_discard > NORMAL.sloppy_discard == 0


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_pair_takes_a_big_pile(level):
    obs = observe(big_pile_with_a_pair(), 0)
    action = make_agent(level).choose(obs, random.Random(1), Budget(0.5))
    assert isinstance(action, TakePile) and action.method == "pair"


@pytest.mark.parametrize("seed", range(20))
def test_easy_never_throws_a_joker_onto_a_small_open_pile(seed):
    state = scenario.load({"turn": 0, "phase": "meld", "seed": 2,
                           "hands": {"0": "JK 5C 9D KH 6S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
                           "pile": "4C 6D", "melds": [{"side": 0, "cards": "AC AD AS"}]})
    action = make_agent("easy").choose(observe(state, 0), random.Random(seed), Budget(0.5))
    assert action != Discard(state.hands[0][-1]) and not (isinstance(action, Discard) and action.card.is_wild)


def test_normal_does_not_feed_the_next_opponent_a_card_that_takes_the_pile():
    # Side 1 (next seat) has an open group of 8s and the pile is unfrozen: an 8 would give it away.
    state = scenario.load({"turn": 0, "phase": "meld", "seed": 5,
                           "hands": {"0": "8S 4C 9D QH QD", "1": "6C 6D 5H", "2": "7C 7D", "3": "10C 10D"},
                           "pile": "4S 5H 6C 10S JD QC KD 4D 5S 6H",
                           "melds": [{"side": 0, "cards": "AC AD AS"}, {"side": 1, "cards": "8C 8D 8H"}]})
    action = make_agent("normal").choose(observe(state, 0), random.Random(1), Budget(0.5))
    assert isinstance(action, Discard) and action.card.rank != 8


def test_the_first_hint_for_a_pair_and_a_big_pile_is_to_take_it_and_says_why():
    hints = suggest(observe(big_pile_with_a_pair(), 0))
    action, reason = hints[0]
    assert isinstance(action, TakePile)
    assert reason == "Take the pile: your pair of 9s wins 13 cards."
    assert any(isinstance(a, DrawStock) for a, _ in hints)


def test_every_hint_is_legal_and_one_sentence():
    state = big_pile_with_a_pair()
    obs = observe(state, 0)
    for action, reason in suggest(obs):
        assert check(obs, action) is None
        assert reason.endswith(".") and reason.count(". ") == 0


def test_no_hints_when_it_is_not_your_turn():
    assert suggest(observe(big_pile_with_a_pair(), 1)) == []
