"""The status line beside the PRACTICE badge picks a whole wording, never a cut one (playtest, 6 players,
Brazilian rules, 1024×640).

Before the draw, when the engine forbids every take, the status line says why: "Your turn: draw from
the stock (S). Taking the pile this way leaves you fewer than two cards, … (S14.3)". With the badge
beside it, some of these reasons did not fit in any of the sentence's shortenings, and the sentence
was drawn cut off at the badge. Every refusal the engine can give, and every opening need, is
checked here in the real font, in each language, beside the badge with both practice options on.
"""

from __future__ import annotations

import pytest
from table_geometry import init_fonts, status_problems

from samba.engine.opening import Requirement
from samba.game.refusal_words import SENTENCES
from samba.game.rule_words import requirement_words
from samba.i18n import _, set_language
from samba.ui.table import label_words as W
from samba.ui.table import layout as L


class _Sample(dict):
    """Long sample values for any placeholder a sentence has."""

    def __missing__(self, key: str) -> str:
        return "10♥"


def _status_sentences() -> list[str]:
    whys = [_(sentence).format_map(_Sample(ranks=_("queens"))) + " (S14.3)" for sentence in SENTENCES.values()]
    needs = [requirement_words(Requirement(points, canasta)) for points, canasta in
             ((120, ""), (150, "any"), (0, "natural"))]
    return ([_("Your turn: draw from the stock (S). {why}").format(why=why) for why in whys]
            + [_("Your side needs {need} to open: gather melds in the New meld area, then press Meld; end your turn "
                 "by dropping a card on the pile (D).").format(need=need) for need in needs])


@pytest.mark.parametrize("language", ("en", "es", "pt_BR"))
def test_every_reason_and_opening_need_fits_beside_the_practice_badge_at_6_players(language):
    set_language(language)
    lay = L.compute((1024, 640), 6, 0, (0, 1, 2, 0, 1, 2), open_hands=True)
    badge = tuple(W.fill(W.PRACTICE, options=", ".join((_("open hands"), _("explain moves")))))
    found = status_problems(lay, _status_sentences(), (badge,), init_fonts())
    assert not found, "\n".join(found[:12])
