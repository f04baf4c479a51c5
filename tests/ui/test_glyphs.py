"""Every character any UI string uses has a glyph in the bundled font (no empty boxes on screen).

The strings are every string literal in the game's source — the table and its labels, the scenes, the
record screens, the rules help, the tutorial, the hints and reasons, the engine's refusals (shown in the
toast) — docstrings aside; the rules help as written for every preset; the suit signs card codes turn
into; arrows; and the letters Spanish and Portuguese will need. Both the regular and the bold face are
checked, since either may draw any of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame.freetype
import pytest

from samba import resources
from samba.engine import PRESETS, preset
from samba.game import rules_help
from samba.ui import suits

SOURCE = Path(__file__).resolve().parents[2] / "samba"
TRANSLATION_LETTERS = "áéíóúñçãõâêôüÁÉÍÓÚÑÇÃÕÂÊÔÜ¿¡«»–"
"""What the Spanish and Portuguese texts of the coming translation will use beyond plain ASCII."""
ARROWS = "→←↑↓▲▼"
"""Arrows in tables and cues (the rules help's opening table has shown them; the scroll cues do)."""
NOT_DRAWN = set("\n\t\r\x00")
"""Line breaks are not drawn; a NUL is replaced before drawing (``theme.Text``)."""


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


NOT_UI = {"i18n/msgfmt.py"}
"""Source that writes no words on screen (the catalogue compiler's separators are bytes of a file)."""


def translated_strings() -> dict[str, str]:
    """Every translation the catalogues hold, by language: what a Spanish or Brazilian player reads."""
    from samba.i18n.msgfmt import parse_po

    return {po.parts[-3]: "".join(text for entry in parse_po(po.read_text(encoding="utf-8"))
                                  for text in entry.msgstr.values() if entry.msgid)
            for po in sorted((SOURCE / "locale").glob("*/LC_MESSAGES/samba.po"))}


def source_strings() -> dict[str, set[str]]:
    """Each character of the source's string literals, with the files that use it."""
    chars: dict[str, set[str]] = {}
    for path in sorted(SOURCE.rglob("*.py")):
        if path.relative_to(SOURCE).as_posix() in NOT_UI:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                for char in node.value:
                    chars.setdefault(char, set()).add(path.relative_to(SOURCE.parent).as_posix())
    return chars


def ui_characters() -> dict[str, set[str]]:
    chars = source_strings()
    extra = {"suit signs": "".join(suits.SUITS), "translation letters": TRANSLATION_LETTERS, "arrows": ARROWS,
             "rules help": "".join(p for name in PRESETS for s in rules_help.sections(preset(name))
                                   for p in (s.title, *s.paragraphs)),
             "table rules": "".join(line for name in PRESETS for line in rules_help.table_rules(preset(name), name)),
             "card codes": suits.signs("10C 10D 10H 10S JK QS"),
             **{f"the {lang} catalogue": text for lang, text in translated_strings().items()}}
    for where, text in extra.items():
        for char in text:
            chars.setdefault(char, set()).add(where)
    return {c: w for c, w in chars.items() if c not in NOT_DRAWN}


def missing_glyphs(font_file: Path, chars: str) -> list[str]:
    """The characters of ``chars`` the font has no glyph for (freetype answers None for those)."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    font = pygame.freetype.Font(str(font_file), 16)
    return [c for c, metrics in zip(chars, font.get_metrics(chars), strict=True) if metrics is None]


@pytest.mark.parametrize("bold", (False, True), ids=("regular", "bold"))
def test_the_bundled_font_has_every_glyph_the_ui_uses(bold):
    chars = ui_characters()
    assert {"→", "▼", "♣", "♦", "♥", "♠", "ñ", "ç", "ã", "¿", "“", "·"} <= set(chars), "the rules help and more"
    assert {"es", "pt_BR"} <= set(translated_strings()), "the translations are checked too"
    missing = missing_glyphs(resources.font_path(bold), "".join(chars))
    assert not missing, "; ".join(f"{c!r} (U+{ord(c):04X}) used in {', '.join(sorted(chars[c])[:3])}"
                                  for c in missing)


def test_the_check_reports_a_character_the_font_lacks():
    assert missing_glyphs(resources.font_path(), "A→♠字") == ["字"]


def test_the_font_ships_with_its_licence():
    folder = resources.font_path().parent
    licence = (folder / "LICENSE.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence
    assert resources.font_path(True).is_file()
