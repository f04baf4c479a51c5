"""The score sheet says every item whole: a short wording chosen in advance where the sheet is narrow,
and the reason for a surprising minus on its own line (a newcomer saw "Red threes × 2 (too f…  -200")."""

from __future__ import annotations

import pytest
from test_going_out import READY, _go_out_to_summary
from ui_helpers import controller_for, open_table

from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.summary import SummaryScene

RED_THREES_SHORT = dict(READY, asked="yes", red_threes={"0": "3H", "1": "3D 3H"})
"""You go out; West & East hold two red threes and have no canasta (S5.6: they count minus)."""


@pytest.fixture(params=[(1280, 800), (1024, 640)], ids=lambda size: f"{size[0]}x{size[1]}")
def summary(request, data_dir):
    app = App(Settings(animation_speed="instant", muted=True), request.param, persist_settings=False)
    services = app.services
    services.session.saver = type(services.autosaver)(background=False, problems=services.problems)
    table = open_table(app, controller_for(app, RED_THREES_SHORT))
    scene = _go_out_to_summary(app, table)
    assert isinstance(scene, SummaryScene)
    yield app, scene
    app.close()


def _plans(app, scene):
    scene.draw(app.screen)
    assert scene.plans, "the sheets are on screen"
    return scene.plans


def test_S5_6_the_sheet_says_why_red_threes_count_minus(summary):
    app, scene = summary
    west_east = next(plan for plan in _plans(app, scene) if plan.side == 1)
    said = " ".join(item.text for item in west_east.words)
    assert "Red threes × 2" in said or "Red 3s × 2" in said
    assert "-200" in said
    assert "Minus: this side completed fewer than 2 canastas (S5.6)." in said


def test_S5_6_the_opponents_column_never_blames_your_side(summary):
    app, scene = summary
    west_east = next(plan for plan in _plans(app, scene) if plan.side == 1)
    said = " ".join(item.text for item in west_east.words)
    assert "your side" not in said and "against you" not in said, said


def test_every_word_on_the_score_sheet_fits_its_panel_whole(summary):
    app, scene = summary
    measure = app.services.text.width
    for plan in _plans(app, scene):
        for item in plan.words:
            assert "…" not in item.text, f"cut wording on the sheet: {item.text!r}"
            assert plan.box.contains(item.rect(measure)), f"{item.text!r} spills out of its sheet"
        labels = [item for item in plan.words if item.anchor == "topleft"]
        amounts = [item for item in plan.words if item.anchor == "topright"]
        for label in labels:
            for amount in amounts:
                assert not label.rect(measure).colliderect(amount.rect(measure)), \
                    f"{label.text!r} runs into {amount.text!r}"


def test_a_side_with_enough_canastas_has_no_reason_line(summary):
    app, scene = summary
    yours = next(plan for plan in _plans(app, scene) if plan.side == 0)
    assert not any(item.text.startswith("Minus") for item in yours.words)
