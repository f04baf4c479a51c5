"""The table's commands: one table that the button bar and the keyboard both read.

Each command has a name, the keys that run it, what it means (an intent, applied by
``TableScene.perform`` like any gesture) and, for the ones on the bar, the button's words and the
key shown on it. A key press and a button click therefore end in the same place, and a lesson table
that gives a command another meaning (Hint shows how to do the step, Menu goes back to the lessons)
changes the button and the key together. Moves are ``Propose`` intents: they wait until the table
shows the current position and need the player's turn. Esc opens the menu — or, while a plan is
gathered beside the hand, cancels it (the scene decides, and the Menu button says "Cancel" then), and with
cards selected it first lets go of them (the key only: a click on Menu opens the menu).

The keys are the same in every language, on purpose: the table's letters (S draw, T take, G suggest…) are
what the tutorial, the quick summary and the README teach, and a translated key set would have to avoid
clashes anew in each language (in Spanish "Robar" and "Ordenar" would both want R or O). So a Spanish button
"Levantar pozo" is pressed with T, and the button shows the T in a key cap beside its words (``Button.draw``):
boxed, it reads as a key, not as a typo. Only yes/no questions take the answer's own initial (S for "Sí"),
because there the letter is the word.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from samba.i18n import N_

from . import intents as I

FAR = 10_000
"""A cursor step past either end of any hand (Home / End)."""


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    keys: tuple[int, ...]
    intent: I.Intent
    label: str = ""
    """The button's words; empty for a command that has a key only."""
    key_hint: str = ""
    """The key shown on the button."""


COMMANDS: tuple[Command, ...] = (
    Command("draw", (pygame.K_s,), I.Propose(I.Draw()), N_("Draw"), "S"),
    Command("take", (pygame.K_t,), I.Propose(I.TakePileTo()), N_("Take pile"), "T"),
    Command("meld", (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_m), I.Propose(I.MeldPicked()), N_("Meld"), "Enter"),
    Command("undo", (pygame.K_u,), I.Propose(I.UndoMove()), N_("Undo"), "U"),
    Command("ask", (pygame.K_a,), I.Propose(I.AskPartner()), N_("Ask partner"), "A"),
    Command("sort", (pygame.K_o,), I.Sort(), N_("Sort"), "O"),
    Command("hint", (pygame.K_h,), I.AskHint(), N_("Hint"), "H"),
    Command("menu", (pygame.K_ESCAPE,), I.OpenMenu(), N_("Menu"), "Esc"),
    Command("suggest", (pygame.K_g,), I.Propose(I.Suggest()), N_("Suggest"), "G"),
    Command("cancel", (), I.Propose(I.CancelStaging()), N_("Cancel"), "Esc"),
    Command("discard", (pygame.K_d,), I.Propose(I.DiscardPicked())),
    Command("scores", (pygame.K_c,), I.OpenScores(), N_("Scores"), "C"),
    Command("unstage", (pygame.K_BACKSPACE,), I.Propose(I.UnstageCard())),
    Command("left", (pygame.K_LEFT,), I.MoveCursor(-1)),
    Command("right", (pygame.K_RIGHT,), I.MoveCursor(1)),
    Command("first", (pygame.K_HOME,), I.MoveCursor(-FAR)),
    Command("last", (pygame.K_END,), I.MoveCursor(FAR)),
    Command("select", (pygame.K_SPACE, pygame.K_UP), I.ToggleAtCursor()),
    Command("deselect", (pygame.K_DOWN,), I.Cancel()),
)
BY_NAME = {command.name: command for command in COMMANDS}
BY_KEY = {key: command for command in COMMANDS for key in command.keys}
SLOTS = ("draw", "take", "meld", "undo", "ask", "sort", "hint", "menu")
"""The button bar's places, left to right; a place shows another command while a plan is gathered
(``controls.button_states``: Suggest where Meld or Ask partner was, Cancel where Menu was), and a seat
that never asks (no partner, or a table without asking) has Scores where Ask partner would be."""
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
"""Keys 1–9: add the picked cards to your side's meld with that number."""


def key_intents(key: int, animating: bool) -> list[I.Intent]:
    """What a key press means: Space skips an animation, 1–9 lay off, the rest is the command table."""
    if key == pygame.K_SPACE and animating:
        return [I.Skip()]
    if key in DIGITS:
        return [I.Propose(I.LayOffOnto(DIGITS[key]))]
    if key == pygame.K_ESCAPE:
        return [I.OpenMenu(by_key=True)]
    command = BY_KEY.get(key)
    return [command.intent] if command is not None else []
