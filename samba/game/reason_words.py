"""Every sentence about why a move is good: hints (second person) and practice explanations (third
person), written from the bots' reasons as data (``samba.ai.reasons``), in the player's language.

One module, so that wording is consistent and translations have one place to hook in: each reason
code has whole sentences with named placeholders, one for advice ("Take the pile: your pair of
nines wins the whole pile, 14 cards.") and one for a report ("East takes the pile: their pair of nines
wins the whole pile, 14 cards."). A take counts the whole pile, top card and surprise cards included,
as the move log does when the take is made ("— 14 cards"), so the hint and the log tell one number.
The tables below hold the English msgids, marked for the catalogue (``N_`` for a sentence, ``counted``
for one said with a number, extracted like ``ngettext``); they are looked up when a sentence is made, so a hint follows
the language in force, and a counted sentence takes the plural form its language needs for the number —
no sentence ever reads "1 cards".

Where a reason has variants (a blocked pile's top card is a wild card, a black three or a red
three; a pair take that wins nothing more than the top card) the variant picks a different whole
sentence; no sentence is glued from fragments except the lists of melds and cards, which are lists by
nature. Advice is kept short enough for the table's two-line hint (``ADVICE_CHARS`` before the lists
are filled in).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from samba.ai import reasons as R
from samba.ai.evaluate import next_opponent
from samba.ai.reasons import Choice, Reason
from samba.engine import Card, Observation, codes
from samba.engine import actions as A
from samba.engine.analysis import GROUP, SEQUENCE, Meld
from samba.i18n import N_, _, ngettext

from .card_words import rank_plural
from .narration import meld_phrase, side_meld_phrase
from .rule_words import requirement_words

ADVICE_CHARS = 125
"""The longest a piece of advice may be in English, placeholders aside: two lines of the table's hint."""


class Counted(NamedTuple):
    """A sentence said with a number: its English singular and plural (the msgids ``ngettext`` looks up)."""

    one: str
    other: str


def counted(one: str, other: str) -> Counted:
    """Marks a counted sentence for the catalogue without translating it (``make i18n`` extracts
    ``counted(singular, plural)`` as it does ``ngettext``); ``say`` looks it up with the count."""
    return Counted(one, other)


Forms = str | Counted
"""A sentence (an ``N_`` msgid), or the two msgids of a counted one."""

NONE = "/none"
"""The variant of a counted reason whose count is 0: nothing to count, so other words altogether."""


def say(forms: Forms, count: int = 0) -> str:
    """``forms`` in the player's language, in the plural form that fits ``count``; placeholders unfilled."""
    if isinstance(forms, Counted):
        return ngettext(forms.one, forms.other, count)
    return _(forms)


