"""The heuristic's judgements: what a card is worth in hand, what a discard could give away, what a
pile take wins, and how close the opponents are to going out.

These are estimates in "hand points" so that unlike things (a pair kept, a pile risked, a wild card
spent) can be compared on one scale; every factor is a field of ``Weights``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from samba.engine import Card, Observation
from samba.engine import actions as A
from samba.engine.analysis import GROUP, SEQUENCE, Meld, seat_after, sequence_fits_end

from . import sequences
from .memory import Memory, pair_probability
from .weights import Weights

BONUS = {"natural": 500, "mixed": 300, "samba": 1500}


def canastas_needed(obs: Observation) -> int:
    """How many completed melds a side needs to go out (S15.1, BR13)."""
    return 1 if obs.rules.go_out_requirement == "one_canasta" else 2


def side_canastas(obs: Observation, side: int) -> int:
    return sum(1 for m in obs.side_melds(side) if m.is_complete)


def needs_samba(obs: Observation, side: int) -> bool:
    """Whether the side still lacks the samba its going out requires (BR13: a samba plus one more)."""
    return obs.rules.go_out_requirement == "samba_plus_one" and not any(
        m.kind == SEQUENCE and m.is_complete for m in obs.side_melds(side))


def canastas_missing(obs: Observation, side: int) -> int:
    """How many more completed melds the side needs before it may go out (S15.1, BR13). Under
    BR13 three group canastas without a samba are still one short: counting canastas alone made
    a Brazilian side believe it could go out (and its opponents look about to) when neither could."""
    missing = max(0, canastas_needed(obs) - side_canastas(obs, side))
    return max(missing, 1) if needs_samba(obs, side) else missing


def next_opponent(obs: Observation) -> int | None:
    """The next seat in turn order that is not on this seat's side: who can take my discard."""
    seat = obs.seat
    if seat not in obs.active:
        return None
    other = seat_after(seat, obs.active)
    while other != seat:
        if obs.seat_side[other] != obs.side:
            return other
        other = seat_after(other, obs.active)
    return None


def opponent_sides(obs: Observation) -> list[int]:
    return sorted({obs.seat_side[s] for s in obs.active if obs.seat_side[s] != obs.side})


def threat(obs: Observation) -> float:
    """0..1: how likely an opponent side ends the hand soon (it has, or nearly has, the canastas
    its going out needs, a samba among them under BR13, and few cards), plus the stock running
    out. Late-hand choices scale with it."""
    return max(opponents_threat(obs), stock_threat(obs))


def threat_causes(obs: Observation, stock_low: int) -> tuple[bool, bool]:
    """What presses a "the hand may end soon" reason (as parameters of the reason, so its words name only the
    true cause): (opponents, stock) — whether an opponent side's own threat reaches 0.5, and whether the stock's
    does or it is down to ``stock_low`` cards (the going-out views raise the threat to 0.8 there)."""
    return opponents_threat(obs) >= 0.5, stock_threat(obs) >= 0.5 or obs.stock_size <= stock_low


def stock_threat(obs: Observation) -> float:
    """The stock's part of ``threat``: 0.9 with two cards a player left, 0.5 with five, else 0."""
    stock = obs.stock_size
    players = max(1, len(obs.active))
    if stock <= 2 * players:
        return 0.9
    if stock <= 5 * players:
        return 0.5
    return 0.0


def opponents_threat(obs: Observation) -> float:
    """The opponent sides' part of ``threat`` (the stock aside)."""
    need = canastas_needed(obs)
    worst = 0.0
    for side in opponent_sides(obs):
        melds = obs.side_melds(side)
        missing = canastas_missing(obs, side)
        done = need - missing  # the canastas that count towards going out (a samba first, BR13)
        near = sum(1 for m in melds if not m.is_complete and m.size >= 5
                   and (m.kind == SEQUENCE or not needs_samba(obs, side)))
        hands = [obs.hand_sizes[s] for s in obs.sides[side] if s in obs.active]
        smallest = min(hands) if hands else 15
        if missing == 0:
            level = 0.9 if smallest <= 4 else 0.7 if smallest <= 8 else 0.5
        elif done + near >= need:
            level = 0.45 if smallest <= 6 else 0.3
        elif done + near >= need - 1 and done:
            level = 0.15
        else:
            level = 0.0
        worst = max(worst, level)
    return worst


