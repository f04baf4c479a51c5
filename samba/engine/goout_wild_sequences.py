"""Sequences holding wild cards, for the house rule ``allow_wild_in_sequence`` (§6; off in every
preset): the moves of one suit at one rank for ``goout_search``.

``check_sequence`` accepts natural cards of one suit with distinct ranks and w wild cards when the
naturals span at most as many ranks as the meld has cards, and the meld has at most 11 cards (7
unless a samba may grow when going out). Every such meld can be written as a window from its
lowest natural to its highest, each rank of the window a natural or a gap (a wild card stands
there), plus extra wild cards beyond its ends. So the rank-by-rank scan tracks a new sequence as
(window length, naturals so far capped at 2, whether the last rank was a natural): a gap costs a
wild card at once; a sequence ends only after a natural, then takes 0 or more extra wild cards,
and it needs two naturals (one natural with wild cards is a group, S8.1). A sequence the side
already has is tracked by (window length, naturals, last rank natural) from the first natural it
will hold: its own wild cards fill gaps first, and when it closes the search chooses how many more
wild cards it takes (S9.3).

When only where the cards go still matters (``plain``: no canasta, samba or opening point is
missing any more), the extra wild cards a sequence may take at its ends are mere room: a sequence
ends with the fewest it needs and adds the rest of its room to ``flex``, which the search spends on
leftover wild cards at the very end. Otherwise every count of extra wild cards is a separate move
(it may complete a samba).

A gap is tried only if a natural of the suit could still follow within the sequence's length.

A move is the tuple ``goout_search`` uses: (lane after, copies used, copies laid off onto own
sequences, sambas completed, new sambas among them, record, wild cards into new sequences, wild
cards laid off onto own sequences, room added to ``flex``); the record is (code per open sequence,
sequences started, code per own sequence): codes ``n`` natural, ``g`` gap, ``o`` the sequence's own
natural, ``-`` nothing, ``("e", w, room)`` = end with w extra wild cards (and ``room`` more
allowed), ``("c", w, room)`` = close an own sequence, laying off w more wild cards.
"""

from __future__ import annotations

from itertools import product
from typing import Any, Protocol

from .melds import CANASTA_SIZE

Run = tuple[int, int, int]
"""An open new sequence: (window length, naturals, whether its last rank holds a natural)."""
Choice = tuple[Any, ...]
"""One alternative of the tables below; each function's docstring names its fields."""


class OwnSequence(Protocol):
    """What this module reads of one of the side's sequences (``goout_search`` keeps them)."""

    @property
    def lo(self) -> int: ...

    @property
    def hi(self) -> int: ...

    @property
    def size(self) -> int: ...

    @property
    def own(self) -> int: ...

    @property
    def wilds(self) -> int: ...

START = (1, 1, 1)
"""A new sequence after its first natural: window 1, one natural, last rank natural."""
CLOSED = -1
NOT_STARTED = 0


def _follows(ri: int, reach: int, later: int) -> bool:
    """Whether a natural of the suit lies at a rank index in ri+1 .. ri+reach (``later``: bit mask)."""
    return reach > 0 and later >> (ri + 1) & ((1 << reach) - 1) != 0


def run_choices(ri: int, state: Run, cap: int, later: int, plain: bool) -> list[Choice]:
    """(state after or None when it ends, copies used, wild cards, sambas, code, flex room) for one
    open sequence at rank index ``ri``."""
    length, naturals, _ = state
    out: list[Choice] = []
    if length + 1 <= cap:
        out.append(((length + 1, min(2, naturals + 1), 1), 1, 0, 0, "n", 0))
        if _follows(ri, cap - length - 1, later):  # a gap must be followed by a natural
            out.append(((length + 1, naturals, 0), 0, 1, 0, "g", 0))
    out.extend(end_choices(state, cap, plain))
    return out


def end_choices(state: Run, cap: int, plain: bool) -> list[Choice]:
    """The ways an open new sequence may end after its last rank (see ``run_choices``)."""
    length, naturals, last = state
    if not (last and naturals >= 2):
        return []
    least, most = max(0, 3 - length), cap - length
    if plain:
        return [(None, 0, least, 0, ("e", least, most - least), most - least)]
    return [(None, 0, extra, int(length + extra >= CANASTA_SIZE), ("e", extra, 0), 0)
            for extra in range(least, most + 1)]


def close_choices(state: Run, seq: OwnSequence, cap: int, plain: bool) -> list[Choice]:
    """(wild cards laid off, sambas, code, flex room) for closing one of the side's sequences after
    its window."""
    length, naturals, last = state
    if not last:
        return []
    least = max(0, (length - naturals) - seq.wilds)  # gaps its own wild cards cannot fill
    most = cap - naturals - seq.wilds  # S9.3: never more cards than the length limit
    if most < least:
        return []
    if plain:
        return [(least, 0, ("c", least, most - least), most - least)]
    return [(more, int(naturals + seq.wilds + more >= CANASTA_SIZE > seq.size), ("c", more, 0), 0)
            for more in range(least, most + 1)]