# Each entry: reason code (or "code/variant") -> (advice, report, count); ``count`` names the parameter
# that chooses the plural form (and, at 0, the "/none" variant where there is one). Reports begin with
# {who}; advice never names the player.
SENTENCES: dict[str, tuple[Forms, Forms, str]] = {
    R.ANSWER_YES_THREAT: (
        N_("Say yes: the opponents or the stock could end the hand soon, so take the going-out bonus now."),
        N_("{who} says yes: the opponents or the stock could end the hand soon, so their side takes the going-out "
           "bonus now."), ""),
    R.ANSWER_YES_THREAT + "/opponents": (
        N_("Say yes: the opponents could go out soon, so take the going-out bonus now."),
        N_("{who} says yes: the opponents could go out soon, so their side takes the going-out bonus now."), ""),
    R.ANSWER_YES_THREAT + "/stock": (
        N_("Say yes: the stock is running low, so take the going-out bonus now."),
        N_("{who} says yes: the stock is running low, so their side takes the going-out bonus now."), ""),
    R.ANSWER_YES_WORTH + "/red_threes": (
        counted("Say yes: going out gives your side the canastas it needs, so your red three counts for you, "
                "not against you.",
                "Say yes: going out gives your side the canastas it needs, so your {red_threes} red threes count "
                "for you, not against you."),
        counted("{who} says yes: going out gives their side the canastas it needs, so its red three counts for "
                "it, not against it.",
                "{who} says yes: going out gives their side the canastas it needs, so its {red_threes} red threes "
                "count for it, not against it."), "red_threes"),
    R.ANSWER_YES_WORTH + "/canastas": (
        N_("Say yes: going out completes the canastas your side needs, and ending now is worth more than playing "
           "on."),
        N_("{who} says yes: going out completes the canastas their side needs, and ending now is worth more than "
           "playing on."), ""),
    R.ANSWER_YES_WORTH: (
        N_("Say yes: ending the hand now is worth more than what your side could still gain."),
        N_("{who} says yes: ending the hand now is worth more than what their side could still gain."), ""),
    R.ANSWER_NO_CANASTAS: (
        counted("Say no: next turn you can complete a canasta from your own hand.",
                "Say no: next turn you can complete {canastas} canastas from your own hand."),
        counted("{who} says no: next turn they can complete a canasta from their own hand.",
                "{who} says no: next turn they can complete {canastas} canastas from their own hand."), "canastas"),
    R.ANSWER_NO_MELDS + NONE: (
        N_("Say no: your side can still gain more by playing on than by going out now."),
        N_("{who} says no: their side can still gain more by playing on than by going out now."), ""),
    R.ANSWER_NO_MELDS: (
        counted("Say no: you could meld {meldable} point of your hand next turn, and your side gains more by "
                "playing on.",
                "Say no: you could meld {meldable} points of your hand next turn, and your side gains more by "
                "playing on."),
        counted("{who} says no: they could meld {meldable} point of their hand next turn, and their side gains "
                "more by playing on.",
                "{who} says no: they could meld {meldable} points of their hand next turn, and their side gains "
                "more by playing on."), "meldable"),
    R.ANSWER_NO_HOLDING: (
        counted("Say no: you hold {held} point and hope to meld it before the hand ends.",
                "Say no: you hold {held} points and hope to meld them before the hand ends."),
        counted("{who} says no: they hold {held} point and hope to meld it before the hand ends.",
                "{who} says no: they hold {held} points and hope to meld them before the hand ends."), "held"),
    R.TAKE_PAIR + NONE: (
        N_("Take the pile: your pair of {rank} makes a new meld with the top card."),
        N_("{who} takes the pile: their pair of {rank} makes a new meld with the top card."), ""),
    R.TAKE_PAIR: (
        counted("Take the pile: your pair of {rank} wins the whole pile, {pile} card.",
                "Take the pile: your pair of {rank} wins the whole pile, {pile} cards."),
        counted("{who} takes the pile: their pair of {rank} wins the whole pile, {pile} card.",
                "{who} takes the pile: their pair of {rank} wins the whole pile, {pile} cards."), "pile"),
    R.TAKE_PAIR + "/opens" + NONE: (
        N_("Take the pile: your pair of {rank} opens your side."),
        N_("{who} takes the pile: their pair of {rank} opens their side."), ""),
    R.TAKE_PAIR + "/opens": (
        counted("Take the pile: your pair of {rank} opens your side and wins the whole pile, {pile} card.",
                "Take the pile: your pair of {rank} opens your side and wins the whole pile, {pile} cards."),
        counted("{who} takes the pile: their pair of {rank} opens their side and wins the whole pile, {pile} card.",
                "{who} takes the pile: their pair of {rank} opens their side and wins the whole pile, {pile} cards."),
        "pile"),
    R.TAKE_LAYOFF + NONE: (
        N_("Take the pile by adding the {card} to {meld}."),
        N_("{who} takes the pile by adding the {card} to {meld}."), ""),
    R.TAKE_LAYOFF: (
        counted("Take the pile by adding the {card} to {meld}: you win the whole pile, {pile} card.",
                "Take the pile by adding the {card} to {meld}: you win the whole pile, {pile} cards."),
        counted("{who} takes the pile by adding the {card} to {meld}, and wins the whole pile, {pile} card.",
                "{who} takes the pile by adding the {card} to {meld}, and wins the whole pile, {pile} cards."),
        "pile"),
    R.TAKE_SEQUENCE_CARD: (
        N_("Take the {card}: it extends {meld}."),
        N_("{who} takes the {card}: it extends {meld}."), ""),
    R.DRAW_BLOCKED + "/wild": (
        N_("Draw from the stock: the wild card on top blocks the pile."),
        N_("{who} draws from the stock: the wild card on top blocks the pile."), ""),
    R.DRAW_BLOCKED + "/black_three": (
        N_("Draw from the stock: the black three on top blocks the pile."),
        N_("{who} draws from the stock: the black three on top blocks the pile."), ""),
    R.DRAW_BLOCKED + "/red_three": (
        N_("Draw from the stock: the red three on top blocks the pile."),
        N_("{who} draws from the stock: the red three on top blocks the pile."), ""),
    R.DRAW_CANNOT_TAKE + "/frozen": (
        N_("Draw from the stock: the pile is frozen and you hold no natural pair of the top card."),
        N_("{who} draws from the stock: the pile is frozen and they hold no natural pair of the top card."), ""),
    R.DRAW_CANNOT_TAKE: (
        N_("Draw from the stock: you cannot take the pile."),
        N_("{who} draws from the stock: they cannot take the pile."), ""),
    R.DRAW_PILE_SMALL: (
        counted("Draw from the stock: the pile's one card is worth less than two new cards.",
                "Draw from the stock: the pile ({count} cards) is worth less than two new cards."),
        counted("{who} draws from the stock: the pile's one card is worth less than two new cards.",
                "{who} draws from the stock: the pile ({count} cards) is worth less than two new cards."), "count"),
    R.END_STOCK_EMPTY: (
        N_("End the hand: the stock is empty and the pile is not worth taking."),
        N_("{who} ends the hand: the stock is empty and the pile is not worth taking."), ""),
    R.GO_OUT_TOLD: (
        N_("Go out: your partner said yes, so you must go out now."),
        N_("{who} goes out: their partner said yes, so they must."), ""),
    R.GO_OUT_COMMITTED: (
        N_("Go out: you took the pile to go out, so you must go out now."),
        N_("{who} goes out: they took the pile to go out, so they must."), ""),
    R.GO_OUT_THREAT: (
        N_("Go out: the opponents or the stock could end the hand before your side gains more."),
        N_("{who} goes out: the opponents or the stock could end the hand before their side gains more."), ""),
    R.GO_OUT_THREAT + "/opponents": (
        N_("Go out: the opponents could go out before your side gains more."),
        N_("{who} goes out: the opponents could go out before their side gains more."), ""),
    R.GO_OUT_THREAT + "/stock": (
        N_("Go out: the stock is running low, and the hand could end before your side gains more."),
        N_("{who} goes out: the stock is running low, and the hand could end before their side gains more."), ""),
    R.GO_OUT_WORTH: (
        N_("Go out: your side has its canastas, and ending now beats playing on."),
        N_("{who} goes out: their side has its canastas, and ending now beats playing on."), ""),
    R.ASK_PARTNER + "/required": (
        N_("Ask your partner: you can go out, and these rules say you must ask first."),
        N_("{who} asks their partner: they can go out, and these rules say they must ask first."), ""),
    R.ASK_PARTNER: (
        N_("Ask your partner: you can go out, and only your partner knows whether their cards are better melded "
           "first."),
        N_("{who} asks their partner: they can go out, and only the partner knows whether their own cards are "
           "better melded first."), ""),
    R.GO_OUT_LATER + NONE: (
        N_("Go out only if you must: your side can still gain more by playing on."),
        N_("{who} goes out, though their side could still gain more by playing on."), ""),
    R.GO_OUT_LATER: (
        counted("Go out only if you must: your side can still gain more by playing on, and the pile holds "
                "{pile} card.",
                "Go out only if you must: your side can still gain more by playing on, and the pile holds "
                "{pile} cards."),
        counted("{who} goes out, though their side could still gain more by playing on, and the pile holds "
                "{pile} card.",
                "{who} goes out, though their side could still gain more by playing on, and the pile holds "
                "{pile} cards."), "pile"),
    R.MELD_OPEN: (
        N_("Open with {melds}: {points} points reach the {need} needed."),
        N_("{who} opens with {melds}: {points} points reach the {need} needed."), ""),
    R.MELD_OPEN + "/canasta": (
        N_("Open with {melds}: they meet your side's opening minimum."),
        N_("{who} opens with {melds}: they meet their side's opening minimum."), ""),
    R.MELD_CANASTA: (
        counted("{play}: that completes a canasta.", "{play}: that completes {canastas} canastas."),
        counted("{play}, which completes a canasta.", "{play}, which completes {canastas} canastas."), "canastas"),
    R.MELD_WILDS_EXPOSED: (
        N_("{play}: the hand may end soon, and a wild card caught in hand costs its full value."),
        N_("{play}: the hand may end soon, and a wild card caught in their hand costs its full value."), ""),
    R.MELD_TOWARDS_OUT: (
        N_("{play}: your side has its canastas, and a smaller hand can go out sooner."),
        N_("{play}: their side has its canastas, and a smaller hand can go out sooner."), ""),
    R.MELD_CARDS: (
        N_("{play}: cards on the table score."),
        N_("{play}: cards on the table score, and cards kept in hand count against their side."), ""),
    R.MERGE_CANASTA: (
        N_("Join your two groups of {rank}: together they make a canasta."),
        N_("{who} joins their two groups of {rank}: together they make a canasta."), ""),
    R.DISCARD_BLACK_THREE: (
        N_("Discard {card}: a black three blocks the next player from the pile."),
        N_("{who} discards {card}: a black three blocks the next player from the pile."), ""),
    R.DISCARD_WILD_FREEZE: (
        counted("Discard {card}: a wild card freezes the pile of {count} card, so the next player needs a natural "
                "pair to take it.",
                "Discard {card}: a wild card freezes the pile of {count} cards, so the next player needs a natural "
                "pair to take it."),
        counted("{who} discards {card}: a wild card freezes the pile of {count} card, so the next player needs a "
                "natural pair to take it.",
                "{who} discards {card}: a wild card freezes the pile of {count} cards, so the next player needs a "
                "natural pair to take it."), "count"),
    R.DISCARD_WILD_FORCED: (
        N_("Discard {card}: every other card could let the next player take the pile."),
        N_("{who} discards {card}: every other card could let the next player take the pile."), ""),
    R.DISCARD_SAFE: (
        N_("Discard {card}: the next player is unlikely to use it."),
        N_("{who} discards {card}: the next player is unlikely to use it."), ""),
    R.DISCARD_LEAST_NEEDED: (
        N_("Discard {card}: it is the card you need least."),
        N_("{who} discards {card}: it is the card they need least."), ""),
    R.DISCARD_LEAST_RISKY: (
        N_("Discard {card}: it is the least risky card, though the next player might take the pile with it."),
        N_("{who} discards {card}: it is the least risky card, though the next player might take the pile with "
           "it."), ""),
    R.DISCARD_LEAST_RISKY + "/frozen": (
        N_("Discard {card}: least risky; the pile is frozen, so the next player needs a natural pair of {rank} to "
           "take it."),
        N_("{who} discards {card}: least risky; the pile is frozen, so the next player needs a natural pair of "
           "{rank} to take it."), ""),
    R.DISCARD_LEAST_RISKY + "/unopened": (
        N_("Discard {card}: least risky; the next side has not opened, so it needs a natural pair of {rank} and "
           "{need} to take the pile."),
        N_("{who} discards {card}: least risky; the next side has not opened, so it needs a natural pair of {rank} "
           "and {need} to take the pile."), ""),
    R.DISCARD_LEAST_RISKY + "/no_meld": (
        N_("Discard {card}: least risky; the next side has no meld to add it to, so it needs a natural pair of "
           "{rank} to take the pile."),
        N_("{who} discards {card}: least risky; the next side has no meld to add it to, so it needs a natural "
           "pair of {rank} to take the pile."), ""),
    R.DISCARD_RISKY: (
        N_("Discard {card}: the next player could use it to take the pile."),
        N_("{who} discards {card}, though the next player could use it to take the pile."), ""),
    R.END_NO_DISCARD: (
        N_("End the hand: the stock ran out on a red three, so you cannot discard."),
        N_("{who} ends the hand: the stock ran out on a red three, so no discard is allowed."), ""),
}

