"""Whether the seat to act can go out now (S15), and how: ``find_go_out``.

It decides when "May I go out?" is offered (S15.4: exactly when some legal ``GoOut`` exists), what
``legal_actions`` offers, and what the bots play. The answer is exact: ``goout_search`` is a
complete search (see its docstring), so ``find_go_out`` finds a plan whenever ``check`` would accept
some ``GoOut``, and every plan it returns is re-checked here by ``legality.plan_go_out``, so it never
offers an illegal one.

Two cheap tests run first and turn away most positions in microseconds (most meld phases of a
hand are far from going out). Both are necessary conditions, never heuristics: each only counts
what NO plan could do, so neither rejects a position where going out is possible (the brute-force
comparison in ``tests/engine/test_go_out_exact.py`` checks them together with the search).
"""

from __future__ import annotations

from . import actions as A
from .cards import NATURAL, Card
from .goout_search import search_go_out
from .legality import Batch, permission_problem, plan_go_out
from .melds import BLACK_THREES, CANASTA_SIZE, GROUP, SEQUENCE, WILD_MELD
from .observation import Observation
from .state import MELD

_NEED_CANASTAS = {"two_canastas": 2, "one_canasta": 1, "samba_plus_one": 2}
_RATIO = {"naturals_ge_wilds": 1, "naturals_ge_twice_wilds": 2, "none": 0}


class _HandFacts:
    """Counts of the hand the two tests share: naturals per rank and per suit, wild cards."""

    __slots__ = ("by_rank", "by_suit", "naturals", "present", "ranks_in_suit", "wilds")

    def __init__(self, hand: tuple[Card, ...]):
        self.by_rank = [0] * 15
        self.by_suit = [0, 0, 0, 0]
        self.present = [[False] * 17 for _ in range(4)]
        self.wilds = 0
        for c in hand:
            if NATURAL[c]:
                rank, suit = c // 4 + 2, c % 4
                self.by_rank[rank] += 1
                self.by_suit[suit] += 1
                self.present[suit][rank] = True
            elif c.is_wild:
                self.wilds += 1
        self.naturals = sum(self.by_suit)
        self.ranks_in_suit = [sum(row) for row in self.present]


