"""New game starts from the table of the player's last game: players, rules (house rules too), target and the
computer players' levels — someone who always plays six-handed Brazilian does not set it up every time. The
deal number and the practice options start fresh. Command-line options still come first.

Playtest: after a game of five players the next New game offered four again, and after a restart too.
"""

from __future__ import annotations

import pygame
from ui_helpers import key, new_game_screen, quick_bots, random_agents

from samba.engine import preset
from samba.game.record import store
from samba.game.record.recorder import fingerprint
from samba.game.setup import MatchSetup
from samba.ui.table.scene import TableScene


def test_a_new_game_offers_the_table_of_the_game_just_started(app):
    quick_bots(app, random_agents)
    scene = new_game_screen(app)
    key(app, pygame.K_RIGHT)  # Players: 4 -> 5
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # Rules: the next preset
    key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)  # Game to: 10,000 -> 7,500
    chosen = (scene.players, scene.preset_name, scene.target)
    assert chosen[0] == 5 and chosen[1] != "samba" and chosen[2] == 7500
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    table.controller.close()
    again = new_game_screen(app)
    assert (again.players, again.preset_name, again.target) == chosen
    assert again.seed_text == "", "a fresh deal each time unless one is typed"


def _record_a_game(app, setup: MatchSetup, started_at: str) -> None:
    """The record holds a game the player began, as the recorder writes it."""
    rules = setup.rules
    connection = store.open_for_writing(app.services.record.path)
    try:
        with store.transaction(connection):
            store.create_match(connection, store.NewMatch(
                started_at=started_at, preset="brazilian", house_rules=1, players=rules.player_count, sides=2,
                target=rules.target_score, seed=setup.seed, levels=setup.levels, opponents="hard", player_seat=0,
                player_side=0, practice=False, replay=False, replay_of=None, first_hand=1, setup=setup.to_dict(),
                fingerprint=fingerprint(setup)))
    finally:
        connection.close()


BRAZILIAN_SIX = MatchSetup(preset("brazilian", player_count=6, target_score=15000,
                                  six_player_mode="two_teams_of_three"),
                           31, ("human", "hard", "easy", "normal", "hard", "hard"))


def test_after_a_restart_new_game_offers_the_last_recorded_game_of_the_player(app):
    _record_a_game(app, BRAZILIAN_SIX, "2026-11-20T10:00:00+00:00")
    older = MatchSetup(preset("samba", player_count=2), 5, ("human", "easy"))
    _record_a_game(app, older, "2026-11-01T10:00:00+00:00")
    scene = new_game_screen(app)
    assert (scene.players, scene.preset_name, scene.target) == (6, "brazilian", 15000)
    assert scene.levels == ["hard", "easy", "normal", "hard", "hard"]
    assert scene.rules() == BRAZILIAN_SIX.rules, "the house rules come back too"
    assert scene.seed_text == ""


def test_a_watched_game_is_not_the_players_table(app):
    _record_a_game(app, BRAZILIAN_SIX, "2026-11-20T10:00:00+00:00")
    watched = MatchSetup(preset("samba", player_count=3), 9, ("normal", "normal", "normal"))
    _record_a_game(app, watched, "2026-11-25T10:00:00+00:00")
    scene = new_game_screen(app)
    assert (scene.players, scene.preset_name) == (6, "brazilian")


def test_with_no_record_the_usual_table(app):
    scene = new_game_screen(app)
    assert (scene.players, scene.preset_name, scene.target, scene.seed_text) == (4, "samba", 10000, "")
    assert scene.levels == ["normal"] * 5


def test_command_line_options_come_before_the_last_game(app):
    from samba.app import parse_args

    _record_a_game(app, BRAZILIAN_SIX, "2026-11-20T10:00:00+00:00")
    app.new_game_defaults = parse_args(["--players", "3"]).new_game
    scene = new_game_screen(app)
    assert (scene.players, scene.preset_name, scene.target) == (3, "brazilian", 15000), \
        "only the option given replaces the last game's choice"


def test_rules_alone_on_the_command_line_keep_the_last_games_players(app):
    """Playtest p9-89..91: after a six-player game, ``--rules brazilian --seed 11`` offered 4 players."""
    from samba.app import parse_args

    _record_a_game(app, BRAZILIAN_SIX, "2026-11-20T10:00:00+00:00")
    app.new_game_defaults = parse_args(["--rules", "samba", "--seed", "11"]).new_game
    scene = new_game_screen(app)
    assert (scene.players, scene.preset_name, scene.target, scene.seed_text) == (6, "samba", 15000, "11")
    assert scene.levels == ["hard", "easy", "normal", "hard", "hard"]
    assert scene.rules() == preset("samba", player_count=6, target_score=15000,
                                   six_player_mode="two_teams_of_three"), \
        "the preset given replaces the last game's house rules, but six players still sit as they did"
    assert scene.message == ""


def test_when_the_rules_given_do_not_allow_the_last_games_players_the_nearest_count_is_taken_and_said(
        app, monkeypatch):
    from samba.app import parse_args
    from samba.game import new_game_defaults as D

    _record_a_game(app, BRAZILIAN_SIX, "2026-11-20T10:00:00+00:00")
    real = D.rules_of

    def four_or_five(defaults):  # rules for four or five players only, as a preset might be
        if defaults.preset == "samba_hoyle" and defaults.players not in (4, 5):
            raise ValueError("four or five players")
        return real(defaults)

    monkeypatch.setattr(D, "rules_of", four_or_five)
    app.new_game_defaults = parse_args(["--rules", "samba_hoyle"]).new_game
    scene = new_game_screen(app)
    assert (scene.players, scene.preset_name) == (5, "samba_hoyle")
    assert "6 players" in scene.message and "5 players" in scene.message, scene.message
