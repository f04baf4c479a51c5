"""Seeded random playouts: the engine contract holds at every step of real play (ARCHITECTURE §8).

Random play visits positions no hand-written scenario thinks of. Each table configuration (every
preset × 2–6 players, plus the five-player two-against-three and six-player two-teams modes) is
played by a seeded random player for ``HANDS`` hands, crossing ``next_hand`` each time. The
playouts are recorded once per configuration (``_recorded``) and every test below checks one
property over the recorded steps, so a failure names the behaviour that broke.

Runtime budget: 27 configurations × 2 hands (about 6,000 actions; every offer is applied in hand 1)
plus 2 × 8 hypothesis examples of one hand each; about 30 s on the 2-core development
machine. Raise ``HANDS`` or ``max_examples`` locally for a deeper soak.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samba.engine import (
    PRESETS,
    GameState,
    apply,
    check,
    from_json,
    legal_actions,
    new_match,
    next_hand,
    observe,
    preset,
    to_json,
)
from samba.engine import state as S
from samba.engine.actions import Action
from samba.engine.events import Event
from samba.engine.invariants import assert_invariants
from samba.engine.rules import RuleSet

HANDS = 2
"""Hands played per configuration (hand 1, then ``next_hand`` into hand 2)."""
MAX_ACTIONS_PER_HAND = 1500
"""Random hands here take 80–330 actions; a hand that needs more is treated as one that never ends."""
SEED = 20240611
LEAK_CHECK_EVERY = 4
"""Check the no-leak property at every 4th position of play (and for every seat there)."""

PLAYING = (S.DRAW, S.MELD, S.ANSWER)

CONFIGS: dict[str, dict[str, object]] = {
    f"{name}-{n}p": {"preset": name, "player_count": n} for name in sorted(PRESETS) for n in (2, 3, 4, 5, 6)
}
CONFIGS["samba-5p-two_vs_three_rotating"] = {
    "preset": "samba", "player_count": 5, "five_player_mode": "two_vs_three_rotating"}
CONFIGS["samba-6p-two_teams_of_three"] = {
    "preset": "samba", "player_count": 6, "six_player_mode": "two_teams_of_three"}


def rules_of(config: str) -> RuleSet:
    options = dict(CONFIGS[config])
    return preset(str(options.pop("preset")), **options)


@dataclass(frozen=True)
class Step:
    """One action of a playout: the position, what the engine offered, what was played, the result."""

    before: GameState
    offers: tuple[Action, ...]
    action: Action
    after: GameState
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Playout:
    steps: tuple[Step, ...]
    deals: tuple[GameState, ...]
    """The state straight after each deal (``new_match`` then every ``next_hand``)."""
    hands_ended: tuple[bool, ...]
    final: GameState


def play(rules: RuleSet, seed: int, hands: int = HANDS) -> Playout:
    """Play ``hands`` hands, choosing uniformly among ``legal_actions`` with ``random.Random(seed)``."""
    rng = random.Random(seed)
    state = new_match(rules, seed)
    steps: list[Step] = []
    deals = [state]
    ended: list[bool] = []
    for hand in range(hands):
        if hand:
            if state.phase == S.GAME_OVER:
                break
            state = next_hand(state).state
            deals.append(state)
        count = 0
        while state.phase in PLAYING and count < MAX_ACTIONS_PER_HAND:
            offers = tuple(legal_actions(observe(state, state.to_act)))
            assert offers, f"seat {state.to_act} has no legal action in phase {state.phase}"
            action = offers[rng.randrange(len(offers))]
            after, events = apply(state, action)
            steps.append(Step(state, offers, action, after, events))
            state = after
            count += 1
        ended.append(state.phase not in PLAYING)
        if not ended[-1]:
            break
    return Playout(tuple(steps), tuple(deals), tuple(ended), state)


@functools.cache
def _recorded(config: str) -> Playout:
    return play(rules_of(config), SEED)


def _states(playout: Playout) -> list[GameState]:
    return [*playout.deals, *(step.after for step in playout.steps)]


def hidden_variant(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same position with every card ``seat`` cannot see moved around.

    The other seats' cards and the stock are pooled, shuffled and dealt back in the same sizes
    (hands stay sorted tuples). Pooling the stock too means even a two-player hand, whose one other
    hand could not be reshuffled with anything, gets different hidden cards.
    """
    others = [s for s in range(len(state.hands)) if s != seat]
    pool = [card for s in others for card in state.hands[s]] + list(state.stock)
    rng.shuffle(pool)
    hands = list(state.hands)
    start = 0
    for s in others:
        size = len(state.hands[s])
        hands[s] = tuple(sorted(pool[start:start + size]))
        start += size
    return replace(state, hands=tuple(hands), stock=tuple(pool[start:]))


# -- recorded playouts: one property per test ---------------------------------------------------

