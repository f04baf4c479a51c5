"""Why a bot chose a move, as data: a reason code and its parameters, never a sentence.

The bots, the hints and the practice explanations all come from one decision function
(``heuristic.rank_choices``), which returns ranked ``Choice`` values. Each carries a ``Reason``
such as ``Reason("take_pair", rank=9, won=13)``; the game layer turns it into words
(``samba.game.reason_words``), in the second person for a hint and the third person for an
explanation, with whole sentences and plurals, so that translations can hook in later without the
AI knowing any language.

Parameters are plain values: numbers, booleans, card codes (strings such as ``"9H"``, which the
UI shows with suit signs) and meld ids (which only the words module turns into "your nines").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from samba.engine.actions import Action

# -- answering "may I go out?" (S15.4) -------------------------------------------------------------
ANSWER_YES_THREAT = "answer_yes_threat"
"""The opponents (or the stock) could end the hand soon. Params: none."""
ANSWER_YES_WORTH = "answer_yes_worth"
"""Ending now is worth more. Params: ``canastas`` the going out must complete, ``red_threes`` that
turn positive, ``held`` points in the answerer's hand."""
ANSWER_NO_CANASTAS = "answer_no_canastas"
"""Playing on is worth more: the answerer can complete ``canastas`` more canastas from its own hand."""
ANSWER_NO_MELDS = "answer_no_melds"
"""Playing on is worth more: the answerer can meld ``meldable`` points of its ``held`` and the side
is close to more canastas. Params: ``held``, ``meldable``."""
ANSWER_NO_HOLDING = "answer_no_holding"
"""The easy bot's lapse (``Weights.answer_hand_points``): it says no because its hand holds ``held``
points it hopes to meld first. Params: ``held``."""

# -- drawing or taking the pile (S6, S7, S16) ------------------------------------------------------
TAKE_PAIR = "take_pair"
"""Params: ``rank`` (4..14), ``won`` cards under the top card, ``pile`` every card the take brings in (the
top card, the cards under it and any surprise cards: the count the move log tells), ``opens`` (the take is
the opening)."""
TAKE_LAYOFF = "take_layoff"
"""Params: ``card`` (the top card's code), ``meld`` (id of the side's meld it goes on), ``won``, ``pile``."""
TAKE_SEQUENCE_CARD = "take_sequence_card"
"""Params: ``card``, ``meld``."""
DRAW_BLOCKED = "draw_blocked"
"""The top card blocks the pile (S7.1). Params: ``card``, ``kind`` (``wild``/``black_three``/``red_three``)."""
DRAW_CANNOT_TAKE = "draw_cannot_take"
"""No way to take the pile. Params: ``frozen`` (it needs a natural pair)."""
DRAW_PILE_SMALL = "draw_pile_small"
"""The pile is worth less than the stock cards. Params: ``count`` (pile size)."""
END_STOCK_EMPTY = "end_stock_empty"
"""The stock is empty and the pile is not worth taking (S16.3). Params: none."""

# -- going out (S15) -------------------------------------------------------------------------------
GO_OUT_TOLD = "go_out_told"
"""The partner said yes, so going out is compulsory. Params: none."""
GO_OUT_COMMITTED = "go_out_committed"
"""The pile was taken in a way that binds the player to go out this turn (S14.3). Params: none."""
GO_OUT_THREAT = "go_out_threat"
"""Out now: the opponents or the stock could end the hand first. Params: none."""
GO_OUT_WORTH = "go_out_worth"
"""Out now: ending beats playing on. Params: none."""
ASK_PARTNER = "ask_partner"
"""Params: ``required`` (the rules make asking compulsory)."""
GO_OUT_LATER = "go_out_later"
"""Out only if you must (ranked last). Params: ``pile`` (its size when it is a reason to stay, else 0)."""

# -- melding (S8-S12) ------------------------------------------------------------------------------
MELD_OPEN = "meld_open"
"""The opening. Params: ``points`` laid, ``need`` (the minimum)."""
MELD_CANASTA = "meld_canasta"
"""The melds complete canastas. Params: ``canastas`` (how many)."""
MELD_WILDS_EXPOSED = "meld_wilds_exposed"
"""Wild cards go down because the hand may end soon. Params: ``wilds``."""
MELD_TOWARDS_OUT = "meld_towards_out"
"""The side may go out, and the melds (a pair with a wild card) shrink the hand. Params: none."""
MELD_CARDS = "meld_cards"
"""Plain melding. Params: ``count`` cards."""
MERGE_CANASTA = "merge_canasta"
"""Two groups joined into a canasta. Params: ``rank``."""

# -- discarding (S14) ------------------------------------------------------------------------------
DISCARD_BLACK_THREE = "discard_black_three"
"""Params: ``card``."""
DISCARD_WILD_FREEZE = "discard_wild_freeze"
"""A wild card freezes a pile worth keeping from the opponents. Params: ``card``, ``count`` (pile size)."""
DISCARD_WILD_FORCED = "discard_wild_forced"
"""Only wild cards and cards the next player wants are left. Params: ``card``."""
DISCARD_SAFE = "discard_safe"
"""The next player is unlikely to use it. Params: ``card``."""
DISCARD_LEAST_NEEDED = "discard_least_needed"
"""No opponent can take it (or it is the card worth least). Params: ``card``."""
DISCARD_LEAST_RISKY = "discard_least_risky"
"""The best of risky discards. Params: ``card``."""
DISCARD_RISKY = "discard_risky"
"""An alternative that could let the next player take the pile. Params: ``card``."""
END_NO_DISCARD = "end_no_discard"
"""The stock ran out on a red three: no discard is possible (S16.2). Params: none."""

# -- a parameter any meld or discard reason may carry ------------------------------------------------
SAMBA_KEPT = "samba_kept"
"""Cards the move keeps in hand for a samba (BR13), as card codes separated by spaces ("5H 6H 7H"): cards the
same bot would have melded or discarded but for the samba it still needs (``planner.kept_for_samba``,
``heuristic._spared_for_samba``). Absent when the samba changed nothing."""

# -- moves without a heuristic reason ----------------------------------------------------------------
PLAIN_MOVE = "plain_move"
"""A move given without a reason (a random bot, a fallback). Params: none."""
SEARCHED = "searched"
"""The hard bot played the candidates out. Params: ``worlds`` sampled, ``gain`` (points ahead of the
next best candidate, averaged); ``basis`` holds the heuristic's own reason for the move."""


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason code with named parameters (see the constants above)."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()
    basis: Reason | None = None
    """A deeper reason this one builds on (the search's reason keeps the heuristic's)."""

    def __getitem__(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(f"reason {self.code} has no parameter {name!r}")

    def get(self, name: str, default: Any = None) -> Any:
        try:
            return self[name]
        except KeyError:
            return default

    def as_dict(self) -> dict[str, Any]:
        return dict(self.params)


def reason(code: str, basis: Reason | None = None, **params: Any) -> Reason:
    """``Reason(code, params)`` with the parameters in a stable order."""
    return Reason(code, tuple(sorted(params.items())), basis)


@dataclass(frozen=True, slots=True)
class Choice:
    """One ranked move and why."""

    action: Action
    reason: Reason
    score: float | None = None
    """The heuristic's own estimate where it has one (pile takes, draws, discards), for the search
    to prune with; not comparable across kinds of move."""


def plain(action: Action) -> Choice:
    """A move without a reason (a random bot's, or a fallback's)."""
    return Choice(action, Reason(PLAIN_MOVE))
