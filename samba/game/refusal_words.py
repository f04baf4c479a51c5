"""A refused move in the player's words: the engine's code, rule and parameters made into a sentence.

The engine speaks no language (``Violation.message`` is English for logs). Every code it can refuse
with — and the few the game and table layers add (``WATCHING``, ``ONE_DISCARD``, ``INVALID``…) — has a sentence
here, chosen by the code, then the rule, then the ``case`` parameter where one code covers several
situations; the other parameters fill the sentence (a card code stays a code: the table draws it as
the card's index and suit sign). A test raises every code the engine has and checks it is worded in
every language. An unknown code (a newer engine) falls back to the engine's English, never to nothing.
"""

from __future__ import annotations

from samba.engine import Violation
from samba.i18n import N_, _

from .ask_words import cannot_ask
from .card_words import rank_plural

LESSON = "LESSON"
"""The tutorial's own refusals carry words the lesson already wrote in the player's language."""
WORDED_PARAM = "worded"
"""A refusal the game layer words itself (its ``message`` is already in the player's language, and says more
than the engine's code would: the staging of a pile take, say) carries this parameter."""

# (code, rule, case) → sentence; a rule or case of None matches any.
SENTENCES: dict[tuple[str, str | None, str | None], str] = {
    # whose turn, which phase
    ("HAND_OVER", None, None): N_("The hand is over."),
    ("HAND_NOT_OVER", None, "hand"): N_("The next hand starts only when this one is over."),
    ("HAND_NOT_OVER", None, "game"): N_("The game is over."),
    ("NOT_YOUR_TURN", None, None): N_("It is not your turn."),
    ("WAITING_FOR_ANSWER", None, None): N_("Waiting for the partner to answer."),
    ("MUST_ANSWER", None, None): N_("Your partner asked to go out: answer yes or no."),
    ("NOTHING_TO_ANSWER", None, None): N_("Nobody asked you anything."),
    ("MUST_DRAW", "S4.3", None): N_("Draw first: take two cards from the stock, or take the pile."),
    ("MUST_DRAW", "S14.3", None): N_("Before drawing you may ask only to take the pile and go out at once, "
                                     "and no take lets you do that now. Draw first."),
    ("MUST_DRAW", "S4.3", "last_card"): N_("Draw first: take the last stock card, or take the pile."),
    ("MUST_DRAW", "S4.3", "no_take"): N_("Draw first: take two cards from the stock."),
    ("MUST_DRAW", "S4.3", "last_card_no_take"): N_("Draw first: take the last stock card."),
    ("MUST_DRAW", "S16.3", "empty"): N_("The stock is empty: take the pile if you can, or end the hand."),
    ("MUST_DRAW", "S14.3", "yes"): N_("Your partner said yes: take the pile first, then go out this turn."),
    ("MUST_DRAW", "S14.3", "ask_empty"): N_("Before drawing you may ask only to take the pile and go out at once, "
                                            "and no take lets you do that now."),
    ("ALREADY_DREW", None, None): N_("You have already drawn this turn."),
    ("STOCK_EMPTY", None, None): N_("The stock is empty: take the pile or end the hand."),
    ("WATCHING", None, None): N_("Every seat is played by the computer."),
    ("INVALID", None, None): N_("That move cannot be made: it is not a well-formed move."),
    ("ONE_DISCARD", None, None): N_("Discard one card at a time."),
    ("NOT_NOW", None, None): N_("That cannot be done now."),
    # cards in hand
    ("NOT_IN_HAND", None, "card"): N_("You do not hold {card}."),
    ("NOT_IN_HAND", None, "another"): N_("You do not hold {card} (another one)."),
    ("NOT_IN_HAND", None, None): N_("You do not hold those cards."),
    ("MIN_HAND", "S14.3", "meld"): N_("You must keep a card to discard: you may empty your hand only by going out."),
    ("MIN_HAND", "S14.3", "keep_two"): N_("After melding you must still hold two cards: unless you go out, one card "
                                          "must stay in your hand after your discard."),
    ("MIN_HAND", "S14.3", None): N_("Taking the pile this way leaves you fewer than two cards, "
                                    "and you could not go out this turn."),
    # going out
    ("NEED_TWO_CANASTAS", None, None): N_("Your side needs two canastas to go out (it has {count})."),
    ("NEED_ONE_CANASTA", None, None): N_("Your side needs a canasta to go out."),
    ("NEED_SAMBA_PLUS_ONE", None, None): N_("Your side needs a samba and one more canasta to go out."),
    ("MUST_GO_OUT", "S15.4", "before_draw"): N_("Your partner said yes: take the pile and go out this turn."),
    ("MUST_GO_OUT", "S15.4", "take"): N_("Your partner said yes: take the pile only in a way that lets you go "
                                         "out this turn."),
    ("MUST_GO_OUT", "S15.4", None): N_("Your partner said yes: you must go out this turn."),
    ("MUST_GO_OUT", "S15.4", "last_cards"): N_("Your partner said yes: laying down your last cards is going out, "
                                               "so use Go out."),
    ("MUST_GO_OUT", "S14.3", "last_cards"): N_("You took the pile to go out: laying down your last cards is going "
                                               "out, so use Go out."),
    ("MELD_BLOCKS_GOING_OUT", "S15.4", None): N_("Your partner said yes, so you must go out this turn, and after "
                                                 "laying these cards down you could not."),
    ("MELD_BLOCKS_GOING_OUT", "S14.3", None): N_("You took the pile to go out, so you must go out this turn, and "
                                                 "after laying these cards down you could not."),
    ("MUST_GO_OUT", "S14.3", "ask"): N_("You took the pile to go out: go out now, there is nothing to ask."),
    ("MUST_GO_OUT", "S14.3", None): N_("You took the pile to go out: you must go out this turn."),
    ("MUST_ASK", None, None): N_("Ask your partner before going out."),
    ("MUST_ASK", "BR14", "take"): N_("This take leaves you no way on but going out: ask your partner before you "
                                     "draw."),
    ("NO_ASKING", None, None): N_("At this table nobody asks permission to go out."),
    ("NO_PARTNER", None, None): N_("You have no partner to ask."),
    ("ASKED_ALREADY", None, None): N_("You may ask only once per turn."),
    ("CANNOT_GO_OUT", "S15.4", "merge_first"): N_("You could go out only after merging groups: merge first, "
                                                  "then ask."),
    ("CANNOT_GO_OUT", None, None): N_("You may ask only when you could go out."),
    ("GO_OUT_REFUSED", None, "meld"): N_("Your partner said no: you may not go out this turn, so keep two "
                                          "cards after melding: one to discard and one to hold."),
    ("GO_OUT_REFUSED", None, None): N_("Your partner said no: you may not go out this turn."),
    ("NOT_ALL_CARDS", None, None): N_("To go out, meld every card (one card may be your final discard)."),
    ("LAST_CARD", None, None): N_("Discarding your last card is going out: use Go out."),
    ("NO_DISCARD", None, "go_out"): N_("The stock ran out on a red three: you may go out only by melding every "
                                       "card."),
    ("NO_DISCARD", None, None): N_("The stock ran out on a red three: no discard this turn. Meld, or end the "
                                   "hand."),
    ("CANNOT_END", "S14.1", None): N_("The hand goes on: end your turn with a discard."),
    ("CANNOT_END", None, None): N_("The stock is not empty: draw or take the pile."),
    ("MUST_TAKE_PILE", None, None): N_("The stock is empty and the top card fits your melds: you must take the "
                                       "pile."),
    # the pile
    ("PILE_EMPTY", None, None): N_("The pile is empty."),
    ("PILE_BLOCKED", None, "wild"): N_("The pile is blocked: a wild card is on top. Draw from the stock."),
    ("PILE_BLOCKED", None, "black_three"): N_("The pile is blocked: a black three is on top. Draw from the stock."),
    ("PILE_BLOCKED", None, None): N_("The pile is blocked: a red three is on top. Draw from the stock."),
    ("ONE_CARD_NO_PILE", None, None): N_("With one card in hand you may not take the pile while the stock lasts."),
    ("MELDS_ONLY_WITH_PAIR", None, None): N_("Opening melds go with taking the pile by a pair."),
    ("TOP_CARD_ALONE", None, None): N_("The top card cannot be joined with cards from your hand to extend a meld."),
    ("PILE_FROZEN_UNOPENED", None, None): N_("Your side has not opened: the pile can only be taken with a natural "
                                             "pair."),
    ("PILE_FROZEN", None, None): N_("The pile is frozen: only a natural pair of the top card takes it."),
    ("NO_SUCH_MELD", "S7.3", None): N_("Choose one of your melds for the top card."),
    ("NO_SUCH_MELD", "S10.2", None): N_("Choose two different melds of your side."),
    ("NO_SUCH_MELD", None, None): N_("That meld is not on the table."),
    ("NOT_YOUR_MELD", None, None): N_("You may add cards only to your own side's melds."),
    ("PARTNERS_MELD", None, None): N_("At this table each player adds only to their own melds, not to a "
                                      "partner's."),
    ("NO_PILE_LAYOFF", None, None): N_("At this table the pile can only be taken with a natural pair."),
    ("SAMBA_CLOSED", "S7.5", None): N_("A samba is closed: the top card cannot be added to it."),
    ("SAMBA_CLOSED", None, None): N_("A samba is closed: nothing more can be added."),
    ("TOP_DOES_NOT_FIT", None, "sequence"): N_("{card} does not extend that sequence at either end."),
    ("TOP_DOES_NOT_FIT", None, None): N_("{card} does not fit that meld."),
    ("SEQUENCE_TAKES_ONE", None, None): N_("At this table, extending a sequence from the pile takes only the top "
                                           "card."),
    ("SEQUENCE_TAKES_PILE", None, None): N_("At this table, extending a sequence takes the whole pile."),
    ("NOT_A_SEQUENCE", None, None): N_("Only a sequence can take the top card alone."),
    ("NO_GROUP_LAYOFF", None, None): N_("At this table the top card can only extend a sequence, not a group."),
    ("NOT_ONTO_CANASTA", None, None): N_("The top card cannot be laid off onto a completed canasta."),
    ("PAIR_NEEDS_TWO", None, None): N_("Taking the pile by a pair needs two cards from your hand."),
    ("NO_PILE_FOR_OPENING", None, None): N_("At this table the pile cannot be taken to open."),
    ("PAIR_WRONG_RANK", None, None): N_("You need two natural {ranks} to take the pile with the {card}."),
    ("PILE_PAIR", None, None): N_("You need a natural pair of the top card's rank to take the pile."),
    ("NATURAL_PLUS_WILD", None, None): N_("A natural card and a wild card cannot take the pile: you need a natural "
                                          "pair."),
    ("TWO_WILDS", None, None): N_("Two wild cards cannot take the pile: you need a natural pair."),
    # the opening
    ("OPENING_TOO_LOW", None, "could_not_go_out"): N_("Your side's opening needs {points} points; these melds make "
                                                      "{value}. (Going out at once would need no minimum, but you "
                                                      "could not go out this turn.)"),
    ("OPENING_TOO_LOW", None, None): N_("Your side's opening needs {points} points; these melds make {value}."),
    # melds
    ("EMPTY_MELD", "S4.4", None): N_("Choose cards to meld."),
    ("EMPTY_MELD", None, None): N_("A meld needs cards."),
    ("EMPTY_LAYOFF", None, None): N_("Choose the cards to add."),
    ("RED_THREE_MELD", None, None): N_("Red threes are never melded; they are laid out by themselves."),
    ("BLACK_THREE_WITH_WILD", None, None): N_("Black threes may not be melded with wild cards."),
    ("BLACK_THREE_MIXED", None, None): N_("Black threes can only be melded with other black threes."),
    ("BLACK_THREES_NOT_GOING_OUT", None, None): N_("Black threes may be melded only in the turn you go out."),
    ("WILD_ONLY_MELD", None, None): N_("Wild cards cannot be melded on their own."),
    ("MIXED_MELD", "S9.1", None): N_("A sequence needs natural cards of one suit."),
    ("MIXED_MELD", None, None): N_("A meld is either one rank (a group) or one suit in order (a sequence)."),
    ("WILD_IN_SEQUENCE", None, None): N_("A sequence may not contain wild cards."),
    ("MELD_TOO_SHORT", "S8.1", None): N_("A group needs at least 3 cards."),
    ("MELD_TOO_SHORT", "S9.1", None): N_("A sequence needs at least 3 cards."),
    ("MELD_TOO_SHORT", "S9.1", "any"): N_("A meld needs at least 3 cards: three of one rank, or three in a row of "
                                          "one suit."),
    ("MELD_TOO_SHORT", "BR3", None): N_("A meld of wild cards needs at least 3 cards."),
    ("GROUP_TOO_MANY_WILDS", None, None): N_("A group may hold at most {count} wild cards."),
    ("WILDS_OUTNUMBER", None, None): N_("Wild cards may never outnumber the natural cards in a group."),
    ("WILD_RATIO", None, None): N_("This table needs two natural cards for every wild card in a group."),
    ("SEQUENCE_TOO_LONG", None, "past_ace"): N_("A sequence cannot run past the ace."),
    ("THREE_IN_SEQUENCE", None, None): N_("Threes are never part of a sequence."),
    ("SEQUENCE_SUIT", None, None): N_("All cards of a sequence must be of one suit."),
    ("SEQUENCE_DUPLICATE", None, None): N_("A sequence cannot hold the same card twice."),
    ("SEQUENCE_GAP", None, None): N_("A sequence must run in order without gaps (4 is lowest, A highest, no "
                                     "wrap-around)."),
    ("BOLIVIA_CLOSED", None, None): N_("A Bolivia is closed at 7 wild cards."),
    ("WRONG_RANK", "BR3", None): N_("Only wild cards can go on a meld of wild cards."),
    ("WRONG_RANK", None, None): N_("Only {ranks} or wild cards can go on a group of {ranks}."),
    ("WILD_ON_CANASTA", None, "layoff"): N_("No wild card may be added to a completed canasta."),
    ("WILD_ON_CANASTA", None, "past_seven"): N_("Wild cards may not carry a group past seven cards: once a canasta "
                                                "is complete, no wild card may join it."),
    ("WILD_ON_CANASTA", None, None): N_("A merge may not bring a wild card into a completed canasta."),
    ("DUPLICATE_GROUP", None, None): N_("Your side already has a group of {ranks}: add to it instead."),
    ("NO_SEQUENCE_MERGE", None, None): N_("Two sequences are never joined into one."),
    ("NO_MERGE", None, None): N_("At this table groups cannot be merged."),
    ("MERGE_DIFFERENT", None, None): N_("Only two groups of the same rank can be merged."),
    ("MERGE_BLOCKS_GOING_OUT", None, None): N_("You must go out this turn, and after this merge you could not."),
}
"""Sentences whose count varies are in ``_counted`` (they need ``ngettext``)."""

