"""The player's record: what a hand's write costs the frame loop, and what the Statistics screen costs
to open when the record is large.

Plays one real match with bots through the recording path, copies its rows until the record holds
``--matches`` matches, then prints the median of several runs of: recording the end of a hand (open,
one transaction, close), reading the whole record (``RecordBook.read``), computing the figures,
and building one match's chart. It only reports; it never fails on a number.

    .venv/bin/python benchmarks/record_bench.py [--matches 1000] [--repeat 7]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from samba.ai import Budget, make_agent
from samba.engine import preset
from samba.game.controller import MatchController
from samba.game.record import Filters, RecordBook, compute, store
from samba.game.record.chart import chart_of_record
from samba.game.record.recorder import utc_now
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup


def play_one(book: RecordBook, seed: int) -> MatchController:
    setup = MatchSetup(preset("samba"), seed, ("human", "normal", "normal", "normal"))
    controller = MatchController(setup, runner=BotRunner(inline=True))
    book.attach(controller)
    me = make_agent("normal")
    rng = random.Random(seed)
    while not controller.game_over:
        if controller.hand_over:
            controller.next_hand()
        elif controller.human_to_act():
            controller.act(me.choose(controller.observation(), rng, Budget(0.05)))
        else:
            controller.poll_bot()
    return controller


def grow(path: Path, matches: int) -> None:
    """Copy match 1 (its hands and sides) until the record holds ``matches`` matches."""
    with sqlite3.connect(path) as connection:
        columns = [row[1] for row in connection.execute("PRAGMA table_info(matches)") if row[1] != "id"]
        names = ", ".join(columns)
        for new_id in range(2, matches + 1):
            connection.execute(f"INSERT INTO matches (id, {names}) SELECT ?, {names} FROM matches WHERE id = 1",
                               (new_id,))
            connection.execute("INSERT INTO hands SELECT ?, number, ended_at, seconds, went_out_seat, went_out_side, "
                               "reason FROM hands WHERE match_id = 1", (new_id,))
            connection.execute("INSERT INTO hand_sides SELECT ?, number, side, score, total, natural_canastas, "
                               "mixed_canastas, sambas, bolivias, red_threes, breakdown FROM hand_sides "
                               "WHERE match_id = 1", (new_id,))


def median_ms(job, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        job()
        times.append(time.perf_counter() - began)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / store.RECORD_FILE
        book = RecordBook(lambda: path)
        controller = play_one(book, 7)
        hands = len(controller.state.history)
        recorder = controller.recorder
        assert recorder is not None

        def record_a_new_hand() -> None:  # the last hand's rows removed, so each run really writes a hand
            with sqlite3.connect(path) as connection:
                connection.execute("DELETE FROM hand_sides WHERE number = ?", (hands,))
                connection.execute("DELETE FROM hands WHERE number = ?", (hands,))
            began = time.perf_counter()
            recorder.hand_ended(controller.state)
            writes.append(time.perf_counter() - began)

        writes: list[float] = []
        for _ in range(args.repeat):
            record_a_new_hand()
        write = statistics.median(writes) * 1000
        grow(path, args.matches)
        reading = book.read()
        print(f"record: {len(reading.matches):,} matches, {len(reading.matches) * hands:,} hands, "
              f"{path.stat().st_size / 1e6:.1f} MB")
        print(f"write at a hand's end (open, transaction, close): {write:.1f} ms median")
        print(f"read the whole record: {median_ms(book.read, args.repeat):.0f} ms median")
        figures = median_ms(lambda: compute(reading.matches, Filters(), utc_now()), args.repeat)
        print(f"compute the figures: {figures:.0f} ms median")
        print(f"build one match's chart: {median_ms(lambda: chart_of_record(reading.matches[0]), args.repeat):.1f}"
              " ms median")
        controller.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
