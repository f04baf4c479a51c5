"""The bots' modules import one another without cycles, and the baseline player stays independent."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AI = ROOT / "samba" / "ai"


def _imports(path: Path, package: str) -> set[str]:
    """Every ``samba.*`` module a file imports, at any depth (function-level imports count too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
                if node.module is None:
                    found.update(f"{base}.{alias.name}" for alias in node.names)
                    continue
            else:
                module = node.module or ""
            found.add(module)
    return {m for m in found if m.startswith("samba")}


def test_the_ai_package_has_no_import_cycle():
    graph = {f"samba.ai.{p.stem}": {m for m in _imports(p, "samba.ai") if m.startswith("samba.ai.")}
             for p in AI.glob("*.py") if p.stem != "__init__"}
    state: dict[str, str] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            assert state.get(nxt) != "open", "import cycle: " + " -> ".join([*path, node, nxt])
            if nxt not in state:
                visit(nxt, [*path, node])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    assert "samba.ai.levels" in graph and "samba.ai.search" in graph["samba.ai.levels"]


def test_the_baseline_player_never_imports_the_bots():
    baseline = ROOT / "benchmarks" / "greedy_baseline.py"
    imported = _imports(baseline, "benchmarks")
    assert imported and not any(m == "samba.ai" or m.startswith("samba.ai.") for m in imported)


def test_the_package_never_imports_the_benchmarks():
    for path in (ROOT / "samba").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n.split(".")[0] == "benchmarks" for n in names), path
