"""The rules screen's section buttons print at their usual size in every language, at the smallest window.

Playtest p7: in Portuguese every section button on How to play → Rules printed smaller than elsewhere, because one
label, "A abertura (o primeiro jogo da sua equipe)", did not fit at the usual size and its siblings shrink with it
(one size per row). Spanish had the same: "La bajada inicial (la primera de tu equipo)".
"""

from __future__ import annotations

import pytest

from samba import i18n
from samba.engine import PRESETS, preset
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.widgets import shared_sizes


@pytest.mark.parametrize("rules", sorted(PRESETS))
@pytest.mark.parametrize("language", ("en", "es", "pt_BR"))
def test_every_section_button_fits_at_the_usual_size_at_1024x640(app, language, rules):
    i18n.set_language(language)
    app.resize((1024, 640))
    scene = HelpScene(app, preset(rules))
    app.push(scene)
    app.step()
    app.draw()
    usual = scene.tabs[0].font_size
    assert shared_sizes(scene.tabs, app.services.text) == {usual: usual}, \
        [tab.label for tab in scene.tabs if tab.largest_size(app.services.text) < usual]
