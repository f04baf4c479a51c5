"""Frame work of the busiest table scene, and start-up time to the first frame.

Busiest scene: four players, both meld areas full, a 30-card hand, and the deal animation (60 cards
in flight) playing on top. Frame work = events + update + draw + flip, not the wait for the next
tick. Prints p50/p99/max in milliseconds. Runs under SDL_VIDEODRIVER=dummy or on a real display.
Usage: python benchmarks/ui_bench.py [--frames 600] [--size 1280x800]
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
from samba.game.runner import BotRunner  # noqa: E402
from samba.game.settings import Settings  # noqa: E402
from samba.game.setup import MatchSetup  # noqa: E402
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    app = App(Settings(animation_speed="normal", muted=True), size=size, persist_settings=False,
              allow_offscreen=True)
    app.push(TitleScene(app))
    app.step()
    first_frame = time.perf_counter() - STARTED
    state = scenario.load(busy_position())
    setup = MatchSetup(state.rules, 1, ("human", "normal", "normal", "normal"))
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True),
                                 start=state)
    table = TableScene(app, controller, fresh=False)
    app.push(table)
    deal_events = new_match(preset("samba"), 3).log
    clock = pygame.time.Clock()
    work: list[float] = []
    for frame in range(args.frames):
        if table.animator.idle:
            table.show_step(Step(-1, None, tuple(deal_events)))
            table.dealing = False
        dt = clock.tick(60) / 1000.0
        began = time.perf_counter()
        app.step(min(dt, 0.1))
        work.append((time.perf_counter() - began) * 1000)
        del frame
    work = work[10:]
    work.sort()
    p50 = statistics.median(work)
    p99 = work[int(len(work) * 0.99) - 1]
    sprites = len(table.sprites.hand) + len(table.sprites.table_cards)
    print(f"size {size[0]}x{size[1]}, {sprites} cards on the table + up to 60 in flight, {len(work)} frames")
    print(f"frame work: p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {work[-1]:.2f} ms")
    print(f"start-up to the first frame: {first_frame * 1000:.0f} ms")
    app.close()


if __name__ == "__main__":
    main()
