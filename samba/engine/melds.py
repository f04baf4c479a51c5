"""Melds and their legality (S8 groups, S9 sequences, S10 merging, S13 black threes, BR3 wild melds).

Every check returns a ``Violation`` (or ``None``) instead of raising, so the same functions serve
``check()`` for the UI, ``legal_actions`` for bots, and the going-out search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import ALL_FACES, NATURAL_RANKS, POINTS_OF, RANK_NAMES, RANK_OF, SUIT_OF, Card
from .errors import Violation
from .records import evolver, fast_init
from .rules import RuleSet

GROUP = "group"
SEQUENCE = "sequence"
BLACK_THREES = "black_threes"
WILD_MELD = "wild"
"""A meld of wild cards only (Brazilian BR3); seven of them make a Bolivia."""

CANASTA_SIZE = 7

_WILD = tuple(c.is_wild for c in ALL_FACES)
_NATURAL = tuple(c.is_natural for c in ALL_FACES)
_WILD_MARKS = bytes(_WILD) + bytes(256 - len(_WILD))
"""``bytes.translate`` table: a wild card's value → 1, any other value → 0 (``wild_count``)."""
_SEQUENCE_KEY = tuple((RANK_OF[c] if c.is_natural else 99, int(c)) for c in ALL_FACES)
"""Card value → its place in a sequence (``sort_cards``): naturals by rank, wild cards last."""


@fast_init
@dataclass(frozen=True, slots=True)
class Meld:
    """A meld on the table. ``cards`` are kept sorted (sequences by rank)."""

    id: int
    side: int
    seat: int
    """The player who laid it first (for ``melds_owned_by=player`` and the concealed bonus)."""
    kind: str
    cards: tuple[Card, ...]
    rank: int = 0
    suit: str = ""
    turn: int = 0
    """The hand's turn counter when it was laid (BR15: onto melds made before this turn)."""
    _derived: object = field(default=None, init=False, repr=False, compare=False)
    """Facts of these cards under one rule set, memoised by ``facts.meld_facts`` (not compared,
    printed or saved; empty in every copy)."""

    def memo(self) -> object:
        """What ``facts.meld_facts`` memoised on this record (None until then)."""
        return self._derived

    def keep_memo(self, value: object) -> None:
        """Memoise ``value`` on this frozen record (the one mutation it allows: see ``_derived``)."""
        object.__setattr__(self, "_derived", value)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def wilds(self) -> int:
        return wild_count(self.cards)

    @property
    def naturals(self) -> int:
        return sum(map(_NATURAL.__getitem__, self.cards))

    @property
    def is_complete(self) -> bool:
        """A canasta, samba or Bolivia (S11.2)."""
        return self.kind != BLACK_THREES and len(self.cards) >= CANASTA_SIZE

    @property
    def canasta_kind(self) -> str | None:
        """``natural`` / ``mixed`` / ``samba`` / ``bolivia``, or None while incomplete."""
        if not self.is_complete:
            return None
        if self.kind == SEQUENCE:
            return "samba"
        if self.kind == WILD_MELD:
            return "bolivia"
        return "mixed" if self.wilds else "natural"

    @property
    def points(self) -> int:
        return sum(map(POINTS_OF.__getitem__, self.cards))

    def describe(self) -> str:
        if self.kind == GROUP:
            what = f"group of {RANK_NAMES[self.rank]}s"
        elif self.kind == SEQUENCE:
            what = f"{self.suit} sequence"
        elif self.kind == BLACK_THREES:
            what = "black threes"
        else:
            what = "wild meld"
        return f"{what} ({len(self.cards)} cards)"


_evolve_meld = evolver(Meld, memos=("_derived",))


def with_cards(meld: Meld, cards: tuple[Card, ...]) -> Meld:
    """The same meld holding ``cards`` (``dataclasses.replace(meld, cards=cards)``, faster)."""
    return _evolve_meld(meld, {"cards": cards})


def sort_cards(kind: str, cards: Sequence[Card]) -> tuple[Card, ...]:
    if kind == SEQUENCE:
        return tuple(sorted(cards, key=_SEQUENCE_KEY.__getitem__))
    return tuple(sorted(cards))


def _v(code: str, rule: str, message: str, **params: str | int) -> Violation:
    return Violation(code, rule, message, tuple(params.items()))


