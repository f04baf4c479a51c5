"""Whether the player can still go out *this turn*, merges first: ``can_go_out_this_turn``.

``find_go_out`` answers "is one ``GoOut`` legal now?" (S15.4 offers "May I go out?" exactly then).
A player who is bound to go out — by the partner's "yes" (S15.4) or by a pile take that left fewer
than two cards (S14.3) — may still merge groups before going out (S4.4, S10.2), and a merge can
complete the canasta going out needs: two groups of kings of 3 and 4 cards make a canasta. So
"the player can then go out in that turn" (S14.3), "going out stays possible" (S10.2 after a yes)
and the same test for melds after a yes (S15.4, see ``legality.plan_meld``) all ask: is there some
sequence of legal merges of the side's melds on the table after which a ``GoOut`` is legal?

The answer is exact and cheap. Merges are few (two melds of one rank, or by option two sequences of
one suit), so every set of merges reachable by legal steps is tried, each position once, and each
is asked of the exact going-out search. A side with no two melds that could merge — nearly every
position — costs one ``find_go_out`` and nothing more.

[ENGINE DECISION] What is searched is merges of melds on the table. A player could also lay a new
group down first and then merge it (``Meld`` then ``MergeGroups``); that differs from laying the same
cards onto the old group inside the ``GoOut`` only where the engine's wild-card order for lay-offs
(a wild card may not carry a group past seven cards, S8.5) is stricter than its merge rule, and it is
not searched. Nothing is lost by it: a move is refused only when no merges could help, never accepted
into a dead end (S14.4), because every meld accepted after a "yes" is judged by this same test.

Room: the going-out family (``goout``, ``goout_search``…); the merge rules themselves live here too
(``merge_problem``), so that ``pile`` (takes that commit) and ``legality`` (the judge) share them:
``batch`` ← ``goout`` ← ``goout_turn`` ← ``pile`` ← ``legality``.
"""

from __future__ import annotations

from dataclasses import replace

from . import actions as A
from .batch import Batch, plan_go_out
from .errors import Violation
from .facts import HandFacts
from .goout import find_go_out
from .melds import GROUP, SEQUENCE, Meld, check_group, check_sequence, merge_melds
from .observation import Observation


def merge_problem(obs: Observation, a: Meld, b: Meld) -> Violation | None:
    """S10.2 (and S9.5's option ``allow_sequence_merge``, C21): may melds ``a`` and ``b`` of the side
    be joined into one? Being bound to go out is the caller's question (``legality.plan_merge``)."""
    rules = obs.rules
    if a.kind == SEQUENCE and b.kind == SEQUENCE:
        if not rules.allow_sequence_merge:
            return Violation("NO_SEQUENCE_MERGE", "S9.5", "Two sequences are never joined into one.")
        if a.size >= rules.max_sequence_length or b.size >= rules.max_sequence_length:
            return Violation("SAMBA_CLOSED", "S9.4", "A samba is closed: nothing more can be added.")
        return check_sequence(a.cards + b.cards, rules)
    if not rules.allow_group_merge:
        return Violation("NO_MERGE", "C21", "At this table groups cannot be merged.")
    if a.kind != GROUP or b.kind != GROUP or a.rank != b.rank:
        return Violation("MERGE_DIFFERENT", "S10.2", "Only two groups of the same rank can be merged.")
    problem = check_group(a.cards + b.cards, rules)
    if problem:
        return problem
    # [ENGINE DECISION] Two incomplete groups may merge into a mixed canasta: neither was a
    # completed canasta, so no wild card is brought into one (S8.5 is about completed canastas).
    if not rules.allow_wild_on_completed_canasta and ((a.is_complete and b.wilds) or (b.is_complete and a.wilds)):
        return Violation("WILD_ON_CANASTA", "S8.5", "A merge may not bring a wild card into a completed canasta.")
    return None


def observation_after_merge(obs: Observation, a: Meld, b: Meld) -> Observation:
    """What this seat would see after joining ``b`` into ``a`` (as ``transitions`` does it)."""
    return replace(obs, melds=merge_melds(obs.melds, a, b))


