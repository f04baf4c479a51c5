"""The match history as text: one row per match for the list, one row per hand for an opened match.

The UI lays these strings out; every word is chosen here (and in ``words``), so a translation or a
change of wording never touches drawing code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from samba.engine import HandResult, InvalidAction, Observation, SideScore
from samba.engine.analysis import score_side
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


@dataclass(frozen=True, slots=True)
class SoFarLine:
    """One line of the hand in play: what it counts ("Canasta bonuses") and each side's points so far."""

    label: str
    scores: tuple[str, ...]
    total: bool = False
    """The line that sums the others (drawn in bold)."""


def hand_so_far(obs: Observation) -> tuple[SoFarLine, ...]:
    """The hand in play as the scorekeeper would read it now: each side's points on the table so far.

    Asked of the engine (``score_side`` with no cards in hand and nobody out), never computed here: the cards
    melded, the canasta and samba bonuses, the red 3s (minus while a side lacks the canastas they need) and any
    short-sequence penalty. What the hand's end adds (going out, the cards left in hand) is not known yet, so
    the lines say "so far" and the caption says what is left out. Empty once the hand is scored (its row is in
    the history then). Items no side has yet are left out; the cards melded and the total always show.
    """
    if obs.result is not None:
        return ()
    sides = _scores_so_far(obs)
    items = [
        (_("Cards melded"), [s.melded_cards for s in sides], True),
        (_("Canasta and samba bonuses"),
         [s.natural_canasta_bonus + s.mixed_canasta_bonus + s.samba_bonus + s.bolivia_bonus for s in sides], False),
        (_("Red threes"), [s.red_three_points for s in sides], False),
        (_("Short sequences"), [s.short_sequence_penalty for s in sides], False),
    ]
    lines = [SoFarLine(label, tuple(words.signed(v) if v else "0" for v in values))
             for label, values, always in items if always or any(values)]
    lines.append(SoFarLine(_("On the table so far"), tuple(words.signed(s.total) if s.total else "0"
                                                             for s in sides), total=True))
    return tuple(lines)


def _scores_so_far(obs: Observation) -> list[SideScore]:
    """Each side's score if the hand were scored now with nobody out and no cards in hand (the engine's scoring)."""
    return [score_side(side, obs.side_melds(side), len(obs.red_threes[side]), (), False, False, obs.rules)
            for side in range(len(obs.sides))]


def so_far_title(hand_number: int) -> str:
    return _("Hand {number} so far (in play)").format(number=hand_number)


def so_far_caption(obs: Observation) -> str:
    """What the running lines leave out, in the table's own rules (of players, when everyone plays alone)."""
    alone = all(len(members) == 1 for members in obs.sides)
    if alone:
        caption = _("So far: the points each player has on the table now; going out and the cards left in hand "
                    "count when the hand ends.")
    else:
        caption = _("So far: the points each side has on the table now; going out and the cards left in hand "
                    "count when the hand ends.")
    if not obs.rules.losing_side_scores_melds:
        caption += " " + (_("Only the player who goes out scores their melds.") if alone else
                          _("Only the side that goes out scores its melds."))
    if obs.result is None and any(side.red_three_points < 0 for side in _scores_so_far(obs)):
        # A minus on the red threes' line puzzles a newcomer (playtest p6): say when they turn plus (S5.6).
        need = obs.rules.red3_positive_min_canastas
        if alone:
            caption += " " + (_("Red threes count minus until the player completes a canasta (S5.6).") if need <= 1
                              else _("Red threes count minus until the player completes {need} canastas (S5.6).")
                              .format(need=need))
        else:
            caption += " " + (_("Red threes count minus until the side completes a canasta (S5.6).") if need <= 1
                              else _("Red threes count minus until the side completes {need} canastas (S5.6).")
                              .format(need=need))
    return caption


def went_out_note(match: RecordedMatch, seat: int) -> str:
    """Who ended the hand: "You went out", "North went out", or "The stock ran out"."""
    if not 0 <= seat < match.players:
        return _("The stock ran out")
    if seat == match.player_seat:
        return _("You went out")
    return _("{name} went out").format(name=seat_name(seat, match.players, match.player_seat))


def hand_caption(alone: bool = False) -> str:
    """The note under the hands' scores; ``alone``: everyone plays alone (each column is a player, not a side)."""
    if alone:
        return _("Each player: the hand's score, and in brackets their total after the hand.")
    return _("Each side: the hand's score, and in brackets its total after the hand.")


def replay_setup(match: RecordedMatch) -> MatchSetup:
    """The recorded match's setup, to deal it again (``InvalidAction`` if it no longer makes sense)."""
    return MatchSetup.from_dict(match.setup)