def _within_reach(obs: Observation, facts: _HandFacts) -> bool:
    """An upper bound on what any plan could reach: the canastas and sambas of S15.1 / BR13, and
    for a side that has not opened, the opening's points and canasta (S12, BR10)."""
    rules = obs.rules
    wilds = facts.wilds
    side = obs.side_melds(obs.side)
    canastas = sum(1 for m in side if m.is_complete)
    sambas = sum(1 for m in side if m.kind == SEQUENCE and m.is_complete)
    need = rules.go_out_requirement
    need_sambas = 1 if need == "samba_plus_one" else 0
    limit = rules.wild_limit
    ratio = _RATIO[rules.wild_ratio_rule]
    # Fewest naturals a 7-card group can hold under the wild limit and ratio (S8.2, BR2).
    least = max(rules.min_naturals_per_group, 7 - limit if limit is not None else 1, -(-7 * ratio // (ratio + 1)))
    seq_wilds = wilds if rules.allow_wild_in_sequence else 0
    new_groups = sum(min(n // least, (n + wilds) // CANASTA_SIZE) for n in facts.by_rank if n)
    new_sambas = sum((count + seq_wilds) // CANASTA_SIZE for s, count in enumerate(facts.by_suit)
                     if facts.ranks_in_suit[s] + seq_wilds >= CANASTA_SIZE)
    bolivias = wilds // CANASTA_SIZE if rules.allow_wild_only_melds else 0
    cards = (facts.naturals + wilds) // CANASTA_SIZE
    if canastas < _NEED_CANASTAS[need] or sambas < need_sambas:
        grown = grown_sambas = 0
        for m in obs.my_melds():
            if m.is_complete:
                continue
            if m.kind == GROUP:
                room = wilds if limit is None else max(0, min(wilds, limit - m.wilds))
                grown += m.size + facts.by_rank[m.rank] + room >= CANASTA_SIZE
            elif m.kind == SEQUENCE:
                if m.size + facts.ranks_in_suit["CDHS".index(m.suit)] + seq_wilds >= CANASTA_SIZE:
                    grown += 1
                    grown_sambas += 1
            elif m.kind == WILD_MELD:
                grown += m.size + wilds >= CANASTA_SIZE
        if canastas + grown + min(new_groups + new_sambas + bolivias, cards) < _NEED_CANASTAS[need]:
            return False
        if sambas + grown_sambas + min(new_sambas, cards) < need_sambas:
            return False
    if not obs.opened[obs.side] and not rules.concealed_exempt_from_initial_minimum:
        requirement = obs.requirement()
        if sum(c.points for c in obs.hand) < requirement.points:
            return False
        if requirement.canasta == "natural":
            natural_groups = sum(n // CANASTA_SIZE for n in facts.by_rank)
            if min(natural_groups + new_sambas + bolivias, cards) < 1:
                return False
        elif requirement.canasta and min(new_groups + new_sambas + bolivias, cards) < 1:
            return False
    return True


def _stranded(obs: Observation, facts: _HandFacts) -> int:
    """How many hand cards no plan could place in any meld (so each must be the final discard).
    Generous on purpose: a card counts only if it fits no group, no sequence and no wild meld even
    with every other card of the hand helping."""
    rules = obs.rules
    if rules.allow_wild_in_sequence and facts.wilds:
        return 0  # wild cards could bridge any gap in a sequence: no cheap bound
    mine = obs.my_melds()
    wilds = facts.wilds
    present = facts.present
    group_ranks = {m.rank for m in mine if m.kind == GROUP}
    singles = rules.min_naturals_per_group == 1 and rules.wild_ratio_rule == "none" and wilds >= 2
    stranded = 0
    black3 = red3 = 0
    for c in set(obs.hand):
        copies = obs.hand.count(c)
        if not NATURAL[c]:
            if c.is_black_three:
                black3 += copies
            elif c.is_red_three:
                red3 += copies
            continue
        rank, suit = c // 4 + 2, c % 4
        n = facts.by_rank[rank]
        if rank in group_ranks or n >= 3 or (n == 2 and wilds) or singles:
            continue
        row = present[suit]
        if (row[rank - 2] and row[rank - 1]) or (row[rank - 1] and row[rank + 1]) or (row[rank + 1] and row[rank + 2]):
            continue
        if not any(_extends(m, rank, row, rules) for m in mine if m.kind == SEQUENCE and m.suit == c.suit):
            stranded += copies
    if black3 and black3 < rules.black3_meld_min and not any(m.kind == BLACK_THREES for m in mine):
        stranded += black3
    stranded += red3
    if wilds and not _wild_home(obs, facts, mine):
        stranded += wilds
    return stranded


def _extends(meld, rank: int, row: list[bool], rules) -> bool:
    """Whether a card of ``rank`` could join this sequence of the side through hand cards of its
    suit that fill every rank between (S9.3), within the sequence's length limit."""
    cap = 11 if rules.samba_extend_when_going_out else rules.max_sequence_length
    if meld.wilds or meld.size >= cap:
        return False
    ranks = [c.rank for c in meld.cards]
    low, high = min(ranks), max(ranks)
    if rank < low:
        return meld.size + low - rank <= cap and all(row[r] for r in range(rank, low))
    if rank > high:
        return meld.size + rank - high <= cap and all(row[r] for r in range(high + 1, rank + 1))
    return False


def _wild_home(obs: Observation, facts: _HandFacts, mine) -> bool:
    """Whether a wild card could go anywhere at all: a group of the side, a new group, a wild meld."""
    rules = obs.rules
    limit = rules.wild_limit
    for m in mine:
        if m.kind == GROUP and (rules.allow_wild_on_completed_canasta or m.size < CANASTA_SIZE) and (
                limit is None or m.wilds < limit):
            return True
        if m.kind == WILD_MELD and m.size < CANASTA_SIZE:
            return True
    if any(n >= 2 for n in facts.by_rank):
        return True  # a natural pair and one wild card is a legal group under every option (S8.2, BR2)
    if rules.min_naturals_per_group == 1 and rules.wild_ratio_rule == "none" and facts.naturals and facts.wilds >= 2:
        return True
    return rules.allow_wild_only_melds and facts.wilds >= 3


def find_go_out(obs: Observation, *, ignore_permission: bool = False) -> A.GoOut | None:
    """A legal going-out action for ``obs.seat`` now, or None when there is none.

    Exact (S15.4): None only if no ``GoOut`` at all would pass ``check``. ``ignore_permission``
    answers "could this player go out if the partner allowed it?", the test for offering and
    accepting "May I go out?"."""
    if obs.phase != MELD or obs.seat != obs.turn_seat or obs.seat != obs.to_act:
        return None
    if not ignore_permission and permission_problem(obs):
        return None
    facts = _HandFacts(obs.hand)
    if not _within_reach(obs, facts):
        return None
    if _stranded(obs, facts) > (0 if obs.turn.no_discard else 1):
        return None
    action = search_go_out(obs)
    if action is None:
        return None
    result = plan_go_out(obs, action, ignore_permission=True)
    return action if isinstance(result, Batch) else None
