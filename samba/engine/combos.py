"""Finding melds in a hand: the candidate melds and openings that ``legal_actions``, the going-out
search and the bots share. Pure functions of cards and rules; no legality is decided here (every
proposal is checked by ``legality`` before it is offered).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ALL_FACES, NATURAL, RANK_OF, SUIT_OF, Card
from .facts import HandFacts, sequence_chunks
from .opening import Requirement
from .rules import RuleSet


def by_rank(cards: Sequence[Card]) -> dict[int, list[Card]]:
    """Natural cards by rank (a hot path of ``legal_actions`` and the going-out search)."""
    out: dict[int, list[Card]] = {}
    for c in cards:
        if NATURAL[c]:
            rank = RANK_OF[c]
            group = out.get(rank)
            if group is None:
                out[rank] = [c]
            else:
                group.append(c)
    return out


def sequence_runs(cards: Sequence[Card], longest: int = 7) -> list[tuple[Card, ...]]:
    """Maximal runs of 3+ distinct consecutive natural cards per suit, cut to ``longest``."""
    ranks_by_suit: dict[str, set[int]] = {}
    for c in cards:
        if NATURAL[c]:
            ranks_by_suit.setdefault(SUIT_OF[c], set()).add(RANK_OF[c])
    runs: list[tuple[Card, ...]] = []
    for suit in "CDHS":
        present = ranks_by_suit.get(suit)
        if not present or len(present) < 3:
            continue
        ranks = sorted(present)
        start = 0
        for i in range(1, len(ranks) + 1):
            if i == len(ranks) or ranks[i] != ranks[i - 1] + 1:
                run = ranks[start:i]
                while len(run) >= 3:
                    chunk, run = run[-longest:], run[:-longest]
                    runs.append(tuple(Card.of(r, suit) for r in chunk))
                start = i
    return runs


def candidate_melds(cards: Sequence[Card], rules: RuleSet) -> list[tuple[Card, ...]]:
    """A small, canonical set of new melds the cards allow (not every subset: bots and the UI
    combine freely and ``check`` judges)."""
    wilds = [c for c in cards if c.is_wild]
    limit = rules.wild_limit
    out: list[tuple[Card, ...]] = []
    for _rank, group in sorted(by_rank(cards).items()):
        if len(group) >= 3:
            out.append(tuple(group))
        elif wilds and len(group) >= rules.min_naturals_per_group:
            need = 3 - len(group)
            if need <= len(wilds) and (limit is None or need <= limit) and (
                rules.wild_ratio_rule == "none"
                or (rules.wild_ratio_rule == "naturals_ge_wilds" and len(group) >= need)
                or len(group) >= 2 * need
            ):
                out.append((*group, *wilds[:need]))
    out.extend(sequence_runs(cards, rules.max_sequence_length))
    if rules.allow_wild_only_melds and len(wilds) >= 3:
        out.append(tuple(wilds[:7]))
    return out


def candidate_melds_of(facts: HandFacts, hand: Sequence[Card], rules: RuleSet) -> list[tuple[Card, ...]]:
    """``candidate_melds(hand, rules)`` computed from the hand's counts (the same melds, in the same
    order, with the same cards): the hot path of ``legal_actions`` and its sampler."""
    if not facts.in_order:
        return candidate_melds(hand, rules)  # hand order and card order differ: the plain path
    wilds = facts.wild_cards() if facts.wilds else []
    short = short_groups(len(wilds), rules)
    out: list[tuple[Card, ...]] = []
    by_rank = facts.by_rank
    for rank in range(4, 15):
        n = by_rank[rank]
        if n >= 3:
            out.append(tuple(facts.naturals_of(rank)))
        elif short[n]:
            out.append((*facts.naturals_of(rank), *wilds[:3 - n]))
    longest = rules.max_sequence_length
    for suit in range(4) if facts.runs else ():  # (no suit holds three consecutive ranks: no sequence)
        bits = facts.suit_bits[suit]
        if not bits & (bits >> 1) & (bits >> 2):
            continue  # no three consecutive ranks in this suit
        rank = 4
        while rank <= 14:
            if not bits >> rank & 1:
                rank += 1
                continue
            low = rank
            while rank <= 14 and bits >> rank & 1:
                rank += 1
            high = rank - 1  # a maximal run low..high; cut into chunks of ``longest`` from the top
            while high - low + 1 >= 3:
                start = max(low, high - longest + 1)
                out.append(tuple([ALL_FACES[(r - 2) * 4 + suit] for r in range(start, high + 1)]))
                high = start - 1
    if rules.allow_wild_only_melds and len(wilds) >= 3:
        out.append(tuple(wilds[:7]))
    return out


_NO_SHORT_GROUPS = (False, False, False)
"""``short_groups`` of a hand without wild cards."""


def short_groups(wilds: int, rules: RuleSet) -> tuple[bool, bool, bool]:
    """``short[n]`` for n = 0, 1, 2: whether a rank of which the hand holds ``n`` naturals gives a
    candidate group, its naturals completed to three with the first ``3 - n`` of the hand's
    ``wilds`` wild cards (``candidate_melds``' rule: enough wild cards, the table's least naturals,
    wild limit and ratio). Never for 0: a group needs a natural."""
    if not wilds:
        return _NO_SHORT_GROUPS
    limit = rules.wild_limit
    least = rules.min_naturals_per_group
    ratio = rules.wild_ratio_rule
    short = [False, False, False]
    for n in (1, 2):
        need = 3 - n
        short[n] = n >= least and need <= wilds and (limit is None or need <= limit) and (
            ratio == "none" or (ratio == "naturals_ge_wilds" and n >= need) or n >= 2 * need)
    return False, short[1], short[2]


def group_candidate_at(facts: HandFacts, rules: RuleSet, j: int) -> tuple[int, int] | None:
    """``(rank, wild cards)`` of ``candidate_melds_of(facts, hand, rules)[j]`` when that candidate
    is a group (the groups come first, one per rank, lowest rank first), else None: the sampler of
    ``legal_actions`` builds the one group it drew instead of every candidate. The group is the
    hand's naturals of that rank and its first ``wild cards`` wild cards in card order."""
    wilds = facts.wilds
    short = short_groups(wilds, rules) if wilds else _NO_SHORT_GROUPS
    by_rank = facts.by_rank
    for rank in range(4, 15):
        n = by_rank[rank]
        if n >= 3 or short[n]:
            if not j:
                return rank, max(0, 3 - n)
            j -= 1
    return None


