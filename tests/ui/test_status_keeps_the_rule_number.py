"""A status line that must be shortened keeps the rule number that closes it: the key hint "(S)" goes first,
the rule "(C10)" only with the sentence it closes (a newcomer's playtest: the Portuguese status line
sometimes dropped "(C10)" while it kept the key hint).
"""

from __future__ import annotations

import pygame
import pytest

from samba.ui.fit import choose, sentence_variants
from samba.ui.theme import Text

PT = ("Sua vez: compre do monte (S). Você não tem 6, e nestas regras a carta de cima do lixo só pode entrar numa "
      "sequência, nunca num grupo como os seus 6. (C10)")


def test_the_key_hint_goes_before_the_rule_number():
    variants = sentence_variants(PT)
    assert variants[0] == PT
    assert variants[1] == PT.replace(" (S).", ".")


def test_the_rule_number_never_moves_onto_the_sentence_before_its_own():
    for words in sentence_variants(PT):
        if words.endswith("(C10)"):
            assert "Você não tem 6" in words, words


@pytest.fixture
def text():
    pygame.font.init()
    return Text()


@pytest.mark.parametrize("width", range(700, 1100, 10))
def test_wherever_the_reason_fits_with_its_rule_number_both_are_shown(text, width):
    """Only a line too narrow for the reason and its number together shows the reason alone."""
    shown = choose(sentence_variants(PT), width, (18, 17, 16, 15), text.width, bold=True).text
    with_number = [words for words in sentence_variants(PT) if words.endswith("(C10)")]
    if any(text.width(words, 15, True) <= width for words in with_number):
        assert shown.endswith("(C10)") and "Você não tem 6" in shown, shown