def meld_choices(ri: int, status: Run | int, seq: OwnSequence, copies: int, cap: int, later: int, plain: bool
                 ) -> list[Choice]:
    """(status after, copies used, wild cards laid off, sambas, code, flex room) for one own
    sequence at rank index ``ri``."""
    if isinstance(status, int):  # CLOSED or NOT_STARTED
        if status == CLOSED:
            return [(CLOSED, 0, 0, 0, "-", 0)]
        if ri >= seq.lo:  # ri == seq.lo: the window starts at the sequence's own lowest natural
            return [(START, 0, 0, 0, "o", 0)]
        out: list[Choice] = [(NOT_STARTED, 0, 0, 0, "-", 0)]
        if copies and seq.hi - ri + 1 <= cap:
            out.append((START, 1, 0, 0, "n", 0))
        return out
    length, naturals, _ = status
    if ri < seq.lo:
        if length + 1 + seq.hi - ri > cap:
            return []
        out = [((length + 1, naturals, 0), 0, 0, 0, "g", 0)]
        if copies:
            out.insert(0, ((length + 1, naturals + 1, 1), 1, 0, 0, "n", 0))
        return out
    if ri <= seq.hi:
        if length + 1 + seq.hi - ri > cap:
            return []
        if seq.own >> ri & 1:
            return [((length + 1, naturals + 1, 1), 0, 0, 0, "o", 0)]
        out = [((length + 1, naturals, 0), 0, 0, 0, "g", 0)]
        if copies:
            out.insert(0, ((length + 1, naturals + 1, 1), 1, 0, 0, "n", 0))
        return out
    out = []
    if length + 1 <= cap:
        if copies:
            out.append(((length + 1, naturals + 1, 1), 1, 0, 0, "n", 0))
        if _follows(ri, cap - length - 1, later):
            out.append(((length + 1, naturals, 0), 0, 0, 0, "g", 0))
    out.extend((CLOSED, 0, more, done, code, room) for more, done, code, room in close_choices(status, seq, cap, plain))
    return out


def suit_moves(ri: int, copies: int, can_start: bool, lane: tuple[Any, ...], seqs: list[Any], cap: int, later: int,
               plain: bool) -> list[Choice]:
    """Every move of one suit at rank index ``ri`` (see the module docstring for the tuple);
    ``later`` is the bit mask of the rank indexes where the hand holds a natural of the suit."""
    runs, stats = lane
    per_run = [run_choices(ri, state, cap, later, plain) for state in runs]
    per_meld = [meld_choices(ri, st, seq, copies, cap, later, plain) for seq, st in zip(seqs, stats, strict=True)]
    out = []
    for run_choice in product(*per_run):
        used_runs = sum(c[1] for c in run_choice)
        if used_runs > copies:
            continue
        wilds_runs = sum(c[2] for c in run_choice)
        ended = sum(c[3] for c in run_choice)
        kept = [c[0] for c in run_choice if c[0] is not None]
        run_codes = tuple(c[4] for c in run_choice)
        room_runs = sum(c[5] for c in run_choice)
        for meld_choice in product(*per_meld):
            took = sum(c[1] for c in meld_choice)
            used = used_runs + took
            if used > copies:
                continue
            statuses = tuple(c[0] for c in meld_choice)
            laid = sum(c[2] for c in meld_choice)
            done = ended + sum(c[3] for c in meld_choice)
            meld_codes = tuple(c[4] for c in meld_choice)
            room = room_runs + sum(c[5] for c in meld_choice)
            for starts in range((copies - used if can_start else 0) + 1):
                lane_after = (tuple(sorted(kept + [START] * starts)), statuses)
                out.append((lane_after, used + starts, took, done, ended, (run_codes, starts, meld_codes),
                            wilds_runs, laid, room))
    return out


def closings(lanes: tuple[Any, ...], seqs_by_suit: tuple[Any, ...], cap: int, plain: bool) -> list[Choice]:
    """Ways to end every sequence still open after the ace: (wild cards into new sequences, wild
    cards laid off, sambas, new sambas, flex room, record) where the record holds, per suit, the
    end code of each open sequence (in lane order) and the close code of each own sequence."""
    items: list[list[Choice]] = []
    for s, (runs, stats) in enumerate(lanes):
        for i, state in enumerate(runs):
            items.append([(s, "run", i, extra, 0, done, done, code, room)
                          for _after, _used, extra, done, code, room in end_choices(state, cap, plain)])
        for j, (seq, st) in enumerate(zip(seqs_by_suit[s], stats, strict=True)):
            if st != CLOSED:
                closes = close_choices(st, seq, cap, plain)
                items.append([(s, "seq", j, 0, more, done, 0, code, room) for more, done, code, room in closes])
    out = []
    for choice in product(*items):
        record: list[tuple[dict[int, Any], dict[int, Any]]] = [({}, {}) for _ in range(4)]
        for s, what, index, *_, code, _room in choice:
            record[s][0 if what == "run" else 1][index] = code
        out.append((sum(c[3] for c in choice), sum(c[4] for c in choice), sum(c[5] for c in choice),
                    sum(c[6] for c in choice), sum(c[8] for c in choice), record))
    return out
