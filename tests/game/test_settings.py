"""Settings: validated values, forgiving loading (bad values fall back one by one), atomic saving."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from samba import resources
from samba.game.settings import (
    DEFAULT_CARD_BACK,
    SaveError,
    Settings,
    card_back_names,
    load_settings,
    read_settings,
    save_settings,
)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(resources.DATA_ENV, str(folder))
    return folder


def test_defaults() -> None:
    s = Settings()
    assert (s.animation_speed, s.volume, s.muted, s.four_colour, s.card_size, s.fullscreen) == (
        "normal", 0.7, False, False, "normal", False,
    )
    assert s.card_back == DEFAULT_CARD_BACK


def test_default_back_is_the_first_installed_back_by_name() -> None:
    backs_on_disk = sorted(p.stem for p in (resources.cards_dir() / "backs").glob("*.svg"))
    assert card_back_names() == tuple(backs_on_disk)
    assert backs_on_disk[0] == DEFAULT_CARD_BACK


def test_missing_file_gives_defaults(_data_dir: Path) -> None:
    assert load_settings() == Settings()
    assert not (_data_dir / "settings.json").exists()  # loading does not write


def test_round_trip_in_the_user_config_folder(_data_dir: Path) -> None:
    changed = Settings().with_changes(animation_speed="fast", volume=0.25, muted=True, four_colour=True,
                                      card_size="large", fullscreen=True, card_back="sunburst_red")
    assert save_settings(changed) == _data_dir / "settings.json"
    assert load_settings() == changed


def test_with_changes_returns_a_new_value() -> None:
    base = Settings()
    louder = base.with_changes(volume=1)
    assert louder.volume == 1.0 and isinstance(louder.volume, float)
    assert base.volume == 0.7


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"animation_speed": "warp"}, "animation_speed must be one of slow, normal, fast, instant"),
        ({"volume": 1.5}, "volume must be from 0 to 1"),
        ({"volume": -0.1}, "volume must be from 0 to 1"),
        ({"volume": "loud"}, "volume must be a number"),
        ({"volume": True}, "volume must be a number"),
        ({"volume": float("nan")}, "volume must be a number"),
        ({"muted": 1}, "muted must be true or false"),
        ({"fullscreen": "yes"}, "fullscreen must be true or false"),
        ({"card_size": "huge"}, "card_size must be one of normal, large"),
        ({"card_back": "no_such_back"}, "card_back must be one of lattice_blue"),
        ({"card_back": "../../etc"}, "card_back must be"),
        ({"colour": "red"}, "unknown setting 'colour'"),
    ],
)
def test_with_changes_rejects_bad_values_clearly(changes: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        Settings().with_changes(**changes)


def test_construction_validates_too() -> None:
    with pytest.raises(ValueError, match="volume"):
        Settings(volume=2.0)


def test_unknown_keys_are_ignored_and_bad_values_fall_back_one_by_one(tmp_path: Path, caplog) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "schema": 1, "from_the_future": {"x": 1},
        "animation_speed": "fast", "volume": "very loud", "muted": True, "card_back": "missing_back",
        "four_colour": "yes", "card_size": "large", "fullscreen": None,
    }), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="samba.game.settings"):
        loaded = read_settings(path)
    assert loaded.settings == Settings(animation_speed="fast", muted=True, card_size="large")
    assert "volume" in caplog.text and "missing_back" in caplog.text
    assert loaded.notice is not None and "Sound volume, Card back, Four-colour deck, Fullscreen" in loaded.notice
    assert path.exists()  # a readable file with a few bad values is not moved


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe\xfa", b"null", b"",
                                     b'{"schema": true}', b'{"schema": "1"}', b'{"schema": 0}'])
def test_corrupt_file_is_kept_aside_defaults_used_and_the_player_told(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded = read_settings(path)
    assert loaded.settings == Settings()
    (kept,) = tmp_path.glob("settings.corrupt-*.json")
    assert kept.read_bytes() == content and kept == loaded.kept_as
    assert not path.exists()
    assert loaded.notice is not None and loaded.notice.startswith("Your settings file could not be read: ")
    assert kept.name in loaded.notice


def test_a_settings_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"schema": 1, "volume": 0.25}).encode())
    loaded = read_settings(path)
    assert loaded.settings.volume == 0.25 and loaded.notice is None


def test_settings_from_a_newer_version_keep_what_this_version_knows(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema": 7, "volume": 0.4, "colour_theme": "night"}), encoding="utf-8")
    loaded = read_settings(path)
    assert loaded.settings.volume == 0.4 and path.exists()
    assert loaded.notice is not None and "newer version" in loaded.notice


def test_crash_during_write_leaves_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_settings(Settings(volume=0.3), tmp_path / "settings.json")
    before = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SaveError, match="the disk reported an error"):
        save_settings(Settings(volume=0.9), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    monkeypatch.undo()
    assert load_settings(path).volume == 0.3


def test_file_is_readable_json(tmp_path: Path) -> None:
    path = save_settings(Settings(), tmp_path / "settings.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["schema"] == 1 and document["animation_speed"] == "normal"
