"""Practice options in the game layer: saved with the match, the open-hands channel, move explanations."""

from __future__ import annotations

import random
import re

import pytest

from samba.ai import Budget, RandomAgent, advise, decide_move, make_agent
from samba.ai.reasons import plain
from samba.engine import apply, legal_actions, observe, preset
from samba.engine import state as S
from samba.engine.actions import DrawStock
from samba.game.controller import MatchController
from samba.game.explain import explain_move, seat_label
from samba.game.practice import Practice
from samba.game.runner import BotRunner
from samba.game.saves import SaveProblem, document_of, read_document
from samba.game.setup import MatchSetup

SECOND_PERSON = re.compile(r"\b[Yy]ou(r)?\b")


def _controller(levels: tuple[str, ...], practice: Practice | None = None, seed: int = 5) -> MatchController:
    setup = MatchSetup(preset("samba"), seed, levels, practice or Practice())
    return MatchController(setup, runner=BotRunner(inline=True))


def test_practice_is_saved_with_the_match_and_old_saves_load_with_it_off() -> None:
    plain = _controller(("human", "easy", "easy", "easy"))
    document = document_of(plain.to_save())
    assert "practice" not in document["setup"], "an ordinary match saves exactly as before"
    assert MatchController.from_save(read_document(document)).setup.practice == Practice()
    practice = Practice(open_hands=True, explain_moves=True)
    saved = document_of(_controller(("human", "easy", "easy", "easy"), practice).to_save())
    assert MatchController.from_save(read_document(saved)).setup.practice == practice
    saved["setup"]["practice"] = {"open_hands": "yes"}
    with pytest.raises(SaveProblem, match="open_hands"):
        read_document(saved)


def test_open_hands_is_empty_unless_the_option_is_on() -> None:
    off = _controller(("human", "easy", "easy", "easy"))
    assert off.open_hands() == {}
    on = _controller(("human", "easy", "easy", "easy"), Practice(open_hands=True))
    hands = on.open_hands()
    assert sorted(hands) == [1, 2, 3]
    for seat, cards in hands.items():
        assert cards == observe(on.state, seat).hand


def test_watching_without_open_hands_hides_even_the_bottom_seats_draws() -> None:
    watch = _controller(("easy",) * 4)
    steps = [watch.poll_bot() for _ in range(12)]
    draws = [e for s in steps if s is not None for e in s.events if e.kind == "draw"]
    assert draws and all(not e.cards for e in draws)
    opened = _controller(("easy",) * 4, Practice(open_hands=True))
    steps = [opened.poll_bot() for _ in range(12)]
    assert any(e.cards for s in steps if s is not None for e in s.events if e.kind == "draw" and e.seat == 0)


def test_every_bot_move_is_explained_and_the_bots_play_the_same_moves() -> None:
    quiet = _controller(("easy",) * 4)
    explained = _controller(("easy",) * 4, Practice(explain_moves=True))
    names = {seat_label(s, 4, None) for s in range(4)}
    assert names == {"South", "West", "North", "East"}
    for _ in range(60):
        a, b = quiet.poll_bot(), explained.poll_bot()
        assert a is not None and b is not None
        assert a.action == b.action and not a.why
        who = seat_label(b.seat, 4, None)
        assert b.why.startswith(who + " ") and b.why.endswith((".", "!")), b.why
        assert not SECOND_PERSON.search(b.why), b.why
        if quiet.hand_over:
            break


def test_reasons_become_third_person_reports_for_every_kind_of_move() -> None:
    rng = random.Random(3)
    state = _controller(("easy",) * 4, seed=11).state
    seen: set[str] = set()
    for _ in range(300):
        if state.phase in (S.HAND_OVER, S.GAME_OVER):
            break
        obs = observe(state, state.to_act)
        for choice in advise(obs)[:3]:
            line = explain_move(choice, obs, "East")
            assert line.startswith("East ") and not SECOND_PERSON.search(line), line
            seen.add(line.split(" ")[1].rstrip(":,"))
        state, _ = apply(state, RandomAgent().choose(obs, rng, None))
    assert {"draws", "discards"} <= seen


def test_the_explanation_is_the_reason_the_bot_itself_gave() -> None:
    state = _controller(("hard",) * 4, seed=6).state
    for level in ("easy", "normal", "hard"):
        obs = observe(state, state.to_act)
        choice = decide_move(make_agent(level), obs, random.Random(1), Budget(0.2))
        line = explain_move(choice, obs, "North")
        assert line.startswith("North ") and not SECOND_PERSON.search(line), line


def test_a_move_without_a_reason_is_described_plainly() -> None:
    state = _controller(("easy",) * 4).state
    state, _ = apply(state, DrawStock())
    obs = observe(state, state.to_act)
    ranked = {c.action for c in advise(obs)}
    other = next(a for a in legal_actions(obs) if a not in ranked)
    line = explain_move(plain(other), obs, "West")
    assert line.startswith("West ") and not SECOND_PERSON.search(line)
