"""The exact going-out search (S15.2, S15.4): is there ANY legal ``GoOut`` now, and one such plan.

A greedy search misses ways out because a card can often go to more than one place: a natural
onto a group of its rank or into a sequence of its suit, a wild card onto any group or into a wild
meld; one wrong early choice strands another card or loses a canasta. This is a dynamic programme
instead, exact by construction:

* **Sequences, rank by rank.** Natural cards are scanned from 4 up to A. At each rank, each suit
  decides how many of its copies continue the sequences open in that suit (new ones, and the
  extensions of the side's own sequences below and above their ends, S9.3), how many start new
  sequences, and how many stay for groups. Between ranks the state is, per suit, the lengths of
  the open sequences ("lanes") and how far each own sequence has grown.
* **Groups, per rank.** The copies left at a rank go to groups of that rank. A natural may always
  join a group of its rank the side already has, even a canasta (S8.5), so only new groups and
  wild cards constrain (S8.1, S8.2, S8.5, BR2, S10.1 when duplicates are off). The ways to do it are
  tabulated per count of naturals: how many wild cards they absorb, how many canastas they complete.
* **The rest.** Wild cards no group takes go into wild melds (BR3, Bolivias closed at 7), black
  threes into their own meld or onto one the side has (S13.1), and one card of any kind may be the
  final discard (S15.2) unless the stock ran out on a red three (S16.2).
* **What is still missing** travels with the state: canastas and sambas for S15.1 / BR13 (those
  completed in the same action count), and for a side that has not opened (unless
  ``concealed_exempt_from_initial_minimum``) the opening of S12 / BR10: the points that may still
  leave the new melds (lay-offs and the discard do not count, S12.2) and the canasta the Brazilian
  ladder asks for in the opening itself.

Memoised depth-first search over that state: it stops at the first complete plan and proves there
is none when every state is exhausted. Positions are small (a state is a handful of small ints),
so this is fast enough to run on every ``legal_actions`` of a meld phase (see
``benchmarks/goout_bench.py``). The only tables shared between calls are pure functions of small
ints, cached for the process: ``goout_tables`` (how the naturals of one rank and some wild cards
make groups) and ``_natural_suit_moves`` (what one suit can do at one rank); searches of different
hands ask them the same questions again and again.

With the house rule ``allow_wild_in_sequence`` (no preset uses it) sequences may also take wild
cards, as gaps and at their ends; ``goout_wild_sequences`` gives the moves of that mode.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Any

from . import actions as A
from . import goout_wild_sequences as wild_seq
from .batch import going_out_need
from .cards import ALL_FACES, NATURAL, NATURAL_RANKS, Card
from .facts import WILD_FACES, hand_facts
from .goout_tables import ANY, NATURAL_OR_BETTER, group_options
from .melds import BLACK_THREES, CANASTA_SIZE, GROUP, SEQUENCE, WILD_MELD
from .observation import Observation

RANKS = len(NATURAL_RANKS)
"""Rank indexes 0..10 stand for 4..A."""
_RANK_POINTS = tuple(Card.of(rank, "C").points for rank in NATURAL_RANKS)
_RATIO = {"naturals_ge_wilds": 1, "naturals_ge_twice_wilds": 2, "none": 0}


def _face(rank_index: int, suit: int) -> Card:
    return ALL_FACES[(rank_index + 2) * 4 + suit]


# -- the pieces of a plan ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Sequence:
    id: int
    lo: int
    """Rank index of its lowest natural card."""
    hi: int
    size: int
    own: int = 0
    """Bit mask of the rank indexes of its natural cards."""
    wilds: int = 0


@dataclass(frozen=True, slots=True)
class _WildOption:
    canastas: int
    kind: int
    laid: int
    new: tuple[int, ...]
    onto: tuple[tuple[int, int], ...]


_WILD = tuple(c.is_wild for c in ALL_FACES)


# A suit's move at one rank, as a plain tuple (a hot path): (lane after, copies used, copies laid off
# onto own sequences, sambas completed, new sambas among them, record, wild cards into new sequences,
# wild cards laid off onto own sequences, room for more wild cards at sequence ends). Without wild
# cards in sequences the record is (how many open sequences of each distinct length continue,
# sequences started, per own sequence 1 if it grows); with them, see ``goout_wild_sequences``.
_LANE, _USED, _EXTENDED, _DONE, _FRESH, _RECORD, _NEW_WILDS, _LAID_WILDS, _ROOM = range(9)


def _fresh_moves(most_starts: int) -> tuple[tuple[Any, ...], ...]:
    """The moves of a suit with nothing open: start up to ``most_starts`` new sequences (or none)."""
    return tuple((((1,) * k, ()), k, 0, 0, 0, ((), k, ()), 0, 0, 0) for k in range(most_starts + 1))


_FRESH_MOVES = tuple(_fresh_moves(k) for k in range(4))
"""Indexed by how many sequences can start (at most three copies of a card, S1.1)."""
_IDLE = (_FRESH_MOVES[0][0],) * 4
_NO_SPANS: tuple[tuple[tuple[int, int, int], ...], ...] = ((), (), (), ())


@lru_cache(maxsize=4096)
def _wild_options(count: int, wild_melds: tuple[tuple[int, int], ...], wild_only: bool) -> tuple[_WildOption, ...]:
    """Ways to put ``count`` wild cards into wild melds (BR3): onto the side's unfinished ones
    (``wild_melds`` as (meld id, size); a Bolivia is closed at 7) and, when ``wild_only`` melds are
    allowed, into new ones of 3 to 7 cards. Most canastas first. A pure function of small ints, so
    cached for the process (most sides have no wild meld: the same few questions every time)."""
    out: list[_WildOption] = []
    ranges = [range(min(CANASTA_SIZE - size, count) + 1) for _, size in wild_melds]
    for adds in product(*ranges):
        rest = count - sum(adds)
        if rest < 0:
            continue
        onto = tuple((mid, b) for (mid, _), b in zip(wild_melds, adds, strict=True) if b)
        done = sum(1 for (_, size), b in zip(wild_melds, adds, strict=True) if b and size + b == CANASTA_SIZE)
        if rest == 0:
            out.append(_WildOption(min(2, done), 0, sum(adds), (), onto))
            continue
        if not wild_only or rest < 3:
            continue
        bolivias = rest // CANASTA_SIZE
        while bolivias and rest - CANASTA_SIZE * bolivias in (1, 2):
            bolivias -= 1
        left = rest - CANASTA_SIZE * bolivias
        new = [CANASTA_SIZE] * bolivias
        if left:  # 3..7 cards, or 8..9 split in two
            new.extend([left] if left <= CANASTA_SIZE else [left - left // 2, left // 2])
        out.append(_WildOption(min(2, done + bolivias), NATURAL_OR_BETTER if bolivias else 0, sum(adds),
                               tuple(new), onto))
    out.sort(key=lambda o: (-o.canastas, -o.kind, o.laid))
    return tuple(out)


@lru_cache(maxsize=16384)
def _natural_suit_moves(ri: int, copies: int, most_starts: int, lane: tuple[tuple[int, ...], tuple[int, ...]],
                        spans: tuple[tuple[int, int, int], ...], cap: int, bits: int) -> tuple[tuple[Any, ...], ...]:
    """What one suit can do with its ``copies`` of rank ``ri`` given its open sequences (S9), when
    sequences hold no wild cards: ``lane`` (the new sequences' lengths, the own sequences' growth),
    ``spans`` the own sequences as (lowest, highest rank index, size), ``bits`` the ranks of the
    suit in the hand. A pure function of small ints, so cached for the process: searches of
    different hands share most suits' moves."""
    runs, stats = lane
    per_meld: list[list[tuple[int, int, int]]] = []
    for (lo, hi, size), st in zip(spans, stats, strict=True):
        if ri < lo:
            if st > 0:  # a low extension must reach the sequence (S9.1: no gaps)
                options = [(st + 1, 1, 0)]
            else:
                options = [(0, 0, 0)]
                between = (1 << (lo - ri)) - 1
                if lo - ri + size <= cap and (bits >> ri) & between == between:
                    options.append((1, 1, 0))
        elif ri == lo:
            options = [(st + size, 0, 0)]
        elif ri <= hi or st < 0:
            options = [(st, 0, 0)]
        else:
            options = [(-1, 0, int(st >= CANASTA_SIZE > size))]
            if st < cap:
                options.insert(0, (st + 1, 1, 0))
        per_meld.append(options)
    per_length: list[list[tuple[int, tuple[int, ...], int]]] = []
    for length in sorted(set(runs)):
        k = runs.count(length)
        low = k if length < 3 else 0
        high = k if length < cap else 0
        if low > high:
            return ()
        per_length.append([(cont, (length + 1,) * cont, (k - cont) * int(length >= CANASTA_SIZE))
                           for cont in range(high, low - 1, -1)])
    out = []
    for meld_choice in product(*per_meld):
        took = sum(t for _, t, _ in meld_choice)
        if took > copies:
            continue
        done_melds = sum(d for _, _, d in meld_choice)
        statuses = tuple(st for st, _, _ in meld_choice)
        steps = tuple(t for _, t, _ in meld_choice)
        for run_choice in product(*per_length):
            used = took + sum(c for c, _, _ in run_choice)
            if used > copies:
                continue
            grown = [g for _, lens, _ in run_choice for g in lens]
            ended = sum(e for _, _, e in run_choice)
            continues = tuple(c for c, _, _ in run_choice)
            for starts in range(min(most_starts, copies - used) + 1):
                out.append(((tuple(sorted(grown + [1] * starts)), statuses), used + starts, took,
                            ended + done_melds, ended, (continues, starts, steps), 0, 0, 0))
    return tuple(out)


