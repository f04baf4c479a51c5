"""Time played counts every minute at the table: a hand left unscored (the match left during it, for good or
until Continue) counts too (playtest p9-140: "Tiempo jugado 2 minutos" after about five minutes of play, the
second hand, in progress, lost)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from record_play import FakeClock, new_book

from samba.ai import make_agent
from samba.engine import preset
from samba.game.controller import MatchController
from samba.game.record import Filters, compute, store
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup


def _controller(saves: list) -> MatchController:
    setup = MatchSetup(preset("samba", player_count=2), 5, ("human", "easy"))
    return MatchController(setup, runner=BotRunner(inline=True), saver=saves.append)


def _moves(controller: MatchController, clock: FakeClock, count: int, seconds: float) -> None:
    """``count`` of the player's moves, ``seconds`` apart (the bot answers at once); the hand goes on."""
    import random

    from samba.ai.base import Budget

    me = make_agent("easy")
    rng = random.Random(1)
    made = 0
    while made < count:
        assert not controller.hand_over
        if controller.human_to_act():
            clock.advance(seconds)
            controller.act(me.choose(controller.observation(), rng, Budget(0.05)))
            made += 1
        else:
            controller.poll_bot()


def _time_played(book) -> float:
    return compute(book.read().matches, Filters(), datetime(2100, 1, 1, tzinfo=UTC)).seconds


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def book(tmp_path, clock):
    return new_book(tmp_path / "saves" / store.RECORD_FILE, clock)


def test_a_hand_left_unscored_counts_its_time(book, clock):
    controller = _controller([])
    book.attach(controller)
    _moves(controller, clock, 3, 60.0)
    controller.close()
    assert _time_played(book) == pytest.approx(180.0)


def test_a_resumed_hand_counts_the_time_before_and_after_the_break(book, clock):
    saves: list = []
    controller = _controller(saves)
    book.attach(controller)
    _moves(controller, clock, 2, 60.0)
    controller.close()
    clock.advance(3600.0)  # away from the table: not play time
    resumed = MatchController.from_save(saves[-1], runner=BotRunner(inline=True))
    book.attach(resumed, resumed=True)
    _moves(resumed, clock, 1, 30.0)
    resumed.close()
    assert _time_played(book) == pytest.approx(150.0)


def test_quitting_the_game_during_a_hand_keeps_its_time(book, clock):
    controller = _controller([])
    book.attach(controller)
    _moves(controller, clock, 2, 45.0)
    book.close()  # the window closes with the match on the table
    assert _time_played(book) == pytest.approx(90.0)
