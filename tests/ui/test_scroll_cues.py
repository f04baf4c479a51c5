"""Wherever content continues, the screen says so (issue #14): the rules help, the quick summary, and
the New game screen's notes never hide under its buttons."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key, post

from samba import i18n
from samba.engine import preset
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.house_rules import HouseRulesScene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.rules_help import RulesScene
from samba.ui.scenes.title import TitleScene


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
    assert scene.scroll == scene.content_h() - scene.view.h, "it stops at the last line"
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
    lines = scene.note_lines("House rules: as the preset.")
    height = sum(size + 4 for _line, size in lines)
    assert len(lines) >= 2 and height <= scene.notes.h
    assert scene.notes.bottom <= min(b.rect.y for b in scene.buttons)
    assert scene.notes.y >= scene.seed_box.bottom
    assert all(scene.text.width(line, size) <= scene.notes.w for line, size in lines)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_house_rules_show_whole_rows_and_their_keys_hint_above_the_buttons(app, size):
    """No rule is half shown at the bottom of the list, and the keys' hint has its own band (playtest: the
    last description ran under 'Wheel or Page Up/Down to scroll')."""
    app.resize(size)
    app.reset(TitleScene(app))
    app.step()
    key(app, pygame.K_n)
    key(app, pygame.K_h)
    scene = app.top
    assert isinstance(scene, HouseRulesScene)
    scrolls: list[int] = []
    while scene.scroll not in scrolls:  # page by page, from the top to the very end
        scrolls.append(scene.scroll)
        shown = [p for p in scene.pickers if p.rect.bottom > scene.view.y and p.rect.y < scene.view.bottom]
        assert shown, "some rules are on screen"
        for picker in shown:
            help_bottom = picker.rect.bottom + 1 + 18
            assert scene.view.y <= picker.rect.y and help_bottom <= scene.view.bottom, f"{picker.label} cut"
        assert scene.view.bottom <= scene.hint_y and scene.hint_y + 18 <= min(b.rect.y for b in scene.buttons)
        post(app, pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")
    assert scene.pickers[-1] in shown, "the last rule can be reached and is shown whole"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_rules_pages_cues_sit_in_their_own_bands_never_on_a_line(app, size):
    """Playtest: the '▲ more above' pill covered the first line of a scrolled page; the words now scroll in a
    view that leaves a band for each pill."""
    app.resize(size)
    scene = HelpScene(app, preset("brazilian"), "table_rules")
    app.push(scene)
    app.step()
    post(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    app.draw()
    assert scene.cues.above is not None and scene.cues.below is not None, "mid-page: more above and below"
    assert scene.cues.above.bottom <= scene.view.top and scene.cues.below.top >= scene.view.bottom
    _page_down_to_the_end(app, scene)
    app.draw()
    blocks, _height = scene.blocks()
    last_y = scene.view.y - scene.scroll + blocks[-1][2]
    assert scene.cues.below is None and last_y + 20 <= scene.view.bottom, "the last line is shown whole"


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("name", ["help", "rules"])
def test_at_1024x640_the_more_below_pill_covers_no_line_of_the_rules_screens(app, language, name, monkeypatch):
    """Playtest (pt_BR, 1024x640): "▼ mais abaixo — roda ou PgDn" sat on the last line of How to play and of
    the Rules pages. Every line drawn lies in the scrolling view, and the pills lie outside it."""
    i18n.set_language(language)
    app.resize((1024, 640))
    scene = (HelpScene(app, preset("samba"), "melds", reason="Um grupo precisa de pelo menos 3 cartas. (S8.1)")
             if name == "help" else RulesScene(app, preset("samba")))
    app.push(scene)
    app.step()
    lines: list[pygame.Rect] = []
    text = app.services.text
    blit = text.blit

    def watched(surface, words, *args, **kwargs):
        rect = blit(surface, words, *args, **kwargs)
        lines.append(rect.clip(surface.get_clip()))
        return rect

    monkeypatch.setattr(text, "blit", watched)
    for _ in range(3):
        lines.clear()
        app.draw()
        drawn = [rect for rect in lines if rect.w and scene.view.colliderect(rect)]
        assert drawn, "the page has words in sight"
        pills = [pill for pill in (scene.cues.above, scene.cues.below) if pill is not None]
        assert pills, "the page is longer than the window: a pill says so"
        for pill in pills:
            assert not pill.colliderect(scene.view), "the pill lies in its band, outside the words' view"
            assert not any(pill.colliderect(rect) for rect in drawn), "a pill covers a line"
        key(app, pygame.K_PAGEDOWN)
