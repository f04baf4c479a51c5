"""The resolver finds assets in the source tree, a PyInstaller bundle or an override, never via the cwd."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from samba import resources
from samba.ui.assets import CardImages

ROOT = Path(__file__).resolve().parents[2]


def _fake_assets(folder: Path) -> Path:
    (folder / "cards").mkdir(parents=True)
    (folder / "sounds").mkdir()
    return folder


@pytest.fixture(autouse=True)
def _no_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(resources.ASSETS_ENV, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_source_tree_assets_are_found_from_any_working_directory(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert resources.assets_dir() == ROOT / "assets"
    assert resources.asset_path("cards", "classic", "QH.svg").is_file()
    assert resources.cards_dir() == ROOT / "assets" / "cards"
    assert resources.load_manifest("sounds")["generator"] == "gen_sounds"
    assert not resources.is_frozen()


def test_pyinstaller_bundle_uses_meipass(tmp_path, monkeypatch) -> None:
    bundle = _fake_assets(tmp_path / "bundle" / "assets").parent
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert resources.is_frozen()
    assert resources.assets_dir() == bundle / "assets"


def test_environment_override_wins(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(resources.ASSETS_ENV, str(_fake_assets(tmp_path / "mine")))
    assert resources.sounds_dir() == tmp_path / "mine" / "sounds"


def test_missing_assets_give_a_clear_error(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "site-packages" / "samba")
    with pytest.raises(resources.AssetsNotFoundError, match="assets folder was not found") as info:
        resources.assets_dir()
    assert str(tmp_path / "site-packages" / "assets") in str(info.value)
    monkeypatch.undo()
    with pytest.raises(resources.AssetsNotFoundError, match=r"missing asset cards/nope\.svg"):
        resources.asset_path("cards", "nope.svg")
    with pytest.raises(ValueError):
        resources.load_manifest("music")


def test_user_dirs_follow_the_data_override(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(resources.DATA_ENV, str(tmp_path / "data"))
    assert resources.user_data_dir() == tmp_path / "data"
    assert resources.settings_path() == tmp_path / "data" / "settings.json"
    assert resources.saves_dir() == tmp_path / "data" / "saves"
    monkeypatch.delenv(resources.DATA_ENV)
    assert resources.user_data_dir().is_absolute()


def test_naming_a_user_folder_never_creates_it(tmp_path, monkeypatch) -> None:
    """A read-only or missing HOME must not stop the game merely asking where its files are (issue 11, faults 1-2)."""
    monkeypatch.setenv(resources.DATA_ENV, str(tmp_path / "data"))
    resources.saves_dir(), resources.settings_path(), resources.user_config_dir()
    assert not (tmp_path / "data").exists()
    assert resources.make_folder(tmp_path / "data" / "saves").is_dir()


def test_make_folder_raises_an_os_error_when_a_file_is_in_the_way(tmp_path) -> None:
    (tmp_path / "home").write_text("a file, not a folder")
    with pytest.raises(OSError) as caught:
        resources.make_folder(tmp_path / "home" / ".local" / "share" / "Samba")
    assert caught.value.errno in (errno.ENOTDIR, errno.EEXIST)


def test_read_user_file_refuses_a_fifo_without_blocking(tmp_path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    with pytest.raises(resources.UserFileError) as caught:
        resources.read_user_file(fifo)
    assert caught.value.reason == resources.UserFileError.NOT_REGULAR


@pytest.mark.parametrize("make", [lambda p: p.mkdir(), lambda p: p.symlink_to("/dev/zero")])
def test_read_user_file_refuses_folders_and_devices(tmp_path, make) -> None:
    target = tmp_path / "match.json"
    make(target)
    with pytest.raises(resources.UserFileError):
        resources.read_user_file(target)


def test_read_user_file_refuses_a_file_over_the_limit_without_reading_it(tmp_path) -> None:
    big = tmp_path / "match.json"
    big.write_bytes(b" " * 2048)
    with pytest.raises(resources.UserFileError) as caught:
        resources.read_user_file(big, limit=1024)
    assert caught.value.reason == resources.UserFileError.TOO_LARGE and caught.value.size == 2048
    assert resources.read_user_file(big, limit=4096) == b" " * 2048


def test_resources_does_not_import_pygame() -> None:
    code = "import sys, samba.resources; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_card_images_are_lazy_cached_per_options_and_converted_once_a_display_exists() -> None:
    pygame.display.init()
    images = CardImages()
    assert len(images) == 0, "nothing is rasterised until asked for"
    first = images.face("QH", 80)
    assert images.face("QH", 80) is first
    assert len(images) == 1
    assert images.face("QH", 80, four_colour=True) is not first
    assert images.face("QH", 80, large_print=True) is not first
    assert images.face("QH", 100).get_size() == (100, 140)
    assert images.back(images.back_names[0], 80).get_size() == (80, 112)
    assert len(images) == 5
    pygame.display.set_mode((320, 240))
    converted = images.face("QH", 80)
    assert converted is not first and converted.get_flags() & pygame.SRCALPHA
    assert images.face("QH", 80) is converted, "converted once, then served from the cache"
    images.clear()
    assert len(images) == 0
    for bad in (lambda: images.face("1X", 80), lambda: images.face("QH", 0), lambda: images.back("plaid", 80)):
        with pytest.raises(ValueError):
            bad()
    pygame.display.quit()
