"""The score panel's lines about each side read in whole words at 1024×640, whatever the language.

Playtest: a Brazilian six-player table in Portuguese read "jogo aberto · 0/2 · falta samba" and
"canastas 5/2 · 3 verm.: 6" — a code, not words. Where a side's details run long they take two lines (the
opening and the canastas; what else it needs and its red 3s), each inside the panel.
"""

from __future__ import annotations

import pytest
from ui_helpers import open_table, random_agents

from samba import i18n
from samba.engine import scenario
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.settings import Settings
from samba.game.setup import MatchSetup
from samba.game.showcase import crowded_position
from samba.ui.app_window import App


def _panel(language: str, players: int = 6):
    app = App(Settings(animation_speed="instant", muted=True, language=language), size=(1024, 640),
              persist_settings=False)
    position = crowded_position(players, 40)
    position.pop("stock", None)
    position["rules"] = {"preset": "brazilian", "player_count": players}
    state = scenario.load(position)
    setup = MatchSetup(state.rules, 1, ("human",) + ("normal",) * (players - 1))
    controller = MatchController(setup, agent_factory=random_agents, runner=BotRunner(inline=True), start=state)
    table = open_table(app, controller)
    app.draw()
    labels = table.painter.last_labels
    assert labels is not None
    return app, list(labels.score), table


@pytest.fixture
def restore_language(data_dir):
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["es", "pt_BR"])
def test_a_side_that_needs_a_samba_says_so_in_whole_words(restore_language, language):
    app, labels, _table = _panel(language)
    try:
        texts = {label.name: label.fitted.text for label in labels}
        needed = {"es": ("para cerrar: una samba y 1 más", "para cerrar: samba + 1"),
                  "pt_BR": ("para bater: um samba e mais 1", "para bater: samba + 1")}[language]
        goals = {texts[f"more {side}"].split(" · ")[0] for side in range(3)}
        assert len(goals) == 1 and goals <= set(needed), texts
        assert "canastas: 0, sambas: 0" in texts["detail 1"]
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_every_line_of_the_score_panel_fits_inside_it(restore_language, language):
    app, labels, table = _panel(language)
    try:
        measure = app.services.text.width
        for label in labels:
            assert table.lay.score.contains(label.box), f"{label.name} runs out of the panel"
            assert measure(label.fitted.text, label.fitted.size, label.fitted.bold) <= label.box.w, label.name
        boxes = [label.box for label in labels if not label.name.startswith("points")]
        for i, box in enumerate(boxes):
            assert box.collidelist(boxes[i + 1:]) == -1, "no two lines overlap"
    finally:
        app.close()


RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_both_sides_read_what_going_out_needs_in_the_same_words(restore_language, language):
    """Playtest p9-93: "para bater: um samba e mais 1" for one side and "para bater: samba + 1" for the other,
    whose red 3s had taken the room: the same need reads the same for every side."""
    i18n.set_language(language)
    app = App(Settings(animation_speed="instant", muted=True, language=language), size=(1024, 640),
              persist_settings=False)
    try:
        position = {"rules": {"preset": "brazilian", "player_count": 4}, "turn": 0, "phase": "draw",
                    "pile": "AD", "melds": [], "opened": [False, False], "red_threes": {"1": "3D 3H"},
                    "hands": {str(seat): " ".join(rank + suit for rank in RANKS) for seat, suit in enumerate("CHSC")}}
        state = scenario.load(position)
        setup = MatchSetup(state.rules, 1, ("human",) + ("normal",) * 3)
        controller = MatchController(setup, agent_factory=random_agents, runner=BotRunner(inline=True), start=state)
        table = open_table(app, controller)
        app.draw()
        texts = {label.name: label.fitted.text for label in table.painter.last_labels.score}
        goals = {texts[f"more {side}"].split(" · ")[0] for side in (0, 1)}
        assert len(goals) == 1, texts
        assert texts["more 1"] != texts["more 0"], "the side with red 3s also says them"
    finally:
        app.close()
