"""A damaged tutorial progress file (``tutorial.json`` in the data folder) is treated as saves and
settings are: the player is told in the window (a bounded sentence), the file is kept aside as
``tutorial.corrupt-….json`` (never overwritten by the next lesson's progress), and nothing crashes."""

from __future__ import annotations

import pytest
from ui_helpers import banner_text, feed, open_lesson

from samba.game import problems as P
from samba.game import tutorial as T
from samba.ui.tutorial import script
from samba.ui.tutorial.lessons import LessonListScene
from samba.ui.tutorial.summary import ExplainedSummary
from samba.ui.tutorial.table import LessonComplete

DAMAGED = [
    ("not json", b"{completed: [draw_discard"),
    ("empty", b""),
    ("a list", b'["draw_discard"]'),
    ("completed is a number", b'{"completed": 7}'),
    ("completed is text", b'{"completed": "draw_discard"}'),
    ("a lesson named by a number", b'{"completed": [1, "draw_discard"]}'),
    ("not utf-8", b'{"completed": ["\xff\xfe"]}'),
    ("deep", b"[" * 100_000),
]


def _aside(folder) -> list:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("tutorial.corrupt-"))


@pytest.mark.parametrize(("name", "content"), DAMAGED, ids=[name for name, _ in DAMAGED])
def test_a_damaged_progress_file_is_told_and_kept_aside_when_the_lessons_open(app, data_dir, name, content):
    (data_dir / "tutorial.json").write_bytes(content)
    app.reset(LessonListScene(app))
    app.step()
    problem = app.services.problems.get(P.PROGRESS_READ)
    assert problem is not None and len(problem.sentence) <= 600
    assert banner_text(app).startswith("Your tutorial progress could not be read: ")
    kept = _aside(data_dir)
    assert len(kept) == 1 and (data_dir / kept[0]).read_bytes() == content
    assert not (data_dir / "tutorial.json").exists()
    assert app.top.done == set()


def test_a_finished_lesson_never_overwrites_a_damaged_progress_file(app, data_dir):
    lesson = T.LESSONS[0]
    table = open_lesson(app, lesson)
    (data_dir / "tutorial.json").write_bytes(b"{not json")  # damaged while the lesson was played
    feed(app, script.lesson_inputs(table))
    for _ in range(120):
        if isinstance(app.top, LessonComplete | ExplainedSummary):
            break
        app.step()
    assert isinstance(app.top, LessonComplete | ExplainedSummary)
    kept = _aside(data_dir)
    assert len(kept) == 1 and (data_dir / kept[0]).read_bytes() == b"{not json"
    assert T.load_progress() == {lesson.id}
    assert app.services.problems.get(P.PROGRESS_READ) is not None


def test_a_progress_file_from_a_newer_version_keeps_the_lessons_this_version_knows(app, data_dir):
    (data_dir / "tutorial.json").write_bytes(b'{"completed": ["draw_discard", "lesson_of_the_future"], "x": 1}')
    app.reset(LessonListScene(app))
    app.step()
    assert app.top.done == {"draw_discard"}
    assert app.services.problems.get(P.PROGRESS_READ) is None
    assert _aside(data_dir) == []
