"""``apply``: the only way a state changes. Checks first, then carries out the plan.

Forced steps happen here and come out as events (ARCHITECTURE §3): red-three lay-outs and
replacements (S5), the upcard procedure (S3.3), the empty-stock rule at the start of a turn
(S16.3), the end of the hand and its scoring (S17), the end of the game (S18).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar, assert_never, cast

from . import actions as A
from . import events as E
from . import state as S
from .batch import Batch, NewMeld, plan_go_out
from .cards import ALL_FACES, Card
from .dealing import shuffled_deck, turn_upcard
from .errors import IllegalAction, InvalidAction, Violation, quote
from .facts import NOT_SEARCHED, HandFacts, hand_facts
from .legality import DiscardPlan, MergePlan, Plan, check_turn, plan, plan_ask
from .melds import Meld, merge_melds, with_cards
from .observation import Observation, observe
from .pile import TakePlan
from .pile_offers import pile_takes
from .records import evolver, field_setter
from .rules import RuleSet
from .scoring import HandResult, score_side
from .seating import active_seats, next_dealer, partner_to_ask, seat_after, seat_sides, sides_for
from .state import GameState, TurnState, evolve_turn, keep_way_out, way_out_memo
from .unchecked import plan_unchecked

T = TypeVar("T")


class Transition(NamedTuple):
    """What ``apply`` returns: the new state and the events that led to it (unpacks as a pair)."""

    state: GameState
    events: tuple[E.Event, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished match (S18)."""

    winners: tuple[int, ...]
    """Winning side(s); several only with ``tie_rule=shared_win``."""
    scores: tuple[int, ...]
    hands_played: int


_MEMOS = ("_observed", "_way_out")
"""The state's memo fields: empty in every new state (``GameState``)."""
_evolve = evolver(GameState, memos=_MEMOS)
"""A copy of a state with some fields changed (``records``: the hot path of every ``apply``)."""
_after_discard = field_setter(GameState, ("hands", "pile", "pile_frozen", "has_melded", "turn_seat", "to_act", "phase",
                                          "turn", "log"), memos=_MEMOS)
"""The copy ``_quick_discard`` makes (the fields it changes, in this order)."""
_after_take = field_setter(GameState, ("pile", "surprise", "pile_frozen", "hands", "melds", "next_meld_id", "phase",
                                       "turn", "log", "red_threes", "opened"), memos=_MEMOS)
"""The copy ``_take_pile`` makes (every field a take may change, in this order)."""
_after_draw = field_setter(GameState, ("stock", "hands", "phase", "turn", "log"), memos=_MEMOS)
"""The copy ``_quick_draw`` makes."""
_after_meld = field_setter(GameState, ("hands", "melds", "next_meld_id", "turn", "log"), memos=_MEMOS)
"""The copy ``_meld`` makes for a side that has already opened."""

_new_tuple = tuple.__new__
"""``_new_tuple(Transition, (state, events))`` is ``Transition(state, events)`` without the named
tuple's Python-level ``__new__`` (the quick paths: one call less for every other move)."""


