"""A batch of cards laid down at once — new melds and lay-offs — and the checks of going out with one.

Room: the engine's lowest planning step. ``plan_batch`` checks new melds and lay-offs from a hand as
one atomic step; ``plan_go_out`` checks a whole going-out action on top of it (S15), and the side
rules every later step reuses (the partner's permission, being bound to go out) live here too.
It knows nothing of the going-out *search* (``goout``) or of taking the pile (``pile``): those
build on it, so the planning modules form a chain without cycles:
``batch`` ← ``goout`` ← ``pile`` ← ``legality`` ← ``choices``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from . import actions as A
from . import state as S
from .cards import RANK_NAMES, Card
from .errors import Violation
from .melds import BLACK_THREES, GROUP, SEQUENCE, Meld, check_layoff, check_new_meld, sort_cards, with_cards
from .observation import Observation
from .opening import check_opening
from .records import fast_init
from .rules import RuleSet


def take_from_hand(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, ...] | None:
    """The hand without ``cards`` (a multiset difference), or None if it does not hold them all."""
    rest = list(hand)
    for card in cards:
        try:
            rest.remove(card)
        except ValueError:
            return None
    return tuple(rest)


def missing_cards(hand: Sequence[Card], cards: Sequence[Card]) -> Violation:
    rest = list(hand)
    for card in cards:
        if card in rest:
            rest.remove(card)
        else:
            return Violation("NOT_IN_HAND", "S4.4", f"You do not hold {card.code}" +
                             (" (another one)." if card in hand else "."),
                             (("card", card.code), ("case", "another" if card in hand else "card")))
    return Violation("NOT_IN_HAND", "S4.4", "You do not hold those cards.")


@fast_init
@dataclass(frozen=True, slots=True)
class NewMeld:
    kind: str
    rank: int
    suit: str
    cards: tuple[Card, ...]


@fast_init
@dataclass(frozen=True, slots=True)
class Batch:
    """New melds and lay-offs checked together; ``changed`` maps meld id → its cards afterwards."""

    new: tuple[NewMeld, ...]
    changed: tuple[tuple[int, tuple[Card, ...]], ...]
    rest: tuple[Card, ...]
    side_melds_after: tuple[tuple[str, int], ...]
    """(kind, size) of every meld of the side afterwards: enough to count canastas and sambas.
    Only for going out (``plan_batch(going_out=True)``); empty otherwise."""
    onto_partner: bool
    """Some card went onto a meld a partner laid before this turn (BR15)."""
    way_out: A.GoOut | None = field(default=None, compare=False)
    """For a player bound to go out: a ``GoOut`` found legal after this batch (see
    ``goout_turn.rest_of_way_out``), which ``transitions`` hands on to the player's next observation
    so that judging the next meld need not search again. Not part of what the plan does."""


def duplicate_group(rank: int) -> Violation:
    """C21 (``allow_duplicate_rank_groups=false``): a second group of ``rank`` may not be laid, by a
    meld or beside a pile take."""
    return Violation("DUPLICATE_GROUP", "C21", f"Your side already has a group of {RANK_NAMES[rank]}s: add to it "
                     "instead.", (("rank", rank),))


def not_yours(obs: Observation, meld: Meld) -> Violation:
    """Why ``meld``, on the table but not among the melds this seat may add to, is refused: an
    opponent's (S4.7), or the partner's where each player adds only to their own melds (C40,
    ``melds_owned_by=player``): that option, not S4.7, forbids it (the partner's meld is the side's)."""
    if meld.side == obs.side:
        return Violation("PARTNERS_MELD", "C40", "At this table each player adds only to their own melds, not to a "
                         "partner's.")
    return Violation("NOT_YOUR_MELD", "S4.7", "You may add cards only to your own side's melds.")


def plan_batch(obs: Observation, new_melds: Sequence[Sequence[Card]], layoffs: Sequence[tuple[int, Sequence[Card]]],
               hand: Sequence[Card], *, going_out: bool) -> Violation | Batch:
    """New melds and lay-offs from ``hand`` as one atomic step (S4.4, S8, S9, S10.1, S13)."""
    rules = obs.rules
    every = [c for m in new_melds for c in m] + [c for _, cards in layoffs for c in cards]
    rest = take_from_hand(hand, every)
    if rest is None:
        return missing_cards(hand, every)
    mine = {m.id: m for m in obs.my_melds()}
    new: list[NewMeld] = []
    group_ranks = {m.rank for m in mine.values() if m.kind == GROUP} if new_melds else set()
    for cards in new_melds:
        kind = check_new_meld(cards, rules, going_out=going_out)
        if isinstance(kind, Violation):
            return kind
        name, rank, suit = kind
        if name == GROUP and not rules.allow_duplicate_rank_groups:
            if rank in group_ranks:
                return duplicate_group(rank)
            group_ranks.add(rank)
        new.append(NewMeld(name, rank, suit, sort_cards(name, cards)))
    # [ENGINE DECISION] The lay-offs onto one meld are judged together, whatever order the action lists
    # them in: the meld as it ends up, as one lay-off of all of them (so a wild card and a natural
    # that take a six-card group to eight are one lay-off, the wild card counted first, S8.5 — the
    # order the player could have laid them one by one), not entry by entry.
    gathered: dict[int, tuple[Card, ...]] = {}
    for meld_id, cards in layoffs:
        gathered[meld_id] = gathered.get(meld_id, ()) + tuple(cards)
    current: dict[int, Meld] = {}
    onto_partner = False
    for meld_id, cards in gathered.items():
        meld = mine.get(meld_id)
        if meld is None:
            on_table = obs.meld(meld_id)
            if on_table is None:
                return Violation("NO_SUCH_MELD", "S4.4", "That meld is not on the table.")
            return not_yours(obs, on_table)
        problem = check_layoff(meld, cards, rules, going_out=going_out)
        if problem:
            return problem
        if meld.seat != obs.seat and meld.turn < obs.turn.number:
            onto_partner = True
        current[meld_id] = with_cards(meld, sort_cards(meld.kind, meld.cards + cards))
    after: list[tuple[str, int]] = []
    if going_out:  # only the going-out check reads it (S15.1)
        after = [(m.kind, len(current[m.id].cards) if m.id in current else len(m.cards))
                 for m in obs.side_melds(obs.side)]
        after.extend((m.kind, len(m.cards)) for m in new)
    return Batch(tuple(new), tuple([(i, m.cards) for i, m in current.items()]), rest, tuple(after), onto_partner)


def canastas_in(after: Sequence[tuple[str, int]]) -> tuple[int, int]:
    """(all completed melds, sambas) from (kind, size) pairs."""
    complete = [kind for kind, size in after if kind != BLACK_THREES and size >= 7]
    return len(complete), complete.count(SEQUENCE)


@dataclass(frozen=True, slots=True)
class GoOutNeed:
    """What a side must have completed to go out: ``canastas`` of any kind (sambas counted), ``sambas`` of them
    sambas — S15.1 two canastas, C26 one, BR13 a samba and one more."""

    canastas: int
    sambas: int


_GO_OUT_NEEDS = {"two_canastas": GoOutNeed(2, 0), "one_canasta": GoOutNeed(1, 0), "samba_plus_one": GoOutNeed(2, 1)}


def going_out_need(rules: RuleSet) -> GoOutNeed:
    """The completed melds ``rules`` ask of a side before it may go out (what ``going_out_problem`` judges by)."""
    return _GO_OUT_NEEDS[rules.go_out_requirement]


def going_out_problem(obs: Observation, after: Sequence[tuple[str, int]]) -> Violation | None:
    """S15.1 / BR13: the side's completed melds once the going-out action is done."""
    total, sambas = canastas_in(after)
    required = going_out_need(obs.rules)
    if total >= required.canastas and sambas >= required.sambas:
        return None
    need = obs.rules.go_out_requirement
    if need == "two_canastas" and total < 2:
        return Violation("NEED_TWO_CANASTAS", "S15.1", f"Your side needs two canastas to go out (it has {total}).",
                         (("count", total),))
    if need == "one_canasta" and total < 1:
        return Violation("NEED_ONE_CANASTA", "C26", "Your side needs a canasta to go out.")
    if need == "samba_plus_one" and (sambas < 1 or total < 2):
        return Violation("NEED_SAMBA_PLUS_ONE", "BR13",
                         "Your side needs a samba and one more canasta to go out.")
    return None


