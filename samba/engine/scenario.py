"""Scenarios: any position written in card notation (tests, the tutorial, bug reports).

See ``docs/scenarios.md``. Two forms:

* a **position**: hands, pile, melds, red 3s, scores, whose turn and phase; every card not placed
  is put in the stock (under the ``stock`` cards you list, shuffled by the seed), so the 162-card
  invariant always holds;
* a **deal**: ``"deck"`` lists the top cards of a new hand's deck; the hand is dealt normally.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from typing import Any

from . import state as S
from .cards import COPIES, Card, codes, full_deck, parse_cards
from .dealing import hand_rng
from .errors import InvalidAction, quote
from .melds import Meld, check_new_meld, sort_cards
from .rules import RuleSet, preset
from .seating import active_seats, seat_after, seat_sides, sides_for
from .state import GameState, TurnState
from .transitions import begin_turn, deal_hand, new_match

_KEYS = {"rules", "seed", "scores", "dealer", "hand_number", "turn", "phase", "hands", "stock", "pile",
         "pile_frozen", "melds", "red_threes", "opened", "deck", "asked", "no_discard", "surprise", "has_melded",
         "stock_size", "description", "title"}


def _rules(spec: Any) -> RuleSet:
    if spec is None:
        return preset("samba")
    if isinstance(spec, str):
        return preset(spec)
    if isinstance(spec, dict):
        options = dict(spec)
        name = options.pop("preset", "samba")
        extra = options.pop("options", {})
        if not isinstance(extra, dict):
            raise InvalidAction("scenario.rules.options must be an object")
        options.update(extra)
        if "custom_initial_meld_table" in options:
            try:
                options["custom_initial_meld_table"] = tuple(tuple(x) for x in options["custom_initial_meld_table"])
            except TypeError:
                raise InvalidAction("custom_initial_meld_table must be pairs [score from, minimum]") from None
        return preset(name, **options)
    raise InvalidAction("scenario.rules must be a preset name or an object {preset, options}")


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if value is None:
        return ()
    try:
        return parse_cards(value)
    except (ValueError, AttributeError, TypeError):
        raise InvalidAction(f"scenario.{where}: expected cards like 'QH QD 2C', got {quote(value)}") from None


def _per_seat(value: Any, count: int, where: str) -> list[tuple[Card, ...]]:
    out: list[tuple[Card, ...]] = [() for _ in range(count)]
    if value is None:
        return out
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else None
    if items is None:
        raise InvalidAction(f"scenario.{where} must be a list or an object keyed by number")
    for key, cards in items:
        try:
            index = int(key)
        except (TypeError, ValueError):
            raise InvalidAction(f"scenario.{where}: {quote(key)} is not a number") from None
        if not 0 <= index < count:
            raise InvalidAction(f"scenario.{where}: there is no {index} (0..{count - 1})")
        out[index] = _cards(cards, f"{where}[{index}]")
    return out


def load(doc: dict[str, Any] | str) -> GameState:
    """A game state from a scenario document (dict or JSON text); ``InvalidAction`` says what is wrong."""
    if isinstance(doc, str):
        try:
            doc = json.loads(doc)
        except json.JSONDecodeError as exc:
            raise InvalidAction(f"scenario is not JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise InvalidAction("a scenario must be an object")
    unknown = sorted(set(doc) - _KEYS)
    if unknown:
        raise InvalidAction(f"unknown scenario field(s): {quote(', '.join(map(str, unknown)))}")
    rules = _rules(doc.get("rules"))
    seed = doc.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidAction("scenario.seed must be a whole number")
    n = rules.player_count
    for key, low, high in (("dealer", 0, n - 1), ("turn", 0, n - 1), ("hand_number", 1, 10**6)):
        value = doc.get(key, low)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise InvalidAction(f"scenario.{key} must be a whole number from {low} to {high}, got {quote(value)}")
    for key, size, each in (("scores", len(sides_for(rules)), "side"), ("has_melded", n, "seat")):
        value = doc.get(key, [0] * size)
        if not isinstance(value, list) or len(value) != size or not all(isinstance(x, int) for x in value):
            raise InvalidAction(f"scenario.{key} needs {size} values, one per {each}")
    if "deck" in doc:
        return _deal_scenario(doc, rules, seed)
    return _position(doc, rules, seed)


def _deal_scenario(doc: dict[str, Any], rules: RuleSet, seed: int) -> GameState:
    deck = _cards(doc["deck"], "deck")
    _check_counts(Counter(deck))
    state = new_match(rules, seed, deck=deck)
    if "dealer" in doc or "scores" in doc or "hand_number" in doc:
        # Re-deal with the requested dealer/scores so the dealing order follows them.
        sides = sides_for(rules)
        dealer = doc.get("dealer", state.dealer)
        if dealer not in active_seats(rules, doc.get("hand_number", 1)):
            raise InvalidAction(f"scenario.dealer: seat {dealer} is not playing this hand")
        scores = tuple(doc.get("scores", [0] * len(sides)))
        if len(scores) != len(sides):
            raise InvalidAction(f"scenario.scores needs {len(sides)} numbers, one per side")
        state = deal_hand(rules, seed, int(doc.get("hand_number", 1)), sides, dealer, scores, (), deck).state
    return state


def _check_counts(used: Counter[Card]) -> None:
    for card, n in sorted(used.items()):
        if n > COPIES[card]:
            raise InvalidAction(f"scenario uses {card.code} {n} times; the pack has only {COPIES[card]}")


def _position(doc: dict[str, Any], rules: RuleSet, seed: int) -> GameState:
    n = rules.player_count
    sides = sides_for(rules)
    hand_number = int(doc.get("hand_number", 1))
    active = active_seats(rules, hand_number)
    scores = tuple(doc.get("scores", [0] * len(sides)))
    if len(scores) != len(sides) or not all(isinstance(x, int) for x in scores):
        raise InvalidAction(f"scenario.scores needs {len(sides)} whole numbers, one per side")
    turn_seat = doc.get("turn", active[0])
    if turn_seat not in active:
        raise InvalidAction(f"scenario.turn: seat {quote(turn_seat)} is not playing")
    dealer = doc.get("dealer", active[(active.index(turn_seat) - 1) % len(active)])
    phase = doc.get("phase", S.DRAW)
    if phase not in (S.DRAW, S.MELD):
        raise InvalidAction("scenario.phase must be 'draw' or 'meld'")
    hands = _per_seat(doc.get("hands"), n, "hands")
    red = _per_seat(doc.get("red_threes"), len(sides), "red_threes")
    pile = _cards(doc.get("pile"), "pile")
    surprise = _cards(doc.get("surprise"), "surprise")
    stock_top = _cards(doc.get("stock"), "stock")
    melds: list[Meld] = []
    meld_docs = doc.get("melds", [])
    if not isinstance(meld_docs, list):
        raise InvalidAction("scenario.melds must be a list")
    for i, m in enumerate(meld_docs):
        if not isinstance(m, dict) or "cards" not in m or "side" not in m:
            raise InvalidAction(f"scenario.melds[{i}] needs 'side' and 'cards'")
        cards = _cards(m["cards"], f"melds[{i}].cards")
        kind = check_new_meld(cards, rules, going_out=True)
        if not isinstance(kind, tuple):
            raise InvalidAction(f"scenario.melds[{i}] is not a legal meld: {kind}")
        side = m["side"]
        if not isinstance(side, int) or not 0 <= side < len(sides):
            raise InvalidAction(f"scenario.melds[{i}].side must be 0..{len(sides) - 1}")
        seat = m.get("seat", sides[side][0])
        melds.append(Meld(i + 1, side, seat, kind[0], sort_cards(kind[0], cards), kind[1], kind[2], 0))
    used = Counter(pile) + Counter(surprise) + Counter(stock_top)
    for cards in (*hands, *red):
        used.update(cards)
    for m in melds:
        used.update(m.cards)
    _check_counts(used)
    for side, cards in enumerate(red):
        if any(not c.is_red_three for c in cards):
            raise InvalidAction(f"scenario.red_threes[{side}] may hold only 3H and 3D")
    rest = Counter(COPIES) - used
    remaining = [c for c in full_deck() if rest[c] > 0 and not rest.subtract({c: 1})]
    hand_rng(seed, hand_number).shuffle(remaining)
    stock_size = doc.get("stock_size")
    if stock_size is not None:
        # A late position (S16): the stock holds exactly this many cards; the unplaced cards that do
        # not fit go under the listed pile cards, so the 162 cards stay accounted for (S1.4).
        if isinstance(stock_size, bool) or not isinstance(stock_size, int) or not (
                len(stock_top) <= stock_size <= len(stock_top) + len(remaining)):
            raise InvalidAction(f"scenario.stock_size must be a whole number from {len(stock_top)} "
                                f"to {len(stock_top) + len(remaining)}, got {quote(stock_size)}")
        keep = stock_size - len(stock_top)
        pile = (*remaining[keep:], *pile)
        remaining = remaining[:keep]
    stock = tuple(reversed((*stock_top, *remaining)))
    opened = doc.get("opened")
    if opened is None:
        opened = [any(m.side == s for m in melds) for s in range(len(sides))]
    if not isinstance(opened, list) or len(opened) != len(sides) or not all(isinstance(x, bool) for x in opened):
        raise InvalidAction(f"scenario.opened needs {len(sides)} true/false values")
    frozen = doc.get("pile_frozen")
    if frozen is None:
        frozen = any(c.is_wild or c.is_red_three for c in pile) and (
            rules.wild_discard_effect == "freeze" or rules.buried_special_freezes)
    has_melded = doc.get("has_melded", [any(m.seat == s for m in melds) for s in range(n)])
    asked = doc.get("asked", S.NOT_ASKED)
    if asked not in (S.NOT_ASKED, S.ASKED_YES, S.ASKED_NO):
        raise InvalidAction("scenario.asked must be '', 'yes' or 'no'")
    state = GameState(
        rules=rules, seed=seed, hand_number=hand_number, sides=sides, seat_side=seat_sides(sides, n),
        active=active, dealer=dealer, scores=scores, phase=S.DRAW, turn_seat=turn_seat, to_act=turn_seat,
        hands=tuple(tuple(sorted(h)) for h in hands), stock=stock, pile=pile, surprise=surprise,
        pile_frozen=bool(frozen), melds=tuple(melds), red_threes=tuple(red), opened=tuple(opened),
        pending_replacements=(0,) * n, has_melded=tuple(bool(x) for x in has_melded),
        turn=TurnState(number=1), next_meld_id=len(melds) + 1,
    )
    if phase == S.MELD:
        state = replace(state, phase=S.MELD,
                        turn=TurnState(number=1, asked=asked, no_discard=bool(doc.get("no_discard", False))))
        return state
    # A scenario that starts at a turn's beginning follows the forced steps of S4.2/S16.3.
    return begin_turn(replace(state, turn=TurnState(number=0)), turn_seat).state


def describe(state: GameState) -> str:
    """A short text picture of a position, for bug reports and failing tests."""
    lines = [f"hand {state.hand_number}, {state.phase}, seat {state.turn_seat} to play; scores {state.scores}"]
    for seat, hand in enumerate(state.hands):
        lines.append(f"  seat {seat}: {codes(hand)}")
    lines.append(f"  pile ({len(state.pile)}): {codes(state.pile[-5:])}{' frozen' if state.pile_frozen else ''}")
    lines.append(f"  stock: {len(state.stock)}")
    for m in state.melds:
        lines.append(f"  side {m.side} meld {m.id}: {codes(m.cards)}")
    return "\n".join(lines)


__all__ = ["describe", "load", "seat_after"]
