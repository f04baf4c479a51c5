"""Banners keep clear of what they talk about: the bot narration is placed like the hint toast (never over
your cards or melds, never over the toast), and in the tutorial a refusal keeps clear of the arrow's label;
a refusal in the caption panel is cleared by the next accepted gesture."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import OPENED, TALL_MELDS, card_pos, controller_for, drag, feed, key, meld_pos, open_lesson, open_table

from samba.game import tutorial as T
from samba.game.settings import Settings
from samba.ui.app_window import App
from samba.ui.tutorial import marks, script


def _cards(table) -> list[pygame.Rect]:
    return [s.rect for s in table.sprites.table_cards] + [s.rect for s in table.sprites.hand]


def test_the_narration_banner_keeps_its_usual_place_when_nothing_is_under_it(app):
    table = open_table(app, controller_for(app, OPENED))
    table.messages.narration = "East discards 10D."
    table.draw(app.screen)
    box = table.painter.narration_rect
    assert box is not None and box.bottom == table.lay.hand.y - 6


def test_with_large_cards_the_narration_banner_covers_none_of_your_cards(data_dir):
    from samba.game.settings import Settings
    from samba.ui.app_window import App

    big = App(Settings(animation_speed="instant", muted=True, card_size="large"), persist_settings=False)
    big.services.session.saver = type(big.services.autosaver)(background=False, problems=big.services.problems)
    try:
        table = open_table(big, controller_for(big, TALL_MELDS))
        table.messages.narration = "West takes the pile with a pair of kings — 12 cards: KH KD 4S 9C 10D."
        table.draw(big.screen)
        box = table.painter.narration_rect
        assert box is not None
        assert not any(box.colliderect(rect) for rect in _cards(table))
        assert box.bottom <= table.lay.hand.bottom
    finally:
        big.close()


def test_the_narration_banner_never_covers_the_toast(app):
    table = open_table(app, controller_for(app, OPENED))
    table.note("Sorted by rank.")
    table.messages.narration = "East discards 10D."
    table.draw(app.screen)
    toast, banner = table.painter.toast_rect, table.painter.narration_rect
    assert toast is not None and banner is not None, "the banner finds a free place below the hand"
    assert not banner.colliderect(toast)


def _lesson_at_its_meld_step(app, lesson_id: str):
    lesson = next(lesson for lesson in T.LESSONS if lesson.id == lesson_id)
    table = open_lesson(app, lesson)
    feed(app, script.step_inputs(table, table.lesson_controller.run.step))
    feed(app, [None] * 5)
    return table


def test_a_refusal_in_a_lesson_keeps_clear_of_the_arrow_and_its_here_label(app):
    table = _lesson_at_its_meld_step(app, "wild_cards")  # the arrow comes up from below the queens
    _cards, place, label, direction = table.targets()
    assert label == "Here" and direction == "up" and place is not None
    key(app, pygame.K_s, unicode="s")  # draw again: refused, with a toast
    assert table.messages.toast and table.messages.toast_bad
    toast = table.painter.toast_rect
    footprint = marks.arrow_footprint(place, table.arrow_bounds(), label, app.services.text, direction)
    assert toast is not None and not toast.colliderect(footprint)
    assert table.why.visible, "the refusal names a rule, so Why? is offered"
    assert not table.why.place().colliderect(footprint)


def test_a_refusal_in_the_panel_is_cleared_when_a_correct_meld_is_gathered(app):
    table = _lesson_at_its_meld_step(app, "opening")
    feed(app, script.select(table, ["7C", "6C", "6D"]))
    key(app, pygame.K_RETURN, unicode="\r")  # a seven with two sixes: refused
    assert table.feedback and not table.feedback_good and table.messages.toast_bad
    for code in ("7C", "6C", "6D"):  # let the refused cards go, as a player clicks them again
        if any(s.code == code and s.key[1] in table.state.hand.selected for s in table.sprites.hand):
            feed(app, script.click(script.card_point(table.board(), code, selected=True)))
    assert table.feedback, "letting cards go is no accepted gesture: the refusal is still shown"
    feed(app, script.select(table, ["7C", "7D", "7S", "2C"]))
    key(app, pygame.K_RETURN, unicode="\r")  # a sound meld, gathered for the opening
    assert table.state.hand.staged, "the meld was gathered"
    assert table.feedback == "" and not table.messages.toast


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_why_button_lies_inside_its_refusal_and_on_no_card(data_dir, size):
    app = App(Settings(animation_speed="instant", muted=True), size, persist_settings=False)
    try:
        controller = controller_for(app, TALL_MELDS)
        table = open_table(app, controller)
        kings = next(m.id for m in controller.observation().my_melds() if m.rank == 13)
        drag(app, card_pos(table, "5H"), meld_pos(table, kings))
        table.draw(app.screen)
        assert table.why.visible and table.painter.toast_rect is not None
        button = table.why.place()
        assert table.painter.toast_rect.contains(button), "the Why? button is part of its toast"
        cards = [s.rect for s in table.sprites.hand] + [s.rect for s in table.sprites.table_cards]
        assert button.collidelist(cards) < 0, "the Why? button hides no card"
    finally:
        app.close()


@pytest.mark.parametrize("players", [4, 6])
def test_a_refusal_never_covers_the_cards_of_a_one_row_hand_on_a_crowded_table(data_dir, players):
    """Playtest: at 1024×640 with large cards, your melds filled the felt above a one-row hand and the refusal
    took the strip under the hand, a few pixels too short: it hid the cards' lower corners."""
    from ui_helpers import practice_table

    from samba.game.showcase import crowded_position

    position = crowded_position(players, 40)
    position["hands"] = dict(position["hands"], **{"0": " ".join(position["hands"]["0"].split()[:13])})
    position.pop("stock", None)
    app, table = practice_table((1024, 640), position, card_size="large")
    try:
        key(app, pygame.K_s, unicode="s")  # drawn already: refused, with its Why?
        table.draw(app.screen)
        toast = table.painter.toast_rect
        assert table.messages.toast_bad and toast is not None
        hand = [s.rect for s in table.sprites.hand]
        assert len({r.y for r in hand}) == 1, "the hand lies in one row"
        assert toast.collidelist(hand) < 0, "the refusal covers none of your hand's cards"
    finally:
        app.close()