SEARCHED_NONE: str = N_("Played out in {worlds} imagined deals, it did as well as the next best move.")
SEARCHED: tuple[Counted, str] = (
    counted("Played out in {worlds} imagined deals, it came out about {gain} point ahead of the next best move.",
            "Played out in {worlds} imagined deals, it came out about {gain} points ahead of the next best move."),
    "gain")
"""The hard bot's second sentence, after the heuristic's own reason for the move (``SEARCHED_NONE`` when
the search found it no better than the next move)."""
# TRANSLATORS: a hint's reason, then the search's second sentence ("Played out in 20 imagined deals…").
TWO_SENTENCES = N_("{first} {second}")
"""The heuristic's reason, then the search's (a language may part them otherwise)."""

SAMBA_KEPT: tuple[tuple[str, str], tuple[str, str]] = (
    (N_("Keep {kept} for a samba: your side needs one to go out."),
     N_("{who} keeps {kept} for a samba: their side needs one to go out.")),
    (N_("Keep {kept} for a samba: you need one to go out."),
     N_("{who} keeps {kept} for a samba: they need one to go out.")),
)
"""The second sentence of a move shaped by cards held back for a samba (BR13; the reason's ``samba_kept``:
cards the move would have melded or discarded but for the samba): (advice, report) for a side, then for a seat
that plays alone."""

