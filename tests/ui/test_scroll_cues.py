"""Wherever content continues, the screen says so (issue #14): the rules help, the quick summary, and
the New game screen's notes never hide under its buttons."""

from __future__ import annotations

import pygame
from ui_helpers import post

from samba.engine import preset
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.rules_help import RulesScene


def _page_down_to_the_end(app, scene) -> None:
    for _ in range(40):
        post(app, pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")


def test_the_rules_help_says_there_is_more_below_and_ends_at_its_last_line(app):
    app.resize((1024, 640))
    reason = "You cannot take the pile: it is frozen and you hold one 9 — you need a natural pair (S7.3)."
    scene = HelpScene(app, preset("samba"), "pile", reason=reason)
    app.push(scene)
    app.step()
    assert scene.content_h() > scene.page.h, "the pile's page with a Why? reason does not fit at 1024×640"
    assert scene.cues.below is not None and scene.cues.above is None
    _page_down_to_the_end(app, scene)
    assert scene.scroll == scene.content_h() - scene.page.h, "it stops at the last line"
    assert scene.cues.below is None and scene.cues.above is not None


def test_a_page_that_fits_shows_no_cue(app):
    app.resize((1920, 1080))
    scene = HelpScene(app, preset("samba"), "scoring")
    app.push(scene)
    app.step()
    assert scene.content_h() <= scene.page.h
    assert scene.cues.below is None and scene.cues.above is None


def test_the_quick_summary_says_its_keys_are_further_down(app):
    app.resize((1024, 640))
    scene = RulesScene(app, preset("samba"))
    app.push(scene)
    app.step()
    assert scene.cues.below is not None and scene.cues.above is None
    _page_down_to_the_end(app, scene)
    assert scene.cues.below is None and scene.cues.above is not None
    shown = [line for line, *_rest in scene.lines]
    assert any(line.startswith("Keys:") for line in shown)


def test_the_new_game_notes_stay_above_the_buttons_with_six_players_and_a_watch(app):
    app.resize((1024, 640))
    scene = NewGameScene(app, watch=True)
    app.push(scene)
    scene._set_players(6)
    app.step()
    lines = scene.note_lines("House rules: as the preset")
    height = sum(size + 4 for _line, size in lines)
    assert len(lines) >= 2 and height <= scene.notes.h
    assert scene.notes.bottom <= min(b.rect.y for b in scene.buttons)
    assert scene.notes.y >= scene.seed_box.bottom
    assert all(scene.text.width(line, size) <= scene.notes.w for line, size in lines)
