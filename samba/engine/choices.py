"""``legal_actions``: a canonical, bounded list of legal actions for the seat to act.

It does not enumerate every subset of a 40-card hand (that explodes); it offers every distinct
discard, every single-card lay-off, the natural new melds of the hand, each way to take the pile,
merges, asking, and one way to go out when there is one. Each offer is verified by the same
``legality`` planner that ``check`` uses. Clients that want other combinations build them and ask
``check``.
"""

from __future__ import annotations

from . import actions as A
from . import state as S
from .cards import Card
from .combos import by_rank, candidate_melds, greedy_opening
from .errors import Violation
from .goout import find_go_out
from .legality import plan_ask, plan_end_hand, plan_meld, plan_merge, plan_take, take_from_hand
from .melds import GROUP, check_layoff
from .observation import Observation


def pile_takes(obs: Observation) -> list[A.TakePile]:
    """Every method by which this seat can take the pile now (at most a few actions)."""
    top = obs.top
    if top is None or not top.is_natural:
        return []
    out: list[A.TakePile] = []
    side = obs.side
    naturals = by_rank(obs.hand).get(top.rank, [])
    pairs: list[tuple[Card, Card]] = []
    if len(naturals) >= 2:
        pairs.append((naturals[0], naturals[1]))
    if obs.rules.allow_pile_natural_plus_wild and naturals:
        wild = next((c for c in obs.hand if c.is_wild), None)
        if wild is not None:
            pairs.append((naturals[0], wild))
    for pair in pairs:
        action = A.TakePile(A.PAIR, pair)
        if not obs.opened[side]:
            rest = take_from_hand(obs.hand, pair) or ()
            base = top.points + pair[0].points + pair[1].points
            requirement = obs.requirement()
            extra = greedy_opening(rest, obs.rules, requirement, base_points=base, keep=0)
            if extra is None:
                continue
            action = A.TakePile(A.PAIR, pair, -1, tuple(extra))
        if not isinstance(plan_take(obs, action), Violation):
            out.append(action)
    method = A.SEQUENCE_CARD if obs.rules.sequence_layoff_takes == "top_card_only" else A.LAYOFF
    for meld in obs.my_melds():
        for how in {method, A.LAYOFF}:
            action = A.TakePile(how, (), meld.id)
            if not isinstance(plan_take(obs, action), Violation):
                out.append(action)
    return out


def _meld_offers(obs: Observation) -> list[A.Action]:
    hand = obs.hand
    rules = obs.rules
    offers: list[A.Action] = []
    if not obs.opened[obs.side]:
        opening = greedy_opening(hand, rules, obs.requirement(), keep=1 if obs.turn.no_discard else 2)
        if opening:
            offers.append(A.Meld(tuple(opening)))
        return [a for a in offers if not isinstance(plan_meld(obs, a), Violation)]
    for cards in candidate_melds(hand, rules):
        if any(c.is_black_three for c in cards):
            continue
        offers.append(A.Meld((cards,)))
    distinct = sorted(set(hand))
    for meld in obs.my_melds():
        for card in distinct:
            if check_layoff(meld, (card,), rules) is None:
                offers.append(A.Meld((), ((meld.id, (card,)),)))
    legal = [a for a in offers if not isinstance(plan_meld(obs, a), Violation)]
    groups = [m for m in obs.my_melds() if m.kind == GROUP]
    for i, a in enumerate(groups):
        for b in groups[i + 1:]:
            if a.rank == b.rank:
                merge = A.MergeGroups(a.id, b.id)
                if not isinstance(plan_merge(obs, merge), Violation):
                    legal.append(merge)
    return legal


def legal_actions(obs: Observation) -> list[A.Action]:
    """Legal actions for ``obs.seat``; empty when it is not this seat's move."""
    if obs.seat != obs.to_act or obs.phase in (S.HAND_OVER, S.GAME_OVER):
        return []
    if obs.phase == S.ANSWER:
        return [A.AnswerGoOut(True), A.AnswerGoOut(False)]
    if obs.phase == S.DRAW:
        out: list[A.Action] = []
        if obs.stock_size:
            out.append(A.DrawStock())
        out.extend(pile_takes(obs))
        if not obs.stock_size and plan_end_hand(obs) is None:
            out.append(A.EndHand())
        return out
    if obs.turn.asked == S.ASKED_YES:
        go = find_go_out(obs)
        return [go] if go else []
    out = []
    go = find_go_out(obs)
    if go is not None:
        out.append(go)
    if (obs.rules.go_out_permission != "none" and obs.partner is not None and not obs.turn.asked
            and plan_ask(obs) is None):
        out.append(A.AskGoOut())
    if obs.turn.no_discard:
        out.append(A.EndHand())
    elif len(obs.hand) >= 2:
        out.extend(A.Discard(c) for c in sorted(set(obs.hand)))
    out.extend(_meld_offers(obs))
    return out
