"""Every numbered rule of RULES.md §1 (S1.1 … S19.2) and §4 (BR1 … BR18) is named by an engine test.

The rule numbers are copied here rather than parsed from RULES.md, so the test runs without the shared
folder beside the repository. A rule is covered when some ``def test_…`` under tests/engine has its number
in the name with underscores for dots (``S7_3`` for S7.3) and not followed by another digit.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DEFAULT_RULES = (
    "S1.1", "S1.2", "S1.3", "S1.4",
    "S2.1", "S2.2", "S2.3",
    "S3.1", "S3.2", "S3.3", "S3.4", "S3.5", "S3.6",
    "S4.1", "S4.2", "S4.3", "S4.4", "S4.5", "S4.6", "S4.7",
    "S5.1", "S5.2", "S5.3", "S5.4", "S5.5", "S5.6", "S5.7", "S5.8",
    "S6.1", "S6.2",
    "S7.1", "S7.2", "S7.3", "S7.4", "S7.5", "S7.6", "S7.7",
    "S8.1", "S8.2", "S8.3", "S8.4", "S8.5", "S8.6",
    "S9.1", "S9.2", "S9.3", "S9.4", "S9.5", "S9.6",
    "S10.1", "S10.2", "S10.3",
    "S11.1", "S11.2", "S11.3",
    "S12.1", "S12.2", "S12.3", "S12.4", "S12.5", "S12.6", "S12.7",
    "S13.1", "S13.2", "S13.3",
    "S14.1", "S14.2", "S14.3",
    "S15.1", "S15.2", "S15.3", "S15.4", "S15.5",
    "S16.1", "S16.2", "S16.3", "S16.4",
    "S17", "S17.1", "S17.2", "S17.3",
    "S18.1", "S18.2", "S18.3",
    "S19.1", "S19.2",
)
"""RULES.md §1, every number and sub-number."""

BRAZILIAN_RULES = tuple(f"BR{n}" for n in range(1, 19))
"""RULES.md §4, BR1 … BR18."""

ENGINE_TESTS = Path(__file__).resolve().parent


def _test_names() -> list[str]:
    names: list[str] = []
    for path in sorted(ENGINE_TESTS.rglob("test_*.py")):
        names.extend(re.findall(r"^\s*(?:async\s+)?def\s+(test_\w+)", path.read_text(encoding="utf-8"), re.M))
    return names


NAMES = _test_names()


def _pattern(rule: str) -> re.Pattern[str]:
    """``S7.3`` → ``S7_3`` not followed by a digit; a whole rule (``S17``) also not by ``_1`` (that is S17.1)."""
    tail = r"(?![0-9])" if "." in rule else r"(?![0-9])(?!_[0-9])"
    return re.compile(r"(?:^|_)" + re.escape(rule.replace(".", "_")) + tail)


def _covered(rule: str) -> bool:
    pattern = _pattern(rule)
    return any(pattern.search(name) for name in NAMES)


def test_the_rule_lists_are_complete():
    assert len(DEFAULT_RULES) == len(set(DEFAULT_RULES)) == 86
    assert len(BRAZILIAN_RULES) == 18


@pytest.mark.parametrize("rule", DEFAULT_RULES)
def test_default_rule_is_named_by_a_test(rule):
    assert _covered(rule), f"no test under tests/engine names {rule} (write e.g. test_{rule.replace('.', '_')}_…)"


@pytest.mark.parametrize("rule", BRAZILIAN_RULES)
def test_brazilian_rule_is_named_by_a_test(rule):
    assert _covered(rule), f"no test under tests/engine names {rule} (write e.g. test_{rule}_…)"


def test_a_rule_number_does_not_count_as_a_longer_one():
    # S1_1 must not be satisfied by S1_12, nor BR1 by BR10, nor S17 by S17_1.
    assert _pattern("S1.1").search("test_S1_12_x") is None
    assert _pattern("BR1").search("test_BR10_x") is None
    assert _pattern("S17").search("test_S17_1_x") is None
    assert _pattern("S17").search("test_S17_hand_score") is not None