# TRANSLATORS: cards added to a meld, in a list of lay-offs: "10S to your tens" (as in "Add 10S to your tens").
LAYOFF_ITEM = N_("{cards} to {meld}")
"""One lay-off in a list ("10S to your tens"): said with the move log's verb, "add … to …"."""
# TRANSLATORS: the end of a list of melds or of lay-offs: "KH KD KS and 4C 4D 4S", "10S to your tens and 9H to
# your nines".
LIST_AND = N_("{rest} and {last}")
"""The last two items of a list ("KH KD KS and 4C 4D 4S")."""
# TRANSLATORS: one more meld in a list, before its last two: "4C 4D 4S, KH KD KS".
LIST_COMMA = N_("{items}, {item}")
"""One more item of a list, before its last two."""

PLAY: dict[tuple[bool, bool], tuple[str, str]] = {
    (True, False): (N_("Meld {melds}"), N_("{who} melds {melds}")),
    (False, True): (N_("Add {layoffs}"), N_("{who} adds {layoffs}")),
    # TRANSLATORS: new melds, then cards added to melds already on the table; the verb "add" (the move log's word
    # for a lay-off) starts the second part, so no card reads as going onto the melds before it.
    (True, True): (N_("Meld {melds}, and add {layoffs}"), N_("{who} melds {melds}, and adds {layoffs}")),
}
"""(advice, report) for the play of a meld move, by (has new melds, has lay-offs): new melds are "meld", cards added
to melds on the table are "add … to …" as in the move log, so "Meld 9C 9D 9S, and add 2D to your fives" never reads
as if the nines went onto the fives. The reason follows after a colon ("{play}: cards on the table score.")."""

