"""The table's commands: one table that the button bar and the keyboard both read.

Each command has a name (what the table does), the keys that run it and, for the ones on the bar, the
button's words and the key shown on it. A key press and a button click therefore end in the same
place (``TableScene.run``), and a lesson table that gives a command another meaning (Hint shows how
to do the step) changes the button and the key together. Moves *wait*: they first let the table
catch up with the position (finishing any animation) and need the player's turn.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    keys: tuple[int, ...]
    label: str = ""
    """The button's words; empty for a command that has a key only."""
    key_hint: str = ""
    """The key shown on the button."""
    waits: bool = True
    """A move: it waits until the table shows the current position, and needs the player's turn."""


COMMANDS: tuple[Command, ...] = (
    Command("draw", (pygame.K_s,), "Draw", "S"),
    Command("take", (pygame.K_t,), "Take pile", "T"),
    Command("meld", (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_m), "Meld", "Enter"),
    Command("undo", (pygame.K_u,), "Undo", "U"),
    Command("ask", (pygame.K_a,), "Ask partner", "A"),
    Command("sort", (pygame.K_o,), "Sort", "O", waits=False),
    Command("hint", (pygame.K_h,), "Hint", "H"),
    Command("menu", (pygame.K_ESCAPE,), "Menu", "Esc", waits=False),
    Command("discard", (pygame.K_d,)),
    Command("unstage", (pygame.K_BACKSPACE,), waits=False),
    Command("left", (pygame.K_LEFT,), waits=False),
    Command("right", (pygame.K_RIGHT,), waits=False),
    Command("first", (pygame.K_HOME,), waits=False),
    Command("last", (pygame.K_END,), waits=False),
    Command("select", (pygame.K_SPACE, pygame.K_UP), waits=False),
    Command("deselect", (pygame.K_DOWN,), waits=False),
)
BY_NAME = {command.name: command for command in COMMANDS}
BY_KEY = {key: command for command in COMMANDS for key in command.keys}
ON_THE_BAR = tuple(command for command in COMMANDS if command.label)
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
"""Keys 1–9: add the selection to your side's meld with that number."""
