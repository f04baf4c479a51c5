"""Positions of seeded random play under every preset and the house rules that change what is
offered, for tests that compare two ways of doing one thing on many real positions."""

from __future__ import annotations

import random
from collections.abc import Iterator

from samba.engine import PRESETS, GameState, apply, new_match, next_hand, observe, preset, random_legal_action
from samba.engine import state as S
from samba.engine.rules import RuleSet

PLAYING = (S.DRAW, S.MELD, S.ANSWER)

HOUSE_RULES: tuple[tuple[str, dict[str, object]], ...] = (
    ("samba", {"allow_wild_in_sequence": True}),
    ("samba", {"allow_pile_natural_plus_wild": True, "concealed_exempt_from_initial_minimum": True}),
    ("samba", {"sequence_layoff_takes": "top_card_only", "pile_layoff_targets": "any_meld"}),
    ("samba", {"allow_sequence_merge": True, "allow_duplicate_rank_groups": False}),
    ("brazilian", {"go_out_permission": "mandatory"}),
    ("samba", {"player_count": 6}),
    ("samba", {"player_count": 2}),
)


def table_rules() -> list[RuleSet]:
    """Every preset with its own player count, then the house-rule tables above."""
    return [preset(name) for name in sorted(PRESETS)] + [preset(name, **options) for name, options in HOUSE_RULES]


def positions(rules: RuleSet, seed: int, hands: int = 1, limit: int = 400) -> Iterator[GameState]:
    """Every position before an action in ``hands`` seeded random hands (at most ``limit``)."""
    rng = random.Random(seed)
    state = new_match(rules, seed)
    count = 0
    for hand in range(hands):
        if hand:
            if state.phase != S.HAND_OVER:
                return
            state = next_hand(state).state
        while state.phase in PLAYING:
            if count >= limit:
                return
            yield state
            count += 1
            action = random_legal_action(observe(state, state.to_act), rng)
            assert action is not None, f"no legal action in phase {state.phase}"
            state = apply(state, action).state
