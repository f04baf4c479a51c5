"""The crafted-file battery: hundreds of hostile saves and settings through the game's own entries.

Saves go through the title screen's Continue (``samba.game.session``, as a player presses C); settings
through ``App()`` reading the data folder, as the game starts. For every file: no crash, no file
deleted (everything that was in the data folder is still there, under its name or set aside), no code
run (bait would create a marker file), and either the match resumes and plays on, or the refusal is
on the window's banner, bounded and inside the window. A handful also go through
``samba --smoke --continue`` in a separate process: one line, exit 0, never a traceback.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import socket
import stat
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from crafted import START, continue_from_title, real_document, run_samba, schema1_document
from ui_helpers import banner_lines, banner_text

from samba.ai import RandomAgent
from samba.game import problems as P
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

MARKER = "samba-crafted-code-ran"
"""Bait in the battery would create this file in the data folder's parent if any of it were executed."""

BASE = real_document(seed=5, moves=6)
STARTED = real_document(seed=9, moves=2, start=START)
SCHEMA1 = schema1_document()
WRONG_VALUES: tuple[Any, ...] = (None, True, 0, -1, 2.5, "x", [], {}, [[1]], "9" * 300)


@dataclass(frozen=True)
class Case:
    name: str
    make: Callable[[Path], None]
    """Creates the crafted file(s) in the data folder (``saves/match.json`` or ``settings.json``)."""
    must_refuse: bool = True
    """False where the damage is harmless (an unchecked label), so resuming is also right."""


def _bytes_case(name: str, content: bytes, must_refuse: bool = True) -> Case:
    def make(data: Path) -> None:
        folder = data / "saves"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "match.json").write_bytes(content)

    return Case(name, make, must_refuse)


def _doc_case(name: str, document: Any, must_refuse: bool = True) -> Case:
    return _bytes_case(name, json.dumps(document).encode(), must_refuse)


def _edit(base: dict, edit: Callable[[dict], None]) -> dict:
    copy = json.loads(json.dumps(base))
    edit(copy)
    return copy


def _bait_command(data_parent: str) -> str:
    return f"__import__('os').system('touch {data_parent}/{MARKER}')"


# ---------------------------------------------------------------- the saves


