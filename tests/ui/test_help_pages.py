"""Rules help on screen: every section opens and draws its card pictures, the table's own rules are listed,
every rule number the engine can cite opens a section, and a refusal on a match table offers "Why?"."""

from __future__ import annotations

import pathlib
import re

import pygame
import pytest
from ui_helpers import OPENED, card_pos, controller_for, drag, key, open_table

from samba.engine import preset
from samba.game import rules_help as H
from samba.ui.scenes.help_pages import HelpScene, preset_name_of

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "samba" / "engine"


def cited_rules() -> list[str]:
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        found.update(re.findall(r'"((?:S\d+(?:\.\d+)?[a-z]?)|BR\d+|C\d+)"', path.read_text()))
    return sorted(found)


def test_every_section_opens_and_draws_its_cards_from_our_art(app):
    scene = HelpScene(app)
    app.push(scene)
    drawn: list[str] = []
    real_face = app.services.images.face

    def face(code, width, **kw):
        drawn.append(code)
        return real_face(code, width, **kw)

    app.services.images.face = face
    for index, section in enumerate(H.SECTIONS):
        drawn.clear()
        key(app, pygame.K_DOWN) if index else app.step()
        assert scene.section is section
        assert drawn == list(section.cards)


@pytest.mark.parametrize("rule", cited_rules())
def test_every_rule_the_engine_cites_opens_an_existing_section(app, rule):
    section = H.section_for_rule(rule)
    scene = HelpScene(app, None, section.id)
    assert scene.section is section and scene.paragraphs()


def test_your_tables_rules_lists_every_difference_in_words(app):
    rules = preset("brazilian")
    assert preset_name_of(rules) == "brazilian" and preset_name_of(preset("samba")) == "samba"
    scene = HelpScene(app, rules, "table_rules")
    lines = scene.paragraphs()
    playing_differently = [name for name in rules.differences() if name != "hand_size"]  # 15 cards either way
    assert len(lines) == 1 + 1 + len(playing_differently)


def test_a_refused_drop_on_a_match_table_offers_why_and_it_opens_the_rule(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    meld = next(b for b in table.sprites.melds if b.meld_id == 1).rect.center
    drag(app, card_pos(table, "KC"), meld)
    assert table.messages.toast_bad and table.why.visible
    rule = table.why.rule
    key(app, pygame.K_w, unicode="w")
    assert isinstance(app.top, HelpScene) and app.top.section is H.section_for_rule(rule)
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_in_portuguese_the_why_button_and_the_help_pages_reason_are_in_portuguese(app):
    from samba import i18n

    i18n.set_language("pt_BR")
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    meld = next(b for b in table.sprites.melds if b.meld_id == 1).rect.center
    drag(app, card_pos(table, "KC"), meld)
    assert table.why.visible and table.why.button.label == "Por quê?"
    refusal = table.messages.toast
    assert refusal == "Num grupo de 8 só entram 8 ou curingas. (S8.1)"
    key(app, pygame.K_w, unicode="w")
    assert isinstance(app.top, HelpScene)
    assert app.top.reason == f"Você perguntou por quê: {refusal}"
