"""Every suit sign the game prints is in the colours of the deck in use, as the cards are drawn (playtest p8: with
the four-colour deck the narration banner showed A♦ red while the log showed it blue; the lesson panel showed 8♦
red beside a blue 8♦; so did the going-out question). ``suits.sign_colour`` is the one place that decides."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import OPENED, controller_for, key, open_table

from samba.ui import suits, theme
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.table.move_log import MoveLog


def _blue(pixel) -> bool:
    r, g, b = pixel[:3]
    return b > 150 and b > r + 60 and b > g + 20


def _red(pixel) -> bool:
    r, g, b = pixel[:3]
    return r > 150 and r > g + 80 and r > b + 80


def _count(surface: pygame.Surface, rect: pygame.Rect, test) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if test(surface.get_at((x, y))))


def _strongest(surface: pygame.Surface) -> tuple[int, int, int]:
    """The most saturated opaque pixel: the sign's own colour (the letters are grey-white or dark)."""
    best, colour = -1, (0, 0, 0)
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a == 255 and max(r, g, b) - min(r, g, b) > best:
                best, colour = max(r, g, b) - min(r, g, b), (r, g, b)
    return colour


@pytest.mark.parametrize("four_colour", (False, True), ids=("classic", "four_colour"))
@pytest.mark.parametrize("ink", (theme.INK, theme.INK_DARK), ids=("on_dark", "on_light"))
@pytest.mark.parametrize("sign", ("♦", "♣", "♥"))
def test_text_and_the_move_log_draw_a_sign_in_the_one_colour_the_deck_gives_it(sign, ink, four_colour):
    pygame.font.init()
    text = theme.Text()
    text.four_colour = four_colour
    expected = suits.sign_colour(sign, ink, four_colour)
    drawn = _strongest(text.render(f"8{sign}", 40, ink))
    assert all(abs(a - b) <= 12 for a, b in zip(drawn, expected, strict=True)), (drawn, expected)
    log = MoveLog(text, [], four_colour=lambda: four_colour)
    surface = pygame.Surface((200, 60), pygame.SRCALPHA)
    log.blit_line(surface, f"8{sign}", (0, 0), ink)
    logged = _strongest(surface)
    assert all(abs(a - b) <= 12 for a, b in zip(logged, expected, strict=True)), (logged, expected)


@pytest.mark.parametrize(("code", "sign"), [("AD", "♦"), ("AC", "♣"), ("AH", "♥")])
@pytest.mark.parametrize("four_colour", (False, True), ids=("classic", "four_colour"))
def test_a_sign_in_dark_ink_has_the_colour_of_the_card_art(app, code, sign, four_colour):
    """The ace's big pip, at its centre, is the deck's colour for its suit; the sign on a light background is
    that colour, and the sign on the dark felt is of the same hue (brightened to read)."""
    face = app.services.images.face(code, 200, four_colour=four_colour)
    art = face.get_at(face.get_rect().center)[:3]
    on_light = suits.sign_colour(sign, theme.INK_DARK, four_colour)
    if sign == "♣" and not four_colour:
        assert on_light == theme.INK_DARK, "a classic club is written in the ink"
        return
    assert all(abs(a - b) <= 40 for a, b in zip(art, on_light, strict=True)), (art, on_light)
    on_dark = suits.sign_colour(sign, theme.INK, four_colour)
    assert max(range(3), key=lambda i: on_dark[i]) == max(range(3), key=lambda i: art[i]), (on_dark, art)


def _four_colour_deck_in_settings(app) -> None:
    """As a player: Esc (the menu), S (Settings), down to Four-colour deck, right to turn it on, Enter (Done)."""
    below = app.top
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_s)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    while settings.pickers[settings.focus] is not settings.fields["four_colour"]:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert app.services.settings.four_colour
    key(app, pygame.K_RETURN)
    assert app.top is below


def test_the_narration_banner_shows_a_diamond_blue_with_the_four_colour_deck(app):
    table = open_table(app, controller_for(app, OPENED))
    _four_colour_deck_in_settings(app)
    table.messages.narration = suits.signs("West discards AD.")
    app.draw()
    rect = table.painter.narration_rect
    assert rect is not None
    assert _count(app.screen, rect, _blue) > 10, "the ♦ is blue, as the four-colour deck draws it"
    assert _count(app.screen, rect, _red) == 0


def test_a_question_over_the_table_shows_a_diamond_blue_with_the_four_colour_deck(app):
    open_table(app, controller_for(app, OPENED))
    _four_colour_deck_in_settings(app)
    dialog = app.goto("confirm", suits.signs("Go out and discard 8D?"), lambda: None)
    app.draw()
    assert _count(app.screen, dialog.panel, _blue) > 10
    assert _count(app.screen, dialog.panel, _red) == 0
