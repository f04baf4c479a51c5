"""While the menu or a question is open over the table, the table pauses (playtest p8: the computers kept playing
behind the Quit dialog and their cards flew over it). No computer move is applied and no beat begins or moves;
a computer's move chosen meanwhile is kept and played once the overlay closes; quitting still leaves the game
saved where it was."""

from __future__ import annotations

import threading
import time

import pygame
from ui_helpers import TURN, controller_for, key, open_table

from samba.engine import legal_actions, scenario
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.session import match_path
from samba.game.setup import MatchSetup
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.menu import MenuOverlay

WEST_TO_PLAY = dict(TURN, turn=1)
"""West (seat 1, a computer) is to draw: the table's first move is a computer's."""


def _count_requests(controller) -> list[int]:
    """Every time the controller asks a bot for a move, a 1 is appended (the bots answer on the main thread)."""
    asked: list[int] = []
    request = controller.runner.request

    def counted(*args, **kwargs):
        asked.append(1)
        return request(*args, **kwargs)

    controller.runner.request = counted
    return asked


def _open_menu_before_west_moves(app):
    controller = controller_for(app, WEST_TO_PLAY)
    asked = _count_requests(controller)
    table = open_table(app, controller)  # its first frame: West is asked at once (a bot answers in the same frame)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay)
    return table, controller, asked


def test_no_computer_move_is_applied_while_the_menu_is_open(app):
    _table, controller, _asked = _open_menu_before_west_moves(app)
    moves = len(controller.actions)
    for _ in range(60):  # instant animations: before the fix, the computers played the whole hand behind the menu
        app.step()
    assert len(controller.actions) == moves
    assert controller.bot_to_act() == 1


def test_play_resumes_when_the_menu_closes(app):
    table, controller, _asked = _open_menu_before_west_moves(app)
    moves = len(controller.actions)
    for _ in range(10):
        app.step()
    key(app, pygame.K_ESCAPE)  # Resume
    assert app.top is table
    for _ in range(5):
        app.step()
    assert len(controller.actions) > moves, "the computers play on once the table is on top again"


def test_a_computer_move_chosen_behind_the_menu_is_kept_and_played_after(app):
    _table, controller, asked = _open_menu_before_west_moves(app)
    moves, before = len(controller.actions), len(asked)
    assert controller.bot_to_act() == 1
    for _ in range(30):
        app.step()
    assert len(asked) == before, "West, asked for its next move as the menu opened, is not asked again meanwhile"
    assert len(controller.actions) == moves
    key(app, pygame.K_ESCAPE)  # Resume: in this same frame the table plays the move it kept
    assert len(controller.actions) == moves + 1
    assert len(asked) == before, "the move played is the one West chose behind the menu, not one asked anew"


class GatedAgent:
    """Plays the first legal move, but only once ``gate`` is open: a computer still thinking on its thread."""

    name = "gated"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.asked = 0

    def choose(self, obs, rng, budget):
        self.asked += 1
        self.gate.wait(10)
        return legal_actions(obs)[0]


def test_a_move_chosen_on_the_bots_thread_behind_the_menu_begins_no_animation_and_is_played_after(app):
    app.apply_settings(app.services.settings.with_changes(animation_speed="normal"))
    agent = GatedAgent()
    setup = MatchSetup(scenario.load(WEST_TO_PLAY).rules, 5, ("human", "normal", "normal", "normal"))
    controller = MatchController(setup, agent_factory=lambda level: agent, runner=BotRunner(),
                                 saver=app.services.autosaver, start=scenario.load(WEST_TO_PLAY))
    table = open_table(app, controller)  # West is asked and thinks on its own thread
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay) and table.animator.idle
    moves, narration = len(controller.actions), table.messages.narration
    agent.gate.set()  # West has chosen while the menu is open
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        app.step()
        time.sleep(0.005)
    assert len(controller.actions) == moves, "no computer move is applied behind the menu"
    assert table.animator.idle and table.messages.narration == narration, "no beat begins behind the menu"
    key(app, pygame.K_ESCAPE)  # Resume
    assert len(controller.actions) == moves + 1, "West's move, chosen meanwhile, is played at once"
    assert not table.animator.idle, "and shown"
    assert agent.asked == 1, "the move played is the one chosen behind the menu, not asked for again"
    controller.close()


def test_a_card_in_flight_waits_under_the_quit_dialog(app):
    app.apply_settings(app.services.settings.with_changes(animation_speed="normal"))
    controller = controller_for(app, WEST_TO_PLAY)
    table = open_table(app, controller)
    for _ in range(60):  # West's move is applied and its beats are playing
        app.step()
        if not table.animator.idle and table.animator.t > 0:
            break
    assert table.animator.current is not None
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    assert isinstance(app.top, ConfirmDialog)
    beat, t, queued, moves = table.animator.current, table.animator.t, len(table.animator.queue), len(
        controller.actions)
    for _ in range(240):  # four seconds at 60 frames a second
        app.step(1 / 60)
    assert (table.animator.current, table.animator.t, len(table.animator.queue)) == (beat, t, queued)
    assert len(controller.actions) == moves
    key(app, pygame.K_n)  # Stay
    assert app.top is table
    app.step(1 / 60)
    assert table.animator.current is not beat or table.animator.t > t, "the beat goes on where it was"


def test_quit_from_the_dialog_leaves_the_game_saved_where_it_was(app):
    table, controller, _asked = _open_menu_before_west_moves(app)
    key(app, pygame.K_q)
    for _ in range(20):
        app.step()
    moves = list(controller.actions)
    key(app, pygame.K_RETURN)  # Quit
    assert not app.running
    assert controller.actions == moves, "no move is played after the player chose Quit"
    table.exit()  # what closing the window does to the table: the saver is flushed
    saved = saves.read_match(match_path(app.services.autosaver))
    assert saved is not None and list(saved.actions) == moves
