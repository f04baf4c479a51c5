"""Where the New game screen starts: the usual table, or what the command line asked for.

``samba --rules brazilian --players 6 --seed 42`` presets the screen rather than starting a match at
once, so the player still sees (and may change) every choice before the deal. The value is made by
the command line, held by the app and read by the screen; it lives here, free of pygame, so the
argument parsing can be tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_PRESET = "samba"
DEFAULT_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class NewGameDefaults:
    """The rules preset, the number of players and the deal number (None: a new deal each time)."""

    preset: str = DEFAULT_PRESET
    players: int = DEFAULT_PLAYERS
    seed: int | None = None

    @property
    def seed_text(self) -> str:
        """The deal number as the screen's text box shows it (empty: a fresh random deal)."""
        return "" if self.seed is None else str(self.seed)
