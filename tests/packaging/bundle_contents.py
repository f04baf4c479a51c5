#!/usr/bin/env python3
"""Check what a built Samba executable carries, without running it.

Why: ``dist/samba --smoke`` proves the bundle works on this machine, but a missing card face or
sound only shows up when that card is dealt or that sound plays. This reads the executable's archive
and checks every file the asset manifests list, pygame's default font, the game's own font and its
licence, the game's own modules, and that nothing we exclude (a widget library the game never uses
among them) crept back in.

Run after ``make dist`` (which runs it): ``.venv/bin/python tests/packaging/bundle_contents.py dist``
(a onedir build such as ``dist/Samba.app`` or ``dist/samba/`` is checked from its files instead).
Exits 1 and lists every problem when something is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REQUIRED_DATA = (
    "pygame/freesansbold.ttf",
    "assets/icon/samba_64.png",
    "assets/fonts/DejaVuSansCondensed.ttf",
    "assets/fonts/DejaVuSansCondensed-Bold.ttf",
    "assets/fonts/LICENSE.txt",
)
REQUIRED_MODULES = ("samba.app", "samba.resources", "samba.game.saves", "samba.game.settings", "samba.ui.assets",
                    "samba.ui.audio", "platformdirs")
FORBIDDEN_PREFIXES = ("tkinter", "_tkinter", "unittest", "pytest", "_pytest", "hypothesis", "PyInstaller",
                      "pygame.tests", "pygame.examples", "pygame_gui", "pygame/docs", "pygame/examples",
                      "pygame/tests")


def onefile_contents(executable: Path) -> tuple[set[str], set[str]]:
    """(data file names, module names) inside a PyInstaller one-file executable."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable))
    names = {name.replace("\\", "/") for name in archive.toc}
    pyz = next((n for n in archive.toc if n.endswith(".pyz")), None)
    modules = set(archive.open_embedded_archive(pyz).toc) if pyz else set()
    return names, modules


def onedir_contents(folder: Path) -> tuple[set[str], set[str]]:
    """(data file names, module names) of a onedir build (``dist/samba/`` or ``Samba.app``)."""
    from PyInstaller.archive.readers import ZlibArchiveReader

    roots = [p for p in (folder / "_internal", folder / "Contents" / "Resources", folder / "Contents" / "Frameworks")
             if p.is_dir()] or [folder]
    names: set[str] = set()
    for root in roots:
        names |= {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}
    modules: set[str] = set()
    for pyz in folder.rglob("*.pyz"):
        modules |= set(ZlibArchiveReader(str(pyz)).toc)
    return names, modules


def problems(names: set[str], modules: set[str], assets: Path = ROOT / "assets") -> list[str]:
    """Every missing or unwanted item, as readable lines (empty when the bundle is complete)."""
    found = []
    for kind in ("cards", "sounds"):
        manifest = json.loads((assets / kind / "manifest.json").read_text(encoding="utf-8"))
        for rel in ["manifest.json", *manifest["files"]]:
            if f"assets/{kind}/{rel}" not in names:
                found.append(f"missing asset assets/{kind}/{rel}")
    found += [f"missing data file {name}" for name in REQUIRED_DATA if name not in names]
    found += [f"missing module {name}" for name in REQUIRED_MODULES if name not in modules]
    for item in sorted(names | modules):
        if item.startswith(FORBIDDEN_PREFIXES):
            found.append(f"unwanted {item}")
    return found


CATALOGUE_FOLDER = "samba/locale"


def catalogue_problems(read) -> list[str]:
    """Each language's compiled catalogue must be in the bundle and be exactly the committed .po compiled
    now (``read(name)`` gives a bundled file's bytes, or None when it is missing)."""
    sys.path.insert(0, str(ROOT))
    from samba.i18n.msgfmt import compile_po

    found = []
    for po in sorted((ROOT / "samba" / "locale").glob("*/LC_MESSAGES/samba.po")):
        name = f"{CATALOGUE_FOLDER}/{po.relative_to(ROOT / 'samba' / 'locale').with_suffix('.mo').as_posix()}"
        data = read(name)
        if data is None:
            found.append(f"missing catalogue {name}")
        elif data != compile_po(po):
            found.append(f"catalogue {name} differs from its .po")
    return found


def onefile_reader(executable: Path):
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable))
    return lambda name: archive.extract(name) if name in archive.toc else None


def onedir_reader(folder: Path):
    roots = [p for p in (folder / "_internal", folder / "Contents" / "Resources", folder / "Contents" / "Frameworks")
             if p.is_dir()] or [folder]

    def read(name: str) -> bytes | None:
        for root in roots:
            if (root / name).is_file():
                return (root / name).read_bytes()
        return None

    return read


def find_bundle(path: Path) -> Path:
    """``path`` itself, or the executable inside a ``dist`` folder (``Samba.app``, ``samba.exe``, ``samba``)."""
    if path.is_dir() and not (path / "_internal").is_dir() and path.suffix != ".app":
        for name in ("Samba.app", "samba.exe", "samba"):
            if (path / name).exists():
                return path / name
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="dist/samba (one file), a onedir/.app folder, or dist")
    args = parser.parse_args(argv)
    bundle = find_bundle(args.bundle)
    if not bundle.exists():
        print(f"bundle_contents: {bundle} does not exist; run `make dist` first", file=sys.stderr)
        return 1
    names, modules = onedir_contents(bundle) if bundle.is_dir() else onefile_contents(bundle)
    found = problems(names, modules)
    found += catalogue_problems(onedir_reader(bundle) if bundle.is_dir() else onefile_reader(bundle))
    for line in found:
        print(line, file=sys.stderr)
    print(f"bundle_contents: {bundle}: {len(names)} files, {len(modules)} modules, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