class _Search:
    """One search for one observation. Build, then ``run()``."""

    def __init__(self, obs: Observation, mine: tuple[Any, ...] | None = None):
        rules = obs.rules
        self.rules = rules
        # The hand's counts from its memoised facts (``facts``: counted in C or once per observation).
        facts = hand_facts(obs)
        copies = [0] * 53
        for v in facts.values:
            copies[v] += 1
        counts = [copies[base:base + 4] for base in range(8, 52, 4)]
        suit_bits = [bits >> 4 for bits in facts.suit_bits]  # bit ri (rank index), not bit rank
        # (2C 2D 2H 2S, then jokers: sorted by points, then by card, as the cheapest go first)
        self.wilds: list[Card] = [ALL_FACES[v] for v in WILD_FACES for _ in range(copies[v])] if facts.wilds else []
        self.black3: list[Card] = [c for c in obs.hand if c == 4 or c == 7] if facts.black3 else []  # 3C, 3S
        self.red3: list[Card] = [c for c in obs.hand if c == 5 or c == 6] if facts.red3 else []
        self.counts = counts
        self.row_total = facts.by_rank[4:]
        self.wild_points = [c.points for c in self.wilds]
        self.W = len(self.wilds)
        self.may_discard = not obs.turn.no_discard
        self.cap = 11 if rules.samba_extend_when_going_out else rules.max_sequence_length
        self.wild_seq = rules.allow_wild_in_sequence
        self.suit_bits = suit_bits
        # How many new sequences each suit could start at each rank: no more than the copies of
        # this rank and of the two ranks above (a sequence has at least three cards, S9.1); with
        # wild cards in sequences, any copy if a second natural of the suit lies within reach.
        most_starts = [[0, 0, 0, 0] for _ in range(RANKS)]
        for s in range(4):
            bits = suit_bits[s]
            if self.wild_seq:
                for ri in range(RANKS):
                    if bits >> ri & 1 and bits >> (ri + 1) & ((1 << (self.cap - 1)) - 1):
                        most_starts[ri][s] = counts[ri][s]
                continue
            starts = bits & bits >> 1 & bits >> 2  # the ranks that begin three held ranks in a row
            while starts:
                ri = (starts & -starts).bit_length() - 1
                starts &= starts - 1
                most_starts[ri][s] = min(counts[ri][s], counts[ri + 1][s], counts[ri + 2][s])
        self.most_starts = most_starts
        shape_single = not rules.allow_duplicate_rank_groups
        self.shape = (rules.min_naturals_per_group, rules.wild_limit, _RATIO[rules.wild_ratio_rule], shape_single)

        self.groups: dict[int, list[Any]] = {}
        self.seqs: tuple[list[_Sequence], ...] = ([], [], [], [])
        wild_melds: list[tuple[int, int]] = []
        self.black3_meld = -1
        group_sigs: dict[int, list[tuple[int, int, int]]] = {}
        for m in obs.my_melds() if mine is None else mine:
            kind = m.kind
            if kind == GROUP:
                ri = m.rank - 4
                size = len(m.cards)
                wild = sum(map(_WILD.__getitem__, m.cards))
                if ri in group_sigs:
                    self.groups[ri].append(m)
                    group_sigs[ri].append((size, wild, size - wild))
                else:
                    self.groups[ri] = [m]
                    group_sigs[ri] = [(size, wild, size - wild)]
            elif kind == SEQUENCE:
                wild = sum(map(_WILD.__getitem__, m.cards))
                if m.size >= self.cap or (wild and not self.wild_seq):
                    continue
                if m.size >= rules.max_sequence_length and not rules.samba_extend_when_going_out:
                    continue
                ranks = [c // 4 - 2 for c in m.cards if NATURAL[c]]
                own = 0
                for r in ranks:
                    own |= 1 << r
                self.seqs["CDHS".index(m.suit)].append(_Sequence(m.id, min(ranks), max(ranks), m.size, own, wild))
            elif kind == WILD_MELD:
                if m.size < CANASTA_SIZE:
                    wild_melds.append((m.id, m.size))
            elif kind == BLACK_THREES and self.black3_meld < 0:
                self.black3_meld = m.id
        self.seq_spans: tuple[tuple[tuple[int, int, int], ...], ...] = (
            tuple(tuple([(q.lo, q.hi, q.size) for q in seqs]) for seqs in self.seqs) if any(self.seqs) else _NO_SPANS)
        """Per suit, the own sequences as (lowest, highest rank index, size): ``_natural_suit_moves``."""
        self.wild_melds = tuple(wild_melds)
        """The side's unfinished wild melds as (meld id, size)."""
        self.group_sigs = {ri: tuple(sigs) for ri, sigs in group_sigs.items()}
        """Per rank index, the side's groups as (size, wild cards, naturals)."""

        have = have_sambas = 0
        side = obs.side
        for m in obs.melds:
            if m.side == side and len(m.cards) >= CANASTA_SIZE and m.kind != BLACK_THREES:
                have += 1
                have_sambas += m.kind == SEQUENCE
        need = going_out_need(rules)
        self.canastas_needed = max(0, need.canastas - have)
        self.sambas_needed = max(0, need.sambas - have_sambas)
        opening = not obs.opened[obs.side] and not rules.concealed_exempt_from_initial_minimum
        requirement = obs.requirement() if opening else None
        self.points = bool(requirement and requirement.points > 0)
        self.slack = facts.points - requirement.points if requirement and self.points else 0
        self.kind_needed = 0
        if requirement and requirement.canasta:
            self.kind_needed = NATURAL_OR_BETTER if requirement.canasta == "natural" else ANY

        self.wild_room = self._wild_room(obs)
        self.canasta_room, self.samba_room = (self._canasta_room() if self.canastas_needed or self.sambas_needed
                                              else ([0] * (RANKS + 1), [0] * (RANKS + 1)))
        self.lane_room: list[int] = []
        """Per lane id: the open sequences (new or own) that could still become sambas."""
        self.idle_start = not any(self.seqs) and not self.wild_seq
        self.idle_combos = [[(_IDLE, total, 0, 0, 0, 0, 0, 0, 0)] for total in self.row_total]
        """Per rank, ``_combos`` with nothing open and nothing to start: every copy left for groups."""
        """The start (lane 0) is "nothing open anywhere" only when the side has no sequence to grow."""

        self.memo: dict[tuple[Any, ...], bool] = {}
        self.lane_ids: dict[tuple[Any, ...], int] = {}
        self.lanes_of: list[tuple[Any, ...]] = []
        self.choice: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        self.last_finish: tuple[Any, int, _WildOption, int] | None = None
        self.moves_memo: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
        """Suit moves with wild cards in sequences (without them: ``_natural_suit_moves``)."""
        self.combos_memo: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
        self.group_memo: dict[tuple[int, int, bool], tuple[tuple[Any, ...], ...]] = {}
        self.wild_memo: dict[int, tuple[_WildOption, ...]] = {}

    def _wild_room(self, obs: Observation) -> list[int]:
        """For each rank index, an upper bound on the wild cards that rank and the ranks above it,
        the wild melds and the discard can still take: a state holding more is a dead end. Each
        group takes at most its wild limit (S8.2), none past a canasta unless allowed (S8.5), and
        never more than its naturals allow (ratio); new groups are at most one per natural."""
        rules = self.rules
        if not self.W:
            return [0] * (RANKS + 1)
        limit = rules.wild_limit
        ratio = _RATIO[rules.wild_ratio_rule]
        unlimited = self.W + 1
        if self.wild_seq:  # sequences take wild cards too: no cheap bound
            return [unlimited] * (RANKS + 1)
        tail = (unlimited if rules.allow_wild_only_melds or self.wild_melds else 0) + (1 if self.may_discard else 0)
        if tail >= unlimited:  # wild melds take any number: no bound from any rank either
            return [unlimited] * (RANKS + 1)
        room = [0] * (RANKS + 1)
        room[RANKS] = tail
        on_canasta = rules.allow_wild_on_completed_canasta
        min_naturals = rules.min_naturals_per_group
        group_sigs = self.group_sigs
        row_total = self.row_total
        for ri in range(RANKS - 1, -1, -1):
            cap = 0
            if ri in group_sigs:
                for size, wilds, _ in group_sigs[ri]:
                    most = unlimited if limit is None else max(0, limit - wilds)
                    if not on_canasta:
                        most = min(most, max(0, CANASTA_SIZE - size))
                    cap += most
            naturals = row_total[ri]
            if naturals >= min_naturals:
                most = unlimited if limit is None else limit * naturals
                cap += min(most, naturals // ratio) if ratio else most
            room[ri] = min(unlimited, room[ri + 1] + cap)
        return room

    def _canasta_room(self) -> tuple[list[int], list[int]]:
        """For each rank index, upper bounds on the canastas, and on the sambas, that the ranks from
        there up, new sequences starting there and the wild melds could still complete (the open
        sequences of a state are added by ``lane_room``). A state that needs more is a dead end.
        Each count is generous: every card of the hand is assumed free for each canasta counted."""
        rules = self.rules
        limit = rules.wild_limit
        ratio = _RATIO[rules.wild_ratio_rule]
        least = max(rules.min_naturals_per_group, 7 - limit if limit is not None else 1, -(-7 * ratio // (ratio + 1)))
        wilds = self.W
        tail = len(self.wild_melds) + (wilds // CANASTA_SIZE if rules.allow_wild_only_melds else 0)
        canastas = [0] * (RANKS + 1)
        sambas = [0] * (RANKS + 1)
        canastas[RANKS] = tail
        single = self.shape[3]
        for ri in range(RANKS - 1, -1, -1):
            n = self.row_total[ri]
            here = 0
            sigs = self.group_sigs.get(ri)
            if sigs:
                for size, wild, _ in sigs:
                    room = wilds if limit is None else max(0, min(wilds, limit - wild))
                    here += size < CANASTA_SIZE <= size + n + room
            if n >= least and not (single and sigs):  # S10.1: no new group beside an old one
                new = min(n // least, (n + wilds) // CANASTA_SIZE)
                here += min(new, 1) if single else new
            canastas[ri] = canastas[ri + 1] + here
        # New sambas from rank ri up: a suit with enough distinct ranks there (bits), counting its copies.
        spare = wilds if self.wild_seq else 0
        for suit, bits in enumerate(self.suit_bits):
            if bits.bit_count() + spare < CANASTA_SIZE:
                continue  # (most suits: no samba from any rank)
            copies = 0
            for ri in range(RANKS - 1, -1, -1):
                copies += self.counts[ri][suit]
                if (bits >> ri).bit_count() + spare >= CANASTA_SIZE:
                    sambas[ri] += (copies + spare) // CANASTA_SIZE
        for ri in range(RANKS + 1):
            canastas[ri] += sambas[ri]
        return canastas, sambas

    def _lane_id(self, lanes: tuple[Any, ...]) -> int:
        """A small number for a state of the four suits' sequences (cheap to hash in memo keys)."""
        got = self.lane_ids.get(lanes)
        if got is None:
            got = self.lane_ids[lanes] = len(self.lanes_of)
            self.lanes_of.append(lanes)
            room = 0
            for s, (runs, stats) in enumerate(lanes):
                room += len(runs)
                if stats:  # (the side's own sequences of this suit)
                    room += sum(1 for seq, st in zip(self.seqs[s], stats, strict=True)
                                if st != -1 and seq.size < CANASTA_SIZE)
            self.lane_room.append(room)
        return got

    # -- tables ----------------------------------------------------------------------------------
    def _wild_cost(self, already: int, count: int) -> int:
        """Points of the next ``count`` cheapest wild cards that stay out of new melds (S12.2):
        the cheap ones are laid off or discarded, the dear ones count for the opening."""
        return sum(self.wild_points[already:already + count]) if self.points else 0

    def _group_options(self, ri: int, n: int, canastas_first: bool = False) -> tuple[tuple[Any, ...], ...]:
        """The ways to place the ``n`` naturals left at rank index ``ri`` (see ``group_options``),
        fewest wild cards first, or most canastas first."""
        key = (ri, n, canastas_first)
        hit = self.group_memo.get(key)
        if hit is None:
            hit = group_options(self.shape, self.rules.allow_wild_on_completed_canasta, self.group_sigs.get(ri, ()), n,
                                self.W, self.points, canastas_first)
            self.group_memo[key] = hit
        return hit

    def _wild_options(self, count: int) -> tuple[_WildOption, ...]:
        """Ways to put ``count`` wild cards into wild melds (see ``_wild_options``)."""
        hit = self.wild_memo.get(count)
        if hit is None:
            hit = self.wild_memo[count] = _wild_options(count, self.wild_melds, self.rules.allow_wild_only_melds)
        return hit

    def _suit_moves(self, ri: int, s: int, lane: tuple[tuple[int, ...], tuple[int, ...]], loose: bool = False,
                    budget: int = 0) -> Sequence[tuple[Any, ...]]:
        """What suit ``s`` can do with its copies of rank ``ri`` given its open sequences (S9).
        ``loose``: nothing but where the cards go matters any more; ``budget``: wild cards left
        (both only for wild cards in sequences, see ``goout_wild_sequences``)."""
        if not self.wild_seq:
            return _natural_suit_moves(ri, self.counts[ri][s], self.most_starts[ri][s], lane, self.seq_spans[s],
                                       self.cap, self.suit_bits[s])
        key = (ri, s, lane, loose, budget)
        hit = self.moves_memo.get(key)
        if hit is not None:
            return hit
        out = [mv for mv in wild_seq.suit_moves(ri, self.counts[ri][s], bool(self.most_starts[ri][s]), lane,
                                                self.seqs[s], self.cap, self.suit_bits[s], loose)
               if mv[6] + mv[7] <= budget]
        self.moves_memo[key] = out
        return out

    # -- the search ----------------------------------------------------------------------------------
    def run(self) -> A.GoOut | None:
        if len(self.red3) > 1 or (self.red3 and not self.may_discard) or self.slack < 0:
            return None
        lanes = self._lane_id(tuple(((), tuple(0 for _ in self.seqs[s])) for s in range(4)))
        dropped_red = bool(self.red3)
        b = len(self.black3)
        starts = [(0, dropped_red)]
        if not dropped_red and self.may_discard and b:
            starts.append((1, True))
        for b3_drop, dropped in starts:
            left = b - b3_drop
            short = 0 < left < self.rules.black3_meld_min
            if short and self.black3_meld < 0:
                continue
            cost = (5 * b3_drop + (5 * left if short else 0)) if self.points else 0
            slack = self.slack - cost
            if slack < 0:
                continue
            root = (0, lanes, 0, dropped, self.canastas_needed, self.sambas_needed, self.kind_needed, slack, 0, 0)
            if self._rank(root):
                return self._build(root, b3_drop)
        return None

    def _rank(self, key: tuple[int, int, int, bool, int, int, int, int, int, int]) -> bool:
        """Whether the ranks from ``ri`` up can finish a plan from this state ``key``: ``lanes``
        (open sequences), ``u`` wild cards used, the discard used, canastas / sambas / opening canasta
        still needed, opening points that may still leave new melds (``slack``), wild cards that left
        new melds (``wl``, the cheapest go first), room for more wild cards at sequence ends. The
        state is its own memo key (one tuple per state, built once by the parent)."""
        ri, lanes, u, dropped, cn, sn, kn, slack, wl, flex = key
        if ri == RANKS:
            return self._finish(self.lanes_of[lanes], u, dropped, cn, sn, kn, slack, wl, flex)
        if self.W - u > self.wild_room[ri]:
            return False
        if cn or sn:
            open_runs = self.lane_room[lanes]
            if cn > self.canasta_room[ri] + open_runs or sn > self.samba_room[ri] + open_runs:
                return False
        memo = self.memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        # Dominance: needing fewer canastas, or still holding the discard, is never harder.
        if (cn and memo.get((ri, lanes, u, dropped, cn - 1, sn, kn, slack, wl, flex)) is False) or (
                dropped and memo.get((ri, lanes, u, False, cn, sn, kn, slack, wl, flex)) is False):
            memo[key] = False
            return False
        memo[key] = False
        rank_points = _RANK_POINTS[ri]
        points = self.points
        can_drop = not dropped and self.may_discard
        W = self.W
        room = W - u
        plain = not (cn or kn or points)  # group canastas no longer matter, only where the cards fit
        loose = plain and not sn  # nor do sambas
        budget = room if self.wild_seq else 0
        group_memo = self.group_memo
        combos = self.combos_memo.get((ri, lanes, loose, budget))
        if combos is None:
            combos = self._combos(ri, lanes, loose, budget)
        up = ri + 1
        for combo, left, done, fresh, extended, new_lanes, new_wilds, laid_wilds, more_room in combos:
            room1 = room - new_wilds - laid_wilds  # wild cards in sequences (allow_wild_in_sequence)
            if room1 < 0:
                continue
            cn1 = cn - done if cn > done else 0
            sn1 = sn - done if sn > done else 0
            kn1 = 0 if fresh else kn  # a new samba is a natural-or-better canasta (BR10)
            flex1 = flex + more_room
            if flex1 > W:
                flex1 = W
            slack1 = slack
            wl1 = wl
            if points:
                slack1 -= extended * rank_points + self._wild_cost(wl, laid_wilds)
                wl1 += laid_wilds
            used = W - room1
            canastas_first = bool(cn1 or kn1)
            for drop in ((0, 1) if can_drop and left else (0,)):
                slack2 = slack1 - drop * rank_points if points else slack1
                if slack2 < 0:
                    continue
                last_wilds = -1
                # While canastas are missing, try first the options that complete most of them.
                options = group_memo.get((ri, left - drop, canastas_first))
                if options is None:
                    options = self._group_options(ri, left - drop, canastas_first)
                dropped1 = dropped or bool(drop)
                for opt in options:
                    wilds = opt[0]
                    if wilds > room1:
                        if plain:
                            break
                        continue
                    if plain:
                        if wilds == last_wilds:
                            continue  # same wild count, fewer canastas: nothing new here
                        last_wilds = wilds
                    slack3 = slack2
                    if points:
                        slack3 -= opt[3] * rank_points + self._wild_cost(wl1, opt[4])
                        if slack3 < 0:
                            continue
                    kn2 = 0 if kn1 and opt[2] >= kn1 else kn1
                    cn2 = cn1 - opt[1]
                    child = (up, new_lanes, used + wilds, dropped1, cn2 if cn2 > 0 else 0,
                             sn1, kn2, slack3, wl1 + opt[4] if points else 0, flex1)
                    if self._rank(child):
                        self.choice[key] = (combo, drop, opt, child)
                        memo[key] = True
                        return True
        return False

    def _combos(self, ri: int, lane_id: int, loose: bool, budget: int) -> list[tuple[Any, ...]]:
        """Every combination of the four suits' moves at rank ``ri``, with what they add up to:
        (moves, copies left for groups, sambas completed, new ones among them, copies laid off onto
        own sequences, lanes after, wild cards into new sequences, wild cards laid off onto own ones,
        room for more wild cards at sequence ends). ``budget``: the wild cards left, which the
        sequences' gaps and ends may not exceed (only with wild cards in sequences)."""
        lanes = self.lanes_of[lane_id]
        key = (ri, lane_id, loose, budget)
        if lane_id == 0 and self.idle_start and not any(self.most_starts[ri]):  # nothing open, none can start
            out = self.idle_combos[ri]
            self.combos_memo[key] = out
            return out
        per_suit: list[Sequence[tuple[Any, ...]]] = []
        for s in range(4):
            lane = lanes[s]
            if lane[0] or lane[1] or self.wild_seq:
                per_suit.append(self._suit_moves(ri, s, lane, loose, budget))
            else:
                per_suit.append(_FRESH_MOVES[self.most_starts[ri][s]])
        total = self.row_total[ri]
        out = []
        combos: Iterable[tuple[Any, ...]]
        if self.wild_seq:  # combine suit by suit, dropping mixes that need more wild cards than are left
            partial: list[tuple[int, tuple[Any, ...]]] = [(0, ())]
            for moves in per_suit:
                partial = [(used + mv[6] + mv[7], (*done, mv)) for used, done in partial for mv in moves
                           if used + mv[6] + mv[7] <= budget]
            combos = [done for _, done in partial]
        else:
            combos = product(*per_suit)
        lane_ids = self.lane_ids
        for combo in combos:
            a, b, c, d = combo
            after = (a[0], b[0], c[0], d[0])
            lane = lane_ids.get(after)
            if lane is None:
                lane = self._lane_id(after)
            out.append((combo, total - a[1] - b[1] - c[1] - d[1], a[3] + b[3] + c[3] + d[3],
                        a[4] + b[4] + c[4] + d[4], a[2] + b[2] + c[2] + d[2],
                        lane, a[6] + b[6] + c[6] + d[6], a[7] + b[7] + c[7] + d[7], a[8] + b[8] + c[8] + d[8]))
        self.combos_memo[key] = out
        return out

    def _closings(self, lanes: tuple[Any, ...], loose: bool) -> list[tuple[Any, ...]]:
        """Ways to end the sequences still open after the ace: (wild cards into new sequences, wild
        cards laid off, sambas completed, new sambas among them, room for more wild cards, record)."""
        if self.wild_seq:
            return wild_seq.closings(lanes, self.seqs, self.cap, loose)
        done = fresh = 0
        for s, (runs, stats) in enumerate(lanes):
            for length in runs:
                if length < 3:
                    return []
                if length >= CANASTA_SIZE:
                    done += 1
                    fresh += 1
            for seq, st in zip(self.seqs[s], stats, strict=True):
                if st >= CANASTA_SIZE > seq.size:
                    done += 1
        return [(0, 0, done, fresh, 0, None)]

    def _finish(self, lanes: tuple[Any, ...], u: int, dropped: bool, cn: int, sn: int, kn: int, slack: int, wl: int,
                flex: int) -> bool:
        """After the ace: close the sequences, then wild melds (BR3), the discard and the room left at
        sequence ends take the remaining wild cards."""
        loose = not (cn or sn or kn or self.points)
        for new_wilds, laid_wilds, done, fresh, more_room, record in self._closings(lanes, loose):
            rest = self.W - u - new_wilds - laid_wilds
            if rest < 0 or sn > done:
                continue
            cn1 = max(0, cn - done)
            kn1 = 0 if fresh else kn
            slack1 = slack - self._wild_cost(wl, laid_wilds)
            wl1 = wl + laid_wilds
            spare = min(rest, flex + more_room)  # only ever non-zero when nothing else is missing
            for drop in ((0, 1) if not dropped and self.may_discard and rest else (0,)):
                slack2 = slack1 - self._wild_cost(wl1, drop)
                if slack2 < 0:
                    continue
                for extra in range(min(spare, rest - drop), -1, -1):
                    for opt in self._wild_options(rest - drop - extra):
                        if cn1 > opt.canastas or (kn1 and opt.kind < kn1):
                            continue
                        if slack2 - self._wild_cost(wl1 + drop, opt.laid) < 0:
                            continue
                        self.last_finish = (record, drop, opt, extra)  # the first success is on the path
                        return True
        return False

    # -- turning the winning path into cards ------------------------------------------------------------
    def _build(self, root: tuple[Any, ...], b3_drop: int) -> A.GoOut:
        new_melds: list[tuple[list[Card], int]] = []
        """(natural cards, wild cards to add) per new meld."""
        onto: dict[int, tuple[list[Card], list[int]]] = {}
        discard: list[Card] = list(self.red3)

        def lay(meld_id: int, cards: list[Card], wilds: int = 0) -> None:
            entry = onto.setdefault(meld_id, ([], [0]))
            entry[0].extend(cards)
            entry[1][0] += wilds

        b3 = list(self.black3)
        if b3_drop:
            discard.append(b3.pop())
        if len(b3) >= self.rules.black3_meld_min:
            new_melds.append((b3, 0))
        elif b3:
            lay(self.black3_meld, b3)

        open_runs: list[list[list[Card | None]]] = [[], [], [], []]
        """Per suit, the open new sequences: cards, or None where a wild card fills a gap."""
        grown: dict[int, list[Card]] = {}
        room: list[tuple[bool, int, int]] = []
        """Where spare wild cards may still go: (new meld?, its index or meld id, how many)."""
        key = root
        while key[0] < RANKS:
            ri = key[0]
            combo, drop, opt, child = self.choice[key]
            pool: list[Card] = []
            row = self.counts[ri]
            for s, mv in enumerate(combo):
                if not (row[s] or open_runs[s] or self.wild_seq):
                    continue  # no card of this suit at this rank, nothing open in it: nothing happens
                card = _face(ri, s)
                left = row[s] - mv[_USED]
                if self.wild_seq:
                    self._replay_wild(s, card, mv[_RECORD], open_runs, grown, new_melds, lay, room)
                elif open_runs[s] or mv[_USED]:
                    self._replay(s, card, mv[_RECORD], open_runs, grown, new_melds)
                pool.extend([card] * left)
            if drop:
                discard.append(pool.pop())
            for gn, gx in opt[5]:
                new_melds.append(([pool.pop() for _ in range(gn)], gx))
            groups = self.groups.get(ri, [])
            for index, a, b in opt[6]:
                lay(groups[index].id, [pool.pop() for _ in range(a)], b)
            assert not pool, "every natural left at a rank goes somewhere"
            key = child
        assert self.last_finish is not None
        record, wild_drop, wild_opt, spare = self.last_finish
        for s, runs in enumerate(open_runs):
            if self.wild_seq:
                ends, closes = record[s]
                for i, run in enumerate(sorted(runs, key=_state_of)):
                    _, more, extra_room = ends[i]
                    new_melds.append(([c for c in run if c is not None], run.count(None) + more))
                    room.append((True, len(new_melds) - 1, extra_room))
                for j, (_, more, extra_room) in closes.items():
                    lay(self.seqs[s][j].id, [], more)
                    room.append((False, self.seqs[s][j].id, extra_room))
            else:
                new_melds.extend(([c for c in run if c is not None], 0) for run in runs)  # no gaps without wilds
        for is_new, where, most in room:  # wild cards left over go to sequence ends with room
            take = min(most, spare)
            spare -= take
            if take and is_new:
                cards, wilds = new_melds[where]
                new_melds[where] = (cards, wilds + take)
            elif take:
                lay(where, [], take)
        assert not spare, "the spare wild cards fit the room the search counted"
        for seq_id, cards in grown.items():
            lay(seq_id, cards)
        for size in wild_opt.new:
            new_melds.append(([], size))
        for mid, b in wild_opt.onto:
            lay(mid, [], b)

        # Wild cards: the cheapest go where they do not count for the opening (lay-offs, discard).
        cheap = list(self.wilds)
        if wild_drop:
            discard.append(cheap.pop(0))
        layoffs = []
        for mid, (laid, extra) in onto.items():
            cards = laid + [cheap.pop(0) for _ in range(extra[0])]
            if cards:
                layoffs.append((mid, tuple(sorted(cards))))
        melds = [tuple(sorted(cards + [cheap.pop() for _ in range(wilds)])) for cards, wilds in new_melds]
        assert not cheap and len(discard) <= 1, "every wild card goes somewhere"
        return A.GoOut(tuple(melds), tuple(layoffs), discard[0] if discard else None)

    def _replay(self, s: int, card: Card, record: tuple[Any, ...], open_runs: list[Any], grown: dict[Any, Any],
                new_melds: list[Any]) -> None:
        """One suit's move at one rank, on real cards (sequences without wild cards)."""
        continues, starts, steps = record
        runs = sorted(open_runs[s], key=len)
        kept: list[list[Card | None]] = []
        i = 0
        for length_count, cont in zip(_length_counts(runs), continues, strict=True):
            for j, run in enumerate(runs[i:i + length_count]):
                if j < cont:
                    run.append(card)
                    kept.append(run)
                else:
                    new_melds.append((run, 0))
            i += length_count
        kept.extend([card] for _ in range(starts))
        open_runs[s] = kept
        for seq, step in zip(self.seqs[s], steps, strict=True):
            if step:
                grown.setdefault(seq.id, []).append(card)

    def _replay_wild(self, s: int, card: Card, record: tuple[Any, ...], open_runs: list[Any], grown: dict[Any, Any],
                     new_melds: list[Any], lay: Callable[[int, list[Card], int], None], room: list[Any]) -> None:
        """The same with wild cards in sequences (``goout_wild_sequences`` codes)."""
        run_codes, starts, meld_codes = record
        kept: list[list[Card | None]] = []
        for run, code in zip(sorted(open_runs[s], key=_state_of), run_codes, strict=True):
            if code == "n":
                run.append(card)
                kept.append(run)
            elif code == "g":
                run.append(None)
                kept.append(run)
            else:  # ends before this rank, with ``code[1]`` more wild cards (and room for ``code[2]``)
                new_melds.append(([c for c in run if c is not None], run.count(None) + code[1]))
                room.append((True, len(new_melds) - 1, code[2]))
        kept.extend([card] for _ in range(starts))
        open_runs[s] = kept
        for seq, code in zip(self.seqs[s], meld_codes, strict=True):
            if code == "n":
                grown.setdefault(seq.id, []).append(card)
            elif isinstance(code, tuple):  # closes, taking more wild cards
                lay(seq.id, [], code[1])
                room.append((False, seq.id, code[2]))


def _length_counts(runs: list[Any]) -> list[int]:
    """How many runs of each distinct length, for runs sorted by length."""
    counts: list[int] = []
    previous = -1
    for run in runs:
        if len(run) != previous:
            counts.append(0)
            previous = len(run)
        counts[-1] += 1
    return counts


def _state_of(run: list[Card | None]) -> tuple[int, int, int]:
    """The scan state of an open sequence with wild cards (see ``goout_wild_sequences``)."""
    naturals = len(run) - run.count(None)
    return (len(run), min(2, naturals), int(run[-1] is not None))


def search_go_out(obs: Observation, mine: tuple[Any, ...] | None = None) -> A.GoOut | None:
    """A going-out action for ``obs.seat`` if any exists (cards and rules only: phase, turn and
    permission are the caller's business), else None. ``mine``: ``obs.my_melds()``, if at hand."""
    return _Search(obs, mine).run()