def classify(cards: Sequence[Card], rules: RuleSet) -> tuple[str, int, str] | Violation:
    """What kind of new meld these cards would be: (kind, rank, suit), or why none."""
    if not cards:
        return _v("EMPTY_MELD", "S8.1", "A meld needs cards.")
    # Card values, not properties (every new meld offered is classified): 3D and 3H are the red
    # threes, 3C and 3S the black ones.
    if 5 in cards or 6 in cards:
        return _v("RED_THREE_MELD", "S5.1", "Red threes are never melded; they are laid out by themselves.")
    if 4 in cards or 7 in cards:
        if all(c == 4 or c == 7 for c in cards):
            return (BLACK_THREES, 3, "")
        if any(_WILD[c] for c in cards):
            return _v("BLACK_THREE_WITH_WILD", "S13.1", "Black threes may not be melded with wild cards.")
        return _v("BLACK_THREE_MIXED", "S13.1", "Black threes can only be melded with other black threes.")
    naturals = [c for c in cards if _NATURAL[c]]
    if not naturals:
        if rules.allow_wild_only_melds:
            return (WILD_MELD, 0, "")
        return _v("WILD_ONLY_MELD", "S8.3", "Wild cards cannot be melded on their own.")
    first = RANK_OF[naturals[0]]
    for c in naturals:
        if RANK_OF[c] != first:
            break
    else:
        return (GROUP, first, "")
    suit = SUIT_OF[naturals[0]]
    for c in naturals:
        if SUIT_OF[c] != suit:
            if len({RANK_OF[n] for n in naturals}) == len(naturals):
                # No two naturals of one rank: these can only be meant as a sequence, and S9.1 refuses its suits.
                return _sequence_suit(naturals)
            return _v("MIXED_MELD", "S8.1", "A meld is either one rank (a group) or one suit in order (a sequence).")
    if len(naturals) != len(cards) and not rules.allow_wild_in_sequence:
        return _v("WILD_IN_SEQUENCE", "S9.2", "A sequence may not contain wild cards.")
    return (SEQUENCE, 0, suit)


def _sequence_suit(naturals: Sequence[Card], suit: str | None = None) -> Violation:
    """S9.1 refusing natural cards of more than one suit in a sequence, naming them: ``suit`` is the sequence's
    (None: the suit most of ``naturals`` share, the earliest such card's on a tie) and ``cards`` the codes of the
    naturals not of it, in the order given (``count`` of them)."""
    if suit is None:
        tally = [SUIT_OF[c] for c in naturals]
        suit = max(tally, key=tally.count)  # max keeps the first of equals
    off = [Card(c).code for c in naturals if SUIT_OF[c] != suit]
    return _v("SEQUENCE_SUIT", "S9.1", "All cards of a sequence must be of one suit.", suit=suit,
              cards=" ".join(off), count=len(off))


def check_group(cards: Sequence[Card], rules: RuleSet) -> Violation | None:
    """S8.1–S8.2 (and their options): size, natural count, wild limit, wild ratio."""
    return group_shape_problem(len(cards), wild_count(cards), rules)


def wild_count(cards: Sequence[Card]) -> int:
    """How many wild cards (2s and jokers) among ``cards`` (counted in C, on the cards' values)."""
    return bytes(cards).translate(_WILD_MARKS).count(1)


def group_shape_problem(size: int, wilds: int, rules: RuleSet) -> Violation | None:
    """S8.1–S8.2 for a group of ``size`` cards of which ``wilds`` are wild (``check_group`` counts
    them; callers that already know the counts ask this directly)."""
    if size < 3:
        return _v("MELD_TOO_SHORT", "S8.1", "A group needs at least 3 cards.")
    naturals = size - wilds
    if naturals < rules.min_naturals_per_group:
        need = rules.min_naturals_per_group
        return _v("GROUP_TOO_FEW_NATURALS", "S8.2",
                  f"A group needs at least {need} natural card{'s' if need > 1 else ''}.", count=need)
    limit = rules.wild_limit
    if limit is not None and wilds > limit:
        return _v("GROUP_TOO_MANY_WILDS", "S8.2", f"A group may hold at most {limit} wild cards.", count=limit)
    if rules.wild_ratio_rule == "naturals_ge_wilds" and wilds > naturals:
        return _v("WILDS_OUTNUMBER", "S8.2", "Wild cards may never outnumber the natural cards in a group.")
    if rules.wild_ratio_rule == "naturals_ge_twice_wilds" and naturals < 2 * wilds:
        return _v("WILD_RATIO", "C16", "This table needs two natural cards for every wild card in a group.")
    return None


