"""Ask partner (A) when the player could not go out: the refusal says what going out needs at this table
and how many canastas the side has so far (playtest p8: "You may ask only when you could go out" never
said the side had one canasta of the two it needs). Real key events on the real table."""

from __future__ import annotations

import pygame
from ui_helpers import click, controller_for, key, open_table

HANDS = {"1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH", "3": "4S 6S 9S 10S JS QS KS"}
ONE_CANASTA = {"turn": 0, "phase": "meld", "hands": {"0": "5S 6D 9H JC KD", **HANDS}, "pile": "4C 6D",
               "melds": [{"side": 0, "cards": "8C 8D 8S 8H 8C 8D 8S"}, {"side": 0, "cards": "QC QD QS"}]}
"""The side has one canasta (the eights) and the hand cannot be laid down: no going out, no asking."""


def test_S15_4_a_refused_ask_says_two_canastas_are_needed_and_the_side_has_one(app):
    controller = controller_for(app, ONE_CANASTA)
    table = open_table(app, controller)
    key(app, pygame.K_a)
    assert controller.state.turn.asked == ""
    assert table.messages.toast == (
        "Not yet: going out this turn needs two canastas for your side (it has 1) and all your cards melded, save "
        "perhaps a last discard. (S15.4)")


def test_BR13_a_refused_ask_without_a_samba_says_the_samba_is_missing(app):
    controller = controller_for(app, {**ONE_CANASTA, "rules": "brazilian"})
    table = open_table(app, controller)
    key(app, pygame.K_a)
    assert table.messages.toast == (
        "Your side has no samba yet: under these rules a side may go out only with a samba plus one more canasta "
        "(BR13). Ask your partner when you could go out. (S15.4)")


TWO_CANASTAS = {"turn": 0, "phase": "meld", "hands": {"0": "8S 8S JH JD QH KH AS 3S 2D", **HANDS}, "pile": "4C 6D",
                "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D 9S"}, {"side": 0, "cards": "5C 5D 5S 5H 5C 5D 5S"}]}
"""Playtest p9-62: the side has its two canastas; the hand 8♠ 8♠ J♥ J♦ Q♥ K♥ A♠ 3♠ 2♦ melds all but the A♠ (no
other ace, no spade run) and the lone 3♠ (black threes go down three or more, S13.1): two cards, one discard."""


def test_S15_4_with_its_canastas_the_refusal_names_the_cards_no_meld_could_take(app):
    controller = controller_for(app, TWO_CANASTAS)
    table = open_table(app, controller)
    key(app, pygame.K_a)
    assert controller.state.turn.asked == ""
    toast = table.messages.toast
    assert "Your side has the canastas going out needs" in toast and "it has" not in toast, toast
    assert "no meld could take 3S and AS" in toast and "only one discard" in toast and toast.endswith("(S15.4)")


def test_S15_4_a_click_on_the_disabled_button_says_the_same(app):
    table = open_table(app, controller_for(app, TWO_CANASTAS))
    key(app, pygame.K_a)
    keyed = table.messages.toast
    assert not table.bar.by_name["ask"].enabled
    click(app, table.bar.rect_of("ask").center)
    app.draw()
    assert table.messages.toast == keyed


def test_S15_4_when_every_card_fits_somewhere_but_not_all_at_once_the_refusal_says_so_and_names_none(app):
    position = dict(TWO_CANASTAS, hands={**TWO_CANASTAS["hands"], "0": "8S 8H 2D JH JD 2C AS AD"})
    controller = controller_for(app, position)
    table = open_table(app, controller)
    key(app, pygame.K_a)
    toast = table.messages.toast
    assert "cannot all be melded or laid off this turn" in toast and "no meld could take" not in toast, toast
