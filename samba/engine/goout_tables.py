"""Pure tables for the going-out search (``goout_search``): how the natural cards of one rank and
some wild cards can be laid as groups (S8, S10, BR2).

They depend only on small ints (counts, sizes, rule options), never on a position, so they are
cached for the life of the process and shared by every search.
"""

from __future__ import annotations

from functools import cache, lru_cache

from .melds import CANASTA_SIZE

ANY, NATURAL_OR_BETTER = 1, 2
"""Kinds of a new canasta, for BR10: any canasta, or a natural group canasta / samba / Bolivia."""

Shape = tuple[int, int | None, int, bool]
"""(min naturals, wild limit or None, ratio factor, one group only): the rules that shape a group."""
NewGroups = tuple[tuple[int, int], ...]
"""New groups as (naturals, wilds)."""
LayOffs = tuple[tuple[int, int, int], ...]
"""Lay-offs onto the side's groups as (group index, naturals, wilds)."""
RankOption = tuple[int, int, int, int, int, NewGroups, LayOffs]
"""(wilds used, canastas completed, best new canasta kind, naturals laid off, wilds laid off, new
groups, lay-offs): one way to place a rank's natural cards (see ``rank_options``)."""


# -- new groups of one rank -----------------------------------------------------------------------

@cache
def new_groups(shape: Shape, naturals: int, wilds: int) -> tuple[tuple[int, int, NewGroups], ...]:
    """Every useful way to lay exactly ``naturals`` natural cards and ``wilds`` wild cards of one
    rank as new groups: the best (canastas, canasta kind) pairs, each with its groups as
    (naturals, wilds). ``shape`` = (min naturals, wild limit or None, ratio factor, one group only).
    A pure function of small ints, so it is cached for the life of the process."""
    min_naturals, limit, ratio, single = shape
    if naturals == 0:
        return ((0, 0, ()),) if wilds == 0 else ()
    if single:
        ok = (naturals >= min_naturals and naturals + wilds >= 3 and (limit is None or wilds <= limit)
              and ratio * wilds <= naturals)
        if not ok:
            return ()
        size = naturals + wilds
        kind = (NATURAL_OR_BETTER if wilds == 0 else ANY) if size >= CANASTA_SIZE else 0
        return ((int(size >= CANASTA_SIZE), kind, ((naturals, wilds),)),)
    best: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
    for gn in range(max(min_naturals, 1), naturals + 1):
        top = wilds if limit is None else min(wilds, limit)
        for gx in range(top + 1):
            if gn + gx < 3 or ratio * gx > gn:
                continue
            size = gn + gx
            done = int(size >= CANASTA_SIZE)
            kind = (NATURAL_OR_BETTER if gx == 0 else ANY) if done else 0
            for c, k, groups in new_groups(shape, naturals - gn, wilds - gx):
                key = (min(2, c + done), max(k, kind))
                if key not in best:
                    best[key] = ((gn, gx), *groups)
    return tuple((c, k, g) for (c, k), g in best.items()
                 if not any(c2 >= c and k2 >= k and (c2, k2) != (c, k) for c2, k2 in best))


