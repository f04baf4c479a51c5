"""Where Samba's files live: read-only assets and the player's own data.

This is the only module that knows whether the game runs from the source tree, an installed
package or a PyInstaller bundle (``sys._MEIPASS``), and where the operating system keeps user data.
Everything else asks here, so moving a folder or adding a packaging route is a one-file change.
Paths are anchored on this file, never on the current directory. No pygame here: the engine,
tools and tests can resolve assets without a display.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from platformdirs import PlatformDirs

APP_NAME = "Samba"
APP_AUTHOR = "Samba"
ASSETS_ENV = "SAMBA_ASSETS"
"""Environment variable naming an assets folder to use instead of the built-in one (for tests/packagers)."""
DATA_ENV = "SAMBA_DATA"
"""Environment variable naming a folder for all user data (settings, saves): portable installs and tests."""

_PACKAGE_DIR = Path(__file__).resolve().parent


class AssetsNotFoundError(FileNotFoundError):
    """The assets folder (or a file in it) is missing: the install or bundle is incomplete."""


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def asset_candidates() -> list[Path]:
    """The folders searched for assets, in order.

    ``$SAMBA_ASSETS`` first; then ``sys._MEIPASS/assets`` in a bundle; then the repository's
    top-level ``assets/`` beside the ``samba`` package (source tree and editable installs); then
    ``samba/assets`` for a wheel that ships the assets as package data.
    """
    candidates = []
    override = os.environ.get(ASSETS_ENV)
    if override:
        candidates.append(Path(override))
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        candidates.append(Path(meipass) / "assets")
    candidates.append(_PACKAGE_DIR.parent / "assets")
    candidates.append(_PACKAGE_DIR / "assets")
    return candidates


def assets_dir() -> Path:
    """The folder holding ``cards/`` and ``sounds/``; raises ``AssetsNotFoundError`` naming where it looked."""
    candidates = asset_candidates()
    for folder in candidates:
        if (folder / "cards").is_dir() and (folder / "sounds").is_dir():
            return folder
    tried = "\n  ".join(str(c) for c in candidates)
    raise AssetsNotFoundError(
        f"Samba's assets folder was not found (it must hold cards/ and sounds/). Looked in:\n  {tried}\n"
        f"Regenerate with build/gen_cards.py and build/gen_sounds.py, or set {ASSETS_ENV}."
    )


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("cards", "classic", "QH.svg")``; raises if it is missing."""
    target = assets_dir().joinpath(*parts)
    if not target.exists():
        raise AssetsNotFoundError(f"missing asset {'/'.join(parts)} (looked at {target})")
    return target


def cards_dir() -> Path:
    return assets_dir() / "cards"


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


FONT_FILES = {False: "DejaVuSansCondensed.ttf", True: "DejaVuSansCondensed-Bold.ttf"}
"""The bundled typeface (regular, bold): every string the game shows has its glyphs (tests/ui/test_glyphs.py)."""


def font_path(bold: bool = False) -> Path:
    """The bundled font file for regular or bold text (``assets/fonts``; its licence lies beside it)."""
    return asset_path("fonts", FONT_FILES[bold])


def read_manifest(folder: Path) -> dict[str, Any]:
    """The generator's ``manifest.json`` in ``folder`` (files, hashes, generator version)."""
    target = folder / "manifest.json"
    if not target.is_file():
        raise AssetsNotFoundError(f"missing {target}: regenerate the assets with the build/gen_*.py scripts")
    with target.open(encoding="utf-8") as handle:
        return json.load(handle)


def load_manifest(kind: str) -> dict[str, Any]:
    """The manifest of the built-in ``"cards"`` or ``"sounds"`` folder."""
    if kind not in ("cards", "sounds"):
        raise ValueError(f"no manifest for {kind!r}: use 'cards' or 'sounds'")
    return read_manifest(assets_dir() / kind)


# ---------------------------------------------------------------- user data


def _dirs() -> PlatformDirs:
    return PlatformDirs(APP_NAME, APP_AUTHOR)


def user_data_dir(create: bool = True) -> Path:
    """Per-user writable folder (``$SAMBA_DATA`` overrides the platform default)."""
    override = os.environ.get(DATA_ENV)
    folder = Path(override) if override else Path(_dirs().user_data_dir)
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_config_dir(create: bool = True) -> Path:
    """Per-user settings folder (the data folder when ``$SAMBA_DATA`` is set, so tests stay contained)."""
    override = os.environ.get(DATA_ENV)
    folder = Path(override) if override else Path(_dirs().user_config_dir)
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_path() -> Path:
    """The settings file (it may not exist yet)."""
    return user_config_dir() / "settings.json"


def saves_dir() -> Path:
    """Folder for saved games, created on demand."""
    folder = user_data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
