#!/usr/bin/env python3
"""Size and start-up time of the packaged executable (run ``make dist`` first).

Why measure: a one-file executable unpacks itself into a temporary folder before Python starts, so
every megabyte in the bundle costs start-up time. Targets on the development machine: under 35 MB
and the first frame under 1.5 s (a minimal pygame-ce window packaged the same way: ~24 MB, 0.4 s).

Modes (each run starts the executable afresh, from an empty temporary folder, with its own data folder):
  first-frame  time until the game prints ``SAMBA_FIRST_FRAME`` on stdout (it does so when
               ``SAMBA_REPORT_FIRST_FRAME=1``), then stop it; needs the windowed game
  help         time of ``samba --help``: unpacking + interpreter + imports, no window (a lower bound)
  terminal     time of ``samba --terminal --seed 1``: one narrated computer hand, no window
The SDL dummy drivers are used unless ``--real-display`` is given. Prints figures; never fails on a
number (exit 1 only when the executable is missing or never reaches the marker).
"""

from __future__ import annotations

import argparse
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = "SAMBA_FIRST_FRAME"
MODES = {"first-frame": [], "help": ["--help"], "terminal": ["--terminal", "--seed", "1"]}


def default_executable() -> Path:
    if sys.platform == "win32":
        return ROOT / "dist" / "samba.exe"
    if sys.platform == "darwin":
        return ROOT / "dist" / "Samba.app" / "Contents" / "MacOS" / "samba"
    return ROOT / "dist" / "samba"


def bundle_size(executable: Path) -> int:
    """Bytes of the one file, or of the whole ``.app`` folder on macOS."""
    app = next((p for p in executable.parents if p.suffix == ".app"), None)
    if app is None:
        return executable.stat().st_size
    return sum(p.stat().st_size for p in app.rglob("*") if p.is_file())


def _environment(data_dir: str, real_display: bool) -> dict[str, str]:
    env = dict(os.environ, SAMBA_DATA=data_dir, SAMBA_REPORT_FIRST_FRAME="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not real_display:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return env


def _pump(stream, lines: queue.Queue) -> None:
    for line in stream:
        lines.put(line)
    lines.put(None)


def time_first_frame(cmd: list[str], env: dict[str, str], cwd: str, timeout: float) -> float | None:
    """Seconds from launch to the marker line, or None if the process ended or timed out without it."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=_pump, args=(proc.stdout, lines), daemon=True).start()
    elapsed = None
    try:
        deadline = start + timeout
        while (left := deadline - time.perf_counter()) > 0:
            try:
                line = lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                break
            if MARKER in line:
                elapsed = time.perf_counter() - start
                break
    finally:
        proc.terminate()  # the bootloader forwards it to the game and removes its unpacked folder
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return elapsed


def time_to_exit(cmd: list[str], env: dict[str, str], cwd: str, timeout: float) -> float | None:
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            timeout=timeout, check=False)
    return time.perf_counter() - start if result.returncode == 0 else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=default_executable(), help="the built executable")
    parser.add_argument("--mode", choices=sorted(MODES), default="first-frame")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds allowed per run")
    parser.add_argument("--real-display", action="store_true", help="use the real display and sound device")
    parser.add_argument("extra", nargs="*", help="more arguments for the game (after --)")
    args = parser.parse_args(argv)
    if not args.exe.is_file():
        print(f"package_bench: {args.exe} not found; run `make dist` first", file=sys.stderr)
        return 1
    size = bundle_size(args.exe)
    print(f"executable: {args.exe}")
    print(f"size: {size / 1e6:.1f} MB ({size} bytes; target < 35 MB)")
    cmd = [str(args.exe), *MODES[args.mode], *args.extra]
    timer = time_first_frame if args.mode == "first-frame" else time_to_exit
    times = []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as cwd, tempfile.TemporaryDirectory() as data:
            elapsed = timer(cmd, _environment(data, args.real_display), cwd, args.timeout)
        if elapsed is None:
            what = f"never printed {MARKER}" if args.mode == "first-frame" else "failed"
            print(f"package_bench: `{' '.join(cmd)}` {what} (within {args.timeout:.0f} s)", file=sys.stderr)
            return 1
        times.append(elapsed)
    label = {"first-frame": "first frame", "help": "start-up (--help)", "terminal": "terminal hand"}[args.mode]
    target = "; target < 1.5 s" if args.mode == "first-frame" else ""
    print(f"{label}: median {statistics.median(times):.3f} s over {len(times)} runs "
          f"(min {min(times):.3f}, max {max(times):.3f}{target})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
