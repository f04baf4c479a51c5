"""The player's statistics, computed from the recorded matches (no pygame, no SQL: plain values).

Choices, written down because a reader of the figures needs them:

* Figures are the *player's side*: in a partnership the canastas, red threes, going out and hand
  scores are the side's, as on the score sheet. Canastas are natural, mixed and Bolivia canastas;
  sambas are counted apart.
* A match counts (as "finished") once it is finished: won (the player's side alone reached the top),
  lost, or shared (tied for first under ``tie_rule=shared_win``). Matches left unfinished (replaced
  by another game, or still in the save) count only in "not finished"; their hands still count.
* The margin of a hand is the player's side's score minus the best other side's score.
* Streaks run over finished matches in the order they ended; a loss or a shared win ends a streak.
* Time played is the time from each deal (or from resuming) to the end of that hand.
* Filters: a match belongs to a period by the day it started; "Games" are every recorded match but
  practice (new deals and replays), and each kind can also be chosen on its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from samba.i18n import N_, _, number

from . import words
from .store import RecordedHand, RecordedMatch

PERIODS: tuple[str, ...] = ("all", "week", "month", "year")
PERIOD_DAYS = {"week": 7, "month": 30, "year": 365}
PERIOD_TITLES = {"all": N_("All time"), "week": N_("Last 7 days"), "month": N_("Last 30 days"),
                 "year": N_("Last 12 months")}

GAMES: tuple[str, ...] = ("games", "new", "replays", "practice")
GAME_TITLES = {"games": N_("Games and replays"), "new": N_("New deals only"), "replays": N_("Replays only"),
               "practice": N_("Practice only")}


@dataclass(frozen=True, slots=True)
class Filters:
    """Which matches the figures cover (``preset`` None: every preset).

    Practice games are left out unless asked for ("Practice only"): open hands, explained moves and hints
    make their wins and scores no measure of the player's own play, and mixing them in would flatter every
    figure. So that they are never lost from sight, the screens say how many the filters leave out
    (``practice_hidden``) and how to show them.
    """

    preset: str | None = None
    period: str = "all"
    games: str = "games"

    def admits(self, match: RecordedMatch, now: datetime) -> bool:
        if self.preset is not None and match.preset != self.preset:
            return False
        days = PERIOD_DAYS.get(self.period)
        if days is not None and match.started_at < now - timedelta(days=days):
            return False
        if self.games == "practice":
            return match.practice
        if match.practice:
            return False
        if self.games == "new":
            return not match.replay
        if self.games == "replays":
            return match.replay
        return True

    def practice_hidden(self, matches: Iterable[RecordedMatch], now: datetime) -> int:
        """Practice games the Games filter alone leaves out (they fit the rules and period chosen)."""
        practice = replace(self, games="practice")
        return sum(1 for m in matches if m.practice and not self.admits(m, now) and practice.admits(m, now))


@dataclass(frozen=True, slots=True)
class Tally:
    """Finished matches of one kind: played = won + lost + shared."""

    played: int = 0
    won: int = 0
    lost: int = 0
    shared: int = 0

    def add(self, result: str | None) -> Tally:
        return Tally(self.played + 1, self.won + (result == "won"), self.lost + (result == "lost"),
                     self.shared + (result == "shared"))


@dataclass(frozen=True, slots=True)
class BestHand:
    score: int
    hand_number: int
    seed: int
    played_on: datetime
    match_id: int


@dataclass(frozen=True, slots=True)
class Figures:
    matches: Tally
    unfinished: int
    by_preset: tuple[tuple[str, Tally], ...]
    by_players: tuple[tuple[int, Tally], ...]
    by_opponents: tuple[tuple[str, Tally], ...]
    hands: int
    total_score: int
    total_margin: int
    best_hand: BestHand | None
    canastas: int
    sambas: int
    red_threes: int
    went_out: int
    current_streak: int
    best_streak: int
    seconds: float

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.hands if self.hands else None

    @property
    def average_margin(self) -> float | None:
        return self.total_margin / self.hands if self.hands else None


def select(matches: Iterable[RecordedMatch], filters: Filters, now: datetime) -> list[RecordedMatch]:
    return [m for m in matches if filters.admits(m, now)]


def _tallies(matches: Sequence[RecordedMatch], key) -> tuple:
    tallies: dict = {}
    for match in matches:
        tallies[key(match)] = tallies.get(key(match), Tally()).add(match.result)
    return tuple(sorted(tallies.items(), key=lambda item: (-item[1].played, str(item[0]))))


def _margin(hand: RecordedHand, side: int) -> int:
    mine = hand.side(side)
    others = [s.score for s in hand.sides if s.side != side]
    if mine is None:
        return 0
    return mine.score - max(others) if others else mine.score


def compute(matches: Iterable[RecordedMatch], filters: Filters, now: datetime) -> Figures:
    """The figures of the matches ``filters`` admits (``now`` anchors the period)."""
    chosen = select(matches, filters, now)
    finished = [m for m in chosen if m.finished]
    tally = Tally()
    for match in finished:
        tally = tally.add(match.result)
    hands = total = margin = canastas = sambas = red_threes = went_out = 0
    seconds = 0.0
    best: BestHand | None = None
    for match in chosen:
        seconds += match.unscored_seconds  # the hands in progress when the match was left count too
        for hand in match.hands:
            mine = hand.side(match.player_side)
            if mine is None:
                continue
            hands += 1
            total += mine.score
            margin += _margin(hand, match.player_side)
            canastas += mine.natural_canastas + mine.mixed_canastas + mine.bolivias
            sambas += mine.sambas
            red_threes += mine.red_threes
            went_out += hand.went_out_side == match.player_side
            seconds += hand.seconds
            if best is None or mine.score > best.score:
                best = BestHand(mine.score, hand.number, match.seed, hand.ended_at, match.id)
    current = longest = 0
    for match in sorted(finished, key=lambda m: (m.ended_at or m.started_at, m.id)):
        current = current + 1 if match.result == "won" else 0
        longest = max(longest, current)
    return Figures(
        matches=tally, unfinished=len(chosen) - len(finished),
        by_preset=_tallies(finished, lambda m: m.preset), by_players=_tallies(finished, lambda m: m.players),
        by_opponents=_tallies(finished, lambda m: m.opponents),
        hands=hands, total_score=total, total_margin=margin, best_hand=best, canastas=canastas, sambas=sambas,
        red_threes=red_threes, went_out=went_out, current_streak=current, best_streak=longest, seconds=seconds)


# ---------------------------------------------------------------- as lines (screen and ``samba --stats``)


@dataclass(frozen=True, slots=True)
class Line:
    """One figure: a label and its value (and, in a breakdown, the tally the value says in words)."""

    label: str
    value: str
    tally: Tally | None = None


@dataclass(frozen=True, slots=True)
class Section:
    """Figures under one heading. ``breakdown`` sections name their heading in the terminal
    ("By rules, Samba (standard): …"), since their labels alone do not say what they count."""

    title: str
    lines: tuple[Line, ...]
    breakdown: bool = False


TALLY_COLUMNS = (N_("Finished"), N_("Won"), N_("Lost"))
"""Column titles of a breakdown drawn as a table (the terminal says the same in ``_tally_text``)."""


def tally_columns() -> tuple[str, ...]:
    return tuple(_(title) for title in TALLY_COLUMNS)


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


def _tally_text(tally: Tally) -> str:
    if tally.shared:
        return _("{played} finished: {won} won, {lost} lost, {shared} shared").format(
            played=tally.played, won=tally.won, lost=tally.lost, shared=tally.shared)
    return _("{played} finished: {won} won, {lost} lost").format(played=tally.played, won=tally.won, lost=tally.lost)


def _average(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "–"
    whole = round(value)
    return words.signed(whole) if signed else words.points(whole)


def _best(best: BestHand | None) -> str:
    if best is None:
        return "–"
    return _("{score} (deal #{deal}, hand {hand}, {date})").format(
        score=words.signed(best.score), deal=best.seed, hand=best.hand_number, date=words.date(best.played_on))


def sections(figures: Figures) -> list[Section]:
    """Every figure, in reading order: matches, hands, melds, then the breakdowns that have rows."""
    f = figures
    m = f.matches
    matches = [
        Line(_("Matches finished"), number(m.played)),
        Line(_("Matches won"), _("{won} ({percent})").format(won=number(m.won), percent=_percent(m.won, m.played))),
        Line(_("Matches lost"), number(m.lost)),
    ]
    if m.shared:
        matches.append(Line(_("Wins shared"), number(m.shared)))
    matches += [
        Line(_("Matches not finished"), number(f.unfinished)),
        Line(_("Winning streak"), _("{now} now, best {best}").format(now=f.current_streak, best=f.best_streak)),
        Line(_("Time played"), words.duration(f.seconds)),
    ]
    hands = [
        Line(_("Hands played"), number(f.hands)),
        Line(_("Average hand score"), _average(f.average_score)),
        Line(_("Average margin per hand"), _average(f.average_margin, signed=True)),
        Line(_("Best hand"), _best(f.best_hand)),
        Line(_("Went out first"), _("{out} of {hands} ({percent})").format(
            out=number(f.went_out), hands=words.plural(f.hands, "{n} hand", "{n} hands"),
            percent=_percent(f.went_out, f.hands))),
    ]
    melds = [
        Line(_("Canastas made"), number(f.canastas)),
        Line(_("Sambas made"), number(f.sambas)),
        Line(_("Red threes"), number(f.red_threes)),
    ]
    out = [Section(_("Matches"), tuple(matches)), Section(_("Hands"), tuple(hands)),
           Section(_("Melds (your side)"), tuple(melds))]
    groups: tuple[tuple[str, Sequence[tuple[Any, Tally]], Callable[[Any], str]], ...] = (
            (_("By rules"), f.by_preset, words.preset_title),
            (_("By number of players"), f.by_players, lambda n: words.plural(n, "{n} player", "{n} players")),
            (_("By opponents"), f.by_opponents,
             lambda level: _("{level} opponents").format(level=words.level_title(level))))
    for title, rows, name in groups:
        if rows:
            out.append(Section(title, tuple(Line(name(key), _tally_text(tally), tally) for key, tally in rows), True))
    return out


def terminal_lines(figures: Figures) -> list[str]:
    """``samba --stats``: one line per figure."""
    out = []
    for section in sections(figures):
        for line in section.lines:
            label = _("{section}, {line}").format(section=section.title, line=line.label) if section.breakdown \
                else line.label
            out.append(f"{label}: {line.value}")
    return out
