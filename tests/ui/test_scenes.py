"""Every scene opens, draws and closes; resize; settings persist; save → quit → Continue; bad saves."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_helpers import banner_lines, banner_text, click, controller_for, key, open_table, quick_bots, random_agents

from samba.game import saves
from samba.game import settings as settings_mod
from samba.game.controller import Step
from samba.game.files import write_json_atomic
from samba.ui.scenes.house_rules import HouseRulesScene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.rules_help import RulesScene
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.scenes.summary import SummaryScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

SIZES = ((1024, 640), (1280, 800), (1920, 1080), (2560, 1440))


def test_every_scene_opens_and_closes(app):
    title = TitleScene(app)
    app.push(title)
    app.step()
    new_game = NewGameScene(app)
    for scene in (new_game, HouseRulesScene(app, new_game), SettingsScene(app), RulesScene(app)):
        app.push(scene)
        app.step()
        assert app.top is scene
        key(app, pygame.K_ESCAPE) if not isinstance(scene, HouseRulesScene) else app.pop()
        assert app.top is not scene
    assert app.top is title


def test_new_game_starts_a_table_with_the_chosen_players(app, monkeypatch):
    quick_bots(app, random_agents)
    app.push(TitleScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    scene.pickers[0].set_value(3)
    scene._set_players(3)
    scene.seed_text = "abc"
    scene.start()
    assert "whole number" in scene.message, "a bad deal number is explained"
    scene.seed_text = "4242"
    scene.start()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.setup.seed == 4242 and table.controller.state.rules.player_count == 3
    table.controller.close()


def test_hand_summary_lists_every_side_and_next_hand_deals(app):
    controller = controller_for(app)
    table = open_table(app, controller)
    table.animator.finish()
    from samba.engine import apply, legal_actions, observe

    state = controller.state
    while state.phase not in ("hand_over", "game_over"):
        state, _ = apply(state, legal_actions(observe(state, state.to_act))[0])
    controller.state = state
    table.show_step(Step(-1, None, ()))  # the table catches up with the position the controller holds
    for _ in range(120):
        app.step()
        if isinstance(app.top, SummaryScene):
            break
    summary = app.top
    assert isinstance(summary, SummaryScene)
    assert len(summary.result.sides) == 2
    assert not summary.game_over, "one hand does not reach the 10,000-point target"
    key(app, pygame.K_RETURN, steps=3)
    assert app.top is table and controller.state.hand_number == 2


@pytest.mark.parametrize("size", SIZES)
def test_table_resizes_and_draws_at_every_size(app, size):
    controller = controller_for(app)
    table = open_table(app, controller)
    app.resize(size)
    app.step()
    assert table.lay.size == app.size == size
    assert all(app.screen.get_rect().contains(r) for r in table.lay.regions().values())
    post_resize = pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700))
    pygame.event.post(post_resize)
    app.step()
    assert table.lay.size == (1100, 700)


def test_settings_are_saved_across_runs(app, data_dir):
    app.services.save_settings = settings_mod.save_settings
    scene = SettingsScene(app)
    app.push(scene)
    scene.pickers[0].step(1)  # animation speed: instant -> slow
    scene.pickers[4].step(1)  # four-colour deck on
    assert settings_mod.load_settings().four_colour is True
    assert settings_mod.load_settings().animation_speed == "slow"


def test_save_quit_and_continue_restores_the_match(app, data_dir):
    controller = controller_for(app)
    table = open_table(app, controller)
    table.animator.finish()
    for _ in range(400):
        app.step()
        if controller.human_to_act():
            break
    key(app, pygame.K_s)
    app.step()
    before = controller.state
    app.services.autosaver.flush()
    assert saves.has_saved_match()
    app.reset(TitleScene(app))
    title = app.top
    assert title.buttons[0].label == "Continue"
    from samba.ai import RandomAgent

    app.services.session.agent_factory = lambda level: RandomAgent()
    key(app, pygame.K_c)
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.controller.state == before
    resumed.controller.close()


@pytest.mark.parametrize("content", ["{not json", json.dumps({"format": "other"}), "\x00\x01binary"])
def test_a_corrupt_save_is_reported_moved_aside_and_the_game_goes_on(app, data_dir, content):
    path = saves.default_match_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    app.push(TitleScene(app))
    key(app, pygame.K_c)
    title = app.top
    assert isinstance(title, TitleScene)
    (kept,) = path.parent.glob("match.corrupt-*")
    assert "Your saved game could not be used" in banner_text(app) and kept.name in banner_text(app)
    assert not path.exists()
    assert title.buttons[0].label == "New game"


def test_a_save_whose_moves_do_not_replay_is_reported(app, data_dir):
    controller = controller_for(app)
    document = saves.document_of(controller.to_save())
    document["actions"] = [{"type": "discard", "card": "QH"}]
    write_json_atomic(saves.default_match_path(), document)
    app.push(TitleScene(app))
    key(app, pygame.K_c)
    assert isinstance(app.top, TitleScene)
    assert "its move 1 cannot be replayed" in banner_text(app)
    close = app.banner.rows[0].close
    assert close is not None
    click(app, close.center)
    assert banner_lines(app) == [], "the close box dismisses the notice"