def _truncations() -> list[Case]:
    cases = []
    for source, label in ((json.dumps(BASE, indent=1).encode(), "schema2"), (json.dumps(SCHEMA1).encode(), "schema1"),
                          (json.dumps(STARTED).encode(), "started")):
        step = max(1, len(source) // 16)
        cases += [_bytes_case(f"truncated {label} at {cut}", source[:cut]) for cut in range(0, len(source), step)]
    return cases


def _garbage() -> list[Case]:
    seeded = [bytes((i * 7919 + n * 104729) % 256 for i in range(300 + 97 * n)) for n in range(8)]
    text = json.dumps(BASE)
    cases = [_bytes_case(f"random bytes {n}", blob) for n, blob in enumerate(seeded)]
    cases += [
        _bytes_case("zero bytes", b"\x00" * 4096), _bytes_case("whitespace", b" \n\t" * 100),
        _bytes_case("utf-16 json", text.encode("utf-16")), _bytes_case("latin-1 text", "déjà vu ÿ".encode("latin-1")),
        _bytes_case("png header", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64), _bytes_case("html", b"<html><body>save</body>"),
        _bytes_case("json string", b'"samba-save"'), _bytes_case("json number", b"2"),
        _bytes_case("json null", b"null"),
        _bytes_case("two documents", (text + text).encode()), _bytes_case("trailing garbage", (text + "}}").encode()),
        _bytes_case("bom then garbage", b"\xef\xbb\xbf\xff\xfe"), _bytes_case("lone surrogate", text.replace(
            '"human"', '"\\udc80"', 1).encode()),
        _bytes_case("one long line", b"[" + b"1," * 400_000 + b"1]"),
        _bytes_case("deep object", b'{"a":' * 50_000 + b"1" + b"}" * 50_000),
        _bytes_case("gzip", b"\x1f\x8b\x08\x00" + b"\x00" * 40),
    ]
    return cases


def _wrong_types() -> list[Case]:
    cases = []
    for key in ("format", "schema", "setup", "actions", "undo_from", "start", "snapshot"):
        for value in WRONG_VALUES:
            harmless = (key, value) in (("start", None), ("undo_from", 0))
            document = _edit(BASE, lambda d, k=key, v=value: d.update({k: v}))
            cases.append(_doc_case(f"{key} = {str(value)[:12]}", document, must_refuse=not harmless))
    for key in ("rules", "seed", "levels", "practice"):
        for value in WRONG_VALUES[1:6]:
            cases.append(_doc_case(f"setup.{key} = {value!r}",
                                   _edit(BASE, lambda d, k=key, v=value: d["setup"].update({k: v}))))
    for key, value in (("phase", 7), ("hands", "QH"), ("melds", {}), ("active", [True, 1]), ("scores", ["0", 0]),
                       ("turn", []), ("rules", "samba"), ("stock", ["QH"]), ("pile_frozen", "no"),
                       ("next_meld_id", 1.5), ("result", 3), ("opened", [1, 0])):
        cases.append(_doc_case(f"start.{key} = {value!r}", _edit(STARTED, lambda d, k=key, v=value: d["start"].update(
            {k: v}))))
    return cases


def _missing_keys() -> list[Case]:
    cases = []
    for key in ("format", "schema", "setup", "actions", "snapshot"):
        cases.append(_doc_case(f"no {key}", _edit(BASE, lambda d, k=key: d.pop(k))))
    for key in ("undo_from", "app_version", "saved_at"):  # optional or labels: resuming is right
        cases.append(_doc_case(f"no {key}", _edit(BASE, lambda d, k=key: d.pop(k)), must_refuse=False))
    for key in ("rules", "seed", "levels"):
        cases.append(_doc_case(f"no setup.{key}", _edit(BASE, lambda d, k=key: d["setup"].pop(k))))
    for key in sorted(STARTED["start"]):
        optional = key in ("deck_override",)
        cases.append(_doc_case(f"no start.{key}", _edit(STARTED, lambda d, k=key: d["start"].pop(k)),
                               must_refuse=not optional))
    for key in ("hands", "scores", "phase", "melds"):  # the snapshot is compared on shared fields: still resumes
        cases.append(_doc_case(f"no snapshot.{key}", _edit(BASE, lambda d, k=key: d["snapshot"].pop(k)),
                               must_refuse=False))
    cases.append(_doc_case("schema 1 without its match", _edit(SCHEMA1, lambda d: d.pop("match"))))
    cases.append(_doc_case("schema 1 without its snapshot", _edit(SCHEMA1, lambda d: d["match"].pop("snapshot"))))
    return cases


def _future_versions() -> list[Case]:
    cases = []
    for schema in (3, 99, 2**31, 10**17):
        cases.append(_doc_case(f"schema {schema}", _edit(BASE, lambda d, s=schema: d.update(schema=s))))
    cases.append(_doc_case("future without a name", _edit(BASE, lambda d: (d.update(schema=5), d.pop("app_version")))))
    cases.append(_doc_case("future with a long name",
                           _edit(BASE, lambda d: d.update(schema=4, app_version="v" * 900_000))))
    cases.append(_doc_case("future with a name of control characters", _edit(
        BASE, lambda d: d.update(schema=4, app_version="\n\r\x1b[31mred\x00"))))
    cases.append(_doc_case("schema as float", _edit(BASE, lambda d: d.update(schema=2.0))))
    cases.append(_doc_case("schema as bool", _edit(BASE, lambda d: d.update(schema=True))))
    cases.append(_doc_case("schema negative", _edit(BASE, lambda d: d.update(schema=-2))))
    cases.append(_doc_case("schema 1 inner schema 2", _edit(SCHEMA1, lambda d: d["match"].update(schema=2))))
    cases.append(_doc_case("schema 1 inner schema true", _edit(SCHEMA1, lambda d: d["match"].update(schema=True))))
    cases.append(_doc_case("schema 1 state version 2", _edit(SCHEMA1, lambda d: d["match"].update(
        snapshot=d["match"]["snapshot"].replace('"version":1', '"version":2')))))
    return cases


def _bad_logs() -> list[Case]:
    entries: list[Any] = [
        {"type": "explode"}, {"type": "discard", "card": "ZZ"}, {"type": "discard", "card": "QH"},
        {"type": "next_hand"}, {"type": "draw", "extra": [1, 2]}, {"type": "meld", "melds": [[1, 2]]},
        {"type": "take_pile", "method": "pair", "cards": "QH QH", "target": 10**17},
        {"type": "merge", "a": -1, "b": 10**17}, {"type": "answer", "yes": "yes"}, {"type": "go_out", "discard": 5},
        {"type": "meld", "layoffs": [[1, "QH QH QH QH QH"]]}, {"type": None}, {"no_type": 1},
        {"type": "meld", "melds": "x" * 100_000}, {"type": ["draw"]},
    ]
    cases = [_doc_case(f"log + {json.dumps(e)[:40]}", _edit(BASE, lambda d, e=e: d["actions"].append(e)))
             for e in entries]
    cases.append(_doc_case("log of numbers", _edit(BASE, lambda d: d.update(actions=[1, 2, 3]))))
    cases.append(_doc_case("log entry a list", _edit(BASE, lambda d: d["actions"].insert(0, ["draw"]))))
    cases.append(_doc_case("log reordered", _edit(BASE, lambda d: d["actions"].reverse())))
    cases.append(_doc_case("log first move dropped", _edit(BASE, lambda d: d["actions"].pop(0))))
    cases.append(_doc_case("log 100,001 moves", _edit(BASE, lambda d: d.update(actions=[{"type": "draw"}] * 100_001))))
    cases.append(_doc_case("undo mark past the log", _edit(BASE, lambda d: d.update(undo_from=99))))
    cases.append(_doc_case("undo mark negative", _edit(BASE, lambda d: d.update(undo_from=-1))))
    cases.append(_doc_case("snapshot from another match",
                           _edit(BASE, lambda d: d.update(snapshot=STARTED["snapshot"]))))
    return cases


def _huge_values() -> list[Case]:
    text = json.dumps(BASE)
    cases = [
        _bytes_case("4,300-digit seed", text.replace('"seed": 5', '"seed": ' + "9" * 4300, 1).encode()),
        _bytes_case("4,301-digit negative", text.replace('"undo_from": ', '"undo_from": -' + "1" * 4301 + ", "
                                                         '"x": ', 1).encode()),
        _bytes_case("Infinity ladder", json.dumps(_edit(BASE, lambda d: d["setup"]["rules"].update(
            initial_meld_table="custom", custom_initial_meld_table=[[0, 50]]))).replace("[[0, 50]]",
                                                                                      "[[Infinity, 50]]").encode()),
        _bytes_case("NaN score", json.dumps(STARTED).replace('"scores": [0, 0]', '"scores": [NaN, 0]').encode()),
        _bytes_case("-Infinity", text.replace('"undo_from": ', '"undo_from": -Infinity, "y": ', 1).encode()),
        _bytes_case("1e400", text.replace('"undo_from": ', '"undo_from": 1e400, "y": ', 1).encode()),
        _doc_case("seed past the maximum", _edit(BASE, lambda d: d["setup"].update(seed=10**12))),
        _doc_case("99 players", _edit(BASE, lambda d: d["setup"]["rules"].update(player_count=99))),
        _doc_case("target 10^17", _edit(BASE, lambda d: d["setup"]["rules"].update(target_score=10**17))),
        _doc_case("ladder of 10^17", _edit(BASE, lambda d: d["setup"]["rules"].update(
            initial_meld_table="custom", custom_initial_meld_table=[[0, 10**17]]))),
        _doc_case("a megabyte level name", _edit(BASE, lambda d: d["setup"]["levels"].__setitem__(1, "L" * 1_000_000))),
        _doc_case("start scores 10^17", _edit(STARTED, lambda d: d["start"].update(scores=[10**17, -(10**17)]))),
        _doc_case("start hand number 10^17", _edit(STARTED, lambda d: d["start"].update(hand_number=10**17))),
        _doc_case("start 600 KB phase", _edit(STARTED, lambda d: d["start"].update(phase="p" * 600_000))),
        _doc_case("a million melds", _edit(STARTED, lambda d: d["start"].update(melds=[{}] * 1_000_000))),
        _doc_case("start with 10,000 hands", _edit(STARTED, lambda d: d["start"].update(hands=["QH"] * 10_000))),
    ]
    return cases


def _position_lies() -> list[Case]:
    start_edits: list[tuple[str, Callable[[dict], None]]] = [
        ("duplicated cards", lambda s: s.update(hands=[s["hands"][0] + " QH QH QH QH", *s["hands"][1:]])),
        ("missing cards", lambda s: s.update(stock=s["stock"].split(" ", 3)[3])),
        ("invalid meld", lambda s: s["melds"][0].update(cards="8C 8D 9S")),
        ("meld of the other side", lambda s: s["melds"][0].update(side=5)),
        ("meld laid by a stranger", lambda s: s["melds"][0].update(seat=1)),
        ("meld rank wrong", lambda s: s["melds"][0].update(rank=40)),
        ("active 0,0,0,0", lambda s: s.update(active=[0, 0, 0, 0])),
        ("active empty", lambda s: s.update(active=[])),
        ("active seat 7", lambda s: s.update(active=[0, 1, 2, 7])),
        ("sides swapped", lambda s: s.update(sides=[[0, 1], [2, 3]])),
        ("to act elsewhere", lambda s: s.update(to_act=1)),
        ("turn seat elsewhere", lambda s: s.update(turn_seat=2)),
        ("answer with nobody asked", lambda s: s.update(phase="answer", to_act=2)),
        ("hand over without a score", lambda s: s.update(phase="hand_over", to_act=-1)),
        ("black three laid out", lambda s: s.update(red_threes=["3C", ""])),
        ("negative replacements", lambda s: s.update(pending_replacements=[-3, 0, 0, 0])),
        ("unsorted hand", lambda s: s.update(hands=[" ".join(reversed(s["hands"][0].split())), *s["hands"][1:]])),
        ("hand number 0", lambda s: s.update(hand_number=0)),
        ("went out seat 9", lambda s: s.update(went_out=9)),
        ("winner side 4", lambda s: s.update(winners=[4])),
        ("meld ids repeat", lambda s: s.update(melds=[s["melds"][0], s["melds"][0]])),
        ("other rules than the setup", lambda s: s["rules"].update(player_count=6)),
        ("unknown asked state", lambda s: s["turn"].update(asked="maybe")),
        ("deck override of 9 jokers", lambda s: s.update(deck_override="JK " * 9)),
    ]
    cases = [_doc_case(f"start: {name}", _edit(STARTED, lambda d, e=edit: e(d["start"]))) for name, edit in start_edits]
    snapshot_edits = [("scores", [999, 0]), ("to_act", 3), ("phase", "game_over"), ("pile", "QH"),
                      ("hands", ["", "", "", ""])]
    cases += [_doc_case(f"snapshot lies about {key}",
                        _edit(BASE, lambda d, k=key, v=value: d["snapshot"].update({k: v})))
              for key, value in snapshot_edits]
    return cases


def _path_tricks() -> list[Case]:
    def link(target: str) -> Callable[[Path], None]:
        def make(data: Path) -> None:
            (data / "saves").mkdir(parents=True, exist_ok=True)
            (data / "saves" / "match.json").symlink_to(target)

        return make

    def link_outside_save(data: Path) -> None:
        outside = data.parent / "elsewhere.json"
        outside.write_text(json.dumps(BASE))
        link(str(outside))(data)

    def loop(data: Path) -> None:
        folder = data / "saves"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "a.json").symlink_to(folder / "match.json")
        (folder / "match.json").symlink_to(folder / "a.json")

    cases = [
        Case("link to /etc/passwd", link("/etc/passwd")), Case("link to /dev/zero", link("/dev/zero")),
        Case("link to /dev/urandom", link("/dev/urandom")),
        Case("link to /proc/self/environ", link("/proc/self/environ")),
        Case("link to nothing", link("/nonexistent/samba/match.json")), Case("link to /", link("/")),
        Case("link loop", loop), Case("link to a valid save outside", link_outside_save, must_refuse=False),
        Case("relative link up and out", link("../../../../../../etc/hostname")),
    ]
    for name, value in (("level ../../etc/passwd", "../../etc/passwd"), ("level with NUL", "human\x00"),
                        ("preset path", "/etc/passwd")):
        cases.append(_doc_case(name, _edit(BASE, lambda d, v=value: d["setup"]["levels"].__setitem__(2, v))))
    cases.append(_doc_case("rules as a path", _edit(BASE, lambda d: d["setup"].update(rules="../../rules.json"))))
    return cases


