"""Real saves to damage, and ways to run the real game on them (the title's Continue, ``samba`` itself).

Every crafted file starts from a document the game really wrote, so a refusal is caused by the damage
under test and nothing else. ``run_samba`` runs ``python -m samba`` as a player or a script would.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from ui_helpers import banner_text, key

from samba.ai import RandomAgent
from samba.engine import legal_actions, preset, scenario
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup
from samba.ui.app_window import App
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "game" / "fixtures" / "saves"
START = {"turn": 0, "phase": "draw",
         "hands": {"0": "5H 5D 5S 8H KC 7S 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
                   "3": "4S 6S 9S 10S JS QS KS"},
         "pile": "4C 6D", "melds": [{"side": 0, "cards": "8C 8D 8S"}]}


def real_document(seed: int = 5, moves: int = 6, *, start: dict | None = None) -> dict[str, Any]:
    """A schema-2 document the game wrote after ``moves`` moves (from a scenario ``start`` if given)."""
    state = scenario.load(start) if start is not None else None
    rules = state.rules if state is not None else preset("samba")
    setup = MatchSetup(rules, seed, ("human", "easy", "easy", "easy"))
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True),
                                 start=state)
    rng = random.Random(seed)
    while len(controller.actions) < moves and not controller.hand_over:
        if controller.human_to_act():
            controller.act(rng.choice(legal_actions(controller.observation())))
        else:
            controller.poll_bot()
    return json.loads(json.dumps(saves.document_of(controller.to_save())))


def schema1_document(name: str = "schema1_midhand_undo_4p.json") -> dict[str, Any]:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def place(data_dir: Path, content: bytes | str | dict, name: str = "match.json") -> Path:
    """Put ``content`` where the game keeps its saved match (or another file of the data folder)."""
    path = data_dir / "saves" / name if name.startswith("match") else data_dir / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, dict):
        content = json.dumps(content)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def continue_from_title(app: App) -> TitleScene | TableScene:
    """What a player does: open the title screen and press C (Continue, when it is offered)."""
    title = TitleScene(app)
    app.reset(title)
    app.step()
    key(app, pygame.K_c)
    top = app.top
    assert isinstance(top, TitleScene | TableScene)
    return top


def refusal_shown(app: App) -> str:
    """The refusal as the window shows it (checked to fit the window), or fail."""
    shown = banner_text(app)
    assert "Your saved game could not be used" in shown, f"no refusal on the banner: {shown!r}"
    return shown


def run_samba(args: list[str], env: dict[str, str] | None = None, *, timeout: float = 180,
              preexec: Callable[[], None] | None = None, replace_env: bool = False,
              command: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m samba ARGS`` as a separate process; never a traceback, whatever happens."""
    base = {} if replace_env else dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    full_env = {**base, "PYTHONPATH": str(ROOT), **(env or {})}
    done = subprocess.run(command or [sys.executable, "-m", "samba", *args], cwd=ROOT, env=full_env,
                          capture_output=True, text=True, timeout=timeout, preexec_fn=preexec, check=False)
    assert "Traceback" not in done.stdout + done.stderr, done.stdout + done.stderr
    return done


def tool(name: str) -> str | None:
    return shutil.which(name)
