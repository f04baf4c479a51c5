"""No module reaches into another module's private names (a leading underscore means "mine").

A name like ``_refresh`` or ``_deal`` is free to change with its own module; a caller elsewhere that
imports it or calls it on an object is a hidden coupling. The check reads the source: an import of a
private name, or an attribute access ``something._name`` (not on ``self`` / ``cls``) where the module
itself defines no ``_name``, fails.
"""

from __future__ import annotations

import ast
import pathlib

import pytest

SAMBA = pathlib.Path(__file__).resolve().parents[1] / "samba"
CHECKED = ("engine", "ai", "game", "ui")
"""Every package of the game is held to it."""


def _private(name: str) -> bool:
    """A leading underscore marks a private name; ``_`` itself is gettext's public look-up (``samba.i18n._``)."""
    return name.startswith("_") and not name.startswith("__") and name != "_"


def _defined_here(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {n for n in names if _private(n)}


def reaches(path: pathlib.Path) -> list[str]:
    """Every place ``path`` uses another module's private name, as "line: what"."""
    tree = ast.parse(path.read_text(), str(path))
    own = _defined_here(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [f"{node.lineno}: from {node.module} import {a.name}" for a in node.names if _private(a.name)]
        elif isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own:
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("package", CHECKED)
def test_no_module_uses_another_module_s_private_names(package):
    offences = {str(p.relative_to(SAMBA)): reaches(p) for p in sorted((SAMBA / package).rglob("*.py"))}
    assert {k: v for k, v in offences.items() if v} == {}


def test_the_top_level_modules_use_no_other_module_s_private_names():
    offences = {p.name: reaches(p) for p in sorted(SAMBA.glob("*.py"))}
    assert {k: v for k, v in offences.items() if v} == {}


def test_the_check_finds_a_private_import_and_a_private_call(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from samba.engine.transitions import _deal\n\ndef f(table):\n    table._refresh()\n")
    assert reaches(sample) == ["1: from samba.engine.transitions import _deal", "4: table._refresh"]
