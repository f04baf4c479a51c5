"""Every button of the table's bar shows the key that presses it at 1024×640, in every language, as a key cap
beside its label, all labels of the bar in one size and all caps in another.

Playtest (newcomers at 1024×640): "Cancelar" and "Go out" showed no key at the bar's shared size, "Ask partner"
and "Levantar pozo" had lost their [A] and [T]; and "[T] Levantar pozo" beside Spanish words read as a typo.
The table's keys are the same in every language (T takes the pile in Spanish too), so the cap shows the real
key, boxed, so it reads as a key and not as part of the words.
"""

from __future__ import annotations

import pygame
import pytest

from samba import i18n
from samba.engine import state as S
from samba.ui import theme
from samba.ui.table import layout as L
from samba.ui.table.commands import BY_NAME
from samba.ui.table.controls import ButtonBar, Turn, button_states
from samba.ui.widgets import cap_size, draw_buttons, key_words


@pytest.fixture(params=["en", "es", "pt_BR"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _turn(phase: str, stock: int = 40) -> Turn:
    return Turn(mine=True, phase=phase, stock_size=stock, pile=True, pile_blocked=False, can_undo=True,
                may_ask=True)


BARS = {
    "draw": dict(turn=_turn(S.DRAW)),
    "end hand": dict(turn=_turn(S.DRAW, stock=0)),
    "take gathered": dict(turn=_turn(S.DRAW), staged=True, mode="take"),
    "going out gathered": dict(turn=_turn(S.MELD), staged=True, mode="going_out"),
    "opening gathered": dict(turn=_turn(S.MELD), staged=True, mode="opening"),
}
"""The bar in each of its shapes: Draw/End hand, Take it and Suggest, Go out and Cancel, an opening gathered."""


def _drawn(shape: str) -> tuple[ButtonBar, list[tuple[str, int, pygame.Rect]]]:
    """The bar at 1024×640 in ``shape``, drawn; every piece of words drawn (words, size, rect)."""
    lay = L.compute((1024, 640), 4, 0, (0, 1, 0, 1))
    bar = ButtonBar()
    bar.place(lay.buttons)
    args = BARS[shape]
    bar.show(button_states(args["turn"], False, False, args.get("staged", False), args.get("mode", "")))
    text = theme.Text()
    drawn: list[tuple[str, int, pygame.Rect]] = []
    blit = text.blit

    def recorded(surface, words, size, pos, *args, **kwargs):
        rect = blit(surface, words, size, pos, *args, **kwargs)
        drawn.append((words, size, rect))
        return rect

    text.blit = recorded  # type: ignore[method-assign]
    draw_buttons(pygame.Surface((1024, 640)), text, bar.buttons)
    return bar, drawn


@pytest.mark.parametrize("shape", list(BARS))
def test_every_bar_button_shows_its_key_beside_its_label(language, shape):
    bar, drawn = _drawn(shape)
    for name, button in bar.by_name.items():
        command = BY_NAME[bar.states[name].command]
        inside = [words for words, _size, rect in drawn if button.rect.contains(rect)]
        assert inside == [button.label, key_words(command.key_hint)], f"{shape}: {name} shows {inside}"


@pytest.mark.parametrize("shape", list(BARS))
def test_the_bar_labels_share_one_size_and_the_key_caps_another(language, shape):
    bar, drawn = _drawn(shape)
    labels = {size for words, size, _rect in drawn if words in {b.label for b in bar.buttons}}
    caps = {size for words, size, _rect in drawn if words not in {b.label for b in bar.buttons}}
    assert len(labels) == 1, labels
    assert caps == {cap_size(bar.buttons[0].font_size)}
