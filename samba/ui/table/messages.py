"""What the table says: the move log, the narration banner, the toast and the speech bubbles.

The presenter's beats speak through this (it is their ``Stage``), the scene toasts refusals and
notes here, and the painter reads it. Each message lives for a while and ``tick`` ages it: a toast
for a few seconds, a bubble a little longer at slow speeds. No drawing and no rules.
"""

from __future__ import annotations

from collections.abc import Callable

from samba.engine.observation import Observation
from samba.game.narration import resumed_story

TOAST_SECONDS = 4.0
BUBBLE_SECONDS = 2.6


class Messages:
    def __init__(self, play_sound: Callable[[str], None], pace: float = 1.0) -> None:
        self.play_sound = play_sound
        """Part of the presenter's ``Stage``: the sound of a beat."""
        self.pace = pace
        """The animation speed factor (bubbles stay longer when the table plays slowly)."""
        self.log: list[str] = []
        """Every narrated line of the match so far (the move log)."""
        self.narration = ""
        self.toast = ""
        self.toast_bad = False
        self.toast_left = 0.0
        self.bubbles: dict[int, str] = {}
        self.bubble_left: dict[int, float] = {}

    # -- the presenter's Stage ---------------------------------------------------------------------------
    def say(self, line: str) -> None:
        """A narrated line: into the log, and into the banner until the next one."""
        self.log.append(line)
        self.narration = line

    def bubble(self, seat: int, words: str) -> None:
        self.bubbles[seat] = words
        self.bubble_left[seat] = BUBBLE_SECONDS * max(self.pace, 0.5)

    def retell(self, obs: Observation, watching: bool, seed: int) -> None:
        """A resumed match: the hand so far in the log, and a welcome back."""
        self.log.extend(resumed_story(obs, watching))
        self.log.append(f"Welcome back: hand {obs.hand_number}, deal #{seed}.")

    # -- the toast -----------------------------------------------------------------------------------------
    def show_toast(self, words: str, bad: bool) -> None:
        """``words`` in the toast near the hand (``bad``: a refusal, shown red)."""
        self.toast = words
        self.toast_bad = bad
        self.toast_left = TOAST_SECONDS

    def clear_toast(self) -> None:
        self.toast = ""

    def clear_refusal(self) -> None:
        """An accepted gesture makes an earlier refusal old news."""
        if self.toast_bad:
            self.toast = ""

    # -- time ------------------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        if self.toast_left > 0:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = ""
        for seat in list(self.bubble_left):
            self.bubble_left[seat] -= dt
            if self.bubble_left[seat] <= 0:
                del self.bubble_left[seat]
                self.bubbles.pop(seat, None)
