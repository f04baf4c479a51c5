"""Every sentence about why a move is good: hints (second person) and practice explanations (third
person), written from the bots' reasons as data (``samba.ai.reasons``).

One module, so that wording is consistent and translations have one place to hook in: each reason
code has whole sentences with named placeholders, one for advice ("Take the pile: your pair of
nines wins 13 cards.") and one for a report ("East takes the pile: their pair of nines wins 13
cards."). A sentence that mentions a count is a set of plural forms chosen by ``plural_form`` (the
English rule; a translation brings its own), so no sentence ever reads "1 cards".

Where a reason has variants (a blocked pile's top card is a wild card, a black three or a red
three) the variant picks a different whole sentence; no sentence is glued from fragments except
the lists of melds and cards, which are lists by nature. Advice is kept short enough for the
table's two-line hint (``ADVICE_CHARS`` before the lists are filled in).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from samba.ai import reasons as R
from samba.ai.reasons import Choice, Reason
from samba.engine import Observation, codes
from samba.engine import actions as A

from .narration import RANK_PLURALS, meld_phrase

ADVICE_CHARS = 125
"""The longest a piece of advice may be, placeholders aside: two lines of the table's hint."""
Forms = str | Mapping[str, str]
"""A sentence, or its plural forms keyed ``zero`` (optional), ``one`` and ``other``."""


def plural_form(count: int, forms: Forms) -> str:
    """The form of ``forms`` for ``count`` (English: zero when given, one, other)."""
    if isinstance(forms, str):
        return forms
    if count == 0 and "zero" in forms:
        return forms["zero"]
    return forms["one"] if count == 1 else forms["other"]


