"""Audit of S14.4 (no dead ends) and S15.4 (asking is offered exactly when going out exists) by random playouts.

For every preset and every player count (and the 5/6-player seating modes), seeded random games are
played with the engine's own offered actions. Before the hand is over, the player to act must always
have a legal action, every offered action must pass `check`, and the pack must stay whole (S1.4).
"""

import random

import pytest
from audit_support import total_cards

from samba.engine import (
    PRESETS,
    AskGoOut,
    DrawStock,
    EndHand,
    TakePile,
    apply,
    check,
    find_go_out,
    legal_actions,
    new_match,
    next_hand,
    observe,
    outcome,
    pile_takes,
    preset,
)

TABLES = [(name, {"player_count": n}) for name in sorted(PRESETS) for n in (2, 3, 4, 5, 6)] + [
    ("samba", {"player_count": 5, "five_player_mode": "two_vs_three_rotating"}),
    ("samba", {"player_count": 6, "six_player_mode": "two_teams_of_three"}),
    ("samba_spanish", {"player_count": 6, "six_player_mode": "two_teams_of_three"}),
    ("samba", {"stock_exhausted_rule": "end_immediately"}),
    ("samba", {"upcard_rule": "none", "surprise_cards": 3}),
]

MAX_ACTIONS = 4000
HANDS = 3

# A "greedy" player prefers melding, taking and going out, which reaches canastas, commitments and
# going-out positions far more often than a uniform choice; odd seeds play uniformly.
WEIGHTS = {"GoOut": 20, "AskGoOut": 6, "TakePile": 6, "Meld": 4, "MergeGroups": 1}


def has_partner(obs, seat):
    side = obs.seat_side[seat]
    return len([s for s in obs.sides[side] if s in obs.active]) > 1


def choose(rng, actions, greedy):
    if not greedy:
        return rng.choice(actions)
    weights = [WEIGHTS.get(type(a).__name__, 1) for a in actions]
    return rng.choices(actions, weights=weights)[0]


def natural_pairs(obs):
    top = obs.pile[-1]
    same = [c for c in obs.hand if c.is_natural and c.rank == top.rank]
    return [TakePile("pair", tuple(same[:2]))] if len(same) >= 2 else []


def check_draw_phase(obs, actions):
    """pile_takes is complete for the simple takes, and S16.3 is applied to an empty stock."""
    takes = pile_takes(obs)
    assert all(check(obs, t) is None for t in takes)
    if obs.pile:
        own = [m.id for m in obs.melds if m.side == obs.seat_side[obs.seat]]
        simple = natural_pairs(obs) + [TakePile("layoff", (), meld) for meld in own]
        legal_simple = [t for t in simple if check(obs, t) is None]
        if legal_simple:
            assert takes, f"pile_takes is empty but {legal_simple[0]} is legal"
    if obs.stock_size == 0:
        assert check(obs, DrawStock()) is not None
        forced = [t for t in takes if t.method == "layoff"]
        if forced and obs.rules.stock_exhausted_rule == "forced_take_or_end":
            assert check(obs, EndHand()) is not None, "S16.3: a fitting pile must be taken"
    else:
        assert check(obs, DrawStock()) is None or obs.turn.asked == "yes"


def play_one_hand(state, rng, greedy, seed):
    for _step in range(MAX_ACTIONS):
        assert total_cards(state) == 162
        if state.result is not None:
            return state
        obs = observe(state, state.to_act)
        actions = legal_actions(obs)
        assert actions, f"S14.4: no legal action for seat {state.to_act} in phase {obs.phase} (seed {seed})"
        for action in actions:
            assert check(obs, action) is None, f"offered but refused: {action}: {check(obs, action)}"
        if obs.phase == "meld" and not obs.turn.asked and not obs.turn.committed and has_partner(obs, obs.seat) \
                and obs.rules.go_out_permission != "none":
            could = find_go_out(obs, ignore_permission=True) is not None
            may_ask = check(obs, AskGoOut()) is None
            assert could == may_ask, f"S15.4: going out possible={could} but ask accepted={may_ask}"
        exit_ = find_go_out(obs)
        if exit_ is not None:
            assert check(obs, exit_) is None
        # S14.3: nobody but the player in the middle of a turn is ever left without a card.
        assert all(obs.hand_sizes[s] >= 1 for s in obs.active if s != obs.turn_seat)
        if obs.phase == "draw" and state.to_act == obs.turn_seat:
            check_draw_phase(obs, actions)
        state, _ = apply(state, choose(rng, actions, greedy))
    raise AssertionError(f"hand did not end within {MAX_ACTIONS} actions (seed {seed})")


@pytest.mark.parametrize(("name", "options"), TABLES, ids=lambda x: x if isinstance(x, str) else
                         "-".join(f"{k}={v}" for k, v in x.items()))
def test_S14_4_random_playouts_never_reach_a_dead_end(name, options):
    rules = preset(name, **options)
    for seed in (1, 2, 3, 4, 5, 6):
        rng = random.Random(seed)
        state = new_match(rules, seed=seed)
        for _hand in range(HANDS):
            state = play_one_hand(state, rng, greedy=seed % 2 == 0, seed=seed)
            assert state.result is not None
            if outcome(state) is not None:
                break
            state, _ = next_hand(state)
