"""Hints for the human: the same code the computer players use (ARCHITECTURE §4).

Uses the AI's ``suggest`` (moves with reasons); should none pass ``check``, asks the normal-level
bot what it would do. Either way the hint is computed from the human's observation only.
"""

from __future__ import annotations

import random

from samba.ai import Budget, make_agent, suggest
from samba.engine import Observation, check
from samba.engine import actions as A
from samba.engine.actions import Action

HINT_SECONDS = 0.4

VERBS: tuple[tuple[type, tuple[str, ...]], ...] = (
    (A.DrawStock, ("Draw",)), (A.TakePile, ("Take",)), (A.Discard, ("Discard",)),
    (A.Meld, ("Meld", "Open", "Add")), (A.GoOut, ("Go out",)), (A.AskGoOut, ("Ask",)),
    (A.AnswerGoOut, ("Say",)), (A.EndHand, ("End",)), (A.MergeGroups, ("Join", "Merge")),
)
"""How a reason that already names its move begins (the AI's reasons open with the move: "Discard 7S: …")."""


def suggest_for(obs: Observation, seed: int = 0) -> tuple[Action, str] | None:
    """The best move the AI sees for this observation and why, or None when there is nothing to do."""
    for action, reason in suggest(obs):
        if check(obs, action) is None:
            return action, reason
    # Should every suggestion be refused, the normal bot's own choice still makes a hint.
    action = make_agent("normal").choose(obs, random.Random(f"samba-hint:{seed}:{len(obs.log)}"), Budget(HINT_SECONDS))
    if check(obs, action) is not None:
        return None
    return action, "what the normal computer player would do here"


def hint_sentence(action: Action, reason: str, description: str) -> str:
    """One clean sentence for the hint toast.

    The AI's reason is preferred: it already opens with the move ("Discard 7S: it is the card you
    need least."), so repeating the move's description before it reads twice. Only a reason that
    does not say what to do (the fallback bot's "what the normal computer player would do here")
    is prefixed with ``description``; a bare "Meld: …" reason gives way to the description, which
    names the melds. Ends with exactly one closing mark.
    """
    reason = " ".join(reason.split()).rstrip(" .")
    if isinstance(action, A.Meld) and action.layoffs and reason.split(":", 1)[0] == "Meld" and description:
        # The AI's meld reason only lists cards ("Meld: add KH to your melds"); the description
        # names each meld ("Add KH to your kings"), which is what the player needs to find them.
        reason = ""
    verbs = next((v for kind, v in VERBS if isinstance(action, kind)), ())
    says_what = len(reason.split()) > 1 and reason.startswith(verbs) if verbs else False
    if says_what:
        text = reason
    elif reason:
        first = reason[:1].lower() if reason[1:2].islower() else reason[:1]
        text = f"{description.rstrip(' .')}: {first}{reason[1:]}"
    else:
        text = description.rstrip(" .")
    return text if text.endswith(("!", "?", "…")) else text + "."
