"""Shuffling and dealing a hand (S2.2, S3, S5.2, C6).

Each hand's shuffle comes from its own ``random.Random`` seeded with the match seed and the hand
number, so any hand can be re-dealt from the recorded seed alone and saves need no RNG state.
"""

from __future__ import annotations

import random

from . import events as E
from .cards import Card, full_deck
from .rules import RuleSet


def hand_rng(seed: int, hand_number: int) -> random.Random:
    return random.Random(f"samba-deal:{seed}:{hand_number}")


def shuffled_deck(seed: int, hand_number: int, top: tuple[Card, ...] = ()) -> list[Card]:
    """The deck for a hand, top card first. ``top`` fixes the first cards (scenarios, tutorial)."""
    rest = full_deck()
    for card in top:
        rest.remove(card)
    _shuffle(rest, hand_rng(seed, hand_number))
    return [*top, *rest]


def _shuffle(cards: list[Card], rng: random.Random) -> None:
    """``rng.shuffle(cards)``, the same permutation from the same generator, in one loop: ``random.shuffle``'s
    own algorithm (Fisher-Yates from the top, each place drawn by ``getrandbits`` as ``Random._randbelow``
    draws it) with its two Python calls per card made one C call. A match deals a 162-card deck every hand, and
    random play's hands are short: the shuffle was a fiftieth of their time. ``test_dealing`` holds it to
    ``random.shuffle``."""
    draw = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        size = i + 1
        bits = size.bit_length()
        j = draw(bits)
        while j >= size:
            j = draw(bits)
        cards[i], cards[j] = cards[j], cards[i]


def _special(card: Card, rule: str) -> bool:
    if rule == "cover_wild_red3_only":
        return card.is_wild or card.is_red_three
    return not card.is_natural


def turn_upcard(stock: list[Card], rules: RuleSet) -> tuple[list[Card], list[Card], bool, list[E.Event]]:
    """S3.2–S3.5 and C4: (stock top-last, pile bottom-first, frozen, events)."""
    pile: list[Card] = []
    events: list[E.Event] = []
    rule = rules.upcard_rule
    if not stock:
        return stock, pile, False, events
    card = stock.pop()
    pile.append(card)
    events.append(E.Event(E.UPCARD, cards=(card,)))
    if rule == "bury_to_bottom":
        for _ in range(len(stock)):
            if not _special(pile[-1], rule):
                break
            stock.insert(0, pile.pop())
            pile.append(stock.pop())
            events.append(E.Event(E.UPCARD, cards=(pile[-1],), text="buried"))
    elif rule != "none":
        while stock and _special(pile[-1], rule):
            pile.append(stock.pop())
            events.append(E.Event(E.UPCARD, cards=(pile[-1],)))
    frozen = rules.buried_special_freezes and any(c.is_wild or c.is_red_three for c in pile)
    return stock, pile, frozen, events
