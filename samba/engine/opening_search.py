"""The exact search for an opening (S12.1, S12.2, BR10, S14.3): the most points new melds can add from
a set of cards while enough of them stay in hand, and the opening of the meld phase built on it.

Room: two questions share it. ``pile_openings.opening_take`` asks it for the hand cards beside a
pair take (S12.4); ``opening_melds`` asks it for a side that opens from its hand in the meld phase.
Both are asked only when the cheap way (``combos.greedy_opening``) finds nothing, and the planner
(``legality``) still judges what they find. It needs only cards, melds and the requirement: no
planning, no going out.

Why a search and not a greedy rule: which cards go together matters. Splitting a group to make a
sequence (7♣ 8♣ 9♣ and 8♦ 8♥ 8♠ from 7♣ 7♦ 8♣ 8♦ 8♥ 8♠ 9♣), laying a meld the greedy order passes
over, leaving out the costly meld that would take the cards S14.3 keeps in hand, several groups of
one rank that together hold more wild cards than one group may, or the one meld that makes the
canasta BR10 asks for. A referee found openings never offered (37 of 493 unopened meld-phase hands
that can open; 7 of 1,853 pile takes), so the table, the bots and the stock-end rule (S16.3)
believed the side could not open.

How: a memoised search over what is left: the lowest natural card left is either kept or laid in a
meld with some of the others (a group of its rank with wild cards, or a sequence starting at it),
and wild cards left at the end go into wild melds where the table allows them (BR3). Wild cards are
taken best first: they differ only in points, so the cards laid are the most valuable. Cards no
meld could hold are set aside first (kept). With the opening's canasta (BR10, 7,000 up) the search
keeps, beside the best points, the best points of a way that holds a qualifying canasta.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

from .cards import NATURAL, POINTS_OF, RANK_OF, SUIT_OF, Card
from .melds import GROUP, SEQUENCE, check_new_meld, group_shape_problem
from .opening import Requirement
from .rules import RuleSet

NONE = -1
"""No way at all: too few cards left to keep, or (for the canasta-holding value) no canasta."""

Melds = tuple[tuple[Card, ...], ...]
Best = tuple[int, Melds, int, Melds]
"""(most points, melds giving them, most points with a qualifying canasta or ``NONE``, its melds)."""


def opening_melds(hand: Sequence[Card], rules: RuleSet, requirement: Requirement, keep: int) -> Melds | None:
    """New melds from ``hand`` that open the side: their card points reach ``requirement.points``,
    one of them is the canasta it asks for (BR10), no two groups share a rank where C21 forbids it,
    and at least ``keep`` cards stay in hand (S14.3). None exactly when no such set of melds exists.

    Cheap necessary conditions come first (every card some meld could hold falls short of the
    points; no canasta within reach), so a hand that cannot open rarely pays for the search.

    [ENGINE DECISION] The melds returned are the ones worth most points (with BR10's canasta, the
    most of those holding one): the search finds them anyway, and any opening would do for the
    offer; a player who wants to lay less builds another, and ``check`` judges it."""
    if len(hand) - keep < 3:
        return None  # not even one meld of three leaves the cards to keep
    wilds = tuple(sorted((c for c in hand if c.is_wild), key=lambda c: (-POINTS_OF[c], c)))
    naturals = [c for c in hand if NATURAL[c]]
    laid = meldable(naturals, (), len(wilds), rules)
    if not laid and not (rules.allow_wild_only_melds and len(wilds) >= 3):
        return None
    if sum(POINTS_OF[c] for c in (*wilds, *laid)) < requirement.points:
        return None  # even every card that could be laid falls short
    canasta = requirement.canasta
    if canasta and not canasta_within_reach(laid, len(wilds), canasta, rules):
        return None
    kept = len(hand) - len(wilds) - len(laid)  # black threes and homeless naturals
    search = OpeningSearch(rules, requirement, wilds)
    order = tuple(sorted(laid, key=lambda c: (RANK_OF[c], c)))
    best, melds, best_canasta, canasta_melds = search.best(order, 0, max(0, keep - kept))
    if canasta:
        best, melds = best_canasta, canasta_melds
    if best == NONE or not melds or best < requirement.points:
        return None
    return melds


def qualifies(kind: str, cards: Sequence[Card], canasta: str) -> bool:
    """Whether this meld is the completed canasta the opening needs (``opening._meets_canasta``)."""
    if not canasta or len(cards) < 7:
        return False
    if canasta == "any":
        return True
    return kind != GROUP or not any(c.is_wild for c in cards)


def canasta_within_reach(naturals: Sequence[Card], wilds: int, canasta: str, rules: RuleSet,
                         top: Card | None = None) -> bool:
    """A necessary condition for an opening with a completed canasta (BR10): seven naturals of a rank
    (the top card counted for its own rank), with the wild cards where any canasta will do; seven ranks
    in a row of one suit (or wild cards in sequences allowed); seven wild cards where wild melds are.
    Where it fails, no search is needed: a big hand with no canasta in it costs nothing."""
    if (rules.allow_wild_only_melds and wilds >= 7) or rules.allow_wild_in_sequence:
        return True
    per_rank: dict[int, int] = {} if top is None else {RANK_OF[top]: 1}
    suit_ranks: dict[str, set[int]] = {}
    for c in naturals:
        per_rank[RANK_OF[c]] = per_rank.get(RANK_OF[c], 0) + 1
        suit_ranks.setdefault(SUIT_OF[c], set()).add(RANK_OF[c])
    spare = wilds if canasta == "any" else 0
    if any(n + spare >= 7 for n in per_rank.values()):
        return True
    return any(all(r in ranks for r in range(low, low + 7)) for ranks in suit_ranks.values() for low in range(4, 9))


def meldable(others: Sequence[Card], same: Sequence[Card], wilds: int, rules: RuleSet) -> list[Card]:
    """The naturals of ``others`` that some new meld made from the hand could hold, with ``same`` (a
    take's naturals of the top card's rank; none in the meld phase) counted beside them; the others
    can only stay in hand (generous: a card that might fit stays in)."""
    per_rank: dict[int, int] = {}
    suit_ranks: dict[str, set[int]] = {}
    for c in (*others, *same):
        per_rank[RANK_OF[c]] = per_rank.get(RANK_OF[c], 0) + 1
        suit_ranks.setdefault(SUIT_OF[c], set()).add(RANK_OF[c])
    out = []
    for c in others:
        n = per_rank[RANK_OF[c]]
        ranks = suit_ranks[SUIT_OF[c]]
        r = RANK_OF[c]
        if (n >= rules.min_naturals_per_group and n + wilds >= 3) or (
            rules.allow_wild_in_sequence and (wilds or len(ranks) >= 2)
        ) or any({low, low + 1, low + 2} <= ranks for low in (r - 2, r - 1, r)):
            out.append(c)
    return out


def sub_multisets_largest_first(cards: Sequence[Card], least: int) -> Iterator[tuple[Card, ...]]:
    """Every sub-multiset of ``cards`` (by face, each once) with at least ``least`` cards, larger first."""
    faces = sorted(set(cards))
    counts = [cards.count(f) for f in faces]
    picks = [p for p in product(*(range(n, -1, -1) for n in counts)) if sum(p) >= least]
    picks.sort(key=lambda p: -sum(p))
    for p in picks:
        yield tuple(f for f, k in zip(faces, p, strict=True) for _ in range(k))


class OpeningSearch:
    """The most points new melds from the rest of the hand can add (see the module docstring), memoised
    for one question: the choices of the take's group leave the same rests again and again."""

    __slots__ = ("canasta", "memo", "rules", "wilds")

    def __init__(self, rules: RuleSet, requirement: Requirement, wilds: tuple[Card, ...]):
        self.rules = rules
        self.canasta = requirement.canasta
        self.wilds = wilds
        self.memo: dict[tuple[tuple[Card, ...], int, int, frozenset[int]], Best] = {}

    def banned(self, banned: frozenset[int], rank: int) -> frozenset[int]:
        """The ranks of which no new group may be laid once a group of ``rank`` is laid: ``banned`` and,
        where a side may hold only one group of a rank (C21, ``allow_duplicate_rank_groups=false``:
        ``pile._plan_pair`` refuses a second), ``rank``."""
        return banned if self.rules.allow_duplicate_rank_groups else banned | {rank}

    def best(self, naturals: tuple[Card, ...], used: int, keep: int, banned: frozenset[int] = frozenset()) -> Best:
        """From ``naturals`` (sorted by rank) and the wild cards after the first ``used``, with at least
        ``keep`` of these cards left in hand and no new group of a rank in ``banned`` (C21)."""
        if banned:
            low = RANK_OF[naturals[0]] if naturals else 99
            banned = frozenset(r for r in banned if r >= low)  # (no natural of a lower rank is left)
        key = (naturals, used, keep, banned)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._work(naturals, used, keep, banned)
        return found

    def _work(self, naturals: tuple[Card, ...], used: int, keep: int, banned: frozenset[int]) -> Best:
        if not naturals:
            return self._wild_melds(used, keep)
        first, rest = naturals[0], naturals[1:]
        # The lowest natural left stays in hand ...
        best, melds, best_canasta, canasta_melds = self.best(rest, used, max(0, keep - 1), banned)
        # ... or goes into a new meld with some of the others.
        for meld, kind, taken, wild_count in self._melds_holding(first, rest, used, RANK_OF[first] not in banned):
            left = tuple(_without(rest, taken))
            after = self.banned(banned, RANK_OF[first]) if kind == GROUP else banned
            sub, sub_melds, sub_canasta, sub_canasta_melds = self.best(left, used + wild_count, keep, after)
            if sub == NONE:
                continue
            value = sum(POINTS_OF[c] for c in meld)
            if value + sub > best:
                best, melds = value + sub, (meld, *sub_melds)
            if qualifies(kind, meld, self.canasta):
                if value + sub > best_canasta:
                    best_canasta, canasta_melds = value + sub, (meld, *sub_melds)
            elif sub_canasta != NONE and value + sub_canasta > best_canasta:
                best_canasta, canasta_melds = value + sub_canasta, (meld, *sub_canasta_melds)
        return best, melds, best_canasta, canasta_melds

    def _melds_holding(self, first: Card, rest: tuple[Card, ...], used: int, groups: bool
                       ) -> Iterator[tuple[tuple[Card, ...], str, tuple[Card, ...], int]]:
        """(meld, kind, the naturals of ``rest`` it takes, wild cards it takes) for each new meld
        holding ``first``: a group of its rank (if ``groups``), or a sequence whose lowest natural it is."""
        rules = self.rules
        wilds = self.wilds[used:]
        rank = RANK_OF[first]
        same = [c for c in rest if RANK_OF[c] == rank] if groups else []
        for extra in sub_multisets_largest_first(same, 0) if groups else ():
            for count in range(len(wilds) + 1):
                size = 1 + len(extra) + count
                if size >= 3 and group_shape_problem(size, count, rules) is None:
                    yield (first, *extra, *wilds[:count]), GROUP, extra, count
        suit = SUIT_OF[first]
        above = sorted({RANK_OF[c] for c in rest if SUIT_OF[c] == suit and RANK_OF[c] > rank})
        longest = rules.max_sequence_length
        if rules.allow_wild_in_sequence:
            reach = [r for r in above if r - rank < longest]
            for picks in product((False, True), repeat=len(reach)):
                ranks = [r for r, p in zip(reach, picks, strict=True) if p]
                taken = tuple(Card.of(r, suit) for r in ranks)
                for count in range(min(len(wilds), longest - 1 - len(ranks)) + 1):
                    meld = (first, *taken, *wilds[:count])
                    kind = check_new_meld(meld, rules) if len(meld) >= 3 else None
                    if isinstance(kind, tuple) and kind[0] == SEQUENCE:
                        yield meld, SEQUENCE, taken, count
            return
        run = [first]
        for r in above:
            if r != RANK_OF[run[-1]] + 1 or len(run) == longest:
                break
            run.append(Card.of(r, suit))
            if len(run) >= 3:
                yield tuple(run), SEQUENCE, tuple(run[1:]), 0

    def _wild_melds(self, used: int, keep: int) -> Best:
        """Wild cards left: laid as wild melds of 3 to 7 (BR3) where allowed, the cheapest kept."""
        left = self.wilds[used:]
        most = len(left) - keep
        if most < 0:
            return NONE, (), NONE, ()
        if not self.rules.allow_wild_only_melds or most < 3:
            return 0, (), NONE, ()
        best_melds = _chunks(left[:most])
        best = sum(POINTS_OF[c] for c in left[:most])
        # With a Bolivia (seven wild cards) among them: 7, or 10 and more (the rest in melds of 3+).
        lay = most if most == 7 or most >= 10 else (7 if most >= 7 else 0)
        if not lay:
            return best, best_melds, NONE, ()
        bolivia = left[:7]
        melds = (bolivia, *_chunks(left[7:lay]))
        return best, best_melds, sum(POINTS_OF[c] for c in left[:lay]), melds


def _without(cards: tuple[Card, ...], taken: Sequence[Card]) -> list[Card]:
    """``cards`` less ``taken`` (a sub-multiset of them), in their order."""
    left = list(cards)
    for c in taken:
        left.remove(c)
    return left


def _chunks(cards: Sequence[Card]) -> Melds:
    """``cards`` (three or more, or none) as melds of 3 to 7 cards, as even as can be."""
    if not cards:
        return ()
    parts = -(-len(cards) // 7)
    size, extra = divmod(len(cards), parts)
    out = []
    at = 0
    for i in range(parts):
        n = size + (1 if i < extra else 0)
        out.append(tuple(cards[at:at + n]))
        at += n
    return tuple(out)

