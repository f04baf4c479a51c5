"""An independent judge of the meld phase's openings (S12.1, S12.2, BR10, S14.3), and positions to judge.

``brute_force_opening`` knows nothing of how the engine searches: for a side that has not opened it
tries every way to split a small hand into new melds and cards kept, and asks the public ``check``
whether that ``Meld`` is legal. A meld is any sub-multiset of three or more cards whose non-wild
cards are all of one rank, or all of one suit with no rank twice, or all black threes, or none
(every meld kind of S8, S9, S13 and BR3 has that shape), that ``check_new_meld`` accepts; which sets
of them open the side (the points, the canasta BR10 asks for, C21's one group of a rank, the cards
S14.3 keeps) is ``check``'s word alone.

``random_unopened_meld_position`` builds meld-phase scenario documents for seat 0 of a side that has
not opened: groups and near groups, runs (some with a gap), wild cards, single cards and black
threes, scores across the opening ladders (S12.1, BR10, a custom one), under every preset and the
house rules that change what a meld or an opening may be.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

from samba.engine import Meld, check
from samba.engine.cards import Card
from samba.engine.melds import check_new_meld
from samba.engine.observation import Observation


class TooManySplits(Exception):
    """The hand has more splits into melds than the judge will try."""


def brute_force_opening(obs: Observation, *, limit: int = 20_000) -> Meld | None:
    """An opening ``Meld`` of new melds from the hand that ``check`` accepts for ``obs``, or None."""
    for tried, melds in enumerate(every_split(obs), start=1):
        if tried > limit:
            raise TooManySplits(f"more than {limit} splits")
        action = Meld(melds)
        if check(obs, action) is None:
            return action
    return None


def every_split(obs: Observation) -> Iterator[tuple[tuple[Card, ...], ...]]:
    """Every non-empty set of new melds from the hand (each set once; the rest stays in hand)."""
    faces = sorted(set(obs.hand))
    counts = [obs.hand.count(f) for f in faces]
    shapes = _melds(faces, counts, obs)
    lowest: list[list[int]] = [[] for _ in faces]  # the melds whose lowest face is faces[i], by index
    for index, vector in enumerate(shapes):
        lowest[next(i for i, k in enumerate(vector) if k)].append(index)
    for chosen in _choose(counts, 0, 0, shapes, lowest):
        if chosen:
            yield tuple(tuple(f for f, k in zip(faces, shapes[m], strict=True) for _ in range(k)) for m in chosen)


def _choose(counts: list[int], face: int, low: int, shapes: list[tuple[int, ...]], lowest: list[list[int]]
            ) -> Iterator[list[int]]:
    """Every multiset of melds (indices, ascending at each face) that fits in ``counts``, choosing from
    ``face`` on: at each face, the melds that start there (index ``low`` or more), then the copies
    left of that face stay in hand. Each multiset is reached once."""
    while face < len(counts) and not counts[face]:
        face, low = face + 1, 0
    if face == len(counts):
        yield []
        return
    saved = counts[face]
    counts[face] = 0  # the copies left stay in hand
    yield from _choose(counts, face + 1, 0, shapes, lowest)
    counts[face] = saved
    for index in lowest[face]:
        if index < low:
            continue
        vector = shapes[index]
        if any(k > c for k, c in zip(vector, counts, strict=True)):
            continue
        for i, k in enumerate(vector):
            counts[i] -= k
        for tail in _choose(counts, face, index, shapes, lowest):
            yield [index, *tail]
        for i, k in enumerate(vector):
            counts[i] += k


def _melds(faces: list[Card], counts: list[int], obs: Observation) -> list[tuple[int, ...]]:
    """Every sub-multiset (as counts of ``faces``) of three or more cards with a meld's shape that
    ``check_new_meld`` accepts."""
    wild = [i for i, f in enumerate(faces) if f.is_wild]
    threes = [i for i, f in enumerate(faces) if f.is_black_three]
    natural = [i for i, f in enumerate(faces) if f.is_natural]
    families: list[tuple[list[int], bool]] = [(threes, False), ([], True)]  # (faces, one copy each)
    for rank in {faces[i].rank for i in natural}:
        families.append(([i for i in natural if faces[i].rank == rank], False))
    for suit in {faces[i].suit for i in natural}:
        families.append(([i for i in natural if faces[i].suit == suit], True))
    found: set[tuple[int, ...]] = set()
    for members, distinct in families:
        ranges = [range(2 if distinct else counts[i] + 1) for i in members]
        for picks in product(*ranges):
            for extra in product(*(range(counts[i] + 1) for i in wild)) if members is not threes else [()]:
                vector = [0] * len(faces)
                for i, k in zip(members, picks, strict=True):
                    vector[i] = min(k, counts[i])
                for i, k in zip(wild, extra, strict=False):
                    vector[i] = k
                if sum(vector) >= 3:
                    found.add(tuple(vector))
    out = []
    for vector in sorted(found):
        cards = tuple(f for f, k in zip(faces, vector, strict=True) for _ in range(k))
        if isinstance(check_new_meld(cards, obs.rules), tuple):
            out.append(vector)
    return out


RULES = (
    {"preset": "samba"},
    {"preset": "samba_hoyle"},
    {"preset": "samba_simple"},
    {"preset": "samba_spanish"},
    {"preset": "brazilian"},
    {"preset": "brazilian", "options": {"go_out_requirement": "two_canastas", "go_out_permission": "optional_binding"}},
    {"preset": "samba", "options": {"max_wilds_per_group": "unlimited", "wild_ratio_rule": "none",
                                    "min_naturals_per_group": 1, "allow_wild_only_melds": True}},
    {"preset": "samba", "options": {"allow_wild_in_sequence": True}},
    {"preset": "samba", "options": {"allow_duplicate_rank_groups": False}},
    {"preset": "samba", "options": {"initial_meld_table": "custom",
                                    "custom_initial_meld_table": [[0, 30], [1000, 70]]}},
    {"preset": "samba", "options": {"concealed_exempt_from_initial_minimum": True,
                                    "go_out_requirement": "one_canasta"}},
)
SCORES = (-200, 0, 1000, 1500, 3000, 7000, 7500, 8000, 8500, 9000, 9500)
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = "CDHS"
WILDS = ("2C", "2D", "2H", "2S", "JK")


def random_unopened_meld_position(rng: random.Random) -> dict:
    """A meld-phase scenario for seat 0 (side 0, not opened), its hand of at most 13 cards."""
    rules = rng.choice(RULES)
    hand = [rng.choice(WILDS) for _ in range(rng.choice((0, 0, 1, 1, 2, 2, 3, 4)))]
    for _ in range(rng.choice((1, 2, 2, 3, 3))):
        shape = rng.random()
        if shape < 0.4:  # a group or a near group
            rank = rng.choice(RANKS)
            hand += [f"{rank}{rng.choice(SUITS)}" for _ in range(rng.choice((2, 2, 3, 3, 4, 5, 7)))]
        elif shape < 0.75:  # a run of one suit, sometimes with a gap
            start = rng.randrange(0, 9)
            suit = rng.choice(SUITS)
            ranks = list(RANKS[start:start + rng.choice((3, 3, 4, 5, 7))])
            if len(ranks) > 3 and rng.random() < 0.3:
                ranks.pop(rng.randrange(1, len(ranks) - 1))
            hand += [f"{r}{suit}" for r in ranks]
        else:  # single cards to keep, black threes among them
            hand += [rng.choice(("KC", "QS", "AH", "JC", "10C", "5D", "7S", "3C", "3S", "9D"))
                     for _ in range(rng.choice((1, 2, 3)))]
    rng.shuffle(hand)
    return {
        "rules": rules, "turn": 0, "phase": "meld", "scores": [rng.choice(SCORES), 0],
        "hands": {"0": " ".join(hand[:13]), "1": "5C", "2": "5D", "3": "5S"},
        "pile": "4D 6S",
    }
