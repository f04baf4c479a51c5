"""Fitting words into boxes by design: shorter wordings chosen in advance, never an ellipsis mid-word.

Every label that can run out of room is written as a list of variants, longest first ("Natural 8",
"Natural", "Nat.", "N"), and ``choose`` takes the first one that fits at the first size that fits,
measured with the real font (``Measure`` is ``theme.Text.width``), so a longer translation is fitted
the same way. A sentence (the status line) is shortened by rules its writer follows: parentheses hold
what may be left out (key hints, rule numbers), and after a semicolon or a dash comes a clause that can
go. Pure functions: the geometry test calls them with the same font the game draws with.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Measure = Callable[[str, int, bool], int]
"""Width in pixels of a text at a font size, bold or not, as the game draws it."""

_PARENTHESIS = re.compile(r"\s*\([^()]*\)")
_CLAUSE = re.compile(r"\s*(?:;|—| - )\s*[^;—]*$")
_AFTER_COLON = re.compile(r":\s[^:]*$")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=\S)")


@dataclass(frozen=True, slots=True)
class Fitted:
    text: str
    size: int
    bold: bool = False


def choose(variants: Sequence[str], width: int, sizes: Sequence[int], measure: Measure, bold: bool = False) -> Fitted:
    """The first variant that fits ``width`` at one of ``sizes`` (largest first; each variant is tried at
    every size before a shorter one is taken). When none fits, the last variant at the smallest size."""
    for text in variants:
        for size in sizes:
            if measure(text, size, bold) <= width:
                return Fitted(text, size, bold)
    return Fitted(variants[-1] if variants else "", sizes[-1], bold)


def without_parentheses(text: str) -> str:
    """``text`` with every parenthesis left out ("Samba, Hoyle (160 from 7,000)" → "Samba, Hoyle")."""
    return _PARENTHESIS.sub("", text)


_RULE_CODE = re.compile(r"\s*\((?:S|BR|C)\d+(?:\.\d+)*[a-z]?\)$")
"""A refusal's rule number at the end of a sentence: "(S7.3)", "(C10)", "(BR7)"."""


def sentence_variants(sentence: str) -> list[str]:
    """``sentence`` and its designed shortenings, longest first. A closing rule number ("(C10)") stays while
    the sentence it closes is there — the key hints and that sentence's last clause go first — so the rule
    that forbids a move is said before any wording of it is left out.
    """
    code = _RULE_CODE.search(sentence)
    if code is None:
        return _shortenings(sentence)
    rest = _shortenings(sentence[:code.start()].rstrip())
    sentences = len(_SENTENCE_END.split(rest[0]))
    # The number closes the last sentence (the reason): it goes with that sentence, never onto the one before.
    coded = [f"{words} {code.group().strip()}" for words in rest if len(_SENTENCE_END.split(words)) == sentences]
    return coded + rest


def _shortenings(sentence: str) -> list[str]:
    """``sentence`` and its designed shortenings, longest first.

    First the parentheses go, the last one first ("(click it or press S)", "(S16.2)"); then the
    closing clause after a semicolon or a dash; then the sentences after the first (the reason that follows
    an instruction: "Your turn: draw from the stock. Taking the pile …" → "Your turn: draw from the
    stock."); last, what follows a colon (the sentence before it says
    the gist: "Your side needs 50 to open."). The sentence's final full stop is kept.
    """
    out = [sentence]
    current = sentence
    while True:
        matches = list(_PARENTHESIS.finditer(current))
        if not matches:
            break
        last = matches[-1]
        current = (current[:last.start()] + current[last.end():]).strip()
        out.append(current)
    while True:
        shorter = _CLAUSE.sub("", current).rstrip(" ,:")
        if shorter == current or not shorter:
            break
        if current.endswith((".", "!", "?", "…")) and not shorter.endswith((".", "!", "?", "…")):
            shorter += current[-1]
        current = shorter
        out.append(current)
    while True:  # a sentence followed by others (a reason after the instruction) keeps its first ones
        parts = _SENTENCE_END.split(current)
        if len(parts) < 2 or len(" ".join(parts[:-1]).split()) < 3:
            break
        current = " ".join(parts[:-1])
        out.append(current)
    shorter = _AFTER_COLON.sub("", current)
    if shorter != current and len(shorter.split()) >= 4:  # "Your turn." alone would say too little
        out.append(shorter + ("." if current.endswith(".") else ""))
    return out
