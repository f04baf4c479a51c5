"""Going out is laid down all at once, and every going out is shown on the table before the score.

Real events on the real table: after the partner's yes (or without asking) every meld, lay-off and
the last discard is staged and sent as one going out; a computer's going out flies to its places and
the table rests before the summary; the summary shows the final table, the next opening and the way
to the target; its Menu opens the menu.
"""

from __future__ import annotations

import pygame
from ui_helpers import card_pos, click, controller_for, drag, key, meld_pos, open_table, scripted_agents

from samba.engine import GoOut, action_from_dict
from samba.engine import state as S
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.menu import MenuOverlay
from samba.ui.scenes.summary import SummaryScene

MELDS = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS 2C"},
         {"side": 0, "cards": "5D 6D 7D 8D 9D 10D JD"}, {"side": 1, "cards": "JH JD JS"}]
READY = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "QC QH 8D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H", "3": "4S 6S 9S 10S JS"},
    "pile": "5C", "melds": MELDS, "opened": [True, True],
}
"""You have drawn; your side has two canastas (kings, the diamond samba) and queens to lay off."""
THEY_GO_OUT = {
    "turn": 1, "phase": "meld", "asked": "yes",
    "hands": {"0": "4C 4D 6C 6D 7C 9C", "1": "JC JH 8H", "2": "4H 6H 7H 9H 10H", "3": "4S 6S 9S 10S JS"},
    "pile": "5C", "melds": [{"side": 1, "cards": "KH KD KS KC KH KD KS"}, {"side": 1, "cards": "JS JD JS 2C"},
                            {"side": 1, "cards": "5D 6D 7D 8D 9D 10D JD"}, {"side": 0, "cards": "QH QD QS"}],
    "opened": [True, True],
}
"""West (a computer) has its partner's yes and goes out: jacks onto its jacks, the 8♥ as the last discard."""


