"""A "least risky" discard says what the table shows about the next player's chances with the card (playtest p3:
"it is the least risky card, though the next player might take the pile with it" on nearly every discard)."""

from __future__ import annotations

from samba.ai import Choice
from samba.ai import reasons as R
from samba.ai.reasons import reason
from samba.engine import observe, scenario
from samba.engine.actions import Discard
from samba.engine.cards import Card
from samba.game.reason_words import hint_sentence, report_sentence

NEXT_SIDE_UNOPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "9S 5D KH", "1": "6C 6D 7C 8C 9C JD QD", "2": "8H 8D", "3": "10C 10D 4S 5S 6S 7H 8S"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "10H 10D 10S"}],
}
"""South discards; West (side 1, next to play) has not opened."""
PILE_FROZEN = {**NEXT_SIDE_UNOPENED, "pile": "4C 2D 6D",
               "melds": [{"side": 0, "cards": "10H 10D 10S"}, {"side": 1, "cards": "QC QH QS"}]}
"""The pile holds a wild card, and West's side has opened."""
OPENED_WITHOUT_NINES = {**NEXT_SIDE_UNOPENED,
                        "melds": [{"side": 0, "cards": "10H 10D 10S"}, {"side": 1, "cards": "QC QH QS"}]}
"""West's side has opened with queens: nothing to lay a nine off onto."""
OPENED_WITH_NINES = {**NEXT_SIDE_UNOPENED,
                     "melds": [{"side": 0, "cards": "10H 10D 10S"}, {"side": 1, "cards": "9C 9H 9D"}]}


def _least_risky(card: str) -> Choice:
    return Choice(Discard(Card.parse(card)), reason(R.DISCARD_LEAST_RISKY, card=card))


def test_a_discard_to_a_side_that_has_not_opened_says_it_needs_a_natural_pair_and_its_opening():
    obs = observe(scenario.load(NEXT_SIDE_UNOPENED), 0)
    assert hint_sentence(_least_risky("9S"), obs) == (
        "Discard 9S: least risky; the next side has not opened, so it needs a natural pair of nines and 50 points "
        "to take the pile.")


def test_a_discard_on_a_frozen_pile_says_the_next_player_needs_a_natural_pair_of_its_rank():
    obs = observe(scenario.load(PILE_FROZEN), 0)
    assert obs.pile_frozen
    assert report_sentence(_least_risky("KH"), obs, "South") == (
        "South discards KH: least risky; the pile is frozen, so the next player needs a natural pair of kings to "
        "take it.")


def test_a_discard_the_next_side_has_no_meld_for_says_it_needs_a_natural_pair():
    obs = observe(scenario.load(OPENED_WITHOUT_NINES), 0)
    assert hint_sentence(_least_risky("9S"), obs) == (
        "Discard 9S: least risky; the next side has no meld to add it to, so it needs a natural pair of nines to "
        "take the pile.")


def test_a_discard_the_next_side_could_lay_off_keeps_the_plain_risk():
    obs = observe(scenario.load(OPENED_WITH_NINES), 0)
    assert hint_sentence(_least_risky("9S"), obs) == (
        "Discard 9S: it is the least risky card, though the next player might take the pile with it.")


THREE_ALONE_NEXT_UNOPENED = {
    "rules": {"preset": "samba", "player_count": 3}, "turn": 0, "phase": "meld",
    "hands": {"0": "9S 5D KH", "1": "6C 6D 7C 8C 9C JD QD", "2": "8H 8D 10C 4S"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "10H 10D 10S"}],
}
"""Everyone plays alone; West, next to play, has not opened (playtest p6: "el equipo siguiente" in a 3-player game)."""


def test_playing_alone_the_next_player_not_the_next_side_has_not_opened():
    obs = observe(scenario.load(THREE_ALONE_NEXT_UNOPENED), 0)
    assert hint_sentence(_least_risky("9S"), obs) == (
        "Discard 9S: least risky; the next player has not opened and needs a natural pair of nines and 50 "
        "points to take the pile.")


def test_playing_alone_the_next_player_has_no_meld_to_add_it_to():
    position = {**THREE_ALONE_NEXT_UNOPENED,
                "melds": [{"side": 0, "cards": "10H 10D 10S"}, {"side": 1, "cards": "QC QH QS"}]}
    obs = observe(scenario.load(position), 0)
    assert report_sentence(_least_risky("9S"), obs, "South") == (
        "South discards 9S: least risky; the next player has no meld to add it to and needs a natural pair of "
        "nines to take the pile.")
