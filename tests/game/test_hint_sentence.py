"""The hint toast says one clean sentence: the AI's reason, or the move and why, never twice."""

from __future__ import annotations

from samba.engine import observe, scenario
from samba.engine.actions import Discard, DrawStock, Meld
from samba.engine.cards import Card
from samba.game import hints
from samba.game.proposals import describe

OPENED = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "10S KC KD 5H 5D 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [{"side": 0, "cards": "10C 10D 10H"}, {"side": 0, "cards": "KH KS KD"}],
}


def test_a_reason_that_names_the_move_is_used_alone():
    text = hints.hint_sentence(Discard(Card.parse("7S")), "Discard 7S: it is the card you need least.", "Discard 7S")
    assert text == "Discard 7S: it is the card you need least."
    assert hints.hint_sentence(DrawStock(), "Draw from the stock: you cannot take the pile.",
                               "Draw two cards from the stock") == "Draw from the stock: you cannot take the pile."


def test_the_reported_meld_hint_is_one_sentence_that_names_each_meld():
    obs = observe(scenario.load(OPENED), 0)
    ten, kings = (m.id for m in obs.my_melds())
    hand = {c.code: c for c in obs.hand}
    action = Meld((), ((ten, (hand["10S"],)), (kings, (hand["KC"], hand["KD"]))))
    text = hints.hint_sentence(action, "Meld: add 10S KC KD to your melds.", describe(action, obs))
    assert text == "Add 10S to your tens, add KC KD to your kings."
    assert ".." not in text and "—" not in text


def test_a_reason_that_does_not_say_what_to_do_gets_the_move_in_front():
    text = hints.hint_sentence(DrawStock(), "what the normal computer player would do here",
                               "Draw two cards from the stock")
    assert text == "Draw two cards from the stock: what the normal computer player would do here."
    assert hints.hint_sentence(DrawStock(), "This is a legal move.", "Draw two cards from the stock") == \
        "Draw two cards from the stock: this is a legal move."
    assert hints.hint_sentence(DrawStock(), "", "Draw two cards from the stock.") == "Draw two cards from the stock."


def test_every_suggestion_in_a_real_position_reads_as_one_sentence():
    from samba.ai import suggest

    obs = observe(scenario.load(OPENED), 0)
    for action, reason in suggest(obs):
        text = hints.hint_sentence(action, reason, describe(action, obs))
        assert text.endswith((".", "!", "?", "…")) and not text.endswith("..")
        assert text.count(describe(action, obs)) <= 1