def observation_after_batch(obs: Observation, batch: Batch) -> Observation:
    """What this seat would see after laying ``batch`` down with a ``Meld`` (as ``transitions`` does
    it: the hand without the cards, lay-offs in their melds, new melds with fresh ids, the side opened)."""
    changed = dict(batch.changed)
    melds = tuple(replace(m, cards=changed[m.id]) if m.id in changed else m for m in obs.melds)
    next_id = max((m.id for m in obs.melds), default=0) + 1
    melds += tuple(Meld(next_id + i, obs.side, obs.seat, m.kind, m.cards, m.rank, m.suit, obs.turn.number)
                   for i, m in enumerate(batch.new))
    sizes = list(obs.hand_sizes)
    sizes[obs.seat] = len(batch.rest)
    return replace(obs, hand=batch.rest, hand_sizes=tuple(sizes), melds=melds,
                   opened=tuple(True if i == obs.side else o for i, o in enumerate(obs.opened)),
                   turn=replace(obs.turn, melded=True))


def _mergeable(obs: Observation) -> list[tuple[Meld, Meld]]:
    """Every pair of the side's melds that may be merged now (each pair once)."""
    sequences = obs.rules.allow_sequence_merge
    candidates = [m for m in obs.my_melds() if m.kind == GROUP or (m.kind == SEQUENCE and sequences)]
    pairs = []
    for i, a in enumerate(candidates):
        for b in candidates[i + 1:]:
            if (a.kind, a.rank, a.suit) == (b.kind, b.rank, b.suit) and merge_problem(obs, a, b) is None:
                pairs.append((a, b))
    return pairs


def _layout(obs: Observation) -> tuple[tuple[int, ...], ...]:
    """The side's melds as card multisets, ignoring ids: two orders of the same merges meet here."""
    return tuple(sorted(tuple(sorted(m.cards)) for m in obs.my_melds()))


def can_go_out_this_turn(obs: Observation) -> bool:
    """Whether some sequence of legal merges (possibly none), then a ``GoOut``, is open to the seat to
    act in its meld phase, the partner's permission aside (the callers are bound to go out already, or
    judging a take that would bind them)."""
    seen: set[tuple[tuple[int, ...], ...]] = set()

    def reachable(position: Observation) -> bool:
        if find_go_out(position, ignore_permission=True) is not None:
            return True
        for a, b in _mergeable(position):
            after = observation_after_merge(position, a, b)
            layout = _layout(after)
            if layout not in seen:
                seen.add(layout)
                if reachable(after):
                    return True
        return False

    return reachable(obs)


def rest_of_way_out(obs: Observation, action: A.Meld, after: Observation) -> A.GoOut | None:
    """A ``GoOut`` legal on ``after`` (``obs`` once ``action`` is laid down) found without a search,
    or None: the test of a meld by a player bound to go out (``legality.plan_meld``) asks this first
    and searches (``can_go_out_this_turn``) only when it gives None.

    The way out known for ``obs`` — the one ``find_go_out`` found, or one carried in from the
    player's previous meld (``HandFacts.known_way_out``) — is what the player is most likely laying
    down piece by piece: when ``action`` makes new melds of it and lays off cards of it onto the same
    melds, the rest of it is checked on ``after`` by ``plan_go_out``, the very check of a ``GoOut``,
    so an answer here is exact (a witness), never a guess."""
    facts = obs.memo()
    if type(facts) is not HandFacts:
        return None
    known = facts.go_out if isinstance(facts.go_out, A.GoOut) else facts.known_way_out
    if known is None:
        return None
    rest = _rest_of_way_out(known, action)
    if rest is None or not isinstance(plan_go_out(after, rest, ignore_permission=True), Batch):
        return None
    return rest


def _rest_of_way_out(way_out: A.GoOut, action: A.Meld) -> A.GoOut | None:
    """``way_out`` without the new melds and lay-offs of ``action``, or None when ``action`` is not
    a part of it (a new meld it does not make, a card it does not lay off onto that meld)."""
    melds = list(way_out.melds)
    for cards in action.melds:
        wanted = sorted(cards)
        for i, made in enumerate(melds):
            if sorted(made) == wanted:
                del melds[i]
                break
        else:
            return None
    layoffs = {meld_id: list(cards) for meld_id, cards in way_out.layoffs}
    for meld_id, cards in action.layoffs:
        onto = layoffs.get(meld_id)
        if onto is None:
            return None
        for card in cards:
            if card not in onto:
                return None
            onto.remove(card)
    return A.GoOut(tuple(melds), tuple((meld_id, tuple(cards)) for meld_id, cards in layoffs.items() if cards),
                   way_out.discard)
