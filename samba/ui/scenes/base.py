"""The scene protocol (ARCHITECTURE §5): enter/exit/pause/resume, events, update, draw.

``draw`` never changes state, so a frame can be drawn twice (or skipped) without effect; an overlay
scene (menu, dialog) is drawn on top of the scene below it, which keeps drawing but gets no events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from samba.ui.app_window import App


class Scene:
    """Base class; override what the screen needs."""

    overlay = False
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layout."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def language_changed(self) -> None:
        """The player chose another language: word every label anew (``resize`` follows, to lay them out)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change state."""
