"""What Samba tells the player about its files: whole sentences with named placeholders.

Every sentence about a save, the settings or the tutorial progress lives here (marked ``N_``: each is
looked up in the player's language where it is used, by ``say`` or ``_(W.NAME)``), and every message is
bounded: a value quoted from a file or an error
(``quote``) never carries more than ``QUOTE_LIMIT`` characters, and a whole message (``bounded``) never
more than ``MESSAGE_LIMIT``. A hostile file can hold a 100 MB string; the window and the log must not.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from samba.i18n import N_, _, ngettext, number
from samba.resources import UserFileError

QUOTE_LIMIT = 200
"""Most characters of any one value quoted in a message."""
MESSAGE_LIMIT = 600
"""Most characters of a whole message (a sentence and its quoted values)."""

# -- lasting problems: shown until the cause goes away -----------------------------------------------------
MATCH_NOT_SAVED = N_("Your game cannot be saved: {reason}. Samba keeps trying; if you quit now, the moves since "
                   "the last save are lost.")
SETTINGS_NOT_SAVED = N_("Your settings cannot be saved: {reason}. They apply for now, and Samba keeps trying to "
                        "save them.")
PROGRESS_NOT_SAVED = N_("Your tutorial progress cannot be saved: {reason}. It will be saved with the next lesson "
                      "you finish.")

# -- notices: shown until the player closes them ---------------------------------------------------------
SAVE_SET_ASIDE = N_("Your saved game could not be used: {reason}. It was kept as {kept} in {folder}, "
                  "and a new game can be started.")
SAVE_LEFT_IN_PLACE = N_("Your saved game could not be used: {reason}. It could not be moved aside either, so it is "
                      "still at {path}.")
NO_SAVED_MATCH = N_("There is no saved game to continue.")
# -- a saved game resumed from its moves although its journal (the move log's source) was damaged --------------
JOURNAL_RETOLD = N_("Your saved game goes on from its moves, but its damaged move log was retold from them alone, "
                    "without the computer players' explanations, moves taken back or refusals.")
ORIGINAL_KEPT = N_("The original file was kept as {kept} in {folder}.")
ORIGINAL_NOT_KEPT = N_("The original file could not be kept aside, so the next save replaces it.")
JOURNAL_DAMAGED_KEPT = N_("Your saved game's move log was damaged, so the file was kept as {kept} in {folder}.")
"""A new game replaces a save whose moves were sound but whose journal was not: the file is kept all the same."""
# -- before a new game replaces the saved one ----------------------------------------------------------------
ABANDON_TWO_SIDES = N_("You have a game in progress (hand {hand}, your side {yours} to {theirs}). Start a new game "
                       "and abandon it?")
ABANDON_MORE_SIDES = N_("You have a game in progress (hand {hand}: your side {yours}, the best of the others {best}). "
                        "Start a new game and abandon it?")
ABANDON_TWO_ALONE = N_("You have a game in progress (hand {hand}, you {yours} to {theirs}). Start a new game and "
                       "abandon it?")
ABANDON_MORE_ALONE = N_("You have a game in progress (hand {hand}: you {yours}, the best of the others {best}). "
                        "Start a new game and abandon it?")
"""The same questions when the player plays alone (2 or 3 players, 5 individually): no "side" to speak of."""
ABANDON_HAND_ONLY = N_("You have a game in progress (hand {hand}). Start a new game and abandon it?")
ABANDON_UNREADABLE = N_("You have a saved game waiting under Continue. Start a new game and abandon it?")
ABANDON_DETAIL = N_("A new game takes the place of the saved one: Continue will no longer offer it.")
ABANDON_YES = N_("Start a new game")
ABANDON_NO = N_("Keep my game")
SETTINGS_SET_ASIDE = N_("Your settings file could not be read: {reason}. It was kept as {kept} in {folder}, "
                      "and the usual settings are used.")
SETTINGS_LEFT_IN_PLACE = N_("Your settings file could not be read: {reason}. It is still at {path}; the usual settings "
                          "are used.")
PROGRESS_SET_ASIDE = N_("Your tutorial progress could not be read: {reason}. It was kept as {kept} in {folder}, and "
                        "the lessons are counted afresh.")
PROGRESS_LEFT_IN_PLACE = N_("Your tutorial progress could not be read: {reason}. It is still at {path}; the lessons "
                            "are counted afresh.")
SETTINGS_RESET = N_("Some of your settings were not valid and went back to their usual values: {names}. The others "
                  "are used as you set them.")
SETTINGS_FROM_NEWER = N_("Your settings were saved by a newer version of Samba: the ones this version knows are used, "
                       "and the others are kept.")

# -- reasons: what is wrong with a file, slotted into the sentences above ---------------------------------------
NOT_TEXT = N_("it is not a text file")
DAMAGED = N_("it is damaged or incomplete")
NOT_A_SAVE = N_("it is not a Samba saved game")
NOT_SETTINGS = N_("it does not hold settings")
NOT_PROGRESS = N_("it does not hold tutorial progress")
BAD_VERSION = N_("its version number is missing or invalid")
FROM_NEWER = N_("it was saved by a newer version of Samba ({version})")
FROM_NEWER_UNNAMED = N_("it was saved by a newer version of Samba")
NO_UPGRADE = N_("it uses save version {schema}, which this version of Samba cannot upgrade")
UPGRADE_FAILED = N_("upgrading it from save version {schema} failed ({detail})")
HUGE_NUMBER = N_("it holds a number too long to be real ({digits} digits)")
NOT_FINITE = N_("it holds a number that is not finite ({value})")
BAD_UNICODE = N_("it holds text that is not valid Unicode")
TOO_DEEP = N_("it is nested too deeply to be a Samba file")
BAD_FIELD = N_("its {field} is not valid ({detail})")
BAD_SETUP = N_("its match setup is not valid ({detail})")
BAD_START = N_("its starting position is not valid ({detail})")
BAD_MOVE = N_("its move {number} cannot be replayed ({detail})")
TOO_MANY_MOVES = N_("it lists {count} moves, more than any real match")
POSITION_DIFFERS = N_("its moves do not lead to the position it recorded (they differ in: {fields})")
CANNOT_GO_ON = N_("its position cannot be played on ({detail})")
UNEXPECTED = N_("reading it failed ({detail})")
UNOPENABLE = N_("it could not be opened: {reason}")
DANGLING_LINK = N_("it is a link to a file that does not exist")

NOT_REGULAR = N_("it is not a regular file (a folder, pipe or device has its name)")
TOO_LARGE = N_("it is {megabytes} MB, far larger than any file Samba writes")
READ_ONLY = N_("the folder {folder} is on a read-only disk")
NOT_ALLOWED = N_("Samba is not allowed to write in {folder}")
NOT_ALLOWED_TO_READ = N_("Samba is not allowed to read it")
DISK_FULL = N_("the disk is full")
FILE_TOO_BIG = N_("the file would be larger than this system allows")
FILE_IN_THE_WAY = N_("{path} is a file where a folder should be")
NO_FOLDER = N_("the folder {folder} does not exist")
NAME_TOO_LONG = N_("the folder's name is too long")
LINK_LOOP = N_("its path loops through symbolic links")
DISK_ERROR = N_("the disk reported an error")
NOT_JSON_WRITABLE = N_("it holds data that cannot be written ({detail})")


def journal_left_out(count: int) -> str:
    """The sentence for a resumed save whose journal lost ``count`` damaged entries (the rest is in the log)."""
    return ngettext("Your saved game goes on from its moves, but {count} damaged entry of its move log was left out.",
                    "Your saved game goes on from its moves, but {count} damaged entries of its move log were left "
                    "out.", count).format(count=number(count))


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as text of at most ``limit`` characters (plus a note of how long it really was).

    Control characters become visible escapes, so a quoted value can never start a new line or
    fake a second message.
    """
    text = value if isinstance(value, str) else _safe_repr(value)
    if len(text) > limit:
        text = _("{text}… ({count} characters)").format(text=text[:limit], count=number(len(text)))
    return "".join(c if c.isprintable() else f"\\x{ord(c):02x}" if ord(c) < 256 else "\ufffd" for c in text)


