"""Whether the seat to act can go out now (S15), and how: ``find_go_out``.

It decides when "May I go out?" is offered (S15.4: exactly when some legal ``GoOut`` exists), what
``legal_actions`` offers, and what the bots play. The answer is exact: ``goout_search`` is a
complete search (see its docstring), so ``find_go_out`` finds a plan whenever ``check`` would accept
some ``GoOut``, and every plan it returns is re-checked here by ``batch.plan_go_out``, so it never
offers an illegal one.

Two cheap tests run first and turn away most positions in microseconds (most meld phases of a
hand are far from going out). Both are necessary conditions, never heuristics: each only counts
what NO plan could do, so neither rejects a position where going out is possible (the brute-force
comparison in ``tests/engine/test_go_out_exact.py`` checks them together with the search).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import actions as A
from .batch import Batch, going_out_need, permission_problem, plan_go_out
from .cards import ALL_FACES
from .facts import NOT_SEARCHED, HandFacts, hand_facts
from .goout_search import search_go_out
from .melds import BLACK_THREES, CANASTA_SIZE, GROUP, SEQUENCE, WILD_MELD, Meld
from .observation import Observation
from .rules import RuleSet
from .state import MELD

_RATIO = {"naturals_ge_wilds": 1, "naturals_ge_twice_wilds": 2, "none": 0}


_WILD = tuple(c.is_wild for c in ALL_FACES)
_IN_RUN = tuple(sum(1 << (8 * start) for start in (face - 8, face - 4, face) if start >= 8) for face in range(53))
"""For a natural face, the run starts (``HandFacts.runs``) of the three runs of three ranks that
could hold it: it with the two ranks below, one below and one above, or the two above."""


def _within_reach(obs: Observation, facts: HandFacts) -> bool:
    """An upper bound on what any plan could reach: the canastas and sambas of S15.1 / BR13, and
    for a side that has not opened, the opening's points and canasta (S12, BR10)."""
    rules = obs.rules
    side = obs.side
    canastas = sambas = 0
    for m in obs.melds:
        if m.side == side and len(m.cards) >= CANASTA_SIZE and m.kind != BLACK_THREES:
            canastas += 1
            sambas += m.kind == SEQUENCE
    need = going_out_need(rules)
    need_canastas, need_sambas = need.canastas, need.sambas
    short = canastas < need_canastas or sambas < need_sambas
    opening = not obs.opened[side] and not rules.concealed_exempt_from_initial_minimum
    if not short and not opening:
        return True
    # Each test below is a necessary condition on its own: the cheapest run first, and the count of
    # new groups (a loop over the ranks) only when the bound without it falls short.
    if opening:
        requirement = obs.requirement()
        if facts.points < requirement.points:
            return False
    wilds = facts.wilds
    limit = rules.wild_limit
    by_rank = facts.by_rank
    seq_wilds = wilds if rules.allow_wild_in_sequence else 0
    new_sambas = 0
    ranks_in_suit = facts.ranks_in_suit
    for s in range(4):
        if ranks_in_suit[s] + seq_wilds >= CANASTA_SIZE:
            new_sambas += (facts.by_suit[s] + seq_wilds) // CANASTA_SIZE
    bolivias = wilds // CANASTA_SIZE if rules.allow_wild_only_melds else 0
    naturals = facts.naturals
    cards = (naturals + wilds) // CANASTA_SIZE
    new_groups = -1  # not counted yet
    if short:
        grown = grown_sambas = 0
        for m in facts.mine:
            size = len(m.cards)
            if size >= CANASTA_SIZE:
                continue
            kind = m.kind
            if kind == GROUP:
                reach = size + by_rank[m.rank]
                if reach + wilds >= CANASTA_SIZE and (limit is None or reach + min(
                        wilds, limit - sum(map(_WILD.__getitem__, m.cards))) >= CANASTA_SIZE):
                    grown += 1
            elif kind == SEQUENCE:
                if size + ranks_in_suit["CDHS".index(m.suit)] + seq_wilds >= CANASTA_SIZE:
                    grown += 1
                    grown_sambas += 1
            elif kind == WILD_MELD:
                grown += size + wilds >= CANASTA_SIZE
        if sambas + grown_sambas + min(new_sambas, cards) < need_sambas:
            return False
        if canastas + grown + min(new_sambas + bolivias, cards) < need_canastas:
            new_groups = _new_groups(rules, by_rank, naturals + wilds, wilds)
            if canastas + grown + min(new_groups + new_sambas + bolivias, cards) < need_canastas:
                return False
    if opening:
        if requirement.canasta == "natural":
            natural_groups = sum(n // CANASTA_SIZE for n in by_rank)
            if min(natural_groups + new_sambas + bolivias, cards) < 1:
                return False
        elif requirement.canasta and min(new_sambas + bolivias, cards) < 1:
            if new_groups < 0:
                new_groups = _new_groups(rules, by_rank, naturals + wilds, wilds)
            if min(new_groups + new_sambas + bolivias, cards) < 1:
                return False
    return True


def _new_groups(rules: RuleSet, by_rank: Sequence[int], cards: int, wilds: int) -> int:
    """An upper bound on the new group canastas the hand's naturals (``by_rank``) and ``wilds``
    wild cards could make: a rank's naturals fill a canasta only with at least the fewest naturals
    a 7-card group can hold under the wild limit and ratio (S8.2, BR2)."""
    if cards < CANASTA_SIZE:
        return 0
    limit = rules.wild_limit
    ratio = _RATIO[rules.wild_ratio_rule]
    least = max(rules.min_naturals_per_group, 7 - limit if limit is not None else 1, -(-7 * ratio // (ratio + 1)))
    new_groups = 0
    for n in by_rank:
        if n >= least:
            new_groups += min(n // least, (n + wilds) // CANASTA_SIZE)
    return new_groups


def _stranded(obs: Observation, facts: HandFacts, most: int) -> int:
    """How many hand cards no plan could place in any meld (so each must be the final discard),
    counted until the count passes ``most`` (then the position is lost anyway). Generous on
    purpose: a card counts only if it fits no group, no sequence and no wild meld even with every
    other card of the hand helping."""
    rules = obs.rules
    wilds = facts.wilds
    mine = facts.mine
    if rules.allow_wild_in_sequence and (wilds or any(
            m.kind == SEQUENCE and any(map(_WILD.__getitem__, m.cards)) for m in mine)):
        return 0  # a wild card (in the hand or in a sequence) could bridge a gap: no cheap bound
    loose = facts.red3
    black3 = facts.black3
    if black3 and black3 < rules.black3_meld_min and not any(m.kind == BLACK_THREES for m in mine):
        loose += black3
    if loose > most:
        return loose
    if wilds < 2 or rules.min_naturals_per_group != 1 or rules.wild_ratio_rule != "none":
        # (else any single natural makes a group with two wild cards, BR2)
        group_ranks = {m.rank for m in mine if m.kind == GROUP}
        sequences = [m for m in mine if m.kind == SEQUENCE]
        by_rank = facts.by_rank
        present = facts.present
        runs = facts.runs
        for rank in range(4, 15):
            n = by_rank[rank]
            if not n or n >= 3 or (n == 2 and wilds) or rank in group_ranks:
                continue
            base = (rank - 2) * 4
            for face in range(base, base + 4):
                if not present[face] or runs & _IN_RUN[face]:
                    continue  # not held, or some three consecutive ranks of its suit, this one among them (S9.1)
                if sequences:
                    suit = face & 3
                    letter = "CDHS"[suit]
                    if any(_extends(m, rank, facts.suit_bits[suit], rules) for m in sequences if m.suit == letter):
                        continue
                loose += facts.values.count(face)
                if loose > most:
                    return loose
    if wilds and loose + wilds > most and not _wild_home(obs, facts, mine):
        loose += wilds
    return loose


def _extends(meld: Meld, rank: int, bits: int, rules: RuleSet) -> bool:
    """Whether a card of ``rank`` could join this sequence of the side through hand cards of its
    suit that fill every rank between (S9.3), within the sequence's length limit."""
    cap = 11 if rules.samba_extend_when_going_out else rules.max_sequence_length
    if meld.size >= cap or any(map(_WILD.__getitem__, meld.cards)):
        return False
    ranks = [c.rank for c in meld.cards]
    low, high = min(ranks), max(ranks)
    if rank < low:
        span = (1 << low) - (1 << rank)  # ranks rank..low-1
        return meld.size + low - rank <= cap and bits & span == span
    if rank > high:
        span = (1 << (rank + 1)) - (1 << (high + 1))  # ranks high+1..rank
        return meld.size + rank - high <= cap and bits & span == span
    return False


def _wild_home(obs: Observation, facts: HandFacts, mine: Sequence[Meld]) -> bool:
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
    facts = hand_facts(obs)
    if facts.go_out is NOT_SEARCHED:
        # memoised: the offer, "may I ask?" and the bots share it
        facts.go_out, facts.go_out_plan = _go_out(obs, facts)
    action = facts.go_out
    assert action is None or isinstance(action, A.GoOut)
    if action is not None and (not ignore_permission or permission_problem(obs) is None):
        # With no permission problem, plan_go_out with or without ``ignore_permission`` is the same
        # plan: ``apply`` of this action reuses it (``Observation.keep_plan``).
        obs.keep_plan(action, facts.go_out_plan)
    return action


def _go_out(obs: Observation, facts: HandFacts) -> tuple[A.GoOut | None, Batch | None]:
    """The search behind ``find_go_out``, permission aside: two cheap necessary conditions, then
    the exact search, then ``plan_go_out`` re-checks its plan. The action and its plan."""
    if not _within_reach(obs, facts):
        return None, None
    most = 0 if obs.turn.no_discard else 1  # the final discard (S15.2), none after a red three (S16.2)
    if _stranded(obs, facts, most) > most:
        return None, None
    action = search_go_out(obs, facts.mine)
    if action is None:
        return None, None
    result = plan_go_out(obs, action, ignore_permission=True)
    return (action, result) if isinstance(result, Batch) else (None, None)
