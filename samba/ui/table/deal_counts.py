"""The seats' card counts while the deal is animated: they count up as the cards land.

The table already shows the position after the deal (the engine dealt at once), so without this
each seat would read "11 cards" before a single card has flown. The counts are derived from the
deal beat's flights — which seat each one flies to and whether it has landed — scaled to the seat's
real hand size (the animation flies at most 15 cards a seat).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from samba.engine import events as E

from .animation import Animator


def deal_counts(animator: Animator, anchors: Mapping[int, tuple[int, int]],
                finals: Sequence[int]) -> dict[int, int] | None:
    """Cards each seat seems to hold now; None once the deal has been shown (use the real counts).

    ``anchors`` maps each seat to where its dealt cards fly (the presenter's anchor); ``finals`` are
    the hand sizes after the deal.
    """
    beat = animator.current
    if beat is None or beat.kind != E.DEAL:
        if any(b.kind == E.DEAL for b in animator.queue):
            return {seat: 0 for seat in anchors}
        return None
    t = animator.t
    seat_at = {(int(x), int(y)): seat for seat, (x, y) in anchors.items()}
    flown: Counter[int] = Counter()
    landed: Counter[int] = Counter()
    for flight in beat.flights:
        seat = seat_at.get((int(flight.end[0]), int(flight.end[1])))
        if seat is None:
            continue
        flown[seat] += 1
        if t >= flight.finish:
            landed[seat] += 1
    return {seat: finals[seat] * landed[seat] // flown[seat] if flown[seat] else finals[seat] for seat in anchors}