PLAIN_ADVICE: dict[type, str] = {
    A.DrawStock: N_("Draw from the stock."), A.EndHand: N_("End the hand."),
    A.AskGoOut: N_("Ask your partner whether you may go out."),
    A.Discard: N_("Discard {card}."), A.GoOut: N_("Go out."), A.MergeGroups: N_("Join your two groups of {rank}."),
    A.TakePile: N_("Take the pile."), A.Meld: N_("{play}."),
}
PLAIN_REPORT: dict[type, str] = {
    A.DrawStock: N_("{who} draws from the stock."), A.EndHand: N_("{who} ends the hand: the stock is empty."),
    A.AskGoOut: N_("{who} asks their partner whether they may go out."),
    A.Discard: N_("{who} discards {card}."),
    A.GoOut: N_("{who} goes out: every card is melded, which ends the hand with the going-out bonus."),
    A.MergeGroups: N_("{who} joins their two groups of {rank} into one meld, nearer a canasta."),
    A.TakePile: N_("{who} takes the pile."), A.Meld: N_("{play}."),
}
PLAIN_TAKE_TOP = (N_("Take the pile with the {top} on top."), N_("{who} takes the pile with the {top} on top."))
PLAIN_OTHER = (N_("Make this move."), N_("{who} moves."))
PLAIN_ANSWER = {True: (N_("Say yes."), N_("{who} says yes to their partner.")),
                False: (N_("Say no."), N_("{who} says no to their partner."))}
"""(advice, report) for an answer to "may I go out?" given without a reason, yes and no each a whole sentence."""