def permission_problem(obs: Observation) -> Violation | None:
    rules = obs.rules
    if obs.partner is None or rules.go_out_permission == "none":
        return None
    if obs.turn.asked == S.ASKED_NO:
        return Violation("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn.")
    if rules.go_out_permission == "mandatory" and obs.turn.asked != S.ASKED_YES:
        return Violation("MUST_ASK", "BR14", "Ask your partner before going out.")
    return None


def must_go_out_problem(obs: Observation) -> Violation | None:
    """The player is bound to go out this turn — after a "yes" (S15.4) or a committing take (S14.3) —
    so no discard ends the turn and the hand may not end another way: only going out is left, with
    melds, lay-offs and merges before it while going out stays possible (``legality``)."""
    if obs.turn.asked == S.ASKED_YES:
        return Violation("MUST_GO_OUT", "S15.4", "Your partner said yes: you must go out this turn.",
                         (("case", "after_draw"),))
    if obs.turn.committed:
        return Violation("MUST_GO_OUT", "S14.3", "You took the pile to go out: you must go out this turn.",
                         (("case", "after_draw"),))
    return None


def plan_go_out(obs: Observation, action: A.GoOut, *, ignore_permission: bool = False) -> Violation | Batch:
    """S15 checks. A partner's "no" is reported first; a missing question (BR14) last, so a player
    who could not go out anyway hears the real reason (the cards, the canastas) rather than "ask"."""
    permission = None if ignore_permission else permission_problem(obs)
    if permission is not None and permission.code == "GO_OUT_REFUSED":
        return permission
    hand = obs.hand
    if action.discard is not None:
        if obs.turn.no_discard:
            return Violation("NO_DISCARD", "S16.2",
                             "The stock ran out on a red three: you may go out only by melding every card.",
                             (("case", "go_out"),))
        rest = take_from_hand(hand, (action.discard,))
        if rest is None:
            return missing_cards(obs.hand, (action.discard,))
        hand = rest
    batch = plan_batch(obs, action.melds, action.layoffs, hand, going_out=True)
    if isinstance(batch, Violation):
        return batch
    if batch.rest:
        return Violation("NOT_ALL_CARDS", "S15.2",
                         "To go out, meld every card (one card may be your final discard).")
    side = obs.side
    if not obs.opened[side] and not obs.rules.concealed_exempt_from_initial_minimum:
        problem = check_opening(obs.requirement(), [(m.kind, m.cards) for m in batch.new])
        if problem:
            return problem
    problem = going_out_problem(obs, batch.side_melds_after)
    return problem or permission or batch
