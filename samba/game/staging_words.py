"""The sentences about plans gathered on the table: a pile take, a going out, and why the pile cannot be taken.

Whole sentences with named placeholders (translations will hook in here). Card codes ("9H") are
shown with suit signs by the table.
"""

from __future__ import annotations

from samba.engine import Card, codes

from .narration import RANK_PLURALS

RANK_WORDS = {4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "jack",
              12: "queen", 13: "king", 14: "ace"}

NO_TAKE = "The pile cannot be taken now."
WRONG_RANK = ("Only {plural} and wild cards can go down with the {top}: taking the pile needs a natural pair "
              "of {plural}.")
NONE_HELD = "You hold no {one} — taking the pile needs a natural pair of {plural}."
ONE_HELD = "You hold one {one} — taking the pile needs a natural pair of {plural}."
NONE_HELD_NO_MELD = "You hold no {one}, and none of your melds takes the {top}."
ONE_HELD_NO_MELD = "You hold one {one}, and none of your melds takes the {top}."
OPENING_SHORT = ("With the {top} your pair of {plural} makes {points}, and the melds in your hand do not bring it "
                 "to the {need} your side needs to open.")

# -- the status line while a plan is gathered --------------------------------------------------------------
TAKE_START = ("Taking the pile: drag a natural pair of {plural} onto the {top} (or the pile onto one of your "
              "melds), then Enter. A click takes a staged card back; G suggests; Esc cancels.")
TAKE_COUNTED = "Taking the pile: {formula} — {next}; Esc cancels."
TAKE_OPENED = "Taking the pile: the {top} with {cards} — {next}; Esc cancels."
TAKE_ONTO = "Taking the pile: the {top} onto {meld} — press Enter (or T) to take it; Esc cancels."
TAKE_READY = "press Enter (or T) to take it"
TAKE_MORE_PAIR = "add a second natural {one}"
TAKE_MORE_POINTS = "stage more melds from your hand (New meld) to reach {need}"
FORMULA = "top {top} + {cards} = {total} / {need}"
FORMULA_MELDS = "top {top} + {cards} + melds {melds} = {total} / {need}"

OUT_LEFT = {"one": "Going out: 1 card left — stage it on a meld or on the pile as your last discard, then Enter.",
            "other": "Going out: {count} cards left — stage each (melds on New meld, cards on your melds, the "
                     "last on the pile), then Enter."}
OUT_READY = "Going out: every card is staged — press Enter to go out. Esc takes them back."
OUT_LAST = "Going out: the {card} left will be your last discard — press Enter to go out (Esc takes all back)."
OUT_STAGED_NOTE = "Stage it: you are going out. Stage every card, then press Enter to go out."
OUT_COMMITTED = ("You took the pile to go out: stage every card — melds in New meld, cards onto your melds, the "
                 "last card on the pile — then press Enter.")
OUT_STARTED = ("Your partner said yes: you are going out. Stage every card — melds in New meld, cards onto your "
               "melds, the last card on the pile — then press Enter.")

LABEL_TAKE = "Take"
LABEL_OUT = "Going out"
LABEL_OPENING = "Opening"
LABEL_LEFT = {"one": "1 left", "other": "{count} left"}
LABEL_READY = "ready"
LABEL_NEEDS_PAIR = "needs a pair"

# -- choosing and confirming ---------------------------------------------------------------------------------
CHOOSE_TAKE = "Take the pile how?"
TAKE_LAYOFF_RESULT = "Lay the {top} on {meld} ({before} → {after} cards) and take {won} cards"
TAKE_SEQUENCE_RESULT = "Lay the {top} on {meld} ({before} → {after} cards); only the top card is taken"
CONFIRM_TAKE = "{what}?"
NOTHING_STAGED = ("Put a natural pair of {plural} on the {top} first (drag them onto it, or pick them and press T), "
                  "or drag the pile onto one of your melds.")
NOTHING_STAGED_PAIR_ONLY = ("Put a natural pair of {plural} on the {top} first (drag them onto it, or pick them and "
                            "press T).")
CONFIRM_OUT = "{what}?  This ends the hand."
SUGGEST_NONE_TAKE = "No take to suggest: {why}"
SUGGEST_NONE_OUT = "No way out to suggest: your cards cannot all be melded now."
SUGGEST_WHEN = "Suggest fills in a pile take (before you draw) or a going out (after a yes)."
SUGGESTED = "Suggested — change it as you like, then press Enter."


def one(rank: int) -> str:
    return RANK_WORDS.get(rank, str(rank))


def plural(rank: int) -> str:
    return RANK_PLURALS.get(rank, f"{rank}s")


def wrong_rank(top: Card) -> str:
    return WRONG_RANK.format(plural=plural(top.rank), top=top.code)


def too_few(top: Card, held: int, frozen: bool, has_melds: bool) -> str:
    """You hold none or one of the top card's rank (and, where a lay-off could take it, no meld takes it)."""
    if not frozen and has_melds:
        sentence = NONE_HELD_NO_MELD if held == 0 else ONE_HELD_NO_MELD
    else:
        sentence = NONE_HELD if held == 0 else ONE_HELD
    return sentence.format(one=one(top.rank), plural=plural(top.rank), top=top.code)


def opening_short(top: Card, points: int, need: int) -> str:
    return OPENING_SHORT.format(top=top.code, plural=plural(top.rank), points=points, need=need)


def take_status(top: Card, cards: tuple[Card, ...], meld_points: int, total: int, need: int | None,
                complete: bool, legal: bool) -> str:
    """The status line while a pair take is gathered (``need`` None: the side has opened, no minimum)."""
    if not cards and not meld_points:
        return TAKE_START.format(plural=plural(top.rank), top=top.code)
    if legal:
        nxt = TAKE_READY
    elif not complete:
        nxt = TAKE_MORE_PAIR.format(one=one(top.rank))
    elif need is not None and total < need:
        nxt = TAKE_MORE_POINTS.format(need=need)
    else:
        nxt = TAKE_READY
    if need is None:
        return TAKE_OPENED.format(top=top.code, cards=codes(cards) or "nothing yet", next=nxt)
    formula = (FORMULA_MELDS if meld_points else FORMULA).format(
        top=top.code, cards=codes(cards) or "…", melds=meld_points, total=total, need=need)
    return TAKE_COUNTED.format(formula=formula, next=nxt)


def take_onto_status(top: Card, meld: str) -> str:
    return TAKE_ONTO.format(top=top.code, meld=meld)


def out_status(left: int, ready: bool, last: Card | None = None) -> str:
    """The status line while a going out is gathered (``last``: the one card left, to be the last discard)."""
    if ready:
        return OUT_READY
    if last is not None:
        return OUT_LAST.format(card=last.code)
    return (OUT_LEFT["one"] if left == 1 else OUT_LEFT["other"]).format(count=left)


def left_label(left: int) -> str:
    return LABEL_READY if left == 0 else (LABEL_LEFT["one"] if left == 1 else LABEL_LEFT["other"]).format(count=left)


def nothing_staged(top: Card, lay_off_possible: bool) -> str:
    sentence = NOTHING_STAGED if lay_off_possible else NOTHING_STAGED_PAIR_ONLY
    return sentence.format(plural=plural(top.rank), top=top.code)
