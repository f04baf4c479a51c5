"""What one seat may know (ARCHITECTURE §1.3): its own hand and everything public.

Bots, hints and the human view are built only from an ``Observation``. Other hands appear as
counts, the stock as a size, the surprise cards as a count; the log is the public log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import Card
from .errors import InvalidAction, quote
from .events import Event
from .melds import Meld
from .opening import Requirement, opening_requirement
from .records import fast_init
from .rules import RuleSet
from .scoring import HandResult
from .seating import partner_to_ask
from .state import GameState, TurnState, keep_observed, observed_memo


@fast_init
@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    rules: RuleSet
    phase: str
    to_act: int
    turn_seat: int
    hand_number: int
    dealer: int
    sides: tuple[tuple[int, ...], ...]
    seat_side: tuple[int, ...]
    active: tuple[int, ...]
    scores: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    pile: tuple[Card, ...]
    surprise_count: int
    pile_frozen: bool
    melds: tuple[Meld, ...]
    red_threes: tuple[tuple[Card, ...], ...]
    opened: tuple[bool, ...]
    has_melded: tuple[bool, ...]
    turn: TurnState
    went_out: int
    result: HandResult | None
    history: tuple[HandResult, ...]
    winners: tuple[int, ...]
    log: tuple[Event, ...]
    _derived: object = field(default=None, init=False, repr=False, compare=False)
    """Facts derived from this observation, memoised by ``facts.hand_facts`` (never part of what it
    says: not compared, not printed, and empty in a ``dataclasses.replace`` copy)."""
    _planned: tuple[object, object] | None = field(default=None, init=False, repr=False, compare=False)
    """The last ``(action, plan)`` that ``legal_actions`` or ``random_legal_action`` decided legal by
    running ``legality.plan``'s own planner on this observation (a take, a merge, an opening, going
    out): ``apply`` given that very action object reuses the plan instead of planning it again (a
    plan is a pure function of the observation and the action, both immutable). Like ``_derived``,
    never part of what the observation says."""

    def memo(self) -> object:
        """What ``facts.hand_facts`` memoised on this record (None until then)."""
        return self._derived

    def keep_memo(self, value: object) -> None:
        """Memoise ``value`` on this frozen record (the one mutation it allows: see ``_derived``)."""
        _keep_derived(self, value)

    def kept_plan(self, action: object, default: object = None) -> object:
        """The plan kept for ``action`` (this very object) by ``keep_plan``, else ``default`` (a
        caller that must tell a kept plan of None, a legal draw's, from none kept passes a marker)."""
        kept = self._planned
        return kept[1] if kept is not None and kept[0] is action else default

    def keep_plan(self, action: object, plan: object) -> None:
        """Keep ``plan``, which MUST be what ``legality.plan(self, action)`` returns for an action
        that passes ``check(self, action)`` (see ``_planned``): ``apply`` trusts a kept action's shape
        and turn, and carries it out with this plan."""
        _keep_planned(self, (action, plan))

    # -- conveniences every client needs ---------------------------------------------------------
    @property
    def side(self) -> int:
        return self.seat_side[self.seat]

    @property
    def plays_alone(self) -> bool:
        """This seat's side is this seat alone (2 or 3 players, 5 playing individually): no partner, no team."""
        return len(self.sides[self.side]) == 1

    @property
    def top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def pile_blocked(self) -> bool:
        """S7.1: a wild card, black 3 or red 3 on top."""
        top = self.top
        return top is not None and not top.is_natural

    def frozen_for(self, side: int) -> bool:
        """S7.4: frozen by its contents, or because ``side`` has not opened, or always (option)."""
        rules = self.rules
        return (self.pile_frozen or rules.pile_always_frozen
                or (rules.frozen_until_opened and not self.opened[side]))

    def side_melds(self, side: int) -> tuple[Meld, ...]:
        return tuple([m for m in self.melds if m.side == side])

    def my_melds(self) -> tuple[Meld, ...]:
        """Melds this seat may add to (S4.7; C40 with ``melds_owned_by=player``)."""
        if self.rules.melds_owned_by == "player":
            seat = self.seat
            return tuple([m for m in self.melds if m.seat == seat])
        side = self.seat_side[self.seat]
        return tuple([m for m in self.melds if m.side == side])

    def meld(self, meld_id: int) -> Meld | None:
        for m in self.melds:
            if m.id == meld_id:
                return m
        return None

    def requirement(self, side: int | None = None) -> Requirement:
        """The opening requirement of ``side`` (default: this seat's) this hand (S12.1)."""
        return opening_requirement(self.rules, self.scores[self.side if side is None else side])

    @property
    def partner(self) -> int | None:
        """Who this seat asks before going out, if anyone (S15.4)."""
        if self.seat not in self.active:
            return None
        return partner_to_ask(self.seat, self.sides, self.seat_side, self.active)


_keep_derived: Callable[[Observation, object], None] = Observation.__dict__["_derived"].__set__
_keep_planned: Callable[[Observation, object], None] = Observation.__dict__["_planned"].__set__
"""The memo slots' own setters: what ``object.__setattr__`` does for them, as one C call (the frozen
class's ``__setattr__`` refuses every other assignment)."""


def observe(state: GameState, seat: int) -> Observation:
    """The observation of ``seat``: everything it may see, nothing more."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.hands):
        raise InvalidAction(f"no seat {quote(seat)} at this table")
    memo = observed_memo(state)  # state.memo(), as one C call (every move observes)
    if memo is not None:
        assert isinstance(memo, Observation)
        if memo.seat == seat:
            return memo
    # Positional, in field order (a hot path: keyword matching was a third of the cost); the test
    # ``test_observe_fills_every_field_from_the_state`` checks each field by name.
    obs = Observation(
        seat, state.rules, state.phase, state.to_act, state.turn_seat, state.hand_number, state.dealer,
        state.sides, state.seat_side, state.active, state.scores, state.hands[seat], tuple(map(len, state.hands)),
        len(state.stock), state.pile, len(state.surprise), state.pile_frozen, state.melds, state.red_threes,
        state.opened, state.has_melded, state.turn, state.went_out, state.result, state.history, state.winners,
        state.log,
    )
    keep_observed(state, obs)  # state.keep_memo(obs), as one C call (see GameState._observed)
    return obs

