"""A computer player that fails or stalls is told to the player in one calm, translated sentence — which seat,
and what was played for it — never the error itself, and once a hand however often it happens.

Until now the stall watchdog and a bot's failure were only logged: a newcomer saw West make an odd move (the
first legal one) for no reason shown."""

from __future__ import annotations

import random
import threading

import pytest
from ui_helpers import OPENED, controller_for

from samba import i18n
from samba.ai import RandomAgent
from samba.game.controller import STALL_SECONDS
from samba.game.runner import BotRunner
from samba.ui.table.scene import TableScene

WEST_TO_DRAW = dict(OPENED, turn=1, phase="draw")
"""West (seat 1, a computer) is to draw."""


class _Breaks:
    """A computer player with a bug: every decision raises."""

    name = "breaks"

    def choose(self, obs, rng: random.Random, budget):
        raise RuntimeError("index out of range in a search nobody should see")


class _Hangs:
    """A computer player that never answers until released."""

    name = "hangs"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, obs, rng: random.Random, budget):
        self.release.wait(60)
        return RandomAgent().choose(obs, rng, budget)


def _open(app, agents) -> tuple[TableScene, list[str]]:
    """The table with West to draw and every computer seat played by ``agents``; every note it shows, in order."""
    table = TableScene(app, controller_for(app, WEST_TO_DRAW, agents=agents), fresh=False)
    shown: list[str] = []
    show = table.messages.show_toast

    def recorded(words, bad, keep=False, plan=False):
        shown.append(words)
        show(words, bad, keep, plan)

    table.messages.show_toast = recorded  # type: ignore[method-assign]
    app.push(table)
    return table, shown


def _until_told(app, shown: list[str]) -> None:
    for _ in range(20):
        app.step(0.02)
        if shown:
            return


def test_a_failing_computer_player_is_told_in_a_calm_note(app):
    table, shown = _open(app, lambda level: _Breaks())
    _until_told(app, shown)
    assert table.controller.bot_errors, "the bot failed"
    assert shown[0] == "West's computer player ran into a problem, so a simple legal move was played for it."
    assert table.messages.toast == shown[0] and not table.messages.toast_bad, "a note, not a red refusal"
    table.controller.close()


def test_a_computer_player_failing_at_every_move_is_told_once_a_hand(app):
    table, shown = _open(app, lambda level: _Breaks())
    for _ in range(60):
        app.step(0.02)
    west = [t for t in table.controller.bot_troubles if t.seat == 1 and t.hand == 1]
    assert len(west) > 1, "West failed at more than one move of the hand"
    assert len(shown) == len(set(shown)) == 3, shown
    table.controller.close()


@pytest.mark.parametrize("language", ["es", "pt_BR"])
def test_the_note_is_in_the_players_language(app, language):
    i18n.set_language(language)
    try:
        table, shown = _open(app, lambda level: _Breaks())
        _until_told(app, shown)
        english = "{name}'s computer player ran into a problem, so a simple legal move was played for it."
        assert i18n._(english) != english
        assert shown[0] == i18n._(english).format(name=table.names[1])
        table.controller.close()
    finally:
        i18n.set_language("en")


def test_a_stalled_computer_player_is_told_when_the_normal_level_moves_for_it(app):
    hangs = _Hangs()
    now = [0.0]
    table, shown = _open(app, lambda level: hangs)
    table.controller.clock = lambda: now[0]
    table.controller.runner = BotRunner()
    try:
        app.step(0.02)
        now[0] = STALL_SECONDS + 1
        _until_told(app, shown)
        assert shown[0] == "West was taking too long to choose, so this move is chosen by the Normal level instead."
    finally:
        hangs.release.set()
        table.controller.close()
