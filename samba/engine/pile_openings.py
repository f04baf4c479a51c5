"""The exact search for an opening take (S7.3a with S12.4): a side that has not opened takes the pile
with a natural pair, and the top card, the pair and any extra melds from hand cards only reach the
opening requirement (S12.1, BR10).

Room: ``opening_take`` answers "is there such a take that keeps enough cards not to commit the player
(S14.3), and which?" exactly. ``pile_offers`` asks it only when the cheap way (the first natural pair
and ``combos.greedy_opening``) finds nothing, so it runs in few draw phases; ``plan_take`` still
judges what it finds. It needs only cards, melds and the requirement: no planning, no going out.

Why a search and not a greedy rule: which naturals make the pair matters (top 8♥ with 8♣ 8♥ 8♠ 6♥ 7♥:
the pair 8♣ 8♠ leaves 6♥ 7♥ 8♥, a sequence), and so does splitting a group to make a sequence
(7♣ 8♣ 9♣ and 8♦ 8♥ 8♠ from 7♣ 7♦ 8♣ 8♦ 8♥ 8♠ 9♣), laying a meld the greedy order passes over, or
several groups of one rank that together hold more wild cards than one group may. A referee found
legal takes never offered (7 of 1,853 samba positions), so the table, the bots and the stock-end rule
(S16.3) believed the pile could not be taken.

How: every choice of the take's group (its hand naturals by face, two or more, and how many wild
cards), then the most points the rest of the hand can add as new melds while enough cards stay in
hand: ``opening_search.OpeningSearch``, the one search the meld phase's opening shares (one memo for
the whole question, since the choices of the group leave the same rests again and again).

[ENGINE DECISION] The opening take offered is the first found, not the one worth most: the take's
group is tried with the most hand naturals and wild cards first, which is what the greedy way would
lay. Any legal take would do for the offer; the player may always build another (``check`` judges).
"""

from __future__ import annotations

from . import actions as A
from .cards import NATURAL, POINTS_OF, RANK_OF
from .melds import GROUP, group_shape_problem
from .observation import Observation
from .opening_search import NONE, OpeningSearch, canasta_within_reach, meldable, qualifies, sub_multisets_largest_first


def opening_take(obs: Observation, keep: int) -> A.TakePile | None:
    """A pair take that meets the side's opening requirement with the top card, the pair, more cards
    of its group and extra melds from the hand, leaving at least ``keep`` cards in hand; None when no
    such take exists (exact: see the module docstring)."""
    top = obs.top
    if top is None or not top.is_natural:
        return None
    rules = obs.rules
    requirement = obs.requirement()
    rank = RANK_OF[top]
    hand = obs.hand
    same = sorted(c for c in hand if NATURAL[c] and RANK_OF[c] == rank)
    if len(same) < 2:
        return None
    wilds = tuple(sorted((c for c in hand if c.is_wild), key=lambda c: (-POINTS_OF[c], c)))
    others = [c for c in hand if NATURAL[c] and RANK_OF[c] != rank]
    laid = meldable(others, same, len(wilds), rules)
    kept = len(hand) - len(same) - len(wilds) - len(laid)  # black threes and homeless cards
    if POINTS_OF[top] + sum(POINTS_OF[c] for c in (*same, *wilds, *laid)) < requirement.points:
        return None  # even every card that could be laid falls short
    canasta = requirement.canasta
    if canasta and not canasta_within_reach((*same, *laid), len(wilds), canasta, rules, top):
        return None
    search = OpeningSearch(rules, requirement, wilds)
    banned = search.banned(frozenset(), rank)  # the take's group is a group of the top card's rank
    for chosen in sub_multisets_largest_first(same, 2):
        rest = list(same)
        for c in chosen:
            rest.remove(c)
        naturals = tuple(sorted((*rest, *laid), key=lambda c: (RANK_OF[c], c)))
        for count in range(len(wilds), -1, -1):
            group = (top, *chosen, *wilds[:count])
            if group_shape_problem(len(group), count, rules) is not None:
                continue
            value = sum(POINTS_OF[c] for c in group)
            need = max(0, keep - kept)
            best, melds, best_canasta, canasta_melds = search.best(naturals, count, need, banned)
            if best == NONE:
                continue
            if qualifies(GROUP, group, requirement.canasta) or not requirement.canasta:
                total, found = value + best, melds
            elif best_canasta == NONE:
                continue
            else:
                total, found = value + best_canasta, canasta_melds
            if total >= requirement.points:
                return A.TakePile(A.PAIR, (*chosen, *wilds[:count]), -1, found)
    return None
