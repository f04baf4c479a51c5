"""SAMBA_REPORT_FIRST_FRAME=1 makes the game print SAMBA_FIRST_FRAME once its first frame is shown."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from samba.ui.first_frame import MARKER, FirstFrameReport

ROOT = Path(__file__).resolve().parents[2]


def test_the_marker_is_printed_once_and_only_when_asked():
    out = io.StringIO()
    report = FirstFrameReport({"SAMBA_REPORT_FIRST_FRAME": "1"}, out)
    report.frame_shown()
    report.frame_shown()
    assert out.getvalue() == MARKER + "\n"
    quiet = io.StringIO()
    FirstFrameReport({}, quiet).frame_shown()
    assert quiet.getvalue() == ""


def test_the_app_prints_the_marker_after_its_first_flip(app):
    out = io.StringIO()
    app.first_frame = FirstFrameReport({"SAMBA_REPORT_FIRST_FRAME": "1"}, out)
    assert out.getvalue() == ""
    app.step()
    assert out.getvalue() == MARKER + "\n"


def test_the_game_window_process_reports_its_first_frame(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SAMBA_DATA=str(tmp_path),
               SAMBA_REPORT_FIRST_FRAME="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.Popen([sys.executable, "-m", "samba"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    watchdog = threading.Timer(30, proc.kill)  # a game that never draws must not hang the suite
    watchdog.start()
    try:
        began = time.monotonic()
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.strip() == MARKER, line
        assert time.monotonic() - began < 30
    finally:
        watchdog.cancel()
        proc.terminate()
        proc.wait(timeout=10)
