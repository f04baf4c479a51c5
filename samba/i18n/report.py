"""How complete each catalogue is: messages, translated, fuzzy, untranslated, and placeholder mismatches.

``make i18n`` prints this after updating the catalogues; the catalogue tests assert on the same figures
(nothing untranslated, nothing fuzzy, every translation carrying exactly its English's placeholders).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .msgfmt import Entry, parse_po

PLACEHOLDER = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)(?:[:!][^{}]*)?\}|%\(([a-z_]+)\)[sd]")


def placeholders(text: str) -> list[str]:
    """The named placeholders of ``text``, sorted (a name used twice counts twice)."""
    return sorted(a or b for a, b in PLACEHOLDER.findall(text))


def placeholder_problems(entry: Entry) -> list[str]:
    """Translations of ``entry`` whose placeholders differ from the English they translate."""
    found = []
    for index, text in sorted(entry.msgstr.items()):
        if not text:
            continue
        english = entry.msgid if index == 0 or entry.msgid_plural is None else entry.msgid_plural
        if set(placeholders(text)) != set(placeholders(english)):
            found.append(f"{entry.msgid[:60]!r} [{index}]: {placeholders(text)} != {placeholders(english)}")
    return found


@dataclass(frozen=True)
class Figures:
    messages: int
    translated: int
    fuzzy: int
    untranslated: int
    placeholder_problems: tuple[str, ...]


def figures(po: Path) -> Figures:
    entries = [e for e in parse_po(po.read_text(encoding="utf-8"), str(po)) if e.msgid]
    problems = tuple(p for e in entries for p in placeholder_problems(e))
    translated = sum(1 for e in entries if e.translated and not e.fuzzy)
    fuzzy = sum(1 for e in entries if e.fuzzy)
    return Figures(len(entries), translated, fuzzy, len(entries) - translated - fuzzy, problems)


def main(argv: list[str] | None = None) -> int:
    folder = Path((argv if argv is not None else sys.argv[1:] or ["samba/locale"])[0])
    bad = 0
    for po in sorted(folder.glob("*/LC_MESSAGES/*.po")):
        f = figures(po)
        lang = po.parts[-3]
        print(f"{lang:6} {f.messages} messages, {f.translated} translated, {f.fuzzy} fuzzy, "
              f"{f.untranslated} untranslated, {len(f.placeholder_problems)} placeholder mismatches")
        for problem in f.placeholder_problems[:20]:
            print(f"       {problem}")
        bad += f.fuzzy + f.untranslated + len(f.placeholder_problems)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
