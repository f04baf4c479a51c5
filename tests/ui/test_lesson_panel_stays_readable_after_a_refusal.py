"""After a refusal the lesson panel keeps its caption at the size it had and sets the refusal readably (playtest
p8, tut2d: in lesson 2 an opening of 15 points was refused and the whole panel fell to a size too small to read,
its refusal a size smaller still)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import card_pos, click, key, open_lesson

from samba import i18n
from samba.game import tutorial as T
from samba.ui.tutorial.caption import FEEDBACK_LEAST


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_an_opening_refused_in_lesson_2_leaves_the_caption_its_size_and_the_refusal_readable(app, language):
    i18n.set_language(language)
    try:
        app.resize((1024, 640))
        table = open_lesson(app, T.LESSONS[1])
        key(app, pygame.K_s)  # step 1: draw
        for _ in range(60):
            app.step()
            if table.ready_for_input():
                break
        assert table.lesson_run.step_index == 1
        text = app.services.text
        before, _lines = table.panel.lines(text, table.caption())
        for code in ("6C", "6D", "6S"):
            click(app, card_pos(table, code))
        key(app, pygame.K_RETURN)  # the sixes gathered: 15 of 50
        key(app, pygame.K_RETURN)  # laid down alone: refused (S12.1)
        assert table.feedback_refusal and table.feedback_rule == "S12.1", table.feedback
        caption = table.caption()
        size, lines = table.panel.lines(text, caption)
        assert size >= min(before, 16), "the step's caption stays readable"
        refusal = [line for line in lines if line[2] == lines[-1][2]]
        assert refusal and all(s >= FEEDBACK_LEAST for _l, s, _c, _b, _g in refusal), refusal
        assert table.panel.fits(text, caption), "every line has room"
        assert "S12.1" in " ".join(line for line, *_rest in refusal), "the refusal names its rule"
    finally:
        i18n.set_language("en")