SOLO_SENTENCES: dict[str, tuple[Forms, Forms, str]] = {
    R.DISCARD_LEAST_RISKY + "/unopened": (
        N_("Discard {card}: least risky; the next player has not opened and needs a natural pair of {rank} and "
           "{need} to take the pile."),
        N_("{who} discards {card}: least risky; the next player has not opened and needs a natural pair of "
           "{rank} and {need} to take the pile."), ""),
    R.DISCARD_LEAST_RISKY + "/no_meld": (
        N_("Discard {card}: least risky; the next player has no meld to add it to and needs a natural pair of "
           "{rank} to take the pile."),
        N_("{who} discards {card}: least risky; the next player has no meld to add it to and needs a natural "
           "pair of {rank} to take the pile."), ""),
    R.TAKE_PAIR + "/opens" + NONE: (
        N_("Take the pile: your pair of {rank} makes your opening."),
        N_("{who} takes the pile: their pair of {rank} makes their opening."), ""),
    R.TAKE_PAIR + "/opens": (
        counted("Take the pile: your pair of {rank} makes your opening and wins the whole pile, {pile} card.",
                "Take the pile: your pair of {rank} makes your opening and wins the whole pile, {pile} cards."),
        counted("{who} takes the pile: their pair of {rank} makes their opening and wins the whole pile, {pile} "
                "card.",
                "{who} takes the pile: their pair of {rank} makes their opening and wins the whole pile, {pile} "
                "cards."),
        "pile"),
    R.GO_OUT_THREAT: (
        N_("Go out: the opponents or the stock could end the hand before you gain more."),
        N_("{who} goes out: the opponents or the stock could end the hand before they gain more."), ""),
    R.GO_OUT_THREAT + "/opponents": (
        N_("Go out: the opponents could go out before you gain more."),
        N_("{who} goes out: the opponents could go out before they gain more."), ""),
    R.GO_OUT_THREAT + "/stock": (
        N_("Go out: the stock is running low, and the hand could end before you gain more."),
        N_("{who} goes out: the stock is running low, and the hand could end before they gain more."), ""),
    R.GO_OUT_WORTH: (
        N_("Go out: you have your canastas, and ending now beats playing on."),
        N_("{who} goes out: they have their canastas, and ending now beats playing on."), ""),
    R.GO_OUT_LATER + NONE: (
        N_("Go out only if you must: you can still gain more by playing on."),
        N_("{who} goes out, though they could still gain more by playing on."), ""),
    R.GO_OUT_LATER: (
        counted("Go out only if you must: you can still gain more by playing on, and the pile holds {pile} card.",
                "Go out only if you must: you can still gain more by playing on, and the pile holds {pile} cards."),
        counted("{who} goes out, though they could still gain more by playing on, and the pile holds {pile} card.",
                "{who} goes out, though they could still gain more by playing on, and the pile holds {pile} cards."),
        "pile"),
    R.MELD_OPEN + "/canasta": (
        N_("Open with {melds}: they meet your opening minimum."),
        N_("{who} opens with {melds}: they meet their opening minimum."), ""),
    R.MELD_TOWARDS_OUT: (
        N_("{play}: you have your canastas, and a smaller hand can go out sooner."),
        N_("{play}: they have their canastas, and a smaller hand can go out sooner."), ""),
    R.MELD_CARDS: (
        N_("{play}: cards on the table score."),
        N_("{play}: cards on the table score, and cards kept in hand count against them."), ""),
}
"""The sentences of ``SENTENCES`` that speak of a side, for a seat that plays alone (2 or 3 players, 5
individually): "you" and "they", never "your side" / "their side" of a player with no partner (playtest)."""


def _variant(r: Reason) -> str:
    """Which whole sentence a reason's parameters call for."""
    code = r.code
    if code in (R.ANSWER_YES_THREAT, R.GO_OUT_THREAT):
        # Name only what presses: the opponents, the stock, or (both, or a reason saved before the causes were
        # given) either of them.
        opponents, stock = bool(r.get("opponents")), bool(r.get("stock"))
        if opponents != stock:
            return code + ("/opponents" if opponents else "/stock")
    elif code == R.ANSWER_YES_WORTH:
        if r.get("red_threes"):
            return code + "/red_threes"
        if r.get("canastas"):
            return code + "/canastas"
    elif code in (R.TAKE_PAIR, R.TAKE_LAYOFF):
        # A take that brings in nothing but the top card has its own sentence ("makes a new meld with the
        # top card"), never "wins the whole pile, 1 card".
        variant = code + "/opens" if code == R.TAKE_PAIR and r.get("opens") else code
        return variant + NONE if _count(r, "pile") <= 1 else variant
    elif code == R.DRAW_BLOCKED:
        return f"{code}/{r.get('kind', 'wild')}"
    elif code == R.DRAW_CANNOT_TAKE and r.get("frozen"):
        return code + "/frozen"
    elif code == R.ASK_PARTNER and r.get("required"):
        return code + "/required"
    elif code == R.MELD_OPEN and r.get("canasta"):
        return code + "/canasta"
    return code


