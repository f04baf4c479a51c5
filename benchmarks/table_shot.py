"""The crowded table (``samba.game.showcase``) at any size and player count, for looking at the layout.

Usage: python benchmarks/table_shot.py OUT.png [--size 1024x640] [--players 6] [--open-hands] [--large]
       [--hold SECONDS]
Runs under SDL_VIDEODRIVER=dummy (no window) or on a real display; draws a settled frame and saves it.
With ``--hold`` the window stays open and live (mouse, keys) that long, to be looked at and driven
(xdotool) and captured from the screen.
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


def open_table(size: tuple[int, int], players: int, open_hands: bool, hand: int = 40,
               large: bool = False) -> tuple[App, TableScene]:
    """An app showing the crowded position, your turn to meld."""
    settings = Settings(animation_speed="instant", muted=True, card_size="large" if large else "normal")
    app = App(settings, size=size, persist_settings=False, allow_offscreen=True)
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
    parser.add_argument("--large", action="store_true", help="large cards")
    parser.add_argument("--hold", type=float, default=0.0, help="seconds to keep the window open and live")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    app, _table = open_table((width, height), args.players, args.open_hands, args.hand, args.large)
    for _ in range(3):
        app.step(0.02)
    pygame.image.save(app.screen, args.out)
    clock = pygame.time.Clock()
    end = pygame.time.get_ticks() + args.hold * 1000
    while pygame.time.get_ticks() < end and app.running:
        app.step(clock.tick(60) / 1000)
    app.close()


if __name__ == "__main__":
    main()
