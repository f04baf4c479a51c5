"""``legal_actions``: a canonical, bounded list of legal actions for the seat to act, and
``random_legal_action``: one of them drawn uniformly without building the others.

The list does not enumerate every subset of a 40-card hand (that explodes); it offers every distinct
discard, every single-card lay-off, the natural new melds of the hand, each way to take the pile,
merges, asking, and one way to go out when there is one — also for a player bound to go out
(after a yes or a committing take), whose melds and lay-offs that keep going out possible are offered
beside the way out. A side that has not opened is offered one opening whenever ``check`` accepts
some opening ``Meld`` (exact: ``_opening_section``). Each offer is verified by the same
``legality`` planner that ``check`` uses (or by a shortcut proved equal to it, named where it is
used). Clients that want other combinations build them and ask ``check``.

**Slots.** Both functions read one description of the offers, ``LegalActionSpace``: numbered
*slots* in the order ``legal_actions`` lists them, grouped in sections. A slot is either sure (a
discard, a lay-off found from the hand's counts) or a candidate that is decided only when someone
looks at it (a new meld, a take, a merge, going out, asking, an opening), because deciding it is what
costs: a candidate new meld needs the meld checks, "go out" and "may I ask?" need the exact going-out
search. ``legal_actions`` decides every slot and keeps the legal ones, so it is exactly the list it
always was. ``random_legal_action`` draws a slot uniformly, decides only that one, and draws again
when it is not legal (remembering it): every legal action is reached with the same probability
(rejection sampling from a superset is uniform on the subset), so it is a uniform draw from exactly
``legal_actions(obs)`` at a fraction of the price — a random player rarely asks for the search.
Python-chess's lazy ``legal_moves`` (pseudo-legal moves filtered on demand) is the model.

**Kept plans.** Deciding an offer often works out what ``apply`` would then work out again: a take,
a merge, an opening or going out are decided by ``legality``'s own planners, and the sampler's
discard, new meld or lay-off is the one about to be played. The plan is kept on the observation for that very
action object (``Observation.keep_plan``), and ``apply`` reuses it (``tests/engine/test_kept_plans``
holds every kept plan to the planner's).
"""

from __future__ import annotations

import random
from abc import abstractmethod
from bisect import bisect_left
from collections.abc import Callable

from . import actions as A
from . import state as S
from .batch import Batch, NewMeld, take_from_hand
from .cards import ALL_FACES, NATURAL, Card
from .combos import candidate_count, candidate_melds, candidate_melds_of, greedy_opening, group_candidate_at
from .errors import Violation
from .facts import HandFacts, MeldFacts, hand_facts, meld_facts
from .goout import find_go_out
from .legality import DiscardPlan, plan_ask, plan_end_hand, plan_meld, plan_merge
from .melds import (
    BLACK_THREES,
    GROUP,
    SEQUENCE,
    WILD_MELD,
    Meld,
    check_layoff,
    check_new_meld,
    group_shape_problem,
    sort_cards,
)
from .observation import Observation
from .opening_search import opening_melds
from .pile import legal_take
from .pile_offers import take_slots
from .rules import RuleSet

Slot = Callable[[int], "A.Action | None"]


Section = tuple[int, Slot]
"""``(size, get)``: ``size`` consecutive slots; ``get(j)`` is the action of slot ``j``, or None if
it is not legal. (A plain tuple: this is built for every observation.)"""


def _sure(actions: list[A.Action]) -> Section:
    return len(actions), actions.__getitem__


def _maybe(decide: Callable[[], A.Action | None]) -> Section:
    """One slot decided on demand."""
    return 1, lambda _j: decide()


