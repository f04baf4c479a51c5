"""Settings says what Large does where the window cannot make the cards larger: a newcomer at 1024x640 chose Large,
saw the hand's cards keep their size and the melds narrower, and could not tell what had changed (playtest p9-155,
p9-157)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from samba import i18n
from samba.ui.scenes.settings_screen import SIZE_NOTE, SettingsScene, large_cards_grow


def _settings(app, size=(1024, 640)):
    app.resize(size)
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    return scene


def test_at_1024x640_large_cards_do_not_grow_and_settings_says_why_under_the_preview(app):
    assert not large_cards_grow((1024, 640))
    scene = _settings(app)
    assert scene.card_size_words() == "", "Normal cards need no note"
    scene.focus = list(scene.fields).index("card_size")
    key(app, pygame.K_RIGHT)
    assert app.services.settings.card_size == "large"
    words = scene.card_size_words()
    assert "cannot grow" in words and "corners larger" in words
    lines = app.services.text.wrap(words, SIZE_NOTE, scene.size_note.w)
    assert len(lines) * (SIZE_NOTE + 4) <= scene.size_note.h, "the note fits between the preview and Done"
    window = app.screen.get_rect()
    assert window.contains(scene.size_note)
    assert not any(scene.size_note.colliderect(picker.rect) for picker in scene.pickers)
    assert not scene.size_note.colliderect(scene.buttons[0].rect)


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_the_large_cards_note_fits_in_every_language(app, language):
    i18n.set_language(language)
    try:
        scene = _settings(app)
        app.apply_settings(app.services.settings.with_changes(card_size="large"))
        words = scene.card_size_words()
        assert words
        lines = app.services.text.wrap(words, SIZE_NOTE, scene.size_note.w)
        assert all(app.services.text.width(line, SIZE_NOTE) <= scene.size_note.w for line in lines)
        assert len(lines) * (SIZE_NOTE + 4) <= scene.size_note.h, (language, lines)
    finally:
        i18n.set_language("en")
