"""The score screen's "See the table": every hand left lies face up, at every table size and player count.

A newcomer at 1024x640 with four players saw only card backs in the seat plates and the last narration
over the melds. Here the real window goes out with real events, presses "See the table" (its button,
or V), and each other seat's cards must be drawn face up — the pixels on the screen are those of the
card's face — inside its own plate, clear of every other panel, with no banner over the melds.
"""

from __future__ import annotations

import math

import pygame
import pytest
from ui_helpers import card_pos, click, controller_for, drag, key, meld_pos, open_table

from samba.engine import RuleSet
from samba.engine.seating import sides_for
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.summary import SummaryScene
from samba.ui.table import labels as LB
from samba.ui.table import practice_view as PV

MELDS = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS 2C"},
         {"side": 0, "cards": "5D 6D 7D 8D 9D 10D JD"}, {"side": 1, "cards": "JH JD JS"}]
"""Your side has its two canastas (S15.1) and queens to lay off; the next side has opened."""
HAND_SIZES = (2, 11, 5, 15, 1)
"""How many cards each other seat holds when you go out (seat 1, 2, ...): a short hand, a long one, one card."""


def _cards_for_others() -> list[str]:
    """Cards no meld or hand above uses, at most three of each (three decks)."""
    return [f"{rank}{suit}" for rank in ("4", "6", "7", "9", "10", "A") for suit in "CHS" for _copy in range(3)]


def _going_out_position(players: int) -> dict:
    sides = len(sides_for(RuleSet(player_count=players)))
    spare = iter(_cards_for_others())
    hands = {"0": "QC QH 8D"}
    for seat in range(1, players):
        hands[str(seat)] = " ".join(next(spare) for _ in range(HAND_SIZES[seat - 1]))
    position = {"turn": 0, "phase": "meld", "rules": {"player_count": players}, "hands": hands, "pile": "5C",
                "melds": MELDS, "opened": [True, True] + [False] * (sides - 2)}
    if players in (4, 6):
        position["asked"] = "yes"  # the partner said yes (S15.4)
    return position


def _go_out_and_see_the_table(app: App, players: int, *, by_button: bool):
    controller = controller_for(app, _going_out_position(players))
    table = open_table(app, controller)
    for code in ("QC", "QH"):
        click(app, card_pos(table, code))
    drag(app, card_pos(table, "QH"), meld_pos(table, 2))
    drag(app, card_pos(table, "8D"), table.lay.pile.center)
    key(app, pygame.K_RETURN)
    if isinstance(app.top, ConfirmDialog):  # going out without asking is confirmed first
        key(app, pygame.K_RETURN)
    for _ in range(300):
        app.step()
        if isinstance(app.top, SummaryScene):
            break
    summary = app.top
    assert isinstance(summary, SummaryScene)
    if by_button:
        button = next(b for b in summary.buttons if "See the table" in b.label)
        click(app, button.rect.center)
    else:
        key(app, pygame.K_v)
    assert app.top is table and table.looking
    return controller, table


def _shows_the_face(app: App, table, code: str, rect: pygame.Rect) -> bool:
    """The corner of ``rect`` that no later card covers holds the pixels of ``code``'s face."""
    settings = app.services.settings
    if rect.size == PV.TILE:  # a small plate shows corner tiles (rank over sign), not faces too small to read
        face = PV.corner_tile(app.services.text, code, settings.four_colour)
        corner = pygame.Rect(1, 1, PV.TILE_STEP_X - 2, PV.TILE_STEP_Y - 2)
    else:
        face = app.services.images.face(code, rect.w, four_colour=settings.four_colour, large_print=True)
        corner = pygame.Rect(3, 3, math.ceil(rect.w * 0.42) - 3, math.ceil(rect.h * 0.42) - 3)
    for x in range(corner.x, corner.right):
        for y in range(corner.y, corner.bottom):
            expected = face.get_at((x, y))
            if expected.a == 255 and app.screen.get_at((rect.x + x, rect.y + y))[:3] != expected[:3]:
                return False
    return True


CASES = [(players, size) for players in (2, 3, 4, 5, 6) for size in ((1024, 640), (2560, 1440))] + [
    (4, (1920, 1080)), (6, (1920, 1080))]


@pytest.mark.parametrize(("players", "size"), CASES)
def test_see_the_table_draws_every_other_hand_face_up_in_its_own_plate(data_dir, players, size):
    app = App(Settings(animation_speed="instant", muted=True), size, persist_settings=False)
    try:
        app.services.session.saver = type(app.services.autosaver)(background=False, problems=app.services.problems)
        controller, table = _go_out_and_see_the_table(app, players, by_button=players % 2 == 0)
        table.messages.say("The hand is over: South went out.")  # a line arriving while the player looks
        app.step()
        lay, window = table.lay, app.screen.get_rect()
        panels = [lay.status, lay.buttons, lay.sidebar, lay.hand, lay.pile_column, *lay.meld_areas.values()]
        for seat in range(1, players):
            left = controller.state.hands[seat]
            plate = lay.seats[seat]
            assert LB.fan_slots(lay, plate) == 0, f"seat {seat}: no card backs in its plate"
            drawn = table.practice.drawn.get(seat, [])
            told = PV.place_tray(lay.trays[seat], len(left))
            shown = table.practice.hand_codes(seat)
            assert sorted(shown) == sorted(card.code for card in left)
            assert [code for code, _rect in drawn] == list(shown[:len(drawn)])
            # Every card drawn, or (only where even corner tiles cannot hold them all) a "+N" chip for the rest,
            # and the whole hand a click away.
            assert len(drawn) + told.hidden == len(left) and (told.hidden == 0 or told.tiles), \
                f"seat {seat}: every card left is drawn, none hidden behind a count unless no readable card fits"
            for code, rect in drawn:
                assert window.contains(rect) and plate.contains(rect), f"seat {seat}: {code} lies in its own plate"
                assert rect.collidelist(panels) < 0, f"seat {seat}: {code} lies on no other panel"
                assert _shows_the_face(app, table, code, rect), f"seat {seat}: {code} is drawn face up"
            others = [lay.seats[other] for other in range(1, players) if other != seat]
            assert plate.collidelist(others) < 0 and plate.collidelist(panels) < 0
        banner = table.painter.narration_rect
        melds = [sprite.rect for sprite in table.sprites.table_cards]
        assert banner is None or banner.collidelist(melds) < 0, "no banner over the melds"
    finally:
        app.close()


def test_see_the_table_keeps_the_hands_face_up_after_the_window_is_resized(data_dir):
    app = App(Settings(animation_speed="instant", muted=True), (1920, 1080), persist_settings=False)
    try:
        app.services.session.saver = type(app.services.autosaver)(background=False, problems=app.services.problems)
        controller, table = _go_out_and_see_the_table(app, 4, by_button=True)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640)))
        app.step()
        assert app.size == (1024, 640)
        for seat in (1, 2, 3):
            drawn = table.practice.drawn[seat]
            assert len(drawn) == len(controller.state.hands[seat])
            assert all(table.lay.seats[seat].contains(rect) for _code, rect in drawn)
            assert all(_shows_the_face(app, table, code, rect) for code, rect in drawn)
    finally:
        app.close()
