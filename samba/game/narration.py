"""Plain-language lines for events: the table's narration, the move log and the terminal game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from samba.engine import Card, Observation, RuleSet, codes
from samba.engine import events as E
from samba.engine.analysis import BLACK_THREES, GROUP, SEQUENCE, Meld
from samba.engine.events import Event
from samba.i18n import _, ngettext

from .card_words import RANK_PLURALS, rank_plural, suit_adjective
from .names import SEAT_NAMES, seat_word

__all__ = ["RANK_PLURALS", "SEAT_NAMES", "MeldPhrases", "meld_phrase", "meld_phrases", "narrate", "narrate_all",
           "narrate_each", "replacement_draws", "resumed_story", "seat_name", "shows_dealt_red_threes"]


def seat_name(seat: int, player_count: int, human: int | None = 0, *, watching: bool = False) -> str:
    """Seat names as seen from the bottom seat ``human``, in the player's language: "You", or "South"
    when only watching (every seat a computer); "Seat n" when there is no bottom seat at all (the
    terminal game)."""
    if human is None:
        return _("Seat {number}").format(number=seat + 1)
    name = SEAT_NAMES[player_count][(seat - human) % player_count]
    return seat_word("South" if watching and name == "You" else name)


def is_you(seat: int, human: int | None, *, watching: bool = False) -> bool:
    """True when ``seat`` is the player reading the line (sentences then speak to them: "You draw")."""
    return human is not None and seat == human and not watching


def meld_phrase(meld: Meld, mine: bool = True) -> str:
    """A meld as a player names it: "your kings", "their spade sequence" (not "a meld", not "your Ks")."""
    if meld.kind == GROUP:
        ranks = rank_plural(meld.rank)
        return (_("your {ranks}") if mine else _("their {ranks}")).format(ranks=ranks)
    if meld.kind == SEQUENCE:
        suit = suit_adjective(meld.suit)
        return (_("your {suit} sequence") if mine else _("their {suit} sequence")).format(suit=suit)
    if meld.kind == BLACK_THREES:
        return _("your black threes") if mine else _("their black threes")
    return _("your wild meld") if mine else _("their wild meld")


def side_meld_phrase(meld: Meld) -> str:
    """One of the viewer's side's melds as a partner's lay-off names it: "your side's nines" (the partner added
    to the side's meld, not to one of the player's own)."""
    if meld.kind == GROUP:
        return _("your side's {ranks}").format(ranks=rank_plural(meld.rank))
    if meld.kind == SEQUENCE:
        return _("your side's {suit} sequence").format(suit=suit_adjective(meld.suit))
    if meld.kind == BLACK_THREES:
        return _("your side's black threes")
    return _("your side's wild meld")


class MeldPhrases(dict[int, str]):
    """Every meld's phrase from the viewer's chair (by meld id), and ``by_partner``: the viewer's side's melds as
    another seat's lay-off names them ("North adds 9♠ to your side's nines")."""

    def __init__(self, phrases: Mapping[int, str], by_partner: Mapping[int, str]) -> None:
        super().__init__(phrases)
        self.by_partner = dict(by_partner)


def meld_phrases(melds: Sequence[Meld], viewer_side: int, *, watching: bool = False) -> MeldPhrases:
    """Every meld's phrase from the viewer's chair: the viewer's side's melds are "your", others
    "their" (all "their" when only watching: nobody at the table is "you")."""
    mine = [m for m in melds if m.side == viewer_side and not watching]
    return MeldPhrases({m.id: meld_phrase(m, m.side == viewer_side and not watching) for m in melds},
                       {m.id: side_meld_phrase(m) for m in mine})


