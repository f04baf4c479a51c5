"""Going out and the partner protocol (S15.4, BR14).

The complaint players have about Canasta programs is a partner who goes out while the team could
still take a big pile or finish a samba. So going out is a comparison: what ending now is worth
(the bonus, the opponents' cards caught in hand, minus the partner's cards) against what staying
is worth (canastas the side is close to, a pile it can take), weighed by how soon the opponents or
the stock could end the hand anyway. The partner answering "may I go out?" makes the same
comparison with its own hand, which the asker cannot see.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.engine import Card, Observation
from samba.engine.analysis import GROUP, SEQUENCE

from . import reasons as R
from .evaluate import canastas_needed, hand_points, opponent_sides, side_canastas, stay_value, threat, threat_causes
from .reasons import Reason, reason
from .weights import Weights

YES = Reason(R.ANSWER_YES_WORTH)
NO = Reason(R.ANSWER_NO_MELDS)


@dataclass(frozen=True, slots=True)
class GoOutView:
    """The comparison behind a go-out decision, kept so a hint can explain it."""

    now: float
    stay: float
    threat: float
    risk: float = 0.0
    """What the side loses if the opponents end the hand first (its cards, their bonus)."""
    yes_reason: Reason = YES
    """For an answer: why yes (the reason given when yes is chosen, or offered second)."""
    no_reason: Reason = NO

    @property
    def go(self) -> bool:
        return self.now + self.threat * self.risk >= self.stay * (1.0 - self.threat)


def _opponent_cards(obs: Observation) -> int:
    return sum(obs.hand_sizes[s] for side in opponent_sides(obs) for s in obs.sides[side] if s in obs.active)


def _partner_cards(obs: Observation, exclude: int) -> int:
    return sum(obs.hand_sizes[s] for s in obs.sides[obs.side] if s in obs.active and s != exclude)


def go_out_view(obs: Observation, w: Weights) -> GoOutView:
    """From the player who could go out."""
    rules = obs.rules
    level = threat(obs)
    if obs.stock_size <= w.stock_low:
        level = max(level, 0.8)
    # The margin is a temperament (eager or greedy); an imminent end of the hand overrides it.
    now = (rules.going_out_bonus + w.hand_card_value * 0.5 * _opponent_cards(obs)
           - w.hand_card_value * _partner_cards(obs, obs.seat) + w.go_out_margin * (1.0 - level))
    risk = rules.going_out_bonus + hand_points(obs.hand) + w.hand_card_value * _partner_cards(obs, obs.seat)
    return GoOutView(now, stay_value(obs, w), level, risk)


def meldable_points(obs: Observation) -> int:
    """Card points this seat could put on the table on its next turn: groups of three or more,
    cards that fit the side's groups, and wild cards (which can join them)."""
    groups = {m.rank for m in obs.my_melds() if m.kind == "group"}
    ranks: dict[int, int] = {}
    for c in obs.hand:
        if c.is_natural:
            ranks[c.rank] = ranks.get(c.rank, 0) + 1
    total = 0
    for c in obs.hand:
        if c.is_wild or (c.is_natural and (ranks[c.rank] >= 3 or c.rank in groups)):
            total += c.points
    return total


def completable_canastas(obs: Observation) -> list[int]:
    """Bonuses of the side's incomplete melds this seat could complete from its own hand on its
    next turn: naturals of a group's rank (then wild cards, within the limit), or cards that extend
    a sequence end to end."""
    rules = obs.rules
    limit = rules.wild_limit if rules.wild_limit is not None else 7
    wilds = sum(1 for c in obs.hand if c.is_wild)
    ranks: dict[int, int] = {}
    for c in obs.hand:
        if c.is_natural:
            ranks[c.rank] = ranks.get(c.rank, 0) + 1
    present = set(obs.hand)
    out: list[int] = []
    melds = sorted((m for m in obs.my_melds() if not m.is_complete), key=lambda m: -m.size)
    for m in melds:
        if m.kind == GROUP:
            naturals = m.size + ranks.get(m.rank, 0)
            if naturals >= 7:
                out.append(rules.natural_canasta_bonus if not m.wilds else rules.mixed_canasta_bonus)
                continue
            use = 7 - naturals
            if use <= wilds and m.wilds + use <= limit:
                wilds -= use
                out.append(rules.mixed_canasta_bonus)
        elif m.kind == SEQUENCE:
            low = min(c.rank for c in m.cards)
            high = max(c.rank for c in m.cards)
            size = m.size
            while size < 7 and high < 14 and Card.of(high + 1, m.suit) in present:
                high += 1
                size += 1
            while size < 7 and low > 4 and Card.of(low - 1, m.suit) in present:
                low -= 1
                size += 1
            if size >= 7:
                out.append(rules.samba_bonus)
    return out


