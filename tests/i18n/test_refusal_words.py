"""Every refusal the engine can give is worded by the game layer in every language, from its code, rule
and parameters (the engine itself speaks no language)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from samba import i18n
from samba.engine import Violation, check, new_match, observe, preset
from samba.engine import actions as A
from samba.game.refusal_words import refusal_text, refusal_words, template

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = {"card": "9H", "rank": 9, "count": 2, "points": 50, "value": 35, "canasta": "any", "detail": "x",
          "suit": "S", "cards": "6C 7D", "need": "two_canastas", "sambas": 0, "enough": 1, "discards": 1}
"""A value for every parameter name the engine uses (the test fails on a name it does not know)."""


def _engine_refusals() -> list[Violation]:
    """Every ``_v(...)`` / ``Violation(...)`` the engine writes, with its literal ``case`` and sample values."""
    found = []
    for path in sorted((ROOT / "samba" / "engine").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_v", "Violation")):
                continue
            args = node.args
            if len(args) < 2 or not isinstance(args[0], ast.Constant) or not isinstance(args[0].value, str):
                continue
            rule = args[1].value if isinstance(args[1], ast.Constant) else "S12.1"
            params = {}
            cases: list[str] = []
            for keyword in node.keywords:
                if keyword.arg == "case" and not isinstance(keyword.value, ast.Constant):
                    # case="a" if … else "b": every case it can take
                    cases = [n.value for n in ast.walk(keyword.value)
                             if isinstance(n, ast.Constant) and isinstance(n.value, str)]
                    continue
                value = keyword.value.value if isinstance(keyword.value, ast.Constant) else SAMPLE[keyword.arg]
                params[keyword.arg] = value
            if len(args) > 3 and isinstance(args[3], ast.Tuple):
                for pair in args[3].elts:
                    if isinstance(pair, ast.Tuple) and isinstance(pair.elts[0], ast.Constant):
                        name = pair.elts[0].value
                        value = pair.elts[1]
                        if name == "case" and not isinstance(value, ast.Constant):
                            cases = [n.value for n in ast.walk(value)
                                     if isinstance(n, ast.Constant) and isinstance(n.value, str)]
                            continue
                        params[name] = value.value if isinstance(value, ast.Constant) else SAMPLE[name]
            for case in cases or [None]:
                every = {**params, "case": case} if case is not None else params
                found.append(Violation(args[0].value, rule, "", tuple(every.items())))
    return found


REFUSALS = _engine_refusals()


def test_the_engine_refusals_were_found():
    codes = {v.code for v in REFUSALS}
    assert len(codes) > 60
    assert {"PILE_FROZEN", "OPENING_TOO_LOW", "MELD_TOO_SHORT", "HAND_NOT_OVER"} <= codes


@pytest.mark.parametrize("lang", ["en", "es", "pt_BR"])
def test_every_engine_refusal_has_words_in_every_language(lang):
    i18n.set_language(lang)
    unworded = [(v.code, v.rule, v.params) for v in REFUSALS if template(v) is None]
    assert not unworded
    for problem in REFUSALS:
        words = refusal_words(problem)
        assert words and "{" not in words and "}" not in words, (problem, words)


def test_the_parameters_reach_the_sentence():
    i18n.set_language("es")
    assert refusal_words(Violation("TOP_DOES_NOT_FIT", "S7.3", "", (("card", "9H"),))) == "9H no entra en ese juego."
    assert "nueves" in refusal_words(Violation("PAIR_WRONG_RANK", "S7.3a", "", (("rank", 9), ("card", "9H"))))
    i18n.set_language("pt_BR")
    assert "par natural de 9" in refusal_words(Violation("PAIR_WRONG_RANK", "S7.3a", "", (("rank", 9), ("card", "9H"))))


@pytest.mark.parametrize("lang", ["es", "pt_BR"])
def test_counted_refusals_agree_with_their_number(lang):
    i18n.set_language(lang)
    one = refusal_words(Violation("GROUP_TOO_FEW_NATURALS", "S8.2", "", (("count", 1),)))
    two = refusal_words(Violation("GROUP_TOO_FEW_NATURALS", "S8.2", "", (("count", 2),)))
    assert "1" in one and "2" in two
    assert one.replace("1", "") != two.replace("2", ""), "singular and plural forms differ"


def test_a_real_refusal_from_the_engine_is_worded_with_its_rule():
    """Discarding before drawing, through the public API: the sentence and the rule the engine cites."""
    state = new_match(preset("samba", player_count=4), seed=3)
    obs = observe(state, state.to_act)
    problem = check(obs, A.Discard(obs.hand[0]))
    assert problem is not None and problem.code == "MUST_DRAW"
    i18n.set_language("es")
    assert refusal_text(problem).endswith("(S4.3)")
    assert refusal_text(problem).startswith("Primero robá") or refusal_text(problem).startswith("Primero roba")


def test_an_unknown_code_falls_back_to_the_engine_message():
    assert refusal_words(Violation("SOMETHING_NEW", "S1", "Engine words.")) == "Engine words."
