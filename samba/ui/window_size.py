"""The window's size when the command line names none: the game's usual 1280×800, made to fit the desktop.

A newcomer on a 1024×640 screen got a 1280×800 window, larger than the screen, its buttons out of
sight. So the default is the largest size of the game's own shape (16:10), no larger than 1280×800,
that fits the first desktop with a little room for the title bar and a task bar; where even that leaves
less than the smallest window the table is laid out for, that smallest window (1024×640: on a
1024×640 screen, the whole screen).
"""

from __future__ import annotations

from collections.abc import Sequence

PREFERRED = (1280, 800)
MINIMUM = (1024, 640)
ROOM = 0.94
"""The share of the desktop a default window may take (the rest: title bar, task bar, dock)."""


def default_window_size(desktops: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The window size for ``desktops`` (``pygame.display.get_desktop_sizes()``; the first is the main one)."""
    if not desktops:
        return PREFERRED
    desk_w, desk_h = desktops[0]
    scale = min(1.0, desk_w * ROOM / PREFERRED[0], desk_h * ROOM / PREFERRED[1])
    width, height = int(PREFERRED[0] * scale), int(PREFERRED[1] * scale)
    if width < MINIMUM[0] or height < MINIMUM[1]:
        return MINIMUM  # a small desktop: the smallest window the table is laid out for (the whole of a 1024×640 one)
    return width, height
