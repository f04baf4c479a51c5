"""'Explain computer moves' (a practice option): one plain line on why a bot made its move.

The line is the bot's own reason for the move it chose (``samba.ai.decide_move`` returns both at
once, from the bot's observation only — never from hidden cards), put into words by
``reason_words``. A bot that gives no reason (the random one) has its move described plainly.
"""

from __future__ import annotations

from samba.ai import Choice
from samba.engine import Observation

from .narration import seat_name
from .reason_words import report_sentence


def seat_label(seat: int, player_count: int, human: int | None) -> str:
    """The seat's name as the table shows it (the bottom seat is "South" when nobody is human)."""
    if human is None:
        return seat_name(seat, player_count, 0, watching=True)
    return seat_name(seat, player_count, human)


def explain_move(choice: Choice, obs: Observation, who: str, viewer_side: int | None = None) -> str:
    """One line on why ``obs.seat`` (called ``who``) chose ``choice``, read by a player of ``viewer_side`` (None when
    only watching): the reader's side's melds are named as the move log names them."""
    return report_sentence(choice, obs, who, viewer_side)