def _code_bait() -> list[Case]:
    def bait_cases(data_parent: str) -> list[bytes]:
        command = _bait_command(data_parent)

        class Bait:
            def __reduce__(self):
                return (eval, (command,))

        return [
            pickle.dumps(Bait()),
            json.dumps({"py/object": "os.system", "py/reduce": [{"py/function": "os.system"}, [command]]}).encode(),
            json.dumps(_edit(BASE, lambda d: d.update(__class__="os.system", __reduce__=command))).encode(),
            f"!!python/object/apply:os.system ['{command}']".encode(),
            json.dumps(_edit(BASE, lambda d: d["setup"]["levels"].__setitem__(1, command))).encode(),
            json.dumps(_edit(BASE, lambda d: d["actions"].append({"type": command}))).encode(),
            json.dumps(_edit(BASE, lambda d: d["setup"]["rules"].update(upcard_rule=command))).encode(),
            json.dumps(_edit(BASE, lambda d: d.update(app_version=command, schema=3))).encode(),
            json.dumps(_edit(STARTED, lambda d: d["start"].update(phase=command))).encode(),
            json.dumps(_edit(BASE, lambda d: d["setup"].update(practice={"open_hands": command}))).encode(),
        ]

    def maker(index: int) -> Callable[[Path], None]:
        def make(data: Path) -> None:
            folder = data / "saves"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "match.json").write_bytes(bait_cases(str(data.parent))[index])

        return make

    harmless = {2}  # unknown top-level keys are ignored, whatever their names: nothing reads them
    return [Case(f"code bait {n}", maker(n), must_refuse=n not in harmless) for n in range(10)]


