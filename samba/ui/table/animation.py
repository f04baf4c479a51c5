"""All motion on the table: non-blocking tweens of card images, grouped in beats.

A beat is one thing the player should see (a draw, a meld, a discard, a refused card gliding home)
with its narration line and sound; its ``on_done`` is its outcome (the position the table shows
afterwards, a card back in its slot). Beats on the *story* play one after another, scaled by the
player's animation speed (0: instant); *glides* play at once beside the story, at their own pace,
because they answer a gesture rather than tell what happened. Nothing here waits: ``update(dt)``
advances time.

Two ways to stop early, as Tuxemon's ``animation.py`` tells them apart:

* ``finish()`` jumps every motion to its end: each beat's ``on_start`` (if it had not begun) and
  ``on_done`` run in order, so the log, the narration and the position are exactly as if it had
  played out. A click or Space does this, and so does a move while the table is still catching up.
* ``abort()`` stops the motion where it is and drops it: no ``on_done`` runs; each dropped beat's
  ``on_abort`` undoes what its start did (a hidden card shows again). For motion whose end no longer
  means anything: a glide home after the window was resized, everything when the table goes away.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pygame import Rect

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
    """The beat's outcome: runs when it plays to its end or is finished early, never when aborted."""
    on_abort: Callable[[], None] | None = None
    """Runs instead of ``on_done`` when the beat is dropped unfinished (only after ``on_start`` ran)."""
    kind: str = ""
    """The engine event the beat shows (``"deal"``…), for overlays that follow its progress."""
    rests: bool = False
    """Its cards stay where they landed until a beat that ``settles`` begins. A going out is committed
    only at its last beat (the hand's end), so without this its melds would land and vanish, and the
    whole final table would appear at once instead of growing meld by meld."""
    settles: bool = False
    """The position this beat commits shows the resting cards itself: they are dropped as it begins."""

    @property
    def length(self) -> float:
        return max([f.finish for f in self.flights], default=0.0) + self.hold


@dataclass(slots=True)
class _Glide:
    beat: Beat
    t: float = 0.0


class Animator:
    """Plays the story's beats in order at a speed factor (0: instant), and glides beside them."""

    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.t = 0.0
        """Beat time of the current story beat (seconds at normal speed)."""
        self.glides: list[_Glide] = []
        self.resting: list[Flight] = []
        """Cards of finished ``rests`` beats, drawn where they landed until a ``settles`` beat begins."""

    @property
    def idle(self) -> bool:
        """No story left to show: the table shows the current position (a glide may still be moving)."""
        return self.current is None and not self.queue

    @property
    def still(self) -> bool:
        """Nothing moves at all."""
        return self.idle and not self.glides

    def add(self, beat: Beat) -> None:
        """Queue ``beat`` on the story (it starts when the beats before it are done)."""
        self.queue.append(beat)
        if self.factor == 0:
            self.update(0.0)

    def glide(self, beat: Beat) -> None:
        """Start ``beat`` now, beside the story, at its own pace (not scaled by the animation speed)."""
        if beat.on_start:
            beat.on_start()
        self.glides.append(_Glide(beat))

    def update(self, dt: float) -> None:
        self._advance_glides(dt)
        budget = dt
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self._begin(self.queue.popleft())
            beat = self.current
            assert beat is not None
            if self.factor > 0:
                left = (beat.length - self.t) * self.factor
                if budget < left:
                    self.t += budget / self.factor
                    return
                budget -= max(0.0, left)
            self._end(beat)

    def _begin(self, beat: Beat) -> None:
        self.current = beat
        self.t = 0.0
        if beat.settles:
            self.resting.clear()
        if beat.on_start:
            beat.on_start()

    def _end(self, beat: Beat) -> None:
        self.current = None
        if beat.rests:
            self.resting.extend(beat.flights)
        if beat.on_done:
            beat.on_done()

    def _advance_glides(self, dt: float) -> None:
        landed = []
        for glide in self.glides:
            glide.t += dt
            if glide.t >= glide.beat.length:
                landed.append(glide)
        for glide in landed:
            self.glides.remove(glide)
            if glide.beat.on_done:
                glide.beat.on_done()

    def finish(self, *, glides_only: bool = False) -> None:
        """Jump every motion to its end: glides land, and (unless ``glides_only``) the story plays out at once.

        Each beat's ``on_start`` (if it had not begun) and ``on_done`` run in order, so nothing the
        story records is lost, only the motion.
        """
        glides, self.glides = self.glides, []
        for glide in glides:
            if glide.beat.on_done:
                glide.beat.on_done()
        if glides_only:
            return
        while not self.idle:
            if self.current is None:
                self._begin(self.queue.popleft())
            beat = self.current
            assert beat is not None
            self._end(beat)

    def abort(self, *, glides_only: bool = False) -> None:
        """Stop every motion where it is and drop it: no ``on_done`` runs; started beats' ``on_abort`` do.

        Queued story beats that never started are dropped without a trace (their ``on_start`` never ran).
        """
        glides, self.glides = self.glides, []
        for glide in glides:
            if glide.beat.on_abort:
                glide.beat.on_abort()
        if glides_only:
            return
        beat, self.current = self.current, None
        self.queue.clear()
        self.resting.clear()
        if beat is not None and beat.on_abort:
            beat.on_abort()

    def flights(self) -> list[tuple[Flight, tuple[int, int]]]:
        """The cards moving or resting now, with their positions (for drawing): those resting where they
        landed first, then the story's, then the glides'."""
        out = [(flight, (int(flight.end[0]), int(flight.end[1]))) for flight in self.resting]
        if self.current is not None and self.factor > 0:
            out += _airborne(self.current, self.t)
        for glide in self.glides:
            out += _airborne(glide.beat, glide.t)
        return out


def _airborne(beat: Beat, t: float) -> list[tuple[Flight, tuple[int, int]]]:
    """The beat's cards in sight at beat time ``t``: those in the air, and those landed if the beat ``rests``."""
    out = []
    for flight in beat.flights:
        pos = flight.position(t)
        if pos is not None and (t < flight.finish or beat.rests):
            out.append((flight, pos))
    return out


GLIDE_SECONDS = 0.22
"""How long a refused card takes to glide back to its slot (whatever the animation speed: it answers a gesture)."""


def homeward(codes: Sequence[str | None], starts: Sequence[Rect], ends: Sequence[Rect],
             on_start: Callable[[], None], on_land: Callable[[], None]) -> Beat:
    """The glide of refused cards from ``starts`` (under the pointer) back to ``ends`` (where they were).

    ``on_start`` keeps their slots empty while they fly, so nothing shows twice; ``on_land`` fills them
    again, whether the glide lands or is aborted.
    """
    flights = [Flight(code, (s.x, s.y), (e.x, e.y), s.size, GLIDE_SECONDS)
               for code, s, e in zip(codes, starts, ends, strict=True)]
    return Beat(flights, on_start=on_start, on_done=on_land, on_abort=on_land, kind="glide")