def _group_ranks(melds: tuple[Meld, ...], incomplete_only: bool = False) -> set[int]:
    return {m.rank for m in melds if m.kind == GROUP and (not incomplete_only or not m.is_complete)}


def fits_sequence(melds: tuple[Meld, ...], card: Card, obs: Observation) -> bool:
    return any(m.kind == SEQUENCE and m.size < 7 and sequence_fits_end(m, card, obs.rules) for m in melds)


def keep_values(obs: Observation, w: Weights, danger_level: float) -> dict[Card, float]:
    """What each distinct card in hand is worth keeping (higher: keep)."""
    hand = obs.hand
    ranks = Counter(c.rank for c in hand if c.is_natural)
    suits: dict[str, set[int]] = {}
    for c in hand:
        if c.is_natural:
            suits.setdefault(c.suit, set()).add(c.rank)
    mine = obs.my_melds()
    groups = _group_ranks(mine)
    opened = obs.opened[obs.side]
    limit = obs.rules.wild_limit if obs.rules.wild_limit is not None else 7
    finishes = w.wild_finish_keep and any(
        m.kind == GROUP and not m.is_complete and m.size >= 5 and m.wilds + 7 - m.size <= limit for m in mine)
    out: dict[Card, float] = {}
    for c in set(hand):
        if c.is_wild:
            value = w.wild_keep + (w.joker_extra if c.is_joker else 0.0)
            if finishes:
                value += w.wild_finish_keep
        elif c.is_black_three:
            value = w.black3_keep
        elif c.is_natural:
            k = ranks[c.rank]
            if k >= 3:
                value = w.triple_keep
            elif k == 2:
                value = w.pair_keep
            else:
                value = w.single_keep
                near = suits.get(c.suit, set())
                if (c.rank - 1 in near or c.rank + 1 in near) and not (c.rank - 1 in near and c.rank + 1 in near):
                    value += w.connector_keep
                elif c.rank - 1 in near and c.rank + 1 in near:
                    value += 2 * w.connector_keep
            if c.rank in groups or fits_sequence(mine, c, obs):
                value += 8.0
            value += sequences.keep_bonus(obs, c)  # BR13: the samba's cards (0 under other rules)
            if not opened:
                value += 0.3 * c.points
            value -= w.late_points * danger_level * c.points
        else:
            value = 0.0
        out[c] = value
    return out


def pile_value_for_taker(obs: Observation, w: Weights, extra: int = 1) -> float:
    """Roughly what taking the pile (after ``extra`` more discards) is worth to whoever takes it."""
    cards = obs.pile + ()
    wild = sum(1 for c in cards if c.is_wild)
    return w.pile_base + w.pile_card * (len(cards) + extra - 1) + (w.pile_wild - w.pile_card) * wild


def take_chance(obs: Observation, memory: Memory, seat: int, card: Card) -> tuple[float, bool]:
    """(chance that ``seat`` takes the pile if ``card`` is on top, whether it would take one card only)."""
    rules = obs.rules
    side = obs.seat_side[seat]
    opened = obs.opened[side]
    frozen = (obs.pile_frozen or rules.pile_always_frozen or (rules.frozen_until_opened and not opened))
    if opened and not frozen:
        melds = obs.side_melds(side) if rules.melds_owned_by == "side" else tuple(
            m for m in obs.melds if m.seat == seat)
        targets = rules.pile_layoff_targets
        if targets in ("incomplete_melds", "any_meld"):
            for m in melds:
                if m.kind == GROUP and m.rank == card.rank and (m.size < 7 or targets == "any_meld"):
                    return 1.0, False
        if targets != "none" and fits_sequence(melds, card, obs):
            return 1.0, rules.sequence_layoff_takes == "top_card_only"
    if not opened and not rules.allow_pile_for_initial_meld:
        return 0.0, False
    p = pair_probability(memory, obs, seat, card)
    if not opened:
        need = obs.requirement(side).points
        p *= 0.8 if 3 * card.points >= need else 0.35
    return p, False


