"""Which takes of the pile to offer (S7.3, S12.4, S14.3): ``take_slots``, ``take_candidates`` and
``pile_takes``, which the table, the bots, ``legal_actions`` and the stock-end rule (S16.3) ask.

Room: the offers, built on the planning of a take (``pile``), the exact search for an opening take
(``pile_openings``) and the takes that commit the player (``pile_commits``), none of which asks for
offers: no cycle. Each take is built only when asked for, so ``legal_actions``'s random sampler pays
only for the take it draws.

The promise: whenever a side that has not opened can take the pile at all (``plan_take`` accepts
some pair take), at least one such take is offered. The cheap way comes first — the first natural
pair in hand order and ``combos.greedy_opening``'s melds — and answers nearly every draw phase; only
when it finds nothing does the exact search (``pile_openings.opening_take``) run, and only when that
finds no take that keeps two cards are the takes that commit the player to going out tried (S14.3,
where the table lets them through without a question: ``batch.permission_problem``). For a side that
has opened: the first natural pair (and natural + wild card where the table allows it) and the top
card alone onto each meld it could extend; a take's other cards do not decide whether it is legal
once the side has opened, except after a "yes" (S15.4), where the takes that commit are tried too.

After a "yes" before the draw (BR14 with S14.3) a take must lead to going out: the opening take found
is offered only if ``plan_take`` accepts it, else the first committing take that it accepts. The
question was allowed only because such a take exists (``pile_commits.can_take_to_go_out`` asks the
same candidates), so a take is always offered then.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from . import actions as A
from . import state as S
from .batch import permission_problem, take_from_hand
from .cards import ALL_FACES, NATURAL, POINTS_OF, RANK_OF, SUIT_OF, Card
from .combos import greedy_opening
from .errors import Violation
from .melds import GROUP, SEQUENCE
from .observation import Observation
from .pile import cards_to_keep, legal_take, plan_take
from .pile_commits import committing_candidates
from .pile_openings import opening_take

_OF_RANK = tuple(bytes(1 if NATURAL[v] and RANK_OF[v] == rank else 0 for v in range(53)) + bytes(203)
                 for rank in range(15))
"""Per rank, a ``bytes.translate`` table marking its natural faces with 1."""


_WILD_MARK = bytes(1 if c.is_wild else 0 for c in ALL_FACES) + bytes(203)
"""``bytes.translate`` table marking the wild faces with 1."""


def take_slots(obs: Observation) -> list[Callable[[], A.TakePile | None]]:
    """The takes worth checking, each built on demand (None: no such take to try): for a side that has
    not opened, an opening take (``_Opening``); for one that has, the natural pair of the top card's
    rank (with a wild card instead of the second natural where the table allows it); and the top card
    alone onto each of the side's melds it could extend."""
    pile = obs.pile
    if not pile or not NATURAL[pile[-1]]:
        return []
    top = pile[-1]
    rank = RANK_OF[top]
    slots: list[Callable[[], A.TakePile | None]] = []
    hand = obs.hand
    marks = bytes(hand).translate(_OF_RANK[rank])  # 1 where the hand holds a natural of the top's rank
    first = marks.find(1)  # the first two naturals of the top's rank, in hand order
    second = marks.find(1, first + 1) if first >= 0 else -1
    side = obs.seat_side[obs.seat]
    if not obs.opened[side]:
        # An unopened side takes only with a natural pair (S7.6), and not at all where the pile may
        # not be taken to open (C24).
        if second >= 0 and obs.rules.allow_pile_for_initial_meld:
            opening = _Opening(obs, (hand[first], hand[second]))
            slots.append(opening.take)
            if obs.rules.concealed_exempt_from_initial_minimum:
                slots.append(opening.whole_hand)
        return slots
    if second >= 0:
        slots.append(lambda pair=(hand[first], hand[second]): A.TakePile(A.PAIR, pair))  # type: ignore[misc]
    if first >= 0 and obs.rules.allow_pile_natural_plus_wild:
        at = bytes(hand).translate(_WILD_MARK).find(1)  # the first wild card in hand order, found in C
        if at >= 0:
            slots.append(lambda pair=(hand[first], hand[at]): A.TakePile(A.PAIR, pair))  # type: ignore[misc]
    methods = (A.SEQUENCE_CARD, A.LAYOFF) if obs.rules.sequence_layoff_takes == "top_card_only" else (A.LAYOFF,)
    suit = SUIT_OF[top]
    by_player = obs.rules.melds_owned_by == "player"
    seat = obs.seat
    for meld in obs.melds:  # ``obs.my_melds()``, filtered here without building the tuple
        if (meld.seat != seat) if by_player else (meld.side != side):
            continue
        # Only a group of the top card's rank or a sequence of its suit can take it (S7.3b):
        # ``plan_take`` refuses every other target, so they are not tried.
        kind = meld.kind
        if (kind == GROUP and meld.rank == rank) or (kind == SEQUENCE and meld.suit == suit):
            for how in methods:
                slots.append(lambda how=how, target=meld.id: A.TakePile(how, (), target))  # type: ignore[misc]
    if obs.turn.asked == S.ASKED_YES:  # after a "yes" before the draw: a take that commits, if no other is legal
        others = list(slots)
        slots.append(lambda: None if any(legal_take(obs, slot()) for slot in others) else _committing_take(obs))
    return slots


