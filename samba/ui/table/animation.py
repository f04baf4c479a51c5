"""Non-blocking tweens: cards that fly across the table, grouped in beats that play one after another.

A beat is one thing the player should see (a draw, a meld, a discard) with its narration line and
sound; its ``on_done`` commits what the table shows afterwards. Nothing here waits: ``update(dt)``
advances time, ``skip()`` finishes everything at once (a click or Space), and speed 0 means instant.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}


def ease_out(t: float) -> float:
    """Cubic ease-out: quick departure, gentle landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass(slots=True)
class Flight:
    """One card image moving from ``start`` to ``end`` (top-left corners) after ``delay`` seconds."""

    code: str | None
    """Face code, or None for a card back."""
    start: tuple[float, float]
    end: tuple[float, float]
    size: tuple[int, int]
    duration: float = 0.35
    delay: float = 0.0

    def position(self, t: float) -> tuple[int, int] | None:
        """Where the card is at beat time ``t`` (None before it sets off)."""
        if t < self.delay:
            return None
        k = ease_out((t - self.delay) / self.duration) if self.duration > 0 else 1.0
        return (int(self.start[0] + (self.end[0] - self.start[0]) * k),
                int(self.start[1] + (self.end[1] - self.start[1]) * k))

    @property
    def finish(self) -> float:
        return self.delay + self.duration


@dataclass(slots=True)
class Beat:
    flights: list[Flight] = field(default_factory=list)
    hold: float = 0.0
    """Time to wait after the last flight lands (so a narration line can be read)."""
    on_start: Callable[[], None] | None = None
    on_done: Callable[[], None] | None = None
    kind: str = ""
    """The engine event the beat shows (``"deal"``…), for overlays that follow its progress."""

    @property
    def length(self) -> float:
        return max([f.finish for f in self.flights], default=0.0) + self.hold


class Animator:
    """Plays beats in order at a speed factor (0: instant)."""

    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.t = 0.0

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def add(self, beat: Beat) -> None:
        self.queue.append(beat)
        if self.factor == 0:
            self.update(0.0)

    def update(self, dt: float) -> None:
        budget = dt
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self.current = self.queue.popleft()
                self.t = 0.0
                if self.current.on_start:
                    self.current.on_start()
            length = self.current.length * self.factor
            if self.factor > 0 and self.t + budget < length:
                self.t += budget
                return
            budget = max(0.0, budget - (length - self.t)) if self.factor > 0 else budget
            beat, self.current = self.current, None
            if beat.on_done:
                beat.on_done()

    def skip(self) -> None:
        """Finish every queued beat now (their ``on_done`` run in order)."""
        while not self.idle:
            beat = self.current or self.queue.popleft()
            if self.current is None and beat.on_start:
                beat.on_start()
            self.current = None
            if beat.on_done:
                beat.on_done()

    def flights(self) -> list[tuple[Flight, tuple[int, int]]]:
        """The cards in the air now, with their positions (for drawing)."""
        if self.current is None or self.factor == 0:
            return []
        t = self.t / self.factor
        out = []
        for flight in self.current.flights:
            pos = flight.position(t)
            if pos is not None and t < flight.finish:
                out.append((flight, pos))
        return out
