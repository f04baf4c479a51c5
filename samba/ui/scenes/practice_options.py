"""The New game screen's extra choices: who plays the bottom seat (you, or a computer: a watch) and
the practice options, each clearly labelled "Practice" and off unless the player turns it on.

Kept out of ``new_game.py`` so that screen only gains a few hook lines; the choices become a
``MatchSetup`` field (``Practice``) and the bottom seat's level, nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.game.practice import Practice
from samba.game.setup import HUMAN, LEVELS, level_title
from samba.ui.widgets import Picker

BOTTOM_CHOICES: tuple[str, ...] = (HUMAN, *LEVELS)
NOTE = "Practice options help you learn; the table marks the game PRACTICE while any is on."
WATCH_NOTE = "Watching: every seat is a computer. A watched game is not saved and leaves your saved game alone."


def _bottom_title(level: str) -> str:
    return "You" if level == HUMAN else f"Computer ({level_title(level)}): watch"


def _on_off(words: str):
    return lambda on: f"On: {words}" if on else "Off"


@dataclass(slots=True)
class PracticeChoices:
    """What the player picked; turned into the bottom seat's level and a ``Practice`` at Start."""

    bottom: str = HUMAN
    open_hands: bool = False
    explain_moves: bool = False

    @property
    def watching(self) -> bool:
        """Every seat a computer (the bottom seat too)."""
        return self.bottom != HUMAN

    def practice(self) -> Practice:
        return Practice(open_hands=self.open_hands, explain_moves=self.explain_moves)

    def seat_picker(self, on_change=None) -> Picker:
        """"Bottom seat: You / Computer (…): watch", shown before the other seats."""
        def set_bottom(level: str) -> None:
            self.bottom = level
            if on_change is not None:
                on_change()

        return Picker("Bottom seat", BOTTOM_CHOICES, BOTTOM_CHOICES.index(self.bottom), set_bottom, _bottom_title)

    def practice_pickers(self) -> list[Picker]:
        """The two practice toggles, their labels starting with "Practice" so none is mistaken for a rule."""
        def set_open(on: bool) -> None:
            self.open_hands = on

        def set_explain(on: bool) -> None:
            self.explain_moves = on

        return [
            Picker("Practice: open hands", (False, True), int(self.open_hands), set_open, _on_off("see every hand")),
            Picker("Practice: explain moves", (False, True), int(self.explain_moves), set_explain,
                   _on_off("say why bots move")),
        ]

    def note(self) -> str:
        return WATCH_NOTE if self.watching else NOTE
