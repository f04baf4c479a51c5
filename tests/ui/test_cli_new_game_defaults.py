"""The command line's --rules/--players/--seed preset the New game screen (README, Options)."""

from __future__ import annotations

import pytest

from samba.app import parse_args
from samba.game.new_game_defaults import NewGameDefaults
from samba.ui.scenes.new_game import NewGameScene


def test_given_options_preset_the_new_game_screen(app):
    args = parse_args(["--seed", "42", "--rules", "brazilian", "--players", "6"])
    app.new_game_defaults = args.new_game
    scene = NewGameScene(app)
    assert (scene.preset_name, scene.players, scene.seed_text) == ("brazilian", 6, "42")
    assert scene.seed() == 42
    assert scene.rules().player_count == 6
    assert [p.value for p in scene.pickers[:2]] == [6, "brazilian"]


def test_without_options_the_screen_keeps_its_usual_choices(app):
    args = parse_args([])
    assert args.new_game == NewGameDefaults() and (args.rules, args.players, args.seed) == ("samba", 4, None)
    app.new_game_defaults = args.new_game
    scene = NewGameScene(app)
    assert (scene.preset_name, scene.players, scene.seed_text) == ("samba", 4, "")


def test_only_the_given_options_change(app):
    app.new_game_defaults = parse_args(["--players", "3"]).new_game
    scene = NewGameScene(app)
    assert (scene.preset_name, scene.players, scene.seed_text) == ("samba", 3, "")


def test_a_deal_number_out_of_range_is_refused_by_the_parser():
    with pytest.raises(SystemExit):
        parse_args(["--seed", "-1"])
