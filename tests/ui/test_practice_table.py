"""Practice options and watch mode at the table, driven by real events under the SDL dummy driver."""

from __future__ import annotations

from collections import Counter

import pygame
from ui_helpers import controller_for, key, open_table, post, quick_bots

from samba.ai import make_agent
from samba.game import saves
from samba.game.controller import MatchController
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.setup import HUMAN, MatchSetup
from samba.game.story import WHY, WHY_MARK
from samba.ui.scenes.menu import MenuOverlay
from samba.ui.scenes.new_game import NewGameScene
from samba.ui.scenes.summary import SummaryScene
from samba.ui.scenes.title import TitleScene
from samba.ui.table.scene import TableScene


def _click_right_arrow(app, picker) -> None:
    post(app, pygame.MOUSEBUTTONUP, pos=picker.arrows()[1].center, button=1)


def _drawn_codes(app, table: TableScene, monkeypatch) -> Counter:
    """Every card face painted in one frame (table sprites and practice trays alike). A face the table
    has not cached yet is looked up through the images too: that nested look-up is the same card."""
    drawn: Counter = Counter()
    face, images_face = table.cards.face, app.services.images.face
    inside = []

    def spy(code, width, *args, **kwargs):
        drawn[code] += 1
        inside.append(code)
        try:
            return face(code, width, *args, **kwargs)
        finally:
            inside.pop()

    def spy_images(code, width, *args, **kwargs):
        if not inside:
            drawn[code] += 1
        return images_face(code, width, *args, **kwargs)

    monkeypatch.setattr(table.cards, "face", spy)
    monkeypatch.setattr(app.services.images, "face", spy_images)
    table.practice.refresh()  # as after every move: the trays look their faces up again
    app.step()
    monkeypatch.undo()
    return drawn


def _visible(table: TableScene) -> Counter:
    obs = table.controller.observation()
    cards = list(obs.hand) + [c for m in obs.melds for c in m.cards] + list(obs.pile)
    cards += [c for reds in obs.red_threes for c in reds]
    return Counter(c.code for c in cards)


def _play_a_few_turns(app, table: TableScene) -> None:
    """The human draws and discards until the bots have moved (so every hand has changed)."""
    for _ in range(2):
        for _ in range(200):
            app.step()
            if table.animator.idle and table.controller.human_to_act():
                break
        key(app, pygame.K_s, steps=3)
        key(app, pygame.K_HOME)
        key(app, pygame.K_d, steps=3)


def test_new_game_practice_toggles_reach_the_match_setup(app, monkeypatch):
    quick_bots(app, make_agent)  # the real bots, answering at once (no thread)
    app.push(TitleScene(app))
    key(app, pygame.K_n)
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.choices.practice() == Practice(), "off by default"
    toggles = [p for p in scene.pickers if p.label.startswith("Practice")]
    assert len(toggles) == 2
    for picker in toggles:
        _click_right_arrow(app, picker)
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.setup.practice == Practice(open_hands=True, explain_moves=True)
    assert table.controller.human == 0 and table.controller.saver is app.services.autosaver
    app.services.autosaver.flush()
    assert MatchController.from_save(saves.read_match()).setup.practice.open_hands, "saved with the match"


def test_open_hands_off_no_hidden_card_is_drawn(app, monkeypatch):
    table = open_table(app, controller_for(app, seed=9))
    _play_a_few_turns(app, table)
    assert table.controller.open_hands() == {} and table.practice.hands == {}
    drawn = _drawn_codes(app, table, monkeypatch)
    assert drawn and not drawn - _visible(table), f"hidden cards drawn: {drawn - _visible(table)}"


def test_open_hands_on_draws_every_other_hand(app, monkeypatch):
    rules_setup = controller_for(app, seed=9).setup
    setup = MatchSetup(rules_setup.rules, 9, rules_setup.levels, Practice(open_hands=True))
    controller = MatchController(setup, agent_factory=make_agent, runner=BotRunner(inline=True),
                                 saver=app.services.autosaver)
    table = open_table(app, controller)
    _play_a_few_turns(app, table)
    drawn = _drawn_codes(app, table, monkeypatch)
    for seat, cards in controller.open_hands().items():
        assert table.practice.hands[seat] and not Counter(c.code for c in cards) - drawn, f"seat {seat} not shown"


def test_explain_moves_adds_one_line_per_bot_move(app):
    setup = MatchSetup(controller_for(app).setup.rules, 4, ("easy",) * 4, Practice(explain_moves=True))
    controller = MatchController(setup, agent_factory=make_agent, runner=BotRunner(inline=True), saver=None)
    table = open_table(app, controller)
    for _ in range(30):
        app.step()
    while not table.animator.idle:
        app.step()
    why = [line.text for line in table.messages.log if line.kind == WHY]
    assert len(controller.actions) >= 20 and len(why) == len(controller.actions)
    assert all(line.startswith(WHY_MARK) for line in why)
    assert all(line[len(WHY_MARK):].split(" ")[0] in ("South", "West", "North", "East") for line in why)


def test_watch_plays_a_hand_to_the_summary_and_never_touches_the_save(app, monkeypatch, data_dir):
    mine = MatchController(MatchSetup(controller_for(app).setup.rules, 77, (HUMAN, "easy", "easy", "easy")))
    path = saves.save_match(mine.to_save())
    before = path.read_bytes()
    quick_bots(app, make_agent)  # the real bots, answering at once (no thread)
    app.push(TitleScene(app))
    key(app, pygame.K_w)
    assert isinstance(app.top, NewGameScene) and app.top.heading == "Watch a game"
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene) and table.controller.human is None and table.controller.saver is None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuOverlay), "Esc opens the menu while watching"
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    for _ in range(1500):
        app.step()
        if isinstance(app.top, SummaryScene):
            break
    assert isinstance(app.top, SummaryScene), "the computers finish the hand with no human input"
    key(app, pygame.K_RETURN, steps=3)
    assert app.top is table and table.controller.state.hand_number == 2
    app.services.autosaver.flush()
    assert path.read_bytes() == before, "a watched game never writes over the player's saved match"
