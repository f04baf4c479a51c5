"""Sampling a full game state consistent with one seat's observation (for the hard bot's search).

The hidden cards (other hands, the stock, the surprise cards) are exactly the pack minus what the
seat can see; cards the log shows another player picked up stay in that player's hand, and the
rest are dealt at random from an injected ``random.Random``. The sample keeps an empty log, so a
rollout's bots remember nothing they should not (and each action stays cheap).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from samba.engine import Card, Observation
from samba.engine import events as E
from samba.engine import state as S
from samba.engine.analysis import GROUP, SEQUENCE
from samba.engine.state import GameState

from .evaluate import canastas_needed, side_canastas
from .memory import Memory


def pending_replacements(obs: Observation) -> tuple[int, ...]:
    """Red 3s shown at the deal whose replacement is still owed (S5.2): seats without a turn yet."""
    pending = [0] * len(obs.hand_sizes)
    started: set[int] = set()
    for event in obs.log:
        if event.kind == E.TURN:
            started.add(event.seat)
        elif event.kind == E.RED_THREE and event.seat not in started and 0 <= event.seat < len(pending):
            pending[event.seat] += 1
    if obs.rules.red3_declare_timing != "show_at_deal_replace_first_turn":
        return (0,) * len(pending)
    return tuple(0 if seat in started else n for seat, n in enumerate(pending))


def sample_state(obs: Observation, memory: Memory, rng: random.Random,
                 fixed: Mapping[int, Sequence[Card]] | None = None) -> GameState:
    """One possible full state: this seat's view is exact, hidden cards are a random deal.

    ``fixed`` gives chosen seats an exact hand (drawn from the unseen cards and including what the
    log says they hold), e.g. an asker's hand that can go out (``going_out_hand``)."""
    unseen = Counter(memory.unseen)
    n = len(obs.hand_sizes)
    hands: list[list[Card]] = [[] for _ in range(n)]
    fixed = fixed or {}
    for seat, cards in fixed.items():
        hands[seat] = list(cards)
        unseen.subtract(cards)
    for seat in range(n):
        if seat == obs.seat:
            hands[seat] = list(obs.hand)
            continue
        if seat in fixed:
            continue
        for card, count in sorted(memory.known[seat].items()):
            take = min(count, unseen[card], obs.hand_sizes[seat] - len(hands[seat]))
            hands[seat].extend([card] * take)
            unseen[card] -= take
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    # Red 3s are laid out at once (S5.1), so hidden hands hold none: deal them from the rest.
    reds = [c for c in pool if c.is_red_three]
    others = [c for c in pool if not c.is_red_three]
    for seat in range(n):
        if seat == obs.seat or seat in fixed:
            continue
        missing = obs.hand_sizes[seat] - len(hands[seat])
        hands[seat].extend(others[:missing])
        del others[:missing]
    rest = others + reds
    rng.shuffle(rest)
    surprise = tuple(rest[:obs.surprise_count])
    stock = tuple(rest[obs.surprise_count:obs.surprise_count + obs.stock_size])
    next_id = max((m.id for m in obs.melds), default=0) + 1
    return GameState(
        rules=obs.rules, seed=0, hand_number=obs.hand_number, sides=obs.sides, seat_side=obs.seat_side,
        active=obs.active, dealer=obs.dealer, scores=obs.scores, phase=obs.phase, turn_seat=obs.turn_seat,
        to_act=obs.to_act, hands=tuple(tuple(sorted(h)) for h in hands), stock=stock, pile=obs.pile,
        surprise=surprise, pile_frozen=obs.pile_frozen, melds=obs.melds, red_threes=obs.red_threes,
        opened=obs.opened, pending_replacements=pending_replacements(obs), has_melded=obs.has_melded,
        turn=obs.turn, next_meld_id=next_id, went_out=obs.went_out, result=obs.result, history=(),
        winners=obs.winners, log=(),
    )