def candidate_count(facts: HandFacts, hand: Sequence[Card], rules: RuleSet) -> int:
    """``len(candidate_melds_of(facts, hand, rules))``, counted without building the melds. (Whatever
    the hand's order: how many melds ``candidate_melds`` finds depends only on the counts.)"""
    wilds = facts.wilds
    short = short_groups(wilds, rules) if wilds else _NO_SHORT_GROUPS
    count = 0
    if short[1] or short[2]:
        for n in facts.by_rank:
            if n >= 3 or short[n]:
                count += 1
    else:
        for n in facts.by_rank:
            if n >= 3:
                count += 1
    if facts.runs:
        count += sequence_chunks(facts.runs, rules.max_sequence_length)
    if rules.allow_wild_only_melds and wilds >= 3:
        count += 1
    return count


def greedy_opening(cards: Sequence[Card], rules: RuleSet, requirement: Requirement, *, base_points: int = 0,
                   keep: int = 2) -> list[tuple[Card, ...]] | None:
    """Melds from ``cards`` that reach the requirement (highest-value melds first), leaving at least
    ``keep`` cards in hand; None if this simple search finds none."""
    pool = list(cards)
    chosen: list[tuple[Card, ...]] = []
    total = base_points
    has_canasta = False
    while True:
        ok = total >= requirement.points and (not requirement.canasta or has_canasta)
        if ok and (chosen or base_points):
            return chosen
        options = [m for m in candidate_melds(pool, rules) if len(pool) - len(m) >= keep]
        if not options:
            return None
        best = max(options, key=lambda m: (len(m) >= 7, sum(c.points for c in m), len(m)))
        for c in best:
            pool.remove(c)
        chosen.append(best)
        total += sum(c.points for c in best)
        has_canasta = has_canasta or (len(best) >= 7 and (
            requirement.canasta != "natural" or not any(c.is_wild for c in best)
            or all(c.is_wild for c in best)))
