"""The narration banner keeps off the meld columns where the felt has room (playtest p7: "East discards 3♣." lay
flush against the foot of the player's meld columns, reading as covering their last cards, while the opponents'
area above was empty). The banner is placed by the toast's own search (``toast_place``), asked to keep
``draw.CLEARANCE`` pixels from every card on the table first, and as close as the toast only when nothing else
is free."""

from __future__ import annotations

import pygame
from pygame import Rect
from ui_helpers import controller_for, open_table

from samba.ui.table import draw as D
from samba.ui.table import toast_place
from samba.ui.table.layout import compute

LONG_COLUMNS = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
    "melds": [{"side": 0, "cards": "8C 8D 8S 8H 8C 8D"}, {"side": 0, "cards": "QC QD QH QS QC QD"},
              {"side": 0, "cards": "JC JD JH JS JC JD"}, {"side": 0, "cards": "10C 10D 10H"}],
}
"""Three six-card columns reaching down to the foot of the player's area at 1024×640, a short one beside them."""


def _gap(a: Rect, b: Rect) -> int:
    """Pixels of felt between two rectangles (0 or less: they touch or overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


def test_the_banner_keeps_its_clearance_from_every_card_on_a_table_with_room(app):
    app.resize((1024, 640))
    table = open_table(app, controller_for(app, LONG_COLUMNS))
    surface = pygame.Surface(app.size)
    look = table.look()
    look.narration = "West melds 9♣ 9♦ 9♠."
    table.painter.draw(surface, table.lay, table.shown, table.sprites, look, table.viewer)
    banner = table.painter.narration_rect
    assert banner is not None
    cards = [sprite.rect for sprite in table.sprites.table_cards] + [sprite.rect for sprite in table.sprites.hand]
    nearest = min(_gap(banner, card) for card in cards)
    assert nearest >= D.CLEARANCE, f"the banner lies {nearest} px from a card"
    table.controller.close()


def _wrap(words: str, _size: int, width: int) -> list[str]:
    """Eight pixels a character, broken at spaces."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1] + " " + word) * 8 <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def test_words_said_in_one_line_take_a_stretch_of_free_felt_too_narrow_for_a_paragraph():
    lay = compute((1024, 640), 4, 0, (0, 1, 0, 1))
    felt = lay.area_content(0)
    # The player's area full of cards but for a stretch 220 px wide at its right; the hand's strip, the
    # opponents' area and the foot of the table taken too.
    cards = [Rect(felt.x, felt.y, felt.w - 220, felt.h), lay.hand, lay.meld_areas[1],
             Rect(lay.table.x, felt.bottom, lay.table.w, lay.hand.y - felt.bottom)]
    placed = toast_place.place(lay, "West discards 9H.", _wrap, cards)
    assert placed.rect.collidelist(cards) < 0
    assert len(placed.lines) == 1 and placed.rect.w < toast_place.MIN_FREE_W
