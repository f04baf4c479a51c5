"""``samba --stats`` prints the record's figures, one per line; after ``samba --smoke`` with SAMBA_DATA
set it counts the hand that smoke run played, and without SAMBA_DATA smoke records nothing of the
player's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in ("SAMBA_DATA", "XDG_DATA_HOME", "XDG_CONFIG_HOME")}
    return subprocess.run([sys.executable, "-m", "samba", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=180, env={**base, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **env})


def _figures(stdout: str) -> dict[str, str]:
    return dict(line.split(": ", 1) for line in stdout.splitlines()[1:])


def test_stats_with_no_record_prints_zeros_and_creates_nothing(tmp_path):
    done = _run(["--stats"], {"SAMBA_DATA": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == f"Record: {tmp_path / 'saves' / 'record.sqlite3'}"
    figures = _figures(done.stdout)
    assert figures["Matches finished"] == "0" and figures["Hands played"] == "0"
    assert list(tmp_path.iterdir()) == []


def test_stats_counts_the_hand_a_smoke_run_played_into_samba_data(tmp_path):
    smoke = _run(["--smoke", "--seed", "5"], {"SAMBA_DATA": str(tmp_path)})
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert "hand recorded in" in smoke.stdout
    done = _run(["--stats"], {"SAMBA_DATA": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    figures = _figures(done.stdout)
    assert figures["Hands played"] == "1" and figures["Matches not finished"] == "1"


def test_smoke_without_samba_data_keeps_away_from_the_players_record(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    smoke = _run(["--smoke", "--seed", "5"], env)
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    done = _run(["--stats"], env)
    assert _figures(done.stdout)["Hands played"] == "0"
    assert not list(home.rglob("record.sqlite3"))


def test_stats_says_when_the_record_cannot_be_read(tmp_path):
    record = tmp_path / "saves" / "record.sqlite3"
    record.parent.mkdir()
    record.write_bytes(b"garbage " * 100)
    done = _run(["--stats"], {"SAMBA_DATA": str(tmp_path)})
    assert done.returncode == 1
    assert "Your record could not be read: the file is damaged" in done.stdout
    assert record.read_bytes() == b"garbage " * 100
