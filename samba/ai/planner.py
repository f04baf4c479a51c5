"""Planning the melds of a turn: the opening, lay-offs, new groups and sequences, and where wild
cards go.

``legal_actions`` offers single-card lay-offs and one opening (whichever it finds first); a good
player lays several melds at once and chooses *which* cards to keep (pairs to take a frozen pile,
wild cards for the canastas that matter). The planner builds one combined ``Meld`` action; the bot verifies it with
``check`` before playing it, so a planning slip can cost strength but never legality.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from samba.engine import Card, Observation
from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.analysis import (
    GROUP,
    SEQUENCE,
    Meld,
    by_rank,
    check_group,
    check_layoff,
    greedy_opening,
    sequence_runs,
)

from . import sequences
from .evaluate import canastas_missing, needs_samba, threat
from .weights import Weights


def _remove(pool: list[Card], cards: list[Card] | tuple[Card, ...]) -> None:
    for c in cards:
        pool.remove(c)


def _natural_melds(cards: list[Card], obs: Observation, min_seq: int) -> list[tuple[Card, ...]]:
    """Groups of 3+ naturals of one rank, then sequences from the single cards left."""
    out: list[tuple[Card, ...]] = []
    pool = list(cards)
    for _rank, group in sorted(by_rank(pool).items()):
        if len(group) >= 3:
            out.append(tuple(group))
            _remove(pool, group)
    counts = Counter(c.rank for c in pool if c.is_natural)
    singles = [c for c in pool if c.is_natural and counts[c.rank] == 1]
    for run in sequence_runs(singles, obs.rules.max_sequence_length):
        if len(run) >= min_seq:
            out.append(run)
    return out


def plan_opening(obs: Observation, w: Weights, allow_wilds: bool) -> A.Meld | None:
    """The cheapest opening that reaches the side's minimum: natural melds first, wild cards only
    if ``allow_wilds`` (spending wild cards to open early is the classic beginner's waste)."""
    rules = obs.rules
    req = obs.requirement()
    keep = 1 if obs.turn.no_discard else 2
    hand = list(obs.hand)
    if req.canasta:
        found = greedy_opening(hand, rules, req, keep=keep)
        return A.Meld(tuple(found)) if found else None
    min_seq = max(w.min_new_sequence, rules.short_sequence_threshold if rules.short_sequence_penalty else 3)
    melds = [list(m) for m in _natural_melds(hand, obs, min_seq)]
    pool = list(hand)
    for m in melds:
        _remove(pool, m)
    total = sum(c.points for m in melds for c in m)
    wilds = sorted((c for c in pool if c.is_wild), key=lambda c: c.points)
    if total < req.points and allow_wilds:
        pairs = sorted(((r, g) for r, g in by_rank(pool).items() if len(g) == 2),
                       key=lambda rg: -sum(c.points for c in rg[1]))
        for _rank, pair in pairs:
            if total >= req.points or not wilds:
                break
            candidate = [*pair, wilds[0]]
            if check_group(candidate, rules) is None:
                melds.append(candidate)
                _remove(pool, candidate)
                wilds.pop(0)
                total += sum(c.points for c in candidate)
        for m in melds:
            if total >= req.points or not wilds:
                break
            if m[0].rank == m[1].rank and check_group([*m, wilds[0]], rules) is None and len(m) < 7:
                m.append(wilds.pop(0))
                pool.remove(m[-1])
                total += m[-1].points
    if total < req.points or not melds:
        return None
    # Keep cards to discard: drop the cheapest surplus melds while the minimum still holds.
    melds.sort(key=lambda m: -sum(c.points for c in m))
    while len(hand) - sum(len(m) for m in melds) < keep and melds:
        dropped = melds.pop()
        total -= sum(c.points for c in dropped)
        if total < req.points:
            return None
    return A.Meld(tuple(tuple(m) for m in melds)) if melds else None


def plan_melds(obs: Observation, w: Weights, *, early: bool = False) -> A.Meld | None:
    """The melds and lay-offs an opened side should make now (None: nothing worth doing)."""
    return plan_holding(obs, w, early=early)[0]


def kept_for_samba(played: A.Meld | None, unheld: A.Meld | None, holds: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards a turn's melds keep in hand for a samba (BR13): cards the samba's holding rules took out of
    the plan (``holds``), that the plan without those rules (``unheld``) lays down, and that the move
    ``played`` does not. What an explanation may truthfully say the bot kept for its samba."""
    laid = Counter(_laid(played))
    kept: list[Card] = []
    for c in _laid(unheld):
        if laid[c] > 0:
            laid[c] -= 1
        elif c in holds and c.is_natural:
            kept.append(c)
    return tuple(sorted(kept))


def _laid(action: A.Meld | None) -> list[Card]:
    if action is None:
        return []
    return [c for m in action.melds for c in m] + [c for _target, cards in action.layoffs for c in cards]


def plan_holding(obs: Observation, w: Weights, *, early: bool = False, hold: bool = True
                 ) -> tuple[A.Meld | None, tuple[Card, ...]]:
    """``plan_melds``, and the cards the samba's holding rules (``sequences.held_runs``,
    ``sequences.spare_from_canastas``; nothing unless ``sequences.pursuing``) kept out of it; ``hold=False``:
    the plan without those rules, for ``kept_for_samba`` to compare."""
    rules = obs.rules
    holds: list[Card] = []
    hand = list(obs.hand)
    keep_min = 1 if obs.turn.no_discard else 2
    mine = [m for m in obs.my_melds() if m.kind in (GROUP, SEQUENCE) or m.kind == "wild"]
    missing = canastas_missing(obs, obs.side)
    danger = threat(obs)
    # Each move: (priority, cards used, kind, payload); higher priority first.
    moves: list[tuple[float, list[Card], str, int | None]] = []
    pool = list(hand)
    sizes: dict[int, int] = {m.id: m.size for m in mine}
    wild_count: dict[int, int] = {m.id: m.wilds for m in mine}
    # 0. BR13: while the side needs its samba, its sequences take their cards first (else none).
    extended: set[int] = set()
    for prio, cards, seq_id in sequences.extensions(obs, pool):
        moves.append((prio, cards, "layoff", seq_id))
        sizes[seq_id] += len(cards)
        extended.add(seq_id)
    # BR13: suited runs in hand stay out of the groups while they may still become a sequence (else none).
    held = sequences.held_runs(obs, pool) if hold else []
    _remove(pool, held)
    holds.extend(held)
    # 1. Naturals onto the side's groups of their rank (incomplete first).
    for rank, group in sorted(by_rank(pool).items()):
        targets = [m for m in mine if m.kind == GROUP and m.rank == rank]
        if not targets:
            continue
        targets.sort(key=lambda m: (m.is_complete, -m.size))
        target = targets[0]
        if hold and target.is_complete and sequences.spare_from_canastas(obs):
            holds.extend(group)
            continue  # BR13: a card beyond a finished canasta adds only its points; kept for a sequence
        if check_layoff(target, tuple(group), rules) is not None:
            continue
        prio = 50.0 if not target.is_complete else 20.0
        if target.size + len(group) >= 7 and not target.is_complete:
            prio = 90.0
        moves.append((prio, list(group), "layoff", target.id))
        _remove(pool, group)
        sizes[target.id] += len(group)
    # 2. Extend sequences with cards that fit an end, one at a time.
    for m in mine:
        if m.kind != SEQUENCE or m.size >= rules.max_sequence_length or m.id in extended:
            continue
        added, size = sequences.grow(m, pool, rules)
        if added:
            prio = 95.0 if size >= rules.max_sequence_length else 45.0
            moves.append((prio, added, "layoff", m.id))
            sizes[m.id] = size
    # 3. New natural melds: triples and sequences of single cards.
    min_seq = max(w.min_new_sequence, rules.short_sequence_threshold if rules.short_sequence_penalty else 3)
    pool.extend(held)  # a held run may be laid as a new sequence, not as part of a group
    for prio, run in sequences.new_runs(obs, pool):  # BR13: a run towards the samba (else none)
        moves.append((prio, run, "new", None))
    _remove(pool, [c for c in held if c in pool])
    for meld in _natural_melds(pool, obs, min_seq):
        prio = 40.0 if meld[0].rank == meld[-1].rank and len(meld) >= 3 else w.new_sequence_priority
        if len(meld) >= 7:
            prio = 95.0
        moves.append((prio, list(meld), "new", None))
        _remove(pool, meld)
    # 4. Wild cards complete canastas the side needs (or when the hand may end soon).
    wilds = sorted((c for c in pool if c.is_wild), key=lambda c: c.points)
    ready = w.wilds_when_ready and (missing == 0 or obs.turn.asked == S.ASKED_NO)
    wants_wilds = (w.wild_to_complete and missing > 0) or danger >= w.wild_threat or early or ready
    # The last canasta the side needs (a group canasta counts only once a samba is down, BR13).
    last = w.wild_complete_last if missing == 1 and not needs_samba(obs, obs.side) else 0
    if wilds and (wants_wilds or w.wild_complete_missing or last):
        limit = rules.wild_limit if rules.wild_limit is not None else 7
        for m in sorted(mine, key=lambda m: -sizes.get(m.id, 0)):
            if m.kind != GROUP or m.is_complete:
                continue
            size = sizes[m.id]
            short = 7 - size
            room = limit - wild_count[m.id]
            allowed = wants_wilds or short <= max(w.wild_complete_missing, last)
            if allowed and 0 < short <= min(len(wilds), room) and (size >= w.wild_growth_size or early):
                use = wilds[:short]
                del wilds[:short]
                moves.append((85.0, list(use), "layoff", m.id))
                for c in use:
                    pool.remove(c)
                last = 0  # that one was the last the side needed
    # 4b. The side's last turn before the stock runs out, where wild cards may join any group (BR2,
    # BR13: no going out without a samba): a wild card kept now only counts against the side.
    if wilds and _last_turn(obs) and rules.allow_wild_on_completed_canasta and missing > 0:
        for group_id, card in _last_wild_targets(mine, wilds):
            moves.append((36.0, [card], "layoff", group_id))
            pool.remove(card)
        wilds = [c for c in wilds if c in pool]
    # 4c. A side that may go out: each pair with a wild card becomes a group, so the hand shrinks
    # towards a going out (the highest pairs first, while wild cards last).
    if missing == 0 and w.ready_pairs and wilds:
        for _rank, pair in sorted(by_rank(pool).items(), reverse=True):
            if len(pair) == 2 and wilds and check_group([*pair, wilds[0]], rules) is None:
                cards = [*pair, wilds.pop(0)]
                moves.append((37.0, cards, "new", None))
                _remove(pool, cards)
    # Easy lapse: a pair plus a wild card melded as a new group, too soon.
    if early and wilds:
        for _rank, pair in sorted(by_rank(pool).items()):
            if len(pair) == 2 and wilds and check_group([*pair, wilds[0]], rules) is None:
                cards = [*pair, wilds.pop(0)]
                moves.append((25.0, cards, "new", None))
                _remove(pool, cards)
    if not moves:
        return None, tuple(holds)
    moves.sort(key=lambda mv: -mv[0])
    budget = len(hand) - keep_min
    chosen_new: list[tuple[Card, ...]] = []
    chosen_lay: dict[int, list[Card]] = defaultdict(list)
    used = 0
    for prio, cards, _kind, meld_id in moves:
        if used + len(cards) > budget:
            continue
        if prio < 35.0 and len(hand) - used - len(cards) < 3 and missing > 0:
            continue  # keep a few cards in hand while the side cannot go out
        used += len(cards)
        if meld_id is None:  # a new meld
            chosen_new.append(tuple(cards))
        else:
            chosen_lay[meld_id].extend(cards)
    if missing > 0 and rules.wild_discard_effect == "block_only":
        _keep_a_natural_discard(hand, chosen_new, chosen_lay, mine)
    chosen_lay = {i: c for i, c in chosen_lay.items() if c}
    if not chosen_new and not chosen_lay:
        return None, tuple(holds)
    return A.Meld(tuple(chosen_new), tuple((i, tuple(c)) for i, c in chosen_lay.items())), tuple(holds)


def _last_turn(obs: Observation) -> bool:
    """Whether the stock runs out before this seat draws again (the hand then ends, BR16, unless
    someone takes the pile)."""
    return obs.stock_size <= obs.rules.stock_draw_count * (len(obs.active) - 1)


def _last_wild_targets(mine: list[Meld], wilds: list[Card]) -> list[tuple[int, Card]]:
    """Where the last turn's wild cards go: a mixed canasta (its bonus stays), else the biggest
    unfinished group; never a natural canasta (it would become mixed, 500 -> 300, BR5). The most
    valuable wild cards first, one move each so that the turn's budget can take some of them."""
    mixed = [m for m in mine if m.kind == GROUP and m.is_complete and m.wilds]
    open_groups = sorted((m for m in mine if m.kind == GROUP and not m.is_complete), key=lambda m: -m.size)
    targets = mixed or open_groups
    if not targets:
        return []
    return [(targets[0].id, c) for c in sorted(wilds, key=lambda c: -c.points)]


def _keep_a_natural_discard(hand: list[Card], chosen_new: list[tuple[Card, ...]],
                            chosen_lay: dict[int, list[Card]], mine: list[Meld]) -> None:
    """Hold back one natural card laid off onto a finished canasta when the melds would leave only
    wild cards in hand. Where a discarded wild card only blocks the next player (BR9) and the side
    cannot go out (BR13), a hand of wild cards must throw one away each turn; a natural card on a
    finished canasta adds only its own points, so it is the cheaper discard. (Holding back a card
    that grows an unfinished group instead cost about 100 points a hand: ``STRENGTH.md``.)"""
    laid = [c for m in chosen_new for c in m] + [c for cards in chosen_lay.values() for c in cards]
    left = list(hand)
    _remove(left, laid)
    if not left or any(not c.is_wild for c in left):
        return
    finished = {m.id for m in mine if m.kind == GROUP and m.is_complete}
    for meld_id, cards in chosen_lay.items():
        naturals = [c for c in cards if c.is_natural]
        if meld_id in finished and naturals:
            cards.remove(min(naturals, key=lambda c: (c.points, c)))
            return


def plan_merge(obs: Observation) -> A.MergeGroups | None:
    """Join two incomplete groups of one rank when the result is a canasta (never two canastas)."""
    if not obs.rules.allow_group_merge:
        return None
    groups = [m for m in obs.my_melds() if m.kind == GROUP and not m.is_complete]
    for i, a in enumerate(groups):
        for b in groups[i + 1:]:
            if a.rank == b.rank and a.size + b.size >= 7 and check_group(a.cards + b.cards, obs.rules) is None:
                return A.MergeGroups(a.id, b.id)
    return None
