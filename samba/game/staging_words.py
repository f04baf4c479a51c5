"""The sentences about plans gathered on the table: a pile take, a going out, and why the pile cannot be taken.

Whole sentences with named placeholders, marked ``N_`` and looked up in the player's language where they
are used (here, or as ``_(W.NAME)`` by the table). Card codes ("9H") are
shown with suit signs by the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from samba.engine import Card, codes
from samba.i18n import N_, _, ngettext

from .card_words import rank_plural, rank_singular

NO_TAKE = N_("The pile cannot be taken now.")
WRONG_RANK = (N_("Only {plural} and wild cards can go down with the {top}: taking the pile needs a natural pair "
              "of {plural}."))
NONE_HELD = N_("You hold no {plural} — taking the pile needs a natural pair of {plural}.")
ONE_HELD = N_("You hold one {one} — taking the pile needs a natural pair of {plural}.")
NONE_HELD_NO_MELD = N_("You hold no {plural}, and none of your melds takes the {top}.")
ONE_HELD_NO_MELD = N_("You hold one {one}, and none of your melds takes the {top}.")
NONE_HELD_FINISHED = N_("You hold no {plural}, and your {plural} are a finished canasta: the pile's top card may join "
                       "only an unfinished meld.")
ONE_HELD_FINISHED = N_("You hold one {one}, and your {plural} are a finished canasta: the pile's top card may join "
                      "only an unfinished meld.")
NONE_HELD_GROUP = N_("You hold no {plural}, and in these rules the pile's top card may join only a sequence, never a "
                     "group like your {plural}.")
ONE_HELD_GROUP = N_("You hold one {one}, and in these rules the pile's top card may join only a sequence, never a "
                    "group like your {plural}.")
OPENING_SHORT = (N_("With the {top} your pair of {plural} makes {points}, and the melds in your hand do not bring it "
                 "to the {need} your side needs to open."))
OPENING_SHORT_SOLO = (N_("With the {top} your pair of {plural} makes {points}, and the melds in your hand do not bring "
                      "it to the {need} you need to open."))

# -- the status line while a plan is gathered --------------------------------------------------------------
TAKE_START = (N_("Taking the pile: drag a natural pair of {plural} onto the {top} (or the pile onto one of your "
              "melds), then Enter. A click takes a staged card back; G suggests; Esc cancels."))
TAKE_COUNTED = N_("Taking the pile: {formula} — {next}; Esc cancels.")
TAKE_OPENED = N_("Taking the pile: the {top} with {cards} — {next}; Esc cancels.")
TAKE_ONTO = N_("Taking the pile: the {top} onto {meld} — press Enter (or T) to take it; Esc cancels.")
TAKE_READY = N_("press Enter (or T) to take it")
DRAW_WHILE_TAKING = N_("You are taking the pile: press Enter (or T) to take it, or Esc to put the cards back "
                       "before you draw.")
DRAW_WHILE_GATHERING = N_("You are taking the pile, and the take is not ready: {next}, then press Enter (or T) — or "
                          "Esc to put the cards back before you draw.")
TAKE_MORE_PAIR = N_("add a second natural {one}")
TAKE_MORE_POINTS = N_("stage more melds from your hand (New meld) to reach {need}")
FORMULA = N_("top {top} + {cards} = {total} / {need}")
FORMULA_MELDS = N_("top {top} + {cards} + melds {melds} = {total} / {need}")

OUT_READY = N_("Going out: every card is staged — press Enter to go out. Esc takes them back.")
OUT_LAST = N_("Going out: the {card} left will be your last discard — press Enter to go out (Esc takes all back).")
OUT_STAGED_NOTE = N_("Stage it: you are going out. Stage every card, then press Enter to go out.")
OUT_COMMITTED = (N_("You took the pile to go out: stage every card — melds in New meld, cards onto your melds, the "
                 "last card on the pile — then press Enter."))
OUT_STARTED = (N_("Your partner said yes: you are going out. Stage every card — melds in New meld, cards onto your "
               "melds, the last card on the pile — then press Enter."))

# -- Esc with cards staged while bound to go out (a yes, S15.4; a take that commits, S14.3): the going out stays
CANCELLED_YES = N_("Your staged cards are back in your hand. Your partner said yes: you still go out this turn.")
CANCELLED_TAKEN = (N_("Your staged cards are back in your hand. You took the pile to go out: you still go out this "
                     "turn."))

NOT_A_MELD_YET = N_("Opening: {points} / {need} — the staged {cards} is no meld yet: {why} Add cards to it, or "
                    "press Backspace to take it back.")

PICKED_BESIDE_STAGING = N_("Meld would stage the picked {cards} as a meld of their own, and they are none: {why} "
                           "To lay your staged melds, let go of the picked cards (Esc), then press Meld (Enter).")

# TRANSLATORS: the New meld zone's title while a pile take, a going out or an opening is staged; the zone's state
# follows it on the next line ("needs a pair", "ready", "45 / 50"), and the two lines read as one phrase:
# "Take: needs a pair" (pt_BR "Para pegar: falta um par").
LABEL_TAKE = N_("Take:")
LABEL_OUT = N_("Going out:")
LABEL_OPENING = N_("Opening:")
LABEL_READY = N_("ready")
LABEL_NEEDS_PAIR = N_("needs a pair")

# -- choosing and confirming ---------------------------------------------------------------------------------
CHOOSE_TAKE = N_("Take the pile how?")
TAKE_LAYOFF_RESULT = N_("Lay the {top} on {meld} ({before} → {after} cards) and take the whole pile, {pile} cards")
TAKE_SEQUENCE_RESULT = N_("Lay the {top} on {meld} ({before} → {after} cards); only the top card is taken")
CONFIRM_TAKE = N_("{what}?")
NOTHING_STAGED = (N_("Put a natural pair of {plural} on the {top} first (drag them onto it, or pick them and press T), "
                  "or drag the pile onto one of your melds."))
NOTHING_STAGED_PAIR_ONLY = (N_("Put a natural pair of {plural} on the {top} first (drag them onto it, or pick them and "
                            "press T)."))
CONFIRM_OUT = N_("{what}?  This ends the hand.")
SUGGEST_NONE_TAKE = N_("No take to suggest: {why}")
SUGGEST_NONE_OUT = N_("No way out to suggest: your cards cannot all be melded now.")
SUGGEST_WHEN = N_("Suggest fills in a pile take (before you draw) or a going out (after a yes).")
SUGGESTED = N_("Suggested — change it as you like, then press Enter.")


def one(rank: int) -> str:
    """A rank in words, singular ("nine", "nueve", "nove")."""
    return rank_singular(rank)


def plural(rank: int) -> str:
    return rank_plural(rank)


def wrong_rank(top: Card) -> str:
    return _(WRONG_RANK).format(plural=plural(top.rank), top=top.code)


def too_few(top: Card, held: int, frozen: bool, has_melds: bool) -> str:
    """You hold none or one of the top card's rank (and, where a lay-off could take it, no meld takes it)."""
    if not frozen and has_melds:
        sentence = NONE_HELD_NO_MELD if held == 0 else ONE_HELD_NO_MELD
    else:
        sentence = NONE_HELD if held == 0 else ONE_HELD
    return _(sentence).format(one=one(top.rank), plural=plural(top.rank), top=top.code)


