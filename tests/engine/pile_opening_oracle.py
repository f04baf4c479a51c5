"""An independent judge of the opening takes (S7.3a with S12.4), and positions to judge.

``brute_force_opening_take`` knows nothing of how the engine searches: for a side that has not opened
it tries every pair take a small hand allows — every choice by face of the cards that go with the
top card (two or more naturals of its rank, and any wild cards), and every way to split the rest of
the hand into new melds and cards kept — and asks the engine's
planner, ``plan_take``, whether it is legal. Whatever ``plan_take`` accepts counts: a take that meets
the opening minimum and keeps two cards, one that leaves fewer and commits the player to going out
(S14.3), one short of the minimum that C25's exemption lets through.

``random_unopened_position`` builds draw-phase scenario documents for seat 0 of a side that has not
opened: the top card's rank in hand (often two or more), wild cards, groups and runs of other ranks,
single cards and black threes, scores across the opening ladders (S12.1, BR10, a custom one), a few
pile cards under the top or none, under every preset and the house rules that change the take.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

from pile_commit_oracle import TooManyTakes

from samba.engine import TakePile
from samba.engine.cards import Card
from samba.engine.melds import check_new_meld
from samba.engine.observation import Observation
from samba.engine.pile import TakePlan, plan_take


def brute_force_opening_take(obs: Observation, *, limit: int = 20_000) -> TakePile | None:
    """A pair take that ``plan_take`` accepts for ``obs``, or None if there is none."""
    for tried, take in enumerate(every_pair_take(obs), start=1):
        if tried > limit:
            raise TooManyTakes(f"more than {limit} takes")
        if isinstance(plan_take(obs, take), TakePlan):
            return take
    return None


def every_pair_take(obs: Observation) -> Iterator[TakePile]:
    """Every pair take: two or more naturals of the top card's rank and any wild cards (by face) with
    the top card, and every split of the rest into new melds."""
    top = obs.pile[-1]
    faces = sorted(set(obs.hand))
    counts = tuple(obs.hand.count(f) for f in faces)
    fits = [f.is_wild or (f.is_natural and f.rank == top.rank) for f in faces]
    splits: dict[tuple[int, ...], tuple[tuple[tuple[Card, ...], ...], ...]] = {}
    for vector in product(*(range(c + 1) if fit else range(1) for c, fit in zip(counts, fits, strict=True))):
        group = tuple(f for f, k in zip(faces, vector, strict=True) for _ in range(k))
        if sum(1 for c in group if c.is_natural) < 2:
            continue  # S7.6: a side that has not opened takes only with a natural pair
        rest = tuple(c - k for c, k in zip(counts, vector, strict=True))
        for melds in _splits(faces, rest, obs, splits):
            yield TakePile("pair", group, -1, melds)


def _splits(faces: list[Card], rest: tuple[int, ...], obs: Observation,
            memo: dict[tuple[int, ...], tuple[tuple[tuple[Card, ...], ...], ...]]
            ) -> tuple[tuple[tuple[Card, ...], ...], ...]:
    """Every way to choose new melds from the multiset ``rest`` (counts of ``faces``; what is not
    chosen stays in hand): the lowest card left either stays in hand or goes into a meld with some
    of the others (every sub-multiset that ``check_new_meld`` accepts). Each multiset's ways are
    worked out once per position (``memo``): the take's groups leave the same rests again and again."""
    found = memo.get(rest)
    if found is not None:
        return found
    first = next((i for i, k in enumerate(rest) if k), None)
    if first is None:
        memo[rest] = ((),)
        return memo[rest]
    stays = list(rest)
    stays[first] -= 1
    out = list(_splits(faces, tuple(stays), obs, memo))  # the first card stays in hand
    ranges = [range(k + 1) for k in rest]
    ranges[first] = range(1, rest[first] + 1)
    for vector in product(*ranges):
        if sum(vector) < 3:
            continue
        cards = tuple(f for f, k in zip(faces, vector, strict=True) for _ in range(k))
        if not isinstance(check_new_meld(cards, obs.rules), tuple):
            continue
        left = tuple(r - k for r, k in zip(rest, vector, strict=True))
        out.extend((cards, *tail) for tail in _splits(faces, left, obs, memo))
    memo[rest] = tuple(out)
    return memo[rest]


RULES = (
    {"preset": "samba"},
    {"preset": "samba_hoyle"},
    {"preset": "samba_simple"},
    {"preset": "samba_spanish"},
    {"preset": "brazilian"},
    {"preset": "brazilian", "options": {"go_out_requirement": "two_canastas", "go_out_permission": "optional_binding"}},
    {"preset": "samba", "options": {"allow_pile_natural_plus_wild": True, "frozen_until_opened": False}},
    {"preset": "samba", "options": {"concealed_exempt_from_initial_minimum": True,
                                    "go_out_requirement": "one_canasta"}},
    {"preset": "samba", "options": {"max_wilds_per_group": "unlimited", "wild_ratio_rule": "none",
                                    "min_naturals_per_group": 1, "allow_wild_only_melds": True}},
    {"preset": "samba", "options": {"allow_wild_in_sequence": True}},
    {"preset": "samba", "options": {"allow_duplicate_rank_groups": False, "go_out_permission": "none"}},
    {"preset": "samba", "options": {"initial_meld_table": "custom",
                                    "custom_initial_meld_table": [[0, 30], [1000, 70]]}},
    {"preset": "samba", "options": {"go_out_requirement": "one_canasta"}},
    {"preset": "samba", "options": {"allow_pile_for_initial_meld": False}},
)
SCORES = (-200, 0, 1000, 1500, 3000, 7000, 7500, 8000, 8500, 9000, 9500)
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = "CDHS"
WILDS = ("2C", "2D", "2H", "2S", "JK")


def random_unopened_position(rng: random.Random) -> dict:
    """A draw-phase scenario for seat 0 (side 0, not opened) with a natural card on top of the pile."""
    rules = rng.choice(RULES)
    top = f"{rng.choice(RANKS)}{rng.choice(SUITS)}"
    rank = top[:-1]
    hand = [f"{rank}{rng.choice(SUITS)}" for _ in range(rng.choice((1, 2, 2, 2, 3, 3, 4)))]
    hand += [rng.choice(WILDS) for _ in range(rng.choice((0, 0, 1, 1, 2, 3)))]
    for _ in range(rng.choice((1, 2, 2, 3))):
        shape = rng.random()
        if shape < 0.35:  # a group (or a near group) of another rank
            other = rng.choice(RANKS)
            hand += [f"{other}{rng.choice(SUITS)}" for _ in range(rng.choice((2, 3, 3, 4)))]
        elif shape < 0.7:  # a run of one suit, often through the top card's rank
            start = rng.randrange(0, 8)
            suit = rng.choice(SUITS)
            hand += [f"{r}{suit}" for r in RANKS[start:start + rng.choice((2, 3, 4, 5))]]
        else:  # single cards to keep
            hand += [rng.choice(("KC", "QS", "AH", "JC", "10C", "5D", "7S", "3C", "3S", "9D"))
                     for _ in range(rng.choice((1, 2)))]
    under = [rng.choice(("4D", "6S", "8H", "3H", "KD", "2C")) for _ in range(rng.choice((0, 0, 1, 1, 2, 3)))]
    return {
        "rules": rules, "turn": 0, "scores": [rng.choice(SCORES), 0],
        "hands": {"0": " ".join(hand[:13]), "1": "5C", "2": "5D", "3": "5S"},
        "pile": " ".join([*under, top]), "pile_frozen": rng.random() < 0.5,
    }
