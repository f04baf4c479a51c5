"""The ten faults of issue 11, each reproduced the way it was found, through the entries the game uses.

"A problem is told to the player in the window, in words, and nothing the player did is lost without
saying so." Read-only and full folders are made with mechanisms that hold for root too: a file where a
folder is expected, a read-only or tiny tmpfs in a private mount namespace, ``RLIMIT_FSIZE`` in a
subprocess, or an ``OSError`` raised at the real write call.
"""

from __future__ import annotations

import errno
import json
import os
import re
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest
from crafted import (
    START,
    continue_from_title,
    place,
    real_document,
    refusal_shown,
    run_samba,
    tool,
)
from ui_helpers import banner_lines, banner_text, click, controller_for, key, open_table, settle, wait_for_the_player

from samba.engine.actions import DrawStock
from samba.game import problems as P
from samba.game import saves
from samba.game.autosave import Autosaver
from samba.game.settings import Settings, SettingsWriter, read_settings
from samba.ui.app_window import App
from samba.ui.problem_banner import FULL_SECONDS
from samba.ui.scenes.menu import MenuOverlay
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene
from samba.ui.theme import Text


def _player_app() -> App:
    """The window as the game opens it: settings read from (and written to) the data folder."""
    app = App()
    app.services.session.saver = Autosaver(background=False, problems=app.services.problems)
    return app


def _private_mount(script: str, data: Path, **extra: str) -> subprocess.CompletedProcess[str] | None:
    """Run ``script`` (sh) in a private mount namespace with $D = ``data``; None when this machine cannot."""
    if tool("unshare") is None:
        return None
    probe = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c",
                            'd=$(mktemp -d) && mount -t tmpfs -o size=8k tmpfs "$d" && umount "$d"; r=$?; '
                            'rmdir "$d"; exit $r'], capture_output=True, timeout=30, check=False)
    if probe.returncode != 0:
        return None
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", D=str(data), PY=sys.executable,
               PYTHONDONTWRITEBYTECODE="1", SAMBA_DATA=str(data), **extra)
    done = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c", script], env=env,
                          cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=240,
                          check=False)
    assert "Traceback" not in done.stdout + done.stderr, done.stdout + done.stderr
    return done


NO_MOUNT = "this machine does not let a test mount a private tmpfs (no unshare/mount permission)"


# ---------------------------------------------------------------- fault 1: read-only data folder


def test_fault1_a_data_folder_that_cannot_be_created_does_not_stop_the_title(tmp_path, monkeypatch):
    """SAMBA_DATA under a file (read-only for root too, no saves/ yet): the title opens; saving says why not."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    monkeypatch.setenv("SAMBA_DATA", str(blocker / "data"))
    app = _player_app()
    try:
        app.push(TitleScene(app))
        app.step()
        assert app.top.buttons[0].label == "New game"
        key(app, pygame.K_n)
        assert isinstance(app.top, NewGameScene)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, TableScene)
        shown = banner_text(app)
        assert "Your game cannot be saved: " in shown
        assert f"{blocker} is a file where a folder should be" in shown
        assert "keeps trying" in shown
        (row,) = [r for r in app.banner.rows if r.problem.key == P.MATCH_SAVE]
        assert row.close is not None
        click(app, row.close.center)
        (tab,) = [r for r in app.banner.rows if r.problem.key == P.MATCH_SAVE]
        assert tab.folded and tab.lines == ("Game not saved…",), "folded, never dismissed"
        assert tab.rect.width < 400 and app.services.problems.get(P.MATCH_SAVE) is not None
        click(app, tab.rect.center)
        (row,) = [r for r in app.banner.rows if r.problem.key == P.MATCH_SAVE]
        assert not row.folded and row.lines[0].startswith("Your game cannot be saved: "), "a click opens it again"
        app.top.controller.close()
    finally:
        app.close()


def test_fault3_a_lasting_problem_left_open_folds_itself_so_the_seats_come_back(tmp_path, monkeypatch):
    """At 1024x640 the open banner covers the partner's plate: after its time in full it folds into its tab."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    monkeypatch.setenv("SAMBA_DATA", str(blocker / "data"))
    app = _player_app()
    try:
        app.push(TitleScene(app))
        app.step()
        key(app, pygame.K_n)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, TableScene)
        (row,) = [r for r in app.banner.rows if r.problem.key == P.MATCH_SAVE]
        assert not row.folded, "a new problem is told in full first"
        for _ in range(int(FULL_SECONDS) + 2):
            app.step(1.0)
        (tab,) = [r for r in app.banner.rows if r.problem.key == P.MATCH_SAVE]
        assert tab.folded and tab.lines == ("Game not saved…",), "folded into its tab, still there"
        click(app, tab.rect.center)
        app.step(1.0)
        (row,) = [r for r in app.banner.rows if r.problem.key == P.MATCH_SAVE]
        assert not row.folded, "a click opens it again, in full for its time again"
        app.top.controller.close()
    finally:
        app.close()


