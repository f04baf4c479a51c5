"""The player's preferences: a frozen value, validated once, stored as forgiving JSON.

Why forgiving: settings are edited by hand now and then, and written by older or newer versions
of the game. A settings problem must never stop the game, so a file that is not a settings document
is moved aside (like a bad save) and a single bad value falls back to its default while the others
are kept — and either way the player is told in the window, not only in a log.
Why frozen: the UI passes one ``Settings`` around and changes it only through ``with_changes``,
which checks every value, so no screen can store a volume of 7 or a card back that does not exist.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from samba import i18n, resources
from samba.i18n import N_, _

from . import file_words as W
from . import problems as P
from .autosave import RetryingWriter
from .files import FileProblem, SaveError, move_aside, read_json, write_json_atomic
from .problems import ProblemBoard

log = logging.getLogger(__name__)

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
CARD_SIZES: tuple[str, ...] = ("normal", "large")
HAND_ORDERS: tuple[str, ...] = ("rank", "suit")
"""How the hand is sorted: by rank, or by suit and sequence (the table's Sort button switches; every deal
follows the player's last choice)."""
DEFAULT_CARD_BACK = "lattice_blue"
"""The first back by name among ``assets/cards/backs`` (a test keeps this true when backs change)."""
SCHEMA = 1

SETTING_TITLES: dict[str, str] = {
    "animation_speed": N_("Animation speed"), "volume": N_("Sound volume"), "muted": N_("Sound"),
    "card_back": N_("Card back"), "four_colour": N_("Four-colour deck"), "card_size": N_("Card size"),
    "fullscreen": N_("Fullscreen"), "language": N_("Language"), "hand_order": N_("Hand order"),
}
"""Each setting's name as the Settings screen shows it (and a notice about a bad value names it)."""


@dataclass(frozen=True)
class Settings:
    """Every preference the player can change; constructing one with a bad value raises ``ValueError``."""

    animation_speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    card_back: str = DEFAULT_CARD_BACK
    four_colour: bool = False
    card_size: str = "normal"
    fullscreen: bool = False
    language: str = i18n.AUTO
    """"auto" (the system's language) or one of ``i18n.LANGUAGES``."""
    hand_order: str = "rank"
    """How every hand is dealt and sorted: "rank" or "suit" (set by the table's Sort button, kept for the next
    deal, the next match and after Continue)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            value = _check(f.name, getattr(self, f.name))
            object.__setattr__(self, f.name, value)

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied; ``ValueError`` names an unknown setting or a bad value.

        The card back is also checked against the backs the installed assets provide.
        """
        known = {f.name for f in fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            raise ValueError(f"unknown setting {', '.join(map(repr, unknown))}; known: {', '.join(sorted(known))}")
        if "card_back" in changes:
            _check_back_exists(changes["card_back"])
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def _check(name: str, value: Any) -> Any:
    """The value to store for ``name`` (ints become float volumes) or ``ValueError`` saying why not."""
    if name in ("muted", "four_colour", "fullscreen"):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, not {value!r}")
        return value
    if name == "volume":
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise ValueError(f"volume must be a number from 0 to 1, not {value!r}")
        if not 0.0 <= value <= 1.0:
            raise ValueError(f"volume must be from 0 to 1, not {value!r}")
        return float(value)
    choices = {"animation_speed": ANIMATION_SPEEDS, "card_size": CARD_SIZES, "hand_order": HAND_ORDERS}.get(name)
    if choices is not None:
        if value not in choices:
            raise ValueError(f"{name} must be one of {', '.join(choices)}, not {value!r}")
        return value
    if name == "language":
        if value != i18n.AUTO and value not in i18n.LANGUAGES:
            raise ValueError(f"language must be {i18n.AUTO} or one of {', '.join(i18n.LANGUAGES)}, not {value!r}")
        return value
    if name == "card_back":
        if not isinstance(value, str) or not value or not all(c.isalnum() or c == "_" for c in value):
            raise ValueError(f"card_back must be the name of a card back, not {value!r}")
        return value
    raise ValueError(f"unknown setting {name!r}")  # pragma: no cover - fields and checks are kept in step


def card_back_names() -> tuple[str, ...]:
    """The card backs the installed assets provide, sorted by name."""
    return tuple(sorted(resources.load_manifest("cards")["backs"]))


def _check_back_exists(name: Any) -> None:
    backs = card_back_names()
    if name not in backs:
        raise ValueError(f"card_back must be one of {', '.join(backs)}, not {name!r}")


# ---------------------------------------------------------------- file


@dataclass(frozen=True)
class SettingsLoad:
    """What ``read_settings`` found: the settings to use, and a sentence for the player when the file was not
    (entirely) usable; ``kept_as`` is where an unusable file was moved."""

    settings: Settings
    notice: str | None = None
    kept_as: Path | None = None


def read_settings(path: Path | None = None) -> SettingsLoad:
    """The saved settings, or defaults; never raises and never blocks.

    A file that is not a settings document (not JSON, not an object, a FIFO or folder, a bad
    ``schema``) is moved aside and the player told; a readable file with a few bad values keeps its
    good ones, the bad ones fall back to their defaults, and the player is told which (the file stays:
    the next save rewrites it). Unknown keys are ignored (a newer version may have written them).
    """
    target = path if path is not None else resources.settings_path()
    if not resources.exists(target):
        return SettingsLoad(Settings())
    try:
        document = read_json(target)
        if not isinstance(document, dict):
            raise FileProblem(_(W.NOT_SETTINGS))
        schema = document.get("schema", SCHEMA)
        if type(schema) is not int or schema < 1:  # type(), not isinstance: True == 1
            raise FileProblem(_(W.BAD_VERSION))
    except FileNotFoundError:
        return SettingsLoad(Settings())
    except FileProblem as exc:
        return _set_aside(target, str(exc))
    settings, rejected = _from_dict(document)
    if rejected:
        return SettingsLoad(settings, W.say(W.SETTINGS_RESET, names=", ".join(rejected)))
    if schema > SCHEMA:
        return SettingsLoad(settings, _(W.SETTINGS_FROM_NEWER))
    return SettingsLoad(settings)


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or defaults (``read_settings`` without the notice)."""
    return read_settings(path).settings


def _set_aside(target: Path, reason: str) -> SettingsLoad:
    kept = move_aside(target)
    if kept is None:
        notice = W.say(W.SETTINGS_LEFT_IN_PLACE, reason=reason, path=str(target))
    else:
        notice = W.say(W.SETTINGS_SET_ASIDE, reason=reason, kept=kept.name, folder=str(kept.parent))
    return SettingsLoad(Settings(), notice, kept)


def _from_dict(document: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Keep each valid known value; a bad one falls back to its default (its name is returned)."""
    values: dict[str, Any] = {}
    rejected: list[str] = []
    backs: tuple[str, ...] | None = None
    for f in fields(Settings):
        if f.name not in document:
            continue
        value = document[f.name]
        try:
            values[f.name] = _check(f.name, value)
            if f.name == "card_back":
                backs = backs if backs is not None else card_back_names()
                if value not in backs:
                    raise ValueError(f"no card back {W.quote(value, 60)}")
        except ValueError as exc:
            values.pop(f.name, None)
            rejected.append(_(SETTING_TITLES[f.name]))
            log.warning("Setting ignored, default used: %s", W.detail(exc))
    return Settings(**values), rejected


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` atomically; raises ``SaveError`` if the disk refuses (the old file stays)."""
    target = path if path is not None else resources.settings_path()
    write_json_atomic(target, {"schema": SCHEMA, **settings.to_dict()})
    return target


class SettingsWriter(RetryingWriter[Settings]):
    """Saves the settings after every change; a failure is shown and retried like a match save."""

    def __init__(self, problems: ProblemBoard, path: Path | None = None, **options: Any) -> None:
        self.path = path
        super().__init__(lambda settings: save_settings(settings, self.path), problems, P.SETTINGS_SAVE,
                         W.SETTINGS_NOT_SAVED, thread_name="samba-settings", **options)


__all__ = [
    "ANIMATION_SPEEDS", "CARD_SIZES", "DEFAULT_CARD_BACK", "SaveError", "Settings", "SettingsLoad",
    "SettingsWriter", "card_back_names", "load_settings", "read_settings", "save_settings",
]
