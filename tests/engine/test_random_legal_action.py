"""``random_legal_action`` draws uniformly from exactly ``legal_actions(obs)``; and the offers
``legal_actions`` computes from the hand's counts are exactly those ``check`` accepts.

The sampler decides only the offers it draws (``choices`` module docstring), so these tests hold
it to the list: on positions of seeded play under every preset and house rule it returns only
offered actions, reaches every one, and with frequencies a uniform draw gives.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from engine_positions import positions, table_rules

from samba.engine import Meld, check, legal_actions, observe, random_legal_action
from samba.engine import state as S
from samba.engine.combos import candidate_melds


def _chi_square_bound(categories: int) -> float:
    """A bound the chi-square statistic of a fair draw exceeds with negligible probability (mean
    ``df`` plus ten standard deviations): the draws are seeded, so the test is deterministic."""
    df = categories - 1
    return df + 10 * math.sqrt(2 * df) + 10


def test_the_sampler_draws_every_offered_action_and_nothing_else_uniformly():
    rng = random.Random(3)
    positions_tested = 0
    for index, rules in enumerate(table_rules()):
        for number, state in enumerate(positions(rules, seed=300 + index, limit=160)):
            if number % 8:
                continue
            obs = observe(state, state.to_act)
            offers = legal_actions(obs)
            draws = 40 * len(offers)
            seen = Counter(random_legal_action(obs, rng) for _ in range(draws))
            assert set(seen) == set(offers), f"phase {obs.phase}: drew {set(seen) ^ set(offers)}"
            if len(offers) > 1:
                expected = draws / len(offers)
                statistic = sum((seen[a] - expected) ** 2 / expected for a in offers)
                assert statistic < _chi_square_bound(len(offers)), (obs.phase, len(offers), statistic)
            positions_tested += 1
    assert positions_tested >= 150


def test_the_same_seed_draws_the_same_actions():
    state = list(positions(table_rules()[0], seed=8, limit=30))[-1]
    obs = observe(state, state.to_act)
    first = [random_legal_action(obs, random.Random(12)) for _ in range(20)]
    again = [random_legal_action(obs, random.Random(12)) for _ in range(20)]
    assert first == again


def test_the_sampler_has_nothing_to_draw_for_a_seat_that_is_not_to_act():
    state = next(positions(table_rules()[0], seed=9))
    other = observe(state, (state.to_act + 1) % len(state.hands))
    assert legal_actions(other) == []
    assert random_legal_action(other, random.Random(1)) is None


def test_S8_S9_single_card_layoffs_offered_are_exactly_those_check_accepts():
    checked = 0
    for index, rules in enumerate(table_rules()):
        for state in positions(rules, seed=500 + index, limit=250):
            obs = observe(state, state.to_act)
            if obs.phase != S.MELD or obs.turn.must_go_out or not obs.opened[obs.side]:
                continue
            offered = [a for a in legal_actions(obs) if isinstance(a, Meld) and a.layoffs]
            every = [Meld((), ((m.id, (card,)),)) for m in obs.my_melds() for card in sorted(set(obs.hand))]
            assert offered == [a for a in every if check(obs, a) is None]
            checked += 1
    assert checked >= 300


def test_S8_S9_new_melds_offered_are_the_candidate_melds_check_accepts():
    checked = 0
    for index, rules in enumerate(table_rules()):
        for state in positions(rules, seed=700 + index, limit=250):
            obs = observe(state, state.to_act)
            if obs.phase != S.MELD or obs.turn.must_go_out or not obs.opened[obs.side]:
                continue
            offered = [a for a in legal_actions(obs) if isinstance(a, Meld) and a.melds]
            candidates = [Meld((cards,)) for cards in candidate_melds(obs.hand, obs.rules)]
            assert offered == [a for a in candidates if check(obs, a) is None]
            checked += 1
    assert checked >= 300
