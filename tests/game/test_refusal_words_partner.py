"""Refusals at the table call the partner by name (S15.4); the code and the rule stay the engine's."""

from __future__ import annotations

from samba.engine import Violation
from samba.game.refusal_words import refusal_text, with_partner


def test_S15_4_the_partners_no_is_told_with_the_partners_name():
    problem = Violation("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn.")
    named = with_partner(problem, "North")
    assert (named.code, named.rule) == ("GO_OUT_REFUSED", "S15.4")
    assert refusal_text(named) == "North said no: you may not go out this turn. (S15.4)"


def test_S15_4_after_a_no_a_meld_that_would_empty_the_hand_is_told_as_the_no():
    problem = Violation("GO_OUT_REFUSED", "S15.4", "…", (("case", "meld"),))
    assert refusal_text(with_partner(problem, "North")) == \
        ("North said no: you may not go out this turn, so keep two cards after melding: one to discard and one "
         "to hold. (S15.4)")
    assert refusal_text(problem) == "Your partner said no: you may not go out this turn, so keep two cards " \
                                    "after melding: one to discard and one to hold. (S15.4)"


def test_S15_4_the_partners_yes_is_told_with_the_partners_name():
    problem = Violation("MUST_GO_OUT", "S15.4", "Your partner said yes: you must go out this turn.")
    assert refusal_text(with_partner(problem, "Northeast")) == "Northeast said yes: you must go out this turn. (S15.4)"


def test_other_refusals_and_tables_without_a_partner_keep_their_words():
    other = Violation("MIN_HAND", "S14.3", "You must keep a card to discard.", (("case", "meld"),))
    assert with_partner(other, "North") is other
    no = Violation("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn.")
    assert with_partner(no, None) is no
