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
from .batch import permission_problem
from .cards import NATURAL, RANK_OF, SUIT_OF, Card
from .combos import candidate_melds, greedy_opening
from .errors import Violation
from .goout import find_go_out
from .legality import plan_ask, plan_draw, plan_end_hand, plan_meld, plan_merge
from .melds import GROUP, SEQUENCE, Meld, check_layoff, check_new_meld
from .observation import Observation
from .pile import pile_takes
from .rules import RuleSet


def _may_fit(meld: Meld, cards: list[Card]) -> list[Card]:
    """A quick filter before the full lay-off check: the cards whose rank or suit could suit the meld."""
    if meld.kind == GROUP:
        rank = meld.rank
        return [c for c in cards if RANK_OF[c] == rank or c.is_wild]
    if meld.kind == SEQUENCE:
        suit = meld.suit
        return [c for c in cards if SUIT_OF[c] == suit or c.is_wild]
    return [c for c in cards if not NATURAL[c]]


def _natural_fits(meld: Meld, card: Card, rules: RuleSet) -> bool:
    """The common lay-offs that need no full check: a natural card on a group of its rank is always
    legal (S8.5: naturals may join even a canasta); a natural card one step beyond either end of a
    wild-free sequence with room (S9.3). Anything else goes through ``check_layoff``."""
    if not NATURAL[card]:
        return False
    if meld.kind == GROUP:
        return RANK_OF[card] == meld.rank
    if meld.kind == SEQUENCE and meld.size < rules.max_sequence_length and SUIT_OF[card] == meld.suit:
        ranks = [RANK_OF[c] for c in meld.cards]
        if len(ranks) == meld.size and all(NATURAL[c] for c in meld.cards):
            rank = RANK_OF[card]
            return (rank == min(ranks) - 1 and rank >= 4) or (rank == max(ranks) + 1 and rank <= 14)
    return False


def _meld_offers(obs: Observation) -> list[A.Action]:
    hand = obs.hand
    rules = obs.rules
    keep = 1 if obs.turn.no_discard else 2
    if not obs.opened[obs.side]:
        opening = greedy_opening(hand, rules, obs.requirement(), keep=keep)
        offer = A.Meld(tuple(opening)) if opening else None
        return [offer] if offer is not None and not isinstance(plan_meld(obs, offer), Violation) else []
    # The side has opened: a new meld or a one-card lay-off is legal exactly when the meld rules
    # accept it and enough cards stay in hand (S14.3), so these are checked directly.
    legal: list[A.Action] = []
    mine = obs.my_melds()
    group_ranks = {m.rank for m in mine if m.kind == GROUP}
    for cards in candidate_melds(hand, rules):
        if len(hand) - len(cards) < keep or any(c.is_black_three for c in cards):
            continue
        kind = check_new_meld(cards, rules)
        if isinstance(kind, Violation):
            continue
        if kind[0] == GROUP and not rules.allow_duplicate_rank_groups and kind[1] in group_ranks:
            continue
        legal.append(A.Meld((cards,)))
    if len(hand) - 1 >= keep:
        distinct = sorted(set(hand))
        for meld in mine:
            for card in _may_fit(meld, distinct):
                if _natural_fits(meld, card, rules) or check_layoff(meld, (card,), rules) is None:
                    legal.append(A.Meld((), ((meld.id, (card,)),)))
    legal.extend(_merges(obs))
    return legal


def _merges(obs: Observation) -> list[A.Action]:
    """Every legal merge of two of the side's groups (or sequences, by option) of one kind."""
    rules = obs.rules
    legal: list[A.Action] = []
    groups = [m for m in obs.my_melds() if m.kind == GROUP or (m.kind == SEQUENCE and rules.allow_sequence_merge)]
    for i, a in enumerate(groups):
        for b in groups[i + 1:]:
            if (a.kind, a.rank, a.suit) == (b.kind, b.rank, b.suit):
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
        if obs.stock_size and plan_draw(obs) is None:
            out.append(A.DrawStock())
        out.extend(pile_takes(obs))
        if not obs.stock_size and plan_end_hand(obs) is None:
            out.append(A.EndHand())
        if obs.rules.go_out_permission == "mandatory" and plan_ask(obs) is None:
            out.append(A.AskGoOut())  # S14.3: to take the pile and go out at once
        return out
    if obs.turn.must_go_out:
        go = find_go_out(obs)
        return ([go] if go else []) + _merges(obs)
    out = []
    go = find_go_out(obs, ignore_permission=True)
    if go is not None:
        if permission_problem(obs) is None:
            out.append(go)
        if obs.rules.go_out_permission != "none" and obs.partner is not None and not obs.turn.asked:
            out.append(A.AskGoOut())
    if obs.turn.no_discard:
        out.append(A.EndHand())
    elif len(obs.hand) >= 2:
        out.extend(A.Discard(c) for c in sorted(set(obs.hand)))
    out.extend(_meld_offers(obs))
    return out