def _safe_repr(value: Any) -> str:
    """``repr`` that cannot itself blow up: big ints raise past 4,300 digits, containers can be huge."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * QUOTE_LIMIT:
        return _("a number of about {count} digits").format(count=number(int(value.bit_length() * 0.30103)))
    if isinstance(value, list | dict | tuple) and len(value) > QUOTE_LIMIT:
        return _("a {kind} of {count} items").format(kind=type(value).__name__, count=number(len(value)))
    try:
        return repr(value)
    except Exception:  # a repr that fails must not turn a message into a crash
        return f"a {type(value).__name__}"


def bounded(message: str, limit: int = MESSAGE_LIMIT) -> str:
    """A whole message cut to ``limit`` characters (quoted values are already short; this is the last guard)."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


REASON_LIMIT = 2 * QUOTE_LIMIT
"""A ``reason`` is our own words around at most one quoted value: it may be longer than one quote."""


def say(template: str, **values: Any) -> str:
    """``template`` (one of the sentences above: its English, looked up in the player's language here) with
    its named placeholders filled; every value is quoted (bounded) first."""
    return bounded(_(template).format(**{name: quote(value, REASON_LIMIT if name == "reason" else QUOTE_LIMIT)
                                      for name, value in values.items()}))


def detail(exc: BaseException) -> str:
    """An exception's own message, bounded (engine messages name the field that is wrong)."""
    text = str(exc) or type(exc).__name__
    return quote(text)


