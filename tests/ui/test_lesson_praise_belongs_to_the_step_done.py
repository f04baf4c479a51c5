"""A step's praise is said of that step, above the next one: a newcomer saw "Well done!" under lesson 5's step 2
("Discard to end the turn") before discarding and took it for praise of a step not yet done (playtest p9)."""

from __future__ import annotations

import pytest
from ui_helpers import feed, open_lesson

from samba.game import tutorial as T
from samba.ui.tutorial import script
from samba.ui.tutorial.caption import GOOD
from samba.ui.tutorial.table import PRAISE_SECONDS, WELL_DONE


def _panel_lines(app, table) -> list[tuple[str, tuple]]:
    """The panel's lines as drawn, each with its colour."""
    _size, placed = table.panel.lines(app.services.text, table.caption())
    return [(line, colour) for line, _s, colour, _bold, _gap in placed]


@pytest.mark.parametrize("lesson", T.LESSONS, ids=lambda lesson: lesson.id)
def test_after_a_step_the_praise_names_that_step_and_stands_above_the_next(app, lesson):
    table = open_lesson(app, lesson)
    feed(app, script.step_inputs(table, table.lesson_controller.run.step))
    feed(app, [None] * 3)
    run = table.lesson_controller.run
    assert run.step_index == 1 and not run.done
    lines = _panel_lines(app, table)
    words = [line for line, _colour in lines]
    header = words.index(f"Step 2 of {len(lesson.steps)}")
    praised = [i for i, (_line, colour) in enumerate(lines) if colour == GOOD]
    assert praised and max(praised) < header, f"the praise stands above step 2's header: {words}"
    assert " ".join(words[i] for i in praised) == "Step 1 done — well done!"
    assert WELL_DONE not in words, "no bare 'Well done!' under the step the player is on"


def test_the_praise_goes_after_a_moment_and_the_step_stays(app):
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == "pile")
    table = open_lesson(app, lesson)
    feed(app, script.step_inputs(table, table.lesson_controller.run.step))
    for _ in range(int(PRAISE_SECONDS / 0.1) + 5):
        app.step(0.1)
    lines = _panel_lines(app, table)
    assert not any(colour == GOOD for _line, colour in lines), lines
    assert "Step 2 of 2" in [line for line, _colour in lines]