class _Builder:
    """Collects the changes of one transition, so each step reads like the rule it carries out."""

    def __init__(self, state: GameState):
        self._state = state
        self._changes: dict[str, object] = {}
        self.events: list[E.Event] = []

    @property
    def state(self) -> GameState:
        """The state with every change so far. Changes are batched: a transition makes several
        small changes, and copying the ~30-field state for each was the cost of ``apply``."""
        if self._changes:
            self._state = _evolve(self._state, self._changes)
            self._changes = {}
        return self._state

    def peek(self, name: str) -> Any:
        """One field as changed so far, without building the whole state (hot path)."""
        return self._changes[name] if name in self._changes else getattr(self._state, name)

    def emit(self, event: E.Event) -> None:
        self.events.append(event)

    def set(self, **changes: object) -> None:
        self._changes.update(changes)

    def finish(self, previous_log: tuple[E.Event, ...] | None = None) -> Transition:
        log = self.peek("log") if previous_log is None else previous_log
        self.set(log=log + tuple([e.public() for e in self.events]))
        return Transition(self.state, tuple(self.events))

    # -- cards moving -------------------------------------------------------------------------
    def lay_out_red_threes(self, seat: int, cards: list[Card]) -> None:
        if not cards:
            return
        side = self.peek("seat_side")[seat]
        red = list(self.peek("red_threes"))
        red[side] = red[side] + tuple(cards)
        self.set(red_threes=tuple(red))
        for card in cards:
            self.emit(E.Event(E.RED_THREE, seat, (card,)))

    def draw(self, seat: int, count: int) -> bool:
        """Draw ``count`` cards (S6.1; fewer if the stock runs out first, S16.1), then lay out the red
        3s among them and replace each with the next stock card, again and again while replacements
        are red 3s (S6.2, S5.3). The cards are drawn together before any is replaced: with ``3H KC``
        as the last two stock cards both are drawn, and the 3H finds no replacement.
        True if a red 3 could not be replaced because the stock was empty (S16.2)."""
        stock = list(self.peek("stock"))
        drawn: list[Card] = []
        need = count
        unreplaced = 0
        while need > 0 and stock:
            batch = stock[-need:][::-1]  # the top ``need`` cards, in the order they come off
            del stock[-need:]
            red = [card for card in batch if card.is_red_three]
            drawn.extend(card for card in batch if not card.is_red_three)
            self.lay_out_red_threes(seat, red)
            need = unreplaced = len(red)  # one replacement for each red 3
        hands = list(self.peek("hands"))
        hands[seat] = tuple(sorted(hands[seat] + tuple(drawn)))
        self.set(stock=tuple(stock), hands=tuple(hands))
        if drawn:
            self.emit(E.Event(E.DRAW, seat, tuple(drawn), len(drawn), private=True))
        if not stock:
            self.emit(E.Event(E.STOCK_EMPTY, seat))
        return unreplaced > 0

    def set_sorted_hand(self, seat: int, cards: tuple[Card, ...]) -> None:
        """A hand already in card order (a sorted hand with cards taken out stays sorted)."""
        hands = list(self.peek("hands"))
        hands[seat] = cards
        self.set(hands=tuple(hands))

    def set_hand(self, seat: int, cards: tuple[Card, ...]) -> None:
        hands = list(self.peek("hands"))
        hands[seat] = tuple(sorted(cards))
        self.set(hands=tuple(hands))

    def open_side(self, seat: int) -> None:
        side = self.peek("seat_side")[seat]
        if not self.peek("opened")[side]:
            opened = list(self.peek("opened"))
            opened[side] = True
            self.set(opened=tuple(opened))

    def add_melds(self, seat: int, new: tuple[NewMeld, ...], changed: tuple[tuple[int, tuple[Card, ...]], ...],
                  layoffs: A.LayOffs = ()) -> None:
        side = self.peek("seat_side")[seat]
        turn = self.peek("turn")
        melds, next_id = _laid(self.peek("melds"), seat, side, turn.number, self.peek("next_meld_id"), new, changed,
                               layoffs, self.events)
        self.set(melds=melds, next_meld_id=next_id, turn=turn if turn.melded else evolve_turn(turn, {"melded": True}))
        self.open_side(seat)

    def canasta(self, seat: int, before: Meld | None, after: Meld) -> None:
        """A meld just became a canasta (or a samba): say so."""
        _canasta(self.events, seat, before, after)


def _laid(melds: tuple[Meld, ...], seat: int, side: int, turn_number: int, next_id: int, new: tuple[NewMeld, ...],
          changed: tuple[tuple[int, tuple[Card, ...]], ...], layoffs: A.LayOffs,
          events: list[E.Event]) -> tuple[tuple[Meld, ...], int]:
    """The table after ``seat`` lays new melds and adds to melds (``changed``: meld id → its cards
    afterwards), with the events that tell it appended to ``events``; and the next meld number."""
    out = list(melds)
    if changed:
        added: dict[int, tuple[Card, ...]] = {}
        for meld_id, cards in layoffs:  # (several entries onto one meld: all their cards)
            added[meld_id] = added.get(meld_id, ()) + tuple(cards)
        for meld_id, cards in changed:
            at = 0  # (usually one meld changes: a scan for it, not an index of every meld)
            while out[at].id != meld_id:
                at += 1
            old = out[at]
            updated = with_cards(old, cards)
            out[at] = updated
            events.append(E.Event(E.LAYOFF, seat, tuple(added.get(meld_id, ())) or _added(old.cards, cards),
                                  meld=meld_id))
            _canasta(events, seat, old, updated)
    for m in new:
        meld = Meld(next_id, side, seat, m.kind, m.cards, m.rank, m.suit, turn_number)
        out.append(meld)
        events.append(E.Event(E.MELD, seat, m.cards, meld=next_id, text=m.kind))
        _canasta(events, seat, None, meld)
        next_id += 1
    return tuple(out), next_id


