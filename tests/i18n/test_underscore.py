"""A module that looks words up with ``_`` never also uses ``_`` as a throwaway name.

``for _, x in pairs`` inside such a module would make ``_`` a local variable of that function, and a
``_("…")`` there would then call a card or a number: a crash only the player's language would reach.
"""

from __future__ import annotations

import ast
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "samba"


def test_no_module_that_translates_assigns_to_underscore():
    offenders = []
    for path in sorted(SOURCE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        translates = any(isinstance(n, ast.ImportFrom) and n.module == "samba.i18n"
                         and any(a.name == "_" and a.asname is None for a in n.names) for n in ast.walk(tree))
        if not translates:
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)) or \
                    (isinstance(node, ast.arg) and node.arg == "_"):
                offenders.append(f"{path.relative_to(SOURCE.parent)}:{node.lineno}")
    assert not offenders, offenders
