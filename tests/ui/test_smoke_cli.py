"""``samba --smoke`` runs the real loop and scenes headless and exits 0; ``--continue`` resumes the saved match."""

from __future__ import annotations

import json
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


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    full = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env)
    done = subprocess.run([sys.executable, "-m", "samba", *args], cwd=ROOT, env=full, capture_output=True, text=True,
                          timeout=180)
    assert "Traceback" not in done.stdout + done.stderr, done.stdout + done.stderr
    return done


def _saved_moves(folder: Path) -> int:
    return len(json.loads((folder / "saves" / "match.json").read_text(encoding="utf-8"))["actions"])


def test_smoke_with_an_explicit_data_folder_saves_there_and_continue_plays_on(tmp_path):
    made = _run(["--smoke", "--turns", "6", "--seed", "8"], {"SAMBA_DATA": str(tmp_path)})
    assert made.returncode == 0, made.stdout + made.stderr
    first = _saved_moves(tmp_path)
    assert first >= 6, "the smoke match was saved as the game saves"
    resumed = _run(["--smoke", "--continue", "--turns", "9"], {"SAMBA_DATA": str(tmp_path)})
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert f"smoke: resumed hand 1 after {first} moves (deal #8)" in resumed.stdout
    assert "smoke: played 9 moves; saved" in resumed.stdout and "smoke: ok" in resumed.stdout
    assert _saved_moves(tmp_path) == first + 9


def test_smoke_without_a_data_folder_keeps_away_from_the_players_save(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SAMBA_"))}
    full = dict(env, HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "samba", "--smoke", "--turns", "4"], cwd=ROOT, env=full,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert [p for p in home.rglob("*") if p.is_file()] == [], "nothing written in the player's folders"


def test_smoke_continue_with_nothing_saved_is_one_line_and_exit_0(tmp_path):
    done = _run(["--smoke", "--continue"], {"SAMBA_DATA": str(tmp_path)})
    assert done.returncode == 0
    assert done.stdout.splitlines() == ["smoke: not resumed: There is no saved game to continue."]


def test_continue_on_the_command_line_opens_the_saved_match(app, data_dir):
    from ui_helpers import controller_for

    from samba.ai import RandomAgent
    from samba.app import open_first_scenes, parse_args
    from samba.game import saves
    from samba.ui.table.scene import TableScene

    saves.save_match(controller_for(app).to_save())
    app.services.session.agent_factory = lambda level: RandomAgent()
    open_first_scenes(app, parse_args(["--continue"]))
    assert isinstance(app.top, TableScene)
    app.top.controller.close()


def test_smoke_plays_the_preset_and_player_count_it_is_given(tmp_path):
    # Issue #10: --smoke used to ignore --rules and always played standard Samba.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "samba", "--smoke", "--turns", "6", "--seed", "3", "--rules",
                           "brazilian", "--players", "6"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke: rules brazilian, 6 players" in done.stdout
    assert "smoke: ok" in done.stdout
