"""The move log's one source: what happened in the match, as lines, from the events the controller applies.

The table's "What happened" panel must read the same after Continue or a restart as it did before,
so it is never assembled by the table from what it happened to animate. ``MatchController`` makes
every line here when it applies something — an action's events as the viewer may see them, the
practice explanation of a computer move ("» …"), a move taken back with Undo, a refusal — and keeps
them in ``controller.story``. Replaying a save's journal goes through the very same calls, so the
rebuilt log is the same text. The table shows the lines as their beats play.

The practice explanation is rebuilt from the bot's reason *as data* (``reason_to_data``), stored in
the save's journal beside the move: words are made by ``reason_words`` when the line is told, never
saved, so a translation would re-word an old save too. A refusal is kept the same way: its code, rule
and parameters (``refusal_to_data``), so after Continue it is worded again in the player's language, with
its card or count, rather than shown as the engine's English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from samba.ai import Reason
from samba.engine import Violation, codes
from samba.engine.actions import Action, Meld, MergeGroups
from samba.engine.analysis import Meld as TableMeld
from samba.engine.events import Event
from samba.i18n import N_, _

from .narration import meld_phrases, narrate_each
from .refusal_words import refusal_text

EVENT = "event"
WHY = "why"
TAKE_BACK = "take_back"
REFUSED = "refused"

WHY_MARK = "» "
"""Starts every explanation line in the move log, so it reads apart from what happened."""

TAKE_BACK_MELD = N_("You take back {cards}.")
TAKE_BACK_MERGE = N_("You take back the joining of two groups.")
REFUSAL = N_("Not allowed: {reason}")


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the move log; a refusal keeps its rule so a click on the line can open its help page."""

    text: str
    kind: str = EVENT
    rule: str = ""


def event_lines(events: Sequence[Event], player_count: int, viewer: int, seat_side: Sequence[int],
                melds_after: Sequence[TableMeld], *, watching: bool,
                dealt_shown: bool = True) -> tuple[str | None, ...]:
    """One line (or None) per event, as the viewer reads them: "You draw 7♠ 9♦", "East adds 9♣ to their nines".
    ``dealt_shown``: dealt red threes are laid out at the deal (C7, ``shows_dealt_red_threes``)."""
    names = meld_phrases(melds_after, seat_side[viewer], watching=watching)
    return tuple(narrate_each(events, player_count, viewer, names, watching=watching, dealt_shown=dealt_shown))


def why_line(explanation: str) -> Line:
    return Line(WHY_MARK + explanation, WHY)


def take_back_line(action: Action) -> Line:
    """Undo, told as one line: the cards that came back to the hand."""
    if isinstance(action, Meld):
        cards = [c for meld in action.melds for c in meld] + [c for _meld, added in action.layoffs for c in added]
        return Line(_(TAKE_BACK_MELD).format(cards=codes(cards)), TAKE_BACK)
    if isinstance(action, MergeGroups):
        return Line(_(TAKE_BACK_MERGE), TAKE_BACK)
    raise TypeError(f"only melds and merges are taken back, not {action!r}")


def refusal_line(problem: Violation) -> Line:
    return Line(_(REFUSAL).format(reason=refusal_text(problem)), REFUSED, problem.rule)


# -- the bot's reason as data, for the save's journal ---------------------------------------------------
def reason_to_data(reason: Reason) -> dict[str, Any]:
    data: dict[str, Any] = {"code": reason.code, "params": [[k, v] for k, v in reason.params]}
    if reason.basis is not None:
        data["basis"] = reason_to_data(reason.basis)
    return data


def reason_from_data(data: Any, depth: int = 0) -> Reason | None:
    """Untrusted journal data back to a ``Reason``; None when it is not one (the line is then left out)."""
    if not isinstance(data, Mapping) or depth > 4:
        return None
    code, params = data.get("code"), data.get("params", [])
    if not isinstance(code, str) or not isinstance(params, list):
        return None
    pairs: list[tuple[str, Any]] = []
    for item in params:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
            return None
        value = item[1]
        if not isinstance(value, str | int | float | bool) and value is not None:
            return None
        pairs.append((item[0], value))
    basis = None
    if "basis" in data:
        basis = reason_from_data(data["basis"], depth + 1)
        if basis is None:
            return None
    return Reason(code, tuple(pairs), basis)


# -- a refusal as data, for the save's journal -------------------------------------------------------------
REFUSAL_PARAMS = 12
"""At most this many parameters are read back from a journal's refusal (the engine gives a handful)."""


def refusal_to_data(problem: Violation) -> dict[str, Any]:
    """The journal entry for a refusal: what ``refusal_words`` needs to word it again, and the engine's message."""
    return {"type": REFUSED, "code": problem.code, "rule": problem.rule, "message": problem.message,
            "params": [[name, value] for name, value in problem.params]}


def refusal_from_data(entry: Mapping[str, Any]) -> Violation:
    """Untrusted journal data back to a refusal, every value bounded; parameters that are not plain names and
    values are left out (a save written before they were kept has none: its line falls back to the message)."""
    params: list[tuple[str, str | int]] = []
    raw = entry.get("params")
    for item in raw[:REFUSAL_PARAMS] if isinstance(raw, list) else []:
        if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and \
                isinstance(item[1], str | int) and not isinstance(item[1], bool):
            value = item[1][:200] if isinstance(item[1], str) else item[1]
            params.append((item[0][:40], value))
    return Violation(str(entry.get("code", ""))[:40], str(entry.get("rule", ""))[:20],
                     str(entry.get("message", ""))[:400], tuple(params))
