"""Every caption of every lesson, the lesson's closing words included, has room in the lesson panel at the
smallest window (1024x640), in every language: a newcomer never reads a sentence that stops mid-way."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import open_lesson

from samba import i18n
from samba.game import tutorial as T
from samba.ui.table import label_words
from samba.ui.tutorial import script
from samba.ui.tutorial.table import LessonComplete


@pytest.fixture(params=sorted(i18n.LANGUAGES))
def language(request):
    chosen = i18n.set_language(request.param)
    assert chosen == request.param
    yield chosen
    i18n.set_language("en")


@pytest.mark.parametrize("lesson", T.LESSONS, ids=lambda lesson: lesson.id)
def test_every_caption_of_the_lesson_fits_its_panel_at_1024x640(app, language, lesson):
    app.resize((1024, 640))
    table = open_lesson(app, lesson)
    text = app.services.text
    seen = set()
    for event in script.lesson_inputs(table):
        if event is not None:
            pygame.event.post(event)
        app.step()
        caption = table.caption()
        seen.add(caption.caption)
        assert table.panel.fits(text, caption), f"cut in {language}: {caption.caption!r} {caption.feedback!r}"
    for _ in range(120):
        if isinstance(app.top, LessonComplete):
            break
        app.step()
    closing = table.caption()
    assert closing.caption == T.LESSONS[T.LESSONS.index(lesson)].outro
    assert table.panel.fits(text, closing), f"the closing words are cut in {language}: {closing.caption!r}"
    assert len(seen) >= len(lesson.steps), "every step's caption was looked at"


def test_lesson_3_names_the_chip_the_samba_really_wears(language):
    """The step after the samba is made says which label to look for: the table's own samba chip wording."""
    caption = T.LESSONS[2].steps[2].caption
    assert label_words.CHIPS["samba"][0] in caption and "7" not in caption