SOLO = "solo"
"""A refusal told to a player who plays alone (2 or 3 players, 5 individually) carries this parameter
(``for_seat``): the sentences about "your side" say "you" instead — "tu equipo" read wrong to a player with no
team (playtest)."""
SOLO_SENTENCES: dict[tuple[str, str | None, str | None], str] = {
    ("NEED_TWO_CANASTAS", None, None): N_("You need two canastas to go out (you have {count})."),
    ("NEED_ONE_CANASTA", None, None): N_("You need a canasta to go out."),
    ("NEED_SAMBA_PLUS_ONE", None, None): N_("You need a samba and one more canasta to go out."),
    ("PILE_FROZEN_UNOPENED", None, None): N_("You have not opened: the pile can only be taken with a natural pair."),
    ("NO_SUCH_MELD", "S10.2", None): N_("Choose two different melds of yours."),
    ("NOT_YOUR_MELD", None, None): N_("You may add cards only to your own melds."),
    ("OPENING_TOO_LOW", None, "could_not_go_out"): N_("Your opening needs {points} points; these melds make {value}. "
                                                      "(Going out at once would need no minimum, but you could not "
                                                      "go out this turn.)"),
    ("OPENING_TOO_LOW", None, None): N_("Your opening needs {points} points; these melds make {value}."),
    ("DUPLICATE_GROUP", None, None): N_("You already have a group of {ranks}: add to it instead."),
}
"""The sentences of ``SENTENCES`` that speak of "your side", as a player who plays alone reads them."""


