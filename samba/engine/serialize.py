"""Versioned JSON for game states (saves, bug reports, golden files).

Cards are written in RULES.md notation so a save can be read by a person. The stock is written
top card first, like the scenario format. ``from_json`` validates everything it reads and raises
``InvalidAction`` naming the first thing that is wrong; it never lets a ``KeyError`` escape.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from .cards import Card, codes, parse_cards
from .errors import InvalidAction, quote
from .events import Event
from .melds import Meld
from .rules import RuleSet
from .scoring import HandResult, SideScore
from .state import PHASES, GameState, TurnState

FORMAT = "samba-state"
VERSION = 1


def _side_score(s: SideScore) -> dict[str, int]:
    return {f.name: getattr(s, f.name) for f in fields(SideScore)}


def _result(r: HandResult) -> dict[str, Any]:
    return {"hand_number": r.hand_number, "sides": [_side_score(s) for s in r.sides], "went_out": r.went_out,
            "reason": r.reason, "totals": list(r.totals)}


def state_to_dict(state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION,
        "rules": state.rules.to_dict(), "seed": state.seed, "hand_number": state.hand_number,
        "sides": [list(s) for s in state.sides], "active": list(state.active), "dealer": state.dealer,
        "scores": list(state.scores), "phase": state.phase, "turn_seat": state.turn_seat, "to_act": state.to_act,
        "hands": [codes(h) for h in state.hands], "stock": codes(reversed(state.stock)),
        "pile": codes(state.pile), "surprise": codes(state.surprise), "pile_frozen": state.pile_frozen,
        "melds": [{"id": m.id, "side": m.side, "seat": m.seat, "kind": m.kind, "cards": codes(m.cards),
                   "rank": m.rank, "suit": m.suit, "turn": m.turn} for m in state.melds],
        "red_threes": [codes(r) for r in state.red_threes], "opened": list(state.opened),
        "pending_replacements": list(state.pending_replacements), "has_melded": list(state.has_melded),
        "turn": {f.name: getattr(state.turn, f.name) for f in fields(TurnState)},
        "next_meld_id": state.next_meld_id, "went_out": state.went_out,
        "result": _result(state.result) if state.result else None,
        "history": [_result(r) for r in state.history], "winners": list(state.winners),
        "log": [{"kind": e.kind, "seat": e.seat, "cards": codes(e.cards), "count": e.count, "meld": e.meld,
                 "text": e.text} for e in state.log],
        "deck_override": codes(state.deck_override),
    }


def to_json(state: GameState) -> str:
    return json.dumps(state_to_dict(state), separators=(",", ":"))


class _Reader:
    """Typed access to an untrusted document, with error messages that name the path."""

    def __init__(self, data: Any, path: str = "state"):
        if not isinstance(data, dict):
            raise InvalidAction(f"{path}: expected an object")
        self.data, self.path = data, path

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if key not in self.data:
            if default is ...:
                raise InvalidAction(f"{self.path}.{key} is missing")
            return default
        value = self.data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            raise InvalidAction(f"{self.path}.{key} has the wrong type ({type(value).__name__})")
        return value

    def cards(self, key: str, default: Any = ...) -> tuple[Card, ...]:
        text = self.get(key, str, default)
        try:
            return parse_cards(text)
        except ValueError as exc:
            raise InvalidAction(f"{self.path}.{key}: {exc}") from None

    def ints(self, key: str) -> tuple[int, ...]:
        value = self.get(key, list)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise InvalidAction(f"{self.path}.{key} must be a list of whole numbers")
        return tuple(value)

    def bools(self, key: str) -> tuple[bool, ...]:
        value = self.get(key, list)
        if not all(isinstance(v, bool) for v in value):
            raise InvalidAction(f"{self.path}.{key} must be a list of true/false")
        return tuple(value)

    def sub(self, key: str) -> _Reader:
        return _Reader(self.get(key, dict), f"{self.path}.{key}")


def _read_result(data: Any, path: str) -> HandResult:
    r = _Reader(data, path)
    sides = []
    for i, s in enumerate(r.get("sides", list)):
        sr = _Reader(s, f"{path}.sides[{i}]")
        sides.append(SideScore(**{f.name: sr.get(f.name, int) for f in fields(SideScore)}))
    return HandResult(r.get("hand_number", int), tuple(sides), r.get("went_out", int), r.get("reason", str),
                      r.ints("totals"))


def state_from_dict(data: Any) -> GameState:
    r = _Reader(data)
    if r.get("format", str) != FORMAT:
        raise InvalidAction(f"not a Samba game state (format {quote(data.get('format'))})")
    version = r.get("version", int)
    if version != VERSION:
        raise InvalidAction(f"state version {version} is not supported (this game reads version {VERSION})")
    rules = RuleSet.from_dict(r.get("rules", dict))
    phase = r.get("phase", str)
    if phase not in PHASES:
        raise InvalidAction(f"state.phase {quote(phase)} is not one of {PHASES}")
    melds = []
    for i, m in enumerate(r.get("melds", list)):
        mr = _Reader(m, f"state.melds[{i}]")
        melds.append(Meld(mr.get("id", int), mr.get("side", int), mr.get("seat", int), mr.get("kind", str),
                          mr.cards("cards"), mr.get("rank", int), mr.get("suit", str), mr.get("turn", int)))
    log = []
    for i, e in enumerate(r.get("log", list)):
        er = _Reader(e, f"state.log[{i}]")
        log.append(Event(er.get("kind", str), er.get("seat", int), er.cards("cards"), er.get("count", int),
                         er.get("meld", int), er.get("text", str)))
    turn = r.sub("turn")
    if turn.get("asked", str) not in ("", "pending", "yes", "no"):
        raise InvalidAction("state.turn.asked must be '', 'pending', 'yes' or 'no'")
    result = r.get("result", (dict, type(None)))
    hands, red_threes = r.get("hands", list), r.get("red_threes", list)
    if not all(isinstance(h, str) for h in (*hands, *red_threes)):
        raise InvalidAction("state.hands and state.red_threes must be lists of card strings")
    try:
        hand_cards = tuple(parse_cards(h) for h in hands)
        red = tuple(parse_cards(x) for x in red_threes)
    except (ValueError, AttributeError, TypeError) as exc:
        raise InvalidAction(f"state: {exc}") from None
    sides = r.get("sides", list)
    if not all(isinstance(s, list) and all(isinstance(x, int) for x in s) for s in sides):
        raise InvalidAction("state.sides must be a list of seat lists")
    if sorted(seat for s in sides for seat in s) != list(range(rules.player_count)):
        raise InvalidAction("state.sides must seat every player exactly once")
    state = GameState(
        rules=rules, seed=r.get("seed", int), hand_number=r.get("hand_number", int),
        sides=tuple(tuple(s) for s in sides),
        seat_side=tuple(next(i for i, s in enumerate(sides) if seat in s) for seat in range(rules.player_count)),
        active=r.ints("active"), dealer=r.get("dealer", int), scores=r.ints("scores"), phase=phase,
        turn_seat=r.get("turn_seat", int), to_act=r.get("to_act", int), hands=hand_cards,
        stock=tuple(reversed(r.cards("stock"))), pile=r.cards("pile"), surprise=r.cards("surprise"),
        pile_frozen=r.get("pile_frozen", bool), melds=tuple(melds), red_threes=red, opened=r.bools("opened"),
        pending_replacements=r.ints("pending_replacements"), has_melded=r.bools("has_melded"),
        turn=TurnState(turn.get("number", int), turn.get("took_pile", bool), turn.get("melded", bool),
                       turn.get("asked", str), turn.get("laid_off_on_partner", bool), turn.get("no_discard", bool),
                       turn.get("committed", bool, False), turn.get("asked_before_draw", bool, False)),
        next_meld_id=r.get("next_meld_id", int), went_out=r.get("went_out", int),
        result=_read_result(result, "state.result") if result else None,
        history=tuple(_read_result(h, f"state.history[{i}]") for i, h in enumerate(r.get("history", list))),
        winners=r.ints("winners"), log=tuple(log), deck_override=r.cards("deck_override", ""),
    )
    _check_shape(state)
    return state


def _check_shape(state: GameState) -> None:
    """Per-seat and per-side lists must match the table, and seats must exist: a save that loads
    must never make the engine index out of range later."""
    seats, sides = state.rules.player_count, len(state.sides)
    for name, size in (("hands", seats), ("pending_replacements", seats), ("has_melded", seats),
                       ("scores", sides), ("opened", sides), ("red_threes", sides)):
        if len(getattr(state, name)) != size:
            raise InvalidAction(f"state.{name} must have {size} entries, one per {'seat' if size == seats else 'side'}")
    if not state.active or any(not 0 <= seat < seats for seat in (*state.active, state.dealer, state.turn_seat)):
        raise InvalidAction("state.active, dealer and turn_seat must name seats at this table")
    if state.to_act != -1 and not 0 <= state.to_act < seats:
        raise InvalidAction("state.to_act must name a seat at this table (or -1 after the hand)")
    if any(not 0 <= m.side < sides for m in state.melds):
        raise InvalidAction("state.melds: a meld belongs to a side that does not exist")


def from_json(text: str | bytes | dict[str, Any]) -> GameState:
    """A state from ``to_json`` output; ``InvalidAction`` if the document is not a valid state."""
    if isinstance(text, dict):
        return state_from_dict(text)
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as exc:
        raise InvalidAction(f"not JSON: {exc}") from None
    try:
        return state_from_dict(data)
    except StopIteration:
        raise InvalidAction("state.sides does not seat every player") from None
