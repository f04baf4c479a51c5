"""The plan of an action known to be legal, without checking it: ``transitions.apply_unchecked``.

``legality.plan`` both judges an action and works out what it does (the plan ``transitions``
carries out). A search rollout plays actions it already knows are legal (offered by
``legal_actions`` or accepted by ``check``), so judging them again is wasted work — and for some
actions the judgement is the costly part: asking "may I go out?", a merge after a "yes" and a take
that commits the player to going out each need the exact going-out search. ``plan_unchecked``
works out the same plan as ``legality.plan`` for a legal action and skips every refusal.

Every field ``transitions`` reads is computed exactly as ``legality`` computes it (the same
helpers: ``take_from_hand``, ``classify``, ``sort_cards``, ``check_opening``, ``pile_gain``);
``Batch.side_melds_after``, which only the going-out refusal reads, is left empty. The equivalence
is tested on thousands of positions of play (``tests/engine/test_apply_unchecked.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from . import actions as A
from .batch import Batch, NewMeld, take_from_hand
from .cards import Card
from .legality import DiscardPlan, MergePlan, Plan
from .melds import GROUP, Meld, classify, sort_cards, with_cards
from .observation import Observation
from .opening import check_opening
from .pile import TakePlan, joined_group, pile_gain


def plan_unchecked(obs: Observation, action: A.Action) -> Plan:
    """What ``legality.plan(obs, action)`` returns for a LEGAL ``action``, without the checks."""
    match action:
        case A.Discard():
            return DiscardPlan(_without(obs.hand, (action.card,)))
        case A.Meld():
            return batch_unchecked(obs, action.melds, action.layoffs, obs.hand)
        case A.TakePile():
            return take_unchecked(obs, action)
        case A.GoOut():
            hand = obs.hand if action.discard is None else _without(obs.hand, (action.discard,))
            return batch_unchecked(obs, action.melds, action.layoffs, hand)
        case A.MergeGroups():
            return MergePlan(_meld(obs, action.a), _meld(obs, action.b))
        case A.DrawStock() | A.AskGoOut() | A.AnswerGoOut() | A.EndHand():
            return None  # they carry no plan
        case _:
            assert_never(action)


def batch_unchecked(obs: Observation, new_melds: Sequence[Sequence[Card]],
                    layoffs: Sequence[tuple[int, Sequence[Card]]], hand: Sequence[Card]) -> Batch:
    """``batch.plan_batch`` for legal melds and lay-offs: new melds with their kind, the side's
    melds that change with their cards afterwards, the hand left, and whether a card went onto a
    meld a partner laid before this turn (BR15)."""
    every = [c for m in new_melds for c in m] + [c for _, cards in layoffs for c in cards]
    rest = _without(hand, every)
    new: list[NewMeld] = []
    for cards in new_melds:
        kind = classify(cards, obs.rules)
        assert isinstance(kind, tuple), "apply_unchecked was given an illegal meld"
        new.append(NewMeld(kind[0], kind[1], kind[2], sort_cards(kind[0], cards)))
    current: dict[int, Meld] = {}
    onto_partner = False
    for meld_id, cards in layoffs:
        meld = current.get(meld_id) or _meld(obs, meld_id)
        if meld.seat != obs.seat and meld.turn < obs.turn.number:
            onto_partner = True
        current[meld_id] = with_cards(meld, sort_cards(meld.kind, meld.cards + tuple(cards)))
    return Batch(tuple(new), tuple((i, m.cards) for i, m in current.items()), rest, (), onto_partner)


def take_unchecked(obs: Observation, action: A.TakePile) -> TakePlan:
    """``pile.plan_take`` for a legal take, including whether it commits the player to going out
    (S14.3: fewer than two cards left; C25: an opening short of the minimum under the exemption)."""
    top = obs.top
    assert top is not None, "apply_unchecked was given a take of an empty pile"
    if action.method != A.PAIR:
        target = _meld(obs, action.target)
        cards = sort_cards(target.kind, (*target.cards, top))
        plan = TakePlan(action.method, (), target.id, cards, obs.hand)
        opening_short = False
    else:
        rest = _without(obs.hand, action.cards)
        new = [NewMeld(GROUP, top.rank, "", sort_cards(GROUP, (top, *action.cards)))]
        onto: int = -1
        onto_cards: tuple[Card, ...] = ()
        joined = joined_group(obs, top.rank)
        if joined is not None:  # C21: the take's group joins the side's group of that rank
            new, onto, onto_cards = [], joined.id, sort_cards(GROUP, (*joined.cards, top, *action.cards))
        for cards in action.melds:
            kind = classify(cards, obs.rules)
            assert isinstance(kind, tuple), "apply_unchecked was given an illegal opening meld"
            new.append(NewMeld(kind[0], kind[1], kind[2], sort_cards(kind[0], cards)))
        rest = _without(rest, [c for m in action.melds for c in m])
        plan = TakePlan(A.PAIR, tuple(new), onto, onto_cards, rest)
        opening_short = not obs.opened[obs.side] and check_opening(
            obs.requirement(), [(m.kind, m.cards) for m in new]) is not None
    surprise = 0 if plan.method == A.SEQUENCE_CARD else obs.surprise_count
    short_hand = len(plan.rest) + len(pile_gain(obs, plan.method)) + surprise < 2
    if short_hand or opening_short:
        return TakePlan(plan.method, plan.new, plan.target, plan.target_cards, plan.rest, True)
    return plan


def _without(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, ...]:
    rest = take_from_hand(hand, cards)
    assert rest is not None, "apply_unchecked was given cards the player does not hold"
    return rest


def _meld(obs: Observation, meld_id: int) -> Meld:
    meld = obs.meld(meld_id)
    assert meld is not None, "apply_unchecked was given a meld that is not on the table"
    return meld
