#!/usr/bin/env python3
"""Generate Samba's card faces and backs as SVG (``assets/cards``) and the contact sheet (``docs/cards.png``).

Why a generator: the art is ours, reproducible byte for byte, and vector, so the game rasterises it
sharp at any width from 60 to 240 px. SDL_image renders SVG with nanosvg, which has no ``<text>``,
``<use>`` or clip paths, so every glyph is a stroke path defined here and every shape is inline.

Run: ``.venv/bin/python build/gen_cards.py`` (``--help`` for the output options).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from samba.engine.cards import FACE_CODES  # noqa: E402

GENERATOR = "gen_cards"
GENERATOR_VERSION = "1.0.0"
W, H = 250, 350  # poker proportions 2.5 × 3.5, in SVG user units
CX, CY = W / 2, H / 2
STYLES = ("classic", "four_colour", "classic_large", "four_colour_large")
BACKS = ("lattice_blue", "sunburst_red")

PAPER = "#fffdf6"
EDGE = "#a49c8c"
GOLD = "#e9b949"
GOLD_DARK = "#9a7414"
SKIN = "#f7d9bb"
SKIN_LINE = "#6b4327"
TWO_COLOUR = {"S": "#16161d", "C": "#16161d", "H": "#c8102e", "D": "#c8102e"}
FOUR_COLOUR = {"S": "#16161d", "C": "#0d8a3a", "H": "#c8102e", "D": "#1460c8"}
# Court robes (robe, trim) per suit and palette: each king, queen and jack of a rank looks different.
ROBES_TWO = {"S": ("#233a66", "#b3182f"), "C": ("#2c5b45", "#b3182f"), "H": ("#b3182f", "#233a66"),
             "D": ("#a8452a", "#233a66")}
ROBES_FOUR = {**ROBES_TWO, "C": ("#1f7a3e", "#b3182f"), "D": ("#1d4f9e", "#b3182f")}
BONUS_RED = "#c8102e"
BLOCK_BLACK = "#1c1c24"


# ---------------------------------------------------------------- primitives


def n(value: float) -> str:
    """Format a coordinate compactly and identically on every platform (determinism)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def attrs(**kw: object) -> str:
    return " ".join(f'{k.rstrip("_").replace("_", "-")}="{v}"' for k, v in kw.items() if v is not None)


def path(d: str, **kw: object) -> str:
    return f'<path d="{d}" {attrs(**kw)}/>'


def rect(x: float, y: float, w: float, h: float, r: float = 0, **kw: object) -> str:
    rounding = f' rx="{n(r)}" ry="{n(r)}"' if r else ""
    return f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{rounding} {attrs(**kw)}/>'


def circle(x: float, y: float, r: float, **kw: object) -> str:
    return f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" {attrs(**kw)}/>'


def ellipse(x: float, y: float, rx: float, ry: float, **kw: object) -> str:
    return f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(rx)}" ry="{n(ry)}" {attrs(**kw)}/>'


def polygon(points: Iterable[tuple[float, float]], **kw: object) -> str:
    return f'<polygon points="{pts(points)}" {attrs(**kw)}/>'


def line(x1: float, y1: float, x2: float, y2: float, **kw: object) -> str:
    return f'<line x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}" {attrs(**kw)}/>'


def group(children: Iterable[str], transform: str | None = None) -> str:
    head = f'<g transform="{transform}">' if transform else "<g>"
    return head + "".join(children) + "</g>"


def turned(children: Iterable[str]) -> str:
    """The same drawing rotated half a turn about the card centre (double-ended cards)."""
    return group(children, f"rotate(180 {n(CX)} {n(CY)})")


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5) -> list[tuple[float, float]]:
    result = []
    for i in range(points * 2):
        angle = -math.pi / 2 + i * math.pi / points
        radius = r_out if i % 2 == 0 else r_in
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def rosette(cx: float, cy: float, radius: float, bumps: int = 14, depth: float = 0.1) -> list[tuple[float, float]]:
    """A scalloped medal outline: the 'bonus' badge of the red threes."""
    steps = bumps * 8
    return [
        (cx + radius * (1 + depth * math.cos(bumps * t)) * math.cos(t),
         cy + radius * (1 + depth * math.cos(bumps * t)) * math.sin(t))
        for t in (2 * math.pi * i / steps for i in range(steps))
    ]


def svg_document(body: Iterable[str], defs: str = "") -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
            f'viewBox="0 0 {W} {H}">\n')
    defs_block = f"<defs>{defs}</defs>\n" if defs else ""
    return head + defs_block + "\n".join(body) + "\n</svg>\n"


GOLD_GRADIENT = (
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#fbe08a"/><stop offset="0.55" stop-color="#edbd4c"/>'
    '<stop offset="1" stop-color="#d59a26"/></linearGradient>'
)

