"""A generated pseudo-language: every message accented and bracketed, to find words that skip the catalogue.

Every ASCII letter of a looked-up message becomes an accented look-alike (``Draw`` → ``⟦Ðŕàŵ⟧``) and the
message is wrapped in ``⟦ ⟧``; named placeholders (``{cards}``, ``{points:,}``) are left intact so the
message still formats. Any ASCII letter still on screen under this language therefore came from text
that never went through ``samba.i18n`` — a test renders every screen this way and fails on it. It also
makes every message longer, as Spanish and Portuguese often are.

Not a language players choose: ``use_pseudo()`` puts it in force (tests, and ``SAMBA_PSEUDO=1`` for a
developer looking at a screen). ``looked_up`` collects every msgid asked for, so a test can also check
that each one is in the committed catalogues (a message built at run time would not be).
"""

from __future__ import annotations

import gettext
import re

from . import use

CODE = "x-pseudo"
OPEN, CLOSE = "⟦", "⟧"
_LOOKALIKE = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçðéƒĝĥíĵķĺɱñóþʠŕšţúʋŵẋýžÀßÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd])")


def pseudo(message: str) -> str:
    """``message`` in the pseudo-language (placeholders untouched)."""
    if not message:
        return message
    pieces = _PLACEHOLDER.split(message)
    return OPEN + "".join(p if i % 2 else p.translate(_LOOKALIKE) for i, p in enumerate(pieces)) + CLOSE


class PseudoTranslations(gettext.NullTranslations):
    """Translations that ``pseudo`` every message and remember which msgids were asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.looked_up: set[tuple[str | None, str]] = set()

    def gettext(self, message: str) -> str:
        self.looked_up.add((None, message))
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self.looked_up.add((None, msgid1))
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        self.looked_up.add((context, message))
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self.looked_up.add((context, msgid1))
        return pseudo(msgid1 if n == 1 else msgid2)


def use_pseudo() -> PseudoTranslations:
    """Put the pseudo-language in force and return it (its ``looked_up`` fills as the game runs)."""
    translations = PseudoTranslations()
    use(CODE, translations)
    return translations


ASCII_LETTERS = re.compile(r"[A-Za-z]")


def untranslated(text: str, allowed: re.Pattern[str] | None = None) -> bool:
    """True when ``text`` (as drawn) still holds an ASCII letter outside the ``allowed`` tokens
    (card codes, file paths and the like, which no language translates)."""
    if allowed is not None:
        text = allowed.sub("", text)
    return ASCII_LETTERS.search(text) is not None