def check_sequence(cards: Sequence[Card], rules: RuleSet, *, going_out: bool = False) -> Violation | None:
    """S9.1–S9.4: one suit, consecutive from 4 to A, 3 to 7 cards (wilds only by option)."""
    if len(cards) < 3:
        return _v("MELD_TOO_SHORT", "S9.1", "A sequence needs at least 3 cards.")
    longest = rules.max_sequence_length
    if len(cards) > longest and not (going_out and rules.samba_extend_when_going_out):
        return _v("SEQUENCE_TOO_LONG", "S9.3", f"A sequence can never hold more than {longest} cards.",
                  count=longest)
    naturals = [c for c in cards if _NATURAL[c]]
    if 4 in cards or 5 in cards or 6 in cards or 7 in cards:  # (3C 3D 3H 3S)
        return _v("THREE_IN_SEQUENCE", "S9.2", "Threes are never part of a sequence.")
    if len(naturals) != len(cards) and not rules.allow_wild_in_sequence:
        return _v("WILD_IN_SEQUENCE", "S9.2", "A sequence may not contain wild cards.")
    if not naturals:
        return _v("MIXED_MELD", "S9.1", "A sequence needs natural cards of one suit.")
    if len({SUIT_OF[c] for c in naturals}) != 1:
        return _v("SEQUENCE_SUIT", "S9.1", "All cards of a sequence must be of one suit.")
    ranks = sorted([RANK_OF[c] for c in naturals])
    if len(set(ranks)) != len(ranks):
        return _v("SEQUENCE_DUPLICATE", "S9.1", "A sequence cannot hold the same card twice.")
    span = ranks[-1] - ranks[0] + 1
    gaps = span - len(ranks)
    spare_wilds = len(cards) - len(naturals)
    if gaps > spare_wilds:
        return _v("SEQUENCE_GAP", "S9.1",
                  "A sequence must run in order without gaps (4 is lowest, A highest, no wrap-around).")
    if len(cards) > len(NATURAL_RANKS):
        return _v("SEQUENCE_TOO_LONG", "S9.1", "A sequence cannot run past the ace.", case="past_ace")
    return None


def check_black_threes(cards: Sequence[Card], rules: RuleSet, *, going_out: bool) -> Violation | None:
    """S13.1: only in the going-out turn, 3 or more, no wild cards."""
    if not going_out:
        return _v("BLACK_THREES_NOT_GOING_OUT", "S13.1",
                  "Black threes may be melded only in the turn you go out.")
    if len(cards) < rules.black3_meld_min:
        return _v("MELD_TOO_SHORT", "S13.1", f"A meld of black threes needs at least {rules.black3_meld_min}.",
                  count=rules.black3_meld_min)
    return None


def check_wild_meld(cards: Sequence[Card], rules: RuleSet) -> Violation | None:
    """BR3: 3 to 7 wild cards; seven make a closed Bolivia."""
    if not rules.allow_wild_only_melds:
        return _v("WILD_ONLY_MELD", "S8.3", "Wild cards cannot be melded on their own.")
    if len(cards) < 3:
        return _v("MELD_TOO_SHORT", "BR3", "A meld of wild cards needs at least 3 cards.")
    if len(cards) > CANASTA_SIZE:
        return _v("BOLIVIA_CLOSED", "BR3", "A Bolivia is closed at 7 wild cards.")
    return None


def check_new_meld(cards: Sequence[Card], rules: RuleSet, *, going_out: bool = False
                   ) -> tuple[str, int, str] | Violation:
    """A brand-new meld from the hand: its kind, or why it is not a meld.

    Every meld has at least three cards (S8.1 groups, S9.1 sequences; S13.1 and BR3 for black threes and wild
    cards alone, which say so themselves), so fewer cards with a natural among them are refused for their number
    first: "4C 5H" is too short before it is a sequence of two suits (playtest p9)."""
    if 0 < len(cards) < 3:
        short = _too_short(cards)
        if short is not None:
            return short
    kind = classify(cards, rules)
    if isinstance(kind, Violation):
        return kind
    name = kind[0]
    if name == GROUP:
        problem = check_group(cards, rules)
    elif name == SEQUENCE:
        problem = check_sequence(cards, rules, going_out=going_out)
    elif name == BLACK_THREES:
        problem = check_black_threes(cards, rules, going_out=going_out)
    else:
        problem = check_wild_meld(cards, rules)
    return problem or kind


