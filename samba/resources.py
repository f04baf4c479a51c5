"""Where Samba's files live: read-only assets and the player's own data.

This is the only module that knows whether the game runs from the source tree, an installed
package or a PyInstaller bundle (``sys._MEIPASS``), and where the operating system keeps user data.
Everything else asks here, so moving a folder or adding a packaging route is a one-file change.
Paths are anchored on this file, never on the current directory. No pygame here: the engine,
tools and tests can resolve assets without a display.
"""

from __future__ import annotations

import errno
import json
import os
import stat
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


def locale_dir() -> Path:
    """The folder of the translation catalogues (``<lang>/LC_MESSAGES/samba.mo`` and its ``.po``).

    In a PyInstaller bundle the spec puts the compiled catalogues at ``samba/locale`` inside it;
    everywhere else they sit in the package (source tree, editable install, wheel)."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass and (Path(meipass) / "samba" / "locale").is_dir():
        return Path(meipass) / "samba" / "locale"
    return _PACKAGE_DIR / "locale"


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
#
# The player's folders may be missing, read-only, on a full disk, or not folders at all (HOME can be a
# file). So nothing here creates a folder just by naming it: the path functions only compute paths,
# ``make_folder`` creates one when a file is about to be written (and raises an ``OSError`` the caller
# turns into words), and ``read_user_file`` reads only what a regular file of sane size holds. The
# records database and any later file in the data folder should use the same three.

USER_FILE_LIMIT = 8 * 1024 * 1024
"""Bytes ``read_user_file`` accepts by default: far above any save or settings file Samba writes."""


class UserFileError(OSError):
    """A file in the player's folders cannot be read as a file (a FIFO, a device, a folder, too big).

    ``reason`` is one of the ``NOT_REGULAR`` / ``TOO_LARGE`` codes, so the game layer words it.
    """

    NOT_REGULAR = "not_regular"
    TOO_LARGE = "too_large"

    def __init__(self, reason: str, path: Path, size: int = 0) -> None:
        super().__init__(f"{path}: {reason}")
        self.reason = reason
        self.path = path
        self.size = size


def _dirs() -> PlatformDirs:
    return PlatformDirs(APP_NAME, APP_AUTHOR)


def user_data_dir(create: bool = False) -> Path:
    """Per-user folder for the player's data (``$SAMBA_DATA`` overrides the platform default).

    Not created unless ``create`` (then ``make_folder`` may raise ``OSError``): name it freely, create it
    only just before writing.
    """
    override = os.environ.get(DATA_ENV)
    folder = Path(override) if override else Path(_dirs().user_data_dir)
    return make_folder(folder) if create else folder


def user_config_dir(create: bool = False) -> Path:
    """Per-user settings folder (the data folder when ``$SAMBA_DATA`` is set, so tests stay contained).

    Not created unless ``create``, as ``user_data_dir``.
    """
    override = os.environ.get(DATA_ENV)
    folder = Path(override) if override else Path(_dirs().user_config_dir)
    return make_folder(folder) if create else folder


def settings_path() -> Path:
    """The settings file (it may not exist yet)."""
    return user_config_dir() / "settings.json"


def saves_dir() -> Path:
    """Folder for saved games (it may not exist yet: ``make_folder`` creates it before a write)."""
    return user_data_dir() / "saves"


def make_folder(folder: Path) -> Path:
    """Create ``folder`` and its parents if needed; raises ``OSError`` (errno kept) when the disk refuses.

    A path component that is a file gives ``NotADirectoryError``/``FileExistsError``, a read-only
    mount ``EROFS``: the caller shows the reason and carries on without the file.
    """
    folder.mkdir(parents=True, exist_ok=True)
    if not folder.is_dir():  # exist_ok hides a file of that name on some systems
        raise NotADirectoryError(errno.ENOTDIR, "Not a directory", str(folder))
    return folder


def is_regular_file(path: Path) -> bool:
    """True when ``path`` is (or links to) a regular file; False for anything else or when it cannot be seen."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def exists(path: Path) -> bool:
    """True when anything at all is at ``path`` (a dangling link included); never raises."""
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def read_user_file(path: Path, limit: int = USER_FILE_LIMIT) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; never blocks, never reads more than that.

    A FIFO, socket, device or folder raises ``UserFileError(NOT_REGULAR)`` without waiting for a
    writer (the file is opened non-blocking and checked before any read); a bigger file raises
    ``UserFileError(TOO_LARGE)``. Other failures raise the ``OSError`` the system gave.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError(UserFileError.NOT_REGULAR, path)
        if info.st_size > limit:
            raise UserFileError(UserFileError.TOO_LARGE, path, info.st_size)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # the file grew while being read, or reports a false size (/proc)
                raise UserFileError(UserFileError.TOO_LARGE, path, total)
        return b"".join(chunks)
    finally:
        os.close(fd)
