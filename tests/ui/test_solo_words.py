"""A player without a partner is told "you", never "your side" (2 and 3 players, 5 playing individually).

Playtest: three-player games in Spanish said "tu equipo" (your team) to a player who plays alone. The table asks
the engine whether the seat has a partner (``Observation.plays_alone``); the status line, the refusals and the
staging notes take the solo wording then, and keep "your side" for partnerships.
"""

from __future__ import annotations

import pytest
from ui_helpers import controller_for

from samba import i18n
from samba.engine import TakePile, observe
from samba.engine.actions import LAYOFF
from samba.game import refusal_words
from samba.game.refusal_words import SENTENCES, SOLO_SENTENCES
from samba.game.refusal_words import refusal_words as words_of
from samba.game.staging import pile_verdict
from samba.ui.table.status import status_line

NAMES = {0: "You", 1: "West", 2: "North", 3: "East"}
THREE_UNOPENED = {"rules": {"preset": "samba", "player_count": 3}, "turn": 0, "phase": "draw",
                  "hands": {"0": "9S 4D 5C JH KS", "1": "4C 5D 6C", "2": "7C 7D 8H"}, "pile": "4S 5S 9H"}
"""Three players; you have not opened and hold one nine: the pile is frozen for you until you open (S7.4)."""
FOUR_UNOPENED = dict(THREE_UNOPENED, rules="samba", hands={"0": "9S 4D 5C JH KS", "1": "4C 5D 6C", "2": "7C 7D 8H",
                                                          "3": "JC 4S QD"})


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _line(controller) -> str:
    return status_line(controller, observe(controller.state, 0), NAMES, None, False, False)


def test_playing_alone_the_status_line_says_you_need_to_open(app):
    controller = controller_for(app, dict(THREE_UNOPENED, phase="meld", hands=dict(THREE_UNOPENED["hands"],
                                                                                   **{"0": "9S 4D 5C JH KS 6H"})))
    assert observe(controller.state, 0).plays_alone
    assert _line(controller).startswith("You need 50 points to open")


def test_with_a_partner_the_status_line_still_says_your_side(app):
    controller = controller_for(app, dict(FOUR_UNOPENED, phase="meld", hands=dict(FOUR_UNOPENED["hands"],
                                                                                  **{"0": "9S 4D 5C JH KS 6H"})))
    assert not observe(controller.state, 0).plays_alone
    assert _line(controller).startswith("Your side needs 50 points to open")


def test_in_spanish_a_three_player_game_never_says_tu_equipo(app, spanish):
    controller = controller_for(app, dict(THREE_UNOPENED, phase="meld", hands=dict(THREE_UNOPENED["hands"],
                                                                                   **{"0": "9S 4D 5C JH KS 6H"})))
    line = _line(controller)
    assert line.startswith("Necesitas 50 puntos para abrir") and "equipo" not in line


def test_playing_alone_a_take_refused_before_opening_says_you_have_not_opened(app):
    controller = controller_for(app, THREE_UNOPENED)
    obs = observe(controller.state, 0)
    problem = controller.check(TakePile(LAYOFF, (), 0))  # the top card onto a meld, before opening (S7.6)
    assert problem is not None and problem.code == "PILE_FROZEN_UNOPENED"
    assert words_of(refusal_words.for_seat(problem, obs.plays_alone)) == (
        "You have not opened: the pile can only be taken with a natural pair.")
    assert words_of(problem) == "Your side has not opened: the pile can only be taken with a natural pair."


def test_the_table_words_its_own_checks_for_a_player_alone(app, spanish):
    """The reasons the table gives before any move (why the pile cannot be taken now) come from the same checks."""
    controller = controller_for(app, THREE_UNOPENED)
    verdict = pile_verdict(observe(controller.state, 0))
    assert verdict.problem is not None
    assert "equipo" not in words_of(verdict.problem)


def test_every_solo_sentence_replaces_a_sentence_about_your_side():
    for key, solo in SOLO_SENTENCES.items():
        assert key in SENTENCES, f"{key} has no team wording to replace"
        assert "side" in SENTENCES[key].lower() and "side" not in solo.lower()
