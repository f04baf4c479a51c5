"""In which order a side's melds lie on the table — the order the 1–9 keys number them in.

Players push finished canastas aside, so squared-up melds gather first, stacked; but a meld that becomes
a canasta *during the player's own turn* is squared where it lies, and nothing else moves: the player is
still aiming at those melds (a newcomer's next drag landed on empty felt when the canasta jumped to the
front and every meld right of it slid left). The canastas completed since the turn began join the others
when the turn has passed. Pure: melds and the set of canastas already put aside in, an order out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from samba.engine.analysis import Meld


def put_aside(melds: Iterable[Meld]) -> frozenset[int]:
    """The completed melds of a position: the ones that lie squared up and stacked first."""
    return frozenset(m.id for m in melds if m.canasta_kind)


def arranged(melds: Sequence[Meld], aside: frozenset[int] | None = None) -> list[Meld]:
    """``melds`` (one side's, in the engine's order) as they lie: the completed melds already put aside first,
    then every other meld in its own place. ``aside`` None: every completed meld is put aside."""
    settled = put_aside(melds) if aside is None else aside & put_aside(melds)
    return [m for m in melds if m.id in settled] + [m for m in melds if m.id not in settled]
