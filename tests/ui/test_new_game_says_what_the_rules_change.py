"""The New game screen says what the chosen rules change, and opens the list of those changes at a key.

Playtest: with "Canasta brasileira" chosen the screen said only "House rules: no changes", and only Rules →
"Your table's rules" (once a match was running) told a newcomer what the preset plays differently.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key, new_game_screen

from samba import i18n
from samba.game.names import preset_title
from samba.game.rules_help import table_rules
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.new_game import NewGameScene


def _choose_rules(app, scene: NewGameScene, name: str) -> None:
    scene.focus = 1
    for _step in range(len(scene.pickers[1].options)):
        if scene.preset_name == name:
            return
        key(app, pygame.K_RIGHT)
    assert scene.preset_name == name


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_the_note_names_the_preset_and_how_many_rules_it_changes(app, language):
    i18n.set_language(language)
    try:
        scene = new_game_screen(app)
        _choose_rules(app, scene, "brazilian")
        listed = table_rules(scene.rules(), "brazilian")[1:]  # after its "Rules: …" line
        note = scene.rules_note()
        assert note.startswith(preset_title("brazilian") + ":"), note
        assert str(len(listed)) in note and len(listed) > 5, note
        shown = " ".join(line for line, _size in scene.note_lines(note))
        assert preset_title("brazilian") in shown and str(len(listed)) in shown
    finally:
        i18n.set_language("en")


def test_standard_samba_is_said_to_be_the_rules_how_to_play_teaches(app):
    scene = new_game_screen(app)
    _choose_rules(app, scene, "samba")
    assert scene.rules_note() == ("Samba (standard): the rules as How to play teaches them. "
                                  "House rules: as the preset.")


def test_r_opens_this_tables_rules_for_the_chosen_preset_and_esc_comes_back(app):
    scene = new_game_screen(app)
    _choose_rules(app, scene, "brazilian")
    key(app, pygame.K_r, unicode="r")
    page = app.top
    assert isinstance(page, HelpScene) and page.section.id == "table_rules"
    assert page.rules == scene.rules()
    assert "Rules: Brazilian Canasta." in page.paragraphs()
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.preset_name == "brazilian"


def test_the_table_rules_button_opens_the_same_page(app):
    scene = new_game_screen(app)
    _choose_rules(app, scene, "samba_spanish")
    (button,) = [b for b in scene.buttons if b.label == "Table rules"]
    app.draw()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step()
    assert isinstance(app.top, HelpScene) and app.top.section.id == "table_rules"
    assert app.top.rules == scene.rules()


@pytest.mark.parametrize("house", ({}, {"pile_always_frozen": True}), ids=("as_the_preset", "one_change"))
@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_the_house_rules_sentence_ends_with_a_full_stop_before_the_next_note(app, language, house):
    """Playtest p8: "…House rules: as the preset" ran straight into the practice note on the next line."""
    i18n.set_language(language)
    try:
        scene = new_game_screen(app)
        scene.house = dict(house)
        note = scene.rules_note()
        assert note.rstrip().endswith("."), note
        shown = [line for line, _size in scene.note_lines(note)]
        house_part = note.rsplit(". ", 1)[-1]
        assert house_part.endswith("."), house_part
        assert " ".join(shown).startswith(note), "the note is shown whole, its full stop too"
    finally:
        i18n.set_language("en")