def answer_view(obs: Observation, w: Weights) -> GoOutView:
    """From the partner asked "may I go out?".

    ``classic``: my own cards would count against us, while on my next turn I could meld the ones
    that fit. ``delay`` (issue #16 item 1): the asker can go out, so the going out completes the
    canastas the side still needs (turning its red threes positive); "no" only delays that by one
    round, in which I can meld what fits and complete canastas from my own hand, while the
    opponents play two turns and may end the hand first (then the side keeps its cards in hand,
    misses the bonus and the canastas the going out would have completed, and its red threes may
    count against it). Say no only when my turn is worth more than that round costs.
    """
    if w.answer_model == "delay":
        return _delay_answer(obs, w)
    rules = obs.rules
    mine = hand_points(obs.hand)
    meldable = meldable_points(obs)
    others = _partner_cards(obs, obs.seat) - obs.hand_sizes[obs.turn_seat]
    now = (rules.going_out_bonus + w.hand_card_value * 0.5 * _opponent_cards(obs)
           - mine - w.hand_card_value * max(0, others))
    level = threat(obs)
    if obs.stock_size <= w.stock_low:
        level = max(level, 0.8)
    stay = stay_value(obs, w) + meldable - 0.3 * (mine - meldable)
    missing = max(0, canastas_needed(obs) - side_canastas(obs, obs.side))
    if level >= 0.5:
        opponents, stock = threat_causes(obs, w.stock_low)
        yes = reason(R.ANSWER_YES_THREAT, opponents=opponents, stock=stock)
    else:
        turning = len(obs.red_threes[obs.side]) if missing else 0
        yes = reason(R.ANSWER_YES_WORTH, canastas=missing, red_threes=turning, held=mine)
    no = reason(R.ANSWER_NO_MELDS, held=mine, meldable=meldable)
    return GoOutView(now, stay, level, rules.going_out_bonus + mine, yes, no)


NEAR_CHANCE = {4: 0.1, 5: 0.25, 6: 0.45}
"""Rough chance that an incomplete meld of this size becomes a canasta within one more round."""


def opponents_potential(obs: Observation) -> float:
    """Canasta bonuses the opponents could add in one more round (their near-complete melds): what
    ending the hand now denies them."""
    rules = obs.rules
    total = 0.0
    for side in opponent_sides(obs):
        for m in obs.side_melds(side):
            if m.is_complete:
                continue
            if m.kind == SEQUENCE:
                bonus = rules.samba_bonus
            else:
                bonus = rules.mixed_canasta_bonus if m.wilds else rules.natural_canasta_bonus
            total += NEAR_CHANCE.get(m.size, 0.0) * bonus
    return total


def _delay_answer(obs: Observation, w: Weights) -> GoOutView:
    rules = obs.rules
    mine = hand_points(obs.hand)
    meldable = meldable_points(obs)
    canastas = completable_canastas(obs)
    missing = max(0, canastas_needed(obs) - side_canastas(obs, obs.side))
    reds = len(obs.red_threes[obs.side])
    level = threat(obs)
    if obs.stock_size <= w.stock_low:
        level = max(level, 0.8)
    loss = (rules.going_out_bonus + mine + w.hand_card_value * obs.hand_sizes[obs.turn_seat]
            + missing * rules.mixed_canasta_bonus + (200 * reds if missing else 0))
    pace = 1.0 if any(obs.opened[side] for side in opponent_sides(obs)) else w.answer_unopened
    cost = w.answer_round_cost * pace + w.answer_opponents * opponents_potential(obs) + w.answer_risk * level * loss
    gain = w.answer_meld * meldable + w.answer_canasta * sum(canastas)
    if level >= 0.5:
        opponents, stock = threat_causes(obs, w.stock_low)
        yes = reason(R.ANSWER_YES_THREAT, opponents=opponents, stock=stock)
    else:
        yes = reason(R.ANSWER_YES_WORTH, canastas=missing, red_threes=reds if missing else 0, held=mine)
    if canastas:
        no = reason(R.ANSWER_NO_CANASTAS, canastas=len(canastas))
    else:
        no = reason(R.ANSWER_NO_MELDS, held=mine, meldable=meldable)
    if w.answer_hand_points and mine >= w.answer_hand_points and level < 0.5 and gain <= cost:
        # The beginner's lapse: its own points loom larger than the round the "no" gives away.
        return GoOutView(cost, cost + mine, 0.0, 0.0, yes, reason(R.ANSWER_NO_HOLDING, held=mine))
    return GoOutView(cost, gain, 0.0, 0.0, yes, no)


def should_ask(obs: Observation, view: GoOutView) -> bool:
    """Whether to ask before going out when asking is optional: when the partner's hand (which
    only the partner sees) could change the answer, i.e. the partner still holds several cards
    and nothing forces the issue."""
    if obs.partner is None or obs.rules.go_out_permission == "none" or obs.turn.asked:
        return False
    if obs.rules.go_out_permission == "mandatory":
        return True
    partner_cards = _partner_cards(obs, obs.seat)
    return partner_cards >= 6 and view.threat < 0.6
