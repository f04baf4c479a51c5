"""What the score chart shows: every side's running total hand by hand, the target, and the bands of
score in which a side's opening minimum stays the same (S12.1, BR10).

Built from a match in play (its ``history``) or from the record, so the hand summary, the game-over
screen and the match history draw the same picture. The bands come from the engine's own
``opening_requirement`` for the match's rules, so a house-rule ladder or Brazilian rules are drawn
as they are played; the UI only draws this value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from samba.engine import HandResult, InvalidAction, RuleSet
from samba.engine.analysis import opening_requirement, requirement_steps, sides_for
from samba.game.narration import seat_name
from samba.game.rule_words import requirement_words

from .store import RecordedMatch

STEP = 5
"""Scores move in fives (every card value is a multiple of 5): the last band reaches one step past the top."""


@dataclass(frozen=True, slots=True)
class Band:
    """Scores from ``low`` (inclusive) to ``high`` (exclusive) need the same opening, ``minimum``."""

    low: int
    high: int
    minimum: str


@dataclass(frozen=True, slots=True)
class Series:
    side: int
    name: str
    totals: tuple[int, ...]
    """Running totals: ``totals[0]`` before the first charted hand, then one per hand."""
    mine: bool


@dataclass(frozen=True, slots=True)
class ScoreChart:
    first_hand: int
    """Number of the first hand charted (1, or later for a match recorded from a resumed game)."""
    series: tuple[Series, ...]
    target: int
    bands: tuple[Band, ...]

    @property
    def hands(self) -> int:
        return max((len(s.totals) - 1 for s in self.series), default=0)

    @property
    def low(self) -> int:
        return min([0, *(t for s in self.series for t in s.totals)])

    @property
    def high(self) -> int:
        return max([self.target, *(t for s in self.series for t in s.totals)])


def opening_bands(rules: RuleSet, low: int, high: int) -> tuple[Band, ...]:
    """The score bands between ``low`` and ``high`` with one opening minimum each.

    Only the scores where the engine says the requirement may change (``requirement_steps``) are
    looked at: probing every score in fives hung the match history on a record whose total had been
    set to 2**62 (audit 4, crafted files), and it spent thousands of probes on every real chart.
    """
    start = min(low, -STEP)
    bands: list[Band] = []
    current = requirement_words(opening_requirement(rules, start))
    band_low = start
    for score in requirement_steps(rules):
        if start < score <= high:
            minimum = requirement_words(opening_requirement(rules, score))
            if minimum != current:
                bands.append(Band(band_low, score, current))
                band_low, current = score, minimum
    bands.append(Band(band_low, max(high, band_low) + STEP, current))
    return tuple(bands)


def side_names(rules: RuleSet, viewer: int, watching: bool = False) -> tuple[str, ...]:
    """Each side named by its seats as the table names them ("You & North", "West & East")."""
    n = rules.player_count
    return tuple(" & ".join(seat_name(seat, n, viewer, watching=watching) for seat in members)
                 for members in sides_for(rules))


def chart_of_history(rules: RuleSet, history: Sequence[HandResult], viewer: int, viewer_side: int,
                     watching: bool = False) -> ScoreChart:
    """The chart of a match in play, from its scored hands."""
    names = side_names(rules, viewer, watching)
    series = tuple(Series(side, names[side], (0, *(r.totals[side] for r in history)), side == viewer_side and
                          not watching) for side in range(len(names)))
    return _with_bands(rules, ScoreChart(1, series, rules.target_score, ()))


def chart_of_record(match: RecordedMatch) -> ScoreChart:
    """The chart of a recorded match (from its first recorded hand)."""
    try:
        rules = RuleSet.from_dict(match.setup.get("rules"))
    except (InvalidAction, TypeError, ValueError):
        rules = RuleSet(player_count=match.players, target_score=match.target)
    names = side_names(rules, match.player_seat)
    series = []
    for side in range(match.sides):
        points: list[int] = []
        for hand in match.hands:
            mine = hand.side(side)
            if mine is not None:
                if not points:
                    points.append(mine.total - mine.score)
                points.append(mine.total)
        name = names[side] if side < len(names) else str(side + 1)
        series.append(Series(side, name, tuple(points) or (0,), side == match.player_side))
    first = match.hands[0].number if match.hands else match.first_hand
    return _with_bands(rules, ScoreChart(first, tuple(series), match.target, ()))


def _with_bands(rules: RuleSet, chart: ScoreChart) -> ScoreChart:
    bands = opening_bands(rules, chart.low, chart.high)
    return ScoreChart(chart.first_hand, chart.series, chart.target, bands)