def _canasta(events: list[E.Event], seat: int, before: Meld | None, after: Meld) -> None:
    if after.is_complete and (before is None or not before.is_complete):
        events.append(E.Event(E.CANASTA, seat, meld=after.id, text=after.canasta_kind or ""))


_RED3 = tuple(c.is_red_three for c in ALL_FACES)
_WILD = tuple(c.is_wild for c in ALL_FACES)


def _added(before: tuple[Card, ...], after: tuple[Card, ...]) -> tuple[Card, ...]:
    rest = list(after)
    for card in before:
        rest.remove(card)
    return tuple(rest)


# -- starting a match and a hand ---------------------------------------------------------------

def new_match(rules: RuleSet, seed: int, *, deck: tuple[Card, ...] = ()) -> GameState:
    """A new match: the first dealer is drawn from the seed (S2.2) and hand 1 is dealt."""
    if not isinstance(rules, RuleSet):
        raise InvalidAction("rules must be a RuleSet (see samba.engine.preset)")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidAction(f"the seed must be a whole number, got {quote(seed)}")
    sides = sides_for(rules)
    active = active_seats(rules, 1)
    dealer = random.Random(f"samba-dealer:{seed}").choice(active)
    return deal_hand(rules, seed, 1, sides, dealer, (0,) * len(sides), (), tuple(deck)).state


def deal_hand(rules: RuleSet, seed: int, hand_number: int, sides: tuple[tuple[int, ...], ...], dealer: int,
              scores: tuple[int, ...], history: tuple[HandResult, ...], deck_top: tuple[Card, ...]) -> Transition:
    """S3: shuffle, deal one at a time from the dealer's left, turn the upcard, show red 3s.

    ``new_match`` and ``next_hand`` deal through here; ``scenario`` too, for a deal with a given
    dealer, scores or hand number."""
    n = rules.player_count
    active = active_seats(rules, hand_number)
    deck = shuffled_deck(seed, hand_number, deck_top)
    first = seat_after(dealer, active)
    order = active[active.index(first):] + active[:active.index(first)]
    hands: list[list[Card]] = [[] for _ in range(n)]
    pos = 0
    for _ in range(rules.cards_per_player()):
        for seat in order:
            hands[seat].append(deck[pos])
            pos += 1
    stock = list(reversed(deck[pos:]))
    surprise: list[Card] = []
    for _ in range(rules.surprise_cards):
        if stock:
            surprise.append(stock.pop())
    stock, pile, frozen, upcard_events = turn_upcard(stock, rules)
    state = GameState(
        rules=rules, seed=seed, hand_number=hand_number, sides=sides, seat_side=seat_sides(sides, n),
        active=active, dealer=dealer, scores=scores, phase=S.DRAW, turn_seat=first, to_act=first,
        hands=tuple(tuple(sorted(h)) for h in hands), stock=tuple(stock), pile=tuple(pile),
        surprise=tuple(surprise), pile_frozen=frozen, melds=(), red_threes=((),) * len(sides),
        opened=(False,) * len(sides), pending_replacements=(0,) * n, has_melded=(False,) * n,
        turn=TurnState(), history=history,
    )
    b = _Builder(state)
    b.emit(E.Event(E.DEAL, dealer, count=rules.cards_per_player(), text=f"hand {hand_number}"))
    for event in upcard_events:
        b.emit(event)
    if rules.red3_declare_timing == "show_at_deal_replace_first_turn":
        pending = [0] * n
        for seat in order:
            red = [c for c in b.peek("hands")[seat] if c.is_red_three]
            if red:
                b.set_hand(seat, tuple(c for c in b.peek("hands")[seat] if not c.is_red_three))
                b.lay_out_red_threes(seat, red)
                pending[seat] = len(red)
        b.set(pending_replacements=tuple(pending))
    _begin_turn(b, first)
    return b.finish(previous_log=())


