"""Events: what happened, for animation, narration and the public log.

``apply`` returns full events; each knows whether it is private to one seat (a drawn card). The
state keeps only the public version in its log, so an observation can share it without leaking.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .records import fast_init

# Event kinds.
DEAL = "deal"
UPCARD = "upcard"
RED_THREE = "red_three"
DRAW = "draw"
TAKE_PILE = "take_pile"
MELD = "meld"
LAYOFF = "layoff"
MERGE = "merge"
CANASTA = "canasta"
ASK = "ask"
ANSWER = "answer"
DISCARD = "discard"
GO_OUT = "go_out"
STOCK_EMPTY = "stock_empty"
HAND_END = "hand_end"
GAME_END = "game_end"
TURN = "turn"


@fast_init
@dataclass(frozen=True, slots=True)
class Event:
    """One step of the game. ``count`` is how many cards moved when ``cards`` are hidden."""

    kind: str
    seat: int = -1
    cards: tuple[Card, ...] = ()
    count: int = 0
    meld: int = -1
    text: str = ""
    private: bool = False

    def seen_by(self, seat: int) -> Event:
        """The event as ``seat`` may see it: private cards of others are hidden."""
        if not self.private or seat == self.seat:
            return self
        return self.public()

    def public(self) -> Event:
        """The event as everyone may see it: a private event without its cards."""
        if not self.private:
            return self
        return Event(self.kind, self.seat, (), self.count, self.meld, self.text, False)
