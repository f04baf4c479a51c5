"""Shared helpers for the UI tests: an app under the SDL dummy driver, positions, real input events.

Imported by the test modules (no conftest, so names stay unique across the suite). Bots here are
the random baseline or a scripted partner, so every test is fast and deterministic.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random
import time

import pygame
import pytest

from samba.ai import RandomAgent
from samba.engine import legal_actions, scenario
from samba.engine.actions import AskGoOut, GoOut
from samba.game import tutorial as T
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.settings import Settings
from samba.game.setup import MatchSetup
from samba.ui.app_window import App
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene
from samba.ui.tutorial.lessons import LessonListScene
from samba.ui.tutorial.table import TutorialTable

# -- positions several test modules share (scenario.load documents), seat 0 is the human ------------------
OPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}],
}
"""Your side has opened with three eights; you have drawn and may meld, lay off or discard."""
TURN = dict(OPENED, phase="draw")
"""The same table at the start of your turn (draw or take the pile first)."""
TALL_MELDS = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D QH QD", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S 2C"}, {"side": 0, "cards": "KH KD KS KC KH"},
                               {"side": 0, "cards": "4D 5D 6D 7D 8D"}], "opened": [True, False],
}
"""Long melds on your side that reach down towards the hand (with large cards they cross the toast's place)."""
TWO_EIGHTS = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 9S 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
    "melds": [{"side": 0, "cards": "8C 8D 8S"}, {"side": 0, "cards": "8H 8D 2C"}, {"side": 0, "cards": "KC KD KS"},
              {"side": 1, "cards": "8C 8H 8S"}],
}
"""Two groups of eights on your side (they may merge, S10.2), a group of kings, and the opponents' eights."""


class ScriptedAgent:
    """Asks to go out when it may, goes out when it can, else plays the first legal action."""

    name = "scripted"

    def choose(self, obs, rng: random.Random, budget):
        options = legal_actions(obs)
        for kind in (AskGoOut, GoOut):
            for action in options:
                if isinstance(action, kind):
                    return action
        return options[0]


def random_agents(level: str):
    return RandomAgent()


def quick_bots(app: App, agents=random_agents) -> None:
    """Matches the window starts from now on (New game, Continue, Play again) get ``agents``' bots, answering
    at once on the main thread: the test configures the window's session, as the game would."""
    app.services.session.agent_factory = agents
    app.services.session.runner_factory = lambda: BotRunner(inline=True)


