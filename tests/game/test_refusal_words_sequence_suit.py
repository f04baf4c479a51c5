"""S9.1 refused in words that name the card breaking a sequence's suit (playtest p7: the refusal said only
that a meld is one rank or one suit, not which card was wrong). The rule and the cards are the engine's
(``SEQUENCE_SUIT`` with its ``suit`` and ``cards``); the game layer only says them."""

from __future__ import annotations

import pytest

from samba import i18n
from samba.engine import Violation
from samba.game.refusal_words import refusal_text


def _suit(suit: str, cards: str) -> Violation:
    return Violation("SEQUENCE_SUIT", "S9.1", "All cards of a sequence must be of one suit.",
                     (("suit", suit), ("cards", cards), ("count", len(cards.split()))))


def test_S9_1_the_card_off_the_sequences_suit_is_named_with_the_rule():
    assert refusal_text(_suit("S", "6C")) == "The 6C is not a spade: a sequence is all one suit. (S9.1)"


def test_S9_1_several_cards_off_the_suit_are_all_named():
    assert refusal_text(_suit("H", "8S 10D JC")) == \
        "The 8S, 10D and JC are not hearts: a sequence is all one suit. (S9.1)"


@pytest.mark.parametrize(("language", "one", "two"), [
    ("es", "La carta 7H no es de diamantes: una escalera es toda de un mismo palo. (S9.1)",
     "Las cartas 7H y 9C no son de diamantes: una escalera es toda de un mismo palo. (S9.1)"),
    ("pt_BR", "A carta 7H não é de ouros: uma sequência é toda de um mesmo naipe. (S9.1)",
     "As cartas 7H e 9C não são de ouros: uma sequência é toda de um mesmo naipe. (S9.1)"),
])
def test_S9_1_the_card_off_the_suit_is_named_in_spanish_and_portuguese(language, one, two):
    i18n.set_language(language)
    assert refusal_text(_suit("D", "7H")) == one
    assert refusal_text(_suit("D", "7H 9C")) == two


def test_S9_1_a_refusal_kept_from_before_the_cards_were_named_keeps_its_general_words():
    kept = Violation("SEQUENCE_SUIT", "S9.1", "All cards of a sequence must be of one suit.")
    assert refusal_text(kept) == "All cards of a sequence must be of one suit. (S9.1)"
