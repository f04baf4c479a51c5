"""An independent judge of going out (S15.4), and positions to judge.

``brute_force_go_out`` knows nothing of the engine's search: it enumerates every way to split a
small hand into a final discard (or none), one lay-off per meld of the seat's side and new melds,
and asks ``check`` about each complete ``GoOut``. Its only shortcut is to skip blocks of cards that
``check`` would refuse on their own: a new meld that ``melds.check_new_meld`` rejects, or a lay-off
that ``melds.check_layoff`` rejects (``check`` runs exactly these on every meld and lay-off of a
``GoOut``, so a plan containing such a block can never pass). One lay-off per meld is no loss:
laying off onto the same meld in two steps is never accepted when the single combined lay-off is
refused (each step must itself be a legal lay-off, and the wild-card limits count from the meld's
size before the action).

``random_position`` builds scenario documents in which going out may well be possible: the seat's
side near its canastas, groups and sequences the hand can extend, wild cards, black threes, red
threes, opened and unopened sides, every preset and the house rules that change going out.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from itertools import product

from samba.engine import GoOut, check
from samba.engine.cards import COPIES, Card, codes
from samba.engine.melds import check_layoff, check_new_meld
from samba.engine.observation import Observation

PRESET_NAMES = ("samba", "samba_hoyle", "samba_simple", "samba_spanish", "brazilian")


class TooManyPlans(Exception):
    """The hand splits in more ways than the judge is willing to try."""


def brute_force_go_out(obs: Observation, *, limit: int = 200_000) -> GoOut | None:
    """A ``GoOut`` that ``check`` accepts for ``obs``, found by trying every split; None if none."""
    faces = sorted(set(obs.hand))
    counts = tuple(obs.hand.count(f) for f in faces)
    melds = obs.my_melds()
    rules = obs.rules
    blocks_new: dict[tuple[int, ...], tuple[Card, ...]] = {}
    blocks_lay: dict[int, dict[tuple[int, ...], tuple[Card, ...]]] = {m.id: {} for m in melds}
    for vector in product(*(range(c + 1) for c in counts)):
        if not any(vector):
            continue
        cards = tuple(f for f, k in zip(faces, vector, strict=True) for _ in range(k))
        if isinstance(check_new_meld(cards, rules, going_out=True), tuple):
            blocks_new[vector] = cards
        for m in melds:
            if check_layoff(m, cards, rules, going_out=True) is None:
                blocks_lay[m.id][vector] = cards
    tried = 0
    discards: list[Card | None] = [None]
    if not obs.turn.no_discard:
        discards.extend(faces)
    for discard in discards:
        rest = list(counts)
        if discard is not None:
            rest[faces.index(discard)] -= 1
        for new, lay in _splits(tuple(rest), tuple(m.id for m in melds), blocks_new, blocks_lay):
            tried += 1
            if tried > limit:
                raise TooManyPlans(f"more than {limit} plans")
            action = GoOut(tuple(new), tuple(lay), discard)
            if check(obs, action) is None:
                return action
    return None


def _splits(rest: tuple[int, ...], free: tuple[int, ...], blocks_new: dict, blocks_lay: dict
            ) -> Iterator[tuple[list, list]]:
    """Every split of the multiset ``rest`` into new-meld blocks and one lay-off per meld id in
    ``free``; each split once (the block holding the lowest remaining card is chosen first)."""
    first = next((i for i, k in enumerate(rest) if k), None)
    if first is None:
        yield [], []
        return

    def fits(vector: tuple[int, ...]) -> bool:
        return vector[first] > 0 and all(v <= r for v, r in zip(vector, rest, strict=True))

    for vector, cards in blocks_new.items():
        if fits(vector):
            left = tuple(r - v for r, v in zip(rest, vector, strict=True))
            for new, lay in _splits(left, free, blocks_new, blocks_lay):
                yield [cards, *new], lay
    for i, meld_id in enumerate(free):
        for vector, cards in blocks_lay[meld_id].items():
            if fits(vector):
                left = tuple(r - v for r, v in zip(rest, vector, strict=True))
                for new, lay in _splits(left, free[:i] + free[i + 1:], blocks_new, blocks_lay):
                    yield new, [(meld_id, cards), *lay]


# -- positions -----------------------------------------------------------------------------------------

_SUITS = "CDHS"


class _Pack:
    """The cards still free for a scenario (three of each face, six jokers, S1.1)."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.left = Counter(COPIES)

    def take(self, code: str) -> str | None:
        card = Card.parse(code)
        if self.left[card] <= 0:
            return None
        self.left[card] -= 1
        return code

    def wild(self) -> str | None:
        return self.take("JK" if self.rng.random() < 0.35 else "2" + self.rng.choice(_SUITS))

    def natural(self, rank: int, suit: str | None = None) -> str | None:
        return self.take(Card.of(rank, suit or self.rng.choice(_SUITS)).code)


