"""Frame work of the busiest table scenes, and start-up time to the first frame.

Two scenes, each with the deal animation (up to 90 cards in flight) playing on top:

* ``busy``: four players at 1280×800, both meld areas full, a 30-card hand;
* ``crowded``: six players at 1024×640 with open hands and move explanations — your side's twelve
  melds (three canastas, two sambas), six red threes and a 40-card hand, every other hand face up
  (``samba.game.showcase``): the table the layout is designed for.

Frame work = events + update + draw + flip, not the wait for the next tick. Prints p50/p99/max in
milliseconds, by the wall clock and in this process's CPU time (on a machine shared with other work
the wall clock's p99 measures the other work: the CPU time does not count the time the process waits
for a core). Runs under SDL_VIDEODRIVER=dummy or on a real display.
Usage: python benchmarks/ui_bench.py [--frames 600] [--scene busy|crowded|both] [--size WxH]
"""

from __future__ import annotations

import time

STARTED = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import tempfile  # noqa: E402

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SAMBA_DATA", tempfile.mkdtemp(prefix="samba-bench-"))

import pygame  # noqa: E402

from samba.ai import RandomAgent  # noqa: E402
from samba.engine import new_match, preset, scenario  # noqa: E402
from samba.game.controller import MatchController, Step  # noqa: E402
from samba.game.practice import Practice  # noqa: E402
from samba.game.runner import BotRunner  # noqa: E402
from samba.game.settings import Settings  # noqa: E402
from samba.game.setup import MatchSetup  # noqa: E402
from samba.game.showcase import crowded_position  # noqa: E402
from samba.ui.app_window import App  # noqa: E402
from samba.ui.scenes.title import TitleScene  # noqa: E402
from samba.ui.table.scene import TableScene  # noqa: E402


def busy_position() -> dict:
    """Four players, eight melds a side (canastas among them), red threes, a 30-card hand, a pile."""
    pool = {code: (6 if code == "JK" else 3) for code in
            [f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A") for s in "CDHS"]
            + ["JK"]}

    def take(codes: str) -> str:
        for code in codes.split():
            pool[code] -= 1
            assert pool[code] >= 0, code
        return codes

    melds = []
    for side, ranks in ((0, "8 Q K A 9 J"), (1, "7 10 6 5 4 A")):
        for n, rank in enumerate(ranks.split()):
            size = 7 if n < 2 else 3 + n % 3
            suits = "CDHSCDH"[:size]
            melds.append({"side": side, "cards": take(" ".join(f"{rank}{s}" for s in suits))})
    melds.append({"side": 0, "cards": take("4S 5S 6S 7S 8S 9S 10S")})
    melds.append({"side": 1, "cards": take("5D 6D 7D 8D 9D")})
    reds = {"0": take("3H 3D"), "1": take("3H")}

    def deal(n: int) -> str:
        out = []
        for code in sorted(pool, key=lambda c: (pool[c] == 0, c)):
            while pool[code] > 0 and len(out) < n and code not in ("3H", "3D"):
                out.append(code)
                pool[code] -= 1
                if len(out) % 2 == 0:
                    break
        return " ".join(out)

    return {"turn": 0, "phase": "meld", "hands": {"0": deal(30), "1": deal(9), "2": deal(9), "3": deal(9)},
            "pile": deal(10), "melds": melds, "red_threes": reds}


def open_scene(app: App, scene: str) -> TableScene:
    if scene == "busy":
        state = scenario.load(busy_position())
        levels: tuple[str, ...] = ("human", "normal", "normal", "normal")
        practice = Practice()
    else:
        state = scenario.load(crowded_position(6))
        levels = ("human",) + ("normal",) * 5
        practice = Practice(open_hands=True, explain_moves=True)
    setup = MatchSetup(state.rules, 1, levels, practice)
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True),
                                 start=state)
    table = TableScene(app, controller, fresh=False)
    app.push(table)
    return table


def measure(scene: str, size: tuple[int, int], frames: int) -> None:
    app = App(Settings(animation_speed="normal", muted=True), size=size, persist_settings=False,
              allow_offscreen=True)
    app.push(TitleScene(app))
    app.step()
    table = open_scene(app, scene)
    players = table.shown.rules.player_count
    deal_events = new_match(preset("samba", player_count=players), 3).log
    clock = pygame.time.Clock()
    work: list[float] = []
    cpu: list[float] = []
    for frame in range(frames):
        if table.animator.idle:
            table.show_step(Step(-1, None, tuple(deal_events)))
            table.dealing = False
        dt = clock.tick(60) / 1000.0
        began, began_cpu = time.perf_counter(), time.process_time()
        app.step(min(dt, 0.1))
        work.append((time.perf_counter() - began) * 1000)
        cpu.append((time.process_time() - began_cpu) * 1000)
        del frame
    sprites = len(table.sprites.hand) + len(table.sprites.table_cards)
    print(f"{scene}: {players} players at {size[0]}x{size[1]}, {sprites} cards on the table + the deal in flight, "
          f"{len(work) - 10} frames")
    for name, values in (("frame work (wall clock)", work), ("frame work (CPU time)", cpu)):
        values = sorted(values[10:])
        p99 = values[int(len(values) * 0.99) - 1]
        print(f"  {name}: p50 {statistics.median(values):.2f} ms, p99 {p99:.2f} ms, max {values[-1]:.2f} ms")
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--scene", choices=("busy", "crowded", "both"), default="both")
    parser.add_argument("--size", default="", help="window size (default: 1280x800 busy, 1024x640 crowded)")
    args = parser.parse_args()
    first = App(Settings(muted=True), size=(1024, 640), persist_settings=False, allow_offscreen=True)
    first.push(TitleScene(first))
    first.step()
    print(f"start-up to the first frame: {(time.perf_counter() - STARTED) * 1000:.0f} ms")
    first.close()
    for scene in ("busy", "crowded") if args.scene == "both" else (args.scene,):
        default = "1280x800" if scene == "busy" else "1024x640"
        width, height = (int(v) for v in (args.size or default).split("x"))
        measure(scene, (width, height), args.frames)


if __name__ == "__main__":
    main()
