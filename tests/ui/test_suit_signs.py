"""Card codes become suit signs wherever the table shows them (move log, banners, dialogs), drawn as pictures
because the font has no ♣♦♥♠ glyphs; only whole-token codes are converted, and the narration stays plain."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import OPENED, card_pos, controller_for, drag, open_table

from samba.engine import events as E
from samba.engine.cards import parse_cards
from samba.engine.events import Event
from samba.game.narration import narrate
from samba.ui import suits


@pytest.mark.parametrize(("plain", "shown"), [
    ("You meld QS QH QC.", "You meld Q♠ Q♥ Q♣."),
    ("East discards 10D.", "East discards 10♦."),
    ("The upcard is 4S.", "The upcard is 4♠."),
    ("North adds JK 2C to your kings.", "North adds Joker 2♣ to your kings."),
    ("Go out: meld AS AH (S15.4)?", "Go out: meld A♠ A♥ (S15.4)?"),
    ("(KD, 9C)", "(K♦, 9♣)"),
])
def test_whole_token_card_codes_become_suit_signs(plain, shown):
    assert suits.signs(plain) == shown


@pytest.mark.parametrize("plain", [
    "BASS CLASS ASK", "red 3s and 4s to 7s", "2C3 QSX 11H 1S JKR", "rule S7.3a", "the J♥ stays", "10 S", "AS_1",
])
def test_words_that_only_contain_code_letters_are_left_alone(plain):
    assert suits.signs(plain) == plain


def test_narration_itself_stays_plain_for_the_terminal_game():
    line = narrate(Event(E.DISCARD, 3, cards=parse_cards("10D")), 4)
    assert line == "East discards 10D."


def test_text_with_signs_is_measured_as_drawn_and_rendered_once(app):
    text = app.services.text
    lines = text.wrap("Drop the J♥ on the 10♥ " * 6, 20, 200)
    assert len(lines) > 1 and all(text.width(line, 20) <= 200 for line in lines)
    image = text.render("Q♥ Q♠", 20, (245, 245, 235))
    assert text.render("Q♥ Q♠", 20, (245, 245, 235)) is image, "cached like any other line"
    assert image.get_width() == text.width("Q♥ Q♠", 20)
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(image.get_width()) for y in range(image.get_height())}
    assert suits.RED_SUIT in colours, "the heart is drawn in red"


def _red_pixels(surface: pygame.Surface, area: pygame.Rect) -> int:
    return sum(1 for x in range(area.x, area.right) for y in range(area.y, area.bottom)
               if tuple(surface.get_at((x, y)))[:3] == suits.RED_SUIT)


def test_a_move_log_line_with_a_code_is_drawn_with_suit_signs(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    drag(app, card_pos(table, "8H"), table.lay.pile.center)
    for _ in range(3):
        app.step()
    assert "You discard 8H." in [line.text for line in table.messages.log], "the log keeps the narration's own words"
    assert "You discard 8♥." in [part for part, _line in table.move_log.lines()]
    table.messages.narration = ""
    table.draw(app.screen)
    assert _red_pixels(app.screen, table.lay.log) > 0, "the heart sign is painted in the move log"
