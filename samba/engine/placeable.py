"""Which hand cards no meld could take now: ``unplaceable_cards``.

Going out (S15.2) needs every card of the hand melded or laid off, save at most the final discard. A card that no
single meld or lay-off could take — a new meld made of hand cards, or cards added to one of the melds this seat may
add to — can only be that discard; two such cards (one where no discard is allowed, S16.2) rule going out out. The
"may I ask?" refusal (S15.4) names them (playtest p9: "Your side has 2 so far" read as if nothing stood in the way).

Exact for what it says: a card is listed only when no legal meld or lay-off, with every other card of the hand
free to help, could hold it. The candidates tried are the best forms of each meld — a group of a rank with all
the hand's naturals of that rank and any number of its wild cards (more naturals never make a group illegal, S8.2),
a sequence over every run of ranks with the hand's own card wherever it has one and a wild card elsewhere (fewer
wild cards never make a sequence illegal, S9.2), each side sequence extended to every rank the hand can reach
through such a run, every wild card of the hand onto each group (with the hand's naturals of that rank beside it,
for the wild ratio), melds of wild cards alone (BR3) and of black threes (S13.1) — and every candidate is judged by
``melds.check_new_meld`` / ``melds.check_layoff`` themselves, as in the going-out turn. Copies of one card are
judged together: a card is listed (each copy of it) only when no meld could take even one of them. It says nothing
about whether the cards could all be placed at once; the going-out search answers that.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .cards import NATURAL_RANKS, SUITS, Card
from .melds import GROUP, SEQUENCE, Meld, check_layoff, check_new_meld
from .observation import Observation
from .rules import RuleSet

_Candidate = tuple[Meld | None, tuple[Card, ...]]
"""A new meld (None) or a lay-off onto a meld, and its cards."""


def unplaceable_cards(obs: Observation) -> tuple[Card, ...]:
    """The cards of ``obs.hand`` that no meld or lay-off open to this seat could take, in hand order (each copy).

    A red three is never melded (S5.1); a black three only in a meld of black threes (S13.1); any other card only
    where ``check_new_meld`` or ``check_layoff`` (going out) accepts a meld holding it. The rules never tell a two
    from a joker inside a meld (both are wild, S1.3), so a meld that holds one of the hand's wild cards could hold
    any of them."""
    hand = obs.hand
    rules = obs.rules
    wilds = {c for c in hand if c.is_wild}
    placed: set[Card] = set()
    for meld, cards in _candidates(hand, obs.my_melds(), rules):
        if set(cards) <= placed:
            continue
        if meld is None:
            legal = isinstance(check_new_meld(cards, rules, going_out=True), tuple)
        else:
            legal = check_layoff(meld, cards, rules, going_out=True) is None
        if legal:
            placed.update(cards)
            if any(c.is_wild for c in cards):
                placed.update(wilds)
    return tuple(c for c in hand if c not in placed)


def _candidates(hand: Sequence[Card], melds: Sequence[Meld], rules: RuleSet) -> Iterator[_Candidate]:
    """Every meld and lay-off worth judging (the best form of each, see the module docstring)."""
    wilds = [c for c in hand if c.is_wild]
    by_rank: dict[int, list[Card]] = {}
    for c in hand:
        if c.is_natural:
            by_rank.setdefault(c.rank, []).append(c)
    for cards in by_rank.values():
        for j in range(len(wilds) + 1):
            yield None, (*cards, *wilds[:j])
    seq_wilds = wilds if rules.allow_wild_in_sequence else []
    for meld in melds:
        if meld.kind == GROUP:
            same = by_rank.get(meld.rank, [])
            yield from ((meld, (c,)) for c in same)
            for w in wilds[:1]:
                yield meld, (w,)
                yield meld, (w, *same)
        elif meld.kind == SEQUENCE:
            yield from ((meld, (w,)) for w in seq_wilds[:1])
            yield from _extensions(meld, hand, seq_wilds)
        else:  # a meld of wild cards (BR3) or of black threes (S13.1)
            yield from ((meld, (c,)) for c in set(hand))
    longest = 11 if rules.samba_extend_when_going_out else rules.max_sequence_length
    held = {c for c in hand if c.is_natural}
    for suit in SUITS:
        for low in NATURAL_RANKS:
            for length in range(3, longest + 1):
                run = _run(suit, range(low, low + length), held, seq_wilds)
                if run is not None:
                    yield None, run
                    yield from ((None, variant) for variant in _one_wild_more(run, seq_wilds))
    if len(wilds) >= 3:
        yield None, tuple(wilds)
    black = tuple(c for c in hand if c.is_black_three)
    if black:
        yield None, black


def _run(suit: str, ranks: range, held: set[Card], wilds: Sequence[Card], free: int = 0) -> tuple[Card, ...] | None:
    """The cards of a run of ``ranks`` in ``suit``: the hand's card of each rank; else, for up to ``free`` ranks,
    none (a wild card already in the meld stands there); else one of ``wilds``. None when a rank lies past the
    ace or the wild cards run out."""
    if ranks.stop - 1 > NATURAL_RANKS[-1]:
        return None
    cards: list[Card] = []
    spare = list(wilds)
    for rank in ranks:
        card = Card.of(rank, suit)
        if card in held:
            cards.append(card)
        elif free:
            free -= 1
        elif spare:
            cards.append(spare.pop())
        else:
            return None
    return tuple(cards)


def _one_wild_more(run: tuple[Card, ...], wilds: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    """``run`` with one of its natural cards stood in for by a wild card the run does not use yet: the only way a
    wild card joins a run the hand fills by itself."""
    unused = list(wilds)
    for c in run:
        if c in unused:
            unused.remove(c)
    if unused:
        for i, c in enumerate(run):
            if c.is_natural:
                yield (*run[:i], unused[0], *run[i + 1:])


def _extensions(meld: Meld, hand: Sequence[Card], wilds: Sequence[Card]) -> Iterator[_Candidate]:
    """The side sequence ``meld`` extended below or above to each rank, through the hand's cards of its suit, the
    meld's own wild cards and the hand's (S9.3)."""
    ranks = [c.rank for c in meld.cards if c.is_natural]
    if not ranks:
        return
    low, high = min(ranks), max(ranks)
    free = sum(1 for c in meld.cards if c.is_wild)
    held = {c for c in hand if c.is_natural and c.suit == meld.suit}
    for end in range(NATURAL_RANKS[0], low):
        for skip in range(free + 1):
            cards = _run(meld.suit, range(end, low), held, wilds, skip)
            if cards:
                yield meld, cards
    for end in range(high + 1, NATURAL_RANKS[-1] + 1):
        for skip in range(free + 1):
            cards = _run(meld.suit, range(high + 1, end + 1), held, wilds, skip)
            if cards:
                yield meld, cards
