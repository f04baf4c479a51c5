"""New game never silently replaces the saved match: Start asks first, in words, and the keyboard or a click
keeps the saved game (Esc, N, "Keep my game") or gives it up (Enter, Y, "Start a new game").

A player reaches all of it from the title screen with real key presses and clicks, as here.
"""

from __future__ import annotations

import pygame
import pytest
from crafted import place
from ui_helpers import banner_text, click, key, new_game_screen, quick_bots, random_agents

from samba.engine import scenario
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

QUESTION = "You have a game in progress (hand 3, your side 2,450 to 1,900). Start a new game and abandon it?"


@pytest.fixture
def saved(app):
    """A match of the player's, saved at the start of hand 3 with 2,450 to 1,900, and the bytes on disk."""
    quick_bots(app, random_agents)
    state = scenario.load({"rules": "samba", "deck": "", "scores": [2450, 1900], "hand_number": 3})
    setup = MatchSetup(state.rules, 8, ("human", "easy", "easy", "easy"))
    controller = MatchController(setup, agent_factory=random_agents, runner=BotRunner(inline=True),
                                 saver=app.services.session.saver, start=state)
    app.services.session.saver(controller.to_save())
    controller.close()
    return saves.default_match_path().read_bytes()


def type_deal_number(app, digits: str) -> None:
    """Tab to the deal number field and type it."""
    key(app, pygame.K_TAB)
    for digit in digits:
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)


def asked(app) -> ConfirmDialog:
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog), f"no question over the New game screen: {app.top!r}"
    return dialog


def test_start_with_a_saved_match_asks_first_naming_its_hand_and_scores(app, saved):
    new_game_screen(app)
    key(app, pygame.K_RETURN)
    dialog = asked(app)
    assert dialog.title == QUESTION
    assert dialog.detail == "A new game takes the place of the saved one: Continue will no longer offer it."
    assert [b.label for b in dialog.buttons] == ["Start a new game", "Keep my game"]
    assert saves.default_match_path().read_bytes() == saved, "nothing is replaced while the player is asked"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_question_fits_its_panel_and_the_window(app, saved, size):
    new_game_screen(app, size)
    key(app, pygame.K_RETURN)
    dialog = asked(app)
    app.draw()
    window = app.screen.get_rect()
    assert window.contains(dialog.panel)
    text = app.services.text
    room = dialog.panel.w - 40
    title_lines = text.wrap(dialog.title, 28, room, bold=True)
    detail_lines = text.wrap(dialog.detail, 22, room)
    assert " ".join(title_lines) == dialog.title, "the question is wrapped, never cut"
    assert all(text.width(line, 28, bold=True) <= room for line in title_lines)
    assert all(text.width(line, 22) <= room for line in detail_lines)
    words_bottom = dialog.panel.y + 22 + 30 * (len(title_lines) + len(detail_lines))
    assert words_bottom <= dialog.buttons[0].rect.y, "the words end above the buttons"
    assert all(dialog.panel.contains(b.rect) for b in dialog.buttons)


@pytest.mark.parametrize("answer", ["Esc", "N", "click Keep my game"])
def test_keeping_the_game_leaves_the_save_and_the_choices_as_they_were(app, saved, answer):
    scene = new_game_screen(app)
    key(app, pygame.K_RIGHT)  # 4 players -> 5 players
    key(app, pygame.K_RETURN)
    dialog = asked(app)
    if answer == "Esc":
        key(app, pygame.K_ESCAPE)
    elif answer == "N":
        key(app, pygame.K_n, unicode="n")
    else:
        click(app, dialog.buttons[1].rect.center)
    assert app.top is scene, "the player is back on the New game screen"
    assert scene.players == 5, "the choices made are still there"
    assert saves.default_match_path().read_bytes() == saved
    key(app, pygame.K_ESCAPE)
    title = app.top
    assert isinstance(title, TitleScene) and title.buttons[0].label == "Continue"


@pytest.mark.parametrize("answer", ["Enter", "Y", "click Start a new game"])
def test_starting_anew_replaces_the_saved_match_with_the_new_one(app, saved, answer):
    new_game_screen(app)
    type_deal_number(app, "777")
    key(app, pygame.K_RETURN)
    dialog = asked(app)
    if answer == "Enter":
        key(app, pygame.K_RETURN)
    elif answer == "Y":
        key(app, pygame.K_y, unicode="y")
    else:
        click(app, dialog.buttons[0].rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.controller.setup.seed == 777
    app.services.session.saver.flush()
    stored = saves.read_match(saves.default_match_path())
    assert stored is not None and stored.setup.seed == 777 and stored.position["hand_number"] == 1
    table.controller.close()


def test_with_nothing_saved_start_opens_the_table_at_once(app):
    quick_bots(app, random_agents)
    new_game_screen(app)
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene), "no question when there is nothing to lose"
    table.controller.close()


def test_a_watch_never_asks_and_never_touches_the_saved_game(app, saved):
    app.resize((1024, 640))
    app.reset(TitleScene(app))
    app.step()
    key(app, pygame.K_w)
    assert isinstance(app.top, NewGameScene)
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene) and table.controller.saver is None
    assert saves.default_match_path().read_bytes() == saved
    table.controller.close()


def test_a_damaged_save_is_asked_about_too_and_kept_when_the_player_says_so(app, data_dir):
    quick_bots(app, random_agents)
    path = place(data_dir, "{not json")
    new_game_screen(app)
    key(app, pygame.K_RETURN)
    assert asked(app).title == ("You have a saved game waiting under Continue. Start a new game and abandon it?")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, NewGameScene)
    assert path.read_text(encoding="utf-8") == "{not json", "the file is left for Continue to report and set aside"


def test_giving_up_a_damaged_save_keeps_the_file_aside_and_says_where(app, data_dir):
    quick_bots(app, random_agents)
    path = place(data_dir, "{not json")
    new_game_screen(app)
    key(app, pygame.K_RETURN)
    asked(app)
    key(app, pygame.K_y, unicode="y")
    table = app.top
    assert isinstance(table, TableScene)
    (kept,) = path.parent.glob("match.corrupt-*")
    assert kept.read_text(encoding="utf-8") == "{not json"
    shown = banner_text(app)
    assert "Your saved game could not be used" in shown and kept.name in shown
    table.controller.close()
