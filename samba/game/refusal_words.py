"""Refusals told to the player at the table, with the people in them named.

The engine speaks of "your partner"; at the table the partner has a name, and a newcomer who was just
told "No, not yet." by North should read "North said no", not a rule number about something else. Only
the wording changes here: the code and the rule number stay the engine's. Whole sentences with named
placeholders, so a translation can reorder them.
"""

from __future__ import annotations

from samba.engine import Violation

PARTNER_SAID_NO = "{partner} said no: you may not go out this turn."
PARTNER_SAID_NO_KEEP = "{partner} said no: you may not go out this turn, so keep a card to discard."
PARTNER_SAID_YES = "{partner} said yes: you must go out this turn."

_NAMED = {
    ("GO_OUT_REFUSED", "Your partner said no: you may not go out this turn."): PARTNER_SAID_NO,
    ("GO_OUT_REFUSED", "Your partner said no: you may not go out this turn, so keep a card to discard."):
        PARTNER_SAID_NO_KEEP,
    ("MUST_GO_OUT", "Your partner said yes: you must go out this turn."): PARTNER_SAID_YES,
}


def with_names(problem: Violation, partner: str | None) -> Violation:
    """``problem`` with the partner called by name where the engine says "your partner" (None: no partner
    to name, the engine's words stand)."""
    sentence = _NAMED.get((problem.code, problem.message))
    if sentence is None or not partner:
        return problem
    return Violation(problem.code, problem.rule, sentence.format(partner=partner))
