"""Every sentence the player's record shows: problems, figures, history rows, chart notes.

Whole sentences with named placeholders (they will be translated as they stand), plurals chosen
from the number, and any quoted value from outside (a file name, a system message) cut to
``QUOTE_LIMIT`` characters so no message can cover the screen.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from samba.engine import PRESET_TITLES
from samba.game.setup import level_title as setup_level_title

from . import store

QUOTE_LIMIT = 200

MIXED_LEVELS = "Mixed-level"
"""The opponents of a match whose computers played at different levels."""


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """At most ``limit`` characters of ``value``, on one line."""
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def plural(count: int, one: str, many: str, **values: object) -> str:
    """``one`` or ``many`` with ``{n}`` and any named ``values`` filled in.

    English has two forms; a translation may choose among more from the same count.
    """
    return (one if count == 1 else many).format(n=f"{count:,}", **values)


# ---------------------------------------------------------------- problems

_REASONS = {
    store.LOCKED: "another program (perhaps a second Samba) is using the file",
    store.READ_ONLY: "the file or its folder cannot be written",
    store.DAMAGED: "the file is damaged",
    store.FULL: "the disk is full",
    store.UNAVAILABLE: "the file cannot be opened",
}


def reason(problem: store.RecordProblem) -> str:
    if problem.kind == store.NEWER:
        return "it was written by a newer version of Samba"
    return _REASONS.get(problem.kind, _REASONS[store.UNAVAILABLE])


def not_recording(problem: store.RecordProblem, path: Path) -> str:
    """Shown in the window while a match cannot be recorded (play goes on regardless)."""
    if problem.kind == store.NEWER:
        return ("Your record was written by a newer version of Samba, so this version leaves it untouched. "
                "The game goes on, but it is not being recorded.")
    if problem.kind == store.LOCKED:
        return (f"Your record cannot be written just now: {reason(problem)}. The game goes on without "
                "recording; Samba tries again at the end of each hand.")
    return (f"Your record cannot be written: {reason(problem)} ({quoted(path, 120)}). The game goes on, "
            "but it is not being recorded.")


def unexpected(exc: BaseException) -> str:
    return (f"Your record could not be written because of an error in Samba ({quoted(exc, 120)}). "
            "The game goes on, but it is not being recorded.")


def damaged_and_restarted(kept: Path) -> str:
    return (f"Your record was damaged; it was kept as {quoted(kept.name, 120)} and a new record has been "
            "started.")


def not_readable(problem: store.RecordProblem) -> str:
    return f"Your record could not be read: {reason(problem)}. Nothing in it was changed."


def not_reset(problem: store.RecordProblem) -> str:
    return f"Your statistics were not reset: {reason(problem)}. Nothing in the record was changed."


NOT_RECORDING_TAG = "Not recording"


# ---------------------------------------------------------------- names


def preset_title(name: str) -> str:
    return PRESET_TITLES.get(name, name)


def rules_title(name: str, house_rules: int) -> str:
    if not house_rules:
        return preset_title(name)
    return plural(house_rules, "{title} with {n} house rule", "{title} with {n} house rules",
                  title=preset_title(name))


def level_title(level: str) -> str:
    """A level as the record's screens show it ("mixed": opponents of several levels)."""
    return MIXED_LEVELS if level == "mixed" else setup_level_title(level)


def date(moment: datetime | None) -> str:
    """A date as a player reads it: 12 March 2025."""
    if moment is None:
        return ""
    local = moment.astimezone()
    return f"{local.day} {local.strftime('%B %Y')}"


def date_time(moment: datetime) -> str:
    local = moment.astimezone()
    return f"{local.day} {local.strftime('%b %Y, %H:%M')}"


def duration(seconds: float) -> str:
    """Time played as whole hours and minutes (under a minute: seconds)."""
    total = round(seconds)
    if total < 60:
        return plural(total, "{n} second", "{n} seconds")
    hours, minutes = divmod(total // 60, 60)
    if not hours:
        return plural(minutes, "{n} minute", "{n} minutes")
    hours_text = plural(hours, "{n} hour", "{n} hours")
    if not minutes:
        return hours_text
    return "{hours} {minutes}".format(hours=hours_text, minutes=plural(minutes, "{n} minute", "{n} minutes"))


def signed(points: int) -> str:
    return f"{points:+,}"


def points(value: int) -> str:
    return f"{value:,}"


# ---------------------------------------------------------------- the score chart


def chart_note(thresholds: list[int]) -> str:
    """Under the chart: why the bands are there (a newcomer's question: why did my minimum change?)."""
    if not thresholds:
        return "The shaded band is the opening minimum: what a side's first meld of a hand must be worth."
    shown = [points(t) for t in thresholds]
    marks = shown[0] if len(shown) == 1 else "{first} and {last}".format(first=", ".join(shown[:-1]), last=shown[-1])
    return plural(len(thresholds),
                  "Shaded bands: a side's first meld of a hand must reach the minimum of the band its total "
                  "is in when the hand starts. It rises when the total passes {marks}.",
                  "Shaded bands: a side's first meld of a hand must reach the minimum of the band its total "
                  "is in when the hand starts. It rises as the total passes {marks}.", marks=marks)


def band_label(minimum: str) -> str:
    return f"Opening: {minimum}"


def target_label(target: int) -> str:
    return f"Game: {points(target)}"


def hand_axis(first: int, last: int) -> str:
    if first == last:
        return f"Hand {first}"
    return f"Hands {first} to {last}"


NO_HANDS_YET = "No hand has been scored yet."