def for_seat(problem: Violation, solo: bool) -> Violation:
    """``problem`` marked as told to a player without a partner (unchanged when the player has one)."""
    if not solo or problem.param(SOLO):
        return problem
    return Violation(problem.code, problem.rule, problem.message, (*problem.params, (SOLO, True)))


def _counted(problem: Violation) -> str | None:
    """The refusals that say a number of cards: their plural forms depend on it."""
    from samba.i18n import ngettext

    count = problem.param("count")
    n = count if isinstance(count, int) else 0
    if problem.code == "GROUP_TOO_FEW_NATURALS":
        return ngettext("A group needs at least {count} natural card.", "A group needs at least {count} natural cards.",
                        n)
    if problem.code == "SEQUENCE_TOO_LONG" and problem.param("case") != "past_ace":
        return ngettext("A sequence can never hold more than {count} card.",
                        "A sequence can never hold more than {count} cards.", n)
    if problem.code == "SEQUENCE_SUIT" and isinstance(problem.param("cards"), str) and problem.param("cards"):
        return _off_suit(problem.param("suit"), n)
    if problem.code == "MELD_TOO_SHORT" and problem.rule == "S13.1":
        return ngettext("A meld of black threes needs at least {count}.", "A meld of black threes needs at least "
                        "{count}.", n)
    return None