# ---------------------------------------------------------------- stroke font
# Glyphs are centre lines in a box 100 units tall; (width, path). Drawn with round caps and joins,
# they read like a bold sans-serif index and stay legible when the card is 60 px wide.
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (64, "M0,100 L32,0 L64,100 M12,66 L52,66"),
    "2": (58, "M3,24 C5,8 16,0 30,0 C46,0 56,10 56,26 C56,46 38,60 2,100 L58,100"),
    "3": (58, "M4,12 C10,4 19,0 30,0 C45,0 54,9 54,23 C54,37 44,46 26,46 "
              "C46,46 58,57 58,72 C58,89 45,100 29,100 C17,100 7,95 1,86"),
    "4": (62, "M46,100 L46,0 L2,70 L62,70"),
    "5": (58, "M54,0 L12,0 L7,45 C14,39 22,37 30,37 C47,37 58,49 58,68 C58,88 45,100 29,100 "
              "C16,100 7,94 1,85"),
    "6": (58, "M53,6 C47,2 40,0 32,0 C14,0 4,22 4,58 C4,86 15,100 31,100 C47,100 58,88 58,70 "
              "C58,52 47,41 31,41 C18,41 8,48 4,60"),
    "7": (58, "M0,0 L58,0 C40,28 27,60 22,100"),
    "8": (58, "M29,46 C15,46 6,38 6,23 C6,9 16,0 29,0 C42,0 52,9 52,23 C52,38 43,46 29,46 "
              "C13,46 2,57 2,73 C2,90 14,100 29,100 C44,100 56,90 56,73 C56,57 45,46 29,46 Z"),
    "9": (58, "M5,94 C11,98 18,100 26,100 C44,100 54,78 54,42 C54,14 43,0 27,0 C11,0 0,12 0,30 "
              "C0,48 11,59 27,59 C40,59 50,52 54,40"),
    "1": (22, "M0,18 L20,0 L20,100"),
    "0": (44, "M22,0 C7,0 1,22 1,50 C1,78 7,100 22,100 C37,100 43,78 43,50 C43,22 37,0 22,0 Z"),
    "J": (52, "M14,0 L52,0 M40,0 L40,70 C40,90 31,100 20,100 C9,100 2,93 0,82"),
    "Q": (64, "M32,0 C12,0 2,22 2,50 C2,78 12,100 32,100 C52,100 62,78 62,50 C62,22 52,0 32,0 Z "
              "M38,72 L64,104"),
    "K": (58, "M2,0 L2,100 M56,0 L2,60 M22,40 L58,100"),
}
GLYPH_GAP = 12


def text_run(text: str, cx: float, top: float, height: float, max_width: float, colour: str,
             stroke: float) -> str:
    """Rank glyphs centred on ``cx``; several glyphs ("10", "JK") are narrowed to fit ``max_width``."""
    chars = list(text)
    natural = sum(GLYPHS[c][0] for c in chars) + GLYPH_GAP * (len(chars) - 1)
    sy = height / 100
    sx = min(sy, max_width / natural)
    x = cx - natural * sx / 2
    avg = (sx + sy) / 2
    parts = []
    for c in chars:
        width, d = GLYPHS[c]
        parts.append(path(d, transform=f"translate({n(x)} {n(top)}) scale({n(sx)} {n(sy)})", fill="none",
                          stroke=colour, stroke_width=n(stroke / avg), stroke_linecap="round",
                          stroke_linejoin="round"))
        x += (width + GLYPH_GAP) * sx
    return "".join(parts)


# ---------------------------------------------------------------- suit pips (100 × 100 boxes)

SUIT_SHAPES: dict[str, list[str]] = {
    "H": [path("M50,94 C38,79 3,60 3,31 C3,14 15,4 29,4 C40,4 47,11 50,21 C53,11 60,4 71,4 "
               "C85,4 97,14 97,31 C97,60 62,79 50,94 Z")],
    "D": [path("M50,1 C60,19 72,35 89,50 C72,65 60,81 50,99 C40,81 28,65 11,50 C28,35 40,19 50,1 Z")],
    "S": [path("M50,2 C62,22 97,38 97,62 C97,76 87,85 74,85 C65,85 58,80 54,73 C55,83 59,91 68,97 "
               "L32,97 C41,91 45,83 46,73 C42,80 35,85 26,85 C13,85 3,76 3,62 C3,38 38,22 50,2 Z")],
    "C": ['<circle cx="50" cy="26" r="22"/>', '<circle cx="25" cy="60" r="22"/>',
          '<circle cx="75" cy="60" r="22"/>', '<circle cx="50" cy="52" r="12"/>',
          path("M46,56 C46,78 42,89 31,97 L69,97 C58,89 54,78 54,56 Z")],
}


def pip(suit: str, cx: float, cy: float, size: float, colour: str, flip: bool = False) -> str:
    """One suit symbol centred on (cx, cy); lower-half pips are turned, as on a printed deck."""
    turn = " rotate(180)" if flip else ""
    transform = f"translate({n(cx)} {n(cy)}){turn} scale({n(size / 100)}) translate(-50 -50)"
    return f'<g transform="{transform}" fill="{colour}">' + "".join(SUIT_SHAPES[suit]) + "</g>"


# ---------------------------------------------------------------- layout


