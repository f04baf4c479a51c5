"""Scenes are reached by name (ARCHITECTURE §5): no scene imports another to show it.

A scene module may import the module of a scene it *extends* (the tutorial's table is the match
table with a teacher on top; every overlay extends ``Overlay``) — that is inheritance, not
navigation. Every name the code routes to must be in the route table, written as a literal, so a
typo fails here and not in front of a player.
"""

from __future__ import annotations

import ast
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from import_graph import SAMBA, all_imports, module_files

from samba.ui.routes import ROUTES, SCENES
from samba.ui.scenes.base import Scene

NAVIGATION = ("goto", "switch_to")
"""The app's methods that take a route name first (``scene`` too, when called on an app)."""


def _scene_modules() -> dict[str, list[type[Scene]]]:
    found: dict[str, list[type[Scene]]] = {}
    for scene in SCENES:
        found.setdefault(scene.__module__, []).append(scene)
    return found


def _extends(scenes: list[type[Scene]], module: str) -> bool:
    """True when one of ``scenes`` has an ancestor defined in ``module``."""
    return any(base.__module__ == module for scene in scenes for base in scene.__mro__[1:])


def test_no_scene_imports_another_scene_except_one_it_extends():
    modules = _scene_modules()
    offences = [f"{imp.source}:{imp.line} imports {imp.target}" for imp in all_imports()
                if imp.source in modules and imp.target in modules and imp.target != imp.source
                and not _extends(modules[imp.source], imp.target)]
    assert offences == []


def test_every_scene_is_routed_under_its_own_name_once():
    assert [scene.name for scene in SCENES] == list(ROUTES), "each name once, in the table's order"
    assert all(ROUTES[scene.name] is scene for scene in SCENES)


def test_every_scene_class_of_the_game_is_in_the_route_table():
    bases = {"Scene", "Screen", "Overlay"}  # the kinds of scene, never shown themselves

    def subclasses(kind: type) -> set[type]:
        return {c for sub in kind.__subclasses__() for c in (sub, *subclasses(sub))}

    ours = {c for c in subclasses(Scene) if c.__module__.startswith("samba.") and c.__name__ not in bases}
    assert ours - set(SCENES) == set()


def _navigations() -> list[tuple[str, int, ast.expr]]:
    """Every call ``….goto(x, …)``, ``….switch_to(x, …)`` and ``app.scene(x, …)`` in samba/: (file, line, x)."""
    found = []
    for module, path in module_files().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            receiver = ast.unparse(node.func.value)
            on_app = receiver == "app" or receiver.endswith(".app")
            if node.func.attr in NAVIGATION or (node.func.attr == "scene" and on_app):
                if not node.args:
                    raise AssertionError(f"{module}:{node.lineno} navigates without a route name")
                found.append((str(path.relative_to(SAMBA)), node.lineno, node.args[0]))
    return found


def test_the_code_navigates_somewhere():
    assert len(_navigations()) >= 20


@pytest.mark.parametrize(("where", "line", "name"), _navigations(), ids=lambda v: str(v) if isinstance(v, str) else "")
def test_every_route_the_code_names_is_in_the_table(where, line, name):
    assert isinstance(name, ast.Constant) and isinstance(name.value, str), f"{where}:{line}: a literal route name"
    assert name.value in ROUTES, f"{where}:{line}: no scene is routed as {name.value!r}"
