"""The player's language: from the system by default (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, in gettext's
order), chosen in Settings (kept across runs), and never able to stop the game when it is unknown."""

from __future__ import annotations

import pytest

from samba import i18n
from samba.game.settings import Settings, load_settings, save_settings


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANGUAGE": "es"}, "es"),
    ({"LANGUAGE": "pt_BR"}, "pt_BR"),
    ({"LANG": "es_AR.UTF-8"}, "es"),
    ({"LANG": "es_UY.UTF-8"}, "es"),
    ({"LC_ALL": "pt_BR.UTF-8"}, "pt_BR"),
    ({"LANG": "pt_PT.UTF-8"}, "pt_BR"),
    ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"}, "es"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANGUAGE": "fr:es:en", "LANG": "fr_FR.UTF-8"}, "es"),
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "es_MX.UTF-8"}, "es"),
])
def test_the_system_language_is_read_in_gettext_order(environ, expected):
    assert i18n.system_language(environ, fallback="") == expected


def test_without_any_variable_the_reported_locale_decides():
    assert i18n.system_language({}, fallback="Spanish_Argentina") == "es"
    assert i18n.system_language({}, fallback="pt_BR") == "pt_BR"
    assert i18n.system_language({}, fallback="") == "en"


def test_switching_the_language_changes_the_words_at_once():
    i18n.set_language("es")
    assert i18n.language() == "es"
    assert i18n._("Settings") == "Ajustes"
    i18n.set_language("pt_BR")
    assert i18n._("Settings") == "Configurações"
    i18n.set_language("en")
    assert i18n._("Settings") == "Settings"


def test_an_unknown_language_falls_back_to_english():
    assert i18n.set_language("klingon") == "en"
    assert i18n._("Settings") == "Settings"


def test_auto_follows_the_system(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    assert i18n.set_language(i18n.AUTO) == "pt_BR"


@pytest.mark.parametrize("lang", ["es", "pt_BR"])
def test_plurals_follow_the_count(lang):
    i18n.set_language(lang)
    one = i18n.ngettext("{value} card", "{value} cards", 1).format(value=1)
    two = i18n.ngettext("{value} card", "{value} cards", 2).format(value=2)
    assert one != two
    assert {"es": ("1 carta", "2 cartas"), "pt_BR": ("1 carta", "2 cartas")}[lang] == (one, two)


def test_the_language_setting_is_kept_across_runs(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="pt_BR"), path)
    assert load_settings(path).language == "pt_BR"
    assert Settings().language == i18n.AUTO


def test_a_bad_language_setting_is_refused_and_a_bad_file_value_falls_back(tmp_path):
    with pytest.raises(ValueError, match="language"):
        Settings(language="xx")
    path = tmp_path / "settings.json"
    path.write_text('{"schema": 1, "language": "xx", "volume": 0.3}', encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.language == i18n.AUTO
    assert loaded.volume == 0.3
