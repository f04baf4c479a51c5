"""The partner's answer to "may I go out?" sits on the partner's own plate and stays until the player acts."""

from __future__ import annotations

import pygame
import pytest
from test_table_keyboard import HUMAN_CAN_GO_OUT
from ui_helpers import controller_for, key, open_table, scripted_agents, settle

from samba.engine import state as S
from samba.game.settings import Settings
from samba.ui.app_window import App

PARTNER = 2


def asked(app):
    controller = controller_for(app, HUMAN_CAN_GO_OUT, agents=scripted_agents)
    table = open_table(app, controller)
    key(app, pygame.K_a)
    settle(app, table, 50)
    assert controller.state.turn.asked in (S.ASKED_YES, S.ASKED_NO)
    app.draw()
    return controller, table


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_answer_bubble_lies_on_the_partners_plate_clear_of_every_meld_area(data_dir, size):
    app = App(Settings(animation_speed="instant", muted=True), size, persist_settings=False)
    app.services.session.saver = type(app.services.autosaver)(background=False, problems=app.services.problems)
    try:
        _controller, table = asked(app)
        box = table.painter.bubble_rects[PARTNER]
        plate = table.lay.seats[PARTNER]
        assert plate.contains(box), f"the bubble {box} lies on North's plate {plate}"
        assert not any(box.colliderect(area) for area in table.lay.meld_areas.values())
    finally:
        app.close()


def test_the_answer_bubble_stays_while_the_player_reads_and_goes_when_the_player_acts(app):
    _controller, table = asked(app)
    words = table.messages.bubbles.get(PARTNER)
    assert words in ("Yes — go out!", "No, not yet.")
    for _ in range(20):
        table.messages.tick(1.0)  # twenty seconds pass
    app.draw()
    assert table.messages.bubbles.get(PARTNER) == words and PARTNER in table.painter.bubble_rects
    key(app, pygame.K_d)  # the player's move: the card under the cursor goes on the pile
    app.draw()
    assert PARTNER not in table.messages.bubbles and PARTNER not in table.painter.bubble_rects


def test_an_opponents_bubble_still_goes_by_itself(app):
    _controller, table = asked(app)
    table.messages.bubble(1, "May I go out?")
    for _ in range(10):
        table.messages.tick(1.0)
    assert 1 not in table.messages.bubbles
