"""The player's record: figures of bot-played matches equal those computed from their transcripts.

The matches are played through the real recording path (``RecordBook.attach`` on a
``MatchController``, the hand and match ends seen by the controller). The expected figures are
computed here from the engine's own output only: the events every step reported (who went out, red
threes laid out, the winners), the scored hands (``HandResult``) and the test's clock, never from the
record's SQL or its ``figures`` module.
"""

from __future__ import annotations

from collections import Counter
from datetime import timedelta

import pytest
from record_play import FakeClock, Transcript, new_book, play

from samba.engine import events as E
from samba.engine import preset
from samba.game.practice import Practice
from samba.game.record import Filters, compute
from samba.game.record.figures import Tally, sections, terminal_lines

SERIES = (
    # (preset, players, target, seed, levels, days until the next match starts)
    ("samba", 4, 5000, 11, ("human", "easy", "normal", "easy"), 40),
    ("samba", 2, 5000, 12, ("human", "normal"), 20),
    ("brazilian", 4, 5000, 13, ("human", "normal", "normal", "normal"), 9),
    # Seed 22 (was 14): with the stronger normal bot and the opening takes offered in full (27 Nov) the
    # series lost every match; the easy stand-in wins this three-handed one.
    ("samba_spanish", 3, 5000, 22, ("human", "easy", "easy"), 5),
    ("samba", 6, 5000, 15, ("human", "easy", "easy", "easy", "easy", "easy"), 3),
    # Seed 18 (was 16): the series needs a win, and the seeded games changed when the going-out
    # search became exact (S15.4): the bots now find every legal way out. Seed 20 (was 18): the
    # normal bot's pile takes changed (issue #16) and seed 18's match became a loss.
    ("samba", 4, 5000, 20, ("human", "normal", "normal", "normal"), 0),
)


def _independent(transcripts: list[Transcript]) -> dict:
    """The figures, from each match's events and scored hands (the engine's own results)."""
    played = won = lost = shared = hands = total = margin = canastas = sambas = reds = out = 0
    seconds = 0.0
    best = None
    by_preset: Counter = Counter()
    streak = longest = 0
    for t in transcripts:
        state = t.state
        side = state.seat_side[t.player_seat]
        members = {seat for seat, s in enumerate(state.seat_side) if s == side}
        hand_ends = [e for e in t.events if e.kind == E.HAND_END]
        assert len(hand_ends) == len(state.history), "one HAND_END event per scored hand"
        for result, end, spent in zip(state.history, hand_ends, t.hand_seconds, strict=False):
            mine = next(s for s in result.sides if s.side == side)
            others = [s.total for s in result.sides if s.side != side]
            hands += 1
            total += mine.total
            margin += mine.total - max(others)
            canastas += mine.natural_canastas + mine.mixed_canastas + mine.bolivias
            sambas += mine.sambas
            out += end.seat >= 0 and state.seat_side[end.seat] == side
            seconds += spent
            best = mine.total if best is None else max(best, mine.total)
        reds += sum(1 for e in t.events if e.kind == E.RED_THREE and e.seat in members)
        if t.finished:
            game_end = [e for e in t.events if e.kind == E.GAME_END]
            assert len(game_end) == 1
            winners = state.winners
            played += 1
            by_preset[t.setup.rules.initial_meld_table] += 1
            if side in winners and len(winners) == 1:
                won += 1
                streak += 1
            else:
                lost += side not in winners
                shared += side in winners
                streak = 0
            longest = max(longest, streak)
    return {"matches": Tally(played, won, lost, shared), "hands": hands, "total_score": total,
            "total_margin": margin, "canastas": canastas, "sambas": sambas, "red_threes": reds, "went_out": out,
            "seconds": seconds, "best": best, "current_streak": streak, "best_streak": longest,
            "unfinished": sum(1 for t in transcripts if not t.finished)}


def _compare(figures, expected: dict) -> None:
    assert figures.matches == expected["matches"]
    assert figures.unfinished == expected["unfinished"]
    assert figures.hands == expected["hands"]
    assert figures.total_score == expected["total_score"]
    assert figures.total_margin == expected["total_margin"]
    assert figures.canastas == expected["canastas"]
    assert figures.sambas == expected["sambas"]
    assert figures.red_threes == expected["red_threes"]
    assert figures.went_out == expected["went_out"]
    assert figures.seconds == pytest.approx(expected["seconds"], abs=0.01)
    assert (figures.best_hand.score if figures.best_hand else None) == expected["best"]
    assert figures.current_streak == expected["current_streak"]
    assert figures.best_streak == expected["best_streak"]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """The seeded series, plus a practice match, a replay and a match left unfinished."""
    path = tmp_path_factory.mktemp("record") / "record.sqlite3"
    clock = FakeClock()
    book = new_book(path, clock)
    transcripts = []
    for name, players, target, seed, levels, days in SERIES:
        transcript, _ = play(book, clock, preset(name, player_count=players, target_score=target), seed, levels)
        transcripts.append(transcript)
        clock.jump_days(days)
    extras = {}
    extras["practice"], _ = play(book, clock, preset("samba", player_count=2, target_score=3000), 21,
                                 ("human", "easy"), practice=Practice(open_hands=True))
    extras["replay"], _ = play(book, clock, preset("samba", player_count=2, target_score=3000), 12,
                               ("human", "normal"), replay=True, replay_of=2)
    extras["unfinished"], _ = play(book, clock, preset("samba", player_count=4, target_score=5000), 31,
                                   ("human", "easy", "easy", "easy"), max_hands=2)
    return book, clock, transcripts, extras


