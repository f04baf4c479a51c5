"""The authoritative state of a match: one frozen value per moment of play.

Hands are sorted tuples (multisets of faces); the stock keeps its top card LAST so drawing is a
slice; the pile runs bottom → top. Scores are the running totals at the start of the current hand
(they change only when a hand is scored), which is exactly what the opening minimum needs (S12.1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import Card
from .events import Event
from .melds import Meld
from .records import evolver, fast_init
from .rules import RuleSet
from .scoring import HandResult

# Phases of the turn state machine (S4.1).
DRAW = "draw"
MELD = "meld"
ANSWER = "answer"
"""The partner must answer "may I go out?" (S15.4)."""
HAND_OVER = "hand_over"
GAME_OVER = "game_over"
PHASES = (DRAW, MELD, ANSWER, HAND_OVER, GAME_OVER)

# The go-out question of the current turn.
NOT_ASKED = ""
ASKED_PENDING = "pending"
ASKED_YES = "yes"
ASKED_NO = "no"


@fast_init
@dataclass(frozen=True, slots=True)
class TurnState:
    """What has happened so far in the current player's turn."""

    number: int = 0
    took_pile: bool = False
    melded: bool = False
    asked: str = NOT_ASKED
    laid_off_on_partner: bool = False
    no_discard: bool = False
    """S16.2: the last stock card was a red 3; this turn cannot end with a discard."""
    committed: bool = False
    """The player took the pile in a way that binds them to go out this turn, exactly as a "yes"
    does: the take left fewer than two cards (S14.3), or it was a whole-hand lay-down that needed
    no opening minimum (C25, ``concealed_exempt_from_initial_minimum``)."""
    asked_before_draw: bool = False
    """The question was asked before drawing (S14.3 with BR14: to take the pile and go out at once),
    so the answer returns the player to the draw."""

    @property
    def must_go_out(self) -> bool:
        """Bound to go out this turn: the partner said yes (S15.4) or a take committed (S14.3)."""
        return self.asked == ASKED_YES or self.committed


evolve_turn = evolver(TurnState)
"""``evolve_turn(turn, {"melded": True})``: ``dataclasses.replace`` for the turn record, faster (``records``)."""


@fast_init
@dataclass(frozen=True, slots=True)
class GameState:
    rules: RuleSet
    seed: int
    hand_number: int
    sides: tuple[tuple[int, ...], ...]
    """Seats of each side (all its members, including one sitting out this hand)."""
    seat_side: tuple[int, ...]
    """Side index of every seat."""
    active: tuple[int, ...]
    """Seats playing this hand, in clockwise turn order."""
    dealer: int
    scores: tuple[int, ...]
    phase: str
    turn_seat: int
    to_act: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    pile: tuple[Card, ...]
    surprise: tuple[Card, ...] = ()
    pile_frozen: bool = False
    """Frozen by its contents: a wild card or red 3 lies in it (S7.4 ii)."""
    melds: tuple[Meld, ...] = ()
    red_threes: tuple[tuple[Card, ...], ...] = ()
    opened: tuple[bool, ...] = ()
    pending_replacements: tuple[int, ...] = ()
    """Red 3s shown at the deal, still to be replaced at that player's first turn (S5.2)."""
    has_melded: tuple[bool, ...] = ()
    """Per seat: melded in an earlier turn of this hand (BR15 concealed going out)."""
    turn: TurnState = field(default_factory=TurnState)
    next_meld_id: int = 1
    went_out: int = -1
    result: HandResult | None = None
    history: tuple[HandResult, ...] = ()
    winners: tuple[int, ...] = ()
    log: tuple[Event, ...] = ()
    """The public log of the current hand."""
    deck_override: tuple[Card, ...] = ()
    """Top-first cards to deal the next hand from (scenarios); the rest is shuffled."""
    _observed: object = field(default=None, init=False, repr=False, compare=False)
    """The last ``observe(state, seat)`` of this state, memoised: a player observes the state and
    ``apply`` observes it again to check the move, and both get one object (with its memoised
    ``facts``). Never part of what the state says: not compared, printed or saved, and empty in
    every copy."""

    _way_out: object = field(default=None, init=False, repr=False, compare=False)
    """While a partner answers "May I go out?": ``(asker, way out)``, the ``GoOut`` the
    going-out search found for the asker's question (``transitions`` carries it to the answer, after
    which the asker's hand and melds are as they were, so it need not be searched again). Like
    ``_observed``, never part of what the state says, and empty in every copy."""

    def memo(self) -> object:
        """What ``observation.observe`` memoised on this record (None until then)."""
        return self._observed

    def keep_memo(self, value: object) -> None:
        """Memoise ``value`` on this frozen record (the one mutation it allows: see ``_observed``)."""
        object.__setattr__(self, "_observed", value)

    def side_of(self, seat: int) -> int:
        return self.seat_side[seat]

    @property
    def player_count(self) -> int:
        return self.rules.player_count


observed_memo: Callable[[GameState], object] = GameState.__dict__["_observed"].__get__
"""``state.memo()`` as one C call (the memo slot's own getter): ``observe`` reads it for every move."""
keep_observed: Callable[[GameState, object], None] = GameState.__dict__["_observed"].__set__
"""``state.keep_memo(value)`` as one C call: the slot's own setter does what ``object.__setattr__``
does for it (the frozen class's ``__setattr__`` refuses every other assignment)."""
way_out_memo: Callable[[GameState], object] = GameState.__dict__["_way_out"].__get__
"""``state._way_out`` (see the field)."""
keep_way_out: Callable[[GameState, object], None] = GameState.__dict__["_way_out"].__set__
"""Set ``state._way_out`` on the frozen record (its slot's own setter, as ``keep_observed``)."""
