"""Hint (H) rings the suggested cards (marked, not picked) and points at the place, the suggestions are
legal, and the move log scrolls back through the hand with the mouse wheel."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import OPENED, TALL_MELDS, TURN, controller_for, key, open_table, post, settle

from samba.engine import Discard, DrawStock, TakePile, check, scenario
from samba.engine.observation import observe
from samba.game import hints
from samba.game.story import REFUSED, Line
from samba.game.tutorial import LESSONS, LessonRun
from samba.ui.table.hint_marks import place_of


def hint_place(table) -> pygame.Rect | None:
    """Where the hint's marks point on the table as it is now."""
    return table.hint_marks.rect(table.board(), table.shown, table.bar.rect_of("ask"))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_hints_are_legal_actions(lesson):
    state = LessonRun(lesson).state
    found = hints.suggest_for(observe(state, 0))
    assert found is not None
    action, reason = found
    assert check(observe(state, 0), action) is None and reason


def test_hints_are_legal_in_a_meld_phase_position():
    obs = observe(scenario.load(OPENED), 0)
    action, _reason = hints.suggest_for(obs)
    assert check(obs, action) is None


def test_the_place_of_each_kind_of_hint():
    assert place_of(DrawStock()) == ("stock", "Draw")
    assert place_of(TakePile("pair", (), -1))[0] == "pile"
    assert place_of(TakePile("layoff", (), 3))[0] == "meld:3"
    obs = observe(scenario.load(OPENED), 0)
    assert place_of(Discard(obs.hand[0]))[0] == "pile"


def test_h_marks_the_suggested_cards_says_why_and_marks_the_place(app):
    controller = controller_for(app, OPENED)
    table = open_table(app, controller)
    key(app, pygame.K_h, unicode="h", steps=3)
    assert table.messages.toast.startswith("Hint: ") and not table.messages.toast_bad
    assert table.hint_marks.visible and hint_place(table) is not None
    table.messages.clear_toast()
    assert not table.hint_marks.visible


