"""The New meld zone's two lines while a take, a going out or an opening is staged read as one phrase in every
language (playtest p3: "Pegar / falta um par" read as "Pegar falta um par")."""

from __future__ import annotations

import pytest

from samba import i18n
from samba.game import staging_words as W


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "Take: needs a pair"),
    ("es", "Para levantar: falta un par"),
    ("pt_BR", "Para pegar: falta um par"),
])
def test_the_pile_take_zone_says_what_the_take_lacks_as_one_phrase(code, expected):
    i18n.set_language(code)
    assert f"{i18n._(W.LABEL_TAKE)} {i18n._(W.LABEL_NEEDS_PAIR)}" == expected


@pytest.mark.parametrize("code", ["en", "es", "pt_BR"])
def test_every_staging_zone_title_ends_with_a_colon_before_its_state(code):
    i18n.set_language(code)
    titles = [i18n._(title) for title in (W.LABEL_TAKE, W.LABEL_OUT, W.LABEL_OPENING)]
    assert all(title.endswith(":") for title in titles), titles
