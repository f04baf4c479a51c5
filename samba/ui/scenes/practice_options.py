"""The New game screen's extra choices: who plays the bottom seat (you, or a computer: a watch) and
the practice options, each clearly labelled "Practice" and off unless the player turns it on.

Kept out of ``new_game.py`` so that screen only gains a few hook lines; the choices become a
``MatchSetup`` field (``Practice``) and the bottom seat's level, nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.game.practice import Practice
from samba.game.setup import HUMAN, LEVELS, level_title
from samba.i18n import N_, _, pgettext
from samba.ui.widgets import Picker

BOTTOM_CHOICES: tuple[str, ...] = (HUMAN, *LEVELS)
NOTE = N_("Practice options help you learn; the table marks the game PRACTICE while any is on.")
WATCH_NOTE = N_("Watching: every seat is a computer. A watched game is not saved and leaves your saved game "
                "alone.")


def _bottom_title(level: str) -> str:
    return pgettext("seat", "You") if level == HUMAN else _("Computer ({level}): watch").format(
        level=level_title(level))


def _on_off(words: str):
    return lambda on: _("On: {what}").format(what=words) if on else _("Off")


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

        return Picker(_("Bottom seat"), BOTTOM_CHOICES, BOTTOM_CHOICES.index(self.bottom), set_bottom, _bottom_title)

    def practice_pickers(self) -> list[Picker]:
        """The two practice toggles, their labels starting with "Practice" so none is mistaken for a rule."""
        def set_open(on: bool) -> None:
            self.open_hands = on

        def set_explain(on: bool) -> None:
            self.explain_moves = on

        return [
            Picker(_("Practice: open hands"), (False, True), int(self.open_hands), set_open,
                   _on_off(_("see every hand"))),
            Picker(_("Practice: explain moves"), (False, True), int(self.explain_moves), set_explain,
                   _on_off(_("say why bots move"))),
        ]

    def note(self) -> str:
        return _(WATCH_NOTE) if self.watching else _(NOTE)
