"""The engine API of ARCHITECTURE §3 plays a whole seeded hand for every preset."""

import random

import pytest

from samba.engine import PRESETS, apply, from_json, legal_actions, new_match, observe, preset, to_json
from samba.engine import state as S
from samba.engine.invariants import assert_invariants


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_random_hand_of_every_preset_ends_with_all_162_cards_accounted_for(name):
    state = new_match(preset(name), seed=11)
    rng = random.Random(11)
    steps = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        options = legal_actions(observe(state, state.to_act))
        assert options, f"no legal action in phase {state.phase}"
        state, _events = apply(state, rng.choice(options))
        assert_invariants(state)
        steps += 1
        assert steps < 5000
    assert state.result is not None
    assert from_json(to_json(state)) == state


def test_observe_fills_every_field_from_the_state():
    """Each field of an observation holds the state's value of that name (or what a seat may know of it)."""
    from dataclasses import fields

    from samba.engine import Observation

    state = new_match(preset("samba"), seed=4)
    for _ in range(25):
        state, _events = apply(state, legal_actions(observe(state, state.to_act))[0])
    seat = (state.to_act + 1) % 4
    obs = observe(state, seat)
    derived = {"seat": seat, "hand": state.hands[seat], "hand_sizes": tuple(len(h) for h in state.hands),
               "stock_size": len(state.stock), "surprise_count": len(state.surprise)}
    for f in fields(Observation):
        if f.init:
            expected = derived[f.name] if f.name in derived else getattr(state, f.name)
            assert getattr(obs, f.name) == expected, f.name