def next_hand(state: GameState) -> Transition:
    """S18.3 / S2.2: after a scored hand, the deal passes clockwise and the next hand is dealt."""
    if state.phase != S.HAND_OVER:
        raise IllegalAction(Violation("HAND_NOT_OVER", "S18.3",
                                      "The next hand starts only when this one is over."
                                      if state.phase != S.GAME_OVER else "The game is over.",
                                      (("case", "hand" if state.phase != S.GAME_OVER else "game"),)))
    number = state.hand_number + 1
    active = active_seats(state.rules, number)
    dealer = next_dealer(state.dealer, state.rules.player_count, active)
    return deal_hand(state.rules, state.seed, number, state.sides, dealer, state.scores, state.history,
                     state.deck_override)


def outcome(state: GameState) -> Outcome | None:
    """The winners once the game is over (S18), else None."""
    if state.phase != S.GAME_OVER:
        return None
    return Outcome(state.winners, state.scores, state.hand_number)


# -- turns -----------------------------------------------------------------------------------

def begin_turn(state: GameState, seat: int) -> Transition:
    """The turn of ``seat`` begins in ``state`` with its forced steps (S4.2 red threes, S16.3 on an
    empty stock): how a scenario written at a turn's start reaches the position a game would."""
    b = _Builder(state)
    _begin_turn(b, seat)
    return b.finish()


def _begin_turn(b: _Builder, seat: int) -> None:
    """S4.2: the turn starts; first-turn red 3s are laid out and replaced; S16.3 on an empty stock."""
    b.set(turn_seat=seat, to_act=seat, phase=S.DRAW, turn=TurnState(number=b.peek("turn").number + 1))
    b.emit(E.Event(E.TURN, seat))
    hand = b.peek("hands")[seat]
    red = [c for c in hand if _RED3[c]] if any(map(_RED3.__getitem__, hand)) else []
    owed = b.peek("pending_replacements")[seat] + len(red)
    if red:
        b.set_hand(seat, tuple(c for c in hand if not c.is_red_three))
        b.lay_out_red_threes(seat, red)
    if owed:
        pending = list(b.peek("pending_replacements"))
        pending[seat] = 0
        b.set(pending_replacements=tuple(pending))
        b.draw(seat, owed)
    if b.peek("stock"):
        return
    rules = b.peek("rules")
    if rules.stock_exhausted_rule == "end_immediately":
        _end_hand(b, -1, "The stock ran out.")
        return
    obs = observe(b.state, seat)
    # S16.3 / BR16: no draw is possible; the hand goes on only if the pile can be taken now, or
    # after asking the partner first (S14.3 with BR14).
    if not pile_takes(obs) and plan_ask(obs) is not None:
        _end_hand(b, -1, "The stock ran out and the pile could not be taken.")


def _end_turn(b: _Builder) -> None:
    seat = b.peek("turn_seat")
    has_melded = b.peek("has_melded")
    if b.peek("turn").melded and not has_melded[seat]:
        melded = list(has_melded)
        melded[seat] = True
        b.set(has_melded=tuple(melded))
    _begin_turn(b, seat_after(seat, b.peek("active")))


