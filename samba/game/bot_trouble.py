"""A computer player that failed or stalled, as the player is told it: one short sentence, no error text.

The controller keeps going whatever a bot does (``MatchController._stalled``, ``_bot_result``): a bot that does
not answer in time is replaced for that move by the normal level, and if that hangs too, or a bot raises or
proposes an illegal move, the first legal move is played. Until now only the log knew, and a newcomer saw a
seat make an odd move for no reason. The table says what happened in true, calm words — which seat, and what
was played instead — and never the exception: the details stay in the log and in ``bot_errors``.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.i18n import N_, _

SLOW = "slow"
"""The bot did not answer in time: the normal level was asked for the move instead."""
STUCK = "stuck"
"""The stand-in did not answer in time either: the first legal move was played."""
FAILED = "failed"
"""The bot raised an error or proposed an illegal move: the first legal move was played."""

_WORDS = {
    SLOW: N_("{name} was taking too long to choose, so this move is chosen by the Normal level instead."),
    STUCK: N_("{name}'s move took too long, so a simple legal move was played for it."),
    FAILED: N_("{name}'s computer player ran into a problem, so a simple legal move was played for it."),
}


@dataclass(frozen=True, slots=True)
class BotTrouble:
    """What went wrong with seat ``seat``'s computer player, in hand ``hand`` (one of the kinds above)."""

    seat: int
    kind: str
    hand: int


def trouble_words(trouble: BotTrouble, name: str) -> str:
    """The sentence the table shows for ``trouble`` (``name``: the seat's name as the table shows it)."""
    return _(_WORDS[trouble.kind]).format(name=name)
