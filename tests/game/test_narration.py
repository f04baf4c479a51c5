"""Narration lines read as plain English from the player's seat."""

from samba.engine import events as E
from samba.engine.cards import parse_cards
from samba.engine.events import Event
from samba.game.narration import narrate


def test_the_player_is_you_and_the_verb_agrees():
    assert narrate(Event(E.DRAW, 0, parse_cards("10S JD"), 2), 4, 0) == "You draw 2 cards from the stock: 10S JD."


def test_other_seats_are_named_by_their_place_at_the_table():
    assert narrate(Event(E.DISCARD, 3, parse_cards("6D")), 4, 0) == "East discards 6D."


def test_taking_the_pile_with_a_pair_names_the_rank_and_the_size():
    line = narrate(Event(E.TAKE_PILE, 1, parse_cards("5S 9H"), 14, text="pair"), 4, 0)
    assert line == "West takes the pile with a pair of 9s — 14 cards."


def test_asking_the_partner_reads_in_the_first_person_for_you():
    assert narrate(Event(E.ASK, 0), 4, 0) == "You ask: “Partner, may I go out?”"
