"""ARCHITECTURE §1.1: one-way layers, engine ← ai ← game ← ui, and each layer's own limits.

Every import counts — at module level or inside a function, absolute or relative (``from .. import``
is resolved first) — read from the source by ``import_graph``. The engine and the AI use the
standard library only (no pygame, no threads or processes); the game layer never imports pygame;
no layer imports one above it; and the layers above the engine reach it only through its public
face: ``samba.engine`` itself, its namespaces ``actions``, ``events``, ``state``, ``scenario``,
``serialize``, and the one analysis module ``samba.engine.analysis``.
"""

from __future__ import annotations

import ast
import sys

import pytest
from import_graph import SAMBA, Import, all_imports, imports_of, module_files

LAYERS = ("engine", "ai", "game", "ui")
"""Bottom to top; a layer may import only the layers before it (and itself)."""
NO_THREADS = {"threading", "concurrent", "multiprocessing", "_thread"}
NO_PYGAME = {"pygame", "pygame_gui"}
ENGINE_FACE = {"samba.engine", "samba.engine.actions", "samba.engine.events", "samba.engine.state",
               "samba.engine.scenario", "samba.engine.serialize", "samba.engine.analysis"}
TOP_LEVEL = {"samba.sim": "game", "samba.explore": "ai", "samba.app": "above", "samba.resources": "game",
             "samba.__main__": "above", "samba": "engine"}
"""The modules outside the four packages, and the layer each belongs to (``above``: over every layer)."""


I18N = "samba.i18n"
"""The player's language (stdlib ``gettext``), used by the game layer and the UI: it belongs to the game layer."""


def _layer(module: str) -> str:
    if module == I18N or module.startswith(I18N + "."):
        return "game"
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return TOP_LEVEL[module]


def _rank(layer: str) -> int:
    return len(LAYERS) if layer == "above" else LAYERS.index(layer)


IMPORTS = all_imports()


def _top(name: str) -> str:
    return name.split(".", 1)[0]


def _offences(check) -> list[str]:
    return [f"{i.source}:{i.line} imports {i.target}" for i in IMPORTS if not i.type_checking and check(i)]


def test_every_module_has_a_layer():
    assert {m: _layer(m) for m in module_files()}


def test_no_layer_imports_a_layer_above_it():
    def upward(i: Import) -> bool:
        return i.target.startswith("samba.") and i.target != "samba" and _rank(_layer(i.target)) > _rank(
            _layer(i.source))

    assert _offences(upward) == []


@pytest.mark.parametrize("layer", ["engine", "ai"])
def test_the_engine_and_the_ai_use_the_standard_library_only_and_no_threads(layer):
    def outside(i: Import) -> bool:
        if _layer(i.source) != layer or _top(i.target) == "samba":
            return False
        return _top(i.target) not in sys.stdlib_module_names or _top(i.target) in NO_THREADS

    assert _offences(outside) == []


def test_the_game_layer_never_imports_pygame():
    assert _offences(lambda i: _layer(i.source) == "game" and _top(i.target) in NO_PYGAME) == []


def test_only_the_ui_imports_pygame():
    assert _offences(lambda i: _top(i.target) in NO_PYGAME and _layer(i.source) not in ("ui", "above")) == []


def test_the_layers_above_reach_the_engine_only_through_its_public_face():
    def inside(i: Import) -> bool:
        return (_layer(i.source) != "engine" and i.target.startswith("samba.engine")
                and i.target not in ENGINE_FACE)

    assert _offences(inside) == []


def test_the_check_resolves_relative_and_function_level_imports(tmp_path):
    package = tmp_path / "samba" / "game"
    package.mkdir(parents=True)
    (tmp_path / "samba" / "__init__.py").write_text("")
    (tmp_path / "samba" / "ui").mkdir()
    (tmp_path / "samba" / "ui" / "__init__.py").write_text("")
    (tmp_path / "samba" / "ui" / "table.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "sneaky.py").write_text("def later():\n    from ..ui import table\n    import pygame\n")
    modules = module_files(tmp_path)
    found = imports_of("samba.game.sneaky", modules["samba.game.sneaky"], modules)
    assert [(i.target, i.in_function) for i in found] == [("samba.ui.table", True), ("pygame", True)]


@pytest.mark.parametrize("layer", ["engine", "ai", "game"])
def test_no_global_random_calls(layer):
    """ARCHITECTURE §1.4: every random choice flows from a seeded random.Random passed in."""
    offenders = []
    for module, path in module_files().items():
        if _layer(module) != layer:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random"
                    and node.attr not in {"Random", "SystemRandom"}):
                offenders.append(f"{path.relative_to(SAMBA)}:{node.lineno} random.{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                offenders.extend(f"{path.relative_to(SAMBA)} imports random.{a.name}" for a in node.names
                                 if a.name not in {"Random", "SystemRandom"})
    assert not offenders, offenders
