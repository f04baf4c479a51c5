"""Every screen outside the table (menus, settings, new game, house rules, statistics, history, lessons, the
quick summary and every rules help page), drawn in a generated pseudo-language, shows no untranslated word.

The pseudo-language (``samba.i18n.pseudo``) turns every looked-up message into accented look-alikes,
so an ASCII letter still drawn came from text that skipped the catalogue. The only ASCII allowed is what
no language translates: card codes, key letters (in brackets or in a button's key cap), the languages' own
names in the language picker, and numbers. Every message looked up on the way must also be in the committed
catalogues (a sentence glued together at run time would not be).

The table is checked too, at a fresh deal and with your side opened, and with a hint (H) shown.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po
from ui_helpers import post

from samba import i18n
from samba.engine import preset
from samba.game import rules_help
from samba.i18n.pseudo import OPEN, pseudo, untranslated, use_pseudo
from samba.ui import theme
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.history import HistoryScene
from samba.ui.scenes.house_rules import HouseRulesScene
from samba.ui.scenes.how_to_play import HowToPlayScene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.opening_ladder import OpeningLadderScene
from samba.ui.scenes.rules_help import RulesScene
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.scenes.statistics import StatisticsScene
from samba.ui.scenes.title import TitleScene
from samba.ui.tutorial.lessons import LessonListScene

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = re.compile("|".join([
    r"\b(?:10|[2-9JQKA])[♣♦♥♠CDHS]",            # a card's index and suit
    r"\b(?:10|[2-9JQKA])\b",                   # a card's index alone (a wrapped line may part it from its suit)
    r"\((?:S|BR|C)\d+(?:\.\d+)?[a-z]?\)",         # a rule number, as RULES.md numbers it
    r"\[(?:[A-Z0-9]|F11)\]",                     # a key letter: the key is printed so on every keyboard
    r"^(?:[A-Z0-9]|F11)$",                       # the same letter alone, in a button's key cap
    r"\bF11\b",
    "|".join(re.escape(name) for name in i18n.LANGUAGES.values()),  # each language in its own name
    r"\bSDL_VIDEODRIVER=dummy\b", r"\bsamba --terminal\b",
]))


@pytest.fixture
def drawn(monkeypatch):
    """Every string ``theme.Text`` renders while the test runs."""
    seen: list[str] = []
    original = theme.Text.render

    def render(self, text, *args, **kwargs):
        seen.append(text)
        return original(self, text, *args, **kwargs)

    monkeypatch.setattr(theme.Text, "render", render)
    return seen


def _catalogue_ids() -> set[tuple[str | None, str]]:
    with (ROOT / "samba" / "locale" / "es" / "LC_MESSAGES" / "samba.po").open("rb") as handle:
        return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in read_po(handle) if m.id}


SCREENS = {
    "title": lambda a: TitleScene(a),
    "new_game": lambda a: NewGameScene(a),
    "watch": lambda a: NewGameScene(a, watch=True),
    "house_rules": lambda a: HouseRulesScene(a, NewGameScene(a)),
    "opening_ladder": lambda a: OpeningLadderScene(a, NewGameScene(a)),
    "settings": lambda a: SettingsScene(a),
    "how_to_play": lambda a: HowToPlayScene(a, preset("samba")),
    "statistics": lambda a: StatisticsScene(a),
    "history": lambda a: HistoryScene(a),
    "lessons": lambda a: LessonListScene(a),
    "quick_summary": lambda a: RulesScene(a, preset("brazilian")),
    **{f"help_{section.id}": (lambda a, sid=section.id: HelpScene(a, preset("brazilian"), sid))
       for section in rules_help.SECTIONS},
}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_the_screen_shows_no_untranslated_word(app, drawn, name):
    translations = use_pseudo()
    app.push(SCREENS[name](app))
    for size in ((1280, 800), (1024, 640)):
        app.resize(size)
        app.step()
        app.draw()
    shown = [text for text in drawn if text.strip()]
    assert shown, "the screen drew words"
    leaks = sorted({text for text in shown if untranslated(text, ALLOWED)})
    assert not leaks, f"untranslated on {name}: {leaks[:8]}"
    missing = sorted(translations.looked_up - _catalogue_ids(), key=str)
    assert not missing, f"looked up on {name} but not in the catalogue: {missing[:8]}"


def test_choosing_a_language_in_settings_words_the_page_at_once_and_is_kept(app):
    title = TitleScene(app)
    app.push(title)
    settings = SettingsScene(app)
    app.push(settings)
    app.step()
    language = settings.pickers[-1]
    assert language.value == i18n.AUTO
    for _click in range(2):  # System → English → Español, clicking the row's right arrow as a player does
        post(app, pygame.MOUSEBUTTONUP, button=1, pos=app.top.pickers[-1].arrows()[1].center)
    assert i18n.language() == "es"
    assert app.services.settings.language == "es"
    current = app.top
    assert isinstance(current, SettingsScene)
    assert current.pickers[-1].label == "Idioma"
    assert current.buttons[0].label == "Listo"
    app.pop()
    assert app.top is title
    assert any(button.label == "Partida nueva" for button in title.buttons), "the page below follows at once"
    pygame.event.clear()


@pytest.mark.parametrize("position", ["fresh deal", "opened"])
def test_the_table_shows_no_untranslated_word(app, drawn, position):
    """The table itself: seat plates, meld areas, score panel, stock and pile, buttons, status line, move log
    (the narration of the deal and the first moves), drawn in the pseudo-language."""
    from ui_helpers import OPENED, controller_for, open_table

    translations = use_pseudo()
    controller = controller_for(app, OPENED if position == "opened" else None)
    open_table(app, controller)
    for _frame in range(90):
        app.step()
    for size in ((1280, 800), (1024, 640)):
        app.resize(size)
        app.step()
        app.draw()
    shown = [text for text in drawn if text.strip()]
    assert len(shown) > 20, "the table drew its words"
    leaks = sorted({text for text in shown if untranslated(text, ALLOWED)})
    assert not leaks, f"untranslated on the table: {leaks[:8]}"
    missing = sorted(translations.looked_up - _catalogue_ids(), key=str)
    assert not missing, f"looked up on the table but not in the catalogue: {missing[:8]}"


def test_a_hint_at_the_table_shows_no_untranslated_word(app, drawn):
    """H at the table: the hint's sentence and its reason (``samba/game/reason_words.py``), drawn in the
    pseudo-language, hold no English and every message it looked up is in the catalogue."""
    from ui_helpers import OPENED, controller_for, key, open_table

    translations = use_pseudo()
    table = open_table(app, controller_for(app, OPENED))
    key(app, pygame.K_h, unicode="h", steps=3)
    app.draw()
    hint = table.messages.toast
    assert hint.startswith(OPEN) and any(text.startswith(hint[:8]) for text in drawn), "the hint was drawn"
    assert not untranslated(hint, ALLOWED), hint
    leaks = sorted({text for text in drawn if text.strip() and untranslated(text, ALLOWED)})
    assert not leaks, f"untranslated on the table with a hint: {leaks[:8]}"
    missing = sorted(translations.looked_up - _catalogue_ids(), key=str)
    assert not missing, f"looked up for the hint but not in the catalogue: {missing[:8]}"


def test_a_refusal_its_why_button_and_a_sort_note_show_no_untranslated_word(app, drawn):
    from ui_helpers import OPENED, card_pos, controller_for, drag, key, open_table

    translations = use_pseudo()
    table = open_table(app, controller_for(app, OPENED))
    key(app, pygame.K_o, unicode="o")
    note = table.messages.toast
    assert note.startswith(OPEN), note
    meld = next(b for b in table.sprites.melds if b.meld_id == 1).rect.center
    drag(app, card_pos(table, "KC"), meld)
    assert table.why.visible
    app.draw()
    shown = [text for text in drawn if text.strip()]
    assert any(text.startswith(pseudo("Why?")) for text in shown), "the Why? button was drawn"
    leaks = sorted({text for text in [*shown, note] if untranslated(text, ALLOWED)})
    assert not leaks, f"untranslated: {leaks[:8]}"
    missing = sorted(translations.looked_up - _catalogue_ids(), key=str)
    assert not missing, f"looked up but not in the catalogue: {missing[:8]}"
