"""The easy and normal bots: one heuristic, two weight sets (``weights.py``), and the one decision
function everything else asks.

``rank_choices(obs, weights, rng)`` returns the moves for the seat to act, best first, each with
its reason as data (``reasons.py``). The bot plays the first; a hint is the normal level's first
legal choice (so a hint can never disagree with what the normal bot would do); the practice
explanation is the reason the bot itself returned. Lapses (easy) are drawn from ``rng`` only for
the move the bot plays; alternatives are ranked without lapses and only when asked for.

A turn is several engine actions (draw or take, melds, ask, discard or go out); the bot is asked
once per action and recomputes its plan from the observation each time, so it holds no state and
cannot drift from what it sees. Every action it builds is verified with ``check``; if a planning
slip ever produced an illegal one, it falls back to a canonical legal action rather than fail.
"""

from __future__ import annotations

import random

from samba.engine import Card, Observation, check, find_go_out, legal_actions, pile_takes
from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.analysis import permission_problem

from . import reasons as R
from . import sequences
from .evaluate import (
    TakeValue,
    canastas_missing,
    discard_scores,
    draw_value,
    next_opponent,
    take_value,
    threat,
    threat_causes,
)
from .memory import remember
from .partner import answer_view, go_out_view, should_ask
from .planner import kept_for_samba, plan_holding, plan_melds, plan_merge, plan_opening
from .reasons import Choice, Reason, plain, reason
from .weights import NORMAL, Weights

DISCARD_ALTERNATIVES = 3
"""How many discards a ranked list offers (a hint shows the best; the search compares a few)."""


class HeuristicAgent:
    """A full heuristic player; ``weights`` decide its level."""

    def __init__(self, name: str = "normal", weights: Weights = NORMAL):
        self.name = name
        self.weights = weights
        self.fallbacks = 0
        """How often a built action failed ``check`` (should stay 0; counted for the simulator)."""

    def choose(self, obs: Observation, rng: random.Random, budget: object = None) -> A.Action:
        return self.decide(obs, rng, budget).action

    def decide(self, obs: Observation, rng: random.Random, budget: object = None) -> Choice:
        """The move this bot plays, with its reason."""
        choices = rank_choices(obs, self.weights, rng, alternatives=False)
        if choices and check(obs, choices[0].action) is None:
            return choices[0]
        self.fallbacks += 1
        options = legal_actions(obs)
        if not options:
            raise ValueError(f"seat {obs.seat} has no legal action (phase {obs.phase})")
        return plain(_safe_default(options))

    def melds(self, obs: Observation, early: bool = False) -> A.Action | None:
        """The melds this bot would lay now (None: none), checked."""
        return _melds(obs, self.weights, early)


def rank_choices(obs: Observation, w: Weights, rng: random.Random | None = None, *,
                 alternatives: bool = True, why: bool = True) -> list[Choice]:
    """The moves for ``obs.seat`` now, best first, with reasons (empty when it is not its move).

    ``rng`` draws the level's lapses (None: no lapses); ``alternatives=False`` stops once the move
    to play is known (the bot's fast path). The first choice is what the bot plays, which every
    caller relies on: keep any reordering inside this function. ``why=False`` leaves out the parts of
    a reason that cost a second look (the cards kept for a samba): for playouts, whose reasons nobody
    reads; the moves are the same.
    """
    if obs.seat != obs.to_act or obs.phase in (S.HAND_OVER, S.GAME_OVER):
        return []
    if obs.phase == S.ANSWER:
        return _answer_choices(obs, w)
    if obs.phase == S.DRAW:
        return _draw_choices(obs, w)
    return _meld_phase_choices(obs, w, rng, alternatives, why)


# -- answering "may I go out?" ----------------------------------------------------------------------
def _answer_choices(obs: Observation, w: Weights) -> list[Choice]:
    view = answer_view(obs, w)
    yes = Choice(A.AnswerGoOut(True), view.yes_reason)
    no = Choice(A.AnswerGoOut(False), view.no_reason)
    return [yes, no] if view.go else [no, yes]


