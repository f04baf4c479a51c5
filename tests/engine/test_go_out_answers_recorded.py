"""S15.4 / issue #15: the going-out search finds the same way out as the code recorded in
``goout_answers.json`` (before it was made faster) on every position of ``goout_answers``: the same
``GoOut`` contents or the same None, question by question, table by table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from goout_answers import all_answers

RECORDED = json.loads((Path(__file__).resolve().parent / "goout_answers.json").read_text())


@pytest.fixture(scope="module")
def answers() -> dict[str, dict[str, object]]:
    return all_answers()


def test_every_table_and_the_oracle_positions_are_recorded(answers):
    assert sorted(answers) == sorted(RECORDED)


@pytest.mark.parametrize("label", sorted(RECORDED))
def test_go_out_answers_match_the_recorded_ones(answers, label):
    assert answers[label] == RECORDED[label]
