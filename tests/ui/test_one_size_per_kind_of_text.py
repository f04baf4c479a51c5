"""One size for each kind of text on a screen: when one item needs smaller print to fit, its siblings take the
same size (or a shorter wording), never one item alone in small print (a newcomer's playtest at 1024x640:
"Desligado" smaller than the "Desligado" above it, the rules' name in small print although it fits,
"Levantar pozo [T]" smaller than the buttons beside it, "Cartas que quedan en la mano" smaller than the
other score rows).

Every ``Text.blit`` of a frame is recorded with its size; the words of each kind are found by their place.
"""

from __future__ import annotations

import pygame
import pytest
from test_going_out import READY, _go_out_to_summary
from ui_helpers import OPENED, controller_for, new_game_screen, open_table

from samba import i18n
from samba.ui import theme
from samba.ui.scenes.summary import SummaryScene


@pytest.fixture(params=["en", "es", "pt_BR"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


class Blits:
    """Every piece of words a frame drew on the window: (words, size, colour, rect)."""

    def __init__(self, app, monkeypatch) -> None:
        self.drawn: list[tuple[str, int, tuple, pygame.Rect]] = []
        text = app.services.text
        blit = text.blit

        def recorded(surface, words, size, pos, colour=theme.INK, *args, **kwargs):
            rect = blit(surface, words, size, pos, colour, *args, **kwargs)
            if surface is app.screen:
                self.drawn.append((words, size, tuple(colour), rect))
            return rect

        monkeypatch.setattr(text, "blit", recorded)

    def inside(self, box: pygame.Rect) -> list[tuple[str, int, tuple, pygame.Rect]]:
        return [d for d in self.drawn if box.contains(d[3])]


def test_every_value_and_every_label_of_the_new_game_screen_has_one_size(app, language, monkeypatch):
    scene = new_game_screen(app)
    blits = Blits(app, monkeypatch)
    app.draw()
    values, labels = {}, {}
    for picker in scene.pickers:
        left, right = picker.arrows()
        value_box = pygame.Rect(left.right, picker.rect.y, right.x - left.right, picker.rect.h)
        (value,) = [d for d in blits.inside(value_box) if d[2] == tuple(theme.GOLD)]
        values[value[0]] = value[1]
        label_box = pygame.Rect(picker.rect.x, picker.rect.y, left.x - picker.rect.x, picker.rect.h)
        (label,) = blits.inside(label_box)
        labels[label[0]] = label[1]
    assert len(set(values.values())) == 1, f"values in several sizes: {values}"
    assert len(set(labels.values())) == 1, f"labels in several sizes: {labels}"


def test_the_rules_name_is_in_full_size_when_its_shown_wording_fits(app, language, monkeypatch):
    """Playtest: "Samba (padrão)" in small print because "Samba, Hoyle (160 a partir de 7.000)" — shown as
    "Samba, Hoyle" when it is chosen — was measured whole."""
    scene = new_game_screen(app)
    rules = scene.pickers[1]
    assert rules.fitting_sizes(app.services.text)[1] == 24


def test_the_table_buttons_words_have_one_size(app, language, monkeypatch):
    app.resize((1024, 640))
    table = open_table(app, controller_for(app, OPENED))
    blits = Blits(app, monkeypatch)
    app.draw()
    sizes = {}
    for button in table.bar.buttons:
        (words,) = [d for d in blits.inside(button.rect) if d[0] == button.label]  # the label (its key cap aside)
        sizes[words[0]] = words[1]
    assert len(set(sizes.values())) == 1, f"bar buttons in several sizes: {sizes}"
    table.controller.close()


def test_every_item_row_of_the_score_sheets_has_one_size(app, language):
    app.resize((1024, 640))
    table = open_table(app, controller_for(app, dict(READY, asked="yes", red_threes={"0": "3H", "1": "3D 3H"})))
    scene = _go_out_to_summary(app, table)
    assert isinstance(scene, SummaryScene)
    app.draw()
    rows = [item for plan in scene.plans for item in plan.words
            if item.colour == theme.INK and not item.bold and item.pos[0] == plan.box.x + 14]
    assert len(rows) >= 4
    assert len({item.size for item in rows}) == 1, [(item.text, item.size) for item in rows]