def test_S15_4_after_the_partners_yes_every_piece_is_staged_and_enter_goes_out(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    assert table.state.hand.staging.going_out, "the yes starts the going out"
    assert table.bar.by_name["meld"].label == "Go out" and table.bar.by_name["ask"].label == "Suggest"
    for code in ("QC", "QH"):
        click(app, card_pos(table, code))
    drag(app, card_pos(table, "QH"), meld_pos(table, 2))
    assert not table.messages.toast_bad, "dropping on a meld while going out stages, it does not refuse"
    assert len(controller.observation().meld(2).cards) == 4, "nothing is melded before Go out"
    assert "the 8♦ left will be your last discard" in table.look().status
    drag(app, card_pos(table, "8D"), table.lay.pile.center)
    assert table.summary.ready and "every card is staged" in table.look().status
    key(app, pygame.K_RETURN)
    assert controller.hand_over and controller.state.went_out == 0
    out = action_from_dict(controller.actions[-1])
    assert isinstance(out, GoOut) and not out.melds and out.discard.code == "8D"
    assert [(meld, sorted(c.code for c in cards)) for meld, cards in out.layoffs] == [(2, ["QC", "QH"])]


def test_S15_2_going_out_without_asking_stages_the_cards_instead_of_refusing(app):
    controller = controller_for(app, READY)
    table = open_table(app, controller)
    for code in ("QC", "QH"):
        click(app, card_pos(table, code))
    drag(app, card_pos(table, "QH"), meld_pos(table, 2))
    assert table.state.hand.staging.going_out and len(table.state.hand.staging.layoffs) == 1
    assert table.messages.toast.startswith("Stage it: you are going out") and not table.messages.toast_bad
    assert len(controller.observation().meld(2).cards) == 4
    key(app, pygame.K_RETURN)  # the last card is the discard: asked first, since it ends the hand
    assert isinstance(app.top, ConfirmDialog) and "discard 8♦" in app.top.title
    key(app, pygame.K_RETURN)
    assert controller.hand_over and controller.state.went_out == 0


def test_S15_2_a_staged_going_out_is_taken_back_with_esc(app):
    controller = controller_for(app, READY)
    table = open_table(app, controller)
    for code in ("QC", "QH"):
        click(app, card_pos(table, code))
    drag(app, card_pos(table, "QH"), meld_pos(table, 2))
    key(app, pygame.K_ESCAPE)
    assert not table.state.hand.staging and len(table.state.hand.shown()) == 3 and app.top is table


def _normal_speed_app(data_dir) -> App:
    application = App(Settings(animation_speed="normal", muted=True), persist_settings=False)
    application.services.session.saver = type(application.services.autosaver)(background=False)
    return application


def test_S15_3_a_computers_going_out_flies_to_its_places_and_rests_before_the_summary(data_dir):
    app = _normal_speed_app(data_dir)
    try:
        controller = controller_for(app, THEY_GO_OUT, agents=scripted_agents)
        table = open_table(app, controller)
        frames, committed, landed = 0, None, []
        while not isinstance(app.top, SummaryScene) and frames < 1200:
            app.step()
            frames += 1
            landed += [(flight.code, flight.end) for flight, _pos in table.animator.flights()]
            if committed is None and table.shown.phase == S.HAND_OVER:
                committed = frames
                final = {(s.code, (float(s.rect.x), float(s.rect.y))) for s in table.sprites.table_cards
                         if s.key[0] == "meld"}
                assert table.shown.hand_sizes[1] == 0, "the table shows West's empty hand, not its old count"
        assert isinstance(app.top, SummaryScene) and committed is not None
        assert frames - committed >= 60, "the final table stays in sight for a second or more before the score"
        assert any(item in final for item in landed), "the last melds fly to where they lie on the table"
    finally:
        app.close()


def test_S15_3_a_computers_last_melds_stay_on_the_table_as_they_land_until_the_hand_ends(data_dir):
    app = _normal_speed_app(data_dir)
    try:
        controller = controller_for(app, THEY_GO_OUT, agents=scripted_agents)
        table = open_table(app, controller)
        drawn_before_the_end: set[str | None] = set()
        for _frame in range(1200):
            app.step()
            if table.shown.phase == S.HAND_OVER:
                break
            drawn_before_the_end = {flight.code for flight, _pos in table.animator.flights()}
        assert table.shown.phase == S.HAND_OVER
        assert {"JC", "JH", "8H"} <= drawn_before_the_end, "the jacks laid off and the last discard are still in " \
            "sight in the last frame before the final table is committed (they do not vanish and reappear)"
    finally:
        app.close()


def test_S17_the_summary_tells_the_next_opening_and_the_way_to_the_target(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    summary = _go_out_to_summary(app, table)
    lines = summary.outlook(0)
    assert lines[0].startswith("Next hand opens with ") and "points" in lines[0]
    assert "of 10,000 to win" in lines[1]


def _go_out_to_summary(app, table) -> SummaryScene:
    for code in ("QC", "QH"):
        click(app, card_pos(table, code))
    drag(app, card_pos(table, "QH"), meld_pos(table, 2))
    drag(app, card_pos(table, "8D"), table.lay.pile.center)
    key(app, pygame.K_RETURN)
    for _ in range(200):
        app.step()
        if isinstance(app.top, SummaryScene):
            break
    assert isinstance(app.top, SummaryScene)
    return app.top


def test_see_the_table_shows_every_hand_left_face_up_and_returns_to_the_score(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    _go_out_to_summary(app, table)
    key(app, pygame.K_v)
    assert app.top is table and table.looking
    assert all(sorted(table.practice.hands[seat]) == sorted(controller.state.hands[seat]) for seat in (1, 2, 3))
    assert "face up" in table.look().status
    table.draw(app.screen)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SummaryScene)


def test_menu_on_the_score_screen_opens_the_menu_not_the_title(app):
    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    summary = _go_out_to_summary(app, table)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay)
    key(app, pygame.K_ESCAPE)  # Resume
    assert app.top is summary


COMMITTING_TAKE = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "9S 9D", "1": "4C 4D 6C", "2": "4H 6H 7H", "3": "4S 6S 9S"}, "pile": "5C 9H",
    "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "5D 6D 7D 8D 9D 10D JD"}],
    "opened": [True, True],
}
"""Your pair of nines takes a two-card pile, leaving one card: a take that commits you to going out (S14.3)."""


