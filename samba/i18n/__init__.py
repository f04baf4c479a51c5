"""The player's language: English, Spanish (es) or Brazilian Portuguese (pt_BR), through stdlib ``gettext``.

How words reach the player: every sentence the game or the UI writes is looked up here by its English
text (the *msgid*) at the moment it is shown — ``_("Draw")``, ``ngettext("{n} card", "{n} cards", n)``,
``pgettext("seat", "North")`` when one English word needs two translations. Tables of words kept at
module level mark their entries with ``N_`` (nothing is translated at import time, so a table built
before the player chose a language still follows the language in force) and are looked up with ``_``
when used. Placeholders are named (``{cards}``, ``{points}``), so a translation may reorder them.

The catalogues are ``samba/locale/<lang>/LC_MESSAGES/samba.po`` (committed, edited by translators and
``make i18n``), compiled into ``samba.mo`` by the build (``samba.i18n.msgfmt``). Should a ``.mo`` be
missing or older than its ``.po`` (a source checkout between builds), the ``.po`` is compiled in memory:
the game never shows a stale translation.

Why one process-wide language (the only mutable module state in the package): the language is a
property of the running game, like the locale the stdlib keeps, and every word module in the game and
UI layers would otherwise need a translator threaded through every call. It is changed in one place
(``set_language``, by the app at start and by Settings) and read everywhere; the engine and the AI never
touch it (a refusal there is a code, a rule number and parameters, worded by ``samba.game``).
"""

from __future__ import annotations

import gettext as _gettext
import io
import locale as _locale
import os
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "samba"
ENGLISH = "en"
AUTO = "auto"
"""The Settings value meaning "the system's language"."""

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "pt_BR": "Português (Brasil)"}
"""The languages a player can choose, each named in its own language (so a player can always find theirs)."""

_ALIASES = {"pt": "pt_BR", "spanish": "es", "portuguese": "pt_BR", "english": "en", "c": "en", "posix": "en"}
"""Locale names that do not name one of ours directly: Portuguese of any country reads the Brazilian
catalogue (closer than English); Windows names its locales in words ("Spanish_Argentina")."""

ENV_ORDER = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system's language is looked for, in gettext's own order."""


class _Active:
    """The language in force and its catalogue (see the module docstring for why it is global)."""

    code: str = ENGLISH
    translations: _gettext.NullTranslations = _gettext.NullTranslations()


_active = _Active()


# -- looking words up -------------------------------------------------------------------------------------
def _(message: str) -> str:
    """``message`` in the player's language (the English itself when no translation exists)."""
    return _active.translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted sentence that fits ``n`` in the player's language ("1 card" / "2 cards")."""
    return _active.translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context``: one English word that other languages say two ways."""
    return _active.translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _active.translations.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without translating it (module-level tables; look it up with ``_``)."""
    return message


_THOUSANDS = {"es": ".", "pt_BR": "."}
"""How each language groups thousands (Spanish and Brazilian players write 10.000)."""


def number(value: int, *, signed: bool = False) -> str:
    """A whole number as the player's language writes it: 10,000 / 10.000 (``signed``: +1,500 / −20)."""
    text = f"{value:+,}" if signed else f"{value:,}"
    return text.replace(",", _THOUSANDS.get(_active.code, ","))


# -- choosing the language ------------------------------------------------------------------------------
def language() -> str:
    """The code of the language in force ("en", "es", "pt_BR")."""
    return _active.code


def set_language(code: str) -> str:
    """Switch the whole game to ``code`` (one of ``LANGUAGES``, or ``AUTO`` for the system's language).

    Returns the code in force afterwards. A code we have no catalogue for falls back to English, so a
    hand-edited setting can never stop the game."""
    wanted = system_language() if code == AUTO else match_language(code) or ENGLISH
    use(wanted, load_translations(wanted))
    return wanted


def use(code: str, translations: _gettext.NullTranslations) -> None:
    """Put ``translations`` in force under ``code`` (``set_language`` does this; tests use it for the
    generated pseudo-language)."""
    _active.code = code
    _active.translations = translations


def match_language(name: str) -> str | None:
    """Our language for a locale name ("es_AR.UTF-8" → "es", "pt_PT" → "pt_BR", "en_GB" → "en"), or None."""
    base = name.split(".")[0].split("@")[0].strip()
    if not base:
        return None
    if base in LANGUAGES:
        return base
    lowered = base.lower().replace("-", "_")
    for code in LANGUAGES:
        if lowered == code.lower():
            return code
    head = lowered.split("_")[0]
    if head in LANGUAGES:
        return head
    return _ALIASES.get(head)


def system_language(environ: Mapping[str, str] | None = None, fallback: str | None = None) -> str:
    """The language the system asks for: the first of ``LANGUAGE`` (a colon list), ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` that is set, as gettext reads them; without any, the locale Python reports
    (Windows and macOS often set none of the variables). English when we have none of its languages."""
    env = os.environ if environ is None else environ
    for variable in ENV_ORDER:
        value = env.get(variable, "")
        if not value:
            continue
        for name in value.split(":"):
            found = match_language(name)
            if found:
                return found
        if variable != "LANGUAGE":
            return ENGLISH  # a locale is set and it is not one of ours (gettext stops here too)
    if fallback is None and environ is None:
        fallback = _locale.getlocale()[0] or ""
    return match_language(fallback or "") or ENGLISH


# -- catalogues ------------------------------------------------------------------------------------------
def catalogue_paths(code: str, folder: Path | None = None) -> tuple[Path, Path]:
    """(``.mo``, ``.po``) paths of one language's catalogue."""
    if folder is None:
        from samba import resources

        folder = resources.locale_dir()
    base = folder / code / "LC_MESSAGES"
    return base / f"{DOMAIN}.mo", base / f"{DOMAIN}.po"


def load_translations(code: str, folder: Path | None = None) -> _gettext.NullTranslations:
    """The catalogue of ``code``: its ``.mo``, or its ``.po`` compiled in memory when the ``.mo`` is missing
    or older; English (no catalogue) for "en" or when neither file exists."""
    if code == ENGLISH:
        return _gettext.NullTranslations()
    mo, po = catalogue_paths(code, folder)
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as handle:
                return _gettext.GNUTranslations(handle)
        if po.is_file():
            from .msgfmt import compile_po

            return _gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    except (OSError, ValueError):
        pass  # a broken catalogue must not stop the game: English it is
    return _gettext.NullTranslations()


__all__ = ["AUTO", "ENGLISH", "LANGUAGES", "N_", "_", "language", "load_translations", "match_language",
           "ngettext", "npgettext", "number", "pgettext", "set_language", "system_language", "use"]
