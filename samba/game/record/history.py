"""The match history as text: one row per match for the list, one row per hand for an opened match.

The UI lays these strings out; every word is chosen here (and in ``words``), so a translation or a
change of wording never touches drawing code.
"""

from __future__ import annotations

from dataclasses import dataclass

from samba.engine import InvalidAction
from samba.game.narration import seat_name
from samba.game.setup import HUMAN, MatchSetup

from . import words
from .chart import side_names
from .store import RecordedMatch

RESULT_TITLES = {"won": "Won", "lost": "Lost", "shared": "Shared win"}
STATUS_TITLES = {"playing": "In progress", "abandoned": "Not finished"}


@dataclass(frozen=True, slots=True)
class MatchRow:
    match_id: int
    when: str
    rules: str
    players: str
    score: str
    result: str
    kind: str
    """"Practice", "Replay", "Practice replay" or empty."""
    won: bool | None
    """True won, False lost, None otherwise (for colour only)."""


@dataclass(frozen=True, slots=True)
class HandRow:
    number: int
    scores: tuple[str, ...]
    """Per side: "+1,230 (4,560)": the hand's score and the running total after it."""
    note: str


def kind_title(match: RecordedMatch) -> str:
    if match.practice and match.replay:
        return "Practice replay"
    if match.practice:
        return "Practice"
    return "Replay" if match.replay else ""


def players_title(match: RecordedMatch) -> str:
    """"4 players, Normal" / "3 players, Easy and Hard": the computers' levels, the player's seat aside."""
    others = [words.level_title(level) for seat, level in enumerate(match.levels)
              if seat != match.player_seat and level != HUMAN]
    distinct = sorted(set(others), key=others.index)
    count = words.plural(match.players, "{n} player", "{n} players")
    if not distinct:
        return count
    return "{count}, {levels}".format(count=count, levels=" and ".join(distinct))


def score_title(match: RecordedMatch) -> str:
    """The final (or latest) totals, the player's side first: "10,230 to 8,110"."""
    if match.final_scores is not None:
        totals = list(match.final_scores)
    elif match.hands:
        totals = [0] * match.sides
        for side in match.hands[-1].sides:
            if side.side < len(totals):
                totals[side.side] = side.total
    else:
        return "–"
    mine = totals[match.player_side] if match.player_side < len(totals) else 0
    others = [t for i, t in enumerate(totals) if i != match.player_side]
    return " to ".join(words.points(t) for t in [mine, *others])


def match_row(match: RecordedMatch) -> MatchRow:
    if match.finished and match.result is not None:
        result = RESULT_TITLES.get(match.result, match.result)
    else:
        result = STATUS_TITLES.get(match.status, match.status)
    won = True if match.result == "won" else (False if match.result == "lost" else None)
    return MatchRow(match.id, words.date_time(match.started_at), words.rules_title(match.preset, match.house_rules),
                    players_title(match), score_title(match), result, kind_title(match), won)


def match_title(match: RecordedMatch) -> str:
    """The heading of an opened match: "Deal #1234, 12 March 2025"."""
    return f"Deal #{match.seed}, {words.date(match.started_at)}"


def match_subtitle(match: RecordedMatch) -> str:
    parts = [words.rules_title(match.preset, match.house_rules), players_title(match),
             f"game to {words.points(match.target)}"]
    kind = kind_title(match)
    if kind:
        parts.append(kind)
    return " · ".join(parts)


def column_names(match: RecordedMatch) -> tuple[str, ...]:
    try:
        rules = MatchSetup.from_dict(match.setup).rules
        names = side_names(rules, match.player_seat)
    except (InvalidAction, TypeError, ValueError):
        names = ()
    return tuple(names[i] if i < len(names) else f"Side {i + 1}" for i in range(match.sides))


def hand_rows(match: RecordedMatch) -> list[HandRow]:
    rows = []
    for hand in match.hands:
        scores = []
        for side in range(match.sides):
            entry = hand.side(side)
            scores.append("–" if entry is None else f"{words.signed(entry.score)} ({words.points(entry.total)})")
        note = went_out_note(match, hand.went_out_seat)
        rows.append(HandRow(hand.number, tuple(scores), note))
    return rows


def went_out_note(match: RecordedMatch, seat: int) -> str:
    """Who ended the hand: "You went out", "North went out", or "The stock ran out"."""
    if not 0 <= seat < match.players:
        return "The stock ran out"
    name = seat_name(seat, match.players, match.player_seat)
    return "You went out" if name == "You" else f"{name} went out"


HAND_CAPTION = "Each side: the hand's score, and in brackets its total after the hand."


def replay_setup(match: RecordedMatch) -> MatchSetup:
    """The recorded match's setup, to deal it again (``InvalidAction`` if it no longer makes sense)."""
    return MatchSetup.from_dict(match.setup)
