"""Searching for a way to go out (S15): used to offer "may I go out?" only when going out is
possible (S15.4), by ``legal_actions``, and by the bots.

The search is greedy with a choice of final discard: naturals go onto the side's groups of their
rank, then extend its sequences, then form new groups and sequences; wild cards complete groups
(nearest to a canasta first) or form a wild meld. Every plan it returns is re-checked by
``legality.plan_go_out``, so it can miss an exotic way out but never offers an illegal one.
"""

from __future__ import annotations

from collections import defaultdict

from . import actions as A
from .cards import NATURAL, SUIT_OF, Card
from .combos import by_rank, sequence_runs
from .legality import Batch, permission_problem, plan_go_out, take_from_hand
from .melds import GROUP, SEQUENCE, WILD_MELD, check_group, sequence_fits_end
from .observation import Observation
from .state import MELD


def _meld_everything(obs: Observation, cards: tuple[Card, ...], keep_groups: bool = False
                     ) -> tuple[list[tuple[Card, ...]], list[tuple[int, tuple[Card, ...]]]] | None:
    """One greedy plan; ``keep_groups`` stops a sequence from taking a card out of three of a kind
    (``QD QD QS`` over ``9D 10D JD``: the queens must stay together)."""
    rules = obs.rules
    mine = obs.my_melds()
    layoffs: dict[int, list[Card]] = defaultdict(list)
    new: list[list[Card]] = []
    black3 = [c for c in cards if c.is_black_three]
    if black3:
        if len(black3) < rules.black3_meld_min:
            return None
        new.append(black3)
    wilds = [c for c in cards if c.is_wild]
    ranks = by_rank(cards)
    pool: list[Card] = []
    for rank, group in sorted(ranks.items()):
        targets = [m for m in mine if m.kind == GROUP and m.rank == rank]
        if targets:
            targets.sort(key=lambda m: (m.size >= 7, -m.size))
            layoffs[targets[0].id].extend(group)
        else:
            pool.extend(group)
    # Extend the side's sequences from the pool, one card at a time.
    for meld in mine:
        if meld.kind != SEQUENCE:
            continue
        current = meld
        grown = True
        while grown and current.size < rules.max_sequence_length:
            grown = False
            triples = {r for r, g in by_rank(pool).items() if len(g) == 3} if keep_groups else ()
            for c in list(pool):
                if c.suit != current.suit or c.rank in triples:
                    continue
                if sequence_fits_end(current, c, rules):
                    pool.remove(c)
                    layoffs[meld.id].append(c)
                    current = current.__class__(current.id, current.side, current.seat, current.kind,
                                                tuple(sorted((*current.cards, c))), current.rank, current.suit,
                                                current.turn)
                    grown = True
                    break
    # New groups of three or more; then sequences from what is left; then pairs with wild cards.
    leftover: list[Card] = []
    for _rank, group in sorted(by_rank(pool).items()):
        if len(group) >= 3:
            new.append(list(group))
        else:
            leftover.extend(group)
    for run in sequence_runs(leftover, rules.max_sequence_length):
        for c in run:
            leftover.remove(c)
        new.append(list(run))
    for _rank, group in sorted(by_rank(leftover).items()):
        need = 3 - len(group)
        if len(group) < rules.min_naturals_per_group or need > len(wilds):
            return None
        new.append([*group, *wilds[:need]])
        del wilds[:need]
    # Wild cards: complete groups nearest to a canasta first.
    while wilds:
        placed = False
        spots: list[tuple[int, int, object]] = []
        for meld in mine:
            if meld.kind == GROUP:
                cards_now = list(meld.cards) + layoffs.get(meld.id, [])
                spots.append((len(cards_now), meld.id, cards_now))
        for i, cards_new in enumerate(new):
            ranks = {c.rank for c in cards_new if c.is_natural}
            if len(ranks) == 1 and not cards_new[0].is_black_three:
                spots.append((len(cards_new), -1 - i, cards_new))
        spots.sort(key=lambda s: (s[0] >= 7, -s[0]))
        for size, key, current in spots:
            if size >= 7 and not rules.allow_wild_on_completed_canasta:
                continue
            if check_group([*current, wilds[0]], rules) is None:
                if key >= 0:
                    layoffs[key].append(wilds.pop(0))
                else:
                    new[-1 - key].append(wilds.pop(0))
                placed = True
                break
        if placed:
            continue
        wild_melds = [m for m in mine if m.kind == WILD_MELD and m.size + len(layoffs.get(m.id, [])) < 7]
        if wild_melds:
            layoffs[wild_melds[0].id].append(wilds.pop(0))
            continue
        if rules.allow_wild_only_melds and len(wilds) >= 3:
            new.append(wilds[:7])
            del wilds[:7]
            continue
        return None
    return [tuple(m) for m in new], [(i, tuple(c)) for i, c in layoffs.items() if c]


