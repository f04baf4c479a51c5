"""Plain-language lines for events: the table's narration, the move log and the terminal game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from samba.engine import RANK_NAMES, Observation, codes
from samba.engine import events as E
from samba.engine.analysis import BLACK_THREES, GROUP, SEQUENCE, Meld
from samba.engine.events import Event

SEAT_NAMES = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "Northwest", "Northeast", "East"),
    6: ("You", "West", "Northwest", "North", "Northeast", "East"),
}


def seat_name(seat: int, player_count: int, human: int | None = 0, *, watching: bool = False) -> str:
    """Seat names as seen from the bottom seat ``human``: "You", or "South" when only watching
    (every seat a computer); "Seat n" when there is no bottom seat at all (the terminal game)."""
    if human is None:
        return f"Seat {seat + 1}"
    name = SEAT_NAMES[player_count][(seat - human) % player_count]
    return "South" if watching and name == "You" else name


RANK_PLURALS = {0: "jokers", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
                8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings", 14: "aces"}
SUIT_WORDS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}


def meld_phrase(meld: Meld, mine: bool = True) -> str:
    """A meld as a player names it: "your kings", "their spade sequence" (not "a meld", not "your Ks")."""
    whose = "your" if mine else "their"
    if meld.kind == GROUP:
        return f"{whose} {RANK_PLURALS.get(meld.rank, RANK_NAMES.get(meld.rank, '?') + 's')}"
    if meld.kind == SEQUENCE:
        return f"{whose} {SUIT_WORDS.get(meld.suit, meld.suit)} sequence"
    if meld.kind == BLACK_THREES:
        return f"{whose} black threes"
    return f"{whose} wild meld"


def meld_phrases(melds: Sequence[Meld], viewer_side: int, *, watching: bool = False) -> dict[int, str]:
    """Every meld's phrase from the viewer's chair: the viewer's side's melds are "your", others
    "their" (all "their" when only watching: nobody at the table is "you")."""
    return {m.id: meld_phrase(m, m.side == viewer_side and not watching) for m in melds}


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


def narrate(event: Event, player_count: int, human: int | None = 0, *, meld_names: Mapping[int, str] | None = None,
            replacing: bool = False, watching: bool = False) -> str | None:
    """One sentence for an event, or None when it is not worth a line.

    ``meld_names`` (from ``meld_phrases``) lets a lay-off say which meld it went to; ``replacing``
    marks a draw that only replaces red threes, so it does not read like the turn's own draw.
    """
    who = seat_name(event.seat, player_count, human, watching=watching) if event.seat >= 0 else ""
    line = _third_person(event, who, meld_names or {}, replacing)
    return _say(who, line[len(who) + 1:]) if line and who and line.startswith(who + " ") else line


def replacement_draws(events: Sequence[Event]) -> set[int]:
    """Indices of the draws that replace red threes at the start of a turn (S5.3).

    The engine lays out and replaces a player's dealt red threes when their first turn begins, so
    the draw comes straight after that seat's TURN event (past any red threes it lays out). Told
    apart, "North draws 2 cards" twice in a row reads as the replacement and then the real draw.
    """
    found: set[int] = set()
    for i, event in enumerate(events):
        if event.kind != E.DRAW or event.text == "surprise":
            continue
        j = i - 1
        while j >= 0 and events[j].kind == E.RED_THREE and events[j].seat == event.seat:
            j -= 1
        if j >= 0 and events[j].kind == E.TURN and events[j].seat == event.seat:
            found.add(i)
    return found


def _third_person(event: Event, who: str, meld_names: Mapping[int, str], replacing: bool) -> str | None:
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
        if replacing:
            plural = "s" if event.count != 1 else ""
            return f"{who} draws {event.count} replacement card{plural} for the red three{plural}{seen}."
        return f"{who} draws {event.count} card{'s' if event.count != 1 else ''} from the stock{seen}."
    if k == E.TAKE_PILE:
        top = event.cards[-1] if event.cards else None
        how = {"pair": f"with a pair of {RANK_NAMES[top.rank]}s" if top else "with a pair",
               "layoff": "by laying the top card off", "sequence_card": "— only the top card"}.get(event.text, "")
        return f"{who} takes the pile {how} — {event.count} card{'s' if event.count != 1 else ''}."
    if k == E.MELD:
        return f"{who} melds {codes(event.cards)}."
    if k == E.LAYOFF:
        return f"{who} adds {codes(event.cards)} to {meld_names.get(event.meld, 'a meld')}."
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


def narrate_each(events: Sequence[Event], player_count: int, human: int | None = 0,
                 meld_names: Mapping[int, str] | None = None, *, watching: bool = False) -> list[str | None]:
    """One line (or None) per event, read in context: replacement draws and named melds."""
    replacing = replacement_draws(events)
    return [narrate(e, player_count, human, meld_names=meld_names, replacing=i in replacing, watching=watching)
            for i, e in enumerate(events)]


def narrate_all(events: Sequence[Event], player_count: int, human: int | None = 0,
                meld_names: Mapping[int, str] | None = None) -> list[str]:
    return [line for line in narrate_each(events, player_count, human, meld_names) if line]


def resumed_story(obs: Observation, watching: bool = False) -> list[str]:
    """The hand so far, retold from the public log when a saved match is resumed, so the move log
    does not start empty (the seat's own draws show as counts: the public log keeps no hidden card)."""
    names = meld_phrases(obs.melds, obs.side, watching=watching)
    return [line for line in narrate_each(obs.log, len(obs.hand_sizes), obs.seat, names, watching=watching) if line]