class LegalActionSpace:
    """The offers of one observation as numbered slots (see the module docstring)."""

    __slots__ = ("obs", "sections")

    def __init__(self, obs: Observation):
        self.obs = obs
        self.sections = _sections(obs)

    @property
    def slots(self) -> int:
        """How many slots: at least the number of legal actions, usually a few more."""
        return sum([size for size, _ in self.sections])

    def actions(self) -> list[A.Action]:
        """Every legal action, in slot order: ``legal_actions(obs)``."""
        out: list[A.Action] = []
        for size, get in self.sections:
            for j in range(size):
                action = get(j)
                if action is not None:
                    out.append(action)
        return out

    def sample(self, rng: random.Random) -> A.Action | None:
        """A uniformly drawn legal action (None when there is none); see the module docstring."""
        return _sample(self.obs, self.sections, rng)


def _sample(obs: Observation, sections: list[Section], rng: random.Random) -> A.Action | None:
    """``LegalActionSpace.sample``, for ``random_legal_action`` without building the space object."""
    total = 0
    for size, _ in sections:
        total += size
    if not total:
        return None
    bits = total.bit_length()
    draw = rng.getrandbits
    refused: set[int] | None = None  # the slots drawn and found not legal (made at the first one)
    while True:
        index = draw(bits)  # rng.randrange(total), without its argument handling
        if index >= total or (refused is not None and index in refused):
            continue
        j = index
        action: A.Action | None = None
        for size, get in sections:
            if j < size:
                action = get(j)
                if action is not None and isinstance(get, _Planned):
                    # The move drawn is the one about to be played: its plan, built directly
                    # from what the slot decided, spares ``apply`` planning it again.
                    obs.keep_plan(action, get.plan(action))
                break
            j -= size
        if action is not None:
            return action
        if refused is None:
            refused = set()
        refused.add(index)
        if len(refused) == total:
            return None


def legal_actions(obs: Observation) -> list[A.Action]:
    """Legal actions for ``obs.seat``; empty when it is not this seat's move."""
    return LegalActionSpace(obs).actions()


def random_legal_action(obs: Observation, rng: random.Random) -> A.Action | None:
    """One action of ``legal_actions(obs)``, each with the same probability, drawn with ``rng``
    (None when there is none). Cheap: it decides only the slots it draws (module docstring)."""
    if obs.seat == obs.to_act:  # ``_sections``, its two usual cases first
        phase = obs.phase
        if phase == S.DRAW:
            return _sample(obs, _draw_sections(obs), rng)
        if phase == S.MELD and not obs.turn.must_go_out:
            return _sample(obs, _meld_sections(obs), rng)
    return _sample(obs, _sections(obs), rng)


# -- the sections of each phase -----------------------------------------------------------------

def _sections(obs: Observation) -> list[Section]:
    if obs.seat != obs.to_act or obs.phase in (S.HAND_OVER, S.GAME_OVER):
        return []
    if obs.phase == S.ANSWER:
        return [_sure([A.AnswerGoOut(True), A.AnswerGoOut(False)])]
    if obs.phase == S.DRAW:
        return _draw_sections(obs)
    if obs.turn.must_go_out:
        # The way out is searched only when its slot is looked at: a sampler that draws one of the bound
        # player's lay-offs (each planned with a going-out search of its own) need not search it too.
        pairs = _merge_pairs(obs, obs.my_melds())
        return [_maybe(lambda: find_go_out(obs)), (len(pairs), lambda j: _legal_merge(obs, pairs[j])),
                _bound_meld_section(obs)]
    return _meld_sections(obs)