def os_reason(exc: BaseException, path: Path | None = None, *, reading: bool = False) -> str:
    """Why the system refused a file operation, in a player's words (a reason to slot into a sentence).

    ``reading``: the file itself could not be read (permissions then concern the file, not its folder).
    """
    if isinstance(exc, UserFileError):
        if exc.reason == UserFileError.TOO_LARGE:
            return _(TOO_LARGE).format(megabytes=max(1, exc.size // (1024 * 1024)))
        return _(NOT_REGULAR)
    if not isinstance(exc, OSError):
        return detail(exc)
    where = Path(exc.filename) if isinstance(exc.filename, str) else path
    folder = quote(str(where.parent if where is not None and where.suffix else where or _("the data folder")))
    code = exc.errno
    if reading and code in (errno.EACCES, errno.EPERM):
        return _(NOT_ALLOWED_TO_READ)
    if code == errno.EROFS:
        return _(READ_ONLY).format(folder=folder)
    if code in (errno.EACCES, errno.EPERM):
        return _(NOT_ALLOWED).format(folder=folder)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _(DISK_FULL)
    if code == errno.EFBIG:
        return _(FILE_TOO_BIG)
    if code in (errno.ENOTDIR, errno.EEXIST):
        return _(FILE_IN_THE_WAY).format(path=quote(str(_file_in_the_way(where))))
    if code == errno.ENOENT:
        return _(NO_FOLDER).format(folder=folder)
    if code == errno.ENAMETOOLONG:
        return _(NAME_TOO_LONG)
    if code == errno.ELOOP:
        return _(LINK_LOOP)
    if code == errno.EIO:
        return _(DISK_ERROR)
    return quote(exc.strerror or str(exc) or type(exc).__name__)


def _file_in_the_way(path: Path | None) -> Path | str:
    """The nearest part of ``path`` that exists and is not a folder (what stopped a folder being made)."""
    if path is None:
        return _("a part of the data folder's path")
    for candidate in (path, *path.parents):
        try:
            if candidate.exists() and not candidate.is_dir():
                return candidate
        except OSError:
            continue
    return path
