"""Whether an action is legal for the seat that observes, and what it would do.

Room: the engine's judge. ``check`` answers "may this seat do this now?" with ``None`` or the
``Violation`` that forbids it; ``plan`` returns the typed plan ``transitions`` carries out (so the
rules are written once and checked before anything changes: the state never changes on a
refusal). Each ``plan_*`` function returns a ``Violation`` or its own plan. Everything here works
from an ``Observation``: a seat can always ask whether a move is legal without seeing more than it
may. Batches of melds and going out are planned in ``batch``, takes of the pile in ``pile``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from . import actions as A
from . import state as S
from .batch import (
    Batch,
    going_out_need,
    missing_cards,
    must_go_out_problem,
    not_yours,
    permission_problem,
    plan_batch,
    plan_go_out,
    take_from_hand,
)
from .cards import Card
from .errors import Violation
from .facts import HandFacts
from .goout import find_go_out
from .goout_turn import (
    can_go_out_this_turn,
    merge_problem,
    observation_after_batch,
    observation_after_merge,
    rest_of_way_out,
)
from .melds import Meld, canasta_count, samba_count
from .observation import Observation
from .opening import check_opening
from .pile import TakePlan, plan_take
from .pile_commits import can_take_to_go_out
from .pile_offers import pile_takes
from .placeable import unplaceable_cards
from .records import evolver, fast_init

evolve_batch = evolver(Batch)
"""A copy of a plan with some fields changed (the way out a bound player's meld leaves, ``_bound_meld``)."""


def _v(code: str, rule: str, message: str, **params: str | int) -> Violation:
    return Violation(code, rule, message, tuple(params.items()))


def check_turn(obs: Observation, action: A.Action) -> Violation | None:
    """Whose turn and which phase: the checks common to every action (S4.1)."""
    if obs.phase in (S.HAND_OVER, S.GAME_OVER):
        return _v("HAND_OVER", "S4.1", "The hand is over.")
    if obs.seat != obs.to_act:
        if obs.phase == S.ANSWER:
            return _v("WAITING_FOR_ANSWER", "S15.4", "Waiting for the partner to answer.")
        return _v("NOT_YOUR_TURN", "S2.3", "It is not your turn.")
    if obs.phase == S.ANSWER:
        if not isinstance(action, A.AnswerGoOut):
            return _v("MUST_ANSWER", "S15.4", "Your partner asked to go out: answer yes or no.")
        return None
    drawing = obs.phase == S.DRAW  # else the meld phase: the only other one with a seat to act
    match action:  # (the classes are disjoint: the commonest moves come first)
        case A.Discard() | A.Meld() | A.MergeGroups() | A.GoOut():
            return _draw_first(obs) if drawing else None
        case A.DrawStock() | A.TakePile():
            return None if drawing else _v("ALREADY_DREW", "S4.3", "You have already drawn this turn.")
        case A.AnswerGoOut():
            return _v("NOTHING_TO_ANSWER", "S15.4", "Nobody asked you anything.")
        case A.EndHand():
            return None  # in either phase; whether the hand may end is plan_end_hand's question
        case A.AskGoOut():
            # S14.3 with BR14: where asking is mandatory, one may ask before drawing (to take the pile and go out)
            return _draw_first(obs) if drawing and obs.rules.go_out_permission != "mandatory" else None
        case _:
            assert_never(action)


def _draw_first(obs: Observation) -> Violation:
    """S4.3: the draw comes first. The words say what drawing means now: two stock cards, the last
    one (S16.1), none (S16.3: the stock is empty), or, after a "yes" before the draw, the pile; the
    pile is named only when some take of it is legal now (playtest p7: "or take the pile" under a
    black three, which blocks it, S7.1)."""
    if obs.turn.asked == S.ASKED_YES:
        return _v("MUST_DRAW", "S14.3", "Your partner said yes: take the pile first, then go out this turn.",
                  case="yes")
    if obs.stock_size >= 1 and not pile_takes(obs):  # (the pile cannot be taken now: only the stock is named)
        if obs.stock_size == 1:
            return _v("MUST_DRAW", "S4.3", "Draw first: take the last stock card.", case="last_card_no_take")
        return _v("MUST_DRAW", "S4.3", "Draw first: take two cards from the stock.", case="no_take")
    if obs.stock_size >= 2:
        return _v("MUST_DRAW", "S4.3", "Draw first: take two cards from the stock, or take the pile.")
    if obs.stock_size == 1:
        return _v("MUST_DRAW", "S4.3", "Draw first: take the last stock card, or take the pile.", case="last_card")
    return _v("MUST_DRAW", "S16.3", "The stock is empty: take the pile if you can, or end the hand.", case="empty")


def _bound_before_draw(obs: Observation) -> Violation | None:
    """A "yes" given before the draw (S14.3 with BR14) binds the player to take the pile and go out."""
    if obs.turn.asked == S.ASKED_YES:
        return _v("MUST_GO_OUT", "S15.4", "Your partner said yes: take the pile and go out this turn.",
                  case="before_draw")
    return None


def plan_draw(obs: Observation) -> Violation | None:
    bound = _bound_before_draw(obs)
    if bound:
        return bound
    if obs.stock_size == 0:
        return _v("STOCK_EMPTY", "S16.3", "The stock is empty: take the pile or end the hand.")
    return None


def plan_meld(obs: Observation, action: A.Meld) -> Violation | Batch:
    """New melds and lay-offs from the hand (S4.4), keeping a card to discard (S14.3).

    [ENGINE DECISION] (S4.4, S15.4, S14.3) A player bound to go out — the partner said yes, or a
    pile take left fewer than two cards — is still in the meld phase, where S4.4 lets them meld and
    lay off. So a ``Meld`` stays legal exactly when going out stays possible afterwards (merges
    included, see ``goout_turn``), as S10.2 says of merges after a yes. It may leave one card (the
    going out then lays it off or discards it), but it may not lay the last cards down: emptying the
    hand is going out, and that is ``GoOut`` (S15.2). Refusals cite the rule that binds the player:
    S15.4 after a yes, S14.3 after a committing take."""
    if not action.melds and not action.layoffs:
        return _v("EMPTY_MELD", "S4.4", "Choose cards to meld.")
    batch = plan_batch(obs, action.melds, action.layoffs, obs.hand, going_out=False)
    if isinstance(batch, Violation):
        return batch
    if not obs.opened[obs.side]:
        problem = check_opening(obs.requirement(), [(m.kind, m.cards) for m in batch.new])
        if problem:
            return problem
    if obs.turn.must_go_out:
        return _bound_meld(obs, action, batch)
    keep = 1 if obs.turn.no_discard else 2
    if len(batch.rest) < keep:
        if obs.turn.asked == S.ASKED_NO and not obs.turn.no_discard:
            # The minimum hand rule binds here only because the partner's "no" forbids going out (S15.4):
            # that "no" is what the player must hear, not an invitation to go out.
            return _v("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn, "
                      "so keep two cards after melding: one to discard and one to hold.", case="meld")
        if keep == 2:
            # S14.3 counts the hand after the discard: a meld must leave two cards, not just one to discard.
            return _v("MIN_HAND", "S14.3", "After melding you must still hold two cards: unless you go out, one "
                      "card must stay in your hand after your discard.", case="keep_two")
        return _v("MIN_HAND", "S14.3",
                  "You must keep a card to discard: you may empty your hand only by going out.", case="meld")
    return batch


def _bound_meld(obs: Observation, action: A.Meld, batch: Batch) -> Violation | Batch:
    """A meld by a player bound to go out this turn (see ``plan_meld``): after a "yes" (S15.4) or a
    committing take (S14.3). Each refusal spells its rule out, so the words can be chosen by rule."""
    yes = obs.turn.asked == S.ASKED_YES
    if not batch.rest:
        if yes:
            return _v("MUST_GO_OUT", "S15.4", "Your partner said yes: laying down your last cards is going out, "
                      "so use Go out.", case="last_cards")
        return _v("MUST_GO_OUT", "S14.3", "You took the pile to go out: laying down your last cards is going out, "
                  "so use Go out.", case="last_cards")
    after = observation_after_batch(obs, batch)
    way_out = rest_of_way_out(obs, action, after)
    if way_out is None:
        if not can_go_out_this_turn(after):
            if yes:
                return _v("MELD_BLOCKS_GOING_OUT", "S15.4", "Your partner said yes, so you must go out this turn, "
                          "and after laying these cards down you could not.")
            return _v("MELD_BLOCKS_GOING_OUT", "S14.3", "You took the pile to go out, so you must go out this "
                      "turn, and after laying these cards down you could not.")
        found = after.memo()  # the way out the search found (none when a merge must come first)
        if type(found) is not HandFacts or not isinstance(found.go_out, A.GoOut):
            return batch
        way_out = found.go_out
    return evolve_batch(batch, {"way_out": way_out})


@fast_init
@dataclass(frozen=True, slots=True)
class MergePlan:
    """Join meld ``joined`` into meld ``into`` (both of the side, checked)."""

    into: Meld
    joined: Meld


@fast_init
@dataclass(frozen=True, slots=True)
class DiscardPlan:
    """The discard is legal; ``rest`` is the hand after it."""

    rest: tuple[Card, ...]


Plan = TakePlan | Batch | MergePlan | DiscardPlan | None
"""What an action that passed ``check_turn`` would do: ``None`` for the moves that need no plan
(draw, ask, answer, end the hand)."""


def plan_merge(obs: Observation, action: A.MergeGroups) -> Violation | MergePlan:
    """S10.2 (and S9.5's option ``allow_sequence_merge``): join two melds of the side into one. A
    player bound to go out may merge only while going out stays possible (S10.2, S14.4)."""
    mine = {m.id: m for m in obs.my_melds()}
    a, b = mine.get(action.a), mine.get(action.b)
    if a is None or b is None or a.id == b.id:
        for meld_id in (action.a, action.b):
            on_table = obs.meld(meld_id)
            if meld_id not in mine and on_table is not None and on_table.side == obs.side:
                return not_yours(obs, on_table)  # the partner's group, where each adds only to their own (C40)
        return _v("NO_SUCH_MELD", "S10.2", "Choose two different melds of your side.")
    problem = merge_problem(obs, a, b)
    if problem:
        return problem
    if obs.turn.must_go_out and not can_go_out_this_turn(observation_after_merge(obs, a, b)):
        return _v("MERGE_BLOCKS_GOING_OUT", "S10.2", "You must go out this turn, and after this merge you could not.")
    return MergePlan(a, b)


def plan_ask(obs: Observation) -> Violation | None:
    rules = obs.rules
    if rules.go_out_permission == "none":
        return _v("NO_ASKING", "C28", "At this table nobody asks permission to go out.")
    if obs.partner is None:
        return _v("NO_PARTNER", "S15.4", "You have no partner to ask.")
    if obs.turn.asked:
        return _v("ASKED_ALREADY", "S15.4", "You may ask only once per turn.")
    if obs.turn.committed:
        return _v("MUST_GO_OUT", "S14.3", "You took the pile to go out: go out now, there is nothing to ask.",
                  case="ask")
    if obs.phase == S.DRAW:
        if rules.go_out_permission != "mandatory":
            return _draw_first(obs)
        if not can_take_to_go_out(obs):
            return _v("MUST_DRAW", "S14.3", "Before drawing you may ask only to take the pile and go out at once, "
                      "and no take lets you do that now." + (" Draw first." if obs.stock_size else ""),
                      case="ask" if obs.stock_size else "ask_empty")
        return None
    if find_go_out(obs, ignore_permission=True) is None:
        if can_go_out_this_turn(obs):
            # S15.4 offers the question when a GoOut is legal now; here only merging groups first opens
            # the way, and the refusal says so rather than "you could not go out".
            return _v("CANNOT_GO_OUT", "S15.4", "You could go out only after merging groups: merge first, then ask.",
                      case="merge_first")
        # What going out needs here and what the side has so far, for words that name the gap; where the side
        # has its canastas, the hand cards no meld could take, when they are more than the last discard could
        # take (S15.2; none after a red three, S16.2): then those cards, not the canastas, keep it from going out.
        done = obs.side_melds(obs.side)
        need = going_out_need(rules)
        count, sambas = canasta_count(done), samba_count(done)
        enough = count >= need.canastas and sambas >= need.sambas
        discards = 0 if obs.turn.no_discard else 1
        stranded = unplaceable_cards(obs) if enough else ()
        return _v("CANNOT_GO_OUT", "S15.4", "You may ask only when you could go out.",
                  need=rules.go_out_requirement, count=count, sambas=sambas, enough=int(enough),
                  discards=discards, cards=" ".join(c.code for c in stranded) if len(stranded) > discards else "")
    return None


def plan_discard(obs: Observation, action: A.Discard) -> Violation | DiscardPlan:
    bound = must_go_out_problem(obs)
    if bound:
        return bound
    if obs.turn.no_discard:
        return _v("NO_DISCARD", "S16.2",
                  "The stock ran out on a red three: no discard this turn. Meld, or end the hand.", case="discard")
    rest = take_from_hand(obs.hand, (action.card,))
    if rest is None:
        return missing_cards(obs.hand, (action.card,))
    if not rest:
        return _v("LAST_CARD", "S14.3", "Discarding your last card is going out: use Go out.")
    return DiscardPlan(rest)


def plan_end_hand(obs: Observation) -> Violation | None:
    if obs.phase == S.MELD:
        bound = must_go_out_problem(obs)
        if bound:
            return bound
        if obs.turn.no_discard:
            return None
        return _v("CANNOT_END", "S14.1", "The hand goes on: end your turn with a discard.")
    bound = _bound_before_draw(obs)
    if bound:
        return bound
    if obs.stock_size > 0:
        return _v("CANNOT_END", "S16.3", "The stock is not empty: draw or take the pile.")
    if obs.rules.stock_exhausted_rule == "forced_take_or_end" and any(
        t.method != A.PAIR for t in pile_takes(obs)
    ):
        return _v("MUST_TAKE_PILE", "S16.3",
                  "The stock is empty and the top card fits your melds: you must take the pile.")
    return None


def check(obs: Observation, action: A.Action) -> Violation | None:
    """Whether ``action`` is legal for ``obs.seat`` now: ``None``, or the reason it is not."""
    A.validate_action(action)
    problem = check_turn(obs, action)
    if problem:
        return problem
    result = plan(obs, action)
    return result if isinstance(result, Violation) else None


def plan(obs: Observation, action: A.Action) -> Violation | Plan:
    """The plan of an action that passed ``check_turn``, or its ``Violation``."""
    match action:  # (the commonest moves first)
        case A.Discard():
            return plan_discard(obs, action)
        case A.DrawStock():
            return plan_draw(obs)
        case A.Meld():
            return plan_meld(obs, action)
        case A.TakePile():
            return plan_take(obs, action)
        case A.MergeGroups():
            return plan_merge(obs, action)
        case A.AskGoOut():
            return plan_ask(obs)
        case A.AnswerGoOut():
            return None  # check_turn let it through: this seat was asked, and yes and no are both answers
        case A.GoOut():
            return plan_go_out(obs, action)
        case A.EndHand():
            return plan_end_hand(obs)
        case _:
            assert_never(action)


__all__ = ["DiscardPlan", "MergePlan", "Plan", "check", "permission_problem", "plan"]