def _off_suit(suit: object, n: int) -> str:
    """S9.1 naming the cards that break a sequence's suit ({cards}), by the sequence's suit: "The 7♥ is not a
    spade: a sequence is all one suit." (playtest p7: the refusal did not say which card was wrong)."""
    from samba.i18n import ngettext

    if suit == "C":
        return ngettext("The {cards} is not a club: a sequence is all one suit.",
                        "The {cards} are not clubs: a sequence is all one suit.", n)
    if suit == "D":
        return ngettext("The {cards} is not a diamond: a sequence is all one suit.",
                        "The {cards} are not diamonds: a sequence is all one suit.", n)
    if suit == "H":
        return ngettext("The {cards} is not a heart: a sequence is all one suit.",
                        "The {cards} are not hearts: a sequence is all one suit.", n)
    return ngettext("The {cards} is not a spade: a sequence is all one suit.",
                    "The {cards} are not spades: a sequence is all one suit.", n)


def _canasta_needed(problem: Violation) -> str:
    canasta, points = problem.param("canasta"), problem.param("points") or 0
    if problem.param(SOLO):
        if canasta == "natural":
            if points:
                return _("At this score your opening must include {points} points and a natural canasta, samba or "
                         "Bolivia.")
            return _("At this score your opening must include a natural canasta, samba or Bolivia.")
        if points:
            return _("At this score your opening must include {points} points and a completed canasta.")
        return _("At this score your opening must include a completed canasta.")
    if canasta == "natural":
        if points:
            return _("At this score your side's opening must include {points} points and a natural canasta, samba or "
                     "Bolivia.")
        return _("At this score your side's opening must include a natural canasta, samba or Bolivia.")
    if points:
        return _("At this score your side's opening must include {points} points and a completed canasta.")
    return _("At this score your side's opening must include a completed canasta.")


