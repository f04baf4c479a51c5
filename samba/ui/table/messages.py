"""What the table says: the move log, the narration banner, the toast and the speech bubbles.

The presenter's beats speak through this (it is their ``Stage``), the scene toasts refusals and
notes here, and the painter reads it. A toast stays until the player's next action (a refusal with
its "Why?" must not vanish while it is read), a note for a few seconds, a bubble a little longer at
slow speeds — except the partner's answer to the player's own question, which stays until the player acts
(it is what the player must act on). The log's lines are the controller's ``story`` lines, shown as their
beats play, so the log of a resumed match (``retell``) is the same text. No drawing and no rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from samba.game.story import Line

TOAST_SECONDS = 4.0
"""How long a note (not a refusal) stays."""
BUBBLE_SECONDS = 2.6


class Messages:
    def __init__(self, play_sound: Callable[[str], None], pace: float = 1.0) -> None:
        self.play_sound = play_sound
        """Part of the presenter's ``Stage``: the sound of a beat."""
        self.pace = pace
        """The animation speed factor (bubbles stay longer when the table plays slowly)."""
        self.log: list[Line] = []
        """Every line of the match's story shown so far (the move log)."""
        self.narration = ""
        self.toast = ""
        self.toast_bad = False
        self.toast_left = 0.0
        self.toast_kept = False
        """The toast stays until the next action (a refusal, a hint)."""
        self.toast_plan = False
        """The toast speaks of the plan gathered beside the hand ("Suggested — change it…"): it goes with the plan."""
        self.bubbles: dict[int, str] = {}
        self.bubble_left: dict[int, float] = {}
        """Seconds each timed bubble has left (a kept bubble is not here: it goes at the player's next action)."""
        self.reworded: dict[Line, Line] = {}
        """Lines told in an earlier language → their wording now (``reword``): a beat still queued says the new."""

    # -- the presenter's Stage ---------------------------------------------------------------------------
    def say(self, line: Line | str) -> None:
        """A line of the story: into the log, and into the banner until the next one."""
        told = line if isinstance(line, Line) else Line(line)
        told = self.reworded.get(told, told)
        self.log.append(told)
        self.narration = told.text

    def bubble(self, seat: int, words: str, keep: bool = False) -> None:
        """``words`` beside ``seat``'s plate, for a few seconds or (``keep``) until the player's next action."""
        self.bubbles[seat] = words
        if keep:
            self.bubble_left.pop(seat, None)
        else:
            self.bubble_left[seat] = BUBBLE_SECONDS * max(self.pace, 0.5)

    def retell(self, story: Sequence[Line]) -> None:
        """A resumed match: the whole story so far in the log, exactly as it read before."""
        self.log.extend(story)

    def reword(self, reworded: dict[Line, Line]) -> None:
        """The player changed the language: every line shown (and the banner) in the new wording, and any
        line still to be said by a queued beat too. Toasts and bubbles are moments, not records: they go."""
        self.reworded = {old: reworded.get(new, new) for old, new in self.reworded.items()} | reworded
        self.log[:] = [self.reworded.get(line, line) for line in self.log]
        if self.narration:
            self.narration = next((new.text for old, new in self.reworded.items() if old.text == self.narration), "")
        self.clear_toast()
        self.toast_kept = self.toast_bad = False
        self.bubbles.clear()
        self.bubble_left.clear()

    # -- the toast -----------------------------------------------------------------------------------------
    def show_toast(self, words: str, bad: bool, keep: bool = False, plan: bool = False) -> None:
        """``words`` in the toast near the hand: a refusal (``bad``, shown red) or a note kept (``keep``, a
        hint) stays until the player's next action, any other note a few seconds; a note about the plan
        (``plan``) leaves sooner if the plan is carried out or given up (``plan_over``)."""
        self.toast = words
        self.toast_bad = bad
        self.toast_plan = plan
        self.toast_kept = bad or keep
        self.toast_left = 0.0 if self.toast_kept else TOAST_SECONDS

    def plan_over(self) -> None:
        """The plan was made (the take went through) or given up: a note about it would now be untrue."""
        if self.toast_plan:
            self.toast = ""
            self.toast_plan = False

    def clear_toast(self) -> None:
        self.toast = ""

    def clear_refusal(self) -> None:
        """An accepted gesture makes an earlier refusal old news."""
        if self.toast_bad:
            self.toast = ""

    def acted(self) -> None:
        """The player did something: a refusal or a hint shown until now is old news."""
        if self.toast_kept:
            self.toast = ""
            self.toast_kept = self.toast_bad = False
        for seat in [s for s in self.bubbles if s not in self.bubble_left]:
            del self.bubbles[seat]

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
