"""Without --size the window fits the desktop: a newcomer on a 1024×640 screen got a 1280×800 window,
larger than the screen. The default is 1280×800 where there is room, smaller to fit (keeping the
table's 16:10 shape), never below the 1024×640 the table is laid out for."""

from __future__ import annotations

import pygame
import pytest

from samba.app import parse_args
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.window_size import default_window_size


@pytest.mark.parametrize("desktop,expected", [((1920, 1080), (1280, 800)), ((2560, 1440), (1280, 800)),
                                              ((1024, 640), (1024, 640)), ((800, 600), (1024, 640))])
def test_the_default_window_is_1280x800_where_it_fits_and_the_minimum_on_a_small_screen(desktop, expected):
    assert default_window_size([desktop]) == expected


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 800), (1280, 720), (1152, 720)])
def test_on_a_mid_sized_screen_the_default_window_is_smaller_than_the_screen_and_keeps_its_shape(desktop):
    width, height = default_window_size([desktop])
    assert 1024 <= width < desktop[0] and 640 <= height < desktop[1]
    assert abs(width / height - 1.6) < 0.01


def test_the_game_without_size_opens_a_window_no_larger_than_a_1024x640_screen(data_dir, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 640)])
    args = parse_args([])
    app = App(Settings(muted=True), size=args.window, persist_settings=False)
    try:
        assert app.screen.get_size() == (1024, 640)
    finally:
        app.close()


def test_an_explicit_size_is_kept(data_dir, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 640)])
    app = App(Settings(muted=True), size=parse_args(["--size", "1280x800"]).window, persist_settings=False)
    try:
        assert app.screen.get_size() == (1280, 800)
    finally:
        app.close()
