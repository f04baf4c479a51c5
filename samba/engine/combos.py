"""Finding melds in a hand: the candidate melds and openings that ``legal_actions``, the going-out
search and the bots share. Pure functions of cards and rules; no legality is decided here (every
proposal is checked by ``legality`` before it is offered).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import NATURAL, RANK_OF, SUIT_OF, Card
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