class Layout:
    """Index and pip geometry for a normal or large-print card."""

    def __init__(self, large: bool) -> None:
        self.large = large
        if large:
            self.rank_top, self.rank_h, self.index_cx, self.index_w, self.stroke = 12, 78, 41, 62, 13.5
            self.pip_size, self.gap = 44, 9
            self.cols, self.rows, self.center_pip = (93, 125, 157), (84, 266), 40
        else:
            self.rank_top, self.rank_h, self.index_cx, self.index_w, self.stroke = 13, 62, 34, 48, 11
            self.pip_size, self.gap = 36, 7
            self.cols, self.rows, self.center_pip = (84, 125, 166), (68, 282), 46
        self.pip_cy = self.rank_top + self.rank_h + self.gap + self.pip_size / 2
        self.index_bottom = self.pip_cy + self.pip_size / 2

    def tab(self) -> tuple[float, float, float, float]:
        """Rectangle (x, y, w, h) behind the whole corner index."""
        pad = 7
        x = self.index_cx - self.index_w / 2 - pad
        return x, self.rank_top - pad - 2, self.index_w + 2 * pad, self.index_bottom - self.rank_top + 2 * pad + 2

    def pip_positions(self, rank: str) -> list[tuple[float, float]]:
        left, mid, right = self.cols
        top, bottom = self.rows

        def row(f: float) -> float:
            return top + (bottom - top) * f

        both = [(left, 0.0), (right, 0.0), (left, 1.0), (right, 1.0)]
        table: dict[str, list[tuple[float, float]]] = {
            "2": [(mid, 0), (mid, 1)],
            "3": [(mid, 0), (mid, 0.5), (mid, 1)],
            "4": both,
            "5": [*both, (mid, 0.5)],
            "6": [*both, (left, 0.5), (right, 0.5)],
            "7": [*both, (left, 0.5), (right, 0.5), (mid, 0.25)],
            "8": [*both, (left, 0.5), (right, 0.5), (mid, 0.25), (mid, 0.75)],
            "9": [*both, (left, 1 / 3), (right, 1 / 3), (left, 2 / 3), (right, 2 / 3), (mid, 0.5)],
            "10": [*both, (left, 1 / 3), (right, 1 / 3), (left, 2 / 3), (right, 2 / 3),
                   (mid, 1 / 6), (mid, 5 / 6)],
        }
        return [(x, row(f)) for x, f in table[rank]]


def card_base(wild: bool = False) -> list[str]:
    border = GOLD_DARK if wild else EDGE
    parts = [rect(1, 1, W - 2, H - 2, 14, fill=PAPER, stroke=border, stroke_width=2)]
    if wild:
        parts.append(rect(7, 7, W - 14, H - 14, 10, fill="none", stroke=GOLD, stroke_width=3))
    return parts


def corner_index(rank: str, suit: str, colour: str, lay: Layout) -> list[str]:
    """Top-left index; the caller turns a copy for the bottom-right corner.

    The index is the only part visible in a fan or a meld column, so it carries the card's role:
    wild cards (2s, jokers) sit on a gold tab, red 3s show their suit on a red medal, black 3s sit on a
    black block.
    """
    parts: list[str] = []
    ink = colour
    tx, ty, tw, th = lay.tab()
    if rank == "2" or rank == "JK":
        parts.append(rect(tx, ty, tw, th, 8, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=2))
    elif rank == "3" and suit in "CS":
        parts.append(rect(tx, ty, tw, lay.rank_h + 16, 5, fill=BLOCK_BLACK))
        ink = "#ffffff"
    if rank == "JK":
        parts.append(text_run("JK", lay.index_cx, lay.rank_top, lay.rank_h, lay.index_w, "#5b2a86", lay.stroke))
        s = lay.pip_size * 0.62
        parts.append(polygon(star(lay.index_cx, lay.pip_cy + 2, s, s * 0.45), fill="#c8102e",
                             stroke="#5b2a86", stroke_width=2, stroke_linejoin="round"))
        return parts
    parts.append(text_run(rank, lay.index_cx, lay.rank_top, lay.rank_h, lay.index_w, ink, lay.stroke))
    if rank == "3" and suit in "DH":  # the suit sits on the bonus medal
        r = lay.pip_size * 0.66
        parts.append(polygon(rosette(lay.index_cx, lay.pip_cy, r, 12, 0.1), fill=BONUS_RED, stroke=GOLD_DARK,
                             stroke_width=1.5))
        parts.append(pip(suit, lay.index_cx, lay.pip_cy, lay.pip_size * 0.62, "#ffffff"))
        return parts
    parts.append(pip(suit, lay.index_cx, lay.pip_cy, lay.pip_size, colour))
    return parts


def both_corners(rank: str, suit: str, colour: str, lay: Layout) -> list[str]:
    index = corner_index(rank, suit, colour, lay)
    return [*index, turned(index)]


# ---------------------------------------------------------------- number cards


def wild_band(y: float) -> list[str]:
    """The gold 'wild' ribbon across the middle of every 2: spotted at a glance on the table."""
    ribbon = [(40, y - 20), (210, y - 20), (198, y), (210, y + 20), (40, y + 20), (52, y)]
    parts = [polygon(ribbon, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=2)]
    for x, r in ((CX, 19), (CX - 44, 11), (CX + 44, 11)):
        parts.append(polygon(star(x, y + 1, r, r * 0.45), fill="#fff8dc", stroke=GOLD_DARK, stroke_width=1.5,
                             stroke_linejoin="round"))
    return parts


