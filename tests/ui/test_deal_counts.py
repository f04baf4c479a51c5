"""While the deal flies, the other seats' card counts count up instead of showing the final numbers."""

from __future__ import annotations

from itertools import pairwise

from ui_helpers import controller_for, open_table

from samba.ui.table.layout import frozen_peek
from samba.ui.table.view import build


def test_seat_counts_count_up_during_the_deal_animation(app):
    app.services.settings = app.services.settings.with_changes(animation_speed="normal")
    controller = controller_for(app, None)
    table = open_table(app, controller, fresh=True)
    finals = controller.observation().hand_sizes
    seen: list[dict[int, int]] = []
    for _ in range(600):
        if table.look().deal_counts is not None:
            seen.append(dict(table.look().deal_counts))
        elif seen:
            break
        app.step()
    assert seen, "the counts were shown while dealing"
    others = [s for s in range(len(finals)) if s != table.viewer]
    assert all(seen[0][s] < finals[s] for s in others), "the deal starts from (nearly) empty hands"
    for earlier, later in pairwise(seen):
        assert all(earlier[s] <= later[s] for s in others), "counts only go up"
    assert any(0 < seen[i][others[0]] < finals[others[0]] for i in range(len(seen))), "they pass through"
    assert table.look().deal_counts is None


FROZEN = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "5H 5D 9S 7S 9D QH QS", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 9H 2D 6C 7D KH",
}


def test_the_wild_card_under_a_frozen_pile_shows_well_above_it(app):
    controller = controller_for(app, FROZEN)
    table = open_table(app, controller)
    scene = build(table.shown, table.state.hand, table.lay)
    wild = next(s for s in scene.table_cards if s.key == ("pile", -1))
    top = next(s for s in scene.table_cards if s.key == ("pile", 0))
    assert wild.sideways and wild.code == "2D"
    shown_above = top.rect.y - wild.rect.y
    assert shown_above >= frozen_peek(top.rect.w) and wild.rect.w > top.rect.w
    assert not wild.rect.colliderect(table.lay.stock), "it does not cover the stock"