def _discard_context(r: Reason, obs: Observation) -> tuple[str, dict[str, Any]]:
    """What the discarding seat can see about the next player's chances with the card (S7.4, S7.6), for a "least
    risky" discard: ("/frozen" or "/unopened", the words they need), or ("", {}) when the table says nothing more.

    The bot's own reason only says the card was the least risky one; the words add what is certain from the
    observation: a frozen pile (the next player needs a natural pair of the card's rank), a next side that has
    not opened (a natural pair, and its opening minimum), or one with no group of the card's rank and no sequence of
    its suit to lay it off onto (a natural pair). Where the next side has such a meld the plain sentence stays."""
    card = Card.parse(r["card"]) if isinstance(r.get("card"), str) else None
    nxt = next_opponent(obs)
    if card is None or nxt is None or card.is_wild or not 4 <= card.rank <= 14:
        return "", {}
    side = obs.seat_side[nxt]
    words: dict[str, Any] = {"rank": rank_plural(card.rank)}
    if not obs.opened[side]:
        need = obs.requirement(side)
        if need.points or need.canasta:
            return "/unopened", {**words, "need": requirement_words(need)}
    if obs.frozen_for(side):
        return "/frozen", words
    if not any((m.kind == GROUP and m.rank == card.rank) or (m.kind == SEQUENCE and m.suit == card.suit)
               for m in obs.side_melds(side)):
        return "/no_meld", words  # S7.3b: only a group of its rank or a sequence of its suit could take it
    return "", {}


def _entry(r: Reason, solo: bool = False, context: str = "") -> tuple[Forms, Forms, str] | None:
    """The sentences for ``r``: its variant's, or at a count of 0 the variant's "/none" sentence; ``solo``: as
    said of a seat that plays alone (``SOLO_SENTENCES``, where the sentence speaks of a side); ``context``: a
    variant read off the table rather than the reason (``_discard_context``), which comes first."""
    key = r.code + context if context else _variant(r) if _variant(r) in SENTENCES else r.code
    entry = SENTENCES.get(key)
    if entry is not None and entry[2] and not _count(r, entry[2]) and key + NONE in SENTENCES:
        key += NONE
        entry = SENTENCES[key]
    if solo and key in SOLO_SENTENCES:
        return SOLO_SENTENCES[key]
    return entry


def _count(r: Reason, name: str) -> int:
    value = r.get(name)
    if name == "pile" and value is None:
        # A take's reason from a save made before ``pile`` was given: the top card and the cards under it.
        return _count(r, "won") + 1
    return value if isinstance(value, int) else 0


def _list(items: list[str]) -> str:
    """Items as a list in the player's language: "a", "a and b", "a, b and c"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    head = items[0]
    for item in items[1:-1]:
        head = _(LIST_COMMA).format(items=head, item=item)
    return _(LIST_AND).format(rest=head, last=items[-1])


def _meld_name(meld: Meld, mine: bool, viewer_side: int | None) -> str:
    """A meld as the reader names it: the advised player's "your tens"; in a report, "their tens", but the reader's
    own side's meld as the move log names a partner's lay-off ("your side's tens"), never "their" to the partner."""
    if not mine and viewer_side is not None and meld.side == viewer_side:
        return side_meld_phrase(meld)
    return meld_phrase(meld, mine)


def _layoff_items(action: A.Action, obs: Observation, mine: bool, viewer_side: int | None) -> list[str]:
    """Each lay-off of a meld action: "10S to your tens"."""
    items: list[str] = []
    if isinstance(action, A.Meld | A.GoOut):
        for target, cards in action.layoffs:
            meld = obs.meld(target)
            name = _meld_name(meld, mine, viewer_side) if meld is not None else codes(cards)
            items.append(_(LAYOFF_ITEM).format(cards=codes(cards), meld=name))
    return items


def _melds_list(action: A.Action, obs: Observation, mine: bool, viewer_side: int | None) -> str:
    """The cards of a meld action as a list: "KH KD KS and 10S to your tens" (an opening, which adds to no meld)."""
    items = [codes(m) for m in action.melds] if isinstance(action, A.Meld | A.GoOut) else []
    return _list(items + _layoff_items(action, obs, mine, viewer_side))


def _play(action: A.Action, obs: Observation, report: bool, who: str, viewer_side: int | None) -> str:
    """A meld move's own words, new melds apart from lay-offs: "Meld KH KD KS, and add 10S to your tens"."""
    if not isinstance(action, A.Meld | A.GoOut):
        return ""
    melds = [codes(m) for m in action.melds]
    layoffs = _layoff_items(action, obs, not report, viewer_side)
    template = PLAY[(bool(melds) or not layoffs, bool(layoffs))][report]
    return _(template).format(who=who, melds=_list(melds), layoffs=_list(layoffs))


