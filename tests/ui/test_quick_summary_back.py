"""The Quick summary's Back is Esc, as on every other screen (it said "Back [Enter]")."""

from __future__ import annotations

import pygame
from ui_helpers import key

from samba.ui.scenes.how_to_play import HowToPlayScene
from samba.ui.scenes.rules_help import RulesScene


def _quick_summary(app) -> tuple[HowToPlayScene, RulesScene]:
    how = HowToPlayScene(app)
    app.push(how)
    app.step()
    key(app, pygame.K_k)
    summary = app.top
    assert isinstance(summary, RulesScene)
    return how, summary


def test_the_quick_summary_back_button_says_esc(app):
    _how, summary = _quick_summary(app)
    back = next(b for b in summary.buttons if b.label == "Back")
    assert back.key == pygame.K_ESCAPE and back.key_hint == "Esc"


def test_esc_leaves_the_quick_summary(app):
    how, _summary = _quick_summary(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is how
