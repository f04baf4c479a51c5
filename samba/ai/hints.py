"""Hints for the human player: ``suggest(obs)`` ranks moves with the normal bot's own judgement and
says why in one plain sentence, so the table and the tutorial teach the same play the bots make.
"""

from __future__ import annotations

from samba.engine import actions as A
from samba.engine import state as S
from samba.engine.cards import RANK_NAMES, Card, codes
from samba.engine.choices import legal_actions, pile_takes
from samba.engine.goout import find_go_out
from samba.engine.legality import check, permission_problem
from samba.engine.observation import Observation

from .evaluate import discard_scores, draw_value, next_opponent, take_value
from .heuristic import HeuristicAgent
from .memory import remember
from .partner import answer_view, go_out_view, should_ask
from .weights import NORMAL

Hint = tuple[A.Action, str]


def _rank(card: Card) -> str:
    return RANK_NAMES[card.rank] + "s"


def _take_reason(obs: Observation, take: A.TakePile) -> str:
    top = obs.top
    assert top is not None
    wins = len(obs.pile) - 1
    if take.method == A.PAIR:
        how = f"your pair of {_rank(top)}"
        if take.melds:
            how += " opens your side and"
    elif take.method == A.SEQUENCE_CARD:
        return f"Take the {top.code}: it extends your sequence."
    else:
        target = obs.meld(take.target)
        how = f"the {top.code} goes on your {target.describe() if target else 'meld'}"
    if wins <= 0:
        return f"Take the pile: {how} makes a meld."
    return f"Take the pile: {how} wins {wins} card{'s' if wins != 1 else ''}."


def _draw_reason(obs: Observation, best: float | None) -> str:
    top = obs.top
    if top is not None and not top.is_natural:
        what = "a wild card" if top.is_wild else "a three"
        return f"Draw from the stock: {what} on top blocks the pile."
    if best is None:
        return "Draw from the stock: you cannot take the pile."
    return f"Draw from the stock: the pile ({len(obs.pile)} cards) is worth less than two new cards."


def _discard_reason(obs: Observation, card: Card, danger: float, ranked_first: bool) -> str:
    opp = next_opponent(obs)
    if card.is_black_three:
        return f"Discard {card.code}: a black three blocks the next player from the pile."
    if card.is_wild:
        return f"Discard {card.code}: a wild card freezes the pile of {len(obs.pile)} cards."
    if opp is None:
        return f"Discard {card.code}: it is the card you need least."
    if danger < 5:
        return f"Discard {card.code}: the next player is unlikely to use it."
    if ranked_first:
        return f"Discard {card.code}: it is the least risky card, though the next player might take the pile."
    return f"Discard {card.code}: the next player could use it to take the pile."


def _meld_reason(obs: Observation, action: A.Meld) -> str:
    parts = []
    if action.melds:
        shown = ", ".join(codes(m) for m in action.melds[:2])
        parts.append(("open with " if not obs.opened[obs.side] else "meld ") + shown)
    if action.layoffs:
        cards = [c for _i, cs in action.layoffs for c in cs]
        parts.append(f"add {codes(cards[:4])}{'…' if len(cards) > 4 else ''} to your melds")
    text = " and ".join(parts)
    return f"Meld: {text}." if text else "Meld."


def suggest(obs: Observation) -> list[Hint]:
    """Moves for ``obs.seat`` now, best first, each with a one-sentence reason (empty if it is not
    this seat's move)."""
    if obs.seat != obs.to_act or obs.phase in (S.HAND_OVER, S.GAME_OVER):
        return []
    w = NORMAL
    out: list[Hint] = []
    if obs.phase == S.ANSWER:
        view = answer_view(obs, w)
        yes = (A.AnswerGoOut(True), "Say yes: ending the hand now is worth more than playing on.")
        no = (A.AnswerGoOut(False), "Say no: your side can still gain more than it would by going out now.")
        return [yes, no] if view.go else [no, yes]
    if obs.phase == S.DRAW:
        scored = [(tv.value, tv.action, _take_reason(obs, tv.action)) for tv in
                  (take_value(obs, t, w) for t in pile_takes(obs))]
        best = max((v for v, _a, _r in scored), default=None)
        if obs.stock_size:
            scored.append((draw_value(obs, w), A.DrawStock(), _draw_reason(obs, best)))
        elif check(obs, A.EndHand()) is None:
            scored.append((0.0, A.EndHand(), "End the hand: the stock is empty and the pile is not worth taking."))
        scored.sort(key=lambda t: -t[0])
        return [(a, r) for _v, a, r in scored]
    bot = HeuristicAgent("hint", w)
    if obs.turn.asked == S.ASKED_YES:
        go = find_go_out(obs)
        return [(go, "Go out: your partner said yes, so you must go out now.")] if go else []
    go = find_go_out(obs, ignore_permission=True) if obs.turn.asked != S.ASKED_NO else None
    later: Hint | None = None
    if go is not None:
        view = go_out_view(obs, w)
        if view.go:
            if should_ask(obs, view) or permission_problem(obs) is not None:
                out.append((A.AskGoOut(), "Ask your partner: you can go out, and your side is ready to end the hand."))
            else:
                out.append((go, "Go out: your side has its canastas and ending now beats playing on."))
        else:
            pile = f" and the pile holds {len(obs.pile)} cards" if len(obs.pile) >= w.big_pile else ""
            later = (go, f"Go out only if you must: your side can still gain more by playing on{pile}.")
    melds = bot.melds(obs, early=False)
    if melds is not None:
        out.append((melds, _meld_reason(obs, melds)))
    if not obs.turn.no_discard and len(obs.hand) >= 2:
        ranked = discard_scores(obs, remember(obs), w)
        for i, (_score, card, danger) in enumerate(ranked[:3]):
            out.append((A.Discard(card), _discard_reason(obs, card, danger, i == 0)))
    elif obs.turn.no_discard:
        out.append((A.EndHand(), "End the hand: the stock ran out on a red three, so you cannot discard."))
    if later is not None:
        out.append(later)
    legal = [(a, r) for a, r in out if check(obs, a) is None]
    if not legal:
        options = legal_actions(obs)
        return [(options[0], "This is a legal move.")] if options else []
    return legal