def _end_hand(b: _Builder, went_out: int, reason: str, concealed: bool = False) -> None:
    """S17 scoring of every side, then S18: game over, or wait for the next hand."""
    st = b.state
    rules = st.rules
    scores = []
    for side, members in enumerate(st.sides):
        melds = [m for m in st.melds if m.side == side]
        held = [c for seat in members for c in st.hands[seat]]
        red = len(st.red_threes[side])
        scores_melds = (rules.losing_side_scores_melds or went_out < 0 or st.seat_side[went_out] == side)
        scores.append(score_side(side, melds, red, held, went_out >= 0 and st.seat_side[went_out] == side,
                                 concealed, rules, scores_melds))
    totals = tuple(t + s.total for t, s in zip(st.scores, scores, strict=True))
    result = HandResult(st.hand_number, tuple(scores), went_out, reason, totals)
    winners: tuple[int, ...] = ()
    best = max(totals)
    if best >= rules.target_score:
        leaders = tuple(i for i, t in enumerate(totals) if t == best)
        if len(leaders) == 1 or rules.tie_rule == "shared_win":
            winners = leaders
    b.set(scores=totals, result=result, history=st.history + (result,), went_out=went_out, winners=winners,
          phase=S.GAME_OVER if winners else S.HAND_OVER, to_act=-1)
    b.emit(E.Event(E.HAND_END, went_out, text=reason))
    if winners:
        b.emit(E.Event(E.GAME_END, winners[0], text="shared" if len(winners) > 1 else ""))


# -- apply -----------------------------------------------------------------------------------

def apply(state: GameState, action: A.Action, *, seat: int | None = None) -> Transition:
    """Carry out ``action`` for the seat to act (or refuse it, leaving ``state`` as it was).

    Raises ``InvalidAction`` for malformed input and ``IllegalAction`` (with a ``Violation``) for
    moves the rules forbid. ``seat``, when given, must be the seat to act: a seat the table does not
    have is malformed input (``InvalidAction``, as ``observe`` says), another seat's move is illegal.
    """
    actor = state.to_act
    # The plan that legal_actions / random_legal_action already worked out for this very action
    # object on this state's observation of the seat to act (``Observation.keep_plan``: the same
    # planner, same inputs). Such an action was built by the engine's own offers for that seat, so
    # it is well-formed and passes ``check_turn``: those two checks are not repeated for it.
    memo = state.memo()
    kept = memo.kept_plan(action, _NOT_KEPT) if type(memo) is Observation and memo.seat == actor else _NOT_KEPT
    if kept is _NOT_KEPT:
        A.validate_action(action)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < len(state.hands)):
        raise InvalidAction(f"no seat {quote(seat)} at this table")
    if seat is not None and seat != actor:
        raise IllegalAction(Violation("NOT_YOUR_TURN", "S2.3", "It is not your turn."))
    if kept is not _NOT_KEPT:
        return _carry_out(state, actor, action, kept)  # type: ignore[arg-type]  # (a Plan: keep_plan's promise)
    if actor < 0:
        raise IllegalAction(Violation("HAND_OVER", "S4.1", "The hand is over."))
    obs = observe(state, actor)
    _allowed(check_turn(obs, action))
    return _carry_out(state, actor, action, _allowed(plan(obs, action)))


_NOT_KEPT = object()
"""``apply``'s marker for "no plan kept for this action" (a legal draw's kept plan is None)."""


def _allowed(result: Violation | T) -> T:
    """The plan, or the refusal raised: ``apply`` never changes a state on a move the rules forbid."""
    if isinstance(result, Violation):
        raise IllegalAction(result)
    return result


def apply_unchecked(state: GameState, action: A.Action) -> Transition:
    """``apply`` without the rules: for search rollouts ONLY (ARCHITECTURE §1.5).

    The checked ``apply`` is the one entry for the UI, saves, the game layer and tests; like
    python-chess's ``Board.push`` beside ``push_uci``, this one trusts its caller. The action must be
    legal for the seat to act — one that ``legal_actions``, ``random_legal_action`` or ``check``
    accepted — and then the result is exactly ``apply``'s (the same state, the same events; a test
    plays thousands of positions both ways). It skips the shape check of the action, the turn and
    phase checks and every refusal, and with them the costly proofs behind some refusals: the
    going-out search that "may I go out?", a merge after a "yes" and a committing take need.
    An illegal action gives an undefined result (it may raise, or produce a state the rules could
    not reach): never pass it one.
    """
    actor = state.to_act
    obs = observe(state, actor)
    kept = obs.kept_plan(action)  # as in apply: legal, so plan_unchecked would give this plan
    return _carry_out(state, actor, action, plan_unchecked(obs, action) if kept is None else cast(Plan, kept))


