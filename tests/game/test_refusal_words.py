"""Refusals at the table call the partner by name; the code and the rule stay the engine's."""

from __future__ import annotations

from samba.engine import Violation
from samba.game.refusal_words import with_names


def test_S15_4_the_partners_no_is_told_with_the_partners_name():
    problem = Violation("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn.")
    named = with_names(problem, "North")
    assert (named.code, named.rule) == ("GO_OUT_REFUSED", "S15.4")
    assert str(named) == "North said no: you may not go out this turn. (S15.4)"


def test_S15_4_the_partners_yes_is_told_with_the_partners_name():
    problem = Violation("MUST_GO_OUT", "S15.4", "Your partner said yes: you must go out this turn.")
    assert with_names(problem, "Northeast").message == "Northeast said yes: you must go out this turn."


def test_other_refusals_and_tables_without_a_partner_keep_the_engines_words():
    other = Violation("MIN_HAND", "S14.3", "You must keep a card to discard.")
    assert with_names(other, "North") is other
    no = Violation("GO_OUT_REFUSED", "S15.4", "Your partner said no: you may not go out this turn.")
    assert with_names(no, None) is no
