"""Telling the player, first and plainly, that there is no screen to open a window on.

Kept free of pygame: the check runs before SDL is initialised, so the sentence is the first thing
printed — not the last line after SDL's and ALSA's own complaints. ``display_missing`` is the cheap
check on the environment (X11 or Wayland on Linux and the BSDs; macOS and Windows always have a
screen); ``App`` repeats the check after SDL has chosen a driver, for a display that is named but
cannot be reached.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

from samba.i18n import N_, _

NO_DISPLAY = N_("Samba cannot open its window: no display was found ({why}). To watch a narrated computer hand "
                "in this terminal instead, run: samba --terminal. For automated runs without a screen, set "
                "SDL_VIDEODRIVER=dummy.")
WHY_UNSET = N_("DISPLAY and WAYLAND_DISPLAY are not set")
WHY_UNREACHABLE = N_("the screen named by {names} could not be reached")
WHY_UNUSABLE = N_("SDL found no screen it could use")


def display_missing(environ: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """True when no window can possibly open: a Unix desktop variable is missing and SDL was not told otherwise."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin", "emscripten")):
        return False
    if env.get("SDL_VIDEODRIVER"):
        return False
    return not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def no_display_message(why: str | None = None) -> str:
    """The sentence in the player's language (the system's: it is said before any settings are read)."""
    return _(NO_DISPLAY).format(why=_(WHY_UNSET) if why is None else why)


def unreachable_reason(environ: Mapping[str, str] | None = None) -> str:
    """Why a named display gave no window: which variable named it (bounded: the value comes from outside)."""
    env = os.environ if environ is None else environ
    names = [f"{name}={env[name][:80]}" for name in ("DISPLAY", "WAYLAND_DISPLAY") if env.get(name)]
    return _(WHY_UNREACHABLE).format(names=" & ".join(names)) if names else _(WHY_UNUSABLE)
