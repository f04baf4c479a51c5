"""Card memory rebuilt from the public log (ARCHITECTURE §4).

A bot never keeps state between decisions: everything it "remembers" is recomputed here from the
observation, so the same observation always gives the same memory and hidden cards cannot leak.
What a table player can remember is exactly what the log shows: who took which pile (those cards
are now known to be in that hand until they are melded or discarded), and who discarded what.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from samba.engine import COPIES, Card, Observation
from samba.engine import events as E


@dataclass(frozen=True, slots=True)
class Memory:
    """What this seat knows beyond its own hand."""

    known: tuple[Counter, ...]
    """Per seat: cards known to be in that hand (picked up with a pile and not played since)."""
    discarded: tuple[frozenset[int], ...]
    """Per seat: natural ranks that seat discarded this hand (a hint that it holds no pair of them)."""
    unseen: Counter
    """Cards this seat cannot see anywhere: other hands, the stock and the surprise cards."""
    unseen_total: int

    def unseen_rank(self, rank: int) -> int:
        """How many natural cards of ``rank`` are out of sight."""
        return sum(n for c, n in self.unseen.items() if c.is_natural and c.rank == rank)


def _visible(obs: Observation) -> Counter:
    seen: Counter = Counter(obs.hand)
    seen.update(obs.pile)
    for meld in obs.melds:
        seen.update(meld.cards)
    for red in obs.red_threes:
        seen.update(red)
    return seen


def remember(obs: Observation, forget: float = 0.0, rng: random.Random | None = None) -> Memory:
    """Rebuild the memory from ``obs.log``; ``forget`` drops that share of remembered pick-ups
    (the easy bot's lapses), drawn from ``rng`` so the lapse is reproducible."""
    n = len(obs.hand_sizes)
    known: list[Counter[Card]] = [Counter() for _ in range(n)]
    discarded: list[set[int]] = [set() for _ in range(n)]
    for event in obs.log:
        seat = event.seat
        if not 0 <= seat < n or seat == obs.seat:
            continue
        kind = event.kind
        if kind == E.TAKE_PILE:
            # The top card goes straight onto a meld, which a MELD/LAYOFF event records.
            known[seat].update(event.cards[:-1] if event.text != "sequence_card" else ())
        elif kind in (E.MELD, E.LAYOFF, E.DISCARD):
            for card in event.cards:
                if known[seat][card] > 0:
                    known[seat][card] -= 1
            if kind == E.DISCARD:
                discarded[seat].update(c.rank for c in event.cards if c.is_natural)
        elif kind == E.MERGE:
            continue
    if forget > 0 and rng is not None:
        for seat in range(n):
            for card in sorted(known[seat]):
                kept = sum(1 for _ in range(known[seat][card]) if rng.random() >= forget)
                known[seat][card] = kept
    unseen = COPIES - _visible(obs)
    for seat in range(n):
        known[seat] = +known[seat]
        # Knowledge can never exceed what is out of sight (defensive against odd logs).
        for card, count in list(known[seat].items()):
            known[seat][card] = min(count, unseen[card])
    total = sum(unseen.values())
    return Memory(tuple(known), tuple(frozenset(d) for d in discarded), unseen, total)


def pair_probability(memory: Memory, obs: Observation, seat: int, card: Card) -> float:
    """The chance that ``seat`` holds at least two natural cards of ``card``'s rank.

    Known cards count for sure; the rest of the hand is treated as a random draw from what this
    seat cannot see (a binomial approximation, good enough to rank discards by danger).
    """
    rank = card.rank
    held = sum(n for c, n in memory.known[seat].items() if c.is_natural and c.rank == rank)
    if held >= 2:
        return 1.0
    known_size = sum(memory.known[seat].values())
    free = max(0, obs.hand_sizes[seat] - known_size)
    pool = memory.unseen_total - sum(sum(k.values()) for k in memory.known)
    if pool <= 0 or free == 0:
        return 0.0
    out_rank = memory.unseen_rank(rank) - sum(
        n for k in memory.known for c, n in k.items() if c.is_natural and c.rank == rank)
    p = max(0.0, min(1.0, out_rank / pool))
    need = 2 - held
    q0 = (1 - p) ** free
    if need == 1:
        prob = 1 - q0
    else:
        q1 = free * p * (1 - p) ** (free - 1)
        prob = 1 - q0 - q1
    if rank in memory.discarded[seat]:
        prob *= 0.5
    return max(0.0, min(1.0, prob))
