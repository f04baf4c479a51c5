"""Sampling a full game state consistent with one seat's observation (for the hard bot's search).

The hidden cards (other hands, the stock, the surprise cards) are exactly the pack minus what the
seat can see; cards the log shows another player picked up stay in that player's hand, and the
rest are dealt at random from an injected ``random.Random``. The sample keeps an empty log, so a
rollout's bots remember nothing they should not (and each action stays cheap).
"""

from __future__ import annotations

import random
from collections import Counter

from samba.engine import events as E
from samba.engine.cards import Card
from samba.engine.observation import Observation
from samba.engine.state import GameState

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


def sample_state(obs: Observation, memory: Memory, rng: random.Random) -> GameState:
    """One possible full state: this seat's view is exact, hidden cards are a random deal."""
    unseen = Counter(memory.unseen)
    n = len(obs.hand_sizes)
    hands: list[list[Card]] = [[] for _ in range(n)]
    for seat in range(n):
        if seat == obs.seat:
            hands[seat] = list(obs.hand)
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
        if seat == obs.seat:
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
