"""``apply``: the only way a state changes. Checks first, then carries out the plan.

Forced steps happen here and come out as events (ARCHITECTURE §3): red-three lay-outs and
replacements (S5), the upcard procedure (S3.3), the empty-stock rule at the start of a turn
(S16.3), the end of the hand and its scoring (S17), the end of the game (S18).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from typing import Any, NamedTuple, TypeVar, assert_never

from . import actions as A
from . import events as E
from . import state as S
from .batch import Batch, NewMeld, plan_go_out
from .cards import Card
from .dealing import shuffled_deck, turn_upcard
from .errors import IllegalAction, InvalidAction, Violation, quote
from .legality import check_turn, plan_ask, plan_discard, plan_draw, plan_end_hand, plan_meld, plan_merge
from .melds import Meld, merge_melds
from .observation import observe
from .pile import TakePlan, pile_takes, plan_take
from .rules import RuleSet
from .scoring import HandResult, score_side
from .seating import active_seats, next_dealer, partner_to_ask, seat_after, seat_sides, sides_for
from .state import GameState, TurnState

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


_STATE_FIELDS = tuple(f.name for f in fields(GameState))


def _evolve(state: GameState, changes: dict[str, object]) -> GameState:
    """``dataclasses.replace`` without its per-call field introspection (a hot path)."""
    new = object.__new__(GameState)
    for name in _STATE_FIELDS:
        object.__setattr__(new, name, changes[name] if name in changes else getattr(state, name))
    return new


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
        self.set(log=log + tuple(e.public() for e in self.events))
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
        st = self.state
        side = st.seat_side[seat]
        melds = list(st.melds)
        index = {m.id: i for i, m in enumerate(melds)}
        added = dict(layoffs)
        for meld_id, cards in changed:
            old = melds[index[meld_id]]
            updated = replace(old, cards=cards)
            melds[index[meld_id]] = updated
            self.emit(E.Event(E.LAYOFF, seat, tuple(added.get(meld_id, ())) or
                              _added(old.cards, cards), meld=meld_id))
            self.canasta(seat, old, updated)
        next_id = st.next_meld_id
        for m in new:
            meld = Meld(next_id, side, seat, m.kind, m.cards, m.rank, m.suit, st.turn.number)
            melds.append(meld)
            self.emit(E.Event(E.MELD, seat, m.cards, meld=next_id, text=m.kind))
            self.canasta(seat, None, meld)
            next_id += 1
        self.set(melds=tuple(melds), next_meld_id=next_id,
                 turn=replace(self.peek("turn"), melded=True))
        self.open_side(seat)

    def canasta(self, seat: int, before: Meld | None, after: Meld) -> None:
        """A meld just became a canasta (or a samba): say so."""
        if after.is_complete and (before is None or not before.is_complete):
            self.emit(E.Event(E.CANASTA, seat, meld=after.id, text=after.canasta_kind or ""))


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
    red = [c for c in hand if c.is_red_three]
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
    A.validate_action(action)
    actor = state.to_act
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < len(state.hands)):
        raise InvalidAction(f"no seat {quote(seat)} at this table")
    if seat is not None and seat != actor:
        raise IllegalAction(Violation("NOT_YOUR_TURN", "S2.3", "It is not your turn."))
    if actor < 0:
        raise IllegalAction(Violation("HAND_OVER", "S4.1", "The hand is over."))
    obs = observe(state, actor)
    _allowed(check_turn(obs, action))
    b = _Builder(state)
    match action:
        case A.DrawStock():
            _allowed(plan_draw(obs))
            count = 1 if len(state.stock) == 1 else state.rules.stock_draw_count
            short = b.draw(actor, count)
            b.set(phase=S.MELD, turn=replace(b.peek("turn"), no_discard=short))
        case A.TakePile():
            _take_pile(b, actor, _allowed(plan_take(obs, action)))
        case A.Meld():
            batch = _allowed(plan_meld(obs, action))
            b.set_hand(actor, batch.rest)
            b.add_melds(actor, batch.new, batch.changed, action.layoffs)
            if batch.onto_partner:
                b.set(turn=replace(b.peek("turn"), laid_off_on_partner=True))
        case A.MergeGroups():
            merge = _allowed(plan_merge(obs, action))
            melds = merge_melds(state.melds, merge.into, merge.joined)
            merged = next(m for m in melds if m.id == merge.into.id)
            b.set(melds=melds)
            b.emit(E.Event(E.MERGE, actor, merge.joined.cards, meld=merge.into.id, text=str(merge.joined.id)))
            b.canasta(actor, merge.into, merged)
        case A.AskGoOut():
            _allowed(plan_ask(obs))
            partner = partner_to_ask(actor, state.sides, state.seat_side, state.active)
            b.set(phase=S.ANSWER, to_act=partner,
                  turn=replace(state.turn, asked=S.ASKED_PENDING, asked_before_draw=state.phase == S.DRAW))
            b.emit(E.Event(E.ASK, actor))
        case A.AnswerGoOut():  # check_turn let it through: this seat was asked
            b.set(phase=S.DRAW if state.turn.asked_before_draw else S.MELD, to_act=state.turn_seat,
                  turn=replace(state.turn, asked=S.ASKED_YES if action.yes else S.ASKED_NO))
            b.emit(E.Event(E.ANSWER, actor, text="yes" if action.yes else "no"))
        case A.Discard():
            _discard(b, actor, action.card, _allowed(plan_discard(obs, action)).rest)
            _end_turn(b)
        case A.GoOut():
            _go_out(b, actor, action, _allowed(plan_go_out(obs, action)))
        case A.EndHand():
            _allowed(plan_end_hand(obs))
            _end_hand(b, -1, "The stock ran out.")
        case _:
            assert_never(action)
    return b.finish()


def _allowed(result: Violation | T) -> T:
    """The plan, or the refusal raised: ``apply`` never changes a state on a move the rules forbid."""
    if isinstance(result, Violation):
        raise IllegalAction(result)
    return result


def _discard(b: _Builder, seat: int, card: Card, rest: tuple[Card, ...]) -> None:
    st = b.state
    b.set_hand(seat, rest)
    freezes = card.is_wild and st.rules.wild_discard_effect == "freeze"
    b.set(pile=st.pile + (card,), pile_frozen=st.pile_frozen or freezes)
    b.emit(E.Event(E.DISCARD, seat, (card,)))


def _take_pile(b: _Builder, seat: int, p: TakePlan) -> None:
    """S7.2: meld the top card, then the rest of the pile comes into the hand (S5.4 for red 3s)."""
    st = b.state
    top = st.pile[-1]
    if p.method == A.SEQUENCE_CARD:
        b.set(pile=st.pile[:-1])
        b.emit(E.Event(E.TAKE_PILE, seat, (top,), 1, meld=p.target, text=p.method))
        b.add_melds(seat, (), ((p.target, p.target_cards),), ((p.target, (top,)),))
    else:
        taken = st.pile[:-1] + st.surprise
        red = [c for c in taken if c.is_red_three]
        gained = tuple(c for c in taken if not c.is_red_three)
        b.emit(E.Event(E.TAKE_PILE, seat, st.pile, len(st.pile) + len(st.surprise), meld=p.target,
                       text=p.method))
        b.set(pile=(), surprise=(), pile_frozen=False)
        if p.method == A.PAIR:
            b.set_hand(seat, p.rest)
            b.add_melds(seat, p.new, ())
        else:
            b.add_melds(seat, (), ((p.target, p.target_cards),), ((p.target, (top,)),))
        b.set_hand(seat, b.peek("hands")[seat] + gained)
        b.lay_out_red_threes(seat, red)
        if st.surprise:
            b.emit(E.Event(E.DRAW, seat, st.surprise, len(st.surprise), text="surprise", private=True))
    # [ENGINE DECISION] BR15: taking the pile by laying the top card onto a meld the partner made in an
    # earlier turn counts as laying off onto the partner's meld, so it spoils a concealed going out.
    target = next((m for m in st.melds if m.id == p.target), None)
    onto_partner = target is not None and target.seat != seat and target.turn < st.turn.number
    b.set(phase=S.MELD, turn=replace(b.peek("turn"), took_pile=True, committed=p.commits,
                                     laid_off_on_partner=b.peek("turn").laid_off_on_partner or onto_partner))


def _go_out(b: _Builder, seat: int, action: A.GoOut, batch: Batch) -> None:
    st = b.state
    concealed = not st.has_melded[seat] and not st.turn.laid_off_on_partner and not batch.onto_partner
    b.set_hand(seat, batch.rest)
    if batch.new or batch.changed:
        b.add_melds(seat, batch.new, batch.changed, action.layoffs)
    if action.discard is not None:
        b.set(pile=b.peek("pile") + (action.discard,))
        b.emit(E.Event(E.DISCARD, seat, (action.discard,)))
    b.emit(E.Event(E.GO_OUT, seat))
    _end_hand(b, seat, "went out", concealed)
