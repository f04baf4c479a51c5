"""Why the player may not ask their partner "may I go out?" now, in words true to the table's rules.

The Ask partner button is lit only when the engine would accept the question (S15.4: when the player could go out);
a click on it while disabled says why. What going out needs differs by rule set (two canastas, S15.1; one, C26; a
samba plus one more, BR13), so the sentence names the rule in force, and a Brazilian side that has no samba yet is
told so: that, not the draw, is what keeps it from going out (playtest p3: "You may ask your partner after drawing,
when you could go out" with no samba on the table). The words read the observation only (the rules and the side's
melds), as the score panel's "samba needed" does.
"""

from __future__ import annotations

from typing import NamedTuple

from samba.engine import Observation, Violation
from samba.i18n import N_, _

from .rule_words import samba_missing

ASK_AFTER_DRAW = N_("You may ask your partner after drawing, when you could go out.")
CANNOT_ASK = N_("You may ask only when you could go out this turn: every card melded or laid off, save perhaps one "
                "last discard, and two canastas for your side by then (S15.4).")
CANNOT_ASK_ONE = N_("You may ask only when you could go out this turn: every card melded or laid off, save perhaps "
                    "one last discard, and a canasta for your side by then (C26).")
CANNOT_ASK_SAMBA = N_("You may ask only when you could go out this turn: every card melded or laid off, save perhaps "
                      "one last discard, and a samba plus one more canasta for your side by then (BR13).")
NO_SAMBA = N_("Your side has no samba yet: under these rules a side may go out only with a samba plus one more "
              "canasta (BR13). Ask your partner when you could go out.")

NO_PARTNER = N_("You have no partner to ask: at this table everyone plays alone and goes out without asking "
                "(S15.4).")
NO_ASKING = N_("At this table nobody asks permission to go out (C28).")

CANNOT_ASK_HAS = {
    "two_canastas": N_("Not yet: going out this turn needs two canastas for your side (it has {count}) and all your "
                       "cards melded, save perhaps a last discard."),
    "one_canasta": N_("Not yet: going out this turn needs a canasta for your side (C26; it has {count}) and all your "
                      "cards melded, save perhaps a last discard."),
    "samba_plus_one": N_("Not yet: going out this turn needs a samba plus one more canasta for your side (BR13; it "
                         "has {count}) and all your cards melded, save perhaps a last discard."),
}
"""The A key's refusal (``refusal_words``, from the engine's CANNOT_GO_OUT): what going out needs at this table and
how many canastas the side has so far (playtest p8: "You may ask only when you could go out" never said the side had
one canasta of two). Short, so that a crowded table has room for it beside the melds (playtest p10: the three-line
sentence lay across the foot of the player's own melds)."""

CANNOT_PLACE = {
    1: N_("You may ask only when you could go out this turn. Your side has the canastas going out needs, but no "
          "meld could take {cards}, and going out leaves room for only one discard."),
    0: N_("You may ask only when you could go out this turn. Your side has the canastas going out needs, but no "
          "meld could take {cards}, and this turn ends without a discard."),
}
"""The A key's refusal when the side has its canastas and more hand cards than the last discard could take fit no
meld at all (the engine's ``unplaceable_cards``, in ``cards``), by the discards the turn allows (none after a red
three, S16.2). Playtest p9: "Your side has 2 so far" read as if nothing stood in the way."""
CANNOT_MELD_ALL = {
    1: N_("You may ask only when you could go out this turn. Your side has the canastas going out needs, but your "
          "cards cannot all be melded or laid off this turn, even keeping one for the last discard."),
    0: N_("You may ask only when you could go out this turn. Your side has the canastas going out needs, but your "
          "cards cannot all be melded or laid off this turn, and this turn ends without a discard."),
}
"""The same when no single card stands out: every card fits some meld, but not all of them at once (or the side's
opening, or the last card's rules, stand in the way): nothing narrower is claimed."""


def cannot_ask(problem: Violation) -> str | None:
    """The sentence (placeholders unfilled: ``count``, ``cards``) for the engine's CANNOT_GO_OUT refusal of a
    question (S15.4), naming what keeps the side from going out: no samba (BR13), too few canastas so far, the
    cards no meld could take, or else that the cards cannot all be placed. None for another refusal."""
    need = problem.param("need")
    if problem.code != "CANNOT_GO_OUT" or problem.param("case") is not None or not isinstance(need, str):
        return None
    if need == "samba_plus_one" and not problem.param("sambas"):
        return _(NO_SAMBA)
    discards = 0 if problem.param("discards") == 0 else 1
    if problem.param("enough"):
        return _(CANNOT_PLACE[discards]) if problem.param("cards") else _(CANNOT_MELD_ALL[discards])
    sentence = CANNOT_ASK_HAS.get(need)
    return _(sentence) if sentence is not None else None


_BY_REQUIREMENT = {"two_canastas": CANNOT_ASK, "one_canasta": CANNOT_ASK_ONE, "samba_plus_one": CANNOT_ASK_SAMBA}


class AskRefusal(NamedTuple):
    """Why Ask partner is disabled: before the draw, and after it (when the engine finds no going out)."""

    before_draw: str
    after_draw: str


def never_asks(obs: Observation) -> bool:
    """The seat of ``obs`` never asks "may I go out?": it has no partner (S15.4: partnership games only) or the
    table goes out without asking (C28). The table then has no use for an Ask partner button."""
    return obs.rules.go_out_permission == "none" or obs.partner is None


def ask_refusal(obs: Observation) -> AskRefusal:
    """The words for a click on the disabled Ask partner button, for the seat of ``obs``. Where asking never
    happens (no partner, or a table without asking) that is said before and after the draw alike (playtest: a
    two-player game said "You may ask your partner after drawing")."""
    if obs.rules.go_out_permission == "none":
        return AskRefusal(_(NO_ASKING), _(NO_ASKING))
    if obs.partner is None:
        return AskRefusal(_(NO_PARTNER), _(NO_PARTNER))
    if samba_missing(obs, obs.side):
        return AskRefusal(_(NO_SAMBA), _(NO_SAMBA))
    return AskRefusal(_(ASK_AFTER_DRAW), _(_BY_REQUIREMENT.get(obs.rules.go_out_requirement, CANNOT_ASK)))
