"""``samba --smoke --tutorial`` plays every lesson through the real table with input events and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_tutorial_smoke_run_completes_every_lesson(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "samba", "--smoke", "--tutorial"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "all 8 lessons completed and ticked" in done.stdout and "smoke: ok" in done.stdout
    record = tmp_path / "saves" / "record.sqlite3"
    assert not record.exists(), "tutorial lessons leave no rows (not even a record file)"