def number_face(rank: str, suit: str, colour: str, lay: Layout) -> list[str]:
    wild = rank == "2"
    parts = card_base(wild)
    positions = lay.pip_positions(rank)
    size = lay.center_pip if rank != "10" else lay.center_pip - 4
    if wild:
        parts += wild_band(CY)
    if rank == "3" and suit in "DH":
        parts.append(polygon(rosette(CX, CY, 40, 16, 0.08), fill=BONUS_RED, stroke=GOLD_DARK, stroke_width=2))
        parts.append(circle(CX, CY, 31, fill="none", stroke=GOLD, stroke_width=3))
        for dx in (-1, 1):  # ribbon tails under the medal
            tail = [(CX + dx * 12, CY + 30), (CX + dx * 30, CY + 70), (CX + dx * 18, CY + 64),
                    (CX + dx * 10, CY + 76), (CX + dx * 2, CY + 36)]
            parts.insert(len(parts) - 2, polygon(tail, fill=BONUS_RED, stroke=GOLD_DARK, stroke_width=1.5))
        positions = [p for p in positions if p[1] != CY]
        parts.append(pip(suit, CX, CY, 38, "#ffffff"))
    elif rank == "3":
        parts.append(rect(30, CY - 30, W - 60, 60, 6, fill=BLOCK_BLACK))
        positions = [p for p in positions if p[1] != CY]
        parts.append(pip(suit, CX, CY, 40, "#ffffff"))
    for x, y in positions:
        parts.append(pip(suit, x, y, size, colour, flip=y > CY + 1))
    parts += both_corners(rank, suit, colour, lay)
    return parts


def ace_face(suit: str, colour: str, lay: Layout) -> list[str]:
    parts = card_base()
    parts.append(circle(CX, CY, 74, fill="none", stroke=colour, stroke_width=1.5, opacity="0.35"))
    parts.append(circle(CX, CY, 68, fill="none", stroke=GOLD, stroke_width=3))
    for i in range(16):  # a ring of small dots: a touch of ornament without clutter
        a = 2 * math.pi * i / 16
        parts.append(circle(CX + 80 * math.cos(a), CY + 80 * math.sin(a), 2.5, fill=GOLD))
    parts.append(pip(suit, CX, CY, 104, colour))
    parts += both_corners("A", suit, colour, lay)
    return parts


# ---------------------------------------------------------------- court cards

PANEL = (62, 34, 126, 282)  # x, y, w, h of the framed portrait; its middle is the card centre


