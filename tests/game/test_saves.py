"""The save document: one schema, atomic writes, defensive reads, chained migrations tested with old saves.

Every fixture under ``fixtures/saves`` was written by the version of the game that used its schema
(``schema1_*``: the three nested formats before issue 11; ``schema2_*``: the one document). Each
must still resume, and its replay must reach the position it recorded.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import time
from pathlib import Path
from types import MappingProxyType

import pytest

import samba
from samba.ai import RandomAgent
from samba.engine import legal_actions, preset, scenario
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.files import SaveError, remove_stale_temp_files, write_json_atomic
from samba.game.runner import BotRunner
from samba.game.saves import SavedMatch, SaveProblem, document_of, read_document, read_match, save_match
from samba.game.setup import MatchSetup

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
ALL_FIXTURES = sorted(FIXTURES.glob("schema*_*.json"))


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own user data folder, so nothing touches the real one."""
    folder = tmp_path / "data"
    monkeypatch.setenv("SAMBA_DATA", str(folder))
    return folder


def _controller(seed: int = 7, moves: int = 6) -> MatchController:
    setup = MatchSetup(preset("samba"), seed, ("human", "easy", "easy", "easy"))
    controller = MatchController(setup, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True))
    rng = random.Random(seed)
    while len(controller.actions) < moves:
        if controller.human_to_act():
            controller.act(rng.choice(legal_actions(controller.observation())))
        else:
            controller.poll_bot()
    return controller


def _resume(saved: SavedMatch) -> MatchController:
    return MatchController.from_save(saved, agent_factory=lambda level: RandomAgent(), runner=BotRunner(inline=True))


# ---------------------------------------------------------------- the document


def test_round_trip_in_the_user_data_folder(_data_dir: Path) -> None:
    controller = _controller()
    written = save_match(controller.to_save())
    assert written == _data_dir / "saves" / "match.json"
    assert saves.has_saved_match()
    assert _resume(read_match()).state == controller.state


def test_one_document_with_one_schema_and_the_position_as_an_object(tmp_path: Path) -> None:
    path = save_match(_controller().to_save(), tmp_path / "m.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "samba-save"
    assert type(document["schema"]) is int and document["schema"] == saves.SCHEMA == 2
    assert document["app_version"] == samba.__version__
    assert document["saved_at"].endswith("+00:00")
    assert isinstance(document["snapshot"], dict) and document["snapshot"]["phase"] in ("draw", "meld")
    assert "format" not in document["snapshot"] and "version" not in document["snapshot"], "no nested format"
    assert document["start"] is None and len(document["actions"]) == 6 and document["undo_from"] <= 6
    assert set(document) == {"format", "schema", "app_version", "saved_at", "setup", "actions", "undo_from",
                             "start", "snapshot", "journal"}


def test_a_scenario_start_is_saved_as_an_object_and_checked_on_reading(tmp_path: Path) -> None:
    state = scenario.load({"turn": 0, "hands": {"0": "5H 6D KC KD 9S", "1": "4C 4D 8H"}, "pile": "5C 8D 9H"})
    controller = MatchController(MatchSetup(state.rules, 3, ("human", "easy", "easy", "easy")), start=state,
                                 runner=BotRunner(inline=True))
    document = document_of(controller.to_save())
    assert isinstance(document["start"], dict) and document["start"]["hands"][0] == "5H 6D 9S KC KD"
    assert read_document(document).start == state


def test_missing_file_is_not_a_problem(tmp_path: Path) -> None:
    assert read_match(tmp_path / "none.json") is None
    assert not saves.has_saved_match(tmp_path / "none.json")


def test_clear_match(tmp_path: Path) -> None:
    path = save_match(_controller().to_save(), tmp_path / "m.json")
    assert saves.clear_match(path) and not path.exists()
    assert saves.clear_match(path)  # nothing to clear: no error


def test_clear_match_never_raises_and_leaves_what_is_not_a_save(tmp_path: Path) -> None:
    folder = tmp_path / "match.json"
    folder.mkdir()
    assert saves.clear_match(folder) and folder.is_dir()


def test_a_finished_match_is_forgotten_not_saved(tmp_path: Path) -> None:
    path = save_match(_controller().to_save(), tmp_path / "m.json")
    saved = _controller().to_save()
    over = SavedMatch(saved.setup, saved.actions, saved.undo_from, {**saved.position, "phase": "game_over"})
    saves.store_match(over, path)
    assert not path.exists()


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"format": "samba-save", "schema": 2, "setup": {', "damaged or incomplete"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b"[1, 2, 3]", "not a Samba saved game"),
        (b'{"format": "something-else", "schema": 2}', "not a Samba saved game"),
        (b'{"format": "samba-save", "schema": "one"}', "version number"),
        (b'{"format": "samba-save", "schema": true}', "version number"),
        (b'{"format": "samba-save", "schema": 2.0}', "version number"),
        (b'{"format": "samba-save", "schema": 0}', "version number"),
        (b'{"format": "samba-save", "schema": 1, "match": [1]}', "not a Samba saved game"),
        (b'{"format": "samba-save", "schema": 99, "app_version": "9.0"}', "newer version of Samba (9.0)"),
        (b"[" * 100_000, "nested too deeply"),
        (b"", "damaged or incomplete"),
        (b'{"format": "samba-save", "schema": 2, "seed": ' + b"9" * 4400 + b"}", "too long to be real (4,400 digits)"),
        (b'{"format": "samba-save", "schema": 2, "x": [[Infinity, 50]]}', "not finite (Infinity)"),
        (b'{"format": "samba-save", "schema": 2, "x": NaN}', "not finite (NaN)"),
        (b'{"format": "samba-save", "schema": 2, "x": 1e400}', "not finite"),
        (b'{"format": "samba-save", "schema": 2, "x": "\\ud800"}', "not valid Unicode"),
    ],
)
def test_bad_file_is_refused_with_a_reason_and_left_untouched_by_reading(tmp_path: Path, content: bytes,
                                                                        reason: str) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(content)
    with pytest.raises(SaveProblem, match=reason.replace("(", r"\(").replace(")", r"\)")):
        read_match(path)
    assert path.read_bytes() == content  # reading never moves or changes the file (the session sets it aside)


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    """Issue 11, fault 9: some editors add a UTF-8 BOM; the save is still the player's game."""
    controller = _controller()
    path = save_match(controller.to_save(), tmp_path / "match.json")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert _resume(read_match(path)).state == controller.state


