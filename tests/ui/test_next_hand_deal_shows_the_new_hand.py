"""While the next hand is dealt, the seat plates and the score panel show the new hand, not the last one.

A newcomer pressed Next hand and, while the cards flew, read the last hand's figures: "Hand 1", the
canastas its sides had made, the cards the others were left holding. Here the real window goes out,
presses Next hand (Enter) on the score sheet with the deal animated, and reads the labels drawn during
the deal.
"""

from __future__ import annotations

import pygame
from test_going_out import READY, _go_out_to_summary
from ui_helpers import controller_for, key, open_table


def _dealing_the_next_hand(app):
    app.resize((1024, 640))
    controller = controller_for(app, dict(READY, asked="yes"))  # the partner said yes: no question
    table = open_table(app, controller)
    _go_out_to_summary(app, table)
    app.services.settings = app.services.settings.with_changes(animation_speed="normal")
    key(app, pygame.K_RETURN)  # Next hand
    assert app.top is table and table.dealing
    app.step()
    app.draw()
    assert table.dealing, "the deal is still flying"
    return controller, table, {label.name: label.fitted.text for label in table.painter.last_labels.all()}


def test_the_score_panel_names_the_new_hand_while_it_is_dealt(app):
    controller, _table, labels = _dealing_the_next_hand(app)
    assert controller.state.hand_number == 2
    assert "2" in labels["score header"] and "1" not in labels["score header"].replace("10,000", "")
    for side in range(len(controller.observation().sides)):
        assert "2/2" not in labels[f"detail {side}"], "no canasta of the last hand is counted"


def test_the_seat_plates_count_up_to_the_new_hands_sizes_while_it_is_dealt(app):
    controller, table, _labels = _dealing_the_next_hand(app)
    dealt = controller.observation().hand_sizes
    seen = set()
    for _ in range(600):
        counts = table.look().deal_counts
        if counts is None:
            break
        seen |= {(seat, count) for seat, count in counts.items()}
        app.step()
    others = [seat for seat in range(len(dealt)) if seat != table.viewer]
    for seat in others:
        assert max(count for s, count in seen if s == seat) == dealt[seat], "each plate reaches the dealt count"
    shown = {label.name: label.fitted.text for label in table.painter.last_labels.all()}
    assert all(str(dealt[seat]) in shown[f"cards {seat}"] for seat in others)


def test_no_note_of_the_last_hand_stays_over_the_new_deal(app):
    _controller, table, _labels = _dealing_the_next_hand(app)
    assert table.look().toast == "", "the last hand's 'you are going out' note is gone"