def court_half(rank: str, suit: str, four: bool) -> list[str]:
    """The upper half of a double-ended court portrait (the caller adds the turned lower half)."""
    robe, accent = (ROBES_FOUR if four else ROBES_TWO)[suit]
    ox, oy = PANEL[0], CY - 137  # drawn in half-panel coordinates: 126 wide, mirror line at y = 137
    p: list[str] = []

    hair = {"K": "#8a8f98", "Q": "#c98a2c", "J": "#6b3f1d"}[rank]
    # weapon / attribute behind the shoulders
    if rank == "J":
        p.append(line(20, 8, 20, 137, stroke="#7a5a2e", stroke_width=4))
        p.append(polygon([(20, 8), (33, 22), (33, 42), (20, 34), (12, 42), (12, 24)], fill="#cfd5dd",
                         stroke="#4a4f57", stroke_width=1.5))
    if rank == "Q":  # long hair falls behind the shoulders
        p.append(path("M40,50 C38,24 88,24 86,50 L92,100 C80,106 46,106 34,100 Z",
                      fill=hair, stroke=SKIN_LINE, stroke_width=1))
    # robe and shoulders
    p.append(path("M6,137 L6,112 C6,95 26,86 46,84 L80,84 C100,86 120,95 120,112 L120,137 Z",
                  fill=robe, stroke="#1b1b22", stroke_width=1.5))
    for x in (16, 28, 98, 110):  # embroidered stripes
        p.append(rect(x - 3, 100, 6, 37, fill=accent))
        for y in (106, 118, 130):
            p.append(circle(x, y, 2, fill=GOLD))
    if rank == "K":  # ermine cape
        p.append(path("M8,106 C16,90 30,86 46,85 L80,85 C96,86 110,90 118,106 Z",
                      fill="#fbf8f0", stroke="#1b1b22", stroke_width=1))
        for x in (22, 40, 86, 104):
            p.append(path(f"M{n(x)},92 L{n(x - 2)},98 L{n(x + 2)},98 Z",
                          fill="#1b1b22"))
    # collar: a gold V with the accent colour inside
    p.append(polygon([(40, 84), (63, 122), (86, 84)], fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1.5))
    p.append(polygon([(50, 84), (63, 108), (76, 84)], fill=accent))
    if rank == "Q":
        for i in range(7):
            a = math.pi * (0.15 + 0.7 * i / 6)
            p.append(circle(63 - 20 * math.cos(a), 72 + 16 * math.sin(a), 2.6, fill="#ffffff",
                            stroke="#9a8f80", stroke_width=0.6))
    # neck and face
    p.append(rect(55, 66, 16, 20, fill=SKIN, stroke=SKIN_LINE, stroke_width=1))
    p.append(ellipse(63, 54, 17, 20, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.5))
    if rank == "K":  # beard and moustache
        p.append(path("M46,54 C46,80 54,92 63,94 C72,92 80,80 80,54 C77,66 71,70 63,70 C55,70 49,66 46,54 Z",
                      fill=hair, stroke=SKIN_LINE, stroke_width=1))
        p.append(path("M53,67 C57,62 61,63 63,65 C65,63 69,62 73,67",
                      fill="none", stroke="#5d6169", stroke_width=2.5, stroke_linecap="round"))
    else:
        p.append(path("M57,67 Q63,71 69,67", fill="none",
                      stroke="#a3333d", stroke_width=2, stroke_linecap="round"))
        p.append(circle(53, 61, 3.5, fill="#f0a9a0", opacity="0.6"))
        p.append(circle(73, 61, 3.5, fill="#f0a9a0", opacity="0.6"))
    for x in (56, 70):  # eyes and brows
        p.append(ellipse(x, 51, 2.6, 1.9, fill="#2a2a35"))
        p.append(path(f"M{n(x - 5)},46 Q{n(x)},43 {n(x + 5)},46",
                      fill="none", stroke=hair if rank != "Q" else SKIN_LINE, stroke_width=1.6,
                      stroke_linecap="round"))
    p.append(path("M63,52 L61,61 L64,61", fill="none",
                  stroke=SKIN_LINE, stroke_width=1.3, stroke_linecap="round", stroke_linejoin="round"))
    # headwear
    if rank == "K":
        p.append(path("M46,48 C44,38 48,34 52,34 L74,34 C78,34 82,38 80,48 Z", fill=hair))
        crown = [(42, 36), (42, 12), (51, 24), (57, 6), (63, 20), (69, 6), (75, 24), (84, 12), (84, 36)]
        p.append(polygon(crown, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1.5, stroke_linejoin="round"))
        p.append(rect(42, 28, 42, 8, fill=accent, stroke=GOLD_DARK, stroke_width=1))
        for x, c in ((50, "#ffffff"), (63, "#2fa36b"), (76, "#ffffff")):
            p.append(circle(x, 32, 2.6, fill=c))
        for x, y in ((42, 12), (57, 6), (69, 6), (84, 12)):
            p.append(circle(x, y, 2.6, fill="#fff3c4", stroke=GOLD_DARK, stroke_width=1))
        # sceptre
        p.append(line(106, 22, 106, 120, stroke=GOLD_DARK, stroke_width=5, stroke_linecap="round"))
        p.append(line(106, 22, 106, 120, stroke=GOLD, stroke_width=2.5, stroke_linecap="round"))
        p.append(polygon(star(106, 16, 10, 4.5), fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1.2))
        p.append(circle(106, 104, 6, fill=SKIN, stroke=SKIN_LINE, stroke_width=1))
    elif rank == "Q":
        p.append(path("M46,52 C42,32 56,30 63,36 C70,30 84,32 80,52 Z", fill=hair))
        arches = "M45,34 Q48,18 54,28 Q63,8 72,28 Q78,18 81,34 Q63,30 45,34 L45,34 Z"
        p.append(path(arches, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1.5, stroke_linejoin="round"))
        p.append(circle(63, 22, 3.5, fill=accent, stroke="#ffffff", stroke_width=1))
        # a rose held at the shoulder
        p.append(line(100, 96, 108, 128, stroke="#2f7a3a", stroke_width=3, stroke_linecap="round"))
        p.append(ellipse(106, 116, 5, 2.5, fill="#2f7a3a"))
        for i in range(6):
            a = 2 * math.pi * i / 6
            p.append(circle(100 + 6 * math.cos(a), 92 + 6 * math.sin(a), 5, fill="#d9465a"))
        p.append(circle(100, 92, 4.5, fill="#f4c542"))
    else:  # jack: a feathered cap over short curls
        for x in (45, 81):
            p.append(circle(x, 50, 6, fill=hair))
            p.append(circle(x, 60, 5, fill=hair))
        p.append(path("M42,42 C40,20 86,18 86,42 C72,36 54,36 42,42 Z",
                      fill=accent, stroke="#1b1b22", stroke_width=1.5))
        p.append(rect(42, 37, 44, 7, 3, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1))
        p.append(path("M80,36 C92,22 104,10 116,6 C108,18 98,30 80,36 Z",
                      fill="#f5efe0", stroke=GOLD_DARK, stroke_width=1.2))
        p.append(circle(22, 116, 6, fill=SKIN, stroke=SKIN_LINE, stroke_width=1))
    return [group(p, f"translate({n(ox)} {n(oy)})")]


COURT_BADGE = 46
"""The suit sign in a court portrait's corner, the size of a number card's pips (``Layout.center_pip``): the
portrait hides the field pips that tell a number card's suit at a glance, and at the smallest meld size (32 px
wide) a sign of the old 20 units was two or three pixels (playtest p7). It sits in the strip a meld column shows."""


def court_badge(suit: str, colour: str) -> list[str]:
    """The suit sign on a plate in the portrait's top-left corner, clear of the art behind it."""
    x, y = PANEL[0], PANEL[1]
    size = COURT_BADGE
    cx, cy = x + 4 + size / 2, y + 4 + size / 2
    return [rect(x + 1, y + 1, size + 7, size + 7, 5, fill="#fbf1dc", stroke=GOLD_DARK, stroke_width=1.5),
            pip(suit, cx, cy, size, colour)]


def court_face(rank: str, suit: str, colour: str, lay: Layout, four: bool) -> list[str]:
    parts = card_base()
    portrait = []
    x, y, w, h = PANEL
    portrait.append(rect(x, y, w, h, 6, fill="#fbf1dc", stroke=GOLD_DARK, stroke_width=1.5))
    half = court_half(rank, suit, four)
    half += court_badge(suit, colour)
    portrait += [*half, turned(half)]
    portrait.append(line(x, CY, x + w, CY, stroke=GOLD_DARK, stroke_width=1.5))
    portrait.append(rect(x + 3, y + 3, w - 6, h - 6, 4, fill="none", stroke=colour, stroke_width=1.2,
                         opacity="0.5"))
    if lay.large:  # make room for the bigger index
        parts.append(group(portrait, f"translate({n(CX)} {n(CY)}) scale(0.8) translate({n(-CX)} {n(-CY)})"))
    else:
        parts += portrait
    parts += both_corners(rank, suit, colour, lay)
    return parts