def discard_scores(obs: Observation, memory: Memory, w: Weights) -> list[tuple[float, Card, float]]:
    """(score, card, danger) for every distinct card, best discard (lowest score) first."""
    level = threat(obs)
    keep = keep_values(obs, w, level)
    opp = next_opponent(obs)
    pile_value = pile_value_for_taker(obs, w)
    rules = obs.rules
    opp_opened = opp is not None and obs.opened[obs.seat_side[opp]]
    out: list[tuple[float, Card, float]] = []
    for card, value in keep.items():
        danger = 0.0
        if card.is_natural and opp is not None:
            chance, single = take_chance(obs, memory, opp, card)
            danger = w.danger * chance * (w.pile_base * 0.6 if single else pile_value)
        score = value + danger
        if card.is_wild and rules.wild_discard_effect == "freeze" and not obs.pile_frozen and opp_opened \
                and len(obs.pile) >= w.freeze_pile_size:
            score -= w.freeze_per_card * len(obs.pile)
        elif card.is_wild and len(obs.pile) < w.freeze_pile_size:
            score += w.wild_small_pile
        if card.is_black_three and opp is not None:
            # Blocks the next player: worth more the more the pile is worth to them.
            score -= 0.15 * pile_value if len(obs.pile) >= 5 else 0.0
        out.append((score, card, danger))
    out.sort(key=lambda t: (t[0], -t[1].points, t[1]))
    return out


@dataclass(frozen=True, slots=True)
class TakeValue:
    action: A.TakePile
    value: float
    gained: int


def take_value(obs: Observation, take: A.TakePile, w: Weights) -> TakeValue:
    """What a pile take is worth compared with drawing from the stock (same scale as ``draw_value``)."""
    hand_ranks = Counter(c.rank for c in obs.hand if c.is_natural)
    mine = obs.my_melds()
    groups = _group_ranks(mine, incomplete_only=True)
    gained = obs.pile[:-1] if take.method != A.SEQUENCE_CARD else ()
    level = threat(obs)
    value = 0.0
    for c in gained:
        if c.is_wild:
            value += w.pile_wild
        elif c.is_red_three:
            value += w.pile_red_three
        elif c.is_black_three:
            value += 2.0
        else:
            value += w.pile_card
            if c.rank in groups or hand_ranks[c.rank] >= 1:
                value += w.pile_match
        value -= 0.5 * level * c.points
    melded = 1 + len(take.cards) + sum(len(m) for m in take.melds)
    value += w.meld_progress * melded
    value -= sum(0.5 * w.wild_keep for m in take.melds for c in m if c.is_wild)
    value += sequences.take_bonus(obs, take)  # BR8 towards the samba BR13 asks for (0 otherwise)
    if take.method == A.PAIR:
        value -= 0.3 * w.pair_keep
        if not obs.opened[obs.side]:
            value += 40.0
    return TakeValue(take, value, len(gained))


def draw_value(obs: Observation, w: Weights) -> float:
    return w.stock_card * min(obs.stock_size, obs.rules.stock_draw_count)


def hand_points(cards: tuple[Card, ...]) -> int:
    return sum(c.points for c in cards)


def stay_value(obs: Observation, w: Weights) -> float:
    """What the side can still expect to add if the hand goes on: canastas it is close to, and a
    big pile it can take (the classic reason not to go out yet)."""
    value = 0.0
    rules = obs.rules
    for m in obs.side_melds(obs.side):
        if m.is_complete or m.size < w.near_canasta - 1:
            continue
        if m.kind == SEQUENCE:
            bonus = rules.samba_bonus
        elif m.wilds:
            bonus = rules.mixed_canasta_bonus
        else:
            bonus = rules.natural_canasta_bonus
        chance = {4: 0.12, 5: 0.3, 6: 0.55}.get(m.size, 0.0)
        value += chance * bonus
    pile = obs.pile
    if len(pile) >= w.big_pile and not obs.frozen_for(obs.side) and obs.top is not None and obs.top.is_natural:
        value += 12.0 * len(pile)
    elif len(pile) >= w.big_pile:
        value += 5.0 * len(pile)
    return value
