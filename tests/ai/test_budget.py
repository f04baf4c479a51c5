"""A bot's thinking budget (ARCHITECTURE §4): how long it may think, fixed when it is given."""

from __future__ import annotations

import time

import pytest

from samba.ai import Budget


def test_a_budget_ends_its_seconds_after_it_started() -> None:
    budget = Budget(0.25, started=100.0)
    assert budget.deadline == 100.25
    assert budget.expired()  # 100.25 on the perf counter is long past
    assert Budget(60).remaining() > 59 and not Budget(60).expired()


def test_a_budget_starts_now_by_default() -> None:
    before = time.perf_counter()
    budget = Budget()
    assert before <= budget.started <= time.perf_counter() and budget.seconds == 0.5


def test_a_budget_cannot_be_changed_once_given() -> None:
    budget = Budget(0.5, started=1.0)
    with pytest.raises(AttributeError):
        budget.seconds = 9  # type: ignore[misc]
    assert budget == Budget(0.5, started=1.0) and hash(budget) == hash(Budget(0.5, started=1.0))
    assert repr(budget) == "Budget(seconds=0.5, started=1.0)"