def _accepted(obs: Observation, take: A.TakePile) -> bool:
    return not isinstance(plan_take(obs, take), Violation)


def _committing_take(obs: Observation, skip_bare: bool = False) -> A.TakePile | None:
    """The first take that commits the player to going out (S14.3) and that ``plan_take`` accepts, or
    None; with ``skip_bare``, the pair takes of two cards and nothing more are not tried (C25's
    ``whole_hand`` offers them)."""
    if permission_problem(obs) is not None:
        return None  # such a take needs the partner's "yes" first (BR14), or the partner said no
    for take in committing_candidates(obs):
        if skip_bare and take.method == A.PAIR and len(take.cards) == 2 and not take.melds:
            continue
        if _accepted(obs, take):
            return take
    return None


class _Opening:
    """The pair takes of a side that has not opened, found once, when first asked.

    First the cheap way: the first two naturals of the top card's rank in hand order, and natural melds
    from the rest of the hand (``greedy_opening``), keeping the cards S14.3 asks for. When that falls
    short, the exact search (``pile_openings``): every choice of the take's group and every set of
    extra melds. When no take that keeps two cards opens the side, a take that commits the player to
    going out may still be legal (S14.3, and C25's exemption): those are tried (``pile_commits``).
    Without the exact search legal takes were never offered (a referee: 7 of 1,853 samba positions):
    top 8♥ with 8♣ 8♥ 8♠ 6♥ 7♥ and 50 to open — the pair 8♣ 8♠ leaves 6♥ 7♥ 8♥ — and the table, the
    bots and the stock-end rule (S16.3) believed the pile could not be taken.
    """

    __slots__ = ("found", "obs", "pair")

    def __init__(self, obs: Observation, pair: tuple[Card, Card]):
        self.obs = obs
        self.pair = pair
        self.found: A.TakePile | bool | None = False

    def take(self) -> A.TakePile | None:
        """The opening take to offer (unchecked where it keeps two cards: ``plan_take`` judges it)."""
        if self.found is False:
            self.found = self._plain()
            if self.found is not None and self.obs.turn.asked == S.ASKED_YES and not _accepted(self.obs, self.found):
                self.found = None  # after a "yes" a take must lead to going out (S15.4)
            if self.found is None:  # (with C25, the plain pair takes are ``whole_hand``'s)
                self.found = _committing_take(self.obs, self.obs.rules.concealed_exempt_from_initial_minimum)
        assert self.found is None or isinstance(self.found, A.TakePile)
        return self.found

    def _plain(self) -> A.TakePile | None:
        """An opening take that keeps two cards (S14.3): the cheap way, else the exact search."""
        obs = self.obs
        keep = cards_to_keep(obs)
        top = obs.top
        assert top is not None
        rest = take_from_hand(obs.hand, self.pair) or ()
        base = POINTS_OF[top] + POINTS_OF[self.pair[0]] + POINTS_OF[self.pair[1]]
        extra = greedy_opening(rest, obs.rules, obs.requirement(), base_points=base, keep=keep)
        if extra is not None and not obs.rules.allow_duplicate_rank_groups and any(
                _group_rank(m) == RANK_OF[top] for m in extra):
            extra = None  # a second group of the top card's rank (C21): ask the exact search
        if extra is not None:
            return A.TakePile(A.PAIR, self.pair, -1, tuple(extra))
        return opening_take(obs, keep)

    def whole_hand(self) -> A.TakePile | None:
        """C25 (``concealed_exempt_from_initial_minimum``): the plain pair, short of the minimum, binding
        the player to go out at once. Beside an opening take, the first pair is offered (``plan_take``
        judges it); without one, the pairs by face are tried until one is legal (which suits stay in
        hand decides whether going out is then possible)."""
        found = self.take()
        bare = A.TakePile(A.PAIR, self.pair)
        if found is not None:
            return None if found == bare else bare
        obs = self.obs
        rank = RANK_OF[self.pair[0]]
        naturals = sorted(c for c in obs.hand if NATURAL[c] and RANK_OF[c] == rank)
        for pair in dict.fromkeys(combinations(naturals, 2)):
            take = A.TakePile(A.PAIR, pair)
            if _accepted(obs, take):
                return take
        return None


def _group_rank(meld: tuple[Card, ...]) -> int:
    """The rank of a group of these cards (every natural of one rank), else 0."""
    ranks = {RANK_OF[c] for c in meld if NATURAL[c]}
    return ranks.pop() if len(ranks) == 1 else 0


def take_candidates(obs: Observation) -> list[A.TakePile]:
    """The takes worth checking (not yet checked). ``pile_takes`` keeps the legal ones."""
    return [take for slot in take_slots(obs) if (take := slot()) is not None]


def pile_takes(obs: Observation) -> list[A.TakePile]:
    """Every method by which this seat can take the pile now (at most a few actions): whenever some
    take is legal, at least one (see the module docstring)."""
    return [take for slot in take_slots(obs) if (take := legal_take(obs, slot())) is not None]
