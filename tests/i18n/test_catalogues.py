"""The catalogues are complete and current: every message of the code is in each .po, translated, not
fuzzy, with exactly the English's placeholders; and what the game loads is what the .po says (no
compiled file drifts from its source)."""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

from samba import i18n
from samba.i18n import msgfmt, report

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "samba" / "locale"
LANGS = ("es", "pt_BR")


def _po(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "samba.po"


def _read(lang: str):
    with _po(lang).open("rb") as handle:
        return read_po(handle, locale=lang)


@pytest.fixture(scope="module")
def code_messages() -> set[tuple[str | None, str]]:
    """(context, msgid) of every message the code marks, extracted as ``make i18n`` does."""
    found = set()
    # as `make i18n` extracts (-k plural:2,3 -k counted:1,2 -k pgettext_noop:1c,2)
    keywords = {**DEFAULT_KEYWORDS, "plural": (2, 3), "counted": (1, 2), "pgettext_noop": ((1, "c"), 2)}
    for _file, _line, message, _comments, context in extract_from_dir(str(ROOT / "samba"), [("**.py", "python")],
                                                                       keywords=keywords):
        msgid = message[0] if isinstance(message, tuple) else message
        found.add((context, msgid))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_the_code_is_in_the_catalogue(lang, code_messages):
    catalogue = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in _read(lang) if m.id}
    missing = sorted(code_messages - catalogue, key=str)
    stale = sorted(catalogue - code_messages, key=str)
    assert not missing, f"{len(missing)} messages are not in {lang}: run `make i18n` and translate them: {missing[:10]}"
    assert not stale, f"{len(stale)} messages of {lang} are no longer in the code: run `make i18n`: {stale[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_none_is_fuzzy(lang):
    figures = report.figures(_po(lang))
    assert figures.messages > 500
    assert figures.fuzzy == 0
    assert figures.untranslated == 0
    assert figures.translated == figures.messages


@pytest.mark.parametrize("lang", LANGS)
def test_every_translation_has_the_placeholders_of_its_english(lang):
    problems = [p for m in _read(lang) if m.id for p in _placeholder_problems(m)]
    assert not problems, problems[:10]


def _placeholder_problems(message) -> list[str]:
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    found = []
    for index, text in enumerate(strings):
        english = ids[min(index, len(ids) - 1)]
        if sorted(set(report.placeholders(text))) != sorted(set(report.placeholders(english))):
            found.append(f"{english!r} → {text!r}")
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_both_plural_forms_are_written(lang):
    catalogue = _read(lang)
    assert catalogue.num_plurals == 2
    plurals = [m for m in catalogue if m.pluralizable]
    assert plurals, "the game has counted sentences"
    assert all(len(m.string) == 2 and all(m.string) for m in plurals)


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_loads_exactly_what_the_po_says(lang):
    """Whether the game reads the compiled .mo or (when it is missing or older) the .po itself, every
    translation it finds is the .po's, read here by Babel, an independent reader."""
    loaded = i18n.load_translations(lang)
    assert isinstance(loaded, gettext.GNUTranslations)
    for message in _read(lang):
        if not message.id:
            continue
        if message.pluralizable:
            singular, plural = message.id
            for n, form in ((1, 0), (2, 1)):
                got = (loaded.npgettext(message.context, singular, plural, n) if message.context
                       else loaded.ngettext(singular, plural, n))
                assert got == message.string[form]
        else:
            got = loaded.pgettext(message.context, message.id) if message.context else loaded.gettext(message.id)
            assert got == message.string, message.id


@pytest.mark.parametrize("lang", LANGS)
def test_the_built_mo_is_the_compiled_po(lang):
    """``make`` compiles each .po before play, test and dist; the .mo on disk is byte for byte what the
    compiler makes of the .po now (run ``make`` if this fails)."""
    mo = _po(lang).with_suffix(".mo")
    assert mo.is_file(), f"{mo} is missing: `make test` builds it"
    assert mo.read_bytes() == msgfmt.compile_po(_po(lang))


def test_our_compiler_reads_po_files_as_babel_does(tmp_path):
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#: a.py\nmsgid "Draw"\nmsgstr "Robar"\n\n'
        'msgctxt "seat"\nmsgid "North"\nmsgstr "Norte"\n\n'
        '#, fuzzy\nmsgid "Old"\nmsgstr "Viejo"\n\n'
        'msgid "Empty"\nmsgstr ""\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carta"\nmsgstr[1] "{n} cartas"\n\n'
        'msgid ""\n"Two "\n"lines \\"quoted\\"\\n"\nmsgstr "Dos líneas \\"citadas\\"\\n"\n\n'
        '#~ msgid "Gone"\n#~ msgstr "Ido"\n', encoding="utf-8")
    loaded = gettext.GNUTranslations(__import__("io").BytesIO(msgfmt.compile_po(po)))
    assert loaded.gettext("Draw") == "Robar"
    assert loaded.pgettext("seat", "North") == "Norte"
    assert loaded.gettext("Old") == "Old", "fuzzy entries are left out, as msgfmt does"
    assert loaded.gettext("Empty") == "Empty"
    assert loaded.ngettext("{n} card", "{n} cards", 1) == "{n} carta"
    assert loaded.ngettext("{n} card", "{n} cards", 5) == "{n} cartas"
    assert loaded.gettext('Two lines "quoted"\n') == 'Dos líneas "citadas"\n'
    assert loaded.gettext("Gone") == "Gone"


def test_a_missing_mo_is_replaced_by_the_po_and_a_broken_one_by_english(tmp_path):
    folder = tmp_path / "locale"
    (folder / "es" / "LC_MESSAGES").mkdir(parents=True)
    (folder / "es" / "LC_MESSAGES" / "samba.po").write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Draw"\nmsgstr "Robar"\n',
        encoding="utf-8")
    assert i18n.load_translations("es", folder).gettext("Draw") == "Robar"
    (folder / "es" / "LC_MESSAGES" / "samba.po").write_text('msgid "Draw"\nnonsense\n', encoding="utf-8")
    assert i18n.load_translations("es", folder).gettext("Draw") == "Draw"
