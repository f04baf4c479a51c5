"""Facts of one seat's hand, computed once per ``Observation`` and shared by every question asked
of it: ``legal_actions`` and its random sampler, the going-out test (``goout``) and the bots.

Why: a hand is a multiset of 53 faces, and most questions about it are counts — how many of this
face, how many naturals of this rank, which ranks of this suit are present, how many wild cards.
Before this module each caller rebuilt its own view of ``obs.hand`` (and ``obs.my_melds()``) several
times per decision. ``hand_facts(obs)`` builds them once and keeps them on the observation.

The observation is immutable, so the facts are a pure function of it; they are memoised in the
observation's private ``_derived`` slot, through its ``memo``/``keep_memo`` (compared, printed and
copied by nobody: ``dataclasses.replace`` makes a new observation with an empty slot). The going-out
answer is memoised beside them (``goout.find_go_out``), so asking "can I go out?" for the offer, for
"may I ask?" and for the bot's own choice costs one search.

Face numbering (``cards``): value = (rank - 2) * 4 + suit index for ranks 2..A, 52 = joker. So the
2s are faces 0..3, the black 3s 4 and 7, the red 3s 5 and 6, naturals 8..51.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from .cards import ALL_FACES, JK, NATURAL, RANK_OF, Card
from .melds import CANASTA_SIZE, GROUP, SEQUENCE, Meld, check_layoff, group_shape_problem, wild_count
from .rules import RuleSet

if TYPE_CHECKING:
    from .actions import GoOut
    from .observation import Observation

FACES = 53
JOKER = 52
WILD_FACES = (0, 1, 2, 3, JOKER)
"""The wild faces in card order (2C 2D 2H 2S JK)."""

_CODE = bytes(RANK_OF[v] if NATURAL[v] else 2 if v < 4 or v == JOKER else 1 if v in (4, 7) else 3
              for v in range(FACES)) + bytes(256 - FACES)
"""A ``bytes.translate`` table, face → code: the rank of a natural (4..14), 2 for a wild card, 1 for
a black 3, 3 for a red 3."""
_MARKED = 255
_UNMARK = bytes(1 if v == _MARKED else 0 for v in range(256))
"""``bytes.translate`` table: a marked face (255) → 1, every face value (0..52) → 0."""
_MARK = bytes([_MARKED])
_FACE_VALUES = bytes(range(FACES))
_FACE_CARD = ALL_FACES.__getitem__
"""Face value → its card (``ALL_FACES[v]``)."""
_SUIT_MASKS = tuple(sum(1 << (8 * v) for v in range(8 + suit, 52, 4)) for suit in range(4))
"""The natural faces of each suit, as bits 8·v (``HandFacts.mask``)."""
_POINTS = bytes(c.points for c in ALL_FACES) + bytes(256 - FACES)
"""``bytes.translate`` table: face → card points (S1.2), for ``HandFacts.points``."""
_SUIT_CODE = bytes(1 + (v & 3) if NATURAL[v] else 0 for v in range(FACES)) + bytes(256 - FACES)
"""``bytes.translate`` table: a natural face → 1 + its suit index (C D H S), any other face → 0."""
_BIT_CHAR = b"01" + bytes(254)
"""``bytes.translate`` table: a presence byte 0/1 → the digit ``0``/``1`` (read by ``int(…, 2)``)."""
_WILD_BITS = sum(1 << (8 * v) for v in WILD_FACES)
"""The wild faces as bits 8·v (``HandFacts.mask``)."""
_RUN_STARTS = sum(1 << (8 * v) for v in range(8, 44))
"""In the little-endian integer of the presence bytes (bit 8·v for face v): the natural faces that
can start a run of three ranks of their suit (ranks 4..Q; the same suit is 4 faces up)."""

_RANK_JOINS = tuple(sum(1 << (8 * v) for v in range((rank - 2) * 4, (rank - 1) * 4)) if rank >= 2 else 0
                    for rank in range(15))
"""Per rank, its four natural faces as bits 8·v (``MeldFacts.joins`` of a group of that rank): built
once here rather than for every meld a lay-off changes."""

NOT_SEARCHED = object()
"""Marks a going-out answer not yet computed (None is a real answer: no way out)."""


class HandFacts:
    """Facts of one hand (see the module docstring) and the melds its seat may add to.

    Computed at once (cheap, in C): ``present`` 53 bytes, ``present[v]`` 1 when face ``v`` is held;
    ``mask`` the same as one integer; ``wilds`` the count of wild cards; ``mine`` the melds this seat
    may add to (``Observation.my_melds``); ``runs`` a bit mask, non-zero when some suit holds three
    consecutive ranks. Computed on first use (what a random move of the meld phase does not always
    need): ``distinct`` the faces present, in card order; ``kinds`` how many there are;
    ``wild_faces`` the wild faces present, in card order; ``black3`` / ``red3`` counts;
    ``in_order``; ``by_rank[r]`` naturals of rank ``r`` (4..14); ``faces[v]`` copies of face ``v``;
    ``by_suit[s]`` naturals of suit ``s`` (0..3 = C D H S); ``suit_bits[s]`` bit ``r`` set when a
    natural of rank ``r`` and suit ``s`` is held; ``ranks_in_suit[s]`` how many distinct ranks that
    is; ``naturals``.
    """

    __slots__ = ("_by_rank", "_by_suit", "_distinct", "_faces", "_ranks_in_suit", "_suit_bits", "codes", "go_out",
                 "go_out_plan", "hand", "known_way_out", "marked", "mask", "mine", "present", "runs", "values",
                 "wilds")

    def __init__(self, hand: tuple[Card, ...], mine: tuple[Meld, ...]):
        # Whole-hand operations in C (bytes, translate) rather than a loop over the cards: this runs
        # for every decision of every player, so only what every decision needs is done here.
        self.hand = hand
        values = bytes(hand)
        self.values = values
        """The hand's face values as bytes (``values.count(v)``: copies of face ``v``)."""
        # Each held face is marked (a face held twice is marked twice, alike): ``present[v]`` is 1
        # when face ``v`` is held, and deleting every unmarked face from the list of all faces
        # leaves the held ones once each, in card order (``distinct``).
        marked = _FACE_VALUES.translate(bytes.maketrans(values, _MARK * len(values)))
        self.marked = marked
        present = self.present = marked.translate(_UNMARK)
        codes = values.translate(_CODE)
        self.codes = codes
        self.wilds = codes.count(2)
        mask = int.from_bytes(present, "little")
        self.mask = mask
        """Bit 8·v set when face v is held (``present`` as one integer)."""
        self.runs = mask & (mask >> 32) & (mask >> 64) & _RUN_STARTS
        """Bit 8·v set when the naturals v, v + 4 and v + 8 (one suit, three ranks up) are all held."""
        self.mine = mine
        self.go_out: GoOut | object | None = NOT_SEARCHED
        """``goout.search_go_out``'s re-checked answer for this observation, once asked."""
        self.go_out_plan: object = None
        """``batch.plan_go_out``'s plan of ``go_out`` (permission aside), kept with it."""
        self.known_way_out: GoOut | None = None
        """A ``GoOut`` that was legal here when it was carried in (what was left of a bound player's
        way out after the meld before this one: ``goout_turn.rest_of_way_out``). Not necessarily the
        one ``find_go_out`` finds, so it is never offered: it only spares a search when it shows
        that a bound player's next meld keeps going out possible, and it is checked there again."""
        self._distinct: list[Card] | None = None
        self._by_rank: list[int] | None = None
        self._faces: list[int] | None = None
        self._by_suit: list[int] = []
        self._suit_bits: list[int] = []
        self._ranks_in_suit: list[int] = []

    @property
    def distinct(self) -> list[Card]:
        """The faces held, once each, in card order."""
        if self._distinct is None:
            self._distinct = list(map(_FACE_CARD, _FACE_VALUES.translate(None, self.marked)))
        return self._distinct

    def distinct_face(self, j: int) -> Card:
        """``distinct[j]`` (without building the list when it is not built yet)."""
        if self._distinct is None:
            return ALL_FACES[_FACE_VALUES.translate(None, self.marked)[j]]
        return self._distinct[j]

    @property
    def kinds(self) -> int:
        """``len(distinct)``: how many distinct faces are held."""
        return self.mask.bit_count()

    @property
    def wild_kinds(self) -> int:
        """``len(wild_faces)``: how many distinct wild faces are held."""
        return (self.mask & _WILD_BITS).bit_count()

    @property
    def wild_faces(self) -> list[Card]:
        """The wild faces held, once each, in card order (2C 2D 2H 2S JK)."""
        present = self.present
        return [ALL_FACES[v] for v in WILD_FACES if present[v]]

    @property
    def in_order(self) -> bool:
        """The hand is in card order (as every state keeps it): then card order and hand order agree."""
        values = self.values
        return values == bytes(sorted(values))

    @property
    def black3(self) -> int:
        return self.codes.count(1)

    @property
    def red3(self) -> int:
        return self.codes.count(3)

    @property
    def by_rank(self) -> list[int]:
        if self._by_rank is None:
            counts = [0] * 15
            for code in self.codes:  # exact small ints: the cheapest loop there is
                counts[code] += 1
            counts[1] = counts[2] = counts[3] = 0  # (black 3s, wild cards, red 3s are not naturals)
            self._by_rank = counts
        return self._by_rank

    @property
    def points(self) -> int:
        """The card points of the whole hand (S1.2)."""
        return sum(self.values.translate(_POINTS))

    @property
    def naturals(self) -> int:
        return len(self.hand) - self.wilds - self.black3 - self.red3

    @property
    def faces(self) -> list[int]:
        if self._faces is None:
            faces = [0] * FACES
            for c in self.hand:
                faces[c] += 1
            self._faces = faces
        return self._faces

    @property
    def by_suit(self) -> list[int]:
        if not self._by_suit:
            suits = self.values.translate(_SUIT_CODE)  # in C: 1 + suit of each natural card, 0 for the others
            self._by_suit = [suits.count(1), suits.count(2), suits.count(3), suits.count(4)]
        return self._by_suit

    @property
    def suit_bits(self) -> list[int]:
        if not self._suit_bits:
            # The presence bytes of one suit's naturals, ranks 4..A, read as binary digits (A first).
            present = self.present
            self._suit_bits = [int(present[8 + suit:52:4][::-1].translate(_BIT_CHAR), 2) << 4 for suit in range(4)]
        return self._suit_bits

    @property
    def ranks_in_suit(self) -> list[int]:
        if not self._ranks_in_suit:
            mask = self.mask
            self._ranks_in_suit = [(mask & suit).bit_count() for suit in _SUIT_MASKS]
        return self._ranks_in_suit

    def faces_of_rank(self, rank: int) -> list[Card]:
        """The distinct natural faces of ``rank`` in the hand, in card order."""
        base = (rank - 2) * 4
        present = self.present
        return [ALL_FACES[v] for v in range(base, base + 4) if present[v]]

    def naturals_of(self, rank: int) -> list[Card]:
        """The hand's natural cards of ``rank``, every copy, in card order (the hand must be in order)."""
        hand = self.hand
        base = (rank - 2) * 4
        return list(hand[bisect_left(hand, base):bisect_left(hand, base + 4)])

    def wild_cards(self) -> list[Card]:
        """The hand's wild cards, every copy, in card order (the hand must be in order)."""
        hand = self.hand
        return list(hand[:bisect_left(hand, 4)] + hand[bisect_left(hand, JOKER):])


