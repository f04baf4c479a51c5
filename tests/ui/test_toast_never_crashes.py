"""A toast always finds a place: when every spot touches the player's hand (a hint's ring around hand cards
reaches above the hand), it takes the spot that hides least instead of stopping the game.

Playtest p6: in a 3-player Spanish game at 1024×640, Hint (H) closed the window with an AssertionError ("the place
above the hand never covers the hand's cards"), every time from the same saved position."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from samba import i18n
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.table import layout as L
from samba.ui.table import toast_place
from samba.ui.table.scene import TableScene

SAVE = Path(__file__).parent / "fixtures" / "playtest_p6_hint_over_the_hand_3p_es.json"


def _words(text: str, size: int, width: int) -> list[str]:
    return [text]


def test_when_every_spot_touches_the_hand_the_least_hiding_one_is_taken():
    lay = L.compute((1024, 640), 3, 0, (0, 1, 2))
    ring_over_the_hand = lay.hand.inflate(0, 200)  # reaches far above the hand, across its whole width
    box = toast_place.place(lay, "Hint: add J♠ to your jacks.", _words, [ring_over_the_hand])
    assert box.rect.w > 0 and box.lines == ["Hint: add J♠ to your jacks."]


def test_the_playtests_hint_shows_instead_of_closing_the_game(data_dir):
    i18n.set_language("es")
    try:
        app = App(Settings(animation_speed="instant", muted=True, language="es"), size=(1024, 640),
                  persist_settings=False)
        saved = saves.read_document(json.loads(SAVE.read_text(encoding="utf-8")))
        controller = MatchController.from_save(saved, runner=BotRunner(inline=True))
        table = TableScene(app, controller, fresh=False)
        app.push(table)
        for _ in range(5):
            app.step(0.02)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
        for _ in range(60):
            app.step(0.02)
        assert table.messages.toast.startswith("Pista:")
        assert table.painter.toast_rect is not None
        app.close()
    finally:
        i18n.set_language("en")