PARTNER = "partner"
"""A refusal told at the table carries the partner's name (``with_partner``): the sentence names them."""
NAMED: dict[tuple[str, str | None], str] = {
    ("GO_OUT_REFUSED", "meld"): N_("{partner} said no: you may not go out this turn, so keep two cards after "
                                      "melding: one to discard and one to hold."),
    ("GO_OUT_REFUSED", None): N_("{partner} said no: you may not go out this turn."),
    ("MUST_GO_OUT", None): N_("{partner} said yes: you must go out this turn."),
}
"""The partner's answer told with the partner's name: a newcomer just told "No, not yet." by North reads
"North said no", not "your partner" (S15.4)."""


def with_partner(problem: Violation, partner: str | None) -> Violation:
    """``problem`` carrying the partner's name, for a refusal that is about the partner's answer (unchanged for
    any other refusal, or when there is no partner to name)."""
    if not partner or problem.rule != "S15.4" or problem.code not in {code for code, _case in NAMED}:
        return problem
    return Violation(problem.code, problem.rule, problem.message, (*problem.params, (PARTNER, partner[:40])))


def template(problem: Violation) -> str | None:
    """The sentence for ``problem`` in the player's language, placeholders unfilled (None: no wording)."""
    if problem.param(PARTNER):
        case = problem.param("case")
        named = NAMED.get((problem.code, case if isinstance(case, str) else None)) or NAMED.get((problem.code, None))
        if named is not None and (problem.code, case) != ("MUST_GO_OUT", "before_draw") \
                and (problem.code, case) != ("MUST_GO_OUT", "take"):
            return _(named)
    if problem.code == "OPENING_NEEDS_CANASTA":
        return _canasta_needed(problem)
    asked = cannot_ask(problem)
    if asked is not None:
        return asked
    counted = _counted(problem)
    if counted is not None:
        return counted
    case = problem.param("case")
    tables = (SOLO_SENTENCES, SENTENCES) if problem.param(SOLO) else (SENTENCES,)
    for key in ((problem.code, problem.rule, case), (problem.code, None, case), (problem.code, problem.rule, None),
                (problem.code, None, None)):
        for sentences in tables:
            if key in sentences:
                return _(sentences[key])
    return None


def refusal_words(problem: Violation) -> str:
    """What the player reads when ``problem`` refuses their move: one sentence, no rule number."""
    if problem.code == LESSON or problem.param(WORDED_PARAM):
        return problem.message
    sentence = template(problem)
    if sentence is None:
        return problem.message
    values: dict[str, object] = dict(problem.params)
    rank = problem.param("rank")
    if isinstance(rank, int):
        values["ranks"] = rank_plural(rank)
    cards = problem.param("cards")
    if isinstance(cards, str) and " " in cards:
        *rest, last = cards.split()
        values["cards"] = _("{first} and {last}").format(first=", ".join(rest), last=last)
    try:
        return sentence.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation with a placeholder this refusal lacks
        return problem.message


def refusal_text(problem: Violation) -> str:
    """The sentence with its rule, as the table shows it: "The pile is frozen: … (S7.4)"."""
    words = refusal_words(problem)
    return f"{words} ({problem.rule})" if problem.rule else words
