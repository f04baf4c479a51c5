"""Plain-language lines for events: the table's narration, the move log and the terminal game."""

from __future__ import annotations

from collections.abc import Sequence

from samba.engine import events as E
from samba.engine.cards import RANK_NAMES, codes
from samba.engine.events import Event

SEAT_NAMES = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "Northwest", "Northeast", "East"),
    6: ("You", "West", "Northwest", "North", "Northeast", "East"),
}


def seat_name(seat: int, player_count: int, human: int | None = 0) -> str:
    """Seat names as seen from the human at seat 0 (or compass names when nobody is human)."""
    if human is None:
        return f"Seat {seat + 1}"
    names = SEAT_NAMES[player_count]
    return names[(seat - human) % player_count]


def _say(who: str, third_person: str) -> str:
    """Subject and verb agreeing: "East draws", "You draw"."""
    if who != "You":
        return f"{who} {third_person}"
    verb, _, rest = third_person.partition(" ")
    base = _BASE_VERBS.get(verb, verb)
    return f"You {base} {rest}".rstrip()


_BASE_VERBS = {"deals": "deal", "lays": "lay", "draws": "draw", "takes": "take", "melds": "meld", "adds": "add",
               "merges": "merge", "completes": "complete", "asks:": "ask:", "answers": "answer",
               "discards": "discard", "goes": "go", "gets": "get"}


def narrate(event: Event, player_count: int, human: int | None = 0) -> str | None:
    """One sentence for an event, or None when it is not worth a line."""
    who = seat_name(event.seat, player_count, human) if event.seat >= 0 else ""
    line = _third_person(event, who)
    return _say(who, line[len(who) + 1:]) if line and who and line.startswith(who + " ") else line


def _third_person(event: Event, who: str) -> str | None:
    k = event.kind
    if k == E.DEAL:
        return f"{who} deals {event.text}: {event.count} cards each."
    if k == E.UPCARD:
        return f"The upcard is {codes(event.cards)}."
    if k == E.RED_THREE:
        return f"{who} lays out a red three ({codes(event.cards)})."
    if k == E.DRAW:
        if event.text == "surprise":
            return f"{who} gets the {event.count} surprise cards."
        seen = f": {codes(event.cards)}" if event.cards else ""
        return f"{who} draws {event.count} card{'s' if event.count != 1 else ''} from the stock{seen}."
    if k == E.TAKE_PILE:
        top = event.cards[-1] if event.cards else None
        how = {"pair": f"with a pair of {RANK_NAMES[top.rank]}s" if top else "with a pair",
               "layoff": "by laying the top card off", "sequence_card": "— only the top card"}.get(event.text, "")
        return f"{who} takes the pile {how} — {event.count} card{'s' if event.count != 1 else ''}."
    if k == E.MELD:
        return f"{who} melds {codes(event.cards)}."
    if k == E.LAYOFF:
        return f"{who} adds {codes(event.cards)} to a meld."
    if k == E.MERGE:
        return f"{who} merges two groups."
    if k == E.CANASTA:
        kind = {"natural": "a natural canasta", "mixed": "a mixed canasta", "samba": "a samba",
                "bolivia": "a Bolivia"}.get(event.text, "a canasta")
        return f"{who} completes {kind}!"
    if k == E.ASK:
        return f"{who} asks: “Partner, may I go out?”"
    if k == E.ANSWER:
        return f"{who} answers {event.text}."
    if k == E.DISCARD:
        return f"{who} discards {codes(event.cards)}."
    if k == E.GO_OUT:
        return f"{who} goes out!"
    if k == E.STOCK_EMPTY:
        return "The stock is empty."
    if k == E.HAND_END:
        return f"The hand is over ({event.text})."
    if k == E.GAME_END:
        return "The game is over."
    return None


def narrate_all(events: Sequence[Event], player_count: int, human: int | None = 0) -> list[str]:
    return [line for e in events if (line := narrate(e, player_count, human))]
