"""The custom opening ladder can be edited from House rules (L), is checked, and reaches the rules."""

from __future__ import annotations

import pygame
from ui_helpers import key

from samba.engine.opening import opening_requirement
from samba.ui.scenes.house_rules import HouseRulesScene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.opening_ladder import READY, OpeningLadderScene, ladder_problem


def open_editor(app) -> tuple[NewGameScene, OpeningLadderScene]:
    new_game = NewGameScene(app)
    app.push(new_game)
    app.push(HouseRulesScene(app, new_game))
    app.step()
    key(app, pygame.K_l, unicode="l")
    editor = app.top
    assert isinstance(editor, OpeningLadderScene)
    return new_game, editor


def test_ladder_problems_are_explained():
    assert ladder_problem(READY["Standard (50 to 150)"]) is None
    assert "higher score than rung 2" in ladder_problem(((0, 50), (1500, 90), (1500, 120), (7000, 150)))
    assert "easier" in ladder_problem(((0, 50), (1500, 90), (3000, 60), (7000, 150)))


def test_stepping_a_rung_and_pressing_done_sets_a_custom_ladder(app):
    new_game, editor = open_editor(app)
    key(app, pygame.K_DOWN)  # rung 1 minimum
    for _ in range(2):
        key(app, pygame.K_LEFT)  # 50 → 40
    assert editor.ladder[0] == (0, 40) and editor.pickers[0].value == "Your own" and not editor.message
    key(app, pygame.K_RETURN)
    assert app.top is not editor and isinstance(app.top, HouseRulesScene)
    assert new_game.house["initial_meld_table"] == "custom"
    rules = new_game.rules()
    assert rules.custom_initial_meld_table == ((0, 40), (1500, 90), (3000, 120), (7000, 150))
    assert opening_requirement(rules, 100).points == 40 and opening_requirement(rules, 7200).points == 150
    table_picker = next(p for p in app.top.pickers if p.label == "Opening minimums")
    assert table_picker.value == "custom"


def test_an_unsound_ladder_is_refused_with_a_message_and_not_kept(app):
    new_game, editor = open_editor(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # rung 2 starts at 1,500
    for _ in range(3):
        key(app, pygame.K_RIGHT)  # 1,500 → 3,000: not above rung 3
    assert "higher score" in editor.message
    key(app, pygame.K_RETURN)
    assert app.top is editor and "custom_initial_meld_table" not in new_game.house


def test_a_ready_ladder_can_be_picked(app):
    new_game, editor = open_editor(app)
    key(app, pygame.K_RIGHT)  # Start from: the next ready ladder
    assert tuple(editor.ladder) == READY["Hoyle (50 to 160)"]
    key(app, pygame.K_RETURN)
    assert new_game.rules().custom_initial_meld_table == READY["Hoyle (50 to 160)"]


def open_editor_for(app, preset_name: str) -> OpeningLadderScene:
    new_game = NewGameScene(app)
    new_game.preset_name = preset_name
    app.push(new_game)
    app.push(HouseRulesScene(app, new_game))
    app.step()
    key(app, pygame.K_l, unicode="l")
    assert isinstance(app.top, OpeningLadderScene)
    return app.top


def test_the_editor_starts_from_the_ladder_of_the_preset_in_force(app):
    assert tuple(open_editor_for(app, "samba_hoyle").ladder) == READY["Hoyle (50 to 160)"]
    app.pop(), app.pop(), app.pop()
    assert tuple(open_editor_for(app, "samba").ladder) == READY["Standard (50 to 150)"]


def test_a_brazilian_table_starts_from_its_points_bands_and_says_the_canasta_rules_are_replaced(app):
    editor = open_editor_for(app, "brazilian")
    assert tuple(editor.ladder) == READY["Capped (50 to 120)"]
    assert editor.pickers[0].value == "Capped (50 to 120)"
    assert "Brazilian" in editor.note


def test_a_capped_house_rule_starts_the_editor_at_120(app):
    new_game = NewGameScene(app)
    new_game.house["initial_meld_table"] = "capped_120"
    app.push(new_game)
    app.push(HouseRulesScene(app, new_game))
    app.step()
    key(app, pygame.K_l, unicode="l")
    assert tuple(app.top.ladder) == READY["Capped (50 to 120)"]