# Each entry: reason code (or "code/variant") -> (advice, report); ``count`` names the parameter
# that chooses the plural form. Reports begin with {who}; advice never names the player.
SENTENCES: dict[str, tuple[Forms, Forms, str]] = {
    R.ANSWER_YES_THREAT: (
        "Say yes: the opponents or the stock could end the hand soon, so take the going-out bonus now.",
        "{who} says yes: the opponents or the stock could end the hand soon, so their side takes the going-out "
        "bonus now.", ""),
    R.ANSWER_YES_WORTH + "/red_threes": (
        {"one": "Say yes: going out gives your side the canastas it needs, so your red three counts for you, "
                "not against you.",
         "other": "Say yes: going out gives your side the canastas it needs, so your {red_threes} red threes count "
                  "for you, not against you."},
        {"one": "{who} says yes: going out gives their side the canastas it needs, so its red three counts for it, "
                "not against it.",
         "other": "{who} says yes: going out gives their side the canastas it needs, so its {red_threes} red threes "
                  "count for it, not against it."}, "red_threes"),
    R.ANSWER_YES_WORTH + "/canastas": (
        "Say yes: going out completes the canastas your side needs, and ending now is worth more than playing on.",
        "{who} says yes: going out completes the canastas their side needs, and ending now is worth more than "
        "playing on.", ""),
    R.ANSWER_YES_WORTH: (
        "Say yes: ending the hand now is worth more than what your side could still gain.",
        "{who} says yes: ending the hand now is worth more than what their side could still gain.", ""),
    R.ANSWER_NO_CANASTAS: (
        {"one": "Say no: next turn you can complete a canasta from your own hand.",
         "other": "Say no: next turn you can complete {canastas} canastas from your own hand."},
        {"one": "{who} says no: next turn they can complete a canasta from their own hand.",
         "other": "{who} says no: next turn they can complete {canastas} canastas from their own hand."}, "canastas"),
    R.ANSWER_NO_MELDS: (
        {"zero": "Say no: your side can still gain more by playing on than by going out now.",
         "one": "Say no: you could meld 1 point of your hand next turn, and your side gains more by playing on.",
         "other": "Say no: you could meld {meldable} points of your hand next turn, and your side gains more by "
                  "playing on."},
        {"zero": "{who} says no: their side can still gain more by playing on than by going out now.",
         "one": "{who} says no: they could meld 1 point of their hand next turn, and their side gains more by "
                "playing on.",
         "other": "{who} says no: they could meld {meldable} points of their hand next turn, and their side gains "
                  "more by playing on."}, "meldable"),
    R.TAKE_PAIR: (
        {"zero": "Take the pile: your pair of {rank} makes a new meld with the top card.",
         "one": "Take the pile: your pair of {rank} wins 1 more card.",
         "other": "Take the pile: your pair of {rank} wins {won} cards."},
        {"zero": "{who} takes the pile: their pair of {rank} makes a new meld with the top card.",
         "one": "{who} takes the pile: their pair of {rank} wins 1 more card.",
         "other": "{who} takes the pile: their pair of {rank} wins {won} cards."}, "won"),
    R.TAKE_PAIR + "/opens": (
        {"zero": "Take the pile: your pair of {rank} opens your side.",
         "one": "Take the pile: your pair of {rank} opens your side and wins 1 more card.",
         "other": "Take the pile: your pair of {rank} opens your side and wins {won} cards."},
        {"zero": "{who} takes the pile: their pair of {rank} opens their side.",
         "one": "{who} takes the pile: their pair of {rank} opens their side and wins 1 more card.",
         "other": "{who} takes the pile: their pair of {rank} opens their side and wins {won} cards."}, "won"),
    R.TAKE_LAYOFF: (
        {"zero": "Take the pile: the {card} goes on {meld}.",
         "one": "Take the pile: the {card} goes on {meld}, and you win 1 more card.",
         "other": "Take the pile: the {card} goes on {meld}, and you win {won} cards."},
        {"zero": "{who} takes the pile: the {card} goes on {meld}.",
         "one": "{who} takes the pile: the {card} goes on {meld}, and they win 1 more card.",
         "other": "{who} takes the pile: the {card} goes on {meld}, and they win {won} cards."}, "won"),
    R.TAKE_SEQUENCE_CARD: (
        "Take the {card}: it extends {meld}.",
        "{who} takes the {card}: it extends {meld}.", ""),
    R.DRAW_BLOCKED + "/wild": (
        "Draw from the stock: the wild card on top blocks the pile.",
        "{who} draws from the stock: the wild card on top blocks the pile.", ""),
    R.DRAW_BLOCKED + "/black_three": (
        "Draw from the stock: the black three on top blocks the pile.",
        "{who} draws from the stock: the black three on top blocks the pile.", ""),
    R.DRAW_BLOCKED + "/red_three": (
        "Draw from the stock: the red three on top blocks the pile.",
        "{who} draws from the stock: the red three on top blocks the pile.", ""),
    R.DRAW_CANNOT_TAKE + "/frozen": (
        "Draw from the stock: the pile is frozen and you hold no natural pair of the top card.",
        "{who} draws from the stock: the pile is frozen and they hold no natural pair of the top card.", ""),
    R.DRAW_CANNOT_TAKE: (
        "Draw from the stock: you cannot take the pile.",
        "{who} draws from the stock: they cannot take the pile.", ""),
    R.DRAW_PILE_SMALL: (
        {"one": "Draw from the stock: the pile's one card is worth less than two new cards.",
         "other": "Draw from the stock: the pile ({count} cards) is worth less than two new cards."},
        {"one": "{who} draws from the stock: the pile's one card is worth less than two new cards.",
         "other": "{who} draws from the stock: the pile ({count} cards) is worth less than two new cards."}, "count"),
    R.END_STOCK_EMPTY: (
        "End the hand: the stock is empty and the pile is not worth taking.",
        "{who} ends the hand: the stock is empty and the pile is not worth taking.", ""),
    R.GO_OUT_TOLD: (
        "Go out: your partner said yes, so you must go out now.",
        "{who} goes out: their partner said yes, so they must.", ""),
    R.GO_OUT_COMMITTED: (
        "Go out: you took the pile to go out, so you must go out now.",
        "{who} goes out: they took the pile to go out, so they must.", ""),
    R.GO_OUT_THREAT: (
        "Go out: the opponents or the stock could end the hand before your side gains more.",
        "{who} goes out: the opponents or the stock could end the hand before their side gains more.", ""),
    R.GO_OUT_WORTH: (
        "Go out: your side has its canastas, and ending now beats playing on.",
        "{who} goes out: their side has its canastas, and ending now beats playing on.", ""),
    R.ASK_PARTNER + "/required": (
        "Ask your partner: you can go out, and these rules say you must ask first.",
        "{who} asks their partner: they can go out, and these rules say they must ask first.", ""),
    R.ASK_PARTNER: (
        "Ask your partner: you can go out, and only your partner knows whether their cards are better melded "
        "first.",
        "{who} asks their partner: they can go out, and only the partner knows whether their own cards are "
        "better melded first.", ""),
    R.GO_OUT_LATER: (
        {"zero": "Go out only if you must: your side can still gain more by playing on.",
         "one": "Go out only if you must: your side can still gain more by playing on.",
         "other": "Go out only if you must: your side can still gain more by playing on, and the pile holds "
                  "{pile} cards."},
        {"zero": "{who} goes out, though their side could still gain more by playing on.",
         "one": "{who} goes out, though their side could still gain more by playing on.",
         "other": "{who} goes out, though their side could still gain more by playing on, and the pile holds "
                  "{pile} cards."}, "pile"),
    R.MELD_OPEN: (
        "Open with {melds}: {points} points reach the {need} needed.",
        "{who} opens with {melds}: {points} points reach the {need} needed.", ""),
    R.MELD_OPEN + "/canasta": (
        "Open with {melds}: they meet your side's opening minimum.",
        "{who} opens with {melds}: they meet their side's opening minimum.", ""),
    R.MELD_CANASTA: (
        {"one": "Meld {melds}: that completes a canasta.",
         "other": "Meld {melds}: that completes {canastas} canastas."},
        {"one": "{who} melds {melds}: that completes a canasta.",
         "other": "{who} melds {melds}: that completes {canastas} canastas."}, "canastas"),
    R.MELD_WILDS_EXPOSED: (
        "Meld {melds}: the hand may end soon, and a wild card caught in hand costs its full value.",
        "{who} melds {melds}: the hand may end soon, and a wild card caught in hand costs its full value.", ""),
    R.MELD_CARDS: (
        "Meld {melds}: cards on the table score.",
        "{who} melds {melds}: cards on the table score, and cards kept in hand count against their side.", ""),
    R.MERGE_CANASTA: (
        "Join your two groups of {rank}: together they make a canasta.",
        "{who} joins their two groups of {rank}: together they make a canasta.", ""),
    R.DISCARD_BLACK_THREE: (
        "Discard {card}: a black three blocks the next player from the pile.",
        "{who} discards {card}: a black three blocks the next player from the pile.", ""),
    R.DISCARD_WILD_FREEZE: (
        "Discard {card}: a wild card freezes the pile of {count} cards, so the next player needs a natural pair "
        "to take it.",
        "{who} discards {card}: a wild card freezes the pile of {count} cards, so the next player needs a natural "
        "pair to take it.", ""),
    R.DISCARD_WILD_FORCED: (
        "Discard {card}: every other card could let the next player take the pile.",
        "{who} discards {card}: every other card could let the next player take the pile.", ""),
    R.DISCARD_SAFE: (
        "Discard {card}: the next player is unlikely to use it.",
        "{who} discards {card}: the next player is unlikely to use it.", ""),
    R.DISCARD_LEAST_NEEDED: (
        "Discard {card}: it is the card you need least.",
        "{who} discards {card}: it is the card they need least.", ""),
    R.DISCARD_LEAST_RISKY: (
        "Discard {card}: it is the least risky card, though the next player might take the pile with it.",
        "{who} discards {card}: it is the least risky card, though the next player might take the pile with it.",
        ""),
    R.DISCARD_RISKY: (
        "Discard {card}: the next player could use it to take the pile.",
        "{who} discards {card}, though the next player could use it to take the pile.", ""),
    R.END_NO_DISCARD: (
        "End the hand: the stock ran out on a red three, so you cannot discard.",
        "{who} ends the hand: the stock ran out on a red three, so no discard is allowed.", ""),
}