def narrate(event: Event, player_count: int, human: int | None = 0, *, meld_names: Mapping[int, str] | None = None,
            replacing: bool = False, watching: bool = False, covering: Card | None = None,
            drawn: bool = False, replacement: bool = False) -> str | None:
    """One sentence for an event, or None when it is not worth a line.

    ``meld_names`` (from ``meld_phrases``) lets a lay-off say which meld it went to; ``replacing``
    marks a draw that only replaces red threes, so it does not read like the turn's own draw;
    ``covering`` is the upcard an upcard was turned onto (S3.3), so the line says why a second one came;
    ``drawn`` marks a red three that came off the stock in a draw (the engine tells it before the draw), so
    the line says it was drawn and replaced rather than read like a card laid out from the hand;
    ``replacement`` one that came off the stock as the replacement of another red three (S5.3).
    Each sentence is written twice, to the player ("You draw") and about another seat ("East
    draws"), since languages change more than the verb's ending between the two.
    """
    who = seat_name(event.seat, player_count, human, watching=watching) if event.seat >= 0 else ""
    you = event.seat >= 0 and is_you(event.seat, human, watching=watching)
    if event.kind == E.RED_THREE and replacement:
        sentence = (_("You draw another red three ({cards}) as a replacement: it is laid out, and the stock "
                      "replaces it too.") if you else
                    _("{who} draws another red three ({cards}) as a replacement: it is laid out, and the stock "
                      "replaces it too."))
        return sentence.format(who=who, cards=codes(event.cards))
    if event.kind == E.RED_THREE and drawn:
        sentence = (_("You draw a red three ({cards}): it is laid out, and the stock replaces it.") if you else
                    _("{who} draws a red three ({cards}): it is laid out, and the stock replaces it."))
        return sentence.format(who=who, cards=codes(event.cards))
    if event.kind == E.UPCARD and covering is not None:
        return _covering_sentence(event, covering).format(covered=codes((covering,)), cards=codes(event.cards))
    template = _sentence(event, you, meld_names or {}, replacing)
    if template is None:
        return None
    values = _values(event, meld_names or {})
    if (event.kind == E.LAYOFF and not you and isinstance(meld_names, MeldPhrases)
            and event.meld in meld_names.by_partner):
        values["meld"] = meld_names.by_partner[event.meld]  # a partner's lay-off goes onto the side's meld
    return template.format(who=who, **values)


def _covering_sentence(event: Event, covered: Card) -> str:
    """Why another upcard follows the first: it was wild or a three (S3.3), or sent under the stock (C4)."""
    if event.text == "buried":
        return _("{covered} goes to the bottom of the stock; the upcard is now {cards}.")
    if covered.is_wild:
        return _("{covered} is wild, so it is covered: the upcard is now {cards} (S3.3).")
    return _("{covered} is a three, so it is covered: the upcard is now {cards} (S3.3).")


def drawn_red_threes(events: Sequence[Event], replacing: set[int]) -> set[int]:
    """Indices of the red threes a seat drew from the stock during its turn's draw (S5.3): the engine lays them
    out before it tells the draw they were replaced in, so they come just before that seat's draw."""
    found: set[int] = set()
    for i, event in enumerate(events):
        if event.kind != E.RED_THREE:
            continue
        j = i + 1
        while j < len(events) and events[j].kind == E.RED_THREE and events[j].seat == event.seat:
            j += 1
        if (j < len(events) and events[j].kind == E.DRAW and events[j].seat == event.seat and j not in replacing
                and events[j].text != "surprise"):
            found.add(i)
    return found


def replacement_red_threes(events: Sequence[Event], replacing: set[int], dealt_shown: bool = True) -> set[int]:
    """Indices of the red threes that came off the stock as replacements at a turn's start (S5.3).

    The engine tells the red threes it lays out before the replacement draw (``replacing``) that follows
    them. With dealt red threes shown at the deal (C7's default, ``dealt_shown``) every red three told there
    was drawn as a replacement; when they are laid out at the first turn instead, the seat's dealt ones come
    first, as many as the replacement cards that finally reach the hand (the draw's count), and only the rest
    were drawn. Without this, "You lay out a red three (3♥)" read as the dealt 3♥ laid out a second time."""
    found: set[int] = set()
    for i in replacing:
        reds = list(range(_red_threes_before(events, i), i))
        dealt = 0 if dealt_shown else events[i].count
        found.update(reds[dealt:])
    return found


def _red_threes_before(events: Sequence[Event], i: int) -> int:
    """Where the run of red threes laid out by event ``i``'s seat just before event ``i`` begins (``i``: none)."""
    seat, j = events[i].seat, i
    while j > 0 and events[j - 1].kind == E.RED_THREE and events[j - 1].seat == seat:
        j -= 1
    return j


def covered_upcards(events: Sequence[Event]) -> dict[int, Card]:
    """Index of each upcard turned onto (or instead of) another → the upcard it covered (S3.3)."""
    return {i: events[i - 1].cards[-1] for i in range(1, len(events))
            if events[i].kind == E.UPCARD and events[i - 1].kind == E.UPCARD and events[i - 1].cards}