def going_out_hand(obs: Observation, memory: Memory, rng: random.Random) -> list[Card] | None:
    """A hand for the partner who asked "may I go out?" (``obs`` is the answerer's, in the ANSWER
    phase) with which going out is possible: the engine offers the question only then (S15.4), so
    a sampled world where the asker cannot go out is not a world the answerer could be in.

    Built rather than rejection-sampled (a random hand almost never goes out): the cards the log
    says the asker holds, then the cards that complete the canastas the side still needs (onto its
    incomplete melds, nearest first, else a new group of seven), then lay-offs onto the side's
    groups or new triples, and one card to discard. The caller verifies the plan with the engine;
    None when no such hand fits the unseen cards.
    """
    if obs.phase != S.ANSWER:
        return None
    asker = obs.turn_seat
    size = obs.hand_sizes[asker]
    pool = Counter(memory.unseen)
    for seat, known in enumerate(memory.known):
        if seat != asker:
            pool.subtract(known)
    pool = +pool
    hand = list(memory.known[asker].elements())
    pool.subtract(hand)
    pool = +pool
    if len(hand) > size:
        return None
    room = size - len(hand) - 1 if size - len(hand) >= 1 else 0

    def take(card: Card) -> bool:
        if pool[card] <= 0:
            return False
        pool[card] -= 1
        hand.append(card)
        return True

    def naturals_of(rank: int) -> list[Card]:
        cards = [c for c in pool.elements() if c.is_natural and c.rank == rank]
        rng.shuffle(cards)
        return cards

    rules = obs.rules
    limit = rules.wild_limit if rules.wild_limit is not None else 7
    side_melds = [m for m in obs.side_melds(obs.side) if m.kind in (GROUP, SEQUENCE)]
    missing = max(0, canastas_needed(obs) - side_canastas(obs, obs.side))
    incomplete = sorted((m for m in side_melds if not m.is_complete), key=lambda m: (-m.size, rng.random()))
    for meld in incomplete:
        if missing == 0:
            break
        short = 7 - meld.size
        if short > room:
            continue
        if meld.kind == GROUP:
            plan = naturals_of(meld.rank)[:short]
            wilds = [c for c in pool.elements() if c.is_wild]
            rng.shuffle(wilds)
            plan += wilds[:max(0, min(short - len(plan), limit - meld.wilds))]
        else:
            ranks = sorted(c.rank for c in meld.cards)
            plan = []
            up, down = ranks[-1] + 1, ranks[0] - 1
            while len(plan) < short:
                high = Card.of(up, meld.suit) if up <= 14 else None
                low = Card.of(down, meld.suit) if down >= 4 else None
                options = [c for c in (high, low) if c is not None and pool[c] > plan.count(c)]
                if not options:
                    break
                pick = options[rng.randrange(len(options))]
                plan.append(pick)
                if pick == high:
                    up += 1
                else:
                    down -= 1
        if len(plan) < short:
            continue
        for card in plan:
            take(card)
        room -= short
        missing -= 1
    while missing and room >= 7:
        ranks = [r for r in range(4, 15) if len(naturals_of(r)) >= 7]
        if not ranks:
            return None
        for card in naturals_of(ranks[rng.randrange(len(ranks))])[:7]:
            take(card)
        room -= 7
        missing -= 1
    if missing:
        return None
    group_ranks = sorted({m.rank for m in side_melds if m.kind == GROUP})
    for _ in range(4 * size):
        if room <= 0:
            break
        if room >= 3 and (not group_ranks or rng.random() < 0.3):
            triples = [r for r in range(4, 15) if len(naturals_of(r)) >= 3]
            if triples:
                for card in naturals_of(triples[rng.randrange(len(triples))])[:3]:
                    take(card)
                room -= 3
                continue
        if group_ranks:
            cards = naturals_of(group_ranks[rng.randrange(len(group_ranks))])
            if cards and take(cards[0]):
                room -= 1
    if room > 0:
        return None
    if len(hand) < size:
        rest = [c for c in pool.elements() if not c.is_red_three]
        if not rest:
            return None
        take(rest[rng.randrange(len(rest))])
    return hand if len(hand) == size else None
