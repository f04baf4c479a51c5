"""Scenes by name: the app builds the scene its route table names, pushes, swaps or goes home."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.base import Scene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.scenes.title import TitleScene


def test_goto_pushes_the_named_scene_with_its_arguments(app):
    app.home()
    watch = app.goto("new_game", watch=True)
    assert isinstance(watch, NewGameScene) and app.top is watch and watch.heading == "Watch a game"
    assert [s.name for s in app.stack] == ["title", "new_game"]


def test_back_from_a_named_scene_returns_to_the_one_below(app):
    app.home()
    app.goto("settings")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_switch_to_replaces_the_top_scene(app):
    app.home()
    app.goto("new_game")
    settings = app.switch_to("settings")
    assert isinstance(settings, SettingsScene) and [s.name for s in app.stack] == ["title", "settings"]


def test_home_leaves_every_scene_for_the_title(app):
    app.home()
    app.goto("how_to_play")
    app.goto("lessons")
    title = app.home()
    assert app.stack == [title] and isinstance(title, TitleScene)


def test_an_unknown_name_is_refused_by_name_and_nothing_changes(app):
    app.home()
    with pytest.raises(LookupError, match="'new_gmae'"):
        app.goto("new_gmae")
    assert [s.name for s in app.stack] == ["title"]


class _Probe(Scene):
    name = "probe"

    def __init__(self, app, word: str) -> None:
        super().__init__(app)
        self.word = word


def test_an_app_may_be_given_a_route_table_of_its_own(data_dir):
    app = App(Settings(animation_speed="instant", muted=True), persist_settings=False,
              routes={"title": TitleScene, "probe": _Probe})
    try:
        app.home()
        probe = app.goto("probe", "hello")
        assert isinstance(probe, _Probe) and probe.word == "hello"
        with pytest.raises(LookupError):
            app.goto("settings")
    finally:
        app.close()