def test_the_move_log_scrolls_back_with_the_wheel_over_it(app):
    controller = controller_for(app, None)
    table = open_table(app, controller, fresh=True)
    settle(app, table)
    table.messages.log.extend(Line(f"Line {n} of an earlier hand.") for n in range(80))
    log = table.move_log
    latest = log.visible_lines()
    post(app, pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    assert log.scroll == 0, "the wheel elsewhere does not scroll the log"
    post(app, pygame.MOUSEMOTION, pos=table.lay.log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    assert log.scroll == 6 and log.visible_lines() != latest
    post(app, pygame.MOUSEWHEEL, x=0, y=-5, flipped=False, precise_x=0.0, precise_y=-5.0)
    assert log.scroll == 0 and log.visible_lines() == latest


PILE_TAKE = {
    "turn": 0, "hands": {"0": "9C 9D 4S 6H KD", "1": "5C 5D 8S 9S JD QC KC 4H 6D 7S AS 10D JC",
                         "2": "4C 6C 8D 9D 10S JS QS KS AD", "3": "5S 6S 7D 8C 9C 10C JH QD KD 4D 6H 7C"},
    "pile": "5S 8C JD 7H 9H", "melds": [{"side": 0, "cards": "AH AD AS"}], "opened": [True, False],
}


def test_the_hint_at_the_pile_rings_its_label_instead_of_covering_it(app):
    """The arrow comes from below the pile: it must start under the "Pile N" label, not on it."""
    table = open_table(app, controller_for(app, PILE_TAKE))
    key(app, pygame.K_h, unicode="h", steps=3)
    assert table.hint_marks.visible and table.hint_marks.place == "pile"
    pile = table.lay.pile
    label = pygame.Rect(pile.x, pile.bottom, pile.w, 20)
    assert hint_place(table).contains(label)


def test_with_large_cards_the_hint_banner_covers_none_of_your_cards(data_dir):
    from samba.game.settings import Settings
    from samba.ui.app_window import App

    big = App(Settings(animation_speed="instant", muted=True, card_size="large"), persist_settings=False)
    big.services.session.saver = type(big.services.autosaver)(background=False, problems=big.services.problems)
    try:
        table = open_table(big, controller_for(big, TALL_MELDS))
        key(big, pygame.K_h, unicode="h", steps=3)
        assert table.messages.toast.startswith("Hint: ")
        box = table.painter.toast_rect
        assert box is not None
        cards = [s.rect for s in table.sprites.table_cards] + [s.rect for s in table.sprites.hand]
        assert not any(box.colliderect(rect) for rect in cards)
        assert box.bottom <= table.lay.hand.bottom
    finally:
        big.close()


def test_the_hint_banner_keeps_its_usual_place_when_nothing_is_under_it(app):
    table = open_table(app, controller_for(app, TURN))
    key(app, pygame.K_h, unicode="h", steps=3)
    assert table.hint_marks.place == "stock", "the hint is to draw: its marks are far from the banner's place"
    assert table.painter.toast_rect.bottom == table.lay.hand.y - 6


def test_the_hint_banner_moves_off_the_place_its_own_marks_ring(app):
    """The New meld zone reaches down to the banner's usual place: the banner goes where it hides no mark."""
    table = open_table(app, controller_for(app, OPENED))
    key(app, pygame.K_h, unicode="h", steps=3)
    assert table.hint_marks.place == "new_meld"
    box = table.painter.toast_rect
    assert box is not None and not any(box.colliderect(area) for area in table.keep_clear())
    cards = [s.rect for s in table.sprites.table_cards] + [s.rect for s in table.sprites.hand]
    assert not any(box.colliderect(rect) for rect in cards)


def test_page_up_and_page_down_scroll_the_move_log_from_the_keyboard(app):
    table = open_table(app, controller_for(app, None), fresh=True)
    settle(app, table)
    table.messages.log.extend(Line(f"Line {n} of an earlier hand.") for n in range(80))
    log = table.move_log
    latest = log.visible_lines()
    page = log.room() - 1
    key(app, pygame.K_PAGEUP)
    assert log.scroll == page and log.visible_lines() != latest
    key(app, pygame.K_PAGEUP)
    assert log.scroll == 2 * page
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert log.scroll == 0 and log.visible_lines() == latest
    for _ in range(50):
        key(app, pygame.K_PAGEUP)
    assert log.visible_lines()[0] == log.lines()[0], "PageUp stops at the first line"


def test_scrolled_back_the_move_log_never_starts_mid_entry(app):
    """Playtest: the top line read 'can go on a group of 6s. (S8.1)', the end of a refusal whose start was
    scrolled away; an entry cut at the top is left out whole."""
    table = open_table(app, controller_for(app, None), fresh=True)
    settle(app, table)
    long = "Not allowed: only 6s or wild cards can go on a group of 6s, and this entry is long enough to wrap. (S8.1)"
    table.messages.log.extend(Line(f"{long} #{n}", kind=REFUSED, rule="S8.1") for n in range(40))
    log = table.move_log
    assert len(log.text.wrap(table.messages.log[-1].text, log.metrics.size, log.area.w - 40)) >= 2
    starts = set()
    for _ in range(30):
        log.scroll_by(1)
        app.draw()
        shown = log.visible_lines()
        everything = log.lines()
        top = next(i for i, (part, line) in enumerate(everything) if line is shown[0][1] and part == shown[0][0])
        assert top == 0 or everything[top - 1][1] is not shown[0][1], f"starts mid-entry at scroll {log.scroll}"
        assert shown[0][0].startswith("Not allowed"), shown[0][0]
        starts.add(top)
    assert len(starts) > 3, "the log did scroll"


FIVES_ON_TOP = {
    "turn": 0, "hands": {"0": "5C 5D 9S KD 4S", "1": "6C 6D 8S 9S JD QC KC 4H 6D 7S AS 10D JC",
                         "2": "4C 6C 8D 9D 10S JS QS KS AD", "3": "5S 6S 7D 8C 9C 10C JH QD KD 4D 6H 7C"},
    "pile": "8C JD 7H 5H", "melds": [{"side": 0, "cards": "AH AD AS"}], "opened": [True, False],
}
"""The newcomer's table: a pile of four cards with a five on top, and your pair of fives."""


def test_the_hint_and_the_move_log_tell_the_same_number_of_cards_for_a_pile_take(app):
    import re

    controller = controller_for(app, FIVES_ON_TOP)
    table = open_table(app, controller)
    key(app, pygame.K_h, unicode="h", steps=3)
    hint = table.messages.toast
    assert "your pair of fives wins the whole pile, 4 cards" in hint, hint
    key(app, pygame.K_RETURN, steps=3)  # Enter does what the hint says
    assert controller.state.phase == "meld" and not controller.state.pile
    logged = [line.text for line in table.messages.log if "take the pile" in line.text]
    assert logged == ["You take the pile with a pair of fives — 4 cards."]
    assert re.findall(r"(\d+) cards", hint) == re.findall(r"(\d+) cards", logged[0])