SEARCHED: tuple[Forms, str] = (
    {"zero": "Played out in {worlds} imagined deals, it did as well as the next best move.",
     "one": "Played out in {worlds} imagined deals, it came out about 1 point ahead of the next best move.",
     "other": "Played out in {worlds} imagined deals, it came out about {gain} points ahead of the next best move."},
    "gain")
"""The hard bot's second sentence, after the heuristic's own reason for the move."""

LAYOFF_ITEM = "{cards} on {meld}"
"""One lay-off in a list of melds ("10S on your tens")."""
LIST_AND = "{rest} and {last}"

PLAIN_ADVICE: dict[type, str] = {
    A.DrawStock: "Draw from the stock.", A.EndHand: "End the hand.",
    A.AskGoOut: "Ask your partner whether you may go out.",
    A.Discard: "Discard {card}.", A.GoOut: "Go out.", A.MergeGroups: "Join your two groups of {rank}.",
    A.TakePile: "Take the pile.", A.Meld: "Meld {melds}.",
}
PLAIN_REPORT: dict[type, str] = {
    A.DrawStock: "{who} draws from the stock.", A.EndHand: "{who} ends the hand: the stock is empty.",
    A.AskGoOut: "{who} asks their partner whether they may go out.",
    A.Discard: "{who} discards {card}.",
    A.GoOut: "{who} goes out: every card is melded, which ends the hand with the going-out bonus.",
    A.MergeGroups: "{who} joins their two groups of {rank} into one meld, nearer a canasta.",
    A.TakePile: "{who} takes the pile.", A.Meld: "{who} melds {melds}.",
}
PLAIN_ANSWER = ("Say {answer}.", "{who} says {answer} to their partner.")
YES_NO = {True: "yes", False: "no"}