def _too_short(cards: Sequence[Card]) -> Violation | None:
    """One or two cards holding a natural card (and no three, whose own rules S5.1 and S13.1 speak first): too few
    for a group of their rank (S8.1), for a sequence of their suit (S9.1), or, of two ranks and two suits, for any
    meld."""
    if any(c in (4, 5, 6, 7) for c in cards):  # (3C 3D 3H 3S)
        return None
    naturals = [c for c in cards if _NATURAL[c]]
    if not naturals:
        return None
    if len({RANK_OF[c] for c in naturals}) == 1:
        return _v("MELD_TOO_SHORT", "S8.1", "A group needs at least 3 cards.")
    if len({SUIT_OF[c] for c in naturals}) == 1:
        return _v("MELD_TOO_SHORT", "S9.1", "A sequence needs at least 3 cards.")
    return _v("MELD_TOO_SHORT", "S9.1", "A meld needs at least 3 cards: three of one rank, or three in a row of one "
              "suit.", case="any")


def check_layoff(meld: Meld, added: Sequence[Card], rules: RuleSet, *, going_out: bool = False
                 ) -> Violation | None:
    """Adding hand cards to a meld already on the table (S8.5, S8.6, S9.3, S9.4, BR3)."""
    if not added:
        return _v("EMPTY_LAYOFF", "S4.4", "Choose the cards to add.")
    if any(c.is_red_three for c in added):
        return _v("RED_THREE_MELD", "S5.1", "Red threes are never melded; they are laid out by themselves.")
    combined = meld.cards + tuple(added)
    if meld.kind == GROUP:
        for c in added:
            if c.is_black_three or (c.is_natural and c.rank != meld.rank):
                return _v("WRONG_RANK", "S8.1",
                          f"Only {RANK_NAMES[meld.rank]}s or wild cards can go on a group of "
                          f"{RANK_NAMES[meld.rank]}s.", rank=meld.rank)
        wilds_added = sum(1 for c in added if c.is_wild)
        if wilds_added and not rules.allow_wild_on_completed_canasta and (
            meld.size >= CANASTA_SIZE or meld.size + wilds_added > CANASTA_SIZE
        ):
            # [ENGINE DECISION] wild cards added with naturals in one lay-off count as added first,
            # so they may not carry a group past seven cards.
            if meld.size >= CANASTA_SIZE:
                return _v("WILD_ON_CANASTA", "S8.5", "No wild card may be added to a completed canasta.",
                          case="layoff")
            return _v("WILD_ON_CANASTA", "S8.5", "Wild cards may not carry a group past seven cards: "
                      "once a canasta is complete, no wild card may join it.", case="past_seven")
        return check_group(combined, rules)
    if meld.kind == SEQUENCE:
        if meld.size >= rules.max_sequence_length and not (going_out and rules.samba_extend_when_going_out):
            return _v("SAMBA_CLOSED", "S9.4", "A samba is closed: nothing more can be added.")
        for c in added:
            if c.is_wild and not rules.allow_wild_in_sequence:
                return _v("WILD_IN_SEQUENCE", "S9.2", "A sequence may not contain wild cards.")
            if c.is_natural and c.suit != meld.suit:
                return _sequence_suit([n for n in added if n.is_natural], meld.suit)
        return check_sequence(combined, rules, going_out=going_out)
    if meld.kind == WILD_MELD:
        if any(not c.is_wild for c in added):
            return _v("WRONG_RANK", "BR3", "Only wild cards can go on a meld of wild cards.")
        return check_wild_meld(combined, rules)
    if any(not c.is_black_three for c in added):
        return _v("BLACK_THREE_MIXED", "S13.1", "Black threes can only be melded with other black threes.")
    return check_black_threes(combined, rules, going_out=going_out)


def sequence_fits_end(meld: Meld, card: Card, rules: RuleSet) -> bool:
    """Whether ``card`` alone extends this sequence at its low or high end (S7.3b2), not a gap."""
    if meld.kind != SEQUENCE or not card.is_natural or card.suit != meld.suit:
        return False
    ranks = [c.rank for c in meld.cards if c.is_natural]
    if min(ranks) <= card.rank <= max(ranks):
        return False
    return check_sequence((*meld.cards, card), rules) is None


def canasta_count(melds: Sequence[Meld]) -> int:
    return sum(1 for m in melds if m.is_complete)


def samba_count(melds: Sequence[Meld]) -> int:
    return sum(1 for m in melds if m.kind == SEQUENCE and m.is_complete)


def merge_melds(melds: Sequence[Meld], a: Meld, b: Meld) -> tuple[Meld, ...]:
    """The side's melds after ``b`` is joined into ``a`` (S10.2): ``a`` keeps its id and place."""
    merged = with_cards(a, sort_cards(a.kind, a.cards + b.cards))
    return tuple(merged if m.id == a.id else m for m in melds if m.id != b.id)