def _values(r: Reason, action: A.Action, obs: Observation, mine: bool, who: str,
            viewer_side: int | None = None) -> dict[str, Any]:
    """Placeholder values: the reason's parameters, with ranks and melds in words."""
    values: dict[str, Any] = dict(r.as_dict())
    values["who"] = who
    if r.code in (R.TAKE_PAIR, R.TAKE_LAYOFF):
        values["pile"] = _count(r, "pile")
    if isinstance(values.get("rank"), int):
        values["rank"] = rank_plural(values["rank"])
    if "meld" in values:
        meld = obs.meld(values["meld"])
        values["meld"] = _meld_name(meld, mine, viewer_side) if meld is not None else (
            _("your meld") if mine else _("their meld"))
    values["melds"] = _melds_list(action, obs, mine, viewer_side)
    values["play"] = _play(action, obs, not mine, who, viewer_side)
    if isinstance(action, A.Discard):
        values.setdefault("card", action.card.code)
    if isinstance(action, A.MergeGroups) and "rank" not in values:
        meld = obs.meld(action.a)
        values["rank"] = rank_plural(meld.rank) if meld is not None else _("cards")
    return values


def _sentence(r: Reason, action: A.Action, obs: Observation, who: str, report: bool,
              viewer_side: int | None = None) -> str:
    mine = not report
    if r.code == R.SEARCHED and r.basis is not None:
        first = _sentence(r.basis, action, obs, who, report, viewer_side)
        values = _values(r, action, obs, mine, who, viewer_side)
        searched, count = SEARCHED
        gain = _count(r, count)
        second = say(searched, gain) if gain > 0 else say(SEARCHED_NONE)
        return _(TWO_SENTENCES).format(first=first, second=second.format(**values))
    values = _values(r, action, obs, mine, who, viewer_side)
    context = ""
    if r.code == R.DISCARD_LEAST_RISKY:
        context, words = _discard_context(r, obs)
        values = {**values, **words}
    entry = _entry(r, obs.plays_alone, context)
    if entry is None:
        first = _plain(action, obs, who, report, values)
    else:
        advice, reported, count = entry
        forms = reported if report else advice
        first = say(forms, _count(r, count) if count else 0).format(**values)
    kept = r.get(R.SAMBA_KEPT)
    if not isinstance(kept, str) or not kept:
        return first
    second = _(SAMBA_KEPT[1 if obs.plays_alone else 0][report]).format(who=who, kept=kept)
    return _(TWO_SENTENCES).format(first=first, second=second)


def _plain(action: A.Action, obs: Observation, who: str, report: bool, values: dict[str, Any]) -> str:
    """The move itself, when there is no reason to give."""
    if isinstance(action, A.AnswerGoOut):
        return _(PLAIN_ANSWER[action.yes][report]).format(who=who)
    if isinstance(action, A.MergeGroups) and "rank" not in values:
        values["rank"] = _("cards")
    table = PLAIN_REPORT if report else PLAIN_ADVICE
    template = table.get(type(action), PLAIN_OTHER[report])
    if isinstance(action, A.TakePile) and obs.top is not None:
        template = PLAIN_TAKE_TOP[report]
        values["top"] = obs.top.code
    return _(template).format(**values)


def hint_sentence(choice: Choice, obs: Observation) -> str:
    """Advice for the seat of ``obs``: what to do and why, in one sentence (two for the hard bot's
    search), in the player's language."""
    return _sentence(choice.reason, choice.action, obs, "", report=False)


def report_sentence(choice: Choice, obs: Observation, who: str, viewer_side: int | None = None) -> str:
    """What ``who`` (the seat of ``obs``) did and why, in the third person, in the player's language.

    ``viewer_side`` is the reader's side (None when only watching): a partner's move onto the reader's side's
    melds names them as the move log does ("your side's tens"), not "their tens"."""
    return _sentence(choice.reason, choice.action, obs, who, report=True, viewer_side=viewer_side)
