"""The action union: each class owns its JSON form, and every dispatch over it is exhaustive.

Dispatch is written ``match`` … ``case _: assert_never(action)``, so an action class added to the
union and forgotten somewhere is a type error (mypy runs in ``make test``), never a silent default.
The last test proves it on a copy of the engine.
"""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from mypy import api as mypy_api

from samba.engine import action_from_dict, action_to_dict, parse_cards
from samba.engine.actions import (
    ACTION_TYPES,
    ACTIONS,
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    TakePile,
)
from samba.engine.errors import InvalidAction

ROOT = Path(__file__).resolve().parents[2]
ONE_OF_EACH = (
    DrawStock(), TakePile("pair", parse_cards("QH QD"), -1, (parse_cards("KH KD KS"),)), TakePile("layoff", (), 3),
    Meld((parse_cards("5H 5D 5S"),), ((2, parse_cards("9C")),)), MergeGroups(1, 4), AskGoOut(), AnswerGoOut(False),
    Discard(parse_cards("JK")[0]), GoOut((parse_cards("7H 7D 7S"),), ((1, parse_cards("2C")),), parse_cards("4S")[0]),
    EndHand(),
)


def test_the_examples_hold_one_action_of_every_kind():
    assert {type(a) for a in ONE_OF_EACH} == set(ACTIONS)


@pytest.mark.parametrize("action", ONE_OF_EACH, ids=lambda a: type(a).__name__)
def test_an_action_reads_back_what_it_writes(action):
    written = action.to_dict()
    assert written["type"] == action.kind and type(action).from_dict(written) == action
    assert action_from_dict(written) == action, "the public reader goes through the class"
    assert action_to_dict(action) == written, "the public writer too"


def test_the_type_names_in_saves_stay_as_they_are():
    assert list(ACTION_TYPES) == ["draw", "take_pile", "meld", "merge", "ask", "answer", "discard", "go_out",
                                  "end_hand"]


def test_a_discard_written_as_a_list_of_one_card_still_reads_but_two_cards_are_refused():
    assert action_from_dict({"type": "discard", "card": ["QH"]}) == Discard(parse_cards("QH")[0])
    with pytest.raises(InvalidAction, match="one card"):
        action_from_dict({"type": "discard", "card": ["QH", "KH"]})
    with pytest.raises(InvalidAction, match="a card is missing"):
        action_from_dict({"type": "discard", "card": []})


def test_a_subclass_of_an_action_is_not_an_action():
    class Sneaky(DrawStock):
        pass

    with pytest.raises(InvalidAction, match="not an action"):
        action_to_dict(Sneaky())


NEW_ACTION = textwrap.dedent('''

    @dataclass(frozen=True, slots=True)
    class Pass:
        """A move no dispatch knows yet."""

        kind: ClassVar[str] = "pass"

        def to_dict(self) -> dict[str, Any]:
            return {"type": self.kind}

        @classmethod
        def from_dict(cls, data: Mapping[str, Any]) -> Pass:
            return cls()

        def check_fields(self) -> Pass:
            return self
''')


def test_an_action_class_that_some_dispatch_forgets_fails_the_type_check(tmp_path):
    copy = tmp_path / "samba"
    shutil.copytree(ROOT / "samba" / "engine", copy / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "__init__.py").write_text("")
    actions = copy / "engine" / "actions.py"
    text = actions.read_text()
    union = "Action = DrawStock | TakePile |"
    assert union in text
    text = text.replace(union, NEW_ACTION.lstrip("\n") + "\n\n" + union.replace("DrawStock |", "DrawStock | Pass |"))
    actions.write_text(text)
    out, _err, status = mypy_api.run([
        "--config-file", str(ROOT / "pyproject.toml"), "--no-incremental", "--cache-dir", str(tmp_path / "cache"),
        str(copy)])
    assert status == 1
    forgotten = {Path(line.split(":", 1)[0]).name for line in out.splitlines() if '"assert_never"' in line}
    assert {"legality.py", "transitions.py"} <= forgotten, out
