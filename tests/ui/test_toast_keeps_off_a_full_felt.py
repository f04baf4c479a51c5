"""A toast (a hint, a refusal, a note) prefers a spot that hides no card at all, anywhere on the felt; when none
exists it hides the fewest cards, and never what it speaks about.

Playtest (newcomers, 1024×640): with eight melds down on your side, the hint lay across the foot of the table,
on the bottom cards of six meld columns, while the opponents' area above had room to spare."""

from __future__ import annotations

import pygame
from pygame import Rect
from ui_helpers import OPENED, card_pos, click, controller_for, key, open_table, post, practice_table

from samba.game import rules_help as H
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.table import layout as L
from samba.ui.table import toast_place

FULL_FELT = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "5H 5D 5S 8H KC 7S 9D QH QD 4C", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D",
    "melds": [{"side": 0, "cards": "8C 8D 8S 8C 8D 2C"}, {"side": 0, "cards": "KH KD KS KC KH KD"},
              {"side": 0, "cards": "4D 5D 6D 7D 8D 9D"}, {"side": 0, "cards": "JC JD JS JH JC"},
              {"side": 0, "cards": "AC AD AS AH AC 2D"}, {"side": 0, "cards": "7C 7D 7S 7H"},
              {"side": 0, "cards": "10C 10D 10S 10H 10C"}, {"side": 0, "cards": "9C 9H 9S 9C"},
              {"side": 1, "cards": "QC QH QS"}, {"side": 1, "cards": "6C 6H 6S 6C"}],
    "opened": [True, True],
}
"""Eight long melds on your side reach down to the hand; the opponents' area has two short ones."""


def _one_line(text: str, size: int, width: int) -> list[str]:
    return [text]


def test_a_hint_on_a_full_felt_lies_on_free_felt_not_on_the_melds():
    app, table = practice_table((1024, 640), FULL_FELT, open_hands=False)
    try:
        key(app, pygame.K_h)
        for _ in range(200):
            app.step(0.02)
            if table.messages.toast:
                break
        assert table.messages.toast, "the hint was shown"
        app.step(0.02)
        toast = table.painter.toast_rect
        assert toast is not None
        cards = [s.rect for s in table.sprites.table_cards] + [s.rect for s in table.sprites.hand]
        assert [c for c in cards if toast.colliderect(c)] == []
    finally:
        app.close()


def test_the_toast_never_covers_what_it_is_about_when_another_spot_exists():
    lay = L.compute((1024, 640), 4, 0, (0, 1, 2, 3))
    w, h = lay.cards.meld
    everywhere = [Rect(x, y, w, h) for x in range(lay.table.x, lay.table.right, w)
                  for y in range(lay.table.y, lay.hand.y, h // 2)]
    about = Rect(lay.table.centerx - w // 2, lay.hand.y - 6 - h, w, h)  # the meld the hint adds to, at the foot
    box = toast_place.place(lay, "Hint: add Q♥ to your queens.", _one_line, everywhere, protected=[about])
    assert not box.rect.colliderect(about)


def test_with_no_free_spot_the_toast_covers_card_bodies_rather_than_corners():
    lay = L.compute((1024, 640), 4, 0, (0, 1, 2, 3))
    w = lay.cards.meld[0]
    # Every meld area is filled by tall cards whose corner indices lie just above it (only their bodies are in
    # the area); at the foot of the table, just above the hand, a row of low cards shows its corners.
    bodies = []
    for side in lay.meld_areas:
        content = lay.area_content(side)
        tall = int((lay.hand.y - content.y) / (1 - lay.index.least)) + 2
        top = content.y - int(tall * lay.index.least) - 2
        bodies += [Rect(x, top, w, tall) for x in range(lay.table.x, lay.table.right, w)]
    corners = [Rect(x, lay.hand.y - 26, w, 20) for x in range(lay.table.x, lay.table.right, w)]
    hand = [Rect(x, lay.hand.y + 4, w, lay.hand.h - 8) for x in range(lay.hand.x, lay.hand.right - w, w)]
    box = toast_place.place(lay, "Hint: meld your queens.", _one_line, bodies + corners + hand)
    assert [c for c in bodies + corners if box.rect.colliderect(lay.index.rect(c))] == []


def test_a_refusal_counts_the_refused_cards_as_what_it_is_about(app):
    app.resize((1024, 640))
    table = open_table(app, controller_for(app, OPENED))
    for code in ("5H", "KC"):
        click(app, card_pos(table, code))
    key(app, pygame.K_RETURN)  # 5♥ K♣ is no meld: refused
    app.step()
    assert table.messages.toast_bad
    refused = [s.rect for s in table.sprites.hand if s.code in ("5H", "KC")]
    assert all(rect in table.toast_about() for rect in refused)
    assert [r for r in refused if table.painter.toast_rect.colliderect(r)] == []
    table.controller.close()


BESIDE_THE_COLUMNS = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "4C 4D 5H 5S 7S 9S JH JD AH 3C 3S", "1": "4H 4S 7C 9C", "2": "4H 7H 9H QH",
              "3": "4S 9S QS KS"},
    "pile": "4C 5D",
    "melds": [{"side": 0, "cards": "6C 6D 6S 6C"}, {"side": 0, "cards": "KH KD KS KC KH 2C JK"},
              {"side": 0, "cards": "7C 7D 7S 7H"}, {"side": 0, "cards": "9C 9D 9S 9H"},
              {"side": 0, "cards": "8C 8D 8S 8C 8H 8D"},
              {"side": 1, "cards": "JC JD JS JH JC"}, {"side": 1, "cards": "QC QH QS QD QC"},
              {"side": 1, "cards": "KC KD KS KH"}, {"side": 1, "cards": "6H 6S 6D 6H"},
              {"side": 1, "cards": "5C 5D 5H"}, {"side": 1, "cards": "10C 10D 10S 10H 10C 10D"},
              {"side": 1, "cards": "AC AD AS AC"}, {"side": 1, "cards": "9D 9H 9C"}],
    "opened": [True, True],
}
"""Playtest p9-38 (1024×640): long meld columns on both sides reach the foot of their areas, and only a strip of
free felt about 200–300 px wide lies beside them — too narrow for a refusal with its Why? at the right end."""


def test_a_refusal_with_only_a_narrow_strip_free_lies_there_with_why_under_its_words():
    app, table = practice_table((1024, 640), BESIDE_THE_COLUMNS, open_hands=False)
    try:
        click(app, card_pos(table, "4C"))
        key(app, pygame.K_1)  # 4♣ onto the sixes: refused (S8.1)
        for _ in range(5):
            app.step(0.02)
        assert table.messages.toast_bad and table.why.visible
        toast = table.painter.toast_rect
        assert toast is not None
        cards = [s.rect for s in table.sprites.table_cards] + [s.rect for s in table.sprites.hand]
        assert [c for c in cards if toast.colliderect(c)] == []  # it was laid on the columns' feet before
        why = table.why.place()
        assert toast.contains(why)
        placed = table._toast_box(table.messages.toast)
        assert placed.stacked and not why.colliderect(placed.text_box)
        post(app, pygame.MOUSEMOTION, pos=why.center, rel=(0, 0), buttons=(0, 0, 0))
        post(app, pygame.MOUSEBUTTONDOWN, pos=why.center, button=1)
        post(app, pygame.MOUSEBUTTONUP, pos=why.center, button=1)
        assert isinstance(app.top, HelpScene) and app.top.section is H.section_for_rule("S8.1")  # the click opens it
    finally:
        app.close()
