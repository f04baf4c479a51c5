"""The PyInstaller spec, checked without building (a build takes ~25 s; CI runs it through ``make dist``).

The spec is Python that only PyInstaller can run (it expects ``Analysis``, ``EXE``, ``SPECPATH``), so
these tests read its syntax tree and execute only its self-contained helpers.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from bundle_contents import REQUIRED_DATA, catalogue_problems, problems

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build" / "samba.spec"


@pytest.fixture(scope="module")
def tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def _assigned(tree: ast.Module, name: str) -> ast.expr:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return node.value
    raise AssertionError(f"{name} is not assigned in the spec")


def _calls(tree: ast.AST, func: str) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == func]


def _helpers(tree: ast.Module) -> dict:
    """Run the spec's constant tuples and ``keep_data`` (pure functions of their arguments)."""
    wanted = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "keep_data"]
    wanted += [n for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") in
               ("BUILD_ONLY_ICONS",)]
    namespace: dict = {"Path": Path}
    exec(compile(ast.Module(body=wanted, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def test_paths_are_anchored_on_specpath(tree: ast.Module) -> None:
    spec_dir = ast.unparse(_assigned(tree, "SPEC_DIR"))
    assert spec_dir == "Path(SPECPATH).resolve()"
    assert ast.unparse(_assigned(tree, "ROOT")) == "SPEC_DIR.parent"
    for name in ("ENTRY", "ASSETS"):
        assert ast.unparse(_assigned(tree, name)).startswith("ROOT /")
    (analysis,) = _calls(tree, "Analysis")
    assert ast.unparse(analysis.args[0]) == "[str(ENTRY)]"
    assert ast.unparse(_assigned(tree, "ENTRY")) == "ROOT / 'samba' / '__main__.py'"


def test_bundles_the_assets_and_no_widget_library(tree: ast.Module) -> None:
    (analysis,) = _calls(tree, "Analysis")
    datas = ast.unparse(next(k.value for k in analysis.keywords if k.arg == "datas"))
    assert datas == "[(str(ASSETS), 'assets'), *CATALOGUES]"
    hidden = ast.unparse(next(k.value for k in analysis.keywords if k.arg == "hiddenimports"))
    assert hidden == "[*collect_submodules('samba')]"
    assert "pygame_gui" in ast.literal_eval(_assigned(tree, "EXCLUDES"))


def test_excludes_what_the_game_does_not_use(tree: ast.Module) -> None:
    excludes = ast.literal_eval(_assigned(tree, "EXCLUDES"))
    for name in ("tkinter", "_tkinter", "unittest", "pytest", "hypothesis", "PyInstaller", "pygame.tests",
                 "pygame.examples"):
        assert name in excludes
    assert "multiprocessing" not in excludes  # the game may run heavy bots in a process
    assert "sqlite3" not in excludes  # the player's record is a sqlite3 file (samba/game/record)


def test_data_filter_keeps_what_the_game_loads() -> None:
    keep = _helpers(ast.parse(SPEC.read_text(encoding="utf-8")))["keep_data"]
    for dest in ("assets/cards/classic/QH.svg", "assets/sounds/click.wav", "assets/icon/samba_64.png",
                 "assets/fonts/DejaVuSansCondensed.ttf", "assets/fonts/LICENSE.txt"):
        assert keep(dest), dest
    for dest in ("assets/icon/samba.ico", "assets/icon/samba.icns", "assets/icon/samba_1024.png"):
        assert not keep(dest), dest


def test_linux_bundle_leaves_the_cxx_runtime_to_the_system(tree: ast.Module) -> None:
    """The build machine's libstdc++ would need a newer glibc than the documented 2.35."""
    assert ast.literal_eval(_assigned(tree, "SYSTEM_CXX_RUNTIME")) == ("libstdc++.so.6", "libgcc_s.so.1")
    assert "a.binaries = [entry for entry in a.binaries if Path(entry[0]).name not in SYSTEM_CXX_RUNTIME]" in \
        ast.unparse(tree)


def test_one_file_windowed_without_upx(tree: ast.Module) -> None:
    exes = _calls(tree, "EXE")
    onefile = [e for e in exes if not any(k.arg == "exclude_binaries" for k in e.keywords)]
    (exe,) = onefile
    assert [ast.unparse(a) for a in exe.args[:4]] == ["pyz", "a.scripts", "a.binaries", "a.datas"]
    for exe_call in exes:
        kw = {k.arg: ast.unparse(k.value) for k in exe_call.keywords}
        assert kw["console"] == "False" and kw["upx"] == "False" and kw["name"] == "APP_NAME"
    assert _calls(tree, "BUNDLE"), "macOS gets an .app"


def test_icon_and_version_come_from_our_files(tree: ast.Module) -> None:
    source = ast.unparse(tree)
    assert "ICON_DIR / 'samba.ico'" in source and "ICON_DIR / 'samba.icns'" in source
    assert (ROOT / "assets" / "icon" / "samba.ico").is_file() and (ROOT / "assets" / "icon" / "samba.icns").is_file()
    assert "package_version(ROOT / 'samba' / '__init__.py')" in source


def test_spec_and_generators_are_not_git_ignored() -> None:
    patterns = [line.strip() for line in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()]
    assert "build/_work/" in patterns and "dist/" in patterns
    assert not {"build/", "build", "*.spec", "/build/"} & set(patterns)


def test_make_dist_uses_the_spec_and_separate_work_folders() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^dist:.*?(?=^\S|\Z)", makefile, re.S | re.M)
    assert match, "Makefile has no dist target"
    recipe = match.group(0)
    assert "$(STAMP_DEV)" in recipe.splitlines()[0]
    assert "--workpath build/_work" in recipe and "--distpath dist" in recipe and "build/samba.spec" in recipe


def test_bundle_checker_reports_missing_and_unwanted_files() -> None:
    assert problems(set(REQUIRED_DATA), set()) != []
    found = problems({"pygame_gui/data/default_theme.json", *REQUIRED_DATA}, {"tkinter", "pygame_gui"})
    assert "unwanted tkinter" in found and "unwanted pygame_gui" in found
    assert "unwanted pygame_gui/data/default_theme.json" in found
    assert "missing asset assets/cards/manifest.json" in found
    assert "missing module samba.ui.assets" in found
    assert "missing data file assets/fonts/DejaVuSansCondensed.ttf" in problems(set(), set())


def test_bundles_every_catalogue_compiled_from_its_po(tree: ast.Module, tmp_path: Path) -> None:
    """The spec compiles each committed .po itself (a stale .mo in the tree cannot reach the bundle) and
    puts it where the game looks in a bundle (``samba/locale/<lang>/LC_MESSAGES``)."""
    (analysis,) = _calls(tree, "Analysis")
    datas = ast.unparse(next(k.value for k in analysis.keywords if k.arg == "datas"))
    assert "*CATALOGUES" in datas
    wanted = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "compiled_catalogues"]
    namespace: dict = {"Path": Path, "ROOT": ROOT, "LOCALE": ROOT / "samba" / "locale"}
    exec(compile(ast.Module(body=wanted, type_ignores=[]), str(SPEC), "exec"), namespace)
    pairs = namespace["compiled_catalogues"](tmp_path)
    assert {folder for _, folder in pairs} == {"samba/locale/es/LC_MESSAGES", "samba/locale/pt_BR/LC_MESSAGES"}
    files = {Path(mo).relative_to(tmp_path).as_posix(): Path(mo).read_bytes() for mo, _ in pairs}
    assert catalogue_problems(lambda name: files.get(name.removeprefix("samba/locale/"))) == []


def test_bundle_checker_reports_a_missing_or_stale_catalogue() -> None:
    assert "missing catalogue samba/locale/es/LC_MESSAGES/samba.mo" in catalogue_problems(lambda name: None)
    assert "catalogue samba/locale/es/LC_MESSAGES/samba.mo differs from its .po" in catalogue_problems(
        lambda name: b"old")
