#!/usr/bin/env python3
"""Synthesise Samba's sound effects into ``assets/sounds`` (16-bit mono WAV) with a manifest.

Why synthesise: the sounds are ours, small, reproducible byte for byte and tuned together (one key,
soft attacks, no harsh highs) so they stay pleasant at low volume. Pure Python with ``math`` and a
seeded ``random.Random``: no numpy and no global randomness, so two runs write identical files.

Run: ``.venv/bin/python build/gen_sounds.py`` (``--out DIR`` to write elsewhere).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import struct
import time
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GENERATOR = "gen_sounds"
GENERATOR_VERSION = "1.0.0"
RATE = 44100
PEAK = 10 ** (-3 / 20)  # normalise to -3 dBFS
FADE_IN, FADE_OUT = 0.002, 0.012  # seconds: no clicks at the ends
TABLE_SIZE = 2048

Signal = list[float]


# ---------------------------------------------------------------- building blocks


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def mix(into: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add ``sound`` into ``into`` starting at ``at`` seconds (extending ``into`` if needed)."""
    start = round(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def bandpass(x: Signal, f0: float, f1: float, q: float = 0.7) -> Signal:
    """State-variable band-pass whose centre glides exponentially from f0 to f1 (the 'swoosh')."""
    low = band = 0.0
    out = []
    count = max(1, len(x) - 1)
    damp = 1.0 / q
    for i, v in enumerate(x):
        fc = f0 * (f1 / f0) ** (i / count)
        f = 2.0 * math.sin(math.pi * min(fc, RATE / 6) / RATE)
        low += f * band
        high = v - low - damp * band
        band += f * high
        out.append(band)
    return out


def lowpass(x: Signal, fc: float) -> Signal:
    a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
    y = 0.0
    out = []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def envelope(x: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear attack, optional hold, then exponential decay with time constant ``decay``."""
    a = max(1, round(attack * RATE))
    h = round(hold * RATE)
    out = []
    for i, v in enumerate(x):
        if i < a:
            g = i / a
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-(i - a - h) / (decay * RATE))
        out.append(v * g)
    return out


def table(harmonics: list[tuple[int, float]]) -> list[float]:
    """One cycle of an additive waveform, band-limited by construction."""
    wave_ = [sum(amp * math.sin(2 * math.pi * k * i / TABLE_SIZE) for k, amp in harmonics)
             for i in range(TABLE_SIZE)]
    peak = max(abs(v) for v in wave_)
    return [v / peak for v in wave_]


SINE = table([(1, 1.0)])
MARIMBA = table([(1, 1.0), (4, 0.12)])
WARM = table([(1, 1.0), (2, 0.25), (3, 0.12)])
BRASS = table([(k, 1.0 / k ** 1.1) for k in range(1, 9)])


def osc(wavetable: list[float], freq: float, seconds: float, vibrato: float = 0.0) -> Signal:
    """Wavetable oscillator with linear interpolation; ``vibrato`` is the depth in semitones."""
    out = []
    phase = 0.0
    size = TABLE_SIZE
    for i in range(round(seconds * RATE)):
        f = freq * 2 ** (vibrato * math.sin(2 * math.pi * 5.2 * i / RATE) / 12) if vibrato else freq
        idx = int(phase)
        frac = phase - idx
        a, b = wavetable[idx % size], wavetable[(idx + 1) % size]
        out.append(a + (b - a) * frac)
        phase = (phase + f * size / RATE) % size
    return out


def note(name: str) -> float:
    """Frequency of a note like ``"C5"`` or ``"F#3"`` (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else -1 if name[1] == "b" else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


def pluck(name: str, seconds: float, decay: float, wavetable: list[float] = MARIMBA) -> Signal:
    return envelope(osc(wavetable, note(name), seconds), 0.004, decay)


def bell(name: str, seconds: float, decay: float) -> Signal:
    """Inharmonic partials (1, 2.76, 5.4) decaying at different speeds: a soft glockenspiel."""
    f = note(name)
    out = silence(seconds)
    for ratio, amp, dec in ((1.0, 1.0, decay), (2.76, 0.35, decay * 0.45), (5.4, 0.12, decay * 0.25)):
        mix(out, envelope(osc(SINE, f * ratio, seconds), 0.003, dec), gain=amp)
    return out


def horn(name: str, seconds: float, attack: float = 0.03) -> Signal:
    """A mellow brass voice: rich wavetable, soft attack, gentle vibrato and a release."""
    body = lowpass(osc(BRASS, note(name), seconds, vibrato=0.06), 2600)
    release = 0.12
    n = len(body)
    a = max(1, round(attack * RATE))
    r = round(release * RATE)
    return [v * min(1.0, i / a) * min(1.0, (n - i) / r) * (1 - 0.25 * i / n) for i, v in enumerate(body)]


def swoosh(seconds: float, f0: float, f1: float, seed: int, attack: float = 0.35) -> Signal:
    """Filtered noise with a rise and fall: a card sliding over felt."""
    x = lowpass(bandpass(noise(seconds, seed), f0, f1, q=0.9), 5000)  # no hiss: pleasant when quiet
    n = len(x)
    peak_at = max(1, round(n * attack))
    return [v * (i / peak_at if i < peak_at else ((n - i) / (n - peak_at)) ** 2) for i, v in enumerate(x)]


def tick(seed: int, fc: float = 3000.0, seconds: float = 0.012) -> Signal:
    return envelope(lowpass(bandpass(noise(seconds, seed), fc, fc, q=1.2), 6000), 0.0005, seconds / 4)


def thump(freq: float = 150.0, seconds: float = 0.09) -> Signal:
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        f = freq * (1 + 0.6 * math.exp(-t / 0.01))
        out.append(math.sin(2 * math.pi * f * t) * math.exp(-t / 0.025))
    return out


# ---------------------------------------------------------------- the sounds


def card_slide() -> Signal:
    return swoosh(0.22, 1400, 3200, seed=1)


def card_place() -> Signal:
    out = mix(silence(0.16), thump(160, 0.12), gain=0.7)
    return mix(out, envelope(bandpass(noise(0.05, 2), 2400, 1800, 0.8), 0.001, 0.008), gain=0.9)


def shuffle() -> Signal:
    """A riffle: a burst of tiny flicks that speeds up, then the cards bridge together."""
    out = silence(0.95)
    t, step, k = 0.02, 0.034, 0
    while t < 0.62:
        mix(out, tick(100 + k, 2600 + 500 * math.sin(k)), at=t, gain=0.55 + 0.2 * math.sin(k * 1.7))
        t += step
        step = max(0.012, step * 0.92)
        k += 1
    return mix(out, swoosh(0.32, 900, 2400, seed=3, attack=0.2), at=0.6, gain=0.9)


def deal() -> Signal:
    out = silence(0.8)
    for i in range(4):
        mix(out, swoosh(0.11, 1800, 3400, seed=10 + i, attack=0.25), at=0.02 + i * 0.16, gain=0.9)
        mix(out, tick(20 + i, 1800, 0.02), at=0.12 + i * 0.16, gain=0.5)
    return out


def draw() -> Signal:
    out = mix(silence(0.3), swoosh(0.2, 1600, 3000, seed=4, attack=0.3))
    return mix(out, thump(190, 0.06), at=0.18, gain=0.35)


def take_pile() -> Signal:
    """A bigger, lower swoosh with the flutter of many cards, ending on a soft landing."""
    out = mix(silence(0.95), swoosh(0.75, 500, 2600, seed=5, attack=0.45))
    for k in range(9):
        mix(out, swoosh(0.09, 2000, 3600, seed=30 + k, attack=0.3), at=0.12 + k * 0.055, gain=0.35)
    return mix(out, thump(120, 0.15), at=0.72, gain=0.6)


def meld() -> Signal:
    out = card_place()
    mix(out, pluck("E5", 0.45, 0.12), at=0.05, gain=0.45)
    return mix(out, pluck("A5", 0.5, 0.14), at=0.15, gain=0.45)


def canasta() -> Signal:
    out = silence(1.4)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, bell(name, 1.3 - i * 0.09, 0.35), at=i * 0.09, gain=0.5)
    return out


def samba() -> Signal:
    """The samba fanfare: a syncopated horn line over surdo and shaker."""
    out = silence(2.5)
    beat = 0.18
    line_ = [("G4", 0, 0.7), ("C5", 1, 0.7), ("E5", 2.5, 0.5), ("G5", 3, 1.2), ("E5", 4.5, 0.5),
             ("G5", 5, 0.6), ("C6", 6, 5.5)]
    for name, at, length in line_:
        mix(out, horn(name, length * beat), at=0.02 + at * beat, gain=0.42)
    for name in ("E5", "G5"):  # harmony on the last note
        mix(out, horn(name, 5.5 * beat), at=0.02 + 6 * beat, gain=0.22)
    for k in range(12):  # surdo on the beats, shaker on every eighth
        if k % 2 == 0:
            mix(out, thump(70, 0.22), at=0.02 + k * beat, gain=0.55 if k % 4 == 2 else 0.35)
        mix(out, envelope(bandpass(noise(0.05, 200 + k), 6000, 6000, 1.0), 0.004, 0.012), at=0.02 + k * beat,
            gain=0.25 if k % 2 else 0.15)
    return out


def red_three() -> Signal:
    """A bright bonus sparkle: quick rising bells."""
    out = silence(0.95)
    for i, name in enumerate(("E6", "G#6", "B6", "E7")):
        mix(out, bell(name, 0.85 - i * 0.06, 0.18), at=i * 0.06, gain=0.4)
    return out


def go_out() -> Signal:
    out = silence(1.2)
    for i, name in enumerate(("C5", "D5", "E5", "G5", "C6")):
        mix(out, pluck(name, 0.6, 0.16 if i < 4 else 0.3), at=i * 0.08, gain=0.5)
    return mix(out, bell("G6", 0.8, 0.25), at=0.32, gain=0.2)


def hand_won() -> Signal:
    out = silence(2.3)
    beat = 0.15
    for name, at, length in (("G4", 0, 0.8), ("G4", 1, 0.8), ("C5", 2, 1.6), ("E5", 4, 1.6)):
        mix(out, horn(name, length * beat), at=0.02 + at * beat, gain=0.4)
    for name, gain in (("C5", 0.32), ("E5", 0.3), ("G5", 0.34), ("C6", 0.26)):
        mix(out, horn(name, 1.25), at=0.02 + 6 * beat, gain=gain)
    for i, name in enumerate(("C6", "E6", "G6")):
        mix(out, bell(name, 1.0, 0.3), at=0.02 + 6 * beat + i * 0.07, gain=0.12)
    return out


def hand_lost() -> Signal:
    """Soft and sympathetic, not mocking: a slow descending minor line on a warm voice."""
    out = silence(1.35)
    for i, name in enumerate(("E4", "D4", "C4")):
        mix(out, envelope(osc(WARM, note(name), 0.65, vibrato=0.05), 0.04, 0.25), at=i * 0.3, gain=0.45)
    return mix(out, envelope(osc(SINE, note("A3"), 0.6), 0.05, 0.3), at=0.6, gain=0.25)


def refused() -> Signal:
    """A gentle low 'bu-bum': says no without scolding."""
    out = silence(0.32)
    mix(out, envelope(osc(WARM, note("A3"), 0.14), 0.012, 0.05), gain=0.5)
    return mix(out, envelope(osc(WARM, note("F#3"), 0.18), 0.012, 0.06), at=0.11, gain=0.5)


def click() -> Signal:
    out = envelope(osc(SINE, 1750, 0.045), 0.001, 0.008)
    return mix(out, tick(7, 4000, 0.01), gain=0.2)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card_slide": card_slide, "card_place": card_place, "shuffle": shuffle, "deal": deal, "draw": draw,
    "take_pile": take_pile, "meld": meld, "canasta": canasta, "samba": samba, "red_three": red_three,
    "go_out": go_out, "hand_won": hand_won, "hand_lost": hand_lost, "refused": refused, "click": click,
}
FANFARES = frozenset({"samba", "hand_won"})
"""Allowed up to 3 s; every other sound stays under 1.5 s."""
LEVEL_DB = {"refused": -6.0, "click": -6.0, "hand_lost": -3.0, "card_place": -1.0}
"""Peak level below the -3 dBFS norm for sounds that are dense (loud per peak) or heard very often."""


# ---------------------------------------------------------------- output


def finish(x: Signal, level_db: float = 0.0) -> bytes:
    """Trim trailing silence, fade the ends, peak-normalise and quantise to 16-bit PCM."""
    peak = max(abs(v) for v in x) or 1.0
    limit = peak * 1e-3
    end = len(x)
    while end > 1 and abs(x[end - 1]) < limit:
        end -= 1
    x = x[:end]
    fin, fout = round(FADE_IN * RATE), round(FADE_OUT * RATE)
    n = len(x)
    scale = PEAK * 10 ** (level_db / 20) / peak
    frames = bytearray()
    for i, v in enumerate(x):
        g = scale * min(1.0, i / fin, (n - 1 - i) / fout)
        frames += struct.pack("<h", round(max(-1.0, min(1.0, v * g)) * 32767))
    return bytes(frames)


def write_wav(target: Path, pcm: bytes) -> None:
    with wave.open(str(target), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)


def generate(out_dir: Path) -> dict[str, float]:
    """Write every sound and ``manifest.json`` into ``out_dir``; returns name → duration in seconds."""
    out_dir.mkdir(parents=True, exist_ok=True)
    durations: dict[str, float] = {}
    entries: dict[str, dict[str, object]] = {}
    for name, make in SOUNDS.items():
        pcm = finish(make(), LEVEL_DB.get(name, 0.0))
        target = out_dir / f"{name}.wav"
        write_wav(target, pcm)
        data = target.read_bytes()
        durations[name] = round(len(pcm) / 2 / RATE, 4)
        entries[target.name] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data),
                                "seconds": durations[name], "fanfare": name in FANFARES}
    manifest = {"generator": GENERATOR, "version": GENERATOR_VERSION, "rate": RATE, "files": entries}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return durations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "sounds", help="sound folder to write")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    for name, seconds in generate(args.out).items():
        print(f"{name:12s} {seconds:.2f} s")
    print(f"done in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