def _variant(r: Reason) -> str:
    """Which whole sentence a reason's parameters call for."""
    code = r.code
    if code == R.ANSWER_YES_WORTH:
        if r.get("red_threes"):
            return code + "/red_threes"
        if r.get("canastas"):
            return code + "/canastas"
    elif code == R.TAKE_PAIR and r.get("opens"):
        return code + "/opens"
    elif code == R.DRAW_BLOCKED:
        return f"{code}/{r.get('kind', 'wild')}"
    elif code == R.DRAW_CANNOT_TAKE and r.get("frozen"):
        return code + "/frozen"
    elif code == R.ASK_PARTNER and r.get("required"):
        return code + "/required"
    elif code == R.MELD_OPEN and r.get("canasta"):
        return code + "/canasta"
    return code


def _melds_list(action: A.Action, obs: Observation, mine: bool) -> str:
    """The cards of a meld action as a list: "KH KD KS and 10S on your tens"."""
    items: list[str] = []
    if isinstance(action, A.Meld | A.GoOut):
        items += [codes(m) for m in action.melds]
        for target, cards in action.layoffs:
            meld = obs.meld(target)
            name = meld_phrase(meld, mine) if meld is not None else codes(cards)
            items.append(LAYOFF_ITEM.format(cards=codes(cards), meld=name))
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return LIST_AND.format(rest=", ".join(items[:-1]), last=items[-1])


def _values(r: Reason, action: A.Action, obs: Observation, mine: bool, who: str) -> dict[str, Any]:
    """Placeholder values: the reason's parameters, with ranks and melds in words."""
    values: dict[str, Any] = dict(r.as_dict())
    values["who"] = who
    if "rank" in values:
        values["rank"] = RANK_PLURALS.get(values["rank"], str(values["rank"]))
    if "meld" in values:
        meld = obs.meld(values["meld"])
        values["meld"] = meld_phrase(meld, mine) if meld is not None else ("your meld" if mine else "their meld")
    values["melds"] = _melds_list(action, obs, mine)
    if isinstance(action, A.Discard):
        values.setdefault("card", action.card.code)
    if isinstance(action, A.MergeGroups) and "rank" not in values:
        meld = obs.meld(action.a)
        values["rank"] = RANK_PLURALS.get(meld.rank, "cards") if meld is not None else "cards"
    return values


def _sentence(r: Reason, action: A.Action, obs: Observation, who: str, report: bool) -> str:
    mine = not report
    if r.code == R.SEARCHED and r.basis is not None:
        first = _sentence(r.basis, action, obs, who, report)
        values = _values(r, action, obs, mine, who)
        forms, count = SEARCHED
        return f"{first} {plural_form(int(values.get(count, 0)), forms).format(**values)}"
    entry = SENTENCES.get(_variant(r)) or SENTENCES.get(r.code)
    values = _values(r, action, obs, mine, who)
    if entry is None:
        return _plain(action, obs, who, report, values)
    advice, reported, count = entry
    forms = reported if report else advice
    return plural_form(int(values.get(count, 0)) if count else 0, forms).format(**values)


def _plain(action: A.Action, obs: Observation, who: str, report: bool, values: dict[str, Any]) -> str:
    """The move itself, when there is no reason to give."""
    if isinstance(action, A.AnswerGoOut):
        return PLAIN_ANSWER[report].format(who=who, answer=YES_NO[action.yes])
    if isinstance(action, A.MergeGroups) and "rank" not in values:
        values["rank"] = "cards"
    table = PLAIN_REPORT if report else PLAIN_ADVICE
    template = table.get(type(action), "{who} moves." if report else "Make this move.")
    if isinstance(action, A.TakePile) and obs.top is not None:
        template = ("{who} takes the pile with the {top} on top." if report else "Take the pile with the {top} on top.")
        values["top"] = obs.top.code
    return template.format(**values)


def hint_sentence(choice: Choice, obs: Observation) -> str:
    """Advice for the seat of ``obs``: what to do and why, in one sentence (two for the hard bot's
    search)."""
    return _sentence(choice.reason, choice.action, obs, "", report=False)


def report_sentence(choice: Choice, obs: Observation, who: str) -> str:
    """What ``who`` (the seat of ``obs``) did and why, in the third person."""
    return _sentence(choice.reason, choice.action, obs, who, report=True)
