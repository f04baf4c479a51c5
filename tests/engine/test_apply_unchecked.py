"""``apply_unchecked`` (search rollouts only, ARCHITECTURE §1.5) does exactly what ``apply`` does
with every legal action: the same next state and the same events, on thousands of positions of
seeded play under every preset and the house rules that change what a move does."""

from __future__ import annotations

import random
from collections import Counter

from engine_positions import positions, table_rules

from samba.engine import AskGoOut, GoOut, MergeGroups, TakePile, apply, legal_actions, observe, to_json
from samba.engine.transitions import apply_unchecked

RISKY = (TakePile, MergeGroups, AskGoOut, GoOut)
"""Actions whose checked plan needs the going-out search or builds more than a hand: always compared."""


def test_apply_unchecked_gives_the_state_and_events_of_apply_for_every_legal_action():
    rng = random.Random(5)
    kinds: Counter[str] = Counter()
    positions_seen = 0
    for index, rules in enumerate(table_rules()):
        for state in positions(rules, seed=100 + index, hands=2, limit=350):
            positions_seen += 1
            offers = legal_actions(observe(state, state.to_act))
            chosen = [a for a in offers if isinstance(a, RISKY)]
            rest = [a for a in offers if not isinstance(a, RISKY)]
            chosen += rng.sample(rest, min(3, len(rest)))
            for action in chosen:
                checked = apply(state, action)
                unchecked = apply_unchecked(state, action)
                assert unchecked.state == checked.state, f"{action} in {to_json(state)[:200]}"
                assert unchecked.events == checked.events, f"{action}"
                assert to_json(unchecked.state) == to_json(checked.state)
                kinds[type(action).__name__] += 1
    assert positions_seen >= 3000 and sum(kinds.values()) >= 8000  # thousands of positions
    every_kind = {"DrawStock", "TakePile", "Meld", "MergeGroups", "AskGoOut", "AnswerGoOut", "Discard", "GoOut"}
    assert every_kind <= set(kinds), kinds


def test_apply_unchecked_leaves_the_state_it_was_given_unchanged():
    for state in positions(table_rules()[0], seed=7, limit=40):
        before = to_json(state)
        for action in legal_actions(observe(state, state.to_act)):
            apply_unchecked(state, action)
        assert to_json(state) == before