def _carry_out(state: GameState, actor: int, action: A.Action, result: Plan) -> Transition:
    """Carry out a planned action (``legality.plan`` or ``unchecked.plan_unchecked``). The common
    moves (a discard, a draw, melding, taking the pile) are built in one step when nothing forced
    follows them; the rest go through the ``_Builder``."""
    match action:
        case A.Discard():
            assert isinstance(result, DiscardPlan)
            quick = _quick_discard(state, actor, action.card, result.rest)
            if quick is not None:
                return quick
            b = _Builder(state)
            _discard(b, actor, action.card, result.rest)
            _end_turn(b)
        case A.DrawStock():
            quick = _quick_draw(state, actor)
            if quick is not None:
                return quick
            b = _Builder(state)
            count = 1 if len(state.stock) == 1 else state.rules.stock_draw_count
            short = b.draw(actor, count)
            turn = b.peek("turn")
            b.set(phase=S.MELD, turn=turn if turn.no_discard == short else evolve_turn(turn, {"no_discard": short}))
        case A.Meld():
            assert isinstance(result, Batch)
            return _meld(state, actor, action, result)
        case A.TakePile():
            assert isinstance(result, TakePlan)
            return _take_pile(state, actor, result)
        case A.MergeGroups():
            assert isinstance(result, MergePlan)
            b = _Builder(state)
            melds = merge_melds(state.melds, result.into, result.joined)
            merged = next(m for m in melds if m.id == result.into.id)
            b.set(melds=melds)
            b.emit(E.Event(E.MERGE, actor, result.joined.cards, meld=result.into.id, text=str(result.joined.id)))
            b.canasta(actor, result.into, merged)
        case A.AskGoOut():
            b = _Builder(state)
            partner = partner_to_ask(actor, state.sides, state.seat_side, state.active)
            b.set(phase=S.ANSWER, to_act=partner,
                  turn=evolve_turn(state.turn, {"asked": S.ASKED_PENDING, "asked_before_draw": state.phase == S.DRAW}))
            b.emit(E.Event(E.ASK, actor))
            asked = b.finish()
            way_out = _way_out_found(state, actor)
            if way_out is not None:
                keep_way_out(asked.state, (actor, way_out))
            return asked
        case A.AnswerGoOut():  # check_turn let it through: this seat was asked
            b = _Builder(state)
            b.set(phase=S.DRAW if state.turn.asked_before_draw else S.MELD, to_act=state.turn_seat,
                  turn=evolve_turn(state.turn, {"asked": S.ASKED_YES if action.yes else S.ASKED_NO}))
            b.emit(E.Event(E.ANSWER, actor, text="yes" if action.yes else "no"))
            answered = b.finish()
            _resume_way_out(state, answered.state)
            return answered
        case A.GoOut():
            assert isinstance(result, Batch)
            b = _Builder(state)
            _go_out(b, actor, action, result)
        case A.EndHand():
            b = _Builder(state)
            _end_hand(b, -1, "The stock ran out.")
        case _:
            assert_never(action)
    return b.finish()


def _way_out_found(state: GameState, seat: int) -> A.GoOut | None:
    """The way out the going-out search already found for ``seat`` on ``state`` (asking "May I go
    out?" needs one: S15.4), or None if it was not searched on this state."""
    obs = state.memo()
    if type(obs) is not Observation or obs.seat != seat:
        return None
    facts = obs.memo()
    if type(facts) is not HandFacts or not isinstance(facts.go_out, A.GoOut):
        return None
    return facts.go_out


def _resume_way_out(asked: GameState, answered: GameState) -> None:
    """After the partner's answer the asker is in the meld phase with the hand and melds of the
    question, so ``find_go_out`` would search them again and find the same way out (the search reads
    nothing the answer changes). The asker's observation of ``answered`` is built now with that
    answer in its hand's facts, its plan checked again on it (``plan_go_out``, as ``find_go_out``
    checks every plan it returns), so the search runs once per question, not twice."""
    carried = way_out_memo(asked)
    if carried is None or answered.phase != S.MELD:
        return
    seat, way_out = cast(tuple[int, A.GoOut], carried)
    if answered.to_act != seat:
        return
    obs = observe(answered, seat)
    facts = hand_facts(obs)
    if facts.go_out is NOT_SEARCHED:
        again = plan_go_out(obs, way_out, ignore_permission=True)
        if isinstance(again, Batch):
            facts.go_out, facts.go_out_plan = way_out, again


