"""A bot is a pure function of its observation and its seeded random.Random: same seed, same
decision, and hidden cards it cannot see never change what it does."""

import random
from dataclasses import replace

import pytest

from samba.ai import Budget, make_agent
from samba.ai.search import SearchAgent
from samba.ai.weights import HARD
from samba.engine import apply, new_match, observe, preset
from samba.engine import state as S


def midgame_states(seed: int, count: int):
    state = new_match(preset("samba"), seed)
    bot = make_agent("normal")
    rng = random.Random(seed)
    out = []
    while state.phase not in (S.HAND_OVER, S.GAME_OVER) and len(out) < count:
        state, _ = apply(state, bot.choose(observe(state, state.to_act), rng, Budget(0.5)))
        if state.turn.number > 6 and rng.random() < 0.3:
            out.append(state)
    return out


def permute_hidden(state, seat: int, rng: random.Random):
    """The same position with every card ``seat`` cannot see dealt differently (sizes kept)."""
    others = [s for s in range(len(state.hands)) if s != seat]
    hidden = [c for s in others for c in state.hands[s]] + list(state.stock)
    rng.shuffle(hidden)
    hands = list(state.hands)
    for s in others:
        size = len(state.hands[s])
        hands[s] = tuple(sorted(hidden[:size]))
        del hidden[:size]
    return replace(state, hands=tuple(hands), stock=tuple(hidden))


def deterministic_hard():
    # A fixed number of worlds that fits easily in the budget, so timing cannot change the answer.
    return SearchAgent(replace(HARD, worlds=3, min_worlds=3))


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_same_seed_same_decision(level):
    for state in midgame_states(4, 8):
        obs = observe(state, state.to_act)
        first = make_agent(level).choose(obs, random.Random(11), Budget(0.5))
        second = make_agent(level).choose(obs, random.Random(11), Budget(0.5))
        assert first == second


def test_hard_same_seed_same_decision_when_it_finishes_its_worlds():
    for state in midgame_states(6, 4):
        obs = observe(state, state.to_act)
        first = deterministic_hard().choose(obs, random.Random(5), Budget(1.0))
        second = deterministic_hard().choose(obs, random.Random(5), Budget(1.0))
        assert first == second


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decision_does_not_change_when_hidden_cards_are_permuted(level):
    shuffler = random.Random(99)
    for state in midgame_states(8, 5):
        seat = state.to_act
        other = permute_hidden(state, seat, shuffler)
        assert other.hands != state.hands or other.stock != state.stock
        bot_a = deterministic_hard() if level == "hard" else make_agent(level)
        bot_b = deterministic_hard() if level == "hard" else make_agent(level)
        a = bot_a.choose(observe(state, seat), random.Random(2), Budget(1.0))
        b = bot_b.choose(observe(other, seat), random.Random(2), Budget(1.0))
        assert a == b