def test_a_newer_version_with_a_huge_name_gives_a_bounded_reason(tmp_path: Path) -> None:
    """Issue 11, fault 6: a 5 MB ``app_version`` must not reach the message whole (9 MB is refused by size)."""
    path = tmp_path / "match.json"
    path.write_text(json.dumps({"format": "samba-save", "schema": 3, "app_version": "9" * 5_000_000}))
    with pytest.raises(SaveProblem) as caught:
        read_match(path)
    assert "newer version of Samba" in str(caught.value) and len(str(caught.value)) < 300


def test_unopenable_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "match.json").mkdir()  # a folder where the file should be
    with pytest.raises(SaveProblem, match="not a regular file"):
        read_match(tmp_path / "match.json")


def test_crash_during_write_leaves_the_old_save_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    controller = _controller()
    path = save_match(controller.to_save(), tmp_path / "match.json")
    before = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SaveError, match="the disk is full"):
        save_match(_controller(moves=8).to_save(), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]  # no temp file left behind
    monkeypatch.undo()
    assert _resume(read_match(path)).state == controller.state


def test_unserialisable_data_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    write_json_atomic(path, {"good": 1})
    before = path.read_bytes()
    for bad in ({"bad": {1, 2}}, {"bad": float("nan")}, {"bad": "\ud800"}):
        with pytest.raises(ValueError, match="cannot be written"):
            write_json_atomic(path, bad)
    assert path.read_bytes() == before


def test_stale_temp_files_of_killed_writes_are_cleaned_and_young_ones_kept(tmp_path: Path) -> None:
    """Issue 11, fault 8: ``.match.*.tmp`` left by a kill during a save no longer pile up."""
    path = tmp_path / "match.json"
    old = [tmp_path / f".match.{n}.tmp" for n in ("a1", "b2", "c3")]
    for stale in old:
        stale.write_text("half a save")
        os.utime(stale, (time.time() - 3600, time.time() - 3600))
    young = tmp_path / ".match.young.tmp"
    young.write_text("a save being written right now")
    folder_like = tmp_path / ".match.dir.tmp"
    folder_like.mkdir()
    os.utime(folder_like, (time.time() - 3600, time.time() - 3600))
    other = tmp_path / ".settings.x.tmp"
    other.write_text("not ours to judge here")
    os.utime(other, (time.time() - 3600, time.time() - 3600))
    save_match(_controller().to_save(), path)
    assert not any(p.exists() for p in old)
    assert young.exists() and folder_like.is_dir() and other.exists()
    assert remove_stale_temp_files(path) == 0


# ---------------------------------------------------------------- compared by meaning


def test_the_snapshot_is_compared_by_meaning_not_byte_for_byte() -> None:
    controller = _controller()
    document = document_of(controller.to_save())
    document["snapshot"]["a_field_a_later_version_adds"] = [1, 2, 3]
    del document["snapshot"]["pile_frozen"]  # a field an older version did not write
    document["snapshot"]["rules"]["an_option_from_later"] = True
    document["snapshot"]["log"] = []  # the narration's wording may change between versions
    assert _resume(read_document(json.loads(json.dumps(document)))).state == controller.state


