"""``samba --smoke`` runs the real loop and scenes headless and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_smoke_run_plays_turns_and_opens_every_scene(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "samba", "--smoke", "--turns", "12", "--seed", "5"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "opened scenes: title, new_game, house_rules, settings, rules, table" in done.stdout
    assert "smoke: ok" in done.stdout


def test_smoke_plays_the_preset_and_player_count_it_is_given(tmp_path):
    # Issue #10: --smoke used to ignore --rules and always played standard Samba.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "samba", "--smoke", "--turns", "6", "--seed", "3", "--rules",
                           "brazilian", "--players", "6"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke: rules brazilian, 6 players" in done.stdout
    assert "smoke: ok" in done.stdout