# -- drawing or taking the pile -----------------------------------------------------------------------
def _take_reason(obs: Observation, take: TakeValue) -> Reason:
    top = obs.top
    assert top is not None
    action = take.action
    pile = len(obs.pile) + obs.surprise_count  # every card the take brings in, as the move log counts them
    if action.method == A.PAIR:
        return reason(R.TAKE_PAIR, rank=top.rank, won=take.gained, pile=pile, opens=not obs.opened[obs.side])
    if action.method == A.SEQUENCE_CARD:
        return reason(R.TAKE_SEQUENCE_CARD, card=top.code, meld=action.target)
    return reason(R.TAKE_LAYOFF, card=top.code, meld=action.target, won=take.gained, pile=pile)


def _draw_reason(obs: Observation, takes: list[TakeValue]) -> Reason:
    top = obs.top
    if top is not None and not top.is_natural:
        kind = "wild" if top.is_wild else "red_three" if top.is_red_three else "black_three"
        return reason(R.DRAW_BLOCKED, card=top.code, kind=kind)
    if not takes:
        return reason(R.DRAW_CANNOT_TAKE, frozen=obs.frozen_for(obs.side))
    return reason(R.DRAW_PILE_SMALL, count=len(obs.pile))


def _draw_choices(obs: Observation, w: Weights) -> list[Choice]:
    """Take the pile when it is worth more than the stock cards (S6, S7, S16.3).

    After a "yes" asked before the draw (BR14) the player is bound to take the pile and go out, so
    only the takes that allow it are offered (the engine refuses the stock then)."""
    takes = sorted((take_value(obs, t, w) for t in pile_takes(obs)), key=lambda t: -t.value)
    taking = [Choice(t.action, _take_reason(obs, t), t.value) for t in takes]
    if obs.turn.must_go_out:
        return [c for c in taking if check(obs, c.action) is None]
    best = takes[0] if takes else None
    if obs.stock_size == 0:
        end_legal = check(obs, A.EndHand()) is None
        end = [Choice(A.EndHand(), reason(R.END_STOCK_EMPTY))] if end_legal else []
        if best is not None and (best.value > 0 or not end_legal):
            return taking + end
        return end + taking
    draw = Choice(A.DrawStock(), _draw_reason(obs, takes), draw_value(obs, w))
    if best is not None and best.value > draw_value(obs, w):
        return [taking[0], draw, *taking[1:]]
    return [draw, *taking]


# -- the meld phase: going out, melds, discards ---------------------------------------------------------
def _meld_phase_choices(obs: Observation, w: Weights, rng: random.Random | None,
                        alternatives: bool, why: bool = True) -> list[Choice]:
    if obs.turn.must_go_out:
        # Bound by a "yes" (S15.4) or a committing take (S14.3): going out is the only move; a
        # merge is never needed for it (find_go_out lays the cards as they are).
        go = find_go_out(obs)
        code = R.GO_OUT_TOLD if obs.turn.asked == S.ASKED_YES else R.GO_OUT_COMMITTED
        return [Choice(go, reason(code))] if go is not None else []
    early = rng is not None and w.early_meld > 0 and rng.random() < w.early_meld
    out: list[Choice] = []
    later: Choice | None = None
    if obs.turn.asked != S.ASKED_NO:
        go = find_go_out(obs, ignore_permission=True)
        if go is not None:
            view = go_out_view(obs, w)
            if view.go:
                if should_ask(obs, view):
                    required = obs.rules.go_out_permission == "mandatory"
                    out.append(Choice(A.AskGoOut(), reason(R.ASK_PARTNER, required=required)))
                elif permission_problem(obs) is None:
                    if view.threat >= 0.5:
                        opponents, stock = threat_causes(obs, w.stock_low)
                        out.append(Choice(go, reason(R.GO_OUT_THREAT, opponents=opponents, stock=stock)))
                    else:
                        out.append(Choice(go, reason(R.GO_OUT_WORTH)))
            else:
                pile = len(obs.pile) if len(obs.pile) >= w.big_pile else 0
                later = Choice(go, reason(R.GO_OUT_LATER, pile=pile))
    if out and not alternatives:
        return out
    melds = _melds(obs, w, early)
    kept = _samba_kept(obs, w, early, melds) if why else ()
    if melds is not None:
        out.append(Choice(melds, _with_kept(_meld_reason(obs, melds, w), kept)))
        kept = ()  # told with the melds; a discard after them is its own move
    merge = plan_merge(obs)
    if merge is not None:
        target = obs.meld(merge.a)
        out.append(Choice(merge, reason(R.MERGE_CANASTA, rank=target.rank if target else 0)))
    if out and not alternatives:
        return out
    if obs.turn.no_discard:
        out.append(Choice(A.EndHand(), reason(R.END_NO_DISCARD)))
    elif len(obs.hand) >= 2:
        out.extend(_discard_choices(obs, w, rng if not out else None, alternatives, kept if why else None))
    if later is not None:
        out.append(later)
    return out