def test_a_snapshot_that_disagrees_with_the_moves_names_the_fields() -> None:
    document = document_of(_controller().to_save())
    document["snapshot"]["scores"] = [500, 0]
    document["snapshot"]["to_act"] = 3 - document["snapshot"]["to_act"]
    with pytest.raises(SaveProblem, match="differ in: scores, to_act"):
        _resume(read_document(document))


# ---------------------------------------------------------------- migrations


def test_fixtures_exist_for_every_schema_up_to_the_current_one() -> None:
    schemas = {int(path.name.split("_")[0].removeprefix("schema")) for path in ALL_FIXTURES}
    assert schemas == set(range(1, saves.SCHEMA + 1))


def test_every_schema_below_the_current_one_has_a_migration() -> None:
    assert isinstance(saves.MIGRATIONS, MappingProxyType)
    assert sorted(saves.MIGRATIONS) == list(range(1, saves.SCHEMA))


@pytest.mark.parametrize("fixture", ALL_FIXTURES, ids=lambda p: p.stem)
def test_every_fixture_save_resumes_at_the_position_it_recorded(tmp_path: Path, fixture: Path) -> None:
    path = tmp_path / "match.json"
    shutil.copy(fixture, path)
    saved = read_match(path)
    controller = _resume(saved)
    assert saves.position_differences(saved.position, controller.state) == []
    assert len(controller.actions) == len(saved.actions)
    assert path.read_bytes() == fixture.read_bytes(), "loading never changes a good save"


def _recorded(fixture: str) -> dict:
    document = json.loads((FIXTURES / fixture).read_text(encoding="utf-8"))
    return json.loads(document["match"]["snapshot"]) if document["schema"] == 1 else document["snapshot"]


def test_schema_1_undo_marks_practice_options_and_starts_survive_the_upgrade() -> None:
    midhand = _resume(read_match(FIXTURES / "schema1_midhand_undo_4p.json"))
    assert midhand.can_undo(), "the meld made this turn can still be taken back"
    practice = _resume(read_match(FIXTURES / "schema1_practice_brazilian_6p.json"))
    assert practice.setup.practice.open_hands and practice.setup.practice.explain_moves
    assert practice.state.rules.player_count == 6
    started = read_match(FIXTURES / "schema1_scenario_start_4p.json")
    assert started.start is not None and _resume(started).state.hands[0] != started.start.hands[0]
    second = _resume(read_match(FIXTURES / "schema1_second_hand_4p.json"))
    assert second.state.hand_number == 2 == _recorded("schema1_second_hand_4p.json")["hand_number"]
    ladder = _resume(read_match(FIXTURES / "schema1_custom_ladder_3p.json"))
    assert ladder.setup.rules.custom_initial_meld_table == ((0, 50), (1500, 90), (3000, 120))


def test_a_schema_1_save_with_a_damaged_inner_document_is_refused() -> None:
    document = json.loads((FIXTURES / "schema1_fresh_4p.json").read_text(encoding="utf-8"))
    for damage, reason in ((lambda d: d["match"].update(schema=True), "version number"),
                           (lambda d: d["match"].update(snapshot="{not json"), "recorded position"),
                           (lambda d: d["match"].update(format="other"), "not a Samba saved game")):
        broken = json.loads(json.dumps(document))
        damage(broken)
        with pytest.raises(SaveProblem, match=reason):
            read_document(broken)


def _rename_seed(document: dict) -> dict:
    setup = dict(document["setup"])
    setup["deal"] = setup.pop("seed")
    return {**document, "setup": setup}


def _add_variant(document: dict) -> dict:
    return {**document, "variant": "classic"}


def test_migrations_chain_in_order_without_changing_their_input() -> None:
    document = json.loads((FIXTURES / "schema2_scenario_undo_4p.json").read_text(encoding="utf-8"))
    chain = MappingProxyType({2: _rename_seed, 3: _add_variant})
    upgraded = saves.migrate(document, chain, current=4)
    assert upgraded["schema"] == 4
    assert upgraded["setup"]["deal"] == 12 and "seed" not in upgraded["setup"]
    assert upgraded["variant"] == "classic"
    assert document["schema"] == 2 and document["setup"]["seed"] == 12
    assert saves.migrate(upgraded, chain, current=4) == upgraded  # already current: unchanged


def test_missing_or_failing_migration_is_reported() -> None:
    document = json.loads((FIXTURES / "schema2_scenario_undo_4p.json").read_text(encoding="utf-8"))
    with pytest.raises(SaveProblem, match="cannot upgrade"):
        saves.migrate(document, MappingProxyType({2: _rename_seed}), current=4)
    with pytest.raises(SaveProblem, match="failed"):
        saves.migrate({**document, "setup": {}}, MappingProxyType({2: _rename_seed}), current=3)
