"""A language chosen in Settings during a match takes effect everywhere at once — no mix of languages.

A newcomer switched to Español from the in-game menu and read "You & North", "Cerró East.", English buttons
on the score sheet, "Para abrir: 150 points" on the chart and an English move log beside "Norte reparte…".
Everything is driven as a player does it: Esc for the menu, S for Settings, the arrows on the Language row.
The oracle for the move log is Continue: a match resumed from its save in the new language (which always
worded everything anew) must read exactly as the table reads after the change.
"""

from __future__ import annotations

import pygame
from test_going_out import READY, _go_out_to_summary
from ui_helpers import controller_for, key, open_table, wait_for_the_player

from samba import i18n
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.ui.scenes.settings_screen import LANGUAGE_CHOICES, SettingsScene
from samba.ui.scenes.summary import SummaryScene
from samba.ui.table.hand_model import KEYS

ENGLISH_SEATS = ("North", "East", "West", "You")


def _choose_language_in_settings(app, code: str) -> None:
    """From the scene on top: Esc (the menu), S (Settings), up to the Language row (the last), right until
    ``code`` shows, then Enter (Done) back to where the player was."""
    below = app.top
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_s)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    key(app, pygame.K_UP)
    language = settings.fields["language"]
    assert settings.pickers[settings.focus] is language
    for _ in LANGUAGE_CHOICES:
        if app.services.settings.language == code:
            break
        key(app, pygame.K_RIGHT)
    assert app.services.settings.language == code and i18n.language() == code
    key(app, pygame.K_RETURN)
    assert app.top is below, "Done leads back to the table or the score sheet"


def _played_table(app):
    """A fresh deal with the computers' first turns played, so the log has lines of every seat."""
    table = open_table(app, controller_for(app, seed=4), fresh=True)
    wait_for_the_player(app, table)
    key(app, pygame.K_s)  # the player draws: their own line too
    for _ in range(30):
        app.step()
    assert any("North" in line.text for line in table.messages.log), "the log names the other seats"
    return table


def test_seat_and_side_names_follow_a_language_chosen_mid_match(app):
    table = _played_table(app)
    _choose_language_in_settings(app, "es")
    assert not set(table.names.values()) & set(ENGLISH_SEATS)
    assert set(table.names.values()) == {"Tú", "Oeste", "Norte", "Este"}
    assert set(table.side_names.values()) == {"Tú & Norte", "Oeste & Este"}
    assert "Norte" in table.look().names.values()


def test_every_line_of_the_move_log_is_reworded_as_continue_would_word_it(app):
    table = _played_table(app)
    english = [line.text for line in table.messages.log]
    _choose_language_in_settings(app, "es")
    resumed = MatchController.from_save(table.controller.to_save(), runner=BotRunner(inline=True))
    try:
        assert [line.text for line in table.messages.log] == [line.text for line in resumed.story]
    finally:
        resumed.close()
    spanish = [line.text for line in table.messages.log]
    assert len(spanish) == len(english) and spanish != english
    assert not any(word in line for line in spanish for word in ("North ", "East ", "West ", " draws ")), spanish


def test_lines_told_after_the_change_speak_the_new_language_too(app):
    table = _played_table(app)
    _choose_language_in_settings(app, "pt_BR")
    shown = len(table.messages.log)
    key(app, pygame.K_ESCAPE)  # the menu…
    key(app, pygame.K_ESCAPE)  # …and back: nothing else happens
    wait_for_the_player(app, table)
    assert table.messages.log[:shown] == table.controller.story[:shown]
    assert not any(name in line.text for line in table.messages.log for name in ("North", "East ", "West "))


def test_the_buttons_of_the_table_speak_the_new_language(app):
    table = _played_table(app)
    _choose_language_in_settings(app, "es")
    app.step()
    labels = {name: button.label for name, button in table.bar.by_name.items()}
    assert labels["sort"] == "Ordenar" and labels["hint"] == "Pista" and labels["menu"] == "Menú", labels


def test_the_score_sheet_speaks_the_new_language_at_once(app):
    table = open_table(app, controller_for(app, dict(READY, asked="yes")))
    summary = _go_out_to_summary(app, table)
    assert [b.label for b in summary.buttons][:3] == ["Next hand", "See the table", "Menu"]
    _choose_language_in_settings(app, "es")
    assert app.top is summary
    assert [b.label for b in summary.buttons][:3] == ["Siguiente mano", "Ver la mesa", "Menú"]
    bands = " ".join(band.minimum for band in summary.chart.bands)
    assert "puntos" in bands and "points" not in bands, bands
    assert {series.name for series in summary.chart.series} == {"Tú & Norte", "Oeste & Este"}
    summary.draw(app.screen)
    said = " ".join(item.text for plan in summary.plans for item in plan.words)
    assert "Tú & Norte" in said and "Oeste & Este" in said and "You" not in said, said


def test_the_next_deal_after_the_change_is_told_in_the_new_language(app):
    """After the change, Next hand deals in the new language: the dealer's line and the seat names."""
    table = open_table(app, controller_for(app, dict(READY, asked="yes")))
    _go_out_to_summary(app, table)
    _choose_language_in_settings(app, "es")
    key(app, pygame.K_RETURN)  # Next hand
    assert not isinstance(app.top, SummaryScene)
    for _ in range(200):
        app.step()
        if table.animator.idle:
            break
    deal = [line.text for line in table.messages.log[-6:]]
    assert "Repartes la mano 2: 15 cartas a cada uno." in deal and any(line.startswith("Oeste ") for line in deal), deal


def test_the_hand_dealt_after_a_language_change_comes_in_the_chosen_order(app):
    """The newcomer's hand after the change looked unsorted: it is laid out in the order the player chose
    (by suit here, chosen with Sort before the change), every card in that order."""
    table = open_table(app, controller_for(app, dict(READY, asked="yes")))
    key(app, pygame.K_o)  # by suit and sequence, kept for the next deals
    assert app.services.settings.hand_order == "suit"
    _go_out_to_summary(app, table)
    _choose_language_in_settings(app, "es")
    key(app, pygame.K_RETURN)  # Next hand
    for _ in range(300):
        app.step()
        if table.animator.idle and len(table.state.hand.slots) >= 15:
            break
    hand = table.state.hand
    cards = [card for _uid, card in hand.slots]
    assert hand.sort_mode == "suit" and app.services.settings.hand_order == "suit"
    assert len(cards) >= 15 and cards == sorted(cards, key=KEYS["suit"]), cards