def _not_files() -> list[Case]:
    def fifo(data: Path) -> None:
        (data / "saves").mkdir(parents=True, exist_ok=True)
        os.mkfifo(data / "saves" / "match.json")

    def folder(data: Path) -> None:
        (data / "saves" / "match.json").mkdir(parents=True)

    def folder_with_files(data: Path) -> None:
        (data / "saves" / "match.json").mkdir(parents=True)
        (data / "saves" / "match.json" / "inner.json").write_text(json.dumps(BASE))

    def unix_socket(data: Path) -> None:
        (data / "saves").mkdir(parents=True, exist_ok=True)
        sock = socket.socket(socket.AF_UNIX)
        try:
            sock.bind(str(data / "saves" / "match.json"))
        finally:
            sock.close()

    def saves_is_a_file(data: Path) -> None:
        data.mkdir(parents=True, exist_ok=True)
        (data / "saves").write_text(json.dumps(BASE))

    def link_to_fifo(data: Path) -> None:
        (data / "saves").mkdir(parents=True, exist_ok=True)
        os.mkfifo(data / "saves" / "real-fifo")
        (data / "saves" / "match.json").symlink_to(data / "saves" / "real-fifo")

    def empty_file(data: Path) -> None:
        (data / "saves").mkdir(parents=True, exist_ok=True)
        (data / "saves" / "match.json").touch()

    def huge_sparse(data: Path) -> None:
        (data / "saves").mkdir(parents=True, exist_ok=True)
        with open(data / "saves" / "match.json", "wb") as handle:
            handle.truncate(3 * 1024**3)

    return [Case("fifo", fifo), Case("folder", folder), Case("folder with a save inside", folder_with_files),
            Case("unix socket", unix_socket), Case("saves is a file", saves_is_a_file, must_refuse=False),
            Case("link to a fifo", link_to_fifo), Case("empty file", empty_file), Case("3 GB sparse file", huge_sparse)]