def sequence_chunks(runs: int, longest: int) -> int:
    """How many sequences ``combos.candidate_melds`` cuts from the hand's runs (``HandFacts.runs``):
    each maximal run of L ≥ 3 consecutive ranks of one suit gives one sequence of its top ``longest``
    ranks, then one more for every further ``longest`` ranks while at least 3 are left.

    A run of L ranks has L - 2 start bits, 32 bits apart (4 faces up is the same suit, next rank),
    and a bit on its own with no start bit 32 below it begins a maximal run. Runs of at least
    ``k·longest + 3`` ranks are those with ``k·longest`` more start bits above a start bit."""
    chunks = 0
    while runs:
        chunks += (runs & ~(runs << 32)).bit_count()  # maximal runs still long enough
        for _ in range(longest):  # keep the starts with ``longest`` more starts above them
            runs &= runs >> 32
    return chunks


def hand_facts(obs: Observation) -> HandFacts:
    """The facts of ``obs.hand`` (built on first use, then kept with the observation)."""
    facts = obs.memo()
    if type(facts) is HandFacts:
        return facts
    assert facts is None  # nothing else is ever memoised there
    made = HandFacts(obs.hand, obs.my_melds())
    obs.keep_memo(made)
    return made


class MeldFacts:
    """What a meld on the table allows under one rule set, for the single-card lay-offs of
    ``legal_actions`` (each entry equal to ``check_layoff`` for the cards it decides; see
    ``choices._layoff_cards``).

    ``wild_joins``: one wild card may be laid off onto it (whichever wild card: the checks count
    wild cards, never their faces). ``ends``: for a sequence of natural cards only, with room, the
    faces one step beyond its lowest and highest card — the only naturals that may join it (S9.1,
    S9.3); None when that shortcut does not apply."""

    __slots__ = ("ends", "group", "joins", "rules", "wild_joins")

    def __init__(self, meld: Meld, rules: RuleSet):
        # Built again for every meld a move changes (about one move in three): each kind takes
        # its own short path.
        self.rules = rules
        cards = meld.cards
        kind = meld.kind
        self.joins: int | None = None
        """The naturals that may join alone, as bits 8·v of face v (``HandFacts.mask`` holds the
        hand's faces so): a group's four faces, a natural sequence's ``ends``; None when neither
        shortcut applies (the full check decides)."""
        self.group = 0
        """For a group, its rank's four faces as bits 8·v (the same bits for two groups of one rank:
        ``choices`` finds the pairs that could merge so), else 0."""
        self.ends: tuple[int, ...] | None = None
        if kind == GROUP:
            # check_layoff for one wild card: none onto a completed canasta (S8.5), then S8.2.
            size = len(cards)
            self.wild_joins = (rules.allow_wild_on_completed_canasta or size < CANASTA_SIZE) and \
                group_shape_problem(size + 1, wild_count(cards) + 1, rules) is None
            self.joins = self.group = _RANK_JOINS[meld.rank]
            return
        if kind != SEQUENCE or rules.allow_wild_in_sequence:
            self.wild_joins = check_layoff(meld, (JK,), rules) is None
            return
        # A sequence where wild cards may not go: check_layoff refuses every wild card (S9.2; a
        # closed samba first, S9.4), and a sequence of naturals only is joined only at its ends.
        self.wild_joins = False
        if not all(map(NATURAL.__getitem__, cards)):
            return
        if len(cards) < rules.max_sequence_length:
            suit = "CDHS".index(meld.suit)
            ranks = [RANK_OF[c] for c in cards]
            ends = [(rank - 2) * 4 + suit for rank in (min(ranks) - 1, max(ranks) + 1) if 4 <= rank <= 14]
            self.ends = tuple(ends)
            self.joins = sum([1 << (8 * v) for v in ends])
        else:
            self.ends = ()
            self.joins = 0


def meld_facts(meld: Meld, rules: RuleSet) -> MeldFacts:
    """The facts of ``meld`` under ``rules`` (built once per meld and rule set, kept with the meld:
    a meld lives through many turns unchanged)."""
    facts = meld.memo()
    if type(facts) is MeldFacts and facts.rules is rules:
        return facts
    made = MeldFacts(meld, rules)
    meld.keep_memo(made)
    return made