def scripted_agents(level: str):
    return ScriptedAgent()


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own user-data folder (saves, settings)."""
    monkeypatch.setenv("SAMBA_DATA", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(data_dir):
    application = App(Settings(animation_speed="instant", muted=True), persist_settings=False)
    services = application.services
    services.session.saver = type(services.autosaver)(background=False, problems=services.problems)
    yield application
    application.close()


def controller_for(app: App, position: dict | None = None, *, levels: tuple[str, ...] | None = None,
                   agents=random_agents, seed: int = 5) -> MatchController:
    if position is not None:
        state = scenario.load(position)
        rules = state.rules
    else:
        from samba.engine import preset

        state, rules = None, preset("samba")
    levels = levels or ("human",) + ("normal",) * (rules.player_count - 1)
    setup = MatchSetup(rules, seed, levels)
    return MatchController(setup, agent_factory=agents, runner=BotRunner(inline=True),
                           saver=app.services.autosaver, start=state)


def open_table(app: App, controller: MatchController, fresh: bool = False) -> TableScene:
    table = TableScene(app, controller, fresh=fresh)
    app.push(table)
    app.step()
    return table


def card_pos(table: TableScene, code: str, nth: int = 0) -> tuple[int, int]:
    """Centre of the visible corner of hand card ``code`` (the part a player would grab)."""
    found = [s for s in table.sprites.hand if s.code == code]
    rect = found[nth].rect
    return rect.x + 10, rect.y + 20


def meld_pos(table: TableScene, meld_id: int) -> tuple[int, int]:
    """Centre of meld ``meld_id`` on the table (where a player drops cards onto it)."""
    return next(b for b in table.sprites.melds if b.meld_id == meld_id).rect.center


def uid_of(table: TableScene, code: str, nth: int = 0) -> int:
    return [u for u, c in table.state.hand.shown() if c.code == code][nth]


def post(app: App, kind: int, steps: int = 1, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))
    for _ in range(steps):
        app.step()


def drag(app: App, start: tuple[int, int], end: tuple[int, int], moves: int = 4) -> None:
    """Press, move in a few steps, release — as a real mouse does."""
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, moves + 1):
        x = start[0] + (end[0] - start[0]) * i // moves
        y = start[1] + (end[1] - start[1]) * i // moves
        post(app, pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def pick_up(app: App, start: tuple[int, int], dx: int, dy: int) -> None:
    """Press at ``start`` and move by (``dx``, ``dy``): a drag under way, not yet released."""
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=(start[0] + dx, start[1] + dy), rel=(0, 0), buttons=(1, 0, 0))


def click(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def key(app: App, k: int, steps: int = 1, unicode: str = "") -> None:
    post(app, pygame.KEYDOWN, steps=steps, key=k, mod=0, unicode=unicode, scancode=0)


def settle(app: App, table: TableScene, frames: int = 400) -> None:
    """Run frames until the bots have played and the human is to act (or the hand ended)."""
    for _ in range(frames):
        app.step()
        if table.animator.idle and (table.controller.human_to_act() or table.controller.hand_over):
            return


def wait_for_the_player(app: App, table: TableScene, seconds: float = 60.0) -> None:
    """Run frames until the player is to act, however long the bots' thread takes (a loaded machine is slow).

    ``settle`` counts frames, and a frame without a bot's move can be very short; a test that must start from
    the player's turn waits on the clock instead and fails plainly if the turn never comes.
    """
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.step()
        if table.animator.idle and table.controller.human_to_act():
            return
        time.sleep(0.002)
    raise AssertionError(f"the player was not to act within {seconds:.0f} s")


def banner_lines(app: App) -> list[str]:
    """Every line the window's problem banner shows (after drawing a frame), checked to fit the window."""
    app.draw()
    width = app.size[0]
    for row in app.banner.rows:
        assert app.screen.get_rect().contains(row.rect), "the banner stays inside the window"
        for line in row.lines:
            assert app.services.text.width(line, 20) <= row.rect.w, f"a banner line is wider than its box: {line!r}"
        assert row.rect.w <= width
    return [line for row in app.banner.rows for line in row.lines]


def banner_text(app: App) -> str:
    """The banner's lines joined back into sentences (wrapping undone) for assertions on the words."""
    return " ".join(banner_lines(app))


def open_lesson(app: App, lesson: T.Lesson) -> TutorialTable:
    """Lesson ``lesson`` on the real table, opened from the lesson list and ready for the first step."""
    app.reset(LessonListScene(app))
    table = TutorialTable(app, lesson)
    app.push(table)
    for _ in range(60):
        app.step()
        if table.ready_for_input():
            break
    assert table.ready_for_input()
    return table


def feed(app: App, events) -> None:
    """Post each event a lesson script yields and run a frame after it (``None``: just a frame)."""
    for event in events:
        if event is not None:
            pygame.event.post(event)
        app.step()


def practice_table(size: tuple[int, int], position: dict, open_hands: bool = True,
                   card_size: str = "normal") -> tuple[App, TableScene]:
    """A window of ``size`` showing ``position`` (the human at seat 0, the others random bots), with the
    open-hands practice option and the card size as given, settled for a few frames."""
    app = App(Settings(animation_speed="instant", muted=True, card_size=card_size), size=size,
              persist_settings=False)
    state = scenario.load(position)
    players = state.rules.player_count
    setup = MatchSetup(state.rules, 1, ("human",) + ("normal",) * (players - 1), Practice(open_hands=open_hands))
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True),
                                 start=state)
    table = TableScene(app, controller, fresh=False)
    app.push(table)
    for _ in range(3):
        app.step(0.02)
    return app, table


def new_game_screen(app: App, size: tuple[int, int] = (1024, 640)) -> NewGameScene:
    """The title screen, then N: the New game screen, as a player opens it."""
    app.resize(size)
    app.reset(TitleScene(app))
    app.step()
    key(app, pygame.K_n)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    return scene
