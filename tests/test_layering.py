"""ARCHITECTURE §1.1: one-way layers. The engine and the AI use the standard library only — no
pygame, no threads or processes — and the engine never imports the layers above it."""

import ast
import pathlib

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "samba"
FORBIDDEN_EVERYWHERE_BELOW_UI = {"pygame", "pygame_gui", "threading", "concurrent", "multiprocessing"}
LAYER_RULES = {
    "engine": FORBIDDEN_EVERYWHERE_BELOW_UI | {"samba.ai", "samba.game", "samba.ui"},
    "ai": FORBIDDEN_EVERYWHERE_BELOW_UI | {"samba.game", "samba.ui"},
}


def _imports(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def _files(layer: str) -> list[pathlib.Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", sorted(LAYER_RULES))
def test_layer_imports_nothing_it_must_not(layer):
    offenders = []
    for path in _files(layer):
        for name in _imports(path):
            if any(name == bad or name.startswith(bad + ".") for bad in LAYER_RULES[layer]):
                offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert not offenders, offenders


@pytest.mark.parametrize("layer", ["engine", "ai", "game"])
def test_no_global_random_calls(layer):
    """ARCHITECTURE §1.4: every random choice flows from a seeded random.Random passed in."""
    offenders = []
    for path in _files(layer):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random"
                    and node.attr not in {"Random", "SystemRandom"}):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} random.{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                offenders.extend(f"{path.relative_to(PACKAGE)} imports random.{a.name}" for a in node.names
                                 if a.name not in {"Random", "SystemRandom"})
    assert not offenders, offenders


def test_the_layers_exist():
    assert _files("engine") and _files("ai")