def _quick_discard(state: GameState, actor: int, card: Card, rest: tuple[Card, ...]) -> Transition | None:
    """The usual discard in one step: the card goes on the pile and the next player's turn starts
    with nothing to do first (``_discard``, ``_end_turn`` and ``_begin_turn`` give the same state
    and events). None when the next turn starts with red 3s to lay out or replace, or on an empty
    stock: then the general path."""
    seat = state.turn_seat
    active = state.active
    following = active[(active.index(seat) + 1) % len(active)]
    if following == actor or not state.stock or state.pending_replacements[following]:
        return None
    faces = bytes(state.hands[following])
    if 5 in faces or 6 in faces:  # a red 3 (3D, 3H) to lay out first
        return None
    hands = list(state.hands)
    hands[actor] = rest
    turn = state.turn
    has_melded = state.has_melded
    if turn.melded and not has_melded[seat]:
        melded = list(has_melded)
        melded[seat] = True
        has_melded = tuple(melded)
    freezes = _WILD[card] and state.rules.wild_discard_effect == "freeze"
    events = (E.Event(E.DISCARD, actor, (card,)), E.Event(E.TURN, following))
    return _new_tuple(Transition, (_after_discard(
        state, tuple(hands), state.pile + (card,), state.pile_frozen or freezes, has_melded, following, following,
        S.DRAW, TurnState(turn.number + 1), state.log + events,
    ), events))


def _quick_draw(state: GameState, actor: int) -> Transition | None:
    """The usual draw in one step: two cards (one if only one is left) with no red 3 among them,
    and the stock not emptied (``_Builder.draw`` gives the same state and events). None otherwise."""
    stock = state.stock
    count = 1 if len(stock) == 1 else state.rules.stock_draw_count
    top = stock[len(stock) - count:]
    if len(stock) <= count or 5 in top or 6 in top:  # a red 3 (3D, 3H) among them
        return None
    drawn = tuple(reversed(top))
    hands = list(state.hands)
    hands[actor] = tuple(sorted(hands[actor] + drawn))
    event = E.Event(E.DRAW, actor, drawn, count, -1, "", True)
    turn = state.turn
    return _new_tuple(Transition, (_after_draw(
        state, stock[:len(stock) - count], tuple(hands), S.MELD,
        evolve_turn(turn, {"no_discard": False}) if turn.no_discard else turn,
        state.log + (E.Event(E.DRAW, actor, (), count),),  # event.public(), built directly
    ), (event,)))


def _meld(state: GameState, actor: int, action: A.Meld, batch: Batch) -> Transition:
    """S4.4: new melds and lay-offs from the hand (an opening opens the side, S12.3); the turn goes on."""
    side = state.seat_side[actor]
    turn = state.turn
    events: list[E.Event] = []
    melds, next_id = _laid(state.melds, actor, side, turn.number, state.next_meld_id, batch.new, batch.changed,
                           action.layoffs, events)
    if not turn.melded or batch.onto_partner:
        onto_partner = turn.laid_off_on_partner or batch.onto_partner  # BR15
        turn = evolve_turn(turn, {"melded": True, "laid_off_on_partner": onto_partner})
    hands = list(state.hands)
    hands[actor] = batch.rest
    done = tuple(events)
    if state.opened[side]:
        after = _after_meld(state, tuple(hands), melds, next_id, turn, state.log + done)
    else:
        opened = list(state.opened)
        opened[side] = True
        changes: dict[str, object] = {"hands": tuple(hands), "melds": melds, "next_meld_id": next_id, "turn": turn,
                                      "log": state.log + done, "opened": tuple(opened)}
        after = _evolve(state, changes)
    if batch.way_out is not None:
        # A bound player's meld: the way out it left goes with the player's next observation,
        # built now (it is observed next), so that judging the next meld need not search again.
        hand_facts(observe(after, actor)).known_way_out = batch.way_out
    return _new_tuple(Transition, (after, done))


