"""Takes of the pile that commit the player to going out (S14.3): may the player ask before drawing?

Where permission is mandatory (BR14) a take that would leave fewer than two cards needs the
partner's "yes" first, so the player may ask before drawing, "for this purpose only" (S14.3).
``can_take_to_go_out`` answers exactly that: is there a take that ``plan_take`` accepts after a yes
and that commits the player? It must try every such take, not only the plain pair: a take the
engine refuses for want of a yes while it refuses the question would leave the player going round
in circles (hand ``9D 9S 9C KC``, top ``9H``: the take with all three nines keeps only ``KC``).

The takes that can commit, and the ones tried:

* **The top card alone onto a meld** (S7.3b, BR8): only with at most one card in hand; one per meld
  and method.
* **A pair take that leaves fewer than two cards.** At most one card stays in hand (counting the
  pile's cards that come in), so everything else of the hand goes down with the take: into the top
  card's group (the pair, more naturals of its rank, wild cards — the ENGINE DECISION in
  ``pile._plan_pair``) or into new melds beside it (S12.4). Tried: each card the player could keep
  (or none), each choice of the group's naturals by face, each number of wild cards in it, and each
  way to split the rest into new melds. Wild cards are chosen by count: they differ only in points,
  and the take's points are those of the whole hand however it is split.
* **The whole-hand exemption** (C25, ``concealed_exempt_from_initial_minimum``): a take short of
  the opening commits. If one such take lets the player go out, so does the plain pair take with
  the same two naturals (anything more can be laid down by the going out itself, with no minimum),
  so the natural pairs, by face, are enough.

A cheap test comes first and ends nearly every call: a card that is neither wild nor of the top
card's rank, and that no new meld of the hand could hold, can only be the one card kept. Then the
exact going-out search answers whether the player could go out at all holding the pile's cards
(``_could_go_out_holding_the_pile``); only when it could are the takes tried, and the ways to split
the rest of the hand into melds are worked out once per multiset of cards (``_splits``). Without
these, a 32-card Brazilian hand took 3.5 seconds to answer "may I ask before drawing?".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import combinations, product

from . import actions as A
from . import state as S
from .batch import take_from_hand
from .cards import Card
from .goout_turn import can_go_out_this_turn
from .melds import GROUP, SEQUENCE, check_new_meld
from .observation import Observation
from .pile import TakePlan, pile_gain, plan_take
from .rules import RuleSet

Melds = tuple[tuple[Card, ...], ...]


def can_take_to_go_out(obs: Observation) -> bool:
    """S14.3 with BR14: before drawing, is there a take that the partner's "yes" would allow and that
    commits the player to going out (it leaves no way on but going out, which is then possible)?"""
    if obs.phase != S.DRAW or obs.top is None or not obs.top.is_natural:
        return False
    yes = replace(obs, turn=replace(obs.turn, asked=S.ASKED_YES))
    for take in committing_candidates(obs):
        result = plan_take(yes, take)
        if isinstance(result, TakePlan) and result.commits:
            return True
    return False


def _could_go_out_holding_the_pile(obs: Observation) -> bool:
    """A necessary condition for the pair takes below, asked when the cheap one (``_homeless``) has
    not settled it: could the player go out this turn (merges
    first allowed) if the top card and the pile's other cards were simply in hand, the side already
    open? A committing take followed by going out lays down the same cards in the same turn — the
    take's melds are new melds of that going out — so where this says no, no take can commit (the
    going-out search is exact and fast, where trying every take of a big hand is not).

    It is asked only where every committing take brings the same cards into the hand (two cards or
    more in hand: no take of the top card alone can commit; no unseen surprise cards), and where a
    take's new group merged into a group of the side (S10.2) is no more than its cards laid off
    onto it: unless wild cards may join a completed canasta, a merge of two incomplete groups may
    make a canasta holding wild cards past its seventh card that lay-offs could not."""
    rules = obs.rules
    if len(obs.hand) < 2 or obs.surprise_count:
        return True
    if not rules.allow_wild_on_completed_canasta and rules.allow_duplicate_rank_groups and rules.allow_group_merge:
        return True
    top = obs.top
    assert top is not None
    hand = tuple(sorted(obs.hand + (top,) + pile_gain(obs, A.PAIR)))
    sizes = list(obs.hand_sizes)
    sizes[obs.seat] = len(hand)
    holding = replace(
        obs, phase=S.MELD, hand=hand, hand_sizes=tuple(sizes), pile=(), pile_frozen=False,
        opened=tuple(True if i == obs.side else o for i, o in enumerate(obs.opened)),
        turn=replace(obs.turn, took_pile=True, melded=True, asked=S.ASKED_YES),
    )
    return can_go_out_this_turn(holding)


def committing_candidates(obs: Observation) -> Iterator[A.TakePile]:
    """Every take that could commit the player (see the module docstring), unchecked."""
    hand = obs.hand
    top = obs.top
    if top is None or not top.is_natural:
        return
    gain = len(pile_gain(obs, A.PAIR)) + obs.surprise_count
    for meld in obs.my_melds():
        if len(hand) < 2:
            yield A.TakePile(A.SEQUENCE_CARD, (), meld.id)
        if len(hand) + gain < 2:
            yield A.TakePile(A.LAYOFF, (), meld.id)
    rules = obs.rules
    naturals = sorted(c for c in hand if c.is_natural and c.rank == top.rank)
    least = 1 if rules.allow_pile_natural_plus_wild else 2
    if len(naturals) < least:
        return
    if not obs.opened[obs.side] and rules.concealed_exempt_from_initial_minimum:
        for pair in dict.fromkeys(combinations(naturals, 2)):
            yield A.TakePile(A.PAIR, pair)
    if obs.surprise_count or gain >= 2:
        return  # unseen surprise cards: never judged by what follows (C6); 2+ pile cards: no commitment
    spare = 1 - gain
    if _homeless(hand, top.rank, rules) > spare or not _could_go_out_holding_the_pile(obs):
        return
    kept_choices: list[tuple[Card, ...]] = [()]
    if spare:
        kept_choices += [(c,) for c in dict.fromkeys(hand)]
    ways: dict[tuple[Card, ...], tuple[Melds, ...]] = {}  # each multiset's splits, for this call only
    for kept in kept_choices:
        rest = take_from_hand(hand, kept) or ()
        same = [c for c in rest if c.is_natural and c.rank == top.rank]
        wilds = sorted(c for c in rest if c.is_wild)
        for chosen in _sub_multisets(same, least):
            for count in range(len(wilds) + 1):
                if len(chosen) + count < 2:
                    continue
                group = (*chosen, *wilds[:count])
                left = take_from_hand(rest, group) or ()
                for melds in _splits(left, rules, ways):
                    yield A.TakePile(A.PAIR, group, -1, melds)


def _homeless(hand: Sequence[Card], rank: int, rules: RuleSet) -> int:
    """How many cards of the hand, neither wild nor natural of ``rank``, no new meld made from the
    hand could hold (generous: any card that might fit somewhere is not counted)."""
    wilds = sum(1 for c in hand if c.is_wild)
    per_rank = Counter(c.rank for c in hand if c.is_natural)
    suit_ranks: dict[str, set[int]] = {}
    for c in hand:
        if c.is_natural:
            suit_ranks.setdefault(c.suit, set()).add(c.rank)
    homeless = 0
    for c in hand:
        if c.is_wild or (c.is_natural and c.rank == rank):
            continue
        if not c.is_natural:
            homeless += 1  # a black three: never in a take's melds (S13.1)
            continue
        n = per_rank[c.rank]
        if n >= rules.min_naturals_per_group and n + wilds >= 3:
            continue
        ranks = suit_ranks[c.suit]
        if rules.allow_wild_in_sequence and (wilds or len(ranks) >= 2):
            continue
        if any({low, low + 1, low + 2} <= ranks for low in (c.rank - 2, c.rank - 1, c.rank)):
            continue
        homeless += 1
    return homeless


def _sub_multisets(cards: Sequence[Card], least: int) -> Iterator[tuple[Card, ...]]:
    """Every sub-multiset of ``cards`` with at least ``least`` cards (by face, each once)."""
    counts = sorted(Counter(cards).items())
    for picks in product(*(range(n + 1) for _, n in counts)):
        if sum(picks) >= least:
            yield tuple(face for (face, _), k in zip(counts, picks, strict=True) for _ in range(k))


def _splits(cards: Sequence[Card], rules: RuleSet, ways: dict[tuple[Card, ...], tuple[Melds, ...]]
            ) -> tuple[Melds, ...]:
    """Every way to lay ``cards`` down as new melds (S8, S9, BR3), each way once: the lowest natural
    card goes into a meld with some of the others, then the rest is split again; wild cards are
    taken in a fixed order (only their number matters).

    ``ways`` keeps the splits of every multiset met, so each is worked out once per question: the
    choices above (the card kept, the take's group) and the melds tried first leave the same rests
    again and again, and a rest that cannot be split (a card no meld can hold) would otherwise be
    found so anew under every way of splitting the cards before it (a 32-card Brazilian hand took
    3.5 s to answer "may I ask before drawing?")."""
    key = tuple(sorted(cards))
    found = ways.get(key)
    if found is None:
        found = ways[key] = tuple(_new_splits(key, rules, ways))
    return found


def _new_splits(cards: tuple[Card, ...], rules: RuleSet, ways: dict[tuple[Card, ...], tuple[Melds, ...]]
                ) -> Iterator[Melds]:
    """``_splits`` of ``cards`` (in card order), worked out."""
    if not cards:
        yield ()
        return
    if any(c.is_black_three or c.is_red_three for c in cards):
        return
    naturals = sorted((c for c in cards if c.is_natural), key=lambda c: (c.rank, c))
    wilds = sorted(c for c in cards if c.is_wild)
    if not naturals:
        yield from _wild_splits(len(wilds), wilds, rules)
        return
    first = naturals[0]
    for meld in _melds_holding(first, naturals[1:], wilds, rules):
        rest = take_from_hand(cards, meld) or ()
        for tail in _splits(rest, rules, ways):
            yield (meld, *tail)


def _melds_holding(first: Card, naturals: Sequence[Card], wilds: Sequence[Card], rules: RuleSet
                   ) -> Iterator[tuple[Card, ...]]:
    """The new melds that hold ``first`` (the lowest natural left) and other cards given."""
    same = [c for c in naturals if c.rank == first.rank]
    for extra in _sub_multisets(same, 0):
        for count in range(len(wilds) + 1):
            meld = (first, *extra, *wilds[:count])
            if len(meld) >= 3 and _is_kind(meld, rules, GROUP):
                yield meld
    # Sequences: ``first`` is their lowest natural card (every lower natural is already placed).
    above = sorted({c.rank for c in naturals if c.suit == first.suit and c.rank > first.rank})
    longest = rules.max_sequence_length
    if rules.allow_wild_in_sequence:
        reach = [r for r in above if r - first.rank < longest]
        for size in range(len(reach) + 1):
            for ranks in combinations(reach, size):
                for count in range(min(len(wilds), longest - 1 - size) + 1):
                    meld = (first, *(Card.of(r, first.suit) for r in ranks), *wilds[:count])
                    if len(meld) >= 3 and _is_kind(meld, rules, SEQUENCE):
                        yield meld
        return
    run = [first]
    for r in above:
        if r != run[-1].rank + 1 or len(run) == longest:
            break
        run.append(Card.of(r, first.suit))
        if len(run) >= 3:
            yield tuple(run)


def _is_kind(meld: tuple[Card, ...], rules: RuleSet, kind: str) -> bool:
    found = check_new_meld(meld, rules)
    return isinstance(found, tuple) and found[0] == kind


def _wild_splits(count: int, wilds: Sequence[Card], rules: RuleSet, largest: int = 7) -> Iterator[Melds]:
    """Wild cards alone as wild melds of 3 to 7 (BR3), sizes in falling order so each split comes once."""
    if count == 0:
        yield ()
        return
    if not rules.allow_wild_only_melds:
        return
    used = len(wilds) - count
    for size in range(min(largest, count), 2, -1):
        meld = tuple(wilds[used:used + size])
        for tail in _wild_splits(count - size, wilds, rules, size):
            yield (meld, *tail)
