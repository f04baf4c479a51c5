"""A folded problem's tab and the table's status line share the top edge without covering each other.

Playtest (1024x640, six players, open hands): the folded "Game not saved…" tab lay over the PRACTICE badge
and the end of the status sentence."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import controller_for, open_table, random_agents

from samba.engine import preset
from samba.game import problems as P
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup

DISK_FULL = ("Your settings cannot be saved: the disk is full. Samba keeps trying; until then your changes last "
             "until you quit.")


def _drawn(label, measure) -> pygame.Rect:
    """Where a label's words (or its pill) are drawn."""
    if label.fill is not None:
        return label.box
    box = pygame.Rect(0, 0, measure(label.fitted.text, label.fitted.size, bold=label.fitted.bold), label.box.h)
    setattr(box, label.anchor, getattr(label.box, label.anchor))
    return box


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_folded_tab_leaves_the_status_line_and_its_badges_uncovered(app, size):
    app.resize(size)
    setup = MatchSetup(preset("samba"), 5, ("human", "normal", "normal", "normal"),
                       Practice(open_hands=True, explain_moves=True))
    controller = MatchController(setup, agent_factory=random_agents, runner=BotRunner(inline=True),
                                 saver=app.services.autosaver)
    table = open_table(app, controller)
    app.services.problems.report(P.SETTINGS_SAVE, DISK_FULL, lasting=True)
    app.step()
    app.draw()
    (row,) = [r for r in app.banner.rows if r.problem.key == P.SETTINGS_SAVE]
    app.banner.fold(row.problem)
    for _ in range(3):
        app.step()
    app.draw()
    (tab,) = [r for r in app.banner.rows if r.problem.key == P.SETTINGS_SAVE]
    assert tab.folded
    labels = table.painter.last_labels
    assert labels is not None and labels.badges, "the PRACTICE badge is on the status line"
    measure = app.services.text.width
    for label in (*labels.status, *labels.badges):
        assert not tab.rect.colliderect(_drawn(label, measure)), f"the tab covers {label.fitted.text!r}"
    controller.close()


def test_without_a_tab_the_status_line_keeps_its_whole_width(app):
    table = open_table(app, controller_for(app))
    app.step()
    app.draw()
    assert app.banner.tabs_width == 0
    assert table.look().status_reserve == 0