def _at_start(edit: Callable[[dict], None]) -> dict:
    """A match saved before its first move from a crafted start: no moves to replay, so the start
    position itself is what the game would play on (the snapshot says the same)."""
    def whole(d: dict) -> None:
        edit(d["start"])
        d.update(actions=[], undo_from=0, snapshot=json.loads(json.dumps(d["start"])))
        d.pop("journal", None)
    return _edit(STARTED, whole)


def _referee_cases() -> list[Case]:
    """The outside checker's list (audit 4): dead ends a crafted start could hide (S14.4), cards that do
    not exist, counts the pack cannot hold, a table of the wrong size, and moves or a journal of nonsense."""
    def bound(asked: str = "", committed: bool = False, phase: str = "meld", before_draw: bool = False):
        return lambda s: (s.update(phase=phase), s["turn"].update(asked=asked, committed=committed,
                                                                  asked_before_draw=before_draw))
    start_cases = [
        ("a yes with no way out", bound(asked="yes")),
        ("a committing take with no way out", bound(committed=True)),
        ("a yes before the draw with nothing to take", bound(asked="yes", phase="draw", before_draw=True)),
        ("the player to meld holds nothing", lambda s: (s.update(phase="meld"), s["hands"].__setitem__(
            1, " ".join(sorted(s["hands"][1].split() + s["hands"][0].split()))), s["hands"].__setitem__(0, ""))),
        ("a card that does not exist", lambda s: s["hands"].__setitem__(0, s["hands"][0] + " 1Z")),
        ("seven jokers", lambda s: s["hands"].__setitem__(0, s["hands"][0] + " JK JK JK JK JK JK JK")),
        ("scores as fractions", lambda s: s.update(scores=[1.5, 0])),
        ("scores as text", lambda s: s.update(scores=["10000", "0"])),
        ("has_melded for three seats", lambda s: s.update(has_melded=[False, False, False])),
        ("red threes for a third side", lambda s: s.update(red_threes=["", "", "3H"])),
        ("nobody to act in the draw", lambda s: s.update(to_act=-1)),
        ("six hands at a four-player table", lambda s: s.update(hands=[*s["hands"], "", ""])),
    ]
    cases = [_doc_case(f"referee start: {name}", _at_start(edit)) for name, edit in start_cases]
    cases.append(_doc_case("referee start: a score of minus a billion",
                           _at_start(lambda s: s.update(scores=[-(10**9), 0])), must_refuse=False))
    cases.append(_doc_case("referee: six levels at a four-player table",
                           _edit(BASE, lambda d: d["setup"].update(levels=["human"] + ["easy"] * 5))))
    cases.append(_doc_case("referee: snapshot of six hands",
                           _edit(BASE, lambda d: d["snapshot"].update(hands=[*d["snapshot"]["hands"], "QH", "QD"]))))
    cases.append(_doc_case("referee: a lay-off onto meld 10^30", _edit(BASE, lambda d: d["actions"].append(
        {"type": "meld", "melds": [], "layoffs": [[10**30, "QH"]]}))))
    cases.append(_doc_case("referee: a take onto meld -5", _edit(BASE, lambda d: d["actions"].append(
        {"type": "take_pile", "method": "layoff", "cards": "", "target": -5, "melds": []}))))
    cases.append(_doc_case("referee: journal of numbers", _edit(BASE, lambda d: d.update(journal=[1, 2, 3])),
                           must_refuse=False))
    cases.append(_doc_case("referee: journal with a megabyte refusal", _edit(BASE, lambda d: d.update(
        journal=[*d.get("journal", []), {"type": "refused", "code": "X", "rule": "S1", "message": "m" * 1_000_000}])),
        must_refuse=False))
    return cases