def _melds(obs: Observation, w: Weights, early: bool) -> A.Meld | None:
    if not obs.opened[obs.side]:
        opening = plan_opening(obs, w, allow_wilds=False)
        if opening is None and (early or _wilds_worth_it(obs, w)):
            opening = plan_opening(obs, w, allow_wilds=True)
        if opening is not None and check(obs, opening) is None:
            return opening
        return None
    planned = plan_melds(obs, w, early=early)
    if planned is not None and check(obs, planned) is None:
        return planned
    return None


def _wilds_worth_it(obs: Observation, w: Weights) -> bool:
    """Spend wild cards on the opening once the pile is worth unfreezing or time is short."""
    opponents_open = any(obs.opened[s] for s in range(len(obs.opened)) if s != obs.side)
    pile = w.open_with_wild_high_pile if obs.requirement().points >= w.open_high_points else w.open_with_wild_pile
    return (len(obs.pile) >= pile or obs.turn.number >= w.open_with_wild_turn
            or (opponents_open and len(obs.pile) >= pile // 2))


def _meld_reason(obs: Observation, action: A.Meld, w: Weights) -> Reason:
    laid = [c for m in action.melds for c in m]
    added = [c for _target, cards in action.layoffs for c in cards]
    if not obs.opened[obs.side]:
        need = obs.requirement()
        return reason(R.MELD_OPEN, points=sum(c.points for c in laid + added), need=need.points,
                      canasta=need.canasta)
    completed = sum(1 for m in action.melds if len(m) >= 7)
    for target, cards in action.layoffs:
        meld = obs.meld(target)
        if meld is not None and not meld.is_complete and meld.size + len(cards) >= 7:
            completed += 1
    if completed:
        return reason(R.MELD_CANASTA, canastas=completed)
    wilds = sum(1 for c in laid + added if c.is_wild)
    if canastas_missing(obs, obs.side) == 0 and any(any(c.is_wild for c in m) for m in action.melds):
        return reason(R.MELD_TOWARDS_OUT)
    if wilds and threat(obs) >= w.wild_threat:
        return reason(R.MELD_WILDS_EXPOSED, wilds=wilds)
    return reason(R.MELD_CARDS, count=len(laid) + len(added))


def _discard_choices(obs: Observation, w: Weights, rng: random.Random | None, alternatives: bool,
                     kept: tuple[Card, ...] | None = ()) -> list[Choice]:
    """Discards, best first; ``rng`` (the move actually played) draws easy's forgetting and sloppiness.
    ``kept``: cards this turn's (absent) melds kept for a samba, told with the discard played; None: no
    reason looks for cards kept for a samba (``rank_choices(why=False)``)."""
    memory = remember(obs, w.forget, rng if w.forget and rng is not None else None)
    ranked = discard_scores(obs, memory, w)
    spared = _spared_for_samba(obs, ranked) if kept is not None else ()
    if rng is not None and w.sloppy_discard and len(ranked) > 1 and rng.random() < w.sloppy_discard:
        second = ranked[1]
        if second[0] - ranked[0][0] <= w.sloppy_margin and not second[1].is_wild:
            ranked[0], ranked[1] = ranked[1], ranked[0]
            spared = ()  # the card played is a lapse, not the samba's doing
    shown = ranked[:DISCARD_ALTERNATIVES] if alternatives else ranked[:1]
    first_kept = tuple(sorted({*(kept or ()), *spared}))
    return [Choice(A.Discard(card), _with_kept(_discard_reason(obs, w, card, danger, i == 0),
                                               first_kept if i == 0 else ()), score)
            for i, (score, card, danger) in enumerate(shown)]


def _spared_for_samba(obs: Observation, ranked: list[tuple[float, Card, float]]) -> tuple[Card, ...]:
    """The card the best discard would have been without the samba's keep value (``sequences.keep_bonus``),
    when that value alone made another card the discard: what the discard kept for a samba (else none)."""
    if not ranked or not sequences.pursuing(obs):
        return ()
    unbiased = sorted(((score - sequences.keep_bonus(obs, card), card) for score, card, _danger in ranked),
                      key=lambda t: (t[0], -t[1].points, t[1]))
    would = unbiased[0][1]
    if would == ranked[0][1] or sequences.keep_bonus(obs, would) <= 0:
        return ()
    return (would,)


def _samba_kept(obs: Observation, w: Weights, early: bool, played: A.Meld | None) -> tuple[Card, ...]:
    """The cards this turn's melds (``played``, None: no melds) keep in hand for a samba (BR13): what the plan
    lays without the samba's holding rules and not with them (``planner.kept_for_samba``). Empty under other
    rules, before the opening, and while the side has its samba."""
    if not sequences.pursuing(obs) or not obs.opened[obs.side]:
        return ()
    _planned, holds = plan_holding(obs, w, early=early)
    if not holds:
        return ()
    unheld, _none = plan_holding(obs, w, early=early, hold=False)
    if unheld is None or check(obs, unheld) is not None:
        return ()
    return kept_for_samba(played, unheld, holds)


def _with_kept(r: Reason, kept: tuple[Card, ...]) -> Reason:
    """``r`` with ``samba_kept`` when cards were kept for a samba; ``r`` itself otherwise."""
    if not kept:
        return r
    return reason(r.code, r.basis, **r.as_dict(), **{R.SAMBA_KEPT: " ".join(c.code for c in kept)})


def _discard_reason(obs: Observation, w: Weights, card, danger: float, first: bool) -> Reason:
    opp = next_opponent(obs)
    if card.is_black_three:
        return reason(R.DISCARD_BLACK_THREE, card=card.code)
    if card.is_wild:
        freezes = (obs.rules.wild_discard_effect == "freeze" and not obs.pile_frozen
                   and len(obs.pile) >= w.freeze_pile_size)
        if freezes:
            return reason(R.DISCARD_WILD_FREEZE, card=card.code, count=len(obs.pile))
        return reason(R.DISCARD_WILD_FORCED, card=card.code)
    if opp is None:
        return reason(R.DISCARD_LEAST_NEEDED, card=card.code)
    if danger < 5:
        return reason(R.DISCARD_SAFE, card=card.code)
    if first:
        return reason(R.DISCARD_LEAST_RISKY, card=card.code)
    return reason(R.DISCARD_RISKY, card=card.code)


def _safe_default(options: list[A.Action]) -> A.Action:
    """A sensible legal action when the plan failed: draw, go out, or shed the cheapest non-wild."""
    for kind in (A.DrawStock, A.GoOut):
        for a in options:
            if isinstance(a, kind):
                return a
    discards = [a for a in options if isinstance(a, A.Discard)]
    if discards:
        return min(discards, key=lambda a: (a.card.is_wild, a.card.points))
    answers = [a for a in options if isinstance(a, A.AnswerGoOut)]
    if answers:
        return answers[0]
    return options[0]
