"""Saved matches: atomic writes, defensive reads (bad files kept aside, explained), chained migrations."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from types import MappingProxyType

import pytest

import samba
from samba import resources
from samba.game import saves
from samba.game.saves import LoadResult, SaveError, clear_match, has_saved_match, load_match, save_match

FIXTURES = Path(__file__).resolve().parent / "fixtures"
MATCH = {"rules": "samba", "seed": 7, "seats": ["human", "easy", "normal", "hard"], "actions": [{"type": "x"}]}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own user data folder, so nothing touches the real one."""
    folder = tmp_path / "data"
    monkeypatch.setenv(resources.DATA_ENV, str(folder))
    return folder


def _aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("match.corrupt-*.json"))


def test_round_trip_in_the_user_data_folder(_data_dir: Path) -> None:
    written = save_match(MATCH)
    assert written == _data_dir / "saves" / "match.json"
    assert has_saved_match()
    assert load_match() == LoadResult(MATCH, None)


def test_envelope_fields(tmp_path: Path) -> None:
    path = save_match(MATCH, tmp_path / "m.json")
    envelope = json.loads(path.read_text(encoding="utf-8"))
    assert envelope["format"] == "samba-save"
    assert envelope["schema"] == saves.SCHEMA == 1
    assert envelope["app_version"] == samba.__version__
    assert envelope["saved_at"].endswith("+00:00")
    assert envelope["match"] == MATCH


def test_missing_file_is_not_a_problem(tmp_path: Path) -> None:
    assert load_match(tmp_path / "none.json") == LoadResult(None, None)
    assert not has_saved_match(tmp_path / "none.json")


def test_clear_match(tmp_path: Path) -> None:
    path = save_match(MATCH, tmp_path / "m.json")
    clear_match(path)
    assert not path.exists()
    clear_match(path)  # nothing to clear: no error


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"format": "samba-save", "schema": 1, "match": {', "damaged or incomplete"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b"[1, 2, 3]", "not a Samba saved game"),
        (b'{"format": "something-else", "schema": 1, "match": {}}', "not a Samba saved game"),
        (b'{"format": "samba-save", "schema": "one", "match": {}}', "version number"),
        (b'{"format": "samba-save", "schema": true, "match": {}}', "version number"),
        (b'{"format": "samba-save", "schema": 0, "match": {}}', "version number"),
        (b'{"format": "samba-save", "schema": 1, "match": [1]}', "holds no match"),
        (b'{"format": "samba-save", "schema": 99, "app_version": "9.0", "match": {}}', "newer version of Samba (9.0)"),
        (b"[" * 100_000, "damaged or incomplete"),
        (b"", "damaged or incomplete"),
    ],
)
def test_bad_file_is_kept_aside_and_explained(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(content)
    result = load_match(path)
    assert result.data is None
    assert result.problem is not None
    assert result.problem.startswith("Your saved game could not be read (")
    assert reason in result.problem
    assert result.problem.endswith("and a new game can be started.")
    (kept,) = _aside(tmp_path)
    assert kept == result.kept_as
    assert kept.name in result.problem
    assert kept.read_bytes() == content  # moved, never altered or deleted
    assert not path.exists()
    assert load_match(path) == LoadResult(None, None)  # the next start is clean


def test_unopenable_file_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / "match.json").mkdir()  # a folder where the file should be: reading fails with an OSError
    result = load_match(tmp_path / "match.json")
    assert result.data is None and "could not be opened" in (result.problem or "")
    assert result.kept_as is not None and result.kept_as.is_dir()


def test_two_bad_files_in_the_same_second_both_survive(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    for content in ("first", "second"):
        path.write_text(content, encoding="utf-8")
        load_match(path)
    assert sorted(p.read_text(encoding="utf-8") for p in _aside(tmp_path)) == ["first", "second"]


def test_problem_when_the_file_cannot_even_be_moved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "match.json"
    path.write_text("not json", encoding="utf-8")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    result = load_match(path)
    assert result.data is None and result.kept_as is None
    assert f"it was left as {path}" in (result.problem or "")
    assert path.read_text(encoding="utf-8") == "not json"


def test_crash_during_write_leaves_the_old_save_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(MATCH, tmp_path / "match.json")
    before = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SaveError, match="No space left on device"):
        save_match({"other": 1}, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]  # no temp file left behind
    monkeypatch.undo()
    assert load_match(path).data == MATCH


def test_unserialisable_match_writes_nothing(tmp_path: Path) -> None:
    path = save_match(MATCH, tmp_path / "match.json")
    before = path.read_bytes()
    with pytest.raises(ValueError, match="JSON"):
        save_match({"bad": {1, 2}}, path)
    with pytest.raises(ValueError, match="JSON"):
        save_match({"bad": float("nan")}, path)
    with pytest.raises(TypeError):
        save_match([1, 2], path)  # type: ignore[arg-type]
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]


def test_schema_1_fixture_loads(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    shutil.copy(FIXTURES / "match_schema1.json", path)
    result = load_match(path)
    assert result.problem is None
    assert result.data is not None and result.data["seed"] == 42 and len(result.data["actions"]) == 2
    assert path.exists()  # loading never moves a good save


def test_every_schema_below_the_current_one_has_a_migration() -> None:
    assert isinstance(saves.MIGRATIONS, MappingProxyType)
    assert sorted(saves.MIGRATIONS) == list(range(1, saves.SCHEMA))


def _rename_seed(envelope: dict) -> dict:
    match = dict(envelope["match"])
    match["deal"] = match.pop("seed")
    return {**envelope, "match": match}


def _add_variant(envelope: dict) -> dict:
    return {**envelope, "match": {**envelope["match"], "variant": "classic"}}


def test_migrations_chain_in_order() -> None:
    fixture = json.loads((FIXTURES / "match_schema1.json").read_text(encoding="utf-8"))
    chain = MappingProxyType({1: _rename_seed, 2: _add_variant})
    upgraded = saves.migrate(fixture, chain, current=3)
    assert upgraded["schema"] == 3
    assert upgraded["match"]["deal"] == 42 and "seed" not in upgraded["match"]
    assert upgraded["match"]["variant"] == "classic"
    assert fixture["schema"] == 1 and fixture["match"]["seed"] == 42  # the input is not mutated
    assert saves.migrate(upgraded, chain, current=3) == upgraded  # already current: unchanged


def test_missing_or_failing_migration_is_reported() -> None:
    fixture = json.loads((FIXTURES / "match_schema1.json").read_text(encoding="utf-8"))
    with pytest.raises(saves._Unreadable, match="cannot upgrade"):
        saves.migrate(fixture, MappingProxyType({1: _rename_seed}), current=3)
    with pytest.raises(saves._Unreadable, match="failed"):
        saves.migrate({**fixture, "match": {}}, MappingProxyType({1: _rename_seed}), current=2)