def _marks_drawn(table, size: tuple[int, int]) -> pygame.Rect:
    """Every pixel the lesson's pointer (the ring round the place and the arrow with its label) paints over a whole
    pulse, soft or strong (Show me), found by drawing it alone on a clear surface."""
    _cards, place, label, direction = table.targets()
    assert place is not None, "the step points at a place"
    painted = pygame.Surface(size, pygame.SRCALPHA)
    for strong in (False, True):
        for tick in range(12):
            clock = tick * 0.1
            marks.ring(painted, place, clock, strong)
            marks.arrow(painted, place, clock, table.arrow_bounds(), label, table.services.text, direction)
    return painted.get_bounding_rect()


LESSON_2_REFUSALS = {
    "an opening of 15": (["6C", "6D", "6S"], [pygame.K_RETURN, pygame.K_RETURN]),  # gathered, then laid alone
    "taking the pile after the draw": ([], [pygame.K_t]),
}


@pytest.mark.parametrize("refusal", LESSON_2_REFUSALS)
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_refusal_in_lesson_2_never_covers_the_new_meld_pointer(data_dir, size, refusal):
    """Playtest: at 1024×640 the refusal of an opening of 15 lay across the ring round the New meld zone, its Why?
    button on the zone's edge where the arrow points."""
    app = App(Settings(animation_speed="instant", muted=True), size, persist_settings=False)
    try:
        table = open_lesson(app, T.LESSONS[1])
        feed(app, script.step_inputs(table, table.lesson_controller.run.step))  # step 1: draw
        feed(app, [None] * 5)
        assert table.lesson_controller.run.step.highlight_place == "new_meld"
        picks, keys = LESSON_2_REFUSALS[refusal]
        feed(app, script.select(table, picks))
        for code in keys:
            key(app, code, unicode="\r" if code == pygame.K_RETURN else "t")
        table.draw(app.screen)
        toast = table.painter.toast_rect
        assert table.messages.toast_bad and toast is not None, "refused, with a toast"
        pointer = _marks_drawn(table, size)
        assert not toast.colliderect(pointer), f"the refusal {toast} lies on the New meld pointer {pointer}"
        assert table.why.visible and not table.why.place().colliderect(pointer)
    finally:
        app.close()
