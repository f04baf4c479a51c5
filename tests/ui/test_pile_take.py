"""Taking the pile is the player's plan: staged on the table with its total, taken only when confirmed.

Real events on the real table: the pair is dragged onto the top card, extra opening melds onto New
meld, a staged card clicked back, Esc to cancel, T or Enter to take — and no take ever lays down a
card the player did not stage.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import card_pos, click, controller_for, drag, key, open_table

from samba.engine import TakePile, new_match, observe, pile_takes, preset
from samba.engine import state as S
from samba.engine.actions import PAIR
from samba.game.controller import MatchController
from samba.game.runner import BotRunner
from samba.game.setup import MatchSetup
from samba.ui.scenes.dialogs import ChoiceDialog, ConfirmDialog

UNOPENED = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "9S 9D KC KD KS 5H 5D 5S 4C 7H JD", "1": "4C 4D 6C 6D 7C 9C JD QH QS 8H 8D",
              "2": "4H 6H 7H 9H 10H JH QH 8S 8C KH AH", "3": "4S 6S 9S 10S JS QS KS 7D 7S 5C AC"},
    "pile": "4H 10C 9H", "melds": [], "opened": [False, False],
}
"""Your side has not opened (50 to open); the 9♥ is on top and you hold 9♠ 9♦ and three kings."""
TWO_NINES_GROUPS = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "4S 6H KD 7C", "1": "4C 4D 6C 6D 7C 9C JD", "2": "4H 6H 7H 9H 10H JH QH",
              "3": "4S 6S 9S 10S JS QS KS"},
    "pile": "5S 8C JD 9H", "melds": [{"side": 0, "cards": "9C 9D 9S"}, {"side": 0, "cards": "9C 9H 9D 9S"}],
    "opened": [True, False],
}
"""Your side has opened with two groups of nines: the 9♥ on top can go on either (two lay-off takes)."""
ONE_SIX = dict(UNOPENED, pile="4H 10C 6H", hands=dict(UNOPENED["hands"], **{"0": "6S KC KD KS 5H 5D 4C 7H JD"}))


def _take_column(table) -> tuple[int, int]:
    assert table.sprites.take is not None, "the take being gathered shows beside the melds"
    return table.sprites.take.center


def _pick(app, table, *codes: str) -> None:
    for code in codes:
        click(app, card_pos(table, code))


def test_S7_3_the_pair_is_staged_on_the_top_card_with_the_live_total_and_nothing_is_taken(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    click(app, table.lay.pile.center)
    assert table.state.hand.staging.take is not None and controller.state.phase == S.DRAW
    _pick(app, table, "9S", "9D")
    drag(app, card_pos(table, "9D"), _take_column(table))
    assert [c.code for c in table.state.hand.take_cards()] == ["9S", "9D"]
    assert table.summary.label == "30 / 50", "top 9♥ (10) + 9♠ 9♦ (20)"
    assert "top 9♥ + 9♠ 9♦ = 30 / 50" in table.look().status
    _pick(app, table, "KC", "KD", "KS")
    drag(app, card_pos(table, "KS"), table.lay.new_meld.center)
    assert table.summary.label == "60 / 50" and table.summary.ready
    assert "top 9♥ + 9♠ 9♦ + melds 30 = 60 / 50" in table.look().status
    assert controller.state.phase == S.DRAW and len(controller.state.pile) == 3 and not controller.state.melds, \
        "staging is a plan on the table: the engine has seen nothing"


def test_S7_3_a_confirmed_take_lays_down_exactly_the_staged_cards(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    _pick(app, table, "9S", "9D")
    click(app, table.lay.pile.center)  # the picked pair goes onto the top card
    _pick(app, table, "KC", "KD", "KS")
    drag(app, card_pos(table, "KS"), table.lay.new_meld.center)
    key(app, pygame.K_t)
    melds = sorted(sorted(c.code for c in m.cards) for m in controller.state.melds)
    assert melds == [["9D", "9H", "9S"], ["KC", "KD", "KS"]]
    assert controller.state.phase == S.MELD and not table.state.hand.staging


def test_S7_3_t_with_the_pair_picked_after_the_take_began_puts_it_on_the_top_card_then_t_takes_it(app):
    """Playtest p8: T, then the pair picked, then T again answered "…or pick them and press T" and took
    nothing. The picked pair now goes onto the top card; T once more takes the pile with it."""
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    key(app, pygame.K_t)  # begin a take: nothing on the top card yet
    assert table.state.hand.staging.take is not None and not table.state.hand.take_cards()
    _pick(app, table, "9S", "9D")
    key(app, pygame.K_t)
    assert [c.code for c in table.state.hand.take_cards()] == ["9S", "9D"], "the picked pair went onto the 9♥"
    assert controller.state.phase == S.DRAW, "staged, not yet taken"
    _pick(app, table, "KC", "KD", "KS")
    drag(app, card_pos(table, "KS"), table.lay.new_meld.center)
    key(app, pygame.K_t)
    assert controller.state.phase == S.MELD and not controller.state.pile, "T took the pile with the pair"


def test_S7_3_clicking_a_staged_card_takes_back_only_that_card(app):
    table = open_table(app, controller_for(app, UNOPENED))
    _pick(app, table, "9S", "9D")
    click(app, table.lay.pile.center)
    staged = dict(table.sprites.staged_cards)
    nine = next(u for u in staged if table.state.hand.card(u).code == "9S")
    click(app, staged[nine].move(0, 4).topleft)
    assert [c.code for c in table.state.hand.take_cards()] == ["9D"]
    assert "9S" in [c.code for _u, c in table.state.hand.shown()]


def test_S7_3_esc_cancels_the_take_and_every_staged_card_goes_back(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    _pick(app, table, "9S", "9D")
    click(app, table.lay.pile.center)
    assert table.bar.by_name["menu"].label == "Cancel"
    key(app, pygame.K_ESCAPE)
    assert not table.state.hand.staging and len(table.state.hand.shown()) == 11
    assert controller.state.phase == S.DRAW and app.top is table, "Esc cancelled the take, it opened no menu"


def test_S12_4_a_refusal_counts_exactly_what_the_label_shows(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    _pick(app, table, "9S", "9D")
    click(app, table.lay.pile.center)
    assert table.summary.label == "30 / 50"
    key(app, pygame.K_RETURN)
    assert "these melds make 30" in table.messages.toast and "(S12.1)" in table.messages.toast
    assert controller.state.phase == S.DRAW


def test_S7_3_several_lay_off_takes_are_a_choice_showing_what_each_does(app):
    controller = controller_for(app, TWO_NINES_GROUPS)
    open_table(app, controller)
    key(app, pygame.K_t)  # start a take: nothing staged
    key(app, pygame.K_t)  # confirm: the top card alone onto one of the nines
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    labels = [b.label for b in dialog.buttons]
    assert any("(3 → 4 cards)" in label for label in labels) and any("(4 → 5 cards)" in label for label in labels)
    assert controller.state.phase == S.DRAW


def test_a_lay_off_takes_choice_counts_the_whole_pile_as_the_move_log_then_does(app):
    controller = controller_for(app, TWO_NINES_GROUPS)
    open_table(app, controller)
    key(app, pygame.K_t)
    key(app, pygame.K_t)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    assert all(b.label.endswith("take the whole pile, 4 cards") for b in dialog.buttons[:2]), \
        [b.label for b in dialog.buttons]
    key(app, pygame.K_1, steps=3)  # the first way
    assert controller.state.phase == S.MELD
    assert "You take the pile by laying the top card off — 4 cards." in [line.text for line in controller.story]


def test_S7_3_dragging_the_pile_onto_a_meld_stages_the_lay_off_and_t_takes_it(app):
    controller = controller_for(app, TWO_NINES_GROUPS)
    table = open_table(app, controller)
    target = next(b for b in table.sprites.melds if b.meld_id == 2)
    drag(app, table.lay.pile.center, target.rect.center)
    assert table.state.hand.staging.take.target == 2 and controller.state.phase == S.DRAW
    key(app, pygame.K_t)
    assert len(controller.observation().meld(2).cards) == 5 and controller.state.phase == S.MELD


def test_S7_3_the_take_button_is_disabled_and_says_why_in_specifics(app):
    table = open_table(app, controller_for(app, ONE_SIX))
    app.step()
    reason = "You hold one six — taking the pile needs a natural pair of sixes. (S7.3)"
    assert not table.bar.by_name["take"].enabled
    assert reason in table.look().status
    click(app, table.bar.rect_of("take").center)
    assert table.messages.toast == reason, "a click on a disabled button says why it is disabled"
    key(app, pygame.K_t)
    assert table.messages.toast == reason and table.messages.toast_bad


def test_S7_3_suggest_fills_the_take_in_and_it_stays_editable(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    key(app, pygame.K_g)
    take = table.state.hand.staging.take
    offer = pile_takes(controller.observation())[0]
    assert take is not None and sorted(c.code for c in table.state.hand.take_cards()) == sorted(
        c.code for c in offer.cards)
    assert controller.state.phase == S.DRAW, "a suggestion is staged, not taken"
    staged = dict(table.sprites.staged_cards)
    click(app, staged[take.cards[-1]].move(0, 4).topleft)
    assert len(table.state.hand.staging.take.cards) == len(take.cards) - 1


def _recording(controller: MatchController, taken: list) -> None:
    real = controller.act

    def act(action):
        taken.append(action)
        return real(action)

    controller.act = act  # type: ignore[method-assign]


def test_S7_3_no_pile_take_ever_melds_a_card_the_player_did_not_stage(app):
    """Over many deals, every way of asking for the pile without staging cards: click, T, T again, Enter,
    a drag of the pile into the hand. Whatever the engine would offer, no hand card goes down."""
    tried = 0
    for seed in range(40):
        state = new_match(preset("samba"), seed)
        obs = observe(state, state.to_act)
        if not any(t.method == PAIR for t in pile_takes(obs)):
            continue
        setup = MatchSetup(state.rules, seed, tuple("human" if s == state.to_act else "normal" for s in range(4)))
        controller = MatchController(setup, runner=BotRunner(inline=True), saver=None, start=state)
        table = open_table(app, controller)
        taken: list = []
        _recording(controller, taken)
        click(app, table.lay.pile.center)
        key(app, pygame.K_t)
        key(app, pygame.K_RETURN)
        if isinstance(app.top, ConfirmDialog | ChoiceDialog):
            key(app, pygame.K_RETURN)
        drag(app, table.lay.pile.center, table.lay.hand.center)
        key(app, pygame.K_t)
        for action in taken:
            assert isinstance(action, TakePile) and action.method != PAIR, (seed, action)
            assert not action.cards and not action.melds
        app.pop()
        tried += 1
    assert tried >= 3


def test_S7_3_a_hint_for_the_pile_stages_the_take_and_enter_takes_exactly_it(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    key(app, pygame.K_h, steps=3)
    hint = table.state.hint
    assert hint is not None and isinstance(hint.action, TakePile), "the hint is to take the pile"
    assert table.state.hand.staging.take is not None, "the hinted take is staged, in plain sight"
    key(app, pygame.K_RETURN)
    assert controller.actions[-1]["type"] == "take_pile"
    laid = sorted(c.code for m in controller.state.melds for c in m.cards)
    hinted = sorted([c.code for c in hint.action.cards] + [c.code for m in hint.action.melds for c in m] + ["9H"])
    assert laid == hinted


def test_the_hand_keeps_its_place_while_cards_are_staged_from_it(app):
    table = open_table(app, controller_for(app, UNOPENED))
    before = {s.code: s.rect.x for s in table.sprites.hand}
    click(app, table.lay.pile.center)
    drag(app, card_pos(table, "9S"), _take_column(table))
    after = {s.code: s.rect.x for s in table.sprites.hand}
    assert "9S" not in after and len(after) == len(before) - 1
    assert all(after[code] == before[code] for code in after), \
        "every card keeps its place when one leaves: nothing moves under the pointer mid-turn"



def test_S7_3_cards_of_the_top_rank_dropped_on_new_meld_become_its_pair(app):
    """A newcomer drops the nines beside the top card rather than on it: while it waits for its pair, they are."""
    table = open_table(app, controller_for(app, UNOPENED))
    click(app, table.lay.pile.center)
    _pick(app, table, "9S", "9D")
    drag(app, card_pos(table, "9D"), table.lay.new_meld.center)
    assert sorted(c.code for c in table.state.hand.take_cards()) == ["9D", "9S"]
    assert not table.state.hand.staging.melds


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_new_meld_zone_says_a_pair_is_needed_inside_its_dashed_edge(app, size):
    """Playtest: 'needs a pair' ran out of the New meld zone; it is broken between its words instead."""
    app.resize(size)
    controller = controller_for(app, TWO_NINES_GROUPS)
    table = open_table(app, controller)
    click(app, table.lay.pile.center)
    assert table.summary is not None and table.summary.label == "needs a pair"
    app.draw()
    labels = table.painter.last_labels.new_meld
    zone = table.lay.new_meld
    text = app.services.text
    assert " ".join(label.fitted.text for label in labels).endswith("needs a pair"), "every word is shown"
    for label in labels:
        assert zone.contains(label.box), f"{label.fitted.text!r} leaves the zone"
        assert text.width(label.fitted.text, label.fitted.size, bold=True) <= zone.w - 8, label.fitted.text


@pytest.mark.parametrize("how", ("key S", "click on the stock"))
def test_draw_while_a_pile_take_is_staged_keeps_the_staged_cards_and_says_how_to_go_on(app, how):
    """A newcomer staged a pair on the pile, then pressed Draw: the pair went back to the hand without a word.
    Draw now does nothing and says what to do: take the pile, or put the cards back first."""
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    click(app, table.lay.pile.center)
    _pick(app, table, "9S", "9D")
    drag(app, card_pos(table, "9D"), _take_column(table))
    staged = [c.code for c in table.state.hand.take_cards()]
    assert staged == ["9S", "9D"]
    if how == "key S":
        key(app, pygame.K_s)
    else:
        click(app, table.lay.stock.center)
    app.step()
    assert controller.state.phase == S.DRAW, "nothing was drawn"
    assert [c.code for c in table.state.hand.take_cards()] == staged, "the staged pair stays on the pile"
    toast = table.look().toast
    assert "You are taking the pile" in toast and "Esc" in toast and ("T)" in toast or "Enter" in toast)
    key(app, pygame.K_ESCAPE)
    assert table.state.hand.staging.take is None
    key(app, pygame.K_s)
    assert controller.state.phase == S.MELD, "with the cards put back, Draw draws"


def test_draw_with_a_take_that_is_not_ready_names_what_it_lacks_before_enter(app):
    """Playtest: with 30 / 50 staged, Draw said "press Enter (or T) to take it" — Enter then only refused. The
    toast now says what the take still lacks (more melds to reach 50); once it is ready it says to take it."""
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    click(app, table.lay.pile.center)
    _pick(app, table, "9S", "9D")
    drag(app, card_pos(table, "9D"), _take_column(table))
    key(app, pygame.K_s)
    app.step()
    toast = table.look().toast
    assert "not ready" in toast and "reach 50" in toast, toast
    assert "to take it" not in toast, toast


def test_draw_with_a_ready_take_says_to_take_it_or_put_the_cards_back(app):
    controller = controller_for(app, UNOPENED)
    table = open_table(app, controller)
    click(app, table.lay.pile.center)
    _pick(app, table, "9S", "9D")
    drag(app, card_pos(table, "9D"), _take_column(table))
    _pick(app, table, "KC", "KD", "KS")
    drag(app, card_pos(table, "KS"), table.lay.new_meld.center)
    assert table.summary is not None and table.summary.ready, table.look().status
    key(app, pygame.K_s)
    app.step()
    toast = table.look().toast
    assert "press Enter (or T) to take it" in toast and "not ready" not in toast, toast
    assert controller.state.phase == S.DRAW, "nothing was drawn"
