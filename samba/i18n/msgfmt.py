"""Compile a gettext ``.po`` catalogue into the ``.mo`` file the game reads, with the standard library only.

Why our own: the player's install has no Babel or GNU gettext (Babel is a developer tool, in the dev
extra), yet ``make play``, the package build, the PyInstaller spec and the game itself (when a ``.mo`` is
missing or older than its ``.po``) must all turn the committed ``.po`` into a catalogue. One small
compiler used by all of them means every route gives the same bytes; a test compares it with Babel's own
reading of the same files, so the two cannot disagree unnoticed.

As GNU ``msgfmt`` does, fuzzy and untranslated entries are left out (the game then shows the English),
the header (``msgid ""``) is kept (it carries ``Plural-Forms``), and the output is deterministic
(entries sorted, no hash table).

Command line: ``python -m samba.i18n.msgfmt IN.po OUT.mo`` (or ``--all FOLDER`` for every catalogue under it).
"""

from __future__ import annotations

import argparse
import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

CONTEXT_SEPARATOR = "\x04"
PLURAL_SEPARATOR = "\x00"


class PoSyntaxError(ValueError):
    """A ``.po`` file this compiler cannot read; the message names the file's line."""


@dataclass
class Entry:
    """One catalogue entry as written in the ``.po`` file."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False
    obsolete: bool = False

    @property
    def key(self) -> str:
        """The ``.mo`` key: context, EOT, singular, NUL, plural."""
        key = self.msgid if self.msgid_plural is None else self.msgid + PLURAL_SEPARATOR + self.msgid_plural
        return key if self.msgctxt is None else self.msgctxt + CONTEXT_SEPARATOR + key

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr.values())


def _unquote(token: str, where: str) -> str:
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoSyntaxError(f"{where}: expected a quoted string, found {token[:40]!r}")
    try:
        value = ast.literal_eval(token)
    except (SyntaxError, ValueError) as exc:
        raise PoSyntaxError(f"{where}: bad string {token[:40]!r} ({exc})") from None
    if not isinstance(value, str):
        raise PoSyntaxError(f"{where}: bad string {token[:40]!r}")
    return value


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """Every entry of a ``.po`` file's text (obsolete ``#~`` entries are dropped)."""
    entries: list[Entry] = []
    entry = Entry()
    started = False
    field_name: str | None = None
    index = 0

    def finish() -> None:
        nonlocal entry, started, field_name
        if started and not entry.obsolete:
            entries.append(entry)
        entry, started, field_name = Entry(), False, None

    for number, raw in enumerate(text.splitlines(), start=1):
        where = f"{name}:{number}"
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#~"):
            entry.obsolete = True
            continue
        if line.startswith("#,"):
            if started:
                finish()
            entry.fuzzy = entry.fuzzy or "fuzzy" in (flag.strip() for flag in line[2:].split(","))
            continue
        if line.startswith("#"):
            if started and field_name is not None and field_name.startswith("msgstr"):
                finish()
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if field_name is None:
                raise PoSyntaxError(f"{where}: a string outside any field")
            _append(entry, field_name, index, _unquote(line, where))
            continue
        if started and (keyword == "msgctxt" or (keyword == "msgid" and (field_name or "").startswith("msgstr"))):
            finish()
        started = True
        if keyword.startswith("msgstr[") and keyword.endswith("]"):
            field_name, index = "msgstr", int(keyword[7:-1])
        elif keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
            field_name, index = keyword, 0
        else:
            raise PoSyntaxError(f"{where}: unknown keyword {keyword[:40]!r}")
        _set(entry, field_name, index, _unquote(rest, where))
    finish()
    return entries


def _set(entry: Entry, name: str, index: int, value: str) -> None:
    if name == "msgstr":
        entry.msgstr[index] = value
    else:
        setattr(entry, name, value)


def _append(entry: Entry, name: str, index: int, value: str) -> None:
    if name == "msgstr":
        entry.msgstr[index] = entry.msgstr.get(index, "") + value
    else:
        setattr(entry, name, (getattr(entry, name) or "") + value)


def catalogue(entries: list[Entry]) -> dict[str, str]:
    """The key → translation pairs a ``.mo`` holds: the header and every translated, non-fuzzy entry."""
    pairs: dict[str, str] = {}
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None:
            pairs[""] = entry.msgstr.get(0, "")
        elif entry.translated and not entry.fuzzy:
            pairs[entry.key] = PLURAL_SEPARATOR.join(entry.msgstr[i] for i in sorted(entry.msgstr))
    return pairs


def mo_bytes(pairs: dict[str, str]) -> bytes:
    """The GNU ``.mo`` file for ``pairs`` (little-endian, revision 0, no hash table)."""
    keys = sorted(pairs)
    ids = [k.encode("utf-8") for k in keys]
    strs = [pairs[k].encode("utf-8") for k in keys]
    count = len(keys)
    header_size = 7 * 4
    ids_table = header_size
    strs_table = ids_table + count * 8
    data_start = strs_table + count * 8
    offsets: list[tuple[int, int]] = []
    data = bytearray()
    for blob in (*ids, *strs):
        offsets.append((len(blob), data_start + len(data)))
        data += blob + b"\0"
    out = bytearray(struct.pack("<7I", 0x950412DE, 0, count, ids_table, strs_table, 0, data_start))
    for length, offset in offsets:
        out += struct.pack("<2I", length, offset)
    return bytes(out + data)


def compile_po(po: Path) -> bytes:
    """The ``.mo`` bytes for the ``.po`` file at ``po``."""
    return mo_bytes(catalogue(parse_po(po.read_text(encoding="utf-8"), str(po))))


def write_mo(po: Path, mo: Path) -> bool:
    """Compile ``po`` into ``mo`` (only rewritten when the bytes change); True when it was written."""
    data = compile_po(po)
    if mo.is_file() and mo.read_bytes() == data:
        return False
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(data)
    return True


def compile_all(folder: Path, target: Path | None = None) -> list[Path]:
    """Compile every ``<lang>/LC_MESSAGES/*.po`` under ``folder`` into ``target`` (default: beside each one)."""
    written = []
    for po in sorted(folder.glob("*/LC_MESSAGES/*.po")):
        mo = (target or folder) / po.relative_to(folder).with_suffix(".mo")
        write_mo(po, mo)
        written.append(mo)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samba.i18n.msgfmt", description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="a .po file, or with --all the locale folder")
    parser.add_argument("target", type=Path, nargs="?", help="the .mo file (or folder with --all)")
    parser.add_argument("--all", action="store_true", help="compile every catalogue under the folder")
    args = parser.parse_args(argv)
    try:
        if args.all:
            compile_all(args.source, args.target)
        else:
            write_mo(args.source, args.target or args.source.with_suffix(".mo"))
    except (OSError, PoSyntaxError) as exc:
        print(f"msgfmt: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
