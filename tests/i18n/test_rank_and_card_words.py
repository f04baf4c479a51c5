"""Ranks and cards said in words read as ranks and cards in every language (playtest p3, item 4).

Portuguese "dois, três, seis, dez" do not change in the plural, so "seu grupo de seis" read as a group of six
cards; Spanish has the plurals ("seises", "treses"). The joker's name follows the language (playtest p9).
"""

from __future__ import annotations

import pytest

from samba import i18n
from samba.engine import preset
from samba.engine.cards import Card, parse_cards
from samba.engine.melds import GROUP, Meld
from samba.game.card_words import RANK_PLURALS, RANK_SINGULARS, rank_plural
from samba.game.narration import meld_phrase
from samba.game.rules_help import section
from samba.game.staging_words import too_few
from samba.ui.suits import signs


@pytest.mark.parametrize("code", ["en", "es", "pt_BR"])
def test_a_rank_said_in_the_plural_never_reads_as_the_bare_number(code):
    i18n.set_language(code)
    same = [i18n._(RANK_PLURALS[r]) for r in RANK_PLURALS if r in RANK_SINGULARS
            and i18n._(RANK_PLURALS[r]) == i18n._(RANK_SINGULARS[r])]
    assert not same, f"these plurals read as a count of cards (\"a group of …\"): {same}"


def test_every_portuguese_rank_is_named_by_the_cards_index():
    """One way for every rank: "seus 6" beside "seus setes" was a playtest's mix, and "grupo de 10" beside "grupo
    de valetes" another's (p9-109); Portuguese has no plural for "dez", so every rank reads as its index."""
    i18n.set_language("pt_BR")
    sixes = Meld(1, 0, 0, GROUP, parse_cards("6C 6D 6H"), rank=6)
    jacks = Meld(2, 0, 0, GROUP, parse_cards("JC JD JH"), rank=11)
    assert meld_phrase(sixes) == "seu grupo de 6" and meld_phrase(jacks) == "seu grupo de J"
    assert [rank_plural(rank) for rank in range(2, 11)] == [str(rank) for rank in range(2, 11)]
    assert [rank_plural(rank) for rank in (11, 12, 13, 14)] == ["J", "Q", "K", "A"]


def test_a_spanish_group_of_sixes_is_a_group_of_seises():
    i18n.set_language("es")
    assert rank_plural(6) == "seises" and rank_plural(3) == "treses"


@pytest.mark.parametrize(("code", "joker"), [("en", "Joker"), ("es", "Comodín"), ("pt_BR", "Curinga")])
def test_the_joker_is_named_in_the_players_language_wherever_cards_are_listed(code, joker):
    """Playtest p9-107: "Você baixa 2♣ 7♠ 7♦ 7♥ 7♠ Joker." in a Portuguese log; the card names follow the
    language (README), so the joker reads *Comodín* / *Curinga* in moves, hints and refusals alike."""
    i18n.set_language(code)
    assert signs("You meld 2C 7S JK.") == "You meld 2♣ 7♠ " + joker + "."
    assert signs("JK 2H") == f"{joker} 2♥"


def test_the_portuguese_rules_count_the_decks_jokers_as_curingas():
    i18n.set_language("pt_BR")
    page = " ".join(section("cards", preset("samba")).paragraphs)
    assert "seis curingas" in page and "jokers:" not in page, page


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "You hold no sevens — taking the pile needs a natural pair of sevens."),
    ("es", "No tienes sietes: para levantar el pozo hace falta un par natural de sietes."),
    ("pt_BR", "Você não tem 7: para pegar o lixo é preciso um par natural de 7."),
])
def test_holding_none_of_the_top_cards_rank_is_said_with_the_ranks_plural(code, expected):
    i18n.set_language(code)
    assert too_few(Card.parse("7H"), 0, frozen=True, has_melds=False) == expected
