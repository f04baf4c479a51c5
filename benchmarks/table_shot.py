"""A picture of the crowded table (``crowded.py``) at any size and player count, for looking at the layout.

Usage: python benchmarks/table_shot.py OUT.png [--size 1024x640] [--players 6] [--open-hands]
Runs under SDL_VIDEODRIVER=dummy (no window) or on a real display; draws one settled frame and saves it.
"""

from __future__ import annotations

import argparse
import os
import tempfile

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SAMBA_DATA", tempfile.mkdtemp(prefix="samba-shot-"))

import pygame

from samba.ai import RandomAgent
from samba.engine import scenario
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.settings import Settings
from samba.game.setup import MatchSetup
from samba.game.showcase import crowded_position
from samba.ui.app_window import App
from samba.ui.table.scene import TableScene


def open_table(size: tuple[int, int], players: int, open_hands: bool, hand: int = 40) -> tuple[App, TableScene]:
    """An app showing the crowded position, your turn to meld."""
    app = App(Settings(animation_speed="instant", muted=True), size=size, persist_settings=False,
              allow_offscreen=True)
    state = scenario.load(crowded_position(players, hand))
    levels = ("human",) + ("normal",) * (players - 1)
    setup = MatchSetup(state.rules, 1, levels, Practice(open_hands=open_hands, explain_moves=open_hands))
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True),
                                 start=state)
    table = TableScene(app, controller, fresh=False)
    app.push(table)
    return app, table


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--hand", type=int, default=40)
    parser.add_argument("--open-hands", action="store_true")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    app, _table = open_table(size, args.players, args.open_hands, args.hand)
    for _ in range(3):
        app.step(0.02)
    pygame.image.save(app.screen, args.out)
    app.close()


if __name__ == "__main__":
    main()