@lru_cache(maxsize=4096)
def rank_options(shape: Shape, wild_on_canasta: bool, groups: tuple[tuple[int, int, int], ...], naturals: int,
                 most_wilds: int, detailed: bool) -> tuple[RankOption, ...]:
    """Every useful way to place ``naturals`` natural cards of one rank (and some wild cards) when
    the side already has ``groups`` of that rank, given as (size, wilds, naturals).

    An option is (wilds used, canastas completed, best new canasta kind, naturals laid off, wilds
    laid off, new groups as (naturals, wilds), lay-offs as (group index, naturals, wilds)), sorted by
    wilds used. Options beaten on every count are dropped; the lay-off counts matter only for an
    opening (``detailed``), where laid-off cards do not count (S12.2). A natural may join a group of
    its rank without limit, even a canasta (S8.5); wild cards only within the group's limits
    (S8.2, S8.5 or ``allow_wild_on_completed_canasta``, BR2). Pure, so cached for the process."""
    _, limit, ratio, single = shape
    if not groups:  # only new groups: each wild count's table is already free of beaten options
        out: list[RankOption] = [(xx, c, k, 0, 0, new, ())
               for xx in range(most_wilds + 1) for c, k, new in new_groups(shape, naturals, xx)]
        out.sort(key=_ORDER)
        return tuple(out)
    # The side's groups: (wilds added, naturals they require) -> (canastas completed, lay-offs).
    states: dict[tuple[int, int], tuple[int, tuple[tuple[int, int, int], ...]]] = {(0, 0): (0, ())}
    for index, (size, wilds, nats) in enumerate(groups):
        choices: list[tuple[int, int, int]] = []
        for b in range(most_wilds + 1):
            if b and not wild_on_canasta and size + b > CANASTA_SIZE:
                break
            if limit is not None and wilds + b > limit:
                break
            need = max(0, ratio * (wilds + b) - nats)
            choices.append((b, need, 0))
            if size < CANASTA_SIZE:
                choices.append((b, max(need, CANASTA_SIZE - size - b), 1))
        grown: dict[tuple[int, int], tuple[int, tuple[tuple[int, int, int], ...]]] = {}
        for (bs, ns), (done, plan) in states.items():
            for b, need, c in choices:
                key = (bs + b, ns + need)
                if key[0] > most_wilds or key[1] > naturals:
                    continue
                old = grown.get(key)
                if old is None or old[0] < done + c:
                    grown[key] = (done + c, (*plan, (index, need, b)))
        states = grown
    best: dict[tuple[int, int, int, int, int], RankOption] = {}
    for (bs, need), (done, plan) in states.items():
        spare = naturals - need
        # S10.1 with duplicates off: no new group of a rank the side already has.
        for nn in (range(spare + 1) if not single else (0,)):
            extra = spare - nn  # dealt onto the first group: naturals are welcome on any (S8.5)
            onto = tuple(t for t in ((i, a + (extra if j == 0 else 0), b) for j, (i, a, b) in enumerate(plan))
                         if t[1] or t[2])
            for xx in range(most_wilds - bs + 1):
                for c, k, new in new_groups(shape, nn, xx):
                    counts = (bs + xx, min(2, done + c), k, naturals - nn if detailed else 0, bs if detailed else 0)
                    if counts not in best:
                        best[counts] = (*counts, new, onto)
    by_wilds: dict[int, list[tuple[int, int, int, int, int]]] = {}
    for counts in best:
        by_wilds.setdefault(counts[0], []).append(counts)
    out = []
    for keys in by_wilds.values():  # only options with the same wild count can beat one another
        out.extend(best[k] for k in keys
                   if not any(o != k and o[1] >= k[1] and o[2] >= k[2] and o[3] <= k[3] and o[4] <= k[4] for o in keys))
    out.sort(key=_ORDER)
    return tuple(out)


def _MOST_CANASTAS(option: RankOption) -> tuple[int, int, int]:
    return (-option[1], -option[2], option[0])


@lru_cache(maxsize=8192)
def group_options(shape: Shape, wild_on_canasta: bool, groups: tuple[tuple[int, int, int], ...], naturals: int,
                  wilds: int, detailed: bool, canastas_first: bool) -> tuple[RankOption, ...]:
    """``rank_options`` for a hand holding ``wilds`` wild cards, fewest wild cards first, or most
    canastas first (``canastas_first``). The wild count is capped at what the groups of the rank
    could take (``wild_capacity``): that changes no option, and lets hands with different numbers
    of wild cards share the table. Pure, so cached for the process (every search of a rank with the
    same groups and naturals asks the same question)."""
    options = rank_options(shape, wild_on_canasta, groups, naturals,
                           min(wilds, wild_capacity(shape, wild_on_canasta, groups, naturals, wilds)), detailed)
    return tuple(sorted(options, key=_MOST_CANASTAS)) if canastas_first else options


def wild_capacity(shape: Shape, wild_on_canasta: bool, groups: tuple[tuple[int, int, int], ...], naturals: int,
                  wilds: int) -> int:
    """Most wild cards the groups of one rank could take with ``naturals`` naturals: each group at
    most its limit (S8.2) and none past a canasta unless allowed (S8.5); new groups need their
    naturals. ``wilds`` (the hand's wild cards) when there is no limit."""
    min_naturals, limit, ratio, single = shape
    if limit is None:
        return wilds
    room = 0
    for size, held, _ in groups:
        most = max(0, limit - held)
        if not wild_on_canasta:
            most = min(most, max(0, CANASTA_SIZE - size))
        room += most
    fresh = limit * (1 if single else naturals // max(1, min_naturals))
    return room + (min(fresh, naturals // ratio) if ratio else fresh)


def _ORDER(option: RankOption) -> tuple[int, int, int]:
    """Fewest wild cards first; then most canastas, best canasta kind."""
    return (option[0], -option[1], -option[2])