SAVE_CASES: list[Case] = (_truncations() + _garbage() + _wrong_types() + _missing_keys() + _future_versions()
                          + _bad_logs() + _huge_values() + _position_lies() + _path_tricks() + _code_bait()
                          + _not_files() + _referee_cases())


# ---------------------------------------------------------------- what must hold for every file


def _inventory(root: Path, but: Path | None = None) -> list[tuple[str, str]]:
    """Every entry under ``root`` as (kind, content digest), names ignored: a file set aside still counts.

    ``but`` leaves one path out: the saved match itself once the game has resumed it and saved a move.
    SQLite's own transient files (``-journal``, ``-wal``, ``-shm``) come and go while the record's writer
    thread works, so they are not the player's files and are left out; an entry that vanishes between the
    listing and its reading is left out too (a lost file still shows, as missing from the later inventory).
    """
    found = []
    for path in sorted(root.rglob("*")):
        if path == but or path.name.endswith(_SQLITE_TRANSIENT):
            continue
        try:
            found.append(_entry(path))
        except FileNotFoundError:
            continue
    return sorted(found)


_SQLITE_TRANSIENT = ("-journal", "-wal", "-shm")


def _entry(path: Path) -> tuple[str, str]:
    """One entry's kind and content digest."""
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISREG(info.st_mode):  # size, head and tail: enough to tell files apart, quick for huge ones
        digest = hashlib.sha256(str(info.st_size).encode())
        with open(path, "rb") as handle:
            digest.update(handle.read(1 << 22))
            if info.st_size > 1 << 22:
                handle.seek(-(1 << 20), os.SEEK_END)
                digest.update(handle.read())
        return ("file", digest.hexdigest())
    return (stat.filemode(info.st_mode)[0], "")


@pytest.fixture
def quick_bots(app):
    app.services.session.agent_factory = lambda level: RandomAgent()
    return app


def test_the_battery_is_as_large_as_promised():
    assert len(SAVE_CASES) >= 200 and len(SETTINGS_CASES) >= 30
    assert len({case.name for case in SAVE_CASES}) == len(SAVE_CASES), "every case has its own name"