def _group(pack: _Pack, rng: random.Random, rank: int, size: int, wilds: int) -> list[str] | None:
    cards = [pack.natural(rank) for _ in range(size - wilds)] + [pack.wild() for _ in range(wilds)]
    return None if None in cards else cards


def _run(pack: _Pack, suit: str, low: int, length: int) -> list[str] | None:
    if low + length - 1 > 14:
        return None
    cards = [pack.natural(r, suit) for r in range(low, low + length)]
    return None if None in cards else cards


def _wilds_allowed(rules: dict, rng: random.Random, naturals: int) -> int:
    """A random wild count that a group of ``naturals`` natural cards may hold under these options."""
    ratio = {"naturals_ge_wilds": 1, "naturals_ge_twice_wilds": 2, "none": 0}[rules["wild_ratio_rule"]]
    most = naturals // ratio if ratio else 4
    if rules["max_wilds_per_group"] != "unlimited":
        most = min(most, 2)
    return rng.randint(0, max(0, most))


def random_position(rng: random.Random) -> dict:
    """A scenario document: seat 0 to play in its meld phase, its side near going out (maybe)."""
    from samba.engine.rules import PRESETS, RuleSet

    name = rng.choice(PRESET_NAMES)
    options: dict = {}
    if rng.random() < 0.10:
        options["melds_owned_by"] = "player"
    if rng.random() < 0.15:
        options["samba_extend_when_going_out"] = True
    if rng.random() < 0.10:
        options["allow_duplicate_rank_groups"] = False
    if rng.random() < 0.15:
        options["allow_wild_on_completed_canasta"] = rng.random() < 0.5
    if rng.random() < 0.10:
        options["concealed_exempt_from_initial_minimum"] = True
    if rng.random() < 0.25:
        options["go_out_requirement"] = rng.choice(["two_canastas", "one_canasta", "samba_plus_one"])
    if rng.random() < 0.10:
        options["min_naturals_per_group"] = rng.choice([1, 2])
        options["max_wilds_per_group"] = rng.choice(["2", "unlimited"])
        options["wild_ratio_rule"] = rng.choice(["naturals_ge_wilds", "naturals_ge_twice_wilds", "none"])
    if rng.random() < 0.08:
        options["allow_wild_only_melds"] = name != "brazilian"
    if rng.random() < 0.15:
        options["player_count"] = rng.choice([2, 3, 6])
    if rng.random() < 0.12:
        options["allow_wild_in_sequence"] = True
    if rng.random() < 0.05:
        options["initial_meld_table"] = rng.choice(["standard_150", "hoyle_160", "capped_120", "brazilian"])
    merged = {**RuleSet().to_dict(), **PRESETS[name], **options}
    if merged["min_naturals_per_group"] == 1 and merged["wild_ratio_rule"] != "none":
        merged["min_naturals_per_group"] = 2
        options["min_naturals_per_group"] = 2
    rules = RuleSet.from_dict({k: v for k, v in merged.items() if k != "custom_initial_meld_table"})

    pack = _Pack(rng)
    melds: list[dict] = []
    partner = {2: None, 3: None, 4: 2, 6: 3}[rules.player_count]
    seats = [0] if partner is None else [0, partner]

    def add(cards: list[str] | None, side: int = 0) -> None:
        if cards:
            melds.append({"side": side, "cards": " ".join(cards), "seat": rng.choice(seats) if side == 0 else None})

    opened_side = rng.random() < 0.85
    rule_dict = rules.to_dict()
    if opened_side:
        for _ in range(rng.choice([0, 1, 1, 2, 2, 2, 3])):
            kind = rng.random()
            if kind < 0.45:
                naturals = rng.randint(5, 9)
                add(_group(pack, rng, rng.randint(4, 14), naturals + 0, 0) if rng.random() < 0.5 else
                    _group(pack, rng, rng.randint(4, 14), 7, min(2, _wilds_allowed(rule_dict, rng, 5))))
            elif kind < 0.85:
                add(_run(pack, rng.choice(_SUITS), rng.randint(4, 8), 7))
            elif rules.allow_wild_only_melds:
                add([pack.wild() or "JK" for _ in range(7)])
        for _ in range(rng.choice([0, 1, 1, 2, 3])):
            naturals = rng.randint(max(rules.min_naturals_per_group, 2), 6)
            wilds = min(_wilds_allowed(rule_dict, rng, naturals), 6 - naturals + 1)
            size = min(6, naturals + wilds)
            add(_group(pack, rng, rng.randint(4, 14), size, size - naturals if size > naturals else 0))
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            run = _run(pack, rng.choice(_SUITS), rng.randint(4, 12), rng.randint(3, 6))
            if run and rules.allow_wild_in_sequence and rng.random() < 0.6:
                # A wild card in a gap or beyond an end (the house rule lets sequences hold them).
                wild = pack.wild()
                if wild:
                    run[rng.randrange(1, len(run) - 1) if rng.random() < 0.5 else -1] = wild
            add(run)
        if rules.allow_wild_only_melds and rng.random() < 0.3:
            add([pack.wild() or "JK" for _ in range(rng.randint(3, 6))])
        if rng.random() < 0.03:
            add([pack.take("3C") or "3S", pack.take("3S") or "3C", pack.take("3C") or "3S"])
        if rng.random() < 0.3:
            add(_group(pack, rng, rng.randint(4, 14), 3, 0), side=1)

    hand: list[str] = []
    size = rng.choice([1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11]) if opened_side else rng.randint(7, 10)
    own = [m for m in melds if m["side"] == 0]
    if opened_side and rng.random() < 0.2:
        # Conflict: neighbouring ranks in two suits, so sequences and groups compete for cards.
        low = rng.randint(4, 11)
        suits = rng.sample(_SUITS, 2)
        for _ in range(rng.randint(4, 7)):
            card = pack.natural(rng.randint(low, low + 3), rng.choice(suits))
            if card:
                hand.append(card)
        if rng.random() < 0.5:
            add(_group(pack, rng, rng.randint(low, low + 3), 3, 0))
            own = [m for m in melds if m["side"] == 0]
    attempts = 0
    while len(hand) < size and attempts < 200:
        attempts += 1
        roll = rng.random()
        card: str | None = None
        if own and roll < 0.35:
            parts = [Card.parse(c) for c in rng.choice(own)["cards"].split()]
            naturals = [c for c in parts if c.is_natural]
            if naturals and len({c.rank for c in naturals}) == 1:
                card = pack.natural(naturals[0].rank)
            elif naturals:
                low = min(c.rank for c in naturals)
                high = max(c.rank for c in naturals)
                rank = rng.choice([low - 1, low - 2, high + 1, high + 2])
                if 4 <= rank <= 14:
                    card = pack.natural(rank, naturals[0].suit)
        elif roll < 0.50 and size - len(hand) >= 3:
            if rng.random() < 0.5:
                block = _group(pack, rng, rng.randint(4, 14), 3, 0)
            else:
                block = _run(pack, rng.choice(_SUITS), rng.randint(4, 12), 3)
            if block:
                hand.extend(block)
            continue
        elif roll < 0.66:
            card = pack.wild()
        elif roll < 0.71:
            card = pack.take(rng.choice(["3C", "3S"]))
        elif roll < 0.72:
            card = pack.take(rng.choice(["3H", "3D"]))
        else:
            card = pack.natural(rng.randint(4, 14))
        if card:
            hand.append(card)
    if not opened_side and rng.random() < 0.8:
        # An unopened side can go out only with a canasta in hand: build one.
        hand = hand[:max(0, size - 7)]
        block = (_group(pack, rng, rng.randint(4, 14), 7, rng.choice([0, 0, 1]))
                 if rng.random() < 0.6 else _run(pack, rng.choice(_SUITS), rng.randint(4, 8), 7))
        hand.extend(block or [])
        options.setdefault("go_out_requirement", "one_canasta" if rng.random() < 0.8 else "two_canastas")
    sides = 3 if rules.player_count in (3, 6) else 2
    scores = [rng.choice([-200, 0, 800, 1600, 3500, 5000, 7200, 8300, 9400]) for _ in range(sides)]
    if name == "brazilian" and not opened_side and rng.random() < 0.5:
        scores[0] = rng.choice([7200, 8300, 9400])  # BR10: the opening must hold a canasta
    for m in melds:
        if m["seat"] is None:
            del m["seat"]
    others = [pack.natural(rng.randint(4, 14)) or "JK" for _ in range(rules.player_count - 1)]
    doc = {
        "rules": {"preset": name, **options},
        "turn": 0, "phase": "meld",
        "hands": [" ".join(hand), *others],
        "melds": melds, "pile": pack.natural(rng.randint(4, 14)) or "JK",
        "scores": scores,
    }
    if not opened_side:
        doc["opened"] = [False] * sides
    elif rng.random() < 0.08:
        doc["opened"] = [False] * sides  # an odd position a scenario can write: melds, yet unopened
    if rng.random() < 0.10:
        doc["no_discard"] = True
    return doc


def describe(doc: dict) -> str:
    """The parts of a scenario that matter for going out, on one line."""
    return (f"rules={doc['rules']} hand={doc['hands'][0]} melds={[m['cards'] for m in doc['melds']]} "
            f"opened={doc.get('opened')} scores={doc['scores']} no_discard={doc.get('no_discard', False)}")


__all__ = ["PRESET_NAMES", "TooManyPlans", "brute_force_go_out", "codes", "describe", "random_position"]
