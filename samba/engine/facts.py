"""Facts of one seat's hand, computed once per ``Observation`` and shared by every question asked
of it: ``legal_actions`` and its random sampler, the going-out test (``goout``) and the bots.

Why: a hand is a multiset of 53 faces, and most questions about it are counts — how many of this
face, how many naturals of this rank, which ranks of this suit are present, how many wild cards.
Before this module each caller rebuilt its own view of ``obs.hand`` (and ``obs.my_melds()``) several
times per decision. ``hand_facts(obs)`` builds them once and keeps them on the observation.

The observation is immutable, so the facts are a pure function of it; they are memoised in the
observation's private ``_derived`` slot (compared, printed and copied by nobody: ``dataclasses.replace``
makes a new observation with an empty slot). The going-out answer is memoised beside them
(``goout.find_go_out``), so asking "can I go out?" for the offer, for "may I ask?" and for the bot's
own choice costs one search.

Face numbering (``cards``): value = (rank - 2) * 4 + suit index for ranks 2..A, 52 = joker. So the
2s are faces 0..3, the black 3s 4 and 7, the red 3s 5 and 6, naturals 8..51.
"""

from __future__ import annotations

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

NOT_SEARCHED = object()
"""Marks a going-out answer not yet computed (None is a real answer: no way out)."""


class HandFacts:
    """Counts of one hand (see the module docstring) and the melds its seat may add to.

    ``faces[v]`` copies of face ``v``; ``distinct`` the faces present, in card order; ``by_rank[r]``
    naturals of rank ``r`` (4..14); ``by_suit[s]`` naturals of suit ``s`` (0..3 = C D H S);
    ``suit_bits[s]`` bit ``r`` set when a natural of rank ``r`` and suit ``s`` is held;
    ``ranks_in_suit[s]`` how many distinct ranks that is; ``wilds`` / ``black3`` / ``red3`` /
    ``naturals`` counts; ``wild_faces`` the wild faces present, in card order; ``mine`` the melds
    this seat may add to (``Observation.my_melds``).
    """

    __slots__ = ("black3", "by_rank", "by_suit", "distinct", "faces", "go_out", "in_order", "mine", "naturals",
                 "rank_faces", "ranks_in_suit", "red3", "suit_bits", "wild_faces", "wilds")

    def __init__(self, hand: tuple[Card, ...], mine: tuple[Meld, ...]):
        faces = [0] * FACES
        for c in hand:
            faces[c] += 1
        distinct = sorted(set(hand))
        by_rank = [0] * 15
        rank_faces = [0] * 15
        by_suit = [0, 0, 0, 0]
        bits = [0, 0, 0, 0]
        for c in distinct:
            if 8 <= c < 52:
                n = faces[c]
                suit = c & 3
                rank = (c >> 2) + 2
                by_rank[rank] += n
                rank_faces[rank] += 1
                by_suit[suit] += n
                bits[suit] |= 1 << rank
        self.faces = faces
        self.in_order = list(hand) == sorted(hand)
        """The hand is in card order (as every state keeps it): then card order and hand order agree."""
        self.distinct: tuple[Card, ...] = tuple(distinct)
        self.by_rank = by_rank
        self.rank_faces = rank_faces
        """``rank_faces[r]``: how many distinct natural faces of rank ``r`` the hand holds."""
        self.by_suit = by_suit
        self.suit_bits = bits
        self.wild_faces: tuple[Card, ...] = tuple([ALL_FACES[v] for v in WILD_FACES if faces[v]])
        self.wilds = faces[0] + faces[1] + faces[2] + faces[3] + faces[JOKER]
        self.black3 = faces[4] + faces[7]
        self.red3 = faces[5] + faces[6]
        self.naturals = by_suit[0] + by_suit[1] + by_suit[2] + by_suit[3]
        self.ranks_in_suit = [b.bit_count() for b in bits]
        self.mine = mine
        self.go_out: GoOut | object | None = NOT_SEARCHED
        """``goout.search_go_out``'s re-checked answer for this observation, once asked."""

    def faces_of_rank(self, rank: int) -> list[Card]:
        """The distinct natural faces of ``rank`` in the hand, in card order."""
        base = (rank - 2) * 4
        faces = self.faces
        return [ALL_FACES[v] for v in range(base, base + 4) if faces[v]]

    def naturals_of(self, rank: int) -> list[Card]:
        """The hand's natural cards of ``rank``, every copy, in card order."""
        base = (rank - 2) * 4
        faces = self.faces
        return [ALL_FACES[v] for v in range(base, base + 4) for _ in range(faces[v])]

    def wild_cards(self) -> list[Card]:
        """The hand's wild cards, every copy, in card order."""
        faces = self.faces
        return [ALL_FACES[v] for v in WILD_FACES for _ in range(faces[v])]


def hand_facts(obs: Observation) -> HandFacts:
    """The facts of ``obs.hand`` (built on first use, then kept with the observation)."""
    facts = obs._derived
    if facts is None:
        facts = HandFacts(obs.hand, obs.my_melds())
        object.__setattr__(obs, "_derived", facts)
    assert isinstance(facts, HandFacts)
    return facts


class MeldFacts:
    """What a meld on the table allows under one rule set, for the single-card lay-offs of
    ``legal_actions`` (each entry equal to ``check_layoff`` for the cards it decides; see
    ``choices._layoff_cards``).

    ``wild_joins``: one wild card may be laid off onto it (whichever wild card: the checks count
    wild cards, never their faces). ``ends``: for a sequence of natural cards only, with room, the
    faces one step beyond its lowest and highest card — the only naturals that may join it (S9.1,
    S9.3); None when that shortcut does not apply."""

    __slots__ = ("ends", "rules", "wild_joins")

    def __init__(self, meld: Meld, rules: RuleSet):
        self.rules = rules
        cards = meld.cards
        if meld.kind == GROUP:
            # check_layoff for one wild card: none onto a completed canasta (S8.5), then S8.2.
            self.wild_joins = (rules.allow_wild_on_completed_canasta or len(cards) < CANASTA_SIZE) and \
                group_shape_problem(len(cards) + 1, wild_count(cards) + 1, rules) is None
        else:
            self.wild_joins = check_layoff(meld, (JK,), rules) is None
        self.ends: tuple[int, ...] | None = None
        if meld.kind == SEQUENCE and not rules.allow_wild_in_sequence and all(map(NATURAL.__getitem__, cards)):
            ends: list[int] = []
            if len(cards) < rules.max_sequence_length:
                suit = "CDHS".index(meld.suit)
                ranks = [RANK_OF[c] for c in cards]
                for rank in (min(ranks) - 1, max(ranks) + 1):
                    if 4 <= rank <= 14:
                        ends.append((rank - 2) * 4 + suit)
            self.ends = tuple(ends)


def meld_facts(meld: Meld, rules: RuleSet) -> MeldFacts:
    """The facts of ``meld`` under ``rules`` (built once per meld and rule set, kept with the meld:
    a meld lives through many turns unchanged)."""
    facts = meld._derived
    if facts is None or facts.rules is not rules:  # type: ignore[attr-defined]
        facts = MeldFacts(meld, rules)
        object.__setattr__(meld, "_derived", facts)
    assert isinstance(facts, MeldFacts)
    return facts