@pytest.mark.parametrize("case", SAVE_CASES, ids=lambda case: case.name)
def test_a_crafted_save_never_crashes_never_loses_a_file_and_any_refusal_is_shown(quick_bots, data_dir, monkeypatch,
                                                                                  case):
    app = quick_bots
    data = data_dir / "data"
    monkeypatch.setenv("SAMBA_DATA", str(data))
    case.make(data)
    before = _inventory(data_dir)
    something_saved = os.path.lexists(data / "saves" / "match.json")
    match = data / "saves" / "match.json"
    around_the_match = _inventory(data_dir, but=match)
    top = continue_from_title(app)
    if isinstance(top, TableScene):  # resumed: the game saves its moves over the file (and starts its record)
        assert not Counter(around_the_match) - Counter(_inventory(data_dir, but=match)), "nothing else was lost"
    else:
        assert _inventory(data_dir) == before, "nothing was deleted or changed, only set aside"
    if isinstance(top, TableScene):
        assert not case.must_refuse, f"{case.name}: resumed a save that should have been refused"
        for _ in range(30):  # the first bot moves (which autosave): a save that resumes must play on
            app.step()
        assert not top.controller.bot_errors
        top.controller.close()
        assert app.services.problems.get(P.SAVE_READ) is None
    elif not something_saved:  # nothing where a save would be: nothing to offer
        assert isinstance(top, TitleScene) and top.buttons[0].label == "New game"
        assert not case.must_refuse and app.services.problems.get(P.SAVE_READ) is None
    else:
        assert isinstance(top, TitleScene)
        problem = app.services.problems.get(P.SAVE_READ)
        assert problem is not None and len(problem.sentence) <= 600
        shown = banner_text(app)
        assert shown.startswith(("Your saved game could not be used: ", "There is no saved game to continue.")), shown
        assert len(banner_lines(app)) <= 3
    assert not (data_dir / MARKER).exists(), "no code from the file ran"


# ---------------------------------------------------------------- the settings files


def _settings_case(name: str, content: bytes | Callable[[Path], None], outcome: str) -> tuple[str, Any, str]:
    return name, content, outcome