def _could_reach_requirement(obs: Observation) -> bool:
    """A cheap upper bound on the completed melds the side could have after going out, so most
    positions skip the search: each incomplete meld counts if the hand holds enough cards that
    could go on it, and new canastas need seven cards of one rank (with wilds) or one suit."""
    rules = obs.rules
    hand = obs.hand
    mine = obs.my_melds() if rules.melds_owned_by == "player" else obs.side_melds(obs.side)
    wilds = sum(1 for c in hand if c.is_wild)
    ranks = by_rank(hand)
    suits = dict.fromkeys("CDHS", 0)
    for c in set(hand):
        if NATURAL[c]:
            suits[SUIT_OF[c]] += 1
    complete = sambas = 0
    for meld in mine:
        if meld.is_complete:
            complete += 1
            sambas += meld.kind == SEQUENCE
        elif meld.kind == GROUP and len(ranks.get(meld.rank, ())) + wilds + meld.size >= 7:
            complete += 1
        elif meld.kind == SEQUENCE and meld.size + suits[meld.suit] >= 7:
            complete += 1
            sambas += 1
        elif meld.kind == WILD_MELD and meld.size + wilds >= 7:
            complete += 1
    complete += sum(1 for group in ranks.values() if len(group) + wilds >= 7)
    new_sambas = sum(1 for n in suits.values() if n >= 7)
    complete += new_sambas
    sambas += new_sambas
    need = rules.go_out_requirement
    if need == "one_canasta":
        return complete >= 1
    if need == "samba_plus_one":
        return complete >= 2 and sambas >= 1
    return complete >= 2


def _stranded_cards(obs: Observation) -> int:
    """How many hand cards could go on no meld at all — a cheap necessary condition: going out
    leaves at most one card over (the final discard). Generous on purpose: it never counts a card
    that some plan could place (wild cards are always assumed placeable)."""
    rules = obs.rules
    hand = obs.hand
    wilds = sum(1 for c in hand if c.is_wild)
    if rules.allow_wild_in_sequence and wilds:
        return 0  # wild cards could bridge any gap: no cheap bound
    mine = obs.my_melds()
    group_ranks = {m.rank for m in mine if m.kind == GROUP}
    ranks = by_rank(hand)
    in_runs = {c for run in sequence_runs(hand, 11) for c in run}
    present = set(hand)
    for meld in mine:
        if meld.kind != SEQUENCE or (meld.size >= rules.max_sequence_length
                                     and not rules.samba_extend_when_going_out):
            continue
        low = min(c.rank for c in meld.cards if c.is_natural)
        high = max(c.rank for c in meld.cards if c.is_natural)
        r = low - 1
        while r >= 4 and Card.of(r, meld.suit) in present:
            in_runs.add(Card.of(r, meld.suit))
            r -= 1
        r = high + 1
        while r <= 14 and Card.of(r, meld.suit) in present:
            in_runs.add(Card.of(r, meld.suit))
            r += 1
    black3 = sum(1 for c in hand if c.is_black_three)
    stranded = black3 if 0 < black3 < rules.black3_meld_min else 0
    for rank, group in ranks.items():
        n = len(group)
        if rank in group_ranks or n >= 3 or (n >= rules.min_naturals_per_group and wilds >= 3 - n):
            continue
        stranded += sum(1 for c in group if c not in in_runs)
    return stranded


def _discard_candidates(obs: Observation) -> list[Card]:
    """Final discards worth trying. Removing a card never adds a canasta or opening points, so a
    discard helps only by removing a card the melds cannot absorb: a black three short of a meld,
    a natural of a rank the side has no group of and the hand holds fewer than three of, or a wild."""
    hand = obs.hand
    own_group_ranks = {m.rank for m in obs.my_melds() if m.kind == GROUP}
    ranks = by_rank(hand)
    out: list[Card] = [c for c in sorted(set(hand)) if c.is_black_three]
    out.extend(sorted({c for r, group in ranks.items() if r not in own_group_ranks and len(group) < 3 for c in group},
                      key=lambda c: (c.points, c)))
    wilds = sorted({c for c in hand if c.is_wild}, key=lambda c: (c.points, c))
    out.extend(wilds[:1])
    return out


def find_go_out(obs: Observation, *, ignore_permission: bool = False) -> A.GoOut | None:
    """A legal going-out action for ``obs.seat`` now, or None if the search finds none."""
    if obs.phase != MELD or obs.seat != obs.turn_seat or obs.seat != obs.to_act:
        return None
    if not ignore_permission and permission_problem(obs):
        return None
    if not _could_reach_requirement(obs):
        return None
    if _stranded_cards(obs) > (0 if obs.turn.no_discard else 1):
        return None
    hand = obs.hand
    discards: list[Card | None] = [None]
    if not obs.turn.no_discard:
        discards.extend(_discard_candidates(obs))
    for discard in discards:
        cards = hand if discard is None else take_from_hand(hand, (discard,))
        if cards is None:
            continue
        # The second pass matters only when some rank could both make a group and extend a sequence.
        passes = (False, True) if any(len(g) == 3 for g in by_rank(cards).values()) else (False,)
        for keep_groups in passes:
            found = _meld_everything(obs, cards, keep_groups)
            if found is None:
                continue
            action = A.GoOut(tuple(found[0]), tuple(found[1]), discard)
            result = plan_go_out(obs, action, ignore_permission=True)
            if isinstance(result, Batch):
                return action
    return None
