"""The import graph of ``samba/``, read from the source (no module is imported to build it).

Shared by the layering, cycle and scene-navigation tests. Every ``import`` and ``from … import`` is
an edge, wherever it stands: at module level, inside a function (run later, but run all the same),
relative (``from . import x``) or absolute. Only imports under ``if TYPE_CHECKING:`` are told apart:
they never run, they exist for the type checker.
"""

from __future__ import annotations

import ast
import pathlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

ROOT = pathlib.Path(__file__).resolve().parents[1]
SAMBA = ROOT / "samba"


@dataclass(frozen=True)
class Import:
    """One imported name: ``source`` imports ``target`` (a module of ``samba`` or an outside name)."""

    source: str
    target: str
    line: int
    in_function: bool
    type_checking: bool


def module_files(root: pathlib.Path = ROOT, package: str = "samba") -> dict[str, pathlib.Path]:
    """Dotted module name → file, for every module of ``package`` under ``root`` (packages by their __init__)."""
    found = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _within(node: ast.AST, parents: Mapping[ast.AST, ast.AST]) -> tuple[bool, bool]:
    """Whether ``node`` stands inside a function, and whether under ``if TYPE_CHECKING``."""
    in_function = type_checking = False
    above = parents.get(node)
    while above is not None:
        if isinstance(above, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            in_function = True
        if isinstance(above, ast.If) and "TYPE_CHECKING" in ast.unparse(above.test):
            type_checking = True
        above = parents.get(above)
    return in_function, type_checking


def _named(name: str, modules: Iterable[str]) -> str:
    """The longest module of ``modules`` that ``name`` is or lies in (``name`` itself when outside)."""
    known = set(modules)
    probe = name
    while probe and probe not in known:
        probe = probe.rpartition(".")[0]
    return probe or name


def imports_of(module: str, path: pathlib.Path, modules: Iterable[str]) -> list[Import]:
    """Every import in ``path`` (the module ``module``), relative ones resolved."""
    known = set(modules)
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[: len(package) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            # ``from package import name``: the submodule when ``name`` is one, else the package itself
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        in_function, type_checking = _within(node, parents)
        for target in dict.fromkeys(targets):
            found.append(Import(module, _named(target, known), node.lineno, in_function, type_checking))
    return found


def all_imports(root: pathlib.Path = ROOT, package: str = "samba") -> list[Import]:
    files = module_files(root, package)
    return [imp for module, path in files.items() for imp in imports_of(module, path, files)]


def graph(imports: Iterable[Import], *, package: str = "samba", type_checking: bool = False) -> dict[str, set[str]]:
    """Module → the modules of ``package`` it imports (itself excluded); TYPE_CHECKING imports only if asked."""
    edges: dict[str, set[str]] = {}
    for imp in imports:
        edges.setdefault(imp.source, set())
        if imp.type_checking and not type_checking:
            continue
        if imp.target != imp.source and (imp.target == package or imp.target.startswith(package + ".")):
            edges[imp.source].add(imp.target)
    return edges


def cycles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (each one or more import cycles)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:  # Tarjan's algorithm, iterative (no recursion limit on deep chains)
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))

    for module in sorted(edges):
        if module not in index:
            visit(module)
    return sorted(found)