def replacement_draws(events: Sequence[Event]) -> set[int]:
    """Indices of the draws that replace red threes at the start of a turn (S5.3).

    The engine lays out and replaces a player's dealt red threes when their first turn begins, so
    the draw comes straight after that seat's TURN event (past any red threes it lays out). Told
    apart, "North draws 2 cards" twice in a row reads as the replacement and then the real draw.

    A whole hand's log (it holds the DEAL) also has every ordinary draw straight after a TURN, the
    previous transition's last event: there a draw replaces only on the seat's first turn of the hand,
    and only when red threes of that seat were laid out before it. A single step's events (the
    table's) never hold an ordinary draw after a TURN, since the draw is the player's next action.
    """
    whole_hand = any(event.kind == E.DEAL for event in events)
    found: set[int] = set()
    turns_seen: dict[int, int] = {}
    reds_seen: dict[int, int] = {}
    for i, event in enumerate(events):
        if event.kind == E.DEAL:
            turns_seen.clear()
            reds_seen.clear()
        elif event.kind == E.TURN:
            turns_seen[event.seat] = turns_seen.get(event.seat, 0) + 1
        elif event.kind == E.RED_THREE:
            reds_seen[event.seat] = reds_seen.get(event.seat, 0) + 1
        if event.kind != E.DRAW or event.text == "surprise":
            continue
        j = _red_threes_before(events, i) - 1
        if not (j >= 0 and events[j].kind == E.TURN and events[j].seat == event.seat):
            continue
        if whole_hand and (turns_seen.get(event.seat, 0) != 1 or not reds_seen.get(event.seat)):
            continue
        found.add(i)
    return found


def _values(event: Event, meld_names: Mapping[int, str]) -> dict[str, object]:
    top = event.cards[-1] if event.cards else None
    hand = event.text.removeprefix("hand ") if event.kind == E.DEAL else ""
    return {"cards": codes(event.cards), "count": event.count, "text": event.text, "hand": hand,
            "ranks": rank_plural(top.rank) if top is not None else "",
            "meld": meld_names.get(event.meld, _("a meld")) if event.meld is not None else _("a meld")}


def _sentence(event: Event, you: bool, meld_names: Mapping[int, str], replacing: bool) -> str | None:
    """The sentence for ``event``, its placeholders unfilled (``who`` is the seat's name)."""
    k, n = event.kind, event.count
    if k == E.DEAL:
        if you:
            return ngettext("You deal hand {hand}: {count} card each.", "You deal hand {hand}: {count} cards each.", n)
        return ngettext("{who} deals hand {hand}: {count} card each.", "{who} deals hand {hand}: {count} cards each.",
                        n)
    if k == E.UPCARD:
        return _("The upcard is {cards}.")
    if k == E.RED_THREE:
        return _("You lay out a red three ({cards}).") if you else _("{who} lays out a red three ({cards}).")
    if k == E.DRAW:
        return _draw_sentence(event, you, replacing)
    if k == E.TAKE_PILE:
        return _take_sentence(event, you)
    if k == E.MELD:
        return _("You meld {cards}.") if you else _("{who} melds {cards}.")
    if k == E.LAYOFF:
        return _("You add {cards} to {meld}.") if you else _("{who} adds {cards} to {meld}.")
    if k == E.MERGE:
        return _("You merge two groups.") if you else _("{who} merges two groups.")
    if k == E.CANASTA:
        return _canasta_sentence(event.text, you)
    if k == E.ASK:
        return _("You ask: “Partner, may I go out?”") if you else _("{who} asks: “Partner, may I go out?”")
    if k == E.ANSWER:
        yes = event.text == "yes"
        if you:
            return _("You answer yes.") if yes else _("You answer no.")
        return _("{who} answers yes.") if yes else _("{who} answers no.")
    if k == E.DISCARD:
        return _("You discard {cards}.") if you else _("{who} discards {cards}.")
    if k == E.GO_OUT:
        return _("You go out!") if you else _("{who} goes out!")
    if k == E.STOCK_EMPTY:
        return _("The stock is empty.")
    if k == E.HAND_END:
        return _hand_end_sentence(event.text, you)
    if k == E.GAME_END:
        return _("The game is over.")
    return None


def _draw_sentence(event: Event, you: bool, replacing: bool) -> str:
    n = event.count
    if event.text == "surprise":
        if you:
            return ngettext("You get the {count} surprise card.", "You get the {count} surprise cards.", n)
        return ngettext("{who} gets the {count} surprise card.", "{who} gets the {count} surprise cards.", n)
    seen = bool(event.cards)
    if replacing:
        if you:
            return (ngettext("You draw {count} replacement card for the red three: {cards}.",
                             "You draw {count} replacement cards for the red threes: {cards}.", n) if seen else
                    ngettext("You draw {count} replacement card for the red three.",
                             "You draw {count} replacement cards for the red threes.", n))
        return (ngettext("{who} draws {count} replacement card for the red three: {cards}.",
                         "{who} draws {count} replacement cards for the red threes: {cards}.", n) if seen else
                ngettext("{who} draws {count} replacement card for the red three.",
                         "{who} draws {count} replacement cards for the red threes.", n))
    if you:
        return (ngettext("You draw {count} card from the stock: {cards}.",
                         "You draw {count} cards from the stock: {cards}.", n) if seen else
                ngettext("You draw {count} card from the stock.", "You draw {count} cards from the stock.", n))
    return (ngettext("{who} draws {count} card from the stock: {cards}.",
                     "{who} draws {count} cards from the stock: {cards}.", n) if seen else
            ngettext("{who} draws {count} card from the stock.", "{who} draws {count} cards from the stock.", n))