# ---------------------------------------------------------------- joker


def joker_face(lay: Layout) -> list[str]:
    """The joker: a full-length jester on a sunburst, unmistakably not a court card."""
    parts = card_base(wild=True)
    for i in range(24):  # sunburst
        a0, a1 = 2 * math.pi * i / 24, 2 * math.pi * (i + 0.5) / 24
        ray = [(CX, CY - 10), (CX + 110 * math.cos(a0), CY - 10 + 110 * math.sin(a0)),
               (CX + 110 * math.cos(a1), CY - 10 + 110 * math.sin(a1))]
        parts.append(polygon(ray, fill="#f7e3a3", opacity="0.7"))
    purple, red, blue, green = "#5b2a86", "#c8102e", "#1d4f9e", "#1f8a4c"
    # legs and body
    parts.append(polygon([(104, 250), (100, 300), (90, 312), (118, 312), (122, 250)], fill=red, stroke="#1b1b22",
                         stroke_width=1.5))
    parts.append(polygon([(128, 250), (132, 312), (160, 312), (150, 300), (146, 250)], fill=blue,
                         stroke="#1b1b22", stroke_width=1.5))
    parts.append(path("M92,150 C86,190 88,230 100,258 L150,258 C162,230 164,190 158,150 Z", fill=purple,
                      stroke="#1b1b22", stroke_width=1.5))
    parts.append(path("M125,150 L125,258 L150,258 C162,230 164,190 158,150 Z", fill=green, opacity="0.9"))
    for y in (175, 200, 225):  # diamond buttons
        parts.append(polygon([(125, y - 7), (131, y), (125, y + 7), (119, y)], fill=GOLD, stroke=GOLD_DARK,
                             stroke_width=1))
    # arms with a bauble stick
    parts.append(path("M94,158 C74,176 70,200 80,214", fill="none", stroke=purple, stroke_width=12,
                      stroke_linecap="round"))
    parts.append(path("M156,158 C176,170 184,150 186,130", fill="none", stroke=green, stroke_width=12,
                      stroke_linecap="round"))
    parts.append(circle(80, 216, 7, fill=SKIN, stroke=SKIN_LINE, stroke_width=1))
    parts.append(line(188, 92, 184, 150, stroke="#7a5a2e", stroke_width=4, stroke_linecap="round"))
    parts.append(circle(186, 128, 7, fill=SKIN, stroke=SKIN_LINE, stroke_width=1))
    parts.append(circle(188, 86, 10, fill=red, stroke="#1b1b22", stroke_width=1.5))
    parts.append(circle(188, 86, 4, fill=GOLD))
    # ruffled collar
    collar = [(125 + 40 * math.cos(a) * (1 + 0.12 * ((i % 2) * 2 - 1)),
               148 + 14 * math.sin(a) * (1 + 0.12 * ((i % 2) * 2 - 1)))
              for i, a in enumerate(2 * math.pi * k / 20 for k in range(20))]
    parts.append(polygon(collar, fill="#ffffff", stroke="#1b1b22", stroke_width=1.5))
    # head
    parts.append(ellipse(125, 118, 21, 24, fill=SKIN, stroke=SKIN_LINE, stroke_width=1.5))
    parts.append(path("M111,124 Q125,140 139,124", fill="none", stroke="#a3333d", stroke_width=2.5,
                      stroke_linecap="round"))
    for x in (117, 133):
        parts.append(ellipse(x, 113, 3, 3.6, fill="#2a2a35"))
        parts.append(circle(x - 3, 122, 4, fill="#f0a9a0", opacity="0.7"))
    parts.append(circle(125, 120, 3, fill="#e07a6a"))
    # three-pointed hat with bells
    parts.append(path("M102,104 C96,80 74,72 58,82 C78,84 90,92 100,106 Z", fill=red, stroke="#1b1b22",
                      stroke_width=1.5))
    parts.append(path("M148,104 C154,80 176,72 192,82 C172,84 160,92 150,106 Z", fill=blue, stroke="#1b1b22",
                      stroke_width=1.5))
    parts.append(path("M104,104 C104,76 114,56 125,40 C136,56 146,76 146,104 Z", fill=green, stroke="#1b1b22",
                      stroke_width=1.5))
    parts.append(rect(101, 98, 48, 10, 4, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1))
    for x, y in ((58, 82), (125, 38), (192, 82)):
        parts.append(circle(x, y, 7, fill="url(#gold)", stroke=GOLD_DARK, stroke_width=1.5))
    parts += both_corners("JK", "", purple, lay)
    return parts


# ---------------------------------------------------------------- backs