def too_few_barred(top: Card, held: int, code: str) -> str:
    """Too few of the top card's rank, and the side's group of that rank may not take it: the engine's ``code``
    says why — a finished canasta ("NOT_ONTO_CANASTA") or a table where only sequences take it."""
    if code == "NOT_ONTO_CANASTA":
        sentence = NONE_HELD_FINISHED if held == 0 else ONE_HELD_FINISHED
    else:
        sentence = NONE_HELD_GROUP if held == 0 else ONE_HELD_GROUP
    return _(sentence).format(one=one(top.rank), plural=plural(top.rank), top=top.code)


def opening_short(top: Card, points: int, need: int, solo: bool = False) -> str:
    """``solo``: the player plays alone (no "side" to speak of)."""
    return _(OPENING_SHORT_SOLO if solo else OPENING_SHORT).format(top=top.code, plural=plural(top.rank),
                                                                   points=points, need=need)


def take_missing(top: Card, total: int, need: int | None, complete: bool, legal: bool) -> str:
    """What a gathered pair take still lacks, in words ("" when nothing the table can name is missing)."""
    if legal:
        return ""
    if not complete:
        return _(TAKE_MORE_PAIR).format(one=one(top.rank))
    if need is not None and total < need:
        return _(TAKE_MORE_POINTS).format(need=need)
    return ""