def _take_sentence(event: Event, you: bool) -> str:
    n = event.count
    if event.text == "pair" and event.cards:
        if you:
            return ngettext("You take the pile with a pair of {ranks} — {count} card.",
                            "You take the pile with a pair of {ranks} — {count} cards.", n)
        return ngettext("{who} takes the pile with a pair of {ranks} — {count} card.",
                        "{who} takes the pile with a pair of {ranks} — {count} cards.", n)
    if event.text == "layoff":
        if you:
            return ngettext("You take the pile by laying the top card off — {count} card.",
                            "You take the pile by laying the top card off — {count} cards.", n)
        return ngettext("{who} takes the pile by laying the top card off — {count} card.",
                        "{who} takes the pile by laying the top card off — {count} cards.", n)
    if event.text == "sequence_card":
        return _("You take only the top card of the pile.") if you else _("{who} takes only the top card of the pile.")
    if you:
        return ngettext("You take the pile — {count} card.", "You take the pile — {count} cards.", n)
    return ngettext("{who} takes the pile — {count} card.", "{who} takes the pile — {count} cards.", n)


def _canasta_sentence(kind: str, you: bool) -> str:
    if kind == "natural":
        return _("You complete a natural canasta!") if you else _("{who} completes a natural canasta!")
    if kind == "mixed":
        return _("You complete a mixed canasta!") if you else _("{who} completes a mixed canasta!")
    if kind == "samba":
        return _("You complete a samba!") if you else _("{who} completes a samba!")
    if kind == "bolivia":
        return _("You complete a Bolivia!") if you else _("{who} completes a Bolivia!")
    return _("You complete a canasta!") if you else _("{who} completes a canasta!")


def _hand_end_sentence(reason: str, you: bool) -> str:
    """The engine's reason for the end of the hand ("went out", "The stock ran out.") in the player's words."""
    if reason == "went out":
        return _("The hand is over: you went out.") if you else _("The hand is over: {who} went out.")
    if reason.startswith("The stock ran out and"):
        return _("The hand is over: the stock ran out and the pile could not be taken.")
    if reason.startswith("The stock ran out"):
        return _("The hand is over: the stock ran out.")
    return _("The hand is over ({text}).")


def narrate_each(events: Sequence[Event], player_count: int, human: int | None = 0,
                 meld_names: Mapping[int, str] | None = None, *, watching: bool = False,
                 dealt_shown: bool = True) -> list[str | None]:
    """One line (or None) per event, read in context: replacement draws and named melds. ``dealt_shown``: the
    table's dealt red threes are shown at the deal (C7), as ``shows_dealt_red_threes`` says."""
    replacing = replacement_draws(events)
    covered = covered_upcards(events)
    drawn = drawn_red_threes(events, replacing)
    replacements = replacement_red_threes(events, replacing, dealt_shown)
    return [narrate(e, player_count, human, meld_names=meld_names, replacing=i in replacing, watching=watching,
                    covering=covered.get(i), drawn=i in drawn, replacement=i in replacements)
            for i, e in enumerate(events)]


def shows_dealt_red_threes(rules: RuleSet) -> bool:
    """C7: whether dealt red threes are laid out at the deal (replaced at the first turn) rather than at it."""
    return rules.red3_declare_timing == "show_at_deal_replace_first_turn"


def narrate_all(events: Sequence[Event], player_count: int, human: int | None = 0,
                meld_names: Mapping[int, str] | None = None) -> list[str]:
    return [line for line in narrate_each(events, player_count, human, meld_names) if line]


def resumed_story(obs: Observation, watching: bool = False) -> list[str]:
    """The hand so far, retold from the public log when a saved match is resumed, so the move log
    does not start empty (the seat's own draws show as counts: the public log keeps no hidden card)."""
    names = meld_phrases(obs.melds, obs.side, watching=watching)
    return [line for line in narrate_each(obs.log, len(obs.hand_sizes), obs.seat, names, watching=watching,
                                          dealt_shown=shows_dealt_red_threes(obs.rules)) if line]