def test_the_series_is_long_enough_to_mean_something(recorded):
    _book, _clock, transcripts, _extras = recorded
    assert sum(len(t.state.history) for t in transcripts) >= 20
    results = {t.state.seat_side[t.player_seat] in t.state.winners for t in transcripts}
    assert results == {True, False}, "the series has wins and losses"


def test_figures_of_games_equal_the_transcripts(recorded):
    book, clock, transcripts, extras = recorded
    reading = book.read()
    assert reading.problem is None
    games = [*transcripts, extras["replay"], extras["unfinished"]]
    # Streaks and results run in the order matches ended; the series is played in that order.
    _compare(compute(reading.matches, Filters(), clock.now()), _independent(games))


def test_practice_is_recorded_apart_from_games(recorded):
    book, clock, _transcripts, extras = recorded
    matches = book.read().matches
    _compare(compute(matches, Filters(games="practice"), clock.now()), _independent([extras["practice"]]))
    practice = [m for m in matches if m.practice]
    assert len(practice) == 1 and practice[0].seed == 21


def test_a_replay_is_recorded_as_a_replay_of_its_original(recorded):
    book, clock, _transcripts, extras = recorded
    matches = book.read().matches
    replays = [m for m in matches if m.replay]
    assert [(m.seed, m.replay_of, m.levels) for m in replays] == [(12, 2, ("human", "normal"))]
    _compare(compute(matches, Filters(games="replays"), clock.now()), _independent([extras["replay"]]))


def test_new_deals_only_leave_out_replays_and_practice(recorded):
    book, clock, transcripts, extras = recorded
    figures = compute(book.read().matches, Filters(games="new"), clock.now())
    _compare(figures, _independent([*transcripts, extras["unfinished"]]))


def test_filter_by_preset_counts_only_that_preset(recorded):
    book, clock, transcripts, _extras = recorded
    figures = compute(book.read().matches, Filters(preset="brazilian"), clock.now())
    _compare(figures, _independent([t for t in transcripts if t.setup.rules.initial_meld_table == "brazilian"]))


def test_filter_by_period_counts_matches_started_in_it(recorded):
    book, clock, transcripts, extras = recorded
    now = clock.now()
    recent = [t for t in [*transcripts, *extras.values()]
              if t.started >= now - timedelta(days=30) and not t.practice]
    assert 0 < len(recent) < len(transcripts) + 2, "the period filter must leave some matches out"
    _compare(compute(book.read().matches, Filters(period="month"), now), _independent(recent))


def test_an_unfinished_match_counts_its_hands_but_not_as_played(recorded):
    book, _clock, _transcripts, extras = recorded
    matches = book.read().matches
    open_ones = [m for m in matches if not m.finished]
    assert [(m.seed, len(m.hands), m.status) for m in open_ones] == [(31, 2, "playing")]
    assert len(extras["unfinished"].state.history) == 2


def test_breakdowns_by_players_and_opponents(recorded):
    book, clock, transcripts, extras = recorded
    figures = compute(book.read().matches, Filters(), clock.now())
    finished = [t for t in [*transcripts, extras["replay"]] if t.finished]
    by_players = Counter(t.setup.rules.player_count for t in finished)
    assert {n: tally.played for n, tally in figures.by_players} == dict(by_players)
    levels = Counter()
    for t in finished:
        theirs = {lv for seat, lv in enumerate(t.setup.levels) if t.state.seat_side[seat] != t.state.seat_side[0]}
        levels[theirs.pop() if len(theirs) == 1 else "mixed"] += 1
    assert {level: tally.played for level, tally in figures.by_opponents} == dict(levels)


def test_terminal_lines_say_each_figure_once(recorded):
    book, clock, _transcripts, _extras = recorded
    lines = terminal_lines(compute(book.read().matches, Filters(), clock.now()))
    labels = [line.split(":", 1)[0] for line in lines]
    assert len(labels) == len(set(labels))
    for wanted in ("Matches finished", "Matches won", "Matches lost", "Hands played", "Average hand score",
                   "Average margin per hand", "Best hand", "Canastas made", "Sambas made", "Red threes",
                   "Went out first", "Winning streak", "Time played"):
        assert wanted in labels
    assert any(label.startswith("By rules, ") for label in labels)


def test_the_matches_counted_when_finished_are_labelled_finished_beside_those_not_finished(recorded):
    book, clock, _transcripts, _extras = recorded
    figures = compute(book.read().matches, Filters(), clock.now())
    labels = [line.label for section in sections(figures) for line in section.lines]
    assert "Matches finished" in labels and "Matches not finished" in labels
    assert "Matches played" not in labels, "an unfinished match was played too: 'played' beside it read as 0 played"
