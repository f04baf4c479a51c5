"""Every sentence the player's record shows: problems, figures, history rows, chart notes.

Whole sentences with named placeholders (they will be translated as they stand), plurals chosen
from the number, and any quoted value from outside (a file name, a system message) cut to
``QUOTE_LIMIT`` characters so no message can cover the screen.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from samba.game import names
from samba.i18n import N_, _, ngettext, number, pgettext

from . import store

QUOTE_LIMIT = 200

MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December"))


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """At most ``limit`` characters of ``value``, on one line."""
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def plural(count: int, one: str, many: str, **values: object) -> str:
    """``one`` or ``many`` (the English forms, looked up with ``ngettext``: a translation chooses among its
    own forms from the same count) with ``{n}`` and any named ``values`` filled in."""
    return ngettext(one, many, count).format(n=number(count), **values)


def practice_hidden(count: int) -> str:
    """The filters leave out ``count`` practice games: say so, and how to see them (empty: none left out)."""
    if not count:
        return ""
    return plural(count, "{n} practice game is not shown here: choose Games → Practice only to see it.",
                  "{n} practice games are not shown here: choose Games → Practice only to see them.")


# ---------------------------------------------------------------- problems

_REASONS = {
    store.LOCKED: N_("another program (perhaps a second Samba) is using the file"),
    store.READ_ONLY: N_("the file or its folder cannot be written"),
    store.DAMAGED: N_("the file is damaged"),
    store.FULL: N_("the disk is full"),
    store.UNAVAILABLE: N_("the file cannot be opened"),
}


def reason(problem: store.RecordProblem) -> str:
    if problem.kind == store.NEWER:
        return _("it was written by a newer version of Samba")
    return _(_REASONS.get(problem.kind, _REASONS[store.UNAVAILABLE]))


def not_recording(problem: store.RecordProblem, path: Path) -> str:
    """Shown in the window while a match cannot be recorded (play goes on regardless)."""
    if problem.kind == store.NEWER:
        return _("Your record was written by a newer version of Samba, so this version leaves it untouched. "
                 "The game goes on, but it is not being recorded.")
    if problem.kind == store.LOCKED:
        return _("Your record cannot be written just now: {reason}. The game goes on without recording; Samba "
                 "tries again at the end of each hand.").format(reason=reason(problem))
    return _("Your record cannot be written: {reason} ({path}). The game goes on, but it is not being "
             "recorded.").format(reason=reason(problem), path=quoted(path, 120))


def unexpected(exc: BaseException) -> str:
    return _("Your record could not be written because of an error in Samba ({error}). The game goes on, but "
             "it is not being recorded.").format(error=quoted(exc, 120))


def damaged_and_restarted(kept: Path) -> str:
    return _("Your record was damaged; it was kept as {name} and a new record has been started.").format(
        name=quoted(kept.name, 120))


def not_readable(problem: store.RecordProblem) -> str:
    return _("Your record could not be read: {reason}. Nothing in it was changed.").format(reason=reason(problem))


def unreadable_matches(count: int) -> str:
    """``count`` recorded matches could not be read (a damaged row each) and are left out; empty when none."""
    if not count:
        return ""
    return plural(count, "{n} recorded match could not be read and is left out; nothing in the record was changed.",
                  "{n} recorded matches could not be read and are left out; nothing in the record was changed.")


def not_reset(problem: store.RecordProblem) -> str:
    return _("Your statistics were not reset: {reason}. Nothing in the record was changed.").format(
        reason=reason(problem))


def not_recording_tag() -> str:
    """The folded banner tab's short words."""
    return _("Not recording")


# ---------------------------------------------------------------- names


def preset_title(name: str) -> str:
    return names.preset_title(name)


def rules_title(name: str, house_rules: int) -> str:
    if not house_rules:
        return preset_title(name)
    return plural(house_rules, "{title} with {n} house rule", "{title} with {n} house rules",
                  title=preset_title(name))


def level_title(level: str) -> str:
    return names.level_title(level)


def month(number_: int) -> str:
    return _(MONTHS[number_ - 1])


def date(moment: datetime | None) -> str:
    """A date as a player reads it: 12 March 2025 (12 de marzo de 2025)."""
    if moment is None:
        return ""
    local = moment.astimezone()
    return pgettext("date", "{day} {month} {year}").format(day=local.day, month=month(local.month), year=local.year)


def date_time(moment: datetime) -> str:
    local = moment.astimezone()
    return pgettext("date and time", "{day} {month} {year}, {time}").format(
        day=local.day, month=month(local.month)[:3], year=local.year, time=local.strftime("%H:%M"))


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
    return pgettext("duration", "{hours} {minutes}").format(hours=hours_text,
                                                             minutes=plural(minutes, "{n} minute", "{n} minutes"))


def signed(points: int) -> str:
    return number(points, signed=True)


def points(value: int) -> str:
    return number(value)


# ---------------------------------------------------------------- the score chart


def chart_note(thresholds: list[int]) -> str:
    """Under the chart: why the bands are there (a newcomer's question: why did my minimum change?)."""
    if not thresholds:
        return _("The shaded band is the opening minimum: what a side's first meld of a hand must be worth.")
    shown = [points(t) for t in thresholds]
    marks = shown[0] if len(shown) == 1 else _("{first} and {last}").format(first=", ".join(shown[:-1]),
                                                                            last=shown[-1])
    return plural(len(thresholds),
                  "Shaded bands: a side's first meld of a hand must reach the minimum of the band its total "
                  "is in when the hand starts. It rises when the total passes {marks}.",
                  "Shaded bands: a side's first meld of a hand must reach the minimum of the band its total "
                  "is in when the hand starts. It rises as the total passes {marks}.", marks=marks)


def band_label(minimum: str) -> str:
    return _("Opening: {minimum}").format(minimum=minimum)


def target_label(target: int) -> str:
    return _("Game: {points}").format(points=points(target))


def hand_axis(first: int, last: int) -> str:
    if first == last:
        return _("Hand {number}").format(number=first)
    return _("Hands {first} to {last}").format(first=first, last=last)


def no_hands_yet() -> str:
    return _("No hand has been scored yet.")
