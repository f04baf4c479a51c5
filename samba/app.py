"""Command line: the game window (default), a headless smoke run, or a narrated hand in the terminal.

Room: the entry point, above every layer. It is the one module that imports inside its functions,
on purpose: ``samba --stats`` and ``samba --terminal`` must run without pygame (and without a
display), and ``--smoke`` sets SDL's environment before pygame is first imported. These imports
point down only, so they hide no cycle (``tests/test_import_cycles.py`` counts them too).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import random
import sys
import tempfile
import time
import traceback

from samba import i18n, resources
from samba.ai import Budget, make_agent
from samba.engine import PRESETS, apply, new_match, observe, preset
from samba.engine import state as S
from samba.game.names import preset_title
from samba.game.narration import narrate_all
from samba.game.new_game_defaults import DEFAULT_PLAYERS, DEFAULT_PRESET, NewGameDefaults
from samba.game.score_words import score_lines, signed_points
from samba.game.setup import MAX_SEED
from samba.i18n import _


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="samba", description="Samba, the three-deck Canasta game.")
    parser.add_argument("--terminal", action="store_true", help="play one narrated computer hand in the terminal")
    parser.add_argument("--smoke", action="store_true",
                        help="run the real game loop with computer players at instant speed, then exit")
    parser.add_argument("--continue", dest="continue_match", action="store_true",
                        help="open the saved match at once; with --smoke: resume it headless, play on and save")
    parser.add_argument("--turns", type=int, default=None,
                        help="with --smoke: stop after N turns (default: a hand; with --continue: 20 moves)")
    parser.add_argument("--tutorial", action="store_true",
                        help="open the game at the tutorial's lesson list (Esc leads back to the title screen); "
                             "with --smoke: play every lesson through the table with real input events")
    parser.add_argument("--stats", action="store_true",
                        help="print the statistics of your record (the Statistics screen's figures), one per line")
    parser.add_argument("--rules", default=None, choices=sorted(PRESETS),
                        help=f"rules preset (default {DEFAULT_PRESET}; in the window: preset the New game screen)")
    parser.add_argument("--players", type=int, default=None, choices=(2, 3, 4, 5, 6),
                        help=f"players (default {DEFAULT_PLAYERS}; in the window: preset the New game screen)")
    parser.add_argument("--seed", type=int, default=None,
                        help="deal number (the same number, the same deal; in the window: preset the New game screen)")
    parser.add_argument("--size", default=None,
                        help="window size, e.g. 1280x800 (default: 1280x800, or less to fit the screen)")
    args = parser.parse_args(argv)
    args.window = None
    if args.size is not None:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
        except ValueError:
            parser.error(f"--size must look like 1280x800, not {args.size!r}")
        args.window = (w, h)
    if args.turns is not None and args.turns < 1:
        parser.error("--turns must be at least 1")
    if args.continue_match and args.tutorial:
        parser.error("--continue and --tutorial open different things: choose one")
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:
        parser.error(f"--seed must be from 0 to {MAX_SEED:,}")
    # Only the options actually given preset the New game screen; the rest keep its usual choices. Without any
    # of them the screen starts from the player's last game (see new_game_defaults).
    given = tuple(name for name, value in (("rules", args.rules), ("players", args.players), ("seed", args.seed))
                  if value is not None)
    args.rules = args.rules or DEFAULT_PRESET
    args.players = args.players or DEFAULT_PLAYERS
    args.new_game = NewGameDefaults(args.rules, args.players, args.seed,
                                    source="command_line" if given else "default", given=given)
    return args


def terminal_hand(rules_name: str, players: int, seed: int, out=sys.stdout) -> int:
    """Play one hand between computer players and narrate it; returns 0 when it completes."""
    rules = preset(rules_name, player_count=players)
    state = new_match(rules, seed)
    agents = [make_agent("random") for _seat in range(players)]
    rng = random.Random(seed)
    print(_("Deal #{number}, rules: {rules}, {players} players").format(number=seed, rules=preset_title(rules_name),
                                                                         players=players), file=out)
    print("\n".join(narrate_all(state.log, players, None)), file=out)
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        seat = state.to_act
        action = agents[seat].choose(observe(state, seat), rng, Budget(0.5))
        state, events = apply(state, action)
        for line in narrate_all(events, players, None):
            print(line, file=out)
    assert state.result is not None
    for side in state.result.sides:
        items = ", ".join(f"{line.label} {signed_points(line.points)}" for line in score_lines(side))
        print(_("Side {number}: {items} = {total}").format(number=side.side + 1, items=items,
                                                          total=signed_points(side.total)), file=out)
    return 0


def print_statistics(out=sys.stdout) -> int:
    """``samba --stats``: the record's figures with the Statistics screen's default filters.

    The record is only read (never created, migrated or changed). Returns 0, or 1 when it cannot be read.
    """
    from samba.game.record import Filters, RecordBook, compute, terminal_lines
    from samba.game.record.recorder import utc_now

    book = RecordBook()
    reading = book.read()
    where = reading.path if reading.path is not None else _("(no data folder)")
    print(_("Record: {path}").format(path=where), file=out)
    if reading.problem is not None:
        print(reading.problem, file=out)
        return 1
    if reading.unreadable:
        print(reading.note(), file=out)
    for line in terminal_lines(compute(reading.matches, Filters(), utc_now())):
        print(line, file=out)
    return 0


def smoke(args: argparse.Namespace, seed: int) -> int:
    """Headless check of the whole game.

    With ``SAMBA_DATA`` set explicitly it plays, saves and records there as the game would (so a script
    can make a real save and record, or resume one with ``--continue``); otherwise a new-match run uses a
    folder of its own, away from the player's files, while ``--continue`` resumes the player's own match.
    """
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # muted anyway: no ALSA noise on machines without sound
    from samba.ui.no_display import display_missing

    if display_missing():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    began = time.perf_counter()
    report = _smoke_line
    if args.continue_match:
        return _continue_smoke(args, report)
    with contextlib.ExitStack() as stack:
        if not os.environ.get(resources.DATA_ENV):
            os.environ[resources.DATA_ENV] = stack.enter_context(tempfile.TemporaryDirectory(prefix="samba-smoke-"))
        try:
            from samba.ui.smoke import run_smoke

            if args.tutorial:
                from samba.ui.tutorial.smoke import run_tutorial_smoke

                code = run_tutorial_smoke(report)
            else:
                code = run_smoke(args.turns, seed, args.players, report, args.rules)
        except Exception:
            traceback.print_exc()
            print("smoke: FAILED", flush=True)
            return 1
    print(f"smoke: {'ok' if code == 0 else 'FAILED'} in {time.perf_counter() - began:.1f} s", flush=True)
    return code


def _smoke_line(line: str) -> None:
    print(f"smoke: {line}", flush=True)


def _continue_smoke(args: argparse.Namespace, report) -> int:
    """``--smoke --continue``: never a traceback — a save that cannot be resumed is one line and exit 0."""
    from samba.game.file_words import detail

    began = time.perf_counter()
    try:
        from samba.ui.smoke import run_continue_smoke

        outcome = run_continue_smoke(args.turns, report)
    except Exception as exc:  # a bug of ours, not of the file: say it in one line, keep the traceback in the log
        logging.getLogger(__name__).debug("smoke --continue failed", exc_info=True)
        print(f"smoke: FAILED: {detail(exc)}", flush=True)
        return 1
    if outcome.resumed:
        print(f"smoke: {'ok' if outcome.code == 0 else 'FAILED'} in {time.perf_counter() - began:.1f} s", flush=True)
    return outcome.code


def window(args: argparse.Namespace) -> int:
    """The game window; without a screen, one sentence saying so comes first (before SDL or ALSA speak)."""
    from samba.ui.no_display import display_missing, no_display_message

    if display_missing():
        print(no_display_message(), file=sys.stderr, flush=True)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from samba.ui.app_window import App, OffscreenDisplayError

    try:
        app = App(size=args.window)
    except OffscreenDisplayError:  # the App printed the sentence, then what SDL said while probing
        return 2
    open_first_scenes(app, args)
    return app.run()


def open_first_scenes(app, args: argparse.Namespace) -> None:
    """The title screen, and on it the tutorial's lesson list with ``--tutorial`` or the saved match with
    ``--continue`` (exactly what the title's Continue does: a save that cannot be resumed is set aside
    and the title shows why).

    The title stays underneath, so Back (Esc) from the lessons leads to the title screen instead of
    closing the game: a newcomer sent straight to the tutorial can still start a match afterwards.
    """
    from samba.ui.scenes.title import TitleScene

    app.new_game_defaults = args.new_game
    title = app.home()
    if args.continue_match:
        assert isinstance(title, TitleScene)
        title.continue_match()
    elif args.tutorial:
        app.goto("lessons")


def main(argv: list[str] | None = None) -> int:
    i18n.set_language(i18n.AUTO)  # the system's language until the settings are read (a window's App does that)
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**6)
    if args.stats:
        return print_statistics()
    if args.terminal:
        return terminal_hand(args.rules, args.players, seed)
    if args.smoke:
        return smoke(args, seed)
    return window(args)