def clip_segment(x1: float, y1: float, x2: float, y2: float,
                 box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """Liang–Barsky clipping (nanosvg has no clip paths, so patterns are clipped here)."""
    bx0, by0, bx1, by1 = box
    dx, dy = x2 - x1, y2 - y1
    lo, hi = 0.0, 1.0
    for p_, q in ((-dx, x1 - bx0), (dx, bx1 - x1), (-dy, y1 - by0), (dy, by1 - y1)):
        if p_ == 0:
            if q < 0:
                return None
            continue
        r = q / p_
        if p_ < 0:
            lo = max(lo, r)
        else:
            hi = min(hi, r)
        if lo > hi:
            return None
    return x1 + lo * dx, y1 + lo * dy, x1 + hi * dx, y1 + hi * dy


def back_frame(fill: str) -> list[str]:
    return [rect(1, 1, W - 2, H - 2, 14, fill=PAPER, stroke=EDGE, stroke_width=2),
            rect(12, 12, W - 24, H - 24, 8, fill=fill)]


def medallion(ring: str, fill: str) -> list[str]:
    parts = [circle(CX, CY, 58, fill=fill, stroke=ring, stroke_width=4),
             circle(CX, CY, 50, fill="none", stroke=ring, stroke_width=1.5)]
    parts.append(polygon(star(CX, CY, 44, 20, 8), fill=ring, opacity="0.9"))
    parts.append(polygon(rosette(CX, CY, 17, 10, 0.12), fill=fill, stroke=ring, stroke_width=1.5))
    parts.append(circle(CX, CY, 7, fill=ring))
    return parts


def back_lattice_blue() -> list[str]:
    navy, line_colour = "#1d3461", "#d8b45a"
    parts = back_frame(navy)
    box = (18, 18, W - 18, H - 18)
    for k in range(-20, 40):
        c = k * 18
        for x1, y1, x2, y2 in ((c - 400, -400, c + 400, 400), (c + 400, -400, c - 400, 400)):
            seg = clip_segment(x1 + CX - 125, y1 + 175, x2 + CX - 125, y2 + 175, box)
            if seg:
                parts.append(line(*seg, stroke=line_colour, stroke_width=1.2, opacity="0.55"))
    for j in range(-12, 13):  # dots at the lattice crossings
        for i in range(-8, 9):
            x, y = CX + i * 18, CY + j * 18
            if (i + j) % 2 == 0 and 24 < x < W - 24 and 24 < y < H - 24:
                parts.append(circle(x, y, 2, fill=line_colour))
    parts.append(rect(18, 18, W - 36, H - 36, 6, fill="none", stroke=line_colour, stroke_width=2.5))
    parts += medallion(GOLD, navy)
    return parts


def back_sunburst_red() -> list[str]:
    wine, light = "#8c1c2c", "#f0c75e"
    parts = back_frame(wine)
    for j in range(-9, 10):  # small diamond grid, skipping the medallion and the border
        for i in range(-6, 7):
            x, y = CX + i * 18 + (9 if j % 2 else 0), CY + j * 17
            if math.hypot(x - CX, y - CY) > 100 and 28 < x < W - 28 and 28 < y < H - 28:
                parts.append(polygon([(x, y - 6), (x + 4.5, y), (x, y + 6), (x - 4.5, y)], fill=light,
                                     opacity="0.45"))
    for i in range(32):
        a0, a1 = 2 * math.pi * i / 32, 2 * math.pi * (i + 0.5) / 32
        parts.append(polygon([(CX, CY), (CX + 92 * math.cos(a0), CY + 92 * math.sin(a0)),
                              (CX + 92 * math.cos(a1), CY + 92 * math.sin(a1))], fill=light, opacity="0.35"))
    parts.append(circle(CX, CY, 94, fill="none", stroke=light, stroke_width=3))
    parts.append(rect(18, 18, W - 36, H - 36, 6, fill="none", stroke=light, stroke_width=2.5))
    parts.append(rect(24, 24, W - 48, H - 48, 4, fill="none", stroke=light, stroke_width=1, opacity="0.7"))
    parts += medallion(light, wine)
    return parts


# ---------------------------------------------------------------- assembly


def face_svg(code: str, style: str) -> str:
    """The SVG text of one face in one style (``classic``, ``four_colour``, ``*_large``)."""
    four = style.startswith("four_colour")
    lay = Layout(large=style.endswith("_large"))
    if code == "JK":
        return svg_document(joker_face(lay), GOLD_GRADIENT)
    rank, suit = code[:-1], code[-1]
    colour = (FOUR_COLOUR if four else TWO_COLOUR)[suit]
    if rank in ("J", "Q", "K"):
        body = court_face(rank, suit, colour, lay, four)
    elif rank == "A":
        body = ace_face(suit, colour, lay)
    else:
        body = number_face(rank, suit, colour, lay)
    return svg_document(body, GOLD_GRADIENT)


def back_svg(name: str) -> str:
    return svg_document({"lattice_blue": back_lattice_blue, "sunburst_red": back_sunburst_red}[name]())


def all_files() -> dict[str, str]:
    """Relative path → SVG text, for every face in every style and every back."""
    files = {f"{style}/{code}.svg": face_svg(code, style) for style in STYLES for code in FACE_CODES}
    files.update({f"backs/{name}.svg": back_svg(name) for name in BACKS})
    return files


def write_manifest(out_dir: Path, names: Iterable[str], extra: dict[str, object]) -> None:
    entries = {}
    for name in sorted(names):
        data = (out_dir / name).read_bytes()
        entries[name] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    manifest = {"generator": GENERATOR, "version": GENERATOR_VERSION, **extra, "files": entries}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def generate(out_dir: Path) -> list[str]:
    """Write every SVG and the manifest into ``out_dir``; returns the relative file names."""
    files = all_files()
    for name, text in files.items():
        target = out_dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
    extra = {"aspect": [W, H], "styles": list(STYLES), "backs": list(BACKS), "faces": list(FACE_CODES)}
    write_manifest(out_dir, files, extra)
    return sorted(files)


# ---------------------------------------------------------------- contact sheet and previews


def _pygame():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()  # not pygame.init(): the sheet needs no mixer, and there may be no sound device
    pygame.font.init()
    return pygame


SUIT_ROWS = ("S", "H", "C", "D")
RANK_ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def contact_sheet(cards_dir: Path, target: Path, width: int = 96) -> None:
    """Every face (classic and four-colour), both backs, large print and a 60 px fan, on one PNG."""
    pg = _pygame()
    height = round(width * H / W)
    gap, margin, label_h = 8, 16, 30
    cols = 13
    sheet_w = margin * 2 + cols * (width + gap) - gap
    font = pg.font.Font(None, 26)
    small = round(60 * H / W)

    def load(rel: str, w: int):
        return pg.image.load_sized_svg(str(cards_dir / rel), (w, round(w * H / W)))

    rows: list[tuple[str, list]] = []
    for style, title in (("classic", "Classic two-colour"), ("four_colour", "Four-colour")):
        block = [[load(f"{style}/{r}{s}.svg", width) for r in RANK_ORDER] for s in SUIT_ROWS]
        rows.append((title, block))
    extras = [load(f"{style}/JK.svg", width) for style in ("classic",)]
    extras += [load(f"backs/{b}.svg", width) for b in BACKS]
    extras += [load(f"classic_large/{c}.svg", width) for c in ("10H", "QS", "3D", "3C", "2C", "JK")]
    extras += [load(f"four_colour_large/{c}.svg", width) for c in ("KD", "7C")]
    fan_codes = ("JK", "2D", "3H", "3S", "4C", "7D", "10S", "JH", "QC", "KD", "AS")
    total_h = margin + 2 * (label_h + 4 * (height + gap)) + label_h + height + gap + label_h + 6 * 34 + small + margin
    sheet = pg.Surface((sheet_w, total_h))
    sheet.fill((28, 92, 62))
    y = margin

    def label(text: str) -> None:
        nonlocal y
        sheet.blit(font.render(text, True, (240, 236, 220)), (margin, y + 4))
        y += label_h

    for title, block in rows:
        label(title)
        for row in block:
            for i, img in enumerate(row):
                sheet.blit(img, (margin + i * (width + gap), y))
            y += height + gap
    label("Joker, backs (lattice blue, sunburst red), large print")
    for i, img in enumerate(extras[:cols]):
        sheet.blit(img, (margin + i * (width + gap), y))
    y += height + gap
    label("At 60 px: fanned hands (classic, four-colour) and meld columns (classic, large print)")
    for row_i, style in enumerate(("classic", "four_colour")):
        for i, code in enumerate(fan_codes):
            sheet.blit(load(f"{style}/{code}.svg", 60), (margin + i * 19 + row_i * 300, y))
    for j, code in enumerate(("KH", "KS", "2C", "JK", "KD", "KC", "KH")):
        sheet.blit(load(f"classic/{code}.svg", 60), (margin + 620, y + j * 26))
    for j, code in enumerate(("8S", "8D", "8C", "2H", "8H")):
        sheet.blit(load(f"classic_large/{code}.svg", 60), (margin + 700, y + j * 34))
    target.parent.mkdir(parents=True, exist_ok=True)
    pg.image.save(sheet, str(target))


def previews(cards_dir: Path, out_dir: Path) -> list[Path]:
    """Review images (not committed): all classic faces at 60 px, and a selection at 200 px."""
    pg = _pygame()
    out_dir.mkdir(parents=True, exist_ok=True)
    made = []
    for width, codes, name in (
        (60, [f"{r}{s}" for s in SUIT_ROWS for r in RANK_ORDER] + ["JK"], "preview_60.png"),
        (200, ["KS", "QH", "JD", "KC", "AS", "10H", "3D", "3C", "2S", "JK", "9C", "7H"], "preview_200.png"),
    ):
        h = round(width * H / W)
        cols = 13 if width == 60 else 6
        rows = math.ceil(len(codes) / cols)
        sheet = pg.Surface((cols * (width + 6) + 6, rows * (h + 6) + 6))
        sheet.fill((28, 92, 62))
        for i, code in enumerate(codes):
            img = pg.image.load_sized_svg(str(cards_dir / "classic" / f"{code}.svg"), (width, h))
            sheet.blit(img, (6 + (i % cols) * (width + 6), 6 + (i // cols) * (h + 6)))
        pg.image.save(sheet, str(out_dir / name))
        made.append(out_dir / name)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "cards", help="card folder to write")
    parser.add_argument("--sheet", type=Path, default=ROOT / "docs" / "cards.png", help="contact sheet PNG")
    parser.add_argument("--no-sheet", action="store_true", help="skip the contact sheet")
    parser.add_argument("--previews", type=Path, default=None, help="also write 60/200 px review PNGs here")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    names = generate(args.out)
    print(f"wrote {len(names)} SVG files and manifest.json to {args.out}")
    if not args.no_sheet:
        contact_sheet(args.out, args.sheet)
        print(f"wrote contact sheet {args.sheet}")
    if args.previews:
        for p in previews(args.out, args.previews):
            print(f"wrote preview {p}")
    print(f"done in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