def _bound_meld_section(obs: Observation) -> Section:
    """The new melds and one-card lay-offs of a player bound to go out (a "yes", S15.4, or a
    committing take, S14.3).

    ``check`` accepts such a ``Meld`` exactly when going out stays possible afterwards
    (``legality.plan_meld``), so the offers must include them too: the module's promise is every
    single-card lay-off and the natural new melds ``check`` accepts, and a player bound to go out
    may still lay off one card at a time before the going out itself (found by the referee's audit:
    ``check`` accepted lay-offs after a yes that ``legal_actions`` never offered). Each candidate is
    built and decided by ``plan_meld`` itself only when its slot is looked at."""
    hand = obs.hand
    rules = obs.rules
    news = candidate_melds(hand, rules)
    faces = list(dict.fromkeys(hand))
    mine = obs.my_melds()

    def decide(j: int) -> A.Action | None:
        if j < len(news):
            offer = A.Meld((news[j],))
        else:  # a lay-off the meld's own rules refuse is refused before the going-out search (cheap)
            meld = mine[(j - len(news)) // len(faces)]
            card = faces[(j - len(news)) % len(faces)]
            if check_layoff(meld, (card,), rules) is not None:
                return None
            offer = A.Meld((), ((meld.id, (card,)),))
        # A way out is known first (carried from the previous meld, or searched): most offers are
        # pieces of it, and ``plan_meld`` then checks the rest of it instead of searching again
        # (``goout_turn.rest_of_way_out``).
        if hand_facts(obs).known_way_out is None:
            find_go_out(obs, ignore_permission=True)
        batch = plan_meld(obs, offer)
        if isinstance(batch, Violation):
            return None
        obs.keep_plan(offer, batch)  # apply of this offer reuses it (Observation.keep_plan)
        return offer
    return len(news) + len(mine) * len(faces), decide


def _draw_sections(obs: Observation) -> list[Section]:
    out: list[Section] = []
    if obs.stock_size and obs.turn.asked != S.ASKED_YES:  # plan_draw(obs) is None, inline
        out.append((1, _DRAW_SLOT))
    slots = take_slots(obs)
    if slots:  # (a section of no slots changes neither list nor draw)
        out.append((len(slots), lambda j: legal_take(obs, slots[j]())))
    if not obs.stock_size:
        out.append(_maybe(lambda: A.EndHand() if plan_end_hand(obs) is None else None))
    if obs.rules.go_out_permission == "mandatory":
        out.append(_maybe(lambda: A.AskGoOut() if plan_ask(obs) is None else None))  # S14.3: take and go out
    return out


def _meld_sections(obs: Observation) -> list[Section]:
    facts = obs.memo()  # hand_facts(obs), inline (built for every meld-phase observation)
    if facts is None:
        facts = HandFacts(obs.hand, obs.my_melds())
        obs.keep_memo(facts)
    else:
        assert type(facts) is HandFacts
    out: list[Section] = []
    rules = obs.rules
    permission = rules.go_out_permission
    turn = obs.turn
    if permission == "none" or _no_partner(obs):
        may_go, may_ask = True, False
    else:  # batch.permission_problem, inline (S15.4, BR14)
        may_go = turn.asked != S.ASKED_NO and (permission != "mandatory" or turn.asked == S.ASKED_YES)
        may_ask = not turn.asked
    if may_go or may_ask:  # one section of one or two slots: going out, then asking
        out.append((may_go + may_ask, _GoOutSlots(obs, may_go)))
    hand = obs.hand
    if turn.no_discard:
        out.append(_sure([A.EndHand()]))
        keep = 1
    else:
        if len(hand) >= 2:
            out.append((facts.kinds, _DiscardSlots(obs, facts)))
        keep = 2
    # Melding (the offers that were ``_meld_offer_sections``, inline).
    if not obs.opened[obs.seat_side[obs.seat]]:
        out.append(_opening_section(obs, keep))
        return out
    # The side has opened: a new meld or a one-card lay-off is legal exactly when the meld rules
    # accept it and enough cards stay in hand (S14.3), so these are checked directly. Both lists
    # are counted from the hand's counts and built only when one of their slots is looked at.
    out.append((candidate_count(facts, hand, rules), _NewMeldSlots(obs, facts, keep)))
    merges = -1  # not counted yet
    if len(hand) - 1 >= keep:
        layoffs = _LayOffSlots(obs, facts)
        out.append((sum(layoffs.counts), layoffs))
        if not rules.allow_sequence_merge:
            merges = layoffs.merges  # counted with the lay-offs
    if merges:
        mine = facts.mine
        if merges < 0:
            merges = _merge_count(obs, mine)
        if merges:
            out.append((merges, lambda j: _legal_merge(obs, _merge_pairs(obs, mine)[j])))
    return out


def _opening_section(obs: Observation, keep: int) -> Section:
    """The one opening offer of a side that has not opened, offered exactly when one exists: whenever
    ``check`` accepts some opening ``Meld`` for this seat, this slot offers one, and it offers only
    one that the planner accepts (its plan kept for ``apply``). ``greedy_opening``'s melds are tried
    first (they answer nearly every hand that can open); only when they find nothing, or the planner
    refuses them, does the exact search (``opening_search.opening_melds``) run, its cheap necessary
    conditions first. It runs when the slot is looked at, never for a sampler that draws another."""
    def opening() -> A.Action | None:
        rules = obs.rules
        requirement = obs.requirement()
        found = greedy_opening(obs.hand, rules, requirement, keep=keep)
        if found:
            offer = A.Meld(tuple(found))
            batch = plan_meld(obs, offer)
            if not isinstance(batch, Violation):
                obs.keep_plan(offer, batch)  # apply of this offer reuses it (Observation.keep_plan)
                return offer
        exact = opening_melds(obs.hand, rules, requirement, keep)
        if exact is None:
            return None
        offer = A.Meld(exact)
        batch = plan_meld(obs, offer)
        if isinstance(batch, Violation):
            return None
        obs.keep_plan(offer, batch)
        return offer
    return _maybe(opening)


def _no_partner(obs: Observation) -> bool:
    """``obs.partner is None``, with a partnership's answer worked out here (the usual table)."""
    seat = obs.seat
    active = obs.active
    if seat not in active:
        return True
    side = obs.sides[obs.seat_side[seat]]
    if len(side) == 2:  # seating.partner_to_ask's first case
        return (side[1] if side[0] == seat else side[0]) not in active
    return obs.partner is None


class _GoOutSlots:
    """Going out (when ``may_go``) and asking "may I go out?" (when the section has a second slot),
    in that order; both are legal exactly when ``find_go_out`` finds a way out, permission aside
    (one search, memoised on the hand's facts). One object for both slots: built for every
    meld-phase observation, where two closures cost more."""

    __slots__ = ("go", "obs")

    def __init__(self, obs: Observation, may_go: bool):
        self.obs = obs
        self.go = may_go

    def __call__(self, j: int) -> A.Action | None:
        if j == 0 and self.go:
            return find_go_out(self.obs, ignore_permission=True)
        return A.AskGoOut() if find_go_out(self.obs, ignore_permission=True) else None


# -- melding ---------------------------------------------------------------------------------------

class _Planned:
    """A section of sure offers (drawing; a discard; a new meld or lay-off once the side has
    opened), with the plan of an offer built directly from what deciding it found (``plan``):
    exactly what ``legality.plan`` returns for it, as ``test_kept_plans`` checks on every preset.
    The sampler keeps the plan of the offer it draws, so ``apply`` does not plan that move a second
    time (nor check its shape and turn: the engine built it for this seat's turn)."""

    __slots__ = ()

    @abstractmethod
    def __call__(self, j: int) -> A.Action | None:
        """The action of slot ``j`` of this section, or None if it is not legal."""

    @abstractmethod
    def plan(self, action: A.Action) -> Batch | DiscardPlan | None:
        """The plan of ``action``, an offer this section just returned."""


class _DrawSlot(_Planned):
    """Drawing from the stock, offered when ``plan_draw`` found nothing to refuse: its plan is None."""

    __slots__ = ("action",)

    def __init__(self) -> None:
        self.action = A.DrawStock()

    def __call__(self, j: int) -> A.Action:
        return self.action

    def plan(self, action: A.Action) -> None:
        return None


_DRAW_SLOT = _DrawSlot()
"""The one drawing slot every draw phase shares (it holds nothing but its ``DrawStock``: a kept
plan is matched to the action object on its own observation, so sharing the object is safe)."""


class _PlannedSlots(_Planned):
    """A ``_Planned`` section decided from the hand's facts (the meld phase)."""

    __slots__ = ("facts", "obs")

    def __init__(self, obs: Observation, facts: HandFacts):
        self.obs = obs
        self.facts = facts


class _DiscardSlots(_PlannedSlots):
    """Every distinct card of the hand as a discard (offered only when ``plan_discard`` has nothing
    to refuse: not bound to go out, a discard allowed this turn, two cards or more in hand)."""

    __slots__ = ()

    def __call__(self, j: int) -> A.Action:
        return A.Discard(self.facts.distinct_face(j))

    def plan(self, action: A.Action) -> DiscardPlan:
        """``plan_discard``'s plan: the hand without the first copy of the card (``take_from_hand``),
        cut from the hand's bytes at that copy's place (one C search instead of a list copy)."""
        assert isinstance(action, A.Discard)
        hand = self.obs.hand
        at = self.facts.values.index(action.card)
        return DiscardPlan(hand[:at] + hand[at + 1:])


class _NewMeldSlots(_PlannedSlots):
    """The natural new melds of the hand (``combos.candidate_melds_of``), each checked when drawn."""

    __slots__ = ("candidates", "keep", "kinds")

    def __init__(self, obs: Observation, facts: HandFacts, keep: int):
        self.obs = obs  # (the base's fields set here: one call less, for every meld-phase observation)
        self.facts = facts
        self.keep = keep
        self.candidates: list[tuple[Card, ...]] | None = None
        self.kinds: dict[tuple[Card, ...], tuple[str, int, str]] | None = None
        """The kind ``check_new_meld`` gave each candidate found legal (for ``plan``; made at the first)."""

    def __call__(self, j: int) -> A.Action | None:
        obs = self.obs
        hand = obs.hand
        rules = obs.rules
        facts = self.facts
        if self.candidates is None:
            # The sampler looks at one slot: a group is built alone (most candidates are groups),
            # and ``check_new_meld`` of a candidate group is its shape's check (``classify`` finds
            # a group of that rank: naturals of one rank, no three, wild cards).
            group = group_candidate_at(facts, rules, j) if facts.in_order else None
            if group is not None:
                return self._group(*group)
            self.candidates = candidate_melds_of(facts, hand, rules)
        cards = self.candidates[j]
        if len(hand) - len(cards) < self.keep or 4 in cards or 7 in cards:  # (3C, 3S: a black three)
            return None
        kind = check_new_meld(cards, rules)
        if isinstance(kind, Violation):
            return None
        if kind[0] == GROUP and not rules.allow_duplicate_rank_groups and any(
                m.kind == GROUP and m.rank == kind[1] for m in self.facts.mine):
            return None
        if self.kinds is None:
            self.kinds = {}
        self.kinds[cards] = kind
        return A.Meld((cards,))

    def _group(self, rank: int, wilds: int) -> A.Meld | None:
        """The candidate group of ``rank`` (its naturals and the hand's first ``wilds`` wild cards),
        if it is legal: exactly the checks of ``__call__`` for it."""
        facts = self.facts
        rules = self.obs.rules
        cards = tuple(facts.naturals_of(rank))
        if wilds:
            cards += tuple(facts.wild_cards()[:wilds])
        if len(self.obs.hand) - len(cards) < self.keep or group_shape_problem(len(cards), wilds, rules) is not None:
            return None
        if not rules.allow_duplicate_rank_groups and any(m.kind == GROUP and m.rank == rank for m in facts.mine):
            return None
        if self.kinds is None:
            self.kinds = {}
        self.kinds[cards] = (GROUP, rank, "")
        return A.Meld((cards,))

    def plan(self, action: A.Action) -> Batch:
        """``plan_batch`` of one new meld that passed the checks above (no lay-off, not going out)."""
        assert isinstance(action, A.Meld)
        cards = action.melds[0]
        assert self.kinds is not None
        name, rank, suit = self.kinds[cards]
        hand = self.obs.hand
        if name == GROUP and self.candidates is None:  # built by ``_group``: the hand is in order
            rest = _without_group(hand, rank, len(cards) - self.facts.by_rank[rank])
        else:
            found = take_from_hand(hand, cards)
            assert found is not None
            rest = found
        return Batch((NewMeld(name, rank, suit, sort_cards(name, cards)),), (), rest, (), False)


def _without_group(hand: tuple[Card, ...], rank: int, wilds: int) -> tuple[Card, ...]:
    """``take_from_hand(hand, group)`` for a hand in card order and the group of all its naturals
    of ``rank`` and its first ``wilds`` wild cards in card order (the 2s, which come first, then the
    jokers, which come last): the hand cut around them."""
    low = bisect_left(hand, (rank - 2) * 4)
    high = bisect_left(hand, (rank - 1) * 4, low)
    twos = bisect_left(hand, 4, 0, wilds)  # the 2s among the first ``wilds`` cards
    jokers = wilds - twos
    return hand[twos:low] + hand[high:len(hand) - jokers]


class _LayOffSlots(_PlannedSlots):
    """Every single-card lay-off onto the side's melds: ``counts[i]`` offers onto ``mine[i]``."""

    __slots__ = ("counts", "found", "meld", "merges")

    def __init__(self, obs: Observation, facts: HandFacts):
        self.obs = obs  # (as in _NewMeldSlots)
        self.facts = facts
        self.meld: Meld | None = None
        """The meld of the offer returned last (for ``plan``)."""
        # ``_layoff_counts``, inline, also noting whether two groups share a rank (a merge to count).
        rules = obs.rules
        counts: list[int] = []
        wild_kinds = facts.wild_kinds
        mask = facts.mask
        groups = 0
        same: dict[int, int] | None = None  # per rank held by 2+ groups (its faces' bits): how many
        for meld in facts.mine:
            known = meld.memo()  # meld_facts(meld, rules), its memo read here: one call less per meld
            if type(known) is not MeldFacts or known.rules is not rules:
                known = meld_facts(meld, rules)
            joins = known.joins  # the naturals that may join: the distinct ones held are the set bits in common
            if joins is None:
                counts.append(len(_checked_layoff_cards(meld, facts, rules)))
                continue
            if known.group:
                if groups & joins:
                    if same is None:
                        same = {}
                    same[joins] = same.get(joins, 1) + 1
                groups |= joins
            if wild_kinds and known.wild_joins:
                counts.append((mask & joins).bit_count() + wild_kinds)
            else:
                counts.append((mask & joins).bit_count())
        self.counts = counts
        self.merges = 0 if same is None else sum([k * (k - 1) // 2 for k in same.values()])
        """Pairs of the side's groups of one rank: ``_merge_count`` when sequences may not merge."""
        self.found: dict[int, list[Card]] | None = None
        """Each meld's cards, worked out once (``legal_actions`` asks for all; made at the first)."""

    def __call__(self, j: int) -> A.Action:
        for index, count in enumerate(self.counts):
            if j < count:
                meld = self.meld = self.facts.mine[index]
                found = self.found
                if found is None:
                    found = self.found = {}
                cards = found.get(index)
                if cards is None:
                    cards = found[index] = _layoff_cards(meld, self.facts, self.obs.rules)
                return A.Meld((), ((meld.id, (cards[j],)),))
            j -= count
        raise IndexError(j)

    def plan(self, action: A.Action) -> Batch:
        """``plan_batch`` of one card laid off onto one meld of the side (legal: it was offered)."""
        assert isinstance(action, A.Meld)
        ((meld_id, cards),) = action.layoffs
        obs = self.obs
        meld = self.meld if self.meld is not None and self.meld.id == meld_id else \
            next(m for m in self.facts.mine if m.id == meld_id)
        rest = take_from_hand(obs.hand, cards)
        assert rest is not None
        onto_partner = meld.seat != obs.seat and meld.turn < obs.turn.number  # BR15, as plan_batch says
        return Batch((), ((meld_id, sort_cards(meld.kind, meld.cards + cards)),), rest, (), onto_partner)


def _layoffs(mine: tuple[Meld, ...], facts: HandFacts, rules: RuleSet) -> list[tuple[int, Card]]:
    """Every (meld, distinct hand card) such that the card alone may be laid off onto the meld,
    melds in table order and cards in card order: exactly the pairs for which
    ``check_layoff(meld, (card,), rules)`` passes."""
    return [(meld.id, card) for meld in mine for card in _layoff_cards(meld, facts, rules)]


def _layoff_cards(meld: Meld, facts: HandFacts, rules: RuleSet) -> list[Card]:
    """The distinct hand cards that may each be laid off alone onto ``meld``, in card order.

    Shortcuts, each equal to ``check_layoff`` for the cards it decides (``facts.MeldFacts``): a
    natural of a group's rank always joins it (S8.5: naturals may join even a canasta) and no other
    natural does (S8.1); onto a sequence of naturals only, with room, exactly the naturals one step
    beyond either end join (S9.1, S9.3: anything else leaves a gap or repeats a rank); whether a
    wild card may join never depends on which wild card it is. Other melds (a sequence holding wild
    cards, a wild meld, black threes) get the full check for every card that could fit."""
    known = meld_facts(meld, rules)
    if meld.kind == GROUP:
        fits = facts.faces_of_rank(meld.rank)
    elif known.ends is not None:
        present = facts.present
        fits = [ALL_FACES[v] for v in known.ends if present[v]]
    else:
        return _checked_layoff_cards(meld, facts, rules)
    wilds = facts.wild_faces
    if wilds and known.wild_joins:  # card order: the 2s, then the naturals, then the joker
        return [c for c in wilds if c < 4] + fits + [c for c in wilds if c >= 4]
    return fits


def _checked_layoff_cards(meld: Meld, facts: HandFacts, rules: RuleSet) -> list[Card]:
    """The distinct hand cards that may each be laid off alone onto ``meld``, by the full check."""
    if meld.kind == SEQUENCE:
        fits = [c for c in facts.distinct if (NATURAL[c] and c.suit == meld.suit) or c.is_wild]
    elif meld.kind in (WILD_MELD, BLACK_THREES):
        fits = [c for c in facts.distinct if not NATURAL[c]]
    else:
        fits = []
    return [c for c in fits if check_layoff(meld, (c,), rules) is None]


def _merge_count(obs: Observation, mine: tuple[Meld, ...]) -> int:
    """``len(_merge_pairs(obs, mine))``, counted without building the pairs."""
    if obs.rules.allow_sequence_merge:
        return len(_merge_pairs(obs, mine))
    ranks = [m.rank for m in mine if m.kind == GROUP]
    if len(set(ranks)) == len(ranks):
        return 0  # no two groups of one rank (the usual case)
    return sum([ranks.count(rank) - 1 for rank in ranks]) // 2  # k groups of a rank: k(k - 1)/2 pairs


def _merge_pairs(obs: Observation, mine: tuple[Meld, ...]) -> list[A.MergeGroups]:
    """Every pair of the side's groups (or sequences, by option) of one kind, rank and suit."""
    allow_sequences = obs.rules.allow_sequence_merge
    if not allow_sequences:
        ranks = [m.rank for m in mine if m.kind == GROUP]
        if len(set(ranks)) == len(ranks):
            return []  # no two groups of one rank (the usual case)
    groups = [m for m in mine if m.kind == GROUP or (m.kind == SEQUENCE and allow_sequences)]
    pairs: list[A.MergeGroups] = []
    for i, a in enumerate(groups):
        for b in groups[i + 1:]:
            if (a.kind, a.rank, a.suit) == (b.kind, b.rank, b.suit):
                pairs.append(A.MergeGroups(a.id, b.id))
    return pairs


def _legal_merge(obs: Observation, merge: A.MergeGroups) -> A.MergeGroups | None:
    """``merge`` if ``plan_merge`` accepts it (its plan kept for ``apply``), else None."""
    plan = plan_merge(obs, merge)
    if isinstance(plan, Violation):
        return None
    obs.keep_plan(merge, plan)
    return merge

