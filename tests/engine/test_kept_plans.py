"""A plan worked out while offering a move is the plan ``apply`` would work out (issue 15).

``legal_actions`` and ``random_legal_action`` decide some offers with ``legality.plan``'s own
planners (a take of the pile, a merge, an opening, going out) and keep the plan on the observation
(``Observation.keep_plan``); ``apply`` and ``apply_unchecked`` given that very action object reuse
it. Here, on seeded positions of real play under every preset with 2 to 6 players, each kept plan
equals the plan of a fresh copy of the observation, and carrying out the move with the kept plan
gives exactly the state and events of carrying it out from a state with nothing memoised.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from engine_positions import positions

from samba.engine import (
    PRESETS,
    Discard,
    DrawStock,
    apply,
    check,
    find_go_out,
    legal_actions,
    observe,
    preset,
    random_legal_action,
)
from samba.engine.legality import DiscardPlan, plan
from samba.engine.transitions import apply_unchecked

TABLES = [(name, players) for name in sorted(PRESETS) for players in range(2, 7)]


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_a_kept_plan_is_the_plan_of_the_move_and_apply_gives_the_same_result(name: str, players: int) -> None:
    rules = preset(name, player_count=players)
    rng = random.Random(players * 7 + len(name))
    kinds: Counter[str] = Counter()
    for state in positions(rules, seed=300 + players, hands=2, limit=300):
        obs = observe(state, state.to_act)
        for _ in range(4):  # several draws, each on a fresh copy so each keeps its own plan
            copy = replace(obs)
            action = random_legal_action(copy, rng)
            assert action is not None
            none_kept = object()
            kept = copy.kept_plan(action, none_kept)
            if kept is none_kept:
                continue
            kinds[type(action).__name__] += 1
            assert check(replace(obs), action) is None, action  # apply trusts a kept action's shape and turn
            assert kept == plan(replace(obs), action), action
            with_plan = replace(state)
            with_plan.keep_memo(copy)  # apply observes the state and finds this observation
            plain = replace(state)
            checked, expected = apply(with_plan, action), apply(plain, action)
            assert checked.state == expected.state and checked.events == expected.events, action
            unchecked = apply_unchecked(with_plan, action)
            assert unchecked.state == expected.state and unchecked.events == expected.events, action
    assert kinds["TakePile"] > 0 and kinds["Meld"] > 0 and kinds["Discard"] > 0 and kinds["DrawStock"] > 0, kinds


def test_every_offer_decided_by_a_planner_keeps_that_plan_until_another_is_kept() -> None:
    rules = preset("samba")
    for state in positions(rules, seed=5, limit=200):
        obs = observe(state, state.to_act)
        offers = legal_actions(obs)
        kept = [a for a in offers if obs.kept_plan(a) is not None]
        assert len(kept) <= 1  # one plan at a time: the last one decided
        for action in kept:
            assert obs.kept_plan(action) == plan(replace(obs), action)


def test_a_kept_plan_serves_only_the_very_action_object_it_was_kept_for() -> None:
    state = next(s for s in positions(preset("samba"), seed=8) if s.phase == "meld" and len(s.hands[s.to_act]) >= 3)
    obs = observe(state, state.to_act)
    card = obs.hand[0]
    kept_for = Discard(card)
    other = obs.hand[-1]
    # A deliberately different plan, kept for one object: an equal but distinct action must not get it.
    obs.keep_plan(kept_for, DiscardPlan(tuple(c for c in obs.hand if c != other)))
    equal = Discard(card)
    assert equal == kept_for and equal is not kept_for
    assert obs.kept_plan(equal) is None
    assert apply(state, equal).state == apply(replace(state), Discard(card)).state
    assert obs.kept_plan(DrawStock()) is None


def test_the_going_out_found_keeps_the_plan_that_apply_would_make() -> None:
    found = 0
    for name in sorted(PRESETS):
        for state in positions(preset(name), seed=41, hands=3, limit=3000):
            if state.phase != "meld":
                continue
            obs = replace(observe(state, state.to_act))
            action = find_go_out(obs, ignore_permission=True)
            kept = None if action is None else obs.kept_plan(action)
            if kept is None:  # no way out, or one the partner's permission still stands between
                continue
            found += 1
            assert kept == plan(replace(obs), action)
            plain = replace(state)
            with_plan = replace(state)
            with_plan.keep_memo(obs)
            assert apply(with_plan, action).state == apply(plain, action).state
    assert found >= 10, found
