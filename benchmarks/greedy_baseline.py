"""An independent greedy Samba player, written from RULES.md alone, to measure the bots against.

Why it exists: a bot measured only against its own relatives (easy, normal, hard all share one
heuristic) can look strong while sharing their blind spots. This player was written apart from
``samba.ai`` and never imports it; it sees only its seat's ``Observation`` and talks to the engine
through the public API (``legal_actions``, ``pile_takes``, ``find_go_out``, ``check``).

Its play is what a sound club player does without deep thought:

* **Draw or take (S6, S7).** Take the pile whenever what lies under the top card is worth more
  than two stock cards: natural cards that match the hand or the side's melds, wild cards and red
  threes count most. With an empty stock it takes the pile when it may and it pays (S16.3).
* **Melding (S8–S12).** Open as soon as natural melds reach the minimum (wild cards only once the
  pile is worth unfreezing or the hand is getting late); once open, lay every natural card onto the
  side's groups and sequence ends, meld new triples and runs of three, complete canastas with wild
  cards when at most two are missing, and join two groups of one rank when that makes a canasta.
  At least two cards stay in hand (S14.3) unless going out.
* **Discards (S14).** Never a wild card while anything else can go; a black three when the pile is
  worth blocking; otherwise the card least useful to keep and least likely to let the next opponent
  take the pile (a card fitting one of their open melds is never thrown onto an unfrozen pile; a
  rank they are known to hold, from pile pick-ups in the public log, is avoided; a rank they
  discarded themselves is safer).
* **Going out (S15).** Out at once when the opponents could end the hand or the stock is low; a
  little patience while the side is one card from another canasta and nothing presses. It asks the
  partner only when the rules make asking mandatory or the partner holds many cards.
* **Answering "may I go out?" (S15.4).** Yes, unless it holds many points it could meld next turn
  and nothing presses.

Use: ``python -m samba.sim --baseline benchmarks/greedy_baseline.py --seats normal,baseline,...``.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Card,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    Observation,
    TakePile,
    check,
    events,
    find_go_out,
    legal_actions,
    pile_takes,
)

DRAW_VALUE = 16.0
"""Two unknown stock cards, on the scale of ``_take_value``."""
COPIES_PER_RANK = 12
"""Three decks: 12 natural cards of each rank (S1.1)."""


def make_player() -> GreedyBaseline:
    """The factory the simulator calls after loading this file by path."""
    return GreedyBaseline()


def _canastas_needed(obs: Observation) -> int:
    return 1 if obs.rules.go_out_requirement == "one_canasta" else 2


def _completed(obs: Observation, side: int) -> int:
    return sum(1 for m in obs.side_melds(side) if m.is_complete)


def _opponent_seats(obs: Observation) -> list[int]:
    return [s for s in obs.active if obs.seat_side[s] != obs.side]


def _next_opponent(obs: Observation) -> int | None:
    """The first seat after mine (in turn order) that is not my partner: who gets my discard."""
    order = list(obs.active)
    if obs.seat not in order:
        return None
    i = order.index(obs.seat)
    for step in range(1, len(order)):
        seat = order[(i + step) % len(order)]
        if obs.seat_side[seat] != obs.side:
            return seat
    return None


def _pressed(obs: Observation) -> bool:
    """The hand may end soon: an opponent side can go out, or the stock is nearly gone."""
    need = _canastas_needed(obs)
    for seat in _opponent_seats(obs):
        if _completed(obs, obs.seat_side[seat]) >= need and obs.hand_sizes[seat] <= 8:
            return True
    return obs.stock_size <= 4 * len(obs.active)


def _known_holdings(obs: Observation) -> dict[int, Counter]:
    """Cards each other seat is known to hold: picked up with the pile and not played since."""
    known: dict[int, Counter] = {s: Counter() for s in range(len(obs.hand_sizes)) if s != obs.seat}
    for event in obs.log:
        if event.seat not in known:
            continue
        if event.kind == events.TAKE_PILE and event.text != "sequence_card":
            known[event.seat].update(event.cards[:-1])
        elif event.kind in (events.MELD, events.LAYOFF, events.DISCARD):
            for card in event.cards:
                if known[event.seat][card] > 0:
                    known[event.seat][card] -= 1
    return known


def _discarded_ranks(obs: Observation, seat: int) -> set[int]:
    return {c.rank for e in obs.log if e.kind == events.DISCARD and e.seat == seat for c in e.cards if c.is_natural}


class GreedyBaseline:
    """A stateless greedy player (see the module docstring)."""

    name = "baseline"

    def __init__(self) -> None:
        self.fallbacks = 0

    def choose(self, obs: Observation, rng: random.Random, budget: object = None) -> object:
        action = self._decide(obs)
        if action is not None and check(obs, action) is None:
            return action
        self.fallbacks += 1
        options = legal_actions(obs)
        if not options:
            raise ValueError(f"seat {obs.seat} has no legal action")
        for kind in (DrawStock, GoOut, Discard, AnswerGoOut, EndHand):
            picks = [a for a in options if isinstance(a, kind)]
            if picks:
                if kind is Discard:
                    return min(picks, key=lambda a: (a.card.is_wild, -a.card.points))
                return picks[0]
        return options[0]

    # -- the decision ---------------------------------------------------------------------------
    def _decide(self, obs: Observation) -> object | None:
        if obs.phase == "answer":
            return AnswerGoOut(self._answer(obs))
        if obs.phase == "draw":
            return self._draw(obs)
        if obs.turn.asked == "yes":
            return find_go_out(obs)
        if obs.turn.asked != "no":
            go = find_go_out(obs, ignore_permission=True)
            if go is not None and self._want_out(obs):
                permission = obs.rules.go_out_permission
                partner = obs.partner
                if partner is not None and not obs.turn.asked and (
                        permission == "mandatory"
                        or (permission == "optional_binding" and obs.hand_sizes[partner] >= 9)):
                    return AskGoOut()
                if check(obs, go) is None:
                    return go
        melds = self._melds(obs)
        if melds is not None:
            return melds
        merge = self._merge(obs)
        if merge is not None:
            return merge
        if obs.turn.no_discard:
            return EndHand()
        return self._discard(obs)

    # -- drawing ----------------------------------------------------------------------------------
    def _take_value(self, obs: Observation, take: TakePile) -> float:
        if take.method == "sequence_card":
            return 12.0
        hand_ranks = Counter(c.rank for c in obs.hand if c.is_natural)
        my_groups = {m.rank for m in obs.my_melds() if m.kind == "group"}
        value = 12.0
        for card in obs.pile[:-1]:
            if card.is_wild:
                value += 25.0
            elif card.is_red_three:
                value += 100.0
            elif card.is_black_three:
                value += 1.0
            else:
                value += 8.0 + (6.0 if card.rank in hand_ranks or card.rank in my_groups else 0.0)
        if take.melds or not obs.opened[obs.side]:
            value += 30.0  # opening unfreezes the pile for the side
        return value

    def _draw(self, obs: Observation) -> object:
        takes = pile_takes(obs)
        best = max(takes, key=lambda t: self._take_value(obs, t), default=None)
        if obs.stock_size == 0:
            if best is not None and (len(obs.pile) > 1 or check(obs, EndHand()) is not None):
                return best
            return EndHand()
        if best is not None and self._take_value(obs, best) > DRAW_VALUE:
            return best
        return DrawStock()

    # -- going out ----------------------------------------------------------------------------------
    def _want_out(self, obs: Observation) -> bool:
        if _pressed(obs) or obs.stock_size < 30:
            return True
        one_short = any(not m.is_complete and m.size == 6 for m in obs.side_melds(obs.side))
        return not one_short

    def _answer(self, obs: Observation) -> bool:
        if _pressed(obs):
            return True
        held = sum(c.points for c in obs.hand)
        return held <= 150 or obs.stock_size < 30

    # -- melding ----------------------------------------------------------------------------------
    def _melds(self, obs: Observation) -> Meld | None:
        if not obs.opened[obs.side]:
            return self._opening(obs)
        return self._more_melds(obs)

    @staticmethod
    def _natural_melds(cards: list[Card]) -> list[list[Card]]:
        """Groups of three or more of a rank, then runs of three or more singles of one suit."""
        by_rank: dict[int, list[Card]] = {}
        for c in cards:
            if c.is_natural:
                by_rank.setdefault(c.rank, []).append(c)
        melds = [sorted(g) for _r, g in sorted(by_rank.items()) if len(g) >= 3]
        singles = [g[0] for _r, g in sorted(by_rank.items()) if len(g) == 1]
        by_suit: dict[str, list[Card]] = {}
        for c in singles:
            by_suit.setdefault(c.suit, []).append(c)
        for suit_cards in by_suit.values():
            suit_cards.sort(key=lambda c: c.rank)
            run: list[Card] = []
            for c in suit_cards:
                if run and c.rank == run[-1].rank + 1 and len(run) < 7:
                    run.append(c)
                else:
                    if len(run) >= 3:
                        melds.append(run)
                    run = [c]
            if len(run) >= 3:
                melds.append(run)
        return melds

    def _opening(self, obs: Observation) -> Meld | None:
        req = obs.requirement()
        keep = 1 if obs.turn.no_discard else 2
        if not req.canasta:
            melds = self._natural_melds(list(obs.hand))
            melds.sort(key=lambda m: -sum(c.points for c in m))
            chosen: list[list[Card]] = []
            total = 0
            used = 0
            for m in melds:
                if len(obs.hand) - used - len(m) < keep:
                    continue
                chosen.append(m)
                used += len(m)
                total += sum(c.points for c in m)
            if chosen and total >= req.points:
                action = Meld(tuple(tuple(m) for m in chosen))
                if check(obs, action) is None:
                    return action
        late = len(obs.pile) >= 6 or obs.turn.number >= 20 or _pressed(obs)
        if not late:
            return None
        offers = [a for a in legal_actions(obs) if isinstance(a, Meld)]
        return offers[0] if offers else None

    def _more_melds(self, obs: Observation) -> Meld | None:
        rules = obs.rules
        keep = 1 if obs.turn.no_discard else 2
        pool = list(obs.hand)
        mine = [m for m in obs.my_melds() if m.kind in ("group", "sequence")]
        layoffs: dict[int, list[Card]] = {}
        sizes = {m.id: m.size for m in mine}
        wilds_on = {m.id: m.wilds for m in mine}
        # Natural cards onto groups of their rank, incomplete groups first.
        for card in sorted(c for c in pool if c.is_natural):
            groups = sorted((m for m in mine if m.kind == "group" and m.rank == card.rank),
                            key=lambda m: (sizes[m.id] >= 7, -sizes[m.id]))
            if groups:
                layoffs.setdefault(groups[0].id, []).append(card)
                sizes[groups[0].id] += 1
                pool.remove(card)
        # Sequence ends, one card at a time.
        for m in mine:
            if m.kind != "sequence":
                continue
            low, high = min(c.rank for c in m.cards), max(c.rank for c in m.cards)
            grown = True
            while grown and sizes[m.id] < rules.max_sequence_length:
                grown = False
                for card in list(pool):
                    if card.is_natural and card.suit == m.suit and (card.rank == low - 1 >= 4 or card.rank == high + 1):
                        pool.remove(card)
                        layoffs.setdefault(m.id, []).append(card)
                        sizes[m.id] += 1
                        low, high = min(low, card.rank), max(high, card.rank)
                        grown = True
                        break
        new = self._natural_melds(pool)
        for meld in new:
            for card in meld:
                pool.remove(card)
        # Wild cards finish canastas when at most two are missing.
        wilds = sorted((c for c in pool if c.is_wild), key=lambda c: c.points)
        limit = rules.wild_limit if rules.wild_limit is not None else 7
        for m in sorted(mine, key=lambda m: -sizes[m.id]):
            if m.kind != "group" or sizes[m.id] >= 7:
                continue
            missing = 7 - sizes[m.id]
            if missing <= 2 and missing <= len(wilds) and wilds_on[m.id] + missing <= limit:
                use, wilds = wilds[:missing], wilds[missing:]
                layoffs.setdefault(m.id, []).extend(use)
                sizes[m.id] += missing
                for card in use:
                    pool.remove(card)
        # Keep enough cards in hand: give up the smallest pieces first.
        pieces: list[tuple[int, object]] = [(len(m), ("new", m)) for m in new]
        pieces += [(len(cs), ("lay", (i, cs))) for i, cs in layoffs.items()]
        while pieces and sum(n for n, _p in pieces) > len(obs.hand) - keep:
            pieces.sort(key=lambda p: p[0])
            pieces.pop(0)
        if not pieces:
            return None
        action = Meld(tuple(tuple(p[1]) for _n, p in pieces if p[0] == "new"),
                      tuple((p[1][0], tuple(p[1][1])) for _n, p in pieces if p[0] == "lay"))
        if check(obs, action) is None:
            return action
        for _n, piece in pieces:  # something in the bundle was refused: play the pieces one by one
            kind, payload = piece
            single = Meld((tuple(payload),)) if kind == "new" else Meld((), ((payload[0], tuple(payload[1])),))
            if check(obs, single) is None:
                return single
        return None

    def _merge(self, obs: Observation) -> MergeGroups | None:
        if not obs.rules.allow_group_merge:
            return None
        groups = [m for m in obs.my_melds() if m.kind == "group" and not m.is_complete]
        for i, a in enumerate(groups):
            for b in groups[i + 1:]:
                if a.rank == b.rank and a.size + b.size >= 7:
                    action = MergeGroups(a.id, b.id)
                    if check(obs, action) is None:
                        return action
        return None

    # -- discarding ----------------------------------------------------------------------------------
    def _discard(self, obs: Observation) -> Discard | None:
        if len(obs.hand) < 2:
            return None
        opponent = _next_opponent(obs)
        pile = len(obs.pile)
        ranks = Counter(c.rank for c in obs.hand if c.is_natural)
        suits: dict[str, set[int]] = {}
        for c in obs.hand:
            if c.is_natural:
                suits.setdefault(c.suit, set()).add(c.rank)
        seen = Counter(obs.hand) + Counter(obs.pile)
        for m in obs.melds:
            seen.update(m.cards)
        unseen_total = max(1, 162 - sum(seen.values()) - sum(len(r) for r in obs.red_threes))
        known = _known_holdings(obs)
        best: tuple[float, int, Card] | None = None
        for card in sorted(set(obs.hand)):
            if card.is_wild:
                score = 200.0 + card.points
            elif card.is_black_three:
                score = -5.0 if pile >= 4 else 4.0
            else:
                score = self._keep(card, ranks, suits) + self._danger(obs, card, opponent, seen, unseen_total, known)
                score -= 0.25 * card.points
            key = (score, -card.points, card)
            if best is None or key < best:
                best = key
        assert best is not None
        return Discard(best[2])

    @staticmethod
    def _keep(card: Card, ranks: Counter, suits: dict[str, set[int]]) -> float:
        k = ranks[card.rank]
        if k >= 3:
            return 40.0
        if k == 2:
            return 18.0
        near = suits.get(card.suit, set())
        return 2.0 + 5.0 * ((card.rank - 1 in near) + (card.rank + 1 in near))

    @staticmethod
    def _danger(obs: Observation, card: Card, opponent: int | None, seen: Counter, unseen_total: int,
                known: dict[int, Counter]) -> float:
        if opponent is None:
            return 0.0
        side = obs.seat_side[opponent]
        pile_worth = 20.0 + 8.0 * len(obs.pile)
        opened = obs.opened[side]
        frozen = obs.pile_frozen or not opened or obs.rules.pile_always_frozen
        if not frozen:
            for m in obs.side_melds(side):
                if m.is_complete:
                    continue
                if m.kind == "group" and m.rank == card.rank:
                    return pile_worth + 60.0
                if m.kind == "sequence" and card.suit == m.suit:
                    ranks = [c.rank for c in m.cards]
                    if card.rank in (min(ranks) - 1, max(ranks) + 1) and card.rank >= 4:
                        return pile_worth + 60.0
        held = sum(n for c, n in known.get(opponent, Counter()).items() if c.is_natural and c.rank == card.rank)
        if held >= 2:
            return pile_worth + 40.0
        out = COPIES_PER_RANK - sum(n for c, n in seen.items() if c.is_natural and c.rank == card.rank)
        hidden = max(0, obs.hand_sizes[opponent] - sum(known.get(opponent, Counter()).values()))
        p = max(0.0, min(1.0, out / unseen_total))
        need = 2 - held
        if need == 1:
            chance = 1 - (1 - p) ** hidden
        else:
            chance = 1 - (1 - p) ** hidden - hidden * p * (1 - p) ** max(0, hidden - 1)
        if card.rank in _discarded_ranks(obs, opponent):
            chance *= 0.4
        if not opened:
            chance *= 0.5  # they also need the opening minimum
        return pile_worth * chance if not math.isnan(chance) else 0.0
