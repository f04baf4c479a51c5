"""Sound effects: a small player that never stops the game.

Why an object that may be silent: many machines (servers, CI, some laptops over remote desktop)
have no sound device. If the mixer cannot start, the player runs muted and every ``play`` is a
no-op, so the UI calls it unconditionally and never needs to check.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from samba import resources

CARD_SLIDE = "card_slide"
CARD_PLACE = "card_place"
SHUFFLE = "shuffle"
DEAL = "deal"
DRAW = "draw"
TAKE_PILE = "take_pile"
MELD = "meld"
CANASTA = "canasta"
SAMBA = "samba"
RED_THREE = "red_three"
GO_OUT = "go_out"
HAND_WON = "hand_won"
HAND_LOST = "hand_lost"
REFUSED = "refused"
CLICK = "click"
ALL_SOUNDS: tuple[str, ...] = (
    CARD_SLIDE, CARD_PLACE, SHUFFLE, DEAL, DRAW, TAKE_PILE, MELD, CANASTA, SAMBA, RED_THREE, GO_OUT,
    HAND_WON, HAND_LOST, REFUSED, CLICK,
)


class Sound:
    """Plays the named effects at one volume; muted (silently) when no audio device is available."""

    def __init__(self, sounds_dir: Path | None = None, volume: float = 0.7, muted: bool = False) -> None:
        self._dir = sounds_dir
        self._volume = _clamp(volume)
        self._muted = muted
        self._loaded: dict[str, pygame.mixer.Sound] = {}
        self.available = self._start_mixer()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except (pygame.error, NotImplementedError):
            return False
        return True

    @property
    def volume(self) -> float:
        return self._volume

    @property
    def muted(self) -> bool:
        """True when the player chose silence or there is no sound device."""
        return self._muted or not self.available

    def set_volume(self, volume: float) -> None:
        """Volume from 0 (silent) to 1; applies to sounds already playing too."""
        self._volume = _clamp(volume)
        for sound in self._loaded.values():
            sound.set_volume(self._volume)

    def mute(self, muted: bool = True) -> None:
        self._muted = muted
        if muted and self.available:
            pygame.mixer.stop()

    def play(self, name: str) -> None:
        """Play effect ``name`` (one of ``ALL_SOUNDS``); does nothing while muted."""
        if name not in ALL_SOUNDS:
            raise ValueError(f"unknown sound {name!r}")
        if self.muted or self._volume == 0:
            return
        sound = self._loaded.get(name)
        if sound is None:
            folder = self._dir if self._dir is not None else resources.sounds_dir()
            sound = pygame.mixer.Sound(str(folder / f"{name}.wav"))
            sound.set_volume(self._volume)
            self._loaded[name] = sound
        sound.play()


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))
