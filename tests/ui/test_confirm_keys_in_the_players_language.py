"""A yes/no question shows the keys of the player's own words and those keys answer it: "[S]" on "Sí"/"Sim"
in Spanish and Brazilian Portuguese, never the English "[Y]" beside a Spanish word (a newcomer's playtest).
Enter and Esc answer in every language, and the English Y and N keep working as well.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import key

from samba import i18n
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.title import TitleScene


@pytest.fixture(params=["es", "pt_BR"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _ask(app) -> tuple[ConfirmDialog, list[str]]:
    """Open a question over the title screen; returns it and a list that records the answer."""
    app.resize((1024, 640))
    app.reset(TitleScene(app))
    answers: list[str] = []
    dialog = ConfirmDialog(app, "?", lambda: answers.append("yes"), lambda: answers.append("no"))
    app.push(dialog)
    app.step()
    return dialog, answers


def _shown(app, dialog: ConfirmDialog) -> list[str]:
    """Each button's key as its cap shows it."""
    return [button.shown_key(app.services.text) for button in dialog.buttons]


def test_the_keys_shown_are_the_first_letters_of_the_translated_yes_and_no(app, language):
    dialog, _answers = _ask(app)
    yes, no = _shown(app, dialog)
    assert (yes, no) == ("S", "N")


@pytest.mark.parametrize(("press", "unicode", "answer"), [
    (pygame.K_s, "s", "yes"), (pygame.K_n, "n", "no"), (pygame.K_y, "y", "yes"),
    (pygame.K_RETURN, "\r", "yes"), (pygame.K_ESCAPE, "", "no"),
])
def test_the_shown_keys_answer_and_so_do_y_enter_and_esc(app, language, press, unicode, answer):
    dialog, answers = _ask(app)
    key(app, press, unicode=unicode)
    assert answers == [answer]
    assert app.top is not dialog


def test_in_english_the_keys_stay_y_and_n_and_s_does_nothing(app):
    dialog, answers = _ask(app)
    yes, no = _shown(app, dialog)
    assert (yes, no) == ("Y", "N")
    key(app, pygame.K_s, unicode="s")
    assert answers == [] and app.top is dialog
    key(app, pygame.K_y, unicode="y")
    assert answers == ["yes"]
