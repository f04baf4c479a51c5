"""Enter or Space presses the highlighted (gold, primary) button of every menu, dialog and page: a newcomer's
playtest pressed Enter on the in-game menu's gold "Resume" and nothing happened (only Esc closed it)."""

from __future__ import annotations

import inspect

import pygame
import pytest
from ui_helpers import controller_for, key, open_table

from samba.ui.routes import SCENES
from samba.ui.scenes.dialogs import Overlay
from samba.ui.scenes.menu import MenuOverlay
from samba.ui.scenes.screen import Screen


@pytest.mark.parametrize("press", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE],
                         ids=["Enter", "keypad Enter", "Space"])
def test_enter_or_space_on_the_game_menu_resumes_the_game(app, press):
    table = open_table(app, controller_for(app))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay)
    key(app, press)
    assert app.top is table, "the highlighted Resume was pressed"


def _built_from_the_app_alone() -> list[type]:
    """The pages and overlays a window can build with nothing but itself (title, settings, how to play…)."""
    found = []
    for scene in SCENES:
        if not issubclass(scene, (Screen, Overlay)):
            continue
        required = [p for p in inspect.signature(scene.__init__).parameters.values()
                    if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if len(required) == 2:
            found.append(scene)
    return found


def test_the_sweep_covers_the_title_and_its_pages():
    names = {scene.name for scene in _built_from_the_app_alone()}
    assert {"title", "how_to_play", "statistics", "settings"} <= names, names


def _opened(app, scene_class):
    scene = scene_class(app)
    app.push(scene)
    app.step()
    return scene


@pytest.mark.parametrize("scene_class", _built_from_the_app_alone(), ids=lambda scene: scene.name)
@pytest.mark.parametrize("press", [pygame.K_RETURN, pygame.K_SPACE], ids=["Enter", "Space"])
def test_enter_or_space_presses_the_highlighted_button_of_every_page(app, scene_class, press):
    scene = _opened(app, scene_class)
    pressed: list[object] = []
    for button in scene.buttons:
        button.on_click = lambda done=button.on_click: pressed.append(done)
    highlighted = next((button for button in scene.buttons if button.primary and button.enabled), None)
    key(app, press)
    if highlighted is None:
        assert pressed == [], f"{scene_class.name} highlights no button: the key presses none"
        return
    assert len(pressed) == 1 and pressed[0] is highlighted.on_click.__defaults__[0], (  # the original press
        f"{scene_class.name}: the key did not press {highlighted.label!r}")
