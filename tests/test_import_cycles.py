"""No import cycle between the modules of ``samba/`` (ARCHITECTURE, "no import cycles").

Both kinds of import count: one at module level and one inside a function (a function-level import
hides a cycle, it does not break it). Only ``if TYPE_CHECKING:`` imports are left out, since they
never run.
"""

from __future__ import annotations

from import_graph import all_imports, cycles, graph


def test_no_module_of_samba_is_part_of_an_import_cycle():
    assert cycles(graph(all_imports())) == []


def test_the_graph_holds_every_module_and_its_function_level_imports():
    imports = all_imports()
    edges = graph(imports)
    assert {"samba.engine.legality", "samba.ui.app_window", "samba.game.session"} <= set(edges)
    late = [i for i in imports if i.in_function and i.target.startswith("samba")]
    assert all(i.target in edges[i.source] for i in late if not i.type_checking and i.target != i.source)


def _package(root, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_the_check_finds_a_cycle_hidden_in_a_function(tmp_path):
    _package(tmp_path, {"__init__.py": "", "a.py": "from pkg import b\n",
                        "b.py": "def later():\n    from . import c\n", "c.py": "import pkg.a\n"})
    found = cycles(graph(all_imports(tmp_path, "pkg"), package="pkg"))
    assert found == [["pkg.a", "pkg.b", "pkg.c"]]


def test_the_check_leaves_out_type_checking_imports_and_finds_no_cycle_where_there_is_none(tmp_path):
    _package(tmp_path, {"__init__.py": "", "a.py": "from .b import f\n",
                        "b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import g\n"})
    assert cycles(graph(all_imports(tmp_path, "pkg"), package="pkg")) == []
    assert cycles(graph(all_imports(tmp_path, "pkg"), package="pkg", type_checking=True)) == [["pkg.a", "pkg.b"]]
