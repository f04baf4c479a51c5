"""Shared fixtures for the asset tests: the generator scripts, loaded as modules.

``build/`` is deliberately not a package (its scripts are run directly), so the tests load the
generators by file path to call ``generate()`` into a temporary folder.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"


def _load_script(name: str) -> ModuleType:
    module_name = f"_samba_build_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "build" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def gen_cards() -> ModuleType:
    return _load_script("gen_cards")


@pytest.fixture(scope="session")
def gen_sounds() -> ModuleType:
    return _load_script("gen_sounds")


def _check_manifest(folder: Path, version: str) -> dict:
    """Assert ``folder/manifest.json`` lists exactly the files present, with their true hashes."""
    import hashlib
    import json

    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["version"] == version
    on_disk = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()} - {"manifest.json"}
    assert set(manifest["files"]) == on_disk
    for name, entry in manifest["files"].items():
        data = (folder / name).read_bytes()
        assert entry["sha256"] == hashlib.sha256(data).hexdigest(), name
        assert entry["bytes"] == len(data), name
    return manifest


@pytest.fixture(scope="session")
def check_manifest():
    return _check_manifest