def take_status(top: Card, cards: tuple[Card, ...], meld_points: int, total: int, need: int | None,
                complete: bool, legal: bool) -> str:
    """The status line while a pair take is gathered (``need`` None: the side has opened, no minimum)."""
    if not cards and not meld_points:
        return _(TAKE_START).format(plural=plural(top.rank), top=top.code)
    nxt = take_missing(top, total, need, complete, legal) or _(TAKE_READY)
    if need is None:
        return _(TAKE_OPENED).format(top=top.code, cards=codes(cards) or _("nothing yet"), next=nxt)
    formula = _(FORMULA_MELDS if meld_points else FORMULA).format(
        top=top.code, cards=codes(cards) or "…", melds=meld_points, total=total, need=need)
    return _(TAKE_COUNTED).format(formula=formula, next=nxt)


def draw_while_taking(missing: str) -> str:
    """Why Draw waits while a pile take is gathered; ``missing`` (from ``take_missing``) names what the take
    still lacks, so the player is not told to press Enter on a take that is not ready."""
    if not missing:
        return _(DRAW_WHILE_TAKING)
    return _(DRAW_WHILE_GATHERING).format(next=missing)


def take_onto_status(top: Card, meld: str) -> str:
    return _(TAKE_ONTO).format(top=top.code, meld=meld)


def staged_blocks_discard(melds: int, points: int, need: int, solo: bool = False) -> str:
    """Why a discard waits while an opening is gathered: the staged cards would go back to the hand unseen
    (``solo``: the player plays alone, so the minimum is "the {need} you need")."""
    if points >= need:
        return ngettext("Your staged meld is not laid down yet: press Meld (Enter) to lay it down, or Esc to take "
                        "the cards back, then discard.",
                        "Your staged melds are not laid down yet: press Meld (Enter) to lay them down, or Esc to "
                        "take the cards back, then discard.", melds)
    if solo:
        return ngettext("Your staged meld makes {points} of the {need} you need to open: add melds and press "
                        "Meld (Enter), or Esc to take the cards back, then discard.",
                        "Your staged melds make {points} of the {need} you need to open: add melds and press "
                        "Meld (Enter), or Esc to take the cards back, then discard.", melds).format(points=points,
                                                                                                  need=need)
    return ngettext("Your staged meld makes {points} of the {need} your side needs to open: add melds and press "
                    "Meld (Enter), or Esc to take the cards back, then discard.",
                    "Your staged melds make {points} of the {need} your side needs to open: add melds and press "
                    "Meld (Enter), or Esc to take the cards back, then discard.", melds).format(points=points,
                                                                                              need=need)


def not_a_meld_yet(points: int, need: int, cards: Sequence[Card], why: str) -> str:
    """The status line while a staged opening holds cards that are no meld: the total leaves them out, and
    Meld would be refused, so it says which cards and why (the engine's words), not "press Meld"."""
    return _(NOT_A_MELD_YET).format(points=points, need=need, cards=codes(cards), why=why)


def picked_beside_staging(cards: Sequence[Card], why: str) -> str:
    """Meld (Enter) while an opening is staged and other cards are picked: the picked cards are staged as
    a meld of their own, so when they are none the words say so, and how to lay the staged melds
    (playtest p7: a lone picked card made Enter answer "A group needs at least 3 cards" and lay nothing)."""
    return _(PICKED_BESIDE_STAGING).format(cards=codes(cards), why=why)


def out_status(left: int, ready: bool, last: Card | None = None) -> str:
    """The status line while a going out is gathered (``last``: the one card left, to be the last discard)."""
    if ready:
        return _(OUT_READY)
    if last is not None:
        return _(OUT_LAST).format(card=last.code)
    return ngettext("Going out: {count} card left — stage it on a meld or on the pile as your last discard, then "
                    "Enter.", "Going out: {count} cards left — stage each (melds on New meld, cards on your melds, "
                    "the last on the pile), then Enter.", left).format(count=left)


def left_label(left: int) -> str:
    if left == 0:
        return _(LABEL_READY)
    return ngettext("{count} left", "{count} left", left).format(count=left)


def nothing_staged(top: Card, lay_off_possible: bool) -> str:
    sentence = NOTHING_STAGED if lay_off_possible else NOTHING_STAGED_PAIR_ONLY
    return _(sentence).format(plural=plural(top.rank), top=top.code)
