#!/usr/bin/env python3
"""Generate Samba's application icon (``assets/icon``): SVG, PNG sizes, Windows ``.ico``, macOS ``.icns``.

Why a generator: the icon is drawn from the same card art as the game (``gen_cards.py``), so it is
ours and reproducible. A fan of three cards (a back, a joker, the ace of hearts) on the green felt;
the smallest sizes drop the fan for one bold card, because a 16 px fan is only noise.
PyInstaller needs ``.ico`` on Windows and ``.icns`` on macOS; both are written here with PNG payloads
(supported since Windows Vista and macOS 10.7), so no image library beyond pygame is needed.
Linux executables carry no icon; ``samba_256.png`` is there for a ``.desktop`` file and for the
window icon (``pygame.display.set_icon``).

Run: ``.venv/bin/python build/gen_icon.py`` (``--help`` for the output folder).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import struct
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import gen_cards as cards  # noqa: E402

GENERATOR = "gen_icon"
GENERATOR_VERSION = "1.0.0"
SIZE = 512  # SVG user units of the square icon
FELT, FELT_DARK = "#1c5c3e", "#123d29"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024))
SMALL_LIMIT = 32
"""Sizes up to this use the single-card drawing."""


def _card(body: list[str], cx: float, cy: float, angle: float, scale: float) -> str:
    """One card drawing (250 × 350 units) centred at (cx, cy), turned ``angle`` degrees."""
    n = cards.n
    transform = (f"translate({n(cx)} {n(cy)}) rotate({n(angle)}) scale({n(scale)}) "
                 f"translate({n(-cards.CX)} {n(-cards.CY)})")
    return cards.group(body, transform)


def _felt() -> list[str]:
    return [cards.rect(8, 8, SIZE - 16, SIZE - 16, 96, fill=FELT_DARK),
            cards.rect(20, 20, SIZE - 40, SIZE - 40, 86, fill=FELT, stroke=cards.GOLD, stroke_width=6)]


def _document(body: list[str]) -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
            f'viewBox="0 0 {SIZE} {SIZE}">\n')
    return head + f"<defs>{cards.GOLD_GRADIENT}</defs>\n" + "\n".join(body) + "\n</svg>\n"


def icon_svg() -> str:
    """The full icon: three fanned cards on felt."""
    normal = cards.Layout(large=False)
    ace = cards.ace_face("H", cards.TWO_COLOUR["H"], normal)
    body = _felt()
    body.append(_card(cards.back_lattice_blue(), 200, 270, -20, 0.98))
    body.append(_card(cards.joker_face(normal), 256, 252, 0, 0.98))
    body.append(_card(ace, 316, 270, 20, 0.98))
    return _document(body)


def small_icon_svg() -> str:
    """The icon for 16–32 px: one large-print ace of hearts, upright, nearly filling the square."""
    ace = cards.ace_face("H", cards.TWO_COLOUR["H"], cards.Layout(large=True))
    return _document([*_felt(), _card(ace, 256, 256, 0, 1.3)])


def render_pngs(svg_large: Path, svg_small: Path, out_dir: Path) -> dict[int, bytes]:
    """Rasterise the SVGs at every size with pygame (SDL_image's nanosvg); returns size -> PNG bytes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pngs = {}
    with tempfile.TemporaryDirectory() as scratch:
        for size in PNG_SIZES:
            source = svg_small if size <= SMALL_LIMIT else svg_large
            image = pygame.image.load_sized_svg(str(source), (size, size))
            target = Path(scratch) / f"{size}.png"
            pygame.image.save(image, str(target))
            pngs[size] = target.read_bytes()
    for size in PNG_SIZES:
        (out_dir / f"samba_{size}.png").write_bytes(pngs[size])
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding PNG images (ICONDIR, one ICONDIRENTRY per size, then the data)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    entries, blobs = b"", b""
    for size in ICO_SIZES:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family: ``icns`` header, then one (type, length, PNG) element per size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(out_dir: Path) -> list[str]:
    """Write every icon file and ``manifest.json`` into ``out_dir``; returns the file names."""
    out_dir.mkdir(parents=True, exist_ok=True)
    svg_large, svg_small = out_dir / "samba.svg", out_dir / "samba_small.svg"
    svg_large.write_text(icon_svg(), encoding="utf-8")
    svg_small.write_text(small_icon_svg(), encoding="utf-8")
    pngs = render_pngs(svg_large, svg_small, out_dir)
    (out_dir / "samba.ico").write_bytes(ico_bytes(pngs))
    (out_dir / "samba.icns").write_bytes(icns_bytes(pngs))
    names = sorted(["samba.svg", "samba_small.svg", "samba.ico", "samba.icns",
                    *(f"samba_{s}.png" for s in PNG_SIZES)])
    entries = {}
    for name in names:
        data = (out_dir / name).read_bytes()
        entries[name] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    manifest = {"generator": GENERATOR, "version": GENERATOR_VERSION, "sizes": list(PNG_SIZES), "files": entries}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=cards.ROOT / "assets" / "icon", help="icon folder to write")
    args = parser.parse_args(argv)
    names = generate(args.out)
    print(f"wrote {len(names)} files and manifest.json to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