@pytest.mark.parametrize("config", CONFIGS)
def test_every_hand_ends_within_a_bounded_number_of_actions(config):
    playout = _recorded(config)
    assert all(playout.hands_ended), f"a hand of {config} was still going after {MAX_ACTIONS_PER_HAND} actions"
    assert playout.final.phase in (S.HAND_OVER, S.GAME_OVER)
    assert playout.final.result is not None


@pytest.mark.parametrize("config", CONFIGS)
def test_playouts_cross_next_hand_into_a_fresh_deal(config):
    playout = _recorded(config)
    assert [d.hand_number for d in playout.deals] == list(range(1, len(playout.deals) + 1))
    assert len(playout.deals) == HANDS or playout.deals[-1].phase == S.GAME_OVER
    for deal in playout.deals[1:]:
        assert deal.history and deal.history[-1].hand_number == deal.hand_number - 1
        assert deal.scores == deal.history[-1].totals


@pytest.mark.parametrize("config", CONFIGS)
def test_all_162_cards_are_accounted_for_after_every_action(config):
    for state in _states(_recorded(config)):
        assert_invariants(state)


@pytest.mark.parametrize("config", CONFIGS)
def test_every_state_survives_a_json_round_trip(config):
    for state in _states(_recorded(config)):
        assert from_json(to_json(state)) == state


@pytest.mark.parametrize("config", CONFIGS)
def test_every_offered_action_passes_check(config):
    for step in _recorded(config).steps:
        obs = observe(step.before, step.before.to_act)
        for action in step.offers:
            assert check(obs, action) is None, f"{action} was offered but check refuses it"


@pytest.mark.parametrize("config", CONFIGS)
def test_every_offered_action_applies_without_error(config):
    # Hand 1 only: applying every offer is the costliest check here, and check() covers hand 2.
    for step in _recorded(config).steps:
        if step.before.hand_number > 1:
            break
        for action in step.offers:
            apply(step.before, action)  # raises IllegalAction / InvalidAction / EngineBug on failure


@pytest.mark.parametrize("config", CONFIGS)
def test_the_same_seed_replays_the_same_events_and_final_state(config):
    first = _recorded(config)
    again = play(rules_of(config), SEED)
    assert [s.action for s in again.steps] == [s.action for s in first.steps]
    assert [s.events for s in again.steps] == [s.events for s in first.steps]
    assert to_json(again.final) == to_json(first.final)


def test_the_recorded_playouts_meet_every_kind_of_action():
    """Guards the tests above: they only prove something if random play reaches every kind of move."""
    offered = {type(a).__name__ for config in CONFIGS for step in _recorded(config).steps for a in step.offers}
    assert offered == {"DrawStock", "TakePile", "Meld", "MergeGroups", "AskGoOut", "AnswerGoOut", "Discard",
                       "GoOut", "EndHand"}


def test_different_seeds_deal_different_hands():
    rules = preset("samba")
    assert new_match(rules, SEED).hands != new_match(rules, SEED + 1).hands


@pytest.mark.parametrize("config", CONFIGS)
def test_observations_do_not_depend_on_hidden_cards(config):
    rng = random.Random(SEED)
    positions = [s for s in _states(_recorded(config)) if s.phase in PLAYING][::LEAK_CHECK_EVERY]
    changed = 0
    for state in positions:
        for seat in range(len(state.hands)):
            variant = hidden_variant(state, seat, rng)
            changed += variant != state
            assert observe(variant, seat) == observe(state, seat), f"seat {seat} can tell hidden cards apart"
    assert changed > len(positions), "the hidden cards were never actually moved: the check proved nothing"


# -- hypothesis: any seed, any configuration ---------------------------------------------------

PROPERTY_SETTINGS = settings(max_examples=8, derandomize=True, database=None, deadline=None,
                             suppress_health_check=[HealthCheck.too_slow])


@PROPERTY_SETTINGS
@given(config=st.sampled_from(sorted(CONFIGS)), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_any_seeded_hand_keeps_the_engine_contract_at_every_step(config, seed):
    playout = play(rules_of(config), seed, hands=1)
    assert all(playout.hands_ended)
    for step in playout.steps:
        assert_invariants(step.after)
        assert from_json(to_json(step.after)) == step.after
        obs = observe(step.before, step.before.to_act)
        assert all(check(obs, action) is None for action in step.offers)


@PROPERTY_SETTINGS
@given(config=st.sampled_from(sorted(CONFIGS)), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_any_seeded_hand_hides_other_hands_and_the_stock(config, seed):
    rng = random.Random(seed)
    for step in play(rules_of(config), seed, hands=1).steps[::LEAK_CHECK_EVERY]:
        state = step.before
        seat = state.to_act
        assert observe(hidden_variant(state, seat, rng), seat) == observe(state, seat)