def test_fault1_a_read_only_mount_runs_and_shows_that_nothing_can_be_saved(tmp_path):
    data = tmp_path / "ro"
    data.mkdir()
    done = _private_mount('mount -t tmpfs tmpfs "$D" && mount -o remount,ro "$D" && '
                          '"$PY" -m samba --smoke --turns 6 --seed 4', data)
    if done is None:
        pytest.skip(NO_MOUNT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"smoke: the window shows: Your game cannot be saved: the folder {data} is on a read-only disk" \
        in done.stdout or f"the folder {data}/saves is on a read-only disk" in done.stdout, done.stdout


# ---------------------------------------------------------------- fault 2: unwritable HOME


def test_fault2_home_is_a_file_the_game_starts_and_says_settings_cannot_be_saved(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.write_text("HOME is a file")
    for name in ("SAMBA_DATA", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    app = _player_app()
    try:
        app.push(TitleScene(app))
        app.step()
        assert banner_lines(app) == [], "nothing is wrong until something must be written"
        scene = SettingsScene(app)
        app.push(scene)
        scene.pickers[0].step(1)
        writer = app.services.save_settings
        assert isinstance(writer, SettingsWriter)
        writer.flush()  # the window writes the settings on their own thread: wait for that write's outcome
        shown = banner_text(app)
        assert shown.startswith("Your settings cannot be saved: ") and f"{home} is a file where a folder" in shown
        assert app.services.settings.animation_speed == "fast", "the change applies even if it cannot be kept"
    finally:
        app.close()


def test_fault2_home_is_a_file_smoke_continue_says_there_is_nothing_to_continue(tmp_path):
    home = tmp_path / "home"
    home.write_text("HOME is a file")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SAMBA_"))}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = run_samba(["--smoke", "--continue"], env, replace_env=True)
    assert done.returncode == 0
    assert done.stdout.strip() == "smoke: not resumed: There is no saved game to continue."


# ---------------------------------------------------------------- fault 3: invisible autosave failures


class _Disk:
    """``os.replace`` as a disk that is full (or read-only) until told otherwise: the real write call fails."""

    def __init__(self, monkeypatch, code: int = errno.ENOSPC) -> None:
        self.code = code
        self.full = True
        self.real = os.replace
        monkeypatch.setattr("samba.game.files.os.replace", self)

    def __call__(self, src, dst):
        if self.full:
            raise OSError(self.code, os.strerror(self.code))
        return self.real(src, dst)


def test_fault3_a_full_disk_shows_a_lasting_banner_keeps_trying_and_clears_on_success(app, data_dir, monkeypatch):
    clock = [0.0]
    app.services.session.saver = Autosaver(background=False, problems=app.services.problems, clock=lambda: clock[0])
    disk = _Disk(monkeypatch)
    controller = controller_for(app)
    table = open_table(app, controller)
    settle(app, table)
    key(app, pygame.K_s)  # draw, as a player does
    settle(app, table)
    shown = banner_text(app)
    assert shown == ("Your game cannot be saved: the disk is full. Samba keeps trying; if you quit now, the moves "
                     "since the last save are lost.")
    key(app, pygame.K_ESCAPE)  # the menu
    assert isinstance(app.top, MenuOverlay) and "could not be saved lately" in app.top.detail
    key(app, pygame.K_ESCAPE)
    app.step()
    assert not saves.has_saved_match()
    disk.full = False
    app.step()
    assert banner_lines(app) != [], "no retry before the retry interval"
    clock[0] += 10
    app.step()
    assert banner_lines(app) == [], "the retry succeeded and the banner went away"
    resumed = MatchController_from_disk()
    assert resumed.state == controller.state, "every move is in the save: nothing was lost"
    controller.close()


def MatchController_from_disk():
    from samba.ai import RandomAgent
    from samba.game.controller import MatchController
    from samba.game.runner import BotRunner

    return MatchController.from_save(saves.read_match(), agent_factory=lambda level: RandomAgent(),
                                     runner=BotRunner(inline=True))


def test_fault3_a_read_only_disk_is_named_and_the_next_move_retries(app, data_dir, monkeypatch):
    disk = _Disk(monkeypatch, errno.EROFS)
    controller = controller_for(app, START)
    table = open_table(app, controller)
    settle(app, table)
    key(app, pygame.K_s)  # draw, as a player does
    assert "is on a read-only disk" in banner_text(app)
    disk.full = False
    key(app, pygame.K_o)  # sort: not a move, nothing new to save; the banner stays until a save succeeds
    assert "is on a read-only disk" in banner_text(app)
    controller.act(next(a for a in controller_legal(controller) if type(a).__name__ == "Discard"))
    assert banner_lines(app) == [] and saves.has_saved_match()
    controller.close()


def controller_legal(controller):
    from samba.engine import legal_actions

    return legal_actions(controller.observation())


def test_fault3_a_file_size_limit_is_told_by_the_smoke_run(tmp_path):
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (3000, 3000))

    done = run_samba(["--smoke", "--turns", "4", "--seed", "2"], {"SAMBA_DATA": str(tmp_path),
                                                                   "PYTHONDONTWRITEBYTECODE": "1"}, preexec=limit)
    assert done.returncode == 0, done.stdout + done.stderr
    assert ("smoke: the window shows: Your game cannot be saved: the file would be larger than this system allows."
            in done.stdout), done.stdout
    assert not (tmp_path / "saves" / "match.json").exists()


def test_fault3_a_full_tmpfs_is_told_and_the_last_good_save_stays(tmp_path):
    data = tmp_path / "full"
    data.mkdir()
    before = tmp_path / "before.json"
    done = _private_mount('mount -t tmpfs -o size=64k tmpfs "$D" && "$PY" -m samba --smoke --turns 2 --seed 6 '
                          '>/dev/null && cp "$D/saves/match.json" "$BEFORE" && '
                          '(dd if=/dev/zero of="$D/filler" bs=1k count=200 2>/dev/null; true) && '
                          '"$PY" -m samba --smoke --continue --turns 30 && '
                          'cmp -s "$D/saves/match.json" "$BEFORE" && echo "unchanged: $(ls -A "$D/saves")"',
                          data, BEFORE=str(before))
    if done is None:
        pytest.skip(NO_MOUNT)
    # How many moves the first run saved depends on where the computer players were when it stopped (they play
    # while frames pass; on a loaded machine a third move lands): the game resumed from that save either way.
    assert re.search(r"smoke: resumed hand 1 after \d+ moves", done.stdout), done.stdout + done.stderr
    assert "smoke: the window shows: Your game cannot be saved: the disk is full." in done.stdout, done.stdout
    assert "unchanged: match.json\n" in done.stdout, "the last good save stays whole, with no temp file beside it"


def test_fault3_settings_that_cannot_be_written_are_shown_retried_and_cleared(app, data_dir, monkeypatch):
    clock = [0.0]
    writer = SettingsWriter(app.services.problems, background=False, clock=lambda: clock[0])
    app.services.save_settings = writer
    disk = _Disk(monkeypatch, errno.EACCES)
    scene = SettingsScene(app)
    app.push(scene)
    scene.pickers[4].step(1)  # four-colour deck on
    assert banner_text(app).startswith("Your settings cannot be saved: Samba is not allowed to write in ")
    disk.full = False
    clock[0] += 6
    app.step()
    assert banner_lines(app) == []
    assert read_settings().settings.four_colour is True


# ---------------------------------------------------------------- fault 4: huge numbers and Infinity


def _with_huge_seed() -> bytes:
    text = json.dumps(real_document())
    return text.replace('"seed": 5', '"seed": ' + "7" * 4400, 1).encode()


def _with_infinite_ladder() -> bytes:
    document = real_document()
    document["setup"]["rules"]["initial_meld_table"] = "custom"
    document["setup"]["rules"]["custom_initial_meld_table"] = [[0, 50]]
    return json.dumps(document).replace("[[0, 50]]", "[[Infinity, 50]]").encode()


@pytest.mark.parametrize(("content", "reason"), [
    (_with_huge_seed, "it holds a number too long to be real (4,400 digits)"),
    (_with_infinite_ladder, "it holds a number that is not finite (Infinity)"),
])
def test_fault4_huge_numbers_and_infinity_are_set_aside_once_and_never_crash_again(app, data_dir, content, reason):
    path = place(data_dir, content())
    assert isinstance(continue_from_title(app), TitleScene)
    assert reason in refusal_shown(app)
    assert not path.exists() and len(list(path.parent.glob("match.corrupt-*.json"))) == 1
    assert continue_from_title(app).buttons[0].label == "New game", "no crash on the next start"


def test_fault4_smoke_continue_on_infinity_is_one_line_and_exit_0(tmp_path):
    place(tmp_path, _with_infinite_ladder())
    done = run_samba(["--smoke", "--continue"], {"SAMBA_DATA": str(tmp_path)})
    assert done.returncode == 0
    (line,) = done.stdout.splitlines()
    assert line.startswith("smoke: not resumed: Your saved game could not be used: it holds a number that is "
                           "not finite (Infinity). It was kept as match.corrupt-")


# ---------------------------------------------------------------- fault 5: unchecked starting positions


def _damaged_start(damage) -> dict:
    document = real_document(start=START)
    damage(document["start"])
    return document


@pytest.mark.parametrize(("damage", "reason"), [
    (lambda s: s.update(hands=[s["hands"][0] + " QH QH QH QH", *s["hands"][1:]]), "S1.4"),
    (lambda s: s.update(stock=s["stock"].split(" ", 3)[3]), "S1.4"),
    (lambda s: s["melds"][0].update(cards="8C 8D 9S", rank=8), "meld 1"),
    (lambda s: s.update(active=[0, 0, 0, 0]), "cannot be the seats playing hand 1"),
    (lambda s: s.update(sides=[[0, 1], [2, 3]]), "not the sides these rules seat"),
    (lambda s: s.update(to_act=2), "not the player whose turn it is"),
    (lambda s: s.update(red_threes=["3C", ""]), "not a red three"),
], ids=["duplicated cards", "missing cards", "invalid meld", "active 0,0,0,0", "wrong sides", "wrong seat to act",
        "black three laid out"])
def test_fault5_a_start_position_the_engine_could_never_be_in_is_refused_before_play(app, data_dir, damage, reason):
    place(data_dir, _damaged_start(damage))
    assert isinstance(continue_from_title(app), TitleScene)
    shown = refusal_shown(app)
    assert "its starting position is not valid" in shown and reason in shown


def test_fault5_active_0000_via_smoke_continue_is_refused_not_crashed(tmp_path):
    place(tmp_path, _damaged_start(lambda s: s.update(active=[0, 0, 0, 0])))
    done = run_samba(["--smoke", "--continue", "--turns", "5"], {"SAMBA_DATA": str(tmp_path)})
    assert done.returncode == 0 and "starting position is not valid" in done.stdout
    assert len(done.stdout.splitlines()) == 1


# ---------------------------------------------------------------- fault 6: unbounded messages


def test_fault6_a_600_kb_bad_value_is_quoted_in_at_most_200_characters(app, data_dir):
    place(data_dir, _damaged_start(lambda s: s.update(phase="x" * 600_000)))
    continue_from_title(app)
    shown = refusal_shown(app)
    assert "600,000 characters" in shown or "xxx…" in shown
    assert len(app.services.problems.get(P.SAVE_READ).sentence) <= 600
    assert len(banner_lines(app)) <= 3


def test_fault6_a_huge_save_is_refused_by_size_without_reading_it(app, data_dir):
    path = place(data_dir, b'{"format": "samba-save", "schema": 3, "app_version": "' + b"9" * 20_000_000 + b'"}')
    continue_from_title(app)
    assert "it is 19 MB, far larger than any file Samba writes" in refusal_shown(app)
    assert not path.exists()


def test_fault6_a_newer_version_with_a_megabytes_long_name_is_shown_short(app, data_dir):
    place(data_dir, json.dumps({"format": "samba-save", "schema": 3, "app_version": "v" * 5_000_000}))
    continue_from_title(app)
    shown = refusal_shown(app)
    assert "it was saved by a newer version of Samba (vvv" in shown and len(shown) < 700


def test_fault6_no_text_wider_than_the_window_is_ever_rendered(app):
    text: Text = app.services.text
    giant = "W" * 2_000_000
    lines = text.wrap(giant, 22, 900)
    assert lines and all(text.width(line, 22) <= 900 for line in lines) and len(lines) < 200
    assert text.width(text.fit(giant, 22, 900), 22) <= 900
    surface = pygame.Surface((1024, 640))
    rect = text.blit(surface, giant, 22, (0, 0))
    assert rect.width <= 1024


# ---------------------------------------------------------------- fault 7: settings files


def _settings_path(data_dir: Path) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    return data_dir / "settings.json"


def test_fault7_a_4300_digit_volume_opens_the_window_with_defaults_and_says_so(data_dir):
    path = _settings_path(data_dir)
    path.write_text('{"schema": 1, "volume": ' + "1" * 4300 + "}")
    app = App()
    try:
        assert app.services.settings == Settings()
        shown = banner_text(app)
        assert shown.startswith("Your settings file could not be read: it holds a number too long to be real")
        (kept,) = data_dir.glob("settings.corrupt-*.json")
        assert kept.name in shown and not path.exists()
    finally:
        app.close()


def test_fault7_a_fifo_named_settings_json_never_blocks_start_up(data_dir):
    path = _settings_path(data_dir)
    os.mkfifo(path)
    found = []
    reader = threading.Thread(target=lambda: found.append(read_settings()), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # unblock the reader so the suite goes on, then fail
        with open(path, "w") as unblock:
            unblock.write("{}")
        pytest.fail("reading a FIFO settings file blocked")
    (loaded,) = found
    assert loaded.settings == Settings() and "not a regular file" in (loaded.notice or "")
    assert loaded.kept_as is not None and loaded.kept_as.is_fifo(), "the FIFO was kept aside, not deleted"
    os.mkfifo(path)
    app = App()  # the same entry the game uses, now known not to block
    try:
        assert "Your settings file could not be read: it is not a regular file" in banner_text(app)
        assert len([p for p in data_dir.iterdir() if p.name.startswith("settings.corrupt-")]) == 2
    finally:
        app.close()


# ---------------------------------------------------------------- fault 8: stale temp files


def test_fault8_continue_cleans_temp_files_of_killed_saves(app, data_dir):
    path = place(data_dir, real_document())
    stale = path.parent / ".match.killed1.tmp"
    stale.write_text('{"format": "samba-save", "sch')
    os.utime(stale, (time.time() - 7200, time.time() - 7200))
    table = continue_from_title(app)
    assert isinstance(table, TableScene)
    assert not stale.exists()
    table.controller.close()


# ---------------------------------------------------------------- fault 9: BOM and boolean schema


def test_fault9_a_save_with_a_byte_order_mark_continues(app, data_dir):
    place(data_dir, b"\xef\xbb\xbf" + json.dumps(real_document()).encode())
    table = continue_from_title(app)
    assert isinstance(table, TableScene) and banner_lines(app) == []
    table.controller.close()


@pytest.mark.parametrize("where", ["document", "schema 1 inner document"])
def test_fault9_schema_true_is_refused_by_its_type(app, data_dir, where):
    from crafted import schema1_document

    if where == "document":
        document = {**real_document(), "schema": True}
    else:
        document = schema1_document()
        document["match"]["schema"] = True
    place(data_dir, document)
    continue_from_title(app)
    assert "its version number is missing or invalid" in refusal_shown(app)


# ---------------------------------------------------------------- fault 10: no display


def _no_display_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER",
                                                             "SDL_AUDIODRIVER")}
    return {**env, **extra}


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Windows and macOS always have a screen")
@pytest.mark.parametrize("extra", [{}, {"DISPLAY": ":93"}], ids=["no DISPLAY", "unreachable DISPLAY"])
def test_fault10_without_a_display_the_first_line_says_so_and_names_samba_terminal(tmp_path, extra):
    done = run_samba([], _no_display_env(SAMBA_DATA=str(tmp_path), **extra), replace_env=True, timeout=60)
    assert done.returncode == 2
    first = done.stderr.splitlines()[0]
    assert first.startswith("Samba cannot open its window: no display was found"), done.stderr
    assert "samba --terminal" in first


def test_samba_terminal_exists_as_the_message_promises():
    done = run_samba(["--terminal", "--seed", "3", "--players", "2"], timeout=120)
    assert done.returncode == 0 and "Deal #3" in done.stdout


# ---------------------------------------------------------------- moves not yet written are not lost


def test_moves_that_could_not_be_written_are_what_continue_resumes(app, data_dir, monkeypatch):
    place(data_dir, real_document(seed=5, moves=2))
    disk = _Disk(monkeypatch, errno.EROFS)
    table = continue_from_title(app)
    assert isinstance(table, TableScene)
    wait_for_the_player(app, table)
    assert table.controller.state.phase == "draw", "the saved match resumes at the player's draw"
    table.controller.act(DrawStock())
    played = table.controller.state
    assert table.controller.actions and "read-only" in banner_text(app)
    table.controller.close()
    again = continue_from_title(app)
    assert isinstance(again, TableScene) and again.controller.state == played, "the unsaved moves were kept"
    disk.full = False
    again.controller.close()
    click(app, (1, 1))
