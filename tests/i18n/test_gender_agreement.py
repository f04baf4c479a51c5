"""Numbers in words agree with the noun they count: "carta" and "canasta" are feminine in Portuguese
("duas cartas", "duas canastas"), "curinga" and "o samba" masculine ("dois curingas", "o samba"). A newcomer
read "pelo menos dois cartas naturais" on the rules page; the count of cards now has its own context."""

from __future__ import annotations

import re

import pytest

from samba import i18n
from samba.engine import preset
from samba.engine.melds import GROUP, Meld
from samba.game.narration import meld_phrase, side_meld_phrase
from samba.game.rules_help import section
from samba.i18n import catalogue_paths

WRONG_GENDER = re.compile(
    r"\b(dois|um|os|uns|nenhum|pelos|aos|dos|nos) (\w+ )?(cartas?|canastas?)\b"
    r"|\b(duas|uma|as|umas|nenhuma) (\w+ )?(sambas?|curingas?)\b"
    r"|\b(a|da|na|pela|à) sambas?\b",
    re.IGNORECASE)
"""A masculine word before a feminine noun (or the reverse) in Brazilian Portuguese."""


@pytest.mark.parametrize(("code", "expected"), [
    ("pt_BR", "pelo menos duas cartas naturais"),
    ("es", "por lo menos dos cartas naturales"),
    ("en", "at least two natural cards"),
])
def test_S8_1_the_rules_page_counts_natural_cards_in_the_right_gender(code, expected):
    i18n.set_language(code)
    page = " ".join(section("melds", preset("samba")).paragraphs)
    assert expected in page, page


def test_S8_1_wild_cards_are_counted_in_their_own_gender():
    i18n.set_language("pt_BR")
    page = " ".join(section("melds", preset("samba")).paragraphs)
    assert "no máximo dois curingas" in page and "duas curingas" not in page, page


def test_no_portuguese_sentence_puts_a_masculine_word_before_cartas_or_canastas():
    _mo, po = catalogue_paths("pt_BR")
    translations = [line for line in po.read_text(encoding="utf-8").splitlines() if line.startswith("msgstr")]
    assert len(translations) > 1000, "the catalogue was read"
    slips = [line for line in translations if WRONG_GENDER.search(line)]
    assert not slips, "\n".join(slips)


@pytest.mark.parametrize("code", ["es", "pt_BR"])
def test_a_group_of_queens_or_jacks_is_named_in_the_right_gender(code):
    """Playtest p7: "Norte agrega Q♠ a nuestros reinas" (reinas and jotas are feminine; a possessive
    before a rank's plural must fit every rank, as "nuestro grupo de reinas" does)."""
    i18n.set_language(code)
    masculine_before_feminine = re.compile(r"\b(nuestros|vuestros|seus|nossos|os) (reinas|jotas|damas)\b")
    for rank in range(4, 15):
        group = Meld(1, 0, 0, GROUP, (), rank, "", 1)
        for phrase in (side_meld_phrase(group), meld_phrase(group), meld_phrase(group, mine=False)):
            assert not masculine_before_feminine.search(phrase), phrase