def test_S14_3_a_take_that_commits_to_going_out_starts_the_staged_going_out(app):
    controller = controller_for(app, COMMITTING_TAKE)
    table = open_table(app, controller)
    for code in ("9S", "9D"):
        click(app, card_pos(table, code))
    click(app, table.lay.pile.center)
    key(app, pygame.K_t)
    assert controller.state.turn.committed and controller.state.phase == S.MELD
    assert table.state.hand.staging.going_out, "bound to go out: the rest is staged and laid down whole"
    assert table.messages.toast.startswith("You took the pile to go out")
    drag(app, card_pos(table, "5C"), table.lay.pile.center)
    key(app, pygame.K_RETURN)
    assert controller.hand_over and controller.state.went_out == 0


def test_see_the_table_lays_every_other_hand_in_its_seats_tray_instead_of_card_backs(app):
    from samba.ui.table import labels as LB
    from samba.ui.table.practice_view import place_tray, tray_areas

    controller = controller_for(app, dict(READY, asked="yes"))
    table = open_table(app, controller)
    _go_out_to_summary(app, table)
    assert not table.lay.trays, "during the hand the plates show card backs only"
    key(app, pygame.K_v)
    table.draw(app.screen)
    trays = tray_areas(table.lay, table.viewer)
    assert set(trays) == {1, 2, 3}, "every other seat has a tray for its face-up hand"
    for seat, tray in trays.items():
        plate = table.lay.seats[seat]
        assert plate.contains(tray) and LB.fan_slots(table.lay, plate) == 0, "no card backs beside the faces"
        placed = place_tray(tray, len(controller.state.hands[seat]))
        assert len(placed.rects) + placed.hidden == len(controller.state.hands[seat])
        assert all(tray.contains(rect) for rect in placed.rects)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SummaryScene)
    assert not table.lay.trays, "back at the score, the trays go with the face-up hands"


def test_see_the_table_at_the_smallest_window_with_six_players_keeps_banners_off_the_melds(data_dir):
    app = App(Settings(animation_speed="instant", muted=True), (1024, 640), persist_settings=False)
    try:
        services = app.services
        services.session.saver = type(services.autosaver)(background=False, problems=services.problems)
        six = {
            "turn": 0, "phase": "meld", "asked": "yes", "rules": {"player_count": 6},
            "hands": {"0": "QC QH 8D", "1": "4C 4D 6C", "2": "4H 6H 7H", "3": "4S 6S 9S", "4": "5S 5H 9H",
                      "5": "7S 7D 9C"},
            "pile": "5C", "melds": MELDS, "opened": [True, True, False],
        }
        controller = controller_for(app, six)
        table = open_table(app, controller)
        _go_out_to_summary(app, table)
        key(app, pygame.K_v)
        table.messages.say("The hand is over (went out).")  # a line arriving while the player looks
        table.draw(app.screen)
        assert table.painter.toast_rect is None, "no note of the hand that is over stays on the final table"
        cards = [s.rect for s in table.sprites.table_cards] + [s.rect for s in table.sprites.hand]
        banner = table.painter.narration_rect
        assert banner is None or banner.collidelist(cards) < 0, "no banner over the melds or the hand"
        assert set(tray_areas_of(table)) == {1, 2, 3, 4, 5}
    finally:
        app.close()


def tray_areas_of(table):
    from samba.ui.table.practice_view import tray_areas

    return tray_areas(table.lay, table.viewer)


AFTER_NO = {
    "turn": 0, "phase": "meld", "asked": "no",
    "hands": {"0": "2S AH", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H", "3": "4S 6S 9S 10S JS"},
    "pile": "5C", "melds": [*MELDS[:3], {"side": 0, "cards": "5D 5H 5S"}], "opened": [True, True],
}
"""North said no; you hold 2♠ A♥ and your side has fives the 2♠ could join (then only the A♥ is left)."""


def test_S15_4_after_the_partners_no_a_play_toward_going_out_is_refused_by_naming_the_no(app):
    controller = controller_for(app, AFTER_NO)
    table = open_table(app, controller)
    fives = next(m.id for m in controller.observation().my_melds() if m.rank == 5)
    drag(app, card_pos(table, "2S"), meld_pos(table, fives))
    toast = table.messages.toast
    assert table.messages.toast_bad
    assert toast == ("North said no: you may not go out this turn, so keep two cards after melding: one to "
                     "discard and one to hold. (S15.4)")
    assert table.messages.log[-1].text.endswith(toast), "the log says the same"
    assert len(controller.observation().meld(fives).cards) == 3, "nothing moved"
