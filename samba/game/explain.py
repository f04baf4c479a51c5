"""'Explain computer moves' (a practice option): one plain line on why a bot made its move.

The line comes from the bot's own observation just before it moved — never from hidden cards — and
from the same reasoning the hints use (``samba.ai.suggest``): the reason given for the very action
the bot chose, turned from advice ("Take the pile: your pair of 9s wins 14 cards.") into a report
("East takes the pile: their pair of 9s wins 14 cards."). When the bot chose something the hint
code did not rank, the move is described plainly instead of inventing a motive.
"""

from __future__ import annotations

import re

from samba.ai import suggest
from samba.engine import Observation
from samba.engine import actions as A
from samba.engine.cards import RANK_NAMES, Card, codes, points

from .narration import seat_name

_VERBS = {"Take": "takes", "Draw": "draws", "Discard": "discards", "Say": "says", "Go": "goes", "Ask": "asks",
          "End": "ends", "Meld": "melds", "Open": "opens", "Add": "adds", "Join": "joins", "Merge": "merges"}
_LATER = "Go out only if you must:"


def seat_label(seat: int, player_count: int, human: int | None) -> str:
    """The seat's name as the table shows it (the bottom seat is "South" when nobody is human)."""
    if human is None:
        name = seat_name(seat, player_count, 0)
        return "South" if name == "You" else name
    return seat_name(seat, player_count, human)


def explain_move(obs: Observation, action: A.Action, who: str) -> str:
    """One line on why ``obs.seat`` chose ``action`` (``who`` names the seat)."""
    if isinstance(action, A.Meld):
        return _meld_line(obs, action, who)
    for candidate, reason in suggest(obs):
        if candidate == action:
            line = _report(reason, who)
            if line is not None:
                return line
            break
    return _plain(obs, action, who)


def _third_person(words: str) -> str:
    words = re.sub(r"\byour\b", "their", words)
    words = re.sub(r"\bYour\b", "Their", words)
    return re.sub(r"\byou\b", "they", words)


def _report(reason: str, who: str) -> str | None:
    """Advice in the imperative → what ``who`` did and why (None: not advice about a move)."""
    if reason.startswith(_LATER):
        tail = _third_person(reason[len(_LATER):].strip())
        return f"{who} goes out, though {tail[:1].lower()}{tail[1:]}"
    verb, _, rest = reason.partition(" ")
    third = _VERBS.get(verb.rstrip(":"))
    if third is None:
        return None
    if verb.endswith(":"):
        third += ":"
    return f"{who} {third} {_third_person(rest)}".rstrip()


def _meld_line(obs: Observation, action: A.Meld, who: str) -> str:
    laid = [c for m in action.melds for c in m]
    added = [c for _target, cards in action.layoffs for c in cards]
    if not obs.opened[obs.side]:
        need = obs.requirement()
        return (f"{who} opens their side: {points(laid + added)} points laid down "
                f"meets the {need.describe()} needed.")
    what = _cards_text(laid + added)
    return f"{who} melds {what}: melded cards score, cards kept in hand count against the side."


def _cards_text(cards: list[Card]) -> str:
    shown = codes(cards[:6]) + ("…" if len(cards) > 6 else "")
    return f"{len(cards)} card{'s' if len(cards) != 1 else ''} ({shown})"


def _plain(obs: Observation, action: A.Action, who: str) -> str:
    """The move itself, when the hint code gives no reason for it."""
    if isinstance(action, A.DrawStock):
        return f"{who} draws from the stock."
    if isinstance(action, A.TakePile):
        top = obs.top
        with_what = f" with the {top.code} on top" if top is not None else ""
        return f"{who} takes the pile{with_what}: {len(obs.pile)} card{'s' if len(obs.pile) != 1 else ''}."
    if isinstance(action, A.Discard):
        return f"{who} discards {action.card.code}."
    if isinstance(action, A.GoOut):
        return f"{who} goes out: every card is melded, which ends the hand with the going-out bonus."
    if isinstance(action, A.AskGoOut):
        return f"{who} asks their partner whether they may go out."
    if isinstance(action, A.AnswerGoOut):
        return f"{who} says {'yes' if action.yes else 'no'} to their partner."
    if isinstance(action, A.MergeGroups):
        meld = obs.meld(action.a)
        rank = f" of {RANK_NAMES[meld.rank]}s" if meld is not None and meld.kind == "group" else ""
        return f"{who} joins two groups{rank} into one meld, nearer a canasta."
    if isinstance(action, A.EndHand):
        return f"{who} ends the hand: the stock is empty."
    return f"{who} plays {type(action).__name__}."
