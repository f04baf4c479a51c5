"""What one seat may know (ARCHITECTURE §1.3): its own hand and everything public.

Bots, hints and the human view are built only from an ``Observation``. Other hands appear as
counts, the stock as a size, the surprise cards as a count; the log is the public log.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .errors import InvalidAction, quote
from .events import Event
from .melds import Meld
from .opening import Requirement, opening_requirement
from .rules import RuleSet
from .scoring import HandResult
from .seating import partner_to_ask
from .state import GameState, TurnState


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

    # -- conveniences every client needs ---------------------------------------------------------
    @property
    def side(self) -> int:
        return self.seat_side[self.seat]

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
        return tuple(m for m in self.melds if m.side == side)

    def my_melds(self) -> tuple[Meld, ...]:
        """Melds this seat may add to (S4.7; C40 with ``melds_owned_by=player``)."""
        if self.rules.melds_owned_by == "player":
            return tuple(m for m in self.melds if m.seat == self.seat)
        side = self.side
        return tuple(m for m in self.melds if m.side == side)

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


def observe(state: GameState, seat: int) -> Observation:
    """The observation of ``seat``: everything it may see, nothing more."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.hands):
        raise InvalidAction(f"no seat {quote(seat)} at this table")
    return Observation(
        seat=seat, rules=state.rules, phase=state.phase, to_act=state.to_act, turn_seat=state.turn_seat,
        hand_number=state.hand_number, dealer=state.dealer, sides=state.sides, seat_side=state.seat_side,
        active=state.active, scores=state.scores, hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands), stock_size=len(state.stock), pile=state.pile,
        surprise_count=len(state.surprise), pile_frozen=state.pile_frozen, melds=state.melds,
        red_threes=state.red_threes, opened=state.opened, has_melded=state.has_melded, turn=state.turn,
        went_out=state.went_out, result=state.result, history=state.history, winners=state.winners,
        log=state.log,
    )
