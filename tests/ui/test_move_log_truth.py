"""The move log tells the truth, and the small things players hit at the table.

The log is the controller's story, so after Continue it is the same text as before (a seeded match
with many moves, an undo, a refusal and practice explanations); a refusal stays with its Why? until
the next action and its log line opens the rule; Hint then Enter does what the hint said; drawn cards
are marked; the keys 1–9 show on their melds; Esc leaves the deal number field; F11 on Settings
updates its row.
"""

from __future__ import annotations

import pygame
from ui_helpers import OPENED, TURN, card_pos, click, controller_for, drag, key, meld_pos, open_table, post, settle

from samba.ai import make_agent
from samba.engine import action_to_dict, scenario
from samba.game import saves
from samba.game import story as T
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup
from samba.ui.scenes.dialogs import ConfirmDialog
from samba.ui.scenes.help_pages import HelpScene
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.settings_screen import SettingsScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene

OPENING = {
    "turn": 0, "phase": "meld",
    "hands": {"0": "KH KD KS AH AD AS 5C 9D", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "4C 6D", "melds": [], "opened": [False, False],
}
"""Your side has not opened; kings and aces make 90, the opening needs 50 (a hint of two melds)."""


def _texts(table: TableScene) -> list[str]:
    return [line.text for line in table.messages.log]


def _play_human_turn(app, table) -> None:
    key(app, pygame.K_s)
    settle(app, table)
    key(app, pygame.K_d)
    settle(app, table)


def test_the_log_after_continue_is_the_same_text_as_before(app, data_dir):
    start = scenario.load(TURN)
    setup = MatchSetup(start.rules, 21, ("human", "easy", "easy", "easy"), Practice(explain_moves=True))
    controller = MatchController(setup, agent_factory=make_agent, runner=BotRunner(inline=True),
                                 saver=app.services.autosaver, start=start)
    table = open_table(app, controller)
    key(app, pygame.K_d)  # a refusal: draw first
    key(app, pygame.K_s)
    drag(app, card_pos(table, "8H"), meld_pos(table, 1))
    key(app, pygame.K_u)  # taken back
    drag(app, card_pos(table, "8H"), meld_pos(table, 1))
    key(app, pygame.K_d)
    settle(app, table)
    for _ in range(4):
        if not controller.human_to_act():
            break
        _play_human_turn(app, table)
    before = _texts(table)
    assert table.messages.log == controller.story, "the table shows the controller's story, line for line"
    assert "You take back 8H." in before and before.count("You add 8H to your eights.") == 2
    assert any(line.startswith("Not allowed: ") for line in before)
    assert sum(line.startswith(T.WHY_MARK) for line in before) >= 6
    assert any(line.startswith("You draw 2 cards from the stock: ") for line in before), "your draws name cards"
    assert len(controller.actions) >= 20
    app.services.autosaver.flush()
    app.reset(TitleScene(app))
    real = MatchController.from_save

    def from_save(saved, **kwargs):
        return real(saved, saver=kwargs.get("saver"), agent_factory=make_agent, runner=BotRunner(inline=True))

    MatchController.from_save = staticmethod(from_save)
    try:
        key(app, pygame.K_c)
    finally:
        MatchController.from_save = real
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert _texts(resumed) == before
    resumed.controller.close()
    saves.clear_match()


def test_why_stays_until_the_next_action_and_the_log_line_opens_the_same_rule(app):
    table = open_table(app, controller_for(app, TURN))
    key(app, pygame.K_d)
    assert table.why.visible and table.why.rule == "S4.3"
    for _ in range(12):
        app.step(1.0)  # twelve seconds pass
    assert table.why.visible and table.messages.toast_bad, "a refusal and its Why? wait for the next action"
    table.draw(app.screen)
    rect, line = next((r, line) for r, line in table.move_log.shown if line.kind == T.REFUSED)
    assert line.rule == "S4.3"
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    click(app, rect.center)
    assert isinstance(app.top, HelpScene) and app.top.section.id == "turn"
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    key(app, pygame.K_s)
    assert not table.why.visible and not table.messages.toast_bad, "the next action retires the refusal"


def _hint_then_enter(app, table) -> None:
    key(app, pygame.K_h, steps=3)
    hint = table.state.hint
    assert hint is not None
    key(app, pygame.K_RETURN)
    if isinstance(app.top, ConfirmDialog):
        key(app, pygame.K_RETURN)
    assert table.controller.actions[-1] == action_to_dict(hint.action)


def test_hint_then_enter_lays_the_hinted_opening_of_several_melds(app):
    controller = controller_for(app, OPENING)
    table = open_table(app, controller)
    _hint_then_enter(app, table)
    assert len(controller.state.melds) >= 2 and controller.state.opened[0]


def test_hint_then_enter_does_what_the_hint_says_after_the_draw(app):
    table = open_table(app, controller_for(app, OPENED))
    _hint_then_enter(app, table)


def test_the_hint_words_are_kept_clear_of_its_arrow(app):
    table = open_table(app, controller_for(app, OPENED))
    key(app, pygame.K_h, steps=3)
    table.draw(app.screen)
    assert table.hint_marks.visible
    box = table.painter.toast_rect
    assert box is not None and table.keep_clear()
    assert not any(box.colliderect(area) for area in table.keep_clear())


def test_drawn_cards_are_marked_until_the_next_action(app):
    table = open_table(app, controller_for(app, TURN))
    before = {u for u, _ in table.state.hand.slots}
    key(app, pygame.K_s)
    settle(app, table)
    new = {u for u, _ in table.state.hand.slots} - before
    assert len(new) == 2 and table.state.marked == new and table.look().marked == new
    click(app, card_pos(table, "KC"))  # picking a card is not yet an action
    assert table.state.marked == new
    drag(app, card_pos(table, "8H"), meld_pos(table, 1))
    assert not table.state.marked


def test_drawn_cards_stay_marked_after_a_refused_try(app):
    """Playtest p7: the marks went with a refused move, though the README says they stay until your next move."""
    table = open_table(app, controller_for(app, TURN))
    before = {u for u, _ in table.state.hand.slots}
    key(app, pygame.K_s)
    settle(app, table)
    new = {u for u, _ in table.state.hand.slots} - before
    click(app, card_pos(table, "KC"))
    key(app, pygame.K_RETURN)  # a lone king is no meld: refused
    assert table.messages.toast_bad, "the try was refused"
    assert table.state.marked == new, "the drawn cards are still marked"


def test_the_melds_keys_1_to_9_act_on_show_their_numbers(app):
    table = open_table(app, controller_for(app, OPENED))
    assert table.look().meld_numbers == {1: 1}
    click(app, card_pos(table, "8H"))
    key(app, pygame.K_1)
    assert len(table.controller.observation().meld(1).cards) == 4


def test_clicking_a_disabled_button_says_why(app):
    table = open_table(app, controller_for(app, OPENED))
    app.step()
    assert not table.bar.by_name["draw"].enabled
    click(app, table.bar.rect_of("draw").center)
    assert table.messages.toast.startswith("You have drawn already this turn")


def test_esc_in_the_deal_number_field_leaves_the_field_not_the_screen(app):
    app.reset(TitleScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    app.step()
    click(app, scene.seed_box.center)
    assert scene.seed_focus
    key(app, pygame.K_4, unicode="4")
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.seed_focus and scene.seed_text == "4"
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_f11_on_the_settings_screen_updates_its_fullscreen_row(app):
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    before = scene.fields["fullscreen"].value
    key(app, pygame.K_F11)
    assert app.services.settings.fullscreen != before
    assert scene.fields["fullscreen"].value == app.services.settings.fullscreen
    key(app, pygame.K_F11)
    assert scene.fields["fullscreen"].value == before