def _discard(b: _Builder, seat: int, card: Card, rest: tuple[Card, ...]) -> None:
    b.set_sorted_hand(seat, rest)
    freezes = card.is_wild and b.peek("rules").wild_discard_effect == "freeze"
    b.set(pile=b.peek("pile") + (card,), pile_frozen=b.peek("pile_frozen") or freezes)
    b.emit(E.Event(E.DISCARD, seat, (card,)))


def _take_pile(state: GameState, seat: int, p: TakePlan) -> Transition:
    """S7.2: meld the top card, then the rest of the pile comes into the hand (S5.4 for red 3s)."""
    pile = state.pile
    top = pile[-1]
    side = state.seat_side[seat]
    turn = state.turn
    events: list[E.Event] = []
    hand = state.hands[seat]
    surprise = state.surprise
    pile_frozen = state.pile_frozen
    red_threes = state.red_threes
    onto = ((p.target, p.target_cards),)
    if p.method == A.SEQUENCE_CARD:
        after_pile = pile[:-1]
        events.append(E.Event(E.TAKE_PILE, seat, (top,), 1, meld=p.target, text=p.method))
        melds, next_id = _laid(state.melds, seat, side, turn.number, state.next_meld_id, (), onto,
                               ((p.target, (top,)),), events)
    else:
        taken = pile[:-1] + surprise
        faces = bytes(taken)
        events.append(E.Event(E.TAKE_PILE, seat, pile, len(pile) + len(surprise), meld=p.target, text=p.method))
        after_pile, surprise, pile_frozen = (), (), False
        if p.method == A.PAIR:
            hand = p.rest
            joined = ((p.target, p.target_cards),) if p.target >= 0 else ()  # C21: onto the side's group
            melds, next_id = _laid(state.melds, seat, side, turn.number, state.next_meld_id, p.new, joined, (), events)
        else:
            melds, next_id = _laid(state.melds, seat, side, turn.number, state.next_meld_id, (), onto,
                                   ((p.target, (top,)),), events)
        if 5 in faces or 6 in faces:  # a red 3 (3D, 3H) in the pile: S5.4, laid out for the taker's side
            red = [c for c in taken if _RED3[c]]
            hand = tuple(sorted(hand + tuple([c for c in taken if not _RED3[c]])))
            sides = list(red_threes)
            sides[side] = sides[side] + tuple(red)
            red_threes = tuple(sides)
            events.extend(E.Event(E.RED_THREE, seat, (card,)) for card in red)
        else:
            hand = tuple(sorted(hand + taken))
        if state.surprise:
            events.append(E.Event(E.DRAW, seat, state.surprise, len(state.surprise), text="surprise", private=True))
    # [ENGINE DECISION] BR15: taking the pile by laying the top card onto a meld the partner made in an
    # earlier turn counts as laying off onto the partner's meld, so it spoils a concealed going out.
    onto_partner = False
    target_id = p.target
    for m in state.melds:
        if m.id == target_id:
            onto_partner = m.seat != seat and m.turn < turn.number
            break
    hands = list(state.hands)
    hands[seat] = hand
    opened = state.opened
    if not opened[side]:
        sides_opened = list(opened)
        sides_opened[side] = True
        opened = tuple(sides_opened)
    done = tuple(events)
    log = state.log + tuple([e.public() for e in done])
    return _new_tuple(Transition, (_after_take(
        state, after_pile, surprise, pile_frozen, tuple(hands), melds, next_id, S.MELD,
        evolve_turn(turn, {"melded": True, "took_pile": True, "committed": p.commits,
                           "laid_off_on_partner": turn.laid_off_on_partner or onto_partner}),
        log, red_threes, opened,
    ), done))


def _go_out(b: _Builder, seat: int, action: A.GoOut, batch: Batch) -> None:
    st = b.state
    concealed = not st.has_melded[seat] and not st.turn.laid_off_on_partner and not batch.onto_partner
    b.set_sorted_hand(seat, batch.rest)
    if batch.new or batch.changed:
        b.add_melds(seat, batch.new, batch.changed, action.layoffs)
    if action.discard is not None:
        b.set(pile=b.peek("pile") + (action.discard,))
        b.emit(E.Event(E.DISCARD, seat, (action.discard,)))
    b.emit(E.Event(E.GO_OUT, seat))
    _end_hand(b, seat, "went out", concealed)