def _settings_link(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


SETTINGS_CASES: list[tuple[str, Any, str]] = [
    _settings_case("not json", b"{volume: loud", "aside"),
    _settings_case("truncated", json.dumps({"schema": 1, "volume": 0.5, "muted": True}).encode()[:20], "aside"),
    _settings_case("empty", b"", "aside"),
    _settings_case("binary", bytes(range(256)), "aside"),
    _settings_case("utf-16", json.dumps({"volume": 0.2}).encode("utf-16"), "aside"),
    _settings_case("a list", b"[1, 2, 3]", "aside"),
    _settings_case("null", b"null", "aside"),
    _settings_case("a string", b'"settings"', "aside"),
    _settings_case("deep", b"[" * 100_000, "aside"),
    _settings_case("schema true", b'{"schema": true, "volume": 0.1}', "aside"),
    _settings_case("schema text", b'{"schema": "1"}', "aside"),
    _settings_case("schema float", b'{"schema": 1.0}', "aside"),
    _settings_case("schema from the future", b'{"schema": 9, "volume": 0.3, "theme": "night"}', "told"),
    _settings_case("4,300-digit volume", b'{"schema": 1, "volume": ' + b"1" * 4300 + b"}", "aside"),
    _settings_case("Infinity volume", b'{"schema": 1, "volume": Infinity}', "aside"),
    _settings_case("NaN volume", b'{"schema": 1, "volume": NaN}', "aside"),
    _settings_case("1e400 volume", b'{"schema": 1, "volume": 1e400}', "aside"),
    _settings_case("volume 7", b'{"schema": 1, "volume": 7}', "reset"),
    _settings_case("volume as text", b'{"schema": 1, "volume": "loud"}', "reset"),
    _settings_case("muted as 1", b'{"schema": 1, "muted": 1}', "reset"),
    _settings_case("speed warp", b'{"schema": 1, "animation_speed": "warp"}', "reset"),
    _settings_case("card back path", b'{"schema": 1, "card_back": "../../etc/passwd"}', "reset"),
    _settings_case("card back megabyte", b'{"schema": 1, "card_back": "' + b"b" * 1_000_000 + b'"}', "reset"),
    _settings_case("fullscreen null", b'{"schema": 1, "fullscreen": null}', "reset"),
    _settings_case("card size object", b'{"schema": 1, "card_size": {"w": 9}}', "reset"),
    _settings_case("code bait value", ('{"schema": 1, "card_back": "' + "__import__('os').system('touch "
                                      + MARKER + "')" + '"}').encode(), "reset"),
    _settings_case("pickle", pickle.dumps({"volume": 0.5}), "aside"),
    _settings_case("unknown keys only", b'{"schema": 1, "colour": "red", "__class__": "os.system"}', "used"),
    _settings_case("byte order mark", b'\xef\xbb\xbf{"schema": 1, "volume": 0.25}', "used"),
    _settings_case("no schema", b'{"volume": 0.25}', "used"),
    _settings_case("fifo", lambda path: os.mkfifo(path), "aside"),
    _settings_case("folder", lambda path: path.mkdir(), "aside"),
    _settings_case("link to /etc/passwd", _settings_link("/etc/passwd"), "aside"),
    _settings_case("link to /dev/zero", _settings_link("/dev/zero"), "aside"),
    _settings_case("dangling link", _settings_link("/nonexistent/settings.json"), "aside"),
    _settings_case("huge file", b'{"schema": 1, "pad": "' + b" " * (9 * 1024 * 1024) + b'"}', "aside"),
]


@pytest.mark.parametrize(("name", "content", "outcome"), SETTINGS_CASES, ids=[c[0] for c in SETTINGS_CASES])
def test_a_crafted_settings_file_never_stops_the_window_and_is_told(tmp_path, monkeypatch, name, content, outcome):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("SAMBA_DATA", str(data))
    path = data / "settings.json"
    if callable(content):
        content(path)
    else:
        path.write_bytes(content)
    before = _inventory(tmp_path)
    app = App()
    try:
        assert isinstance(app.services.settings, Settings)
        app.push(TitleScene(app))
        app.step()
        problem = app.services.problems.get(P.SETTINGS_READ)
        if outcome == "used":
            assert problem is None, problem
            assert banner_lines(app) == []
        else:
            assert problem is not None, f"{name}: the player was not told"
            shown = banner_text(app)
            assert shown.startswith(("Your settings file could not be read: ", "Some of your settings were not valid",
                                     "Your settings were saved by a newer version")), shown
            if outcome == "aside":
                assert app.services.settings == Settings()
                assert not os.path.lexists(path), "an unusable file is set aside"
                assert "settings.corrupt-" in shown
        assert _inventory(tmp_path) == before, "nothing was deleted or changed, only set aside"
        assert not (data / MARKER).exists() and not (tmp_path / MARKER).exists()
    finally:
        app.close()


# ---------------------------------------------------------------- through ``samba --smoke --continue``

SMOKE_SAMPLE = ("truncated schema2 at 0", "random bytes 3", "setup = None", "no start.hands", "schema 99",
                "log + {\"type\": \"explode\"}", "Infinity ladder", "4,300-digit seed", "start: active 0,0,0,0",
                "start 600 KB phase", "fifo", "folder", "link to /dev/zero", "code bait 0", "code bait 4")


@pytest.mark.parametrize("name", SMOKE_SAMPLE)
def test_smoke_continue_on_a_crafted_save_prints_one_line_and_exits_0(tmp_path, name):
    (case,) = [c for c in SAVE_CASES if c.name == name]
    data = tmp_path / "data"
    case.make(data)
    before = _inventory(tmp_path)
    done = run_samba(["--smoke", "--continue", "--turns", "4"], {"SAMBA_DATA": str(data)}, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    (line,) = done.stdout.splitlines()
    assert line.startswith("smoke: not resumed: Your saved game could not be used: ") and len(line) < 700, line
    assert _inventory(tmp_path) == before
    assert not (tmp_path / MARKER).exists()


def test_a_start_whose_next_deal_would_need_more_cards_than_the_pack_is_refused(quick_bots, data_dir, monkeypatch):
    """Found after the battery: a recorded position that agrees with the start hid a deck override the next
    deal could not honour (nine jokers); the start is now checked for it before play."""
    document = _edit(STARTED, lambda d: (d["start"].update(deck_override="JK " * 9),
                                         d["snapshot"].update(deck_override="JK " * 9)))
    data = data_dir / "data"
    monkeypatch.setenv("SAMBA_DATA", str(data))
    _doc_case("nine jokers", document).make(data)
    assert isinstance(continue_from_title(quick_bots), TitleScene)
    assert "more than the pack holds" in banner_text(quick_bots)


def test_a_start_whose_log_tells_of_strangers_is_refused(quick_bots, data_dir, monkeypatch):
    document = _edit(STARTED, lambda d: d["start"]["log"].append({"kind": "meld", "seat": 42, "cards": "",
                                                                   "count": 0, "meld": 7, "text": ""}))
    data = data_dir / "data"
    monkeypatch.setenv("SAMBA_DATA", str(data))
    _doc_case("strangers", document).make(data)
    assert isinstance(continue_from_title(quick_bots), TitleScene)
    assert "no player at this table could make" in banner_text(quick_bots)
