"""An independent judge of asking before the draw (S14.3 with BR14), and positions to judge.

``brute_force_committing_take`` knows nothing of how the engine picks its candidates: it tries every
``TakePile`` a small hand allows — the top card alone onto each meld of the side by each method, and
every pair take: any cards of the hand with the top card, and any split of the rest into new melds
and cards kept — and asks the engine's planner whether a "yes" would let it through and whether it
commits the player to going out. Its only shortcut is to skip blocks that ``melds.check_new_meld``
rejects on their own (``plan_take`` runs exactly that check on each extra meld), and to put with
the top card only cards that could go there (wild cards and naturals of its rank).

``random_draw_position`` builds draw-phase scenario documents where a take that leaves one card or
none is within reach: the top card's rank and wild cards in a small hand, groups, runs and a card
to spare; sides near their canastas, with groups that could be merged; opened and unopened sides,
pile cards under the top, Brazilian rules and the house rules that change pile takes.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import product

from samba.engine import TakePile
from samba.engine import state as S
from samba.engine.cards import Card
from samba.engine.melds import check_new_meld
from samba.engine.observation import Observation
from samba.engine.pile import TakePlan, plan_take


class TooManyTakes(Exception):
    """The hand splits in more ways than the judge is willing to try."""


def brute_force_committing_take(obs: Observation, *, limit: int = 100_000) -> TakePile | None:
    """A take that ``plan_take`` accepts after a "yes" and that commits the player; None if none."""
    yes = replace(obs, turn=replace(obs.turn, asked=S.ASKED_YES))
    for tried, take in enumerate(_every_take(obs), start=1):
        if tried > limit:
            raise TooManyTakes(f"more than {limit} takes")
        result = plan_take(yes, take)
        if isinstance(result, TakePlan) and result.commits:
            return take
    return None


def _every_take(obs: Observation) -> Iterator[TakePile]:
    for meld in obs.melds:
        for method in ("layoff", "sequence_card"):
            yield TakePile(method, (), meld.id)
    faces = sorted(set(obs.hand))
    counts = tuple(obs.hand.count(f) for f in faces)
    top = obs.pile[-1]
    # Only wild cards and naturals of the top card's rank can go with it (``plan_take`` refuses any
    # other card there before it looks at anything else).
    fits = [f.is_wild or (f.is_natural and f.rank == top.rank) for f in faces]
    for vector in product(*(range(c + 1) if fit else range(1) for c, fit in zip(counts, fits, strict=True))):
        if not any(vector):
            continue
        group = tuple(f for f, k in zip(faces, vector, strict=True) for _ in range(k))
        rest = tuple(c - k for c, k in zip(counts, vector, strict=True))
        for melds in _meld_splits(faces, rest, obs):
            yield TakePile("pair", group, -1, tuple(melds))


def _meld_splits(faces: list[Card], rest: tuple[int, ...], obs: Observation) -> Iterator[list[tuple[Card, ...]]]:
    """Every way to choose new melds from the multiset ``rest`` (what is not chosen stays in hand):
    the lowest remaining card either stays in hand or goes into a meld with some of the others."""
    first = next((i for i, k in enumerate(rest) if k), None)
    if first is None:
        yield []
        return
    stays = list(rest)
    stays[first] -= 1
    # The first card stays in hand: the rest is split again (the cards staying are not tracked).
    yield from _meld_splits(faces, tuple(stays), obs)
    ranges = [range(k + 1) for k in rest]
    ranges[first] = range(1, rest[first] + 1)
    for vector in product(*ranges):
        cards = tuple(f for f, k in zip(faces, vector, strict=True) for _ in range(k))
        if len(cards) < 3 or not isinstance(check_new_meld(cards, obs.rules), tuple):
            continue
        left = tuple(r - k for r, k in zip(rest, vector, strict=True))
        for tail in _meld_splits(faces, left, obs):
            yield [cards, *tail]


RULES = (
    {"preset": "brazilian"},
    {"preset": "brazilian", "options": {"go_out_requirement": "two_canastas"}},
    {"preset": "samba", "options": {"go_out_permission": "mandatory"}},
    {"preset": "samba", "options": {"go_out_permission": "mandatory", "allow_pile_natural_plus_wild": True}},
    {"preset": "samba_spanish", "options": {"go_out_permission": "mandatory"}},
    {"preset": "samba_simple", "options": {"go_out_permission": "mandatory"}},
)

SIDE_MELDS = (
    "4H 5H 6H 7H 8H 9H 10H",  # a samba
    "KH KD KS KC KH KD KS",  # a natural canasta
    "QH QD QS QC QH 2D JK",  # a mixed canasta (Brazilian: any number of wild cards)
    "AH AD AS", "AC AH AD AS",  # two groups of aces: a merge makes a canasta
    "JH JD JS JC JH JD",  # one card short of a canasta
    "6C 7C 8C 9C",  # a short sequence
)
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = "CDHS"
WILDS = ("2C", "2D", "2H", "2S", "JK")


def random_draw_position(rng: random.Random) -> dict:
    """A draw-phase scenario for seat 0 (side 0) with a natural card on top of the pile."""
    rules = rng.choice(RULES)
    rank = rng.choice(("9", "10", "J", "A", "5"))
    melds = [m for m in SIDE_MELDS if rng.random() < 0.5]
    if rules["preset"] == "brazilian" and SIDE_MELDS[0] not in melds and rng.random() < 0.7:
        melds.append(SIDE_MELDS[0])
    hand = [f"{rank}{rng.choice(SUITS)}" for _ in range(rng.choice((1, 2, 2, 3, 3, 4)))]
    hand += [rng.choice(WILDS) for _ in range(rng.choice((0, 0, 1, 1, 2)))]
    extra = rng.random()
    if extra < 0.25:  # a group of another rank
        other = rng.choice([r for r in RANKS if r != rank])
        hand += [f"{other}{rng.choice(SUITS)}" for _ in range(rng.choice((2, 3, 4)))]
    elif extra < 0.45:  # a run of one suit
        start = rng.randrange(0, 7)
        suit = rng.choice(SUITS)
        hand += [f"{r}{suit}" for r in RANKS[start:start + rng.choice((3, 4))]]
    for _ in range(rng.choice((0, 1, 1, 2))):  # cards to keep or lay off
        hand.append(rng.choice(("KC", "QS", "AH", "JC", "10C", "5D", "7S", "3C", "3S")))
    under = [rng.choice(("4D", "6S", "8H", "3H", "KD")) for _ in range(rng.choice((0, 0, 0, 1, 2)))]
    doc: dict = {
        "rules": rules, "turn": 0, "hands": {"0": " ".join(hand), "1": "5C", "2": "5D", "3": "5S"},
        "pile": " ".join([*under, f"{rank}{rng.choice(SUITS)}"]),
        "melds": [{"side": 0, "cards": m} for m in melds],
    }
    if not melds:
        doc["scores"] = [rng.choice((-100, 0, 1500, 7500)), 0]
    return doc
