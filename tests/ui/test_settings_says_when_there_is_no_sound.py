"""Settings says the sound is unavailable when no sound device was found, never "on" (playtest p7: with no
device the Sound row read "on" above "No sound device was found: the game runs muted.")."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import post

from samba import i18n
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.settings_screen import SettingsScene


@pytest.fixture
def silent_app(data_dir, monkeypatch):
    """A window on a machine whose mixer cannot start."""
    def no_device(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    application = App(Settings(animation_speed="instant"), size=(1024, 640), persist_settings=False)
    yield application
    application.close()


def _sound_row(app: App) -> tuple[SettingsScene, str]:
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    picker = scene.fields["muted"]
    return scene, picker.titles(picker.value)


@pytest.mark.parametrize(("language", "words"), [("en", "unavailable"), ("es", "no disponible"),
                                                 ("pt_BR", "indisponível")])
def test_with_no_sound_device_the_sound_row_says_unavailable(silent_app, language, words):
    i18n.set_language(language)
    assert not silent_app.services.sound.available
    _scene, shown = _sound_row(silent_app)
    assert shown == words


def test_with_no_sound_device_a_click_on_the_sound_row_changes_nothing(silent_app):
    scene, _shown = _sound_row(silent_app)
    picker = scene.fields["muted"]
    _left, right = picker.arrows()
    post(silent_app, pygame.MOUSEBUTTONUP, pos=right.center, button=1)
    assert silent_app.services.settings.muted is False
    assert picker.titles(picker.value) == "unavailable"


def test_with_a_sound_device_the_sound_row_says_muted_then_on(app):
    if not app.services.sound.available:
        pytest.skip("this machine has no sound device, not even SDL's dummy one")
    assert app.services.settings.muted  # the test window starts muted
    scene, shown = _sound_row(app)
    assert shown == "muted"
    picker = scene.fields["muted"]
    _left, right = picker.arrows()
    post(app, pygame.MOUSEBUTTONUP, pos=right.center, button=1)
    assert app.services.settings.muted is False
    assert picker.titles(picker.value) == "on"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_the_no_sound_note_keeps_clear_of_the_highlighted_language_row_and_done(silent_app, language, size):
    """Playtest p8: at 1024x640 the note touched the highlighted Language row (the last one)."""
    i18n.set_language(language)
    silent_app.resize(size)
    scene = SettingsScene(silent_app)
    silent_app.push(scene)
    post(silent_app, pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)  # up to the last row
    assert scene.pickers[scene.focus] is scene.fields["language"]
    text = silent_app.services.text
    words = i18n._("No sound device was found: the game runs muted.")
    drawn: list[pygame.Rect] = []
    blit = text.blit

    def noted(surface, line, *args, **kwargs):
        rect = blit(surface, line, *args, **kwargs)
        if line == words:
            drawn.append(rect)
        return rect

    text.blit = noted
    silent_app.draw()
    (note,) = drawn
    highlight = scene.fields["language"].rect.inflate(8, 4)
    done = scene.buttons[0].rect
    assert note.top >= highlight.bottom + 3, (note, highlight)
    assert note.bottom + 3 <= done.top, (note, done)
    assert all(not picker.rect.colliderect(note) for picker in scene.pickers)
