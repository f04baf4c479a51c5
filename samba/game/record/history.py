"""The match history as text: one row per match for the list, one row per hand for an opened match.

The UI lays these strings out; every word is chosen here (and in ``words``), so a translation or a
change of wording never touches drawing code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from samba.engine import HandResult, InvalidAction
from samba.game.narration import seat_name
from samba.game.setup import HUMAN, MatchSetup
from samba.i18n import N_, _

from . import words
from .chart import side_names
from .store import RecordedMatch

RESULT_TITLES = {"won": N_("Won"), "lost": N_("Lost"), "shared": N_("Shared win")}
STATUS_TITLES = {"playing": N_("In progress"), "abandoned": N_("Not finished")}


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
        return _("Practice replay")
    if match.practice:
        return _("Practice")
    return _("Replay") if match.replay else ""


def players_title(match: RecordedMatch) -> str:
    """"4 players, Normal" / "3 players, Easy and Hard": the computers' levels, the player's seat aside."""
    others = [words.level_title(level) for seat, level in enumerate(match.levels)
              if seat != match.player_seat and level != HUMAN]
    distinct = sorted(set(others), key=others.index)
    count = words.plural(match.players, "{n} player", "{n} players")
    if not distinct:
        return count
    levels = distinct[0] if len(distinct) == 1 else _("{first} and {last}").format(first=", ".join(distinct[:-1]),
                                                                                   last=distinct[-1])
    return _("{count}, {levels}").format(count=count, levels=levels)


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
    return _(" to ").join(words.points(t) for t in [mine, *others])


def match_row(match: RecordedMatch) -> MatchRow:
    if match.finished and match.result is not None:
        result = _(RESULT_TITLES[match.result]) if match.result in RESULT_TITLES else match.result
    else:
        result = _(STATUS_TITLES[match.status]) if match.status in STATUS_TITLES else match.status
    won = True if match.result == "won" else (False if match.result == "lost" else None)
    return MatchRow(match.id, words.date_time(match.started_at), words.rules_title(match.preset, match.house_rules),
                    players_title(match), score_title(match), result, kind_title(match), won)


def match_title(match: RecordedMatch) -> str:
    """The heading of an opened match: "Deal #1234, 12 March 2025"."""
    return _("Deal #{number}, {date}").format(number=match.seed, date=words.date(match.started_at))


def match_subtitle(match: RecordedMatch) -> str:
    parts = [words.rules_title(match.preset, match.house_rules), players_title(match),
             _("game to {points}").format(points=words.points(match.target))]
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
    return tuple(names[i] if i < len(names) else _("Side {number}").format(number=i + 1) for i in range(match.sides))


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


def live_rows(history: Sequence[HandResult], players: int, viewer: int, watching: bool = False) -> list[HandRow]:
    """The hands played so far in the match on the table, as the history shows a recorded match's hands."""
    rows = []
    for result in history:
        scores = tuple(f"{words.signed(side.total)} ({words.points(total)})"
                       for side, total in zip(result.sides, result.totals, strict=True))
        if not 0 <= result.went_out < players:
            note = _("The stock ran out")
        elif result.went_out == viewer and not watching:
            note = _("You went out")
        else:
            note = _("{name} went out").format(name=seat_name(result.went_out, players, viewer, watching=watching))
        rows.append(HandRow(result.hand_number, scores, note))
    return rows


def went_out_note(match: RecordedMatch, seat: int) -> str:
    """Who ended the hand: "You went out", "North went out", or "The stock ran out"."""
    if not 0 <= seat < match.players:
        return _("The stock ran out")
    if seat == match.player_seat:
        return _("You went out")
    return _("{name} went out").format(name=seat_name(seat, match.players, match.player_seat))


def hand_caption() -> str:
    return _("Each side: the hand's score, and in brackets its total after the hand.")


def replay_setup(match: RecordedMatch) -> MatchSetup:
    """The recorded match's setup, to deal it again (``InvalidAction`` if it no longer makes sense)."""
    return MatchSetup.from_dict(match.setup)
