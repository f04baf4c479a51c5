"""What the heuristic does in plain positions, the advice it gives, and the level catalogue."""

import random

import pytest
from ai_positions import GOING_OUT_COMPLETES_CANASTAS, WILD_OR_FEED

from samba.ai import PLAYER_LEVELS, Budget, advise, level, make_agent
from samba.ai import reasons as R
from samba.ai.weights import EASY, HARD, NORMAL, Weights
from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    TakePile,
    apply,
    check,
    new_match,
    observe,
    preset,
    scenario,
)
from samba.engine import state as S


def big_pile_with_a_pair():
    return scenario.load({
        "turn": 0, "phase": "draw", "seed": 1,
        "hands": {"0": "9H 9D 4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
        "pile": "4S 5H 6C 7D 8H 10S JD QC KD AH 4D 5S 6H 9C",
        "melds": [{"side": 0, "cards": "AC AD AS"}],
    })


def test_make_agent_knows_every_level_and_refuses_others():
    for name in ("random", "easy", "normal", "hard"):
        assert make_agent(name).name == name
    with pytest.raises(ValueError):
        make_agent("grandmaster")


def test_players_are_offered_the_levels_weakest_first_and_each_has_a_thinking_time():
    assert PLAYER_LEVELS == ("easy", "normal", "hard")
    assert all(level(name).think_seconds > 0 for name in PLAYER_LEVELS)


def test_each_level_has_its_weights_in_one_dataclass():
    assert all(isinstance(w, Weights) for w in (EASY, NORMAL, HARD))
    assert EASY.forget > NORMAL.forget == 0
    assert EASY.sloppy_discard > NORMAL.sloppy_discard == 0


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_pair_takes_a_big_pile(level):
    obs = observe(big_pile_with_a_pair(), 0)
    action = make_agent(level).choose(obs, random.Random(1), Budget(0.5))
    assert isinstance(action, TakePile) and action.method == "pair"


@pytest.mark.parametrize("seed", range(20))
def test_easy_never_throws_a_joker_onto_a_small_open_pile(seed):
    state = scenario.load({"turn": 0, "phase": "meld", "seed": 2,
                           "hands": {"0": "JK 5C 9D KH 6S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
                           "pile": "4C 6D", "melds": [{"side": 0, "cards": "AC AD AS"}]})
    action = make_agent("easy").choose(observe(state, 0), random.Random(seed), Budget(0.5))
    assert action != Discard(state.hands[0][-1]) and not (isinstance(action, Discard) and action.card.is_wild)


def test_normal_does_not_feed_the_next_opponent_a_card_that_takes_the_pile():
    # Side 1 (next seat) has an open group of 8s and the pile is unfrozen: an 8 would give it away.
    state = scenario.load({"turn": 0, "phase": "meld", "seed": 5,
                           "hands": {"0": "8S 4C 9D QH QD", "1": "6C 6D 5H", "2": "7C 7D", "3": "10C 10D"},
                           "pile": "4S 5H 6C 10S JD QC KD 4D 5S 6H",
                           "melds": [{"side": 0, "cards": "AC AD AS"}, {"side": 1, "cards": "8C 8D 8H"}]})
    action = make_agent("normal").choose(observe(state, 0), random.Random(1), Budget(0.5))
    assert isinstance(action, Discard) and action.card.rank != 8


def test_the_first_advice_for_a_pair_and_a_big_pile_is_to_take_it_with_the_reason_as_data():
    advice = advise(observe(big_pile_with_a_pair(), 0))
    first = advice[0]
    assert isinstance(first.action, TakePile) and first.action.method == "pair"
    assert first.reason.code == R.TAKE_PAIR
    assert (first.reason["rank"], first.reason["won"], first.reason["opens"]) == (9, 13, False)
    assert any(isinstance(c.action, DrawStock) and c.reason.code == R.DRAW_PILE_SMALL for c in advice)


def test_every_piece_of_advice_is_legal_and_has_a_known_reason_code():
    codes = {v for k, v in vars(R).items() if k.isupper() and isinstance(v, str)}
    obs = observe(big_pile_with_a_pair(), 0)
    for choice in advise(obs):
        assert check(obs, choice.action) is None
        assert choice.reason.code in codes


def test_no_advice_when_it_is_not_your_turn():
    assert advise(observe(big_pile_with_a_pair(), 1)) == []


@pytest.mark.parametrize("seed", [3, 8])
def test_the_advice_is_the_normal_bots_own_move_all_through_a_hand(seed):
    state = new_match(preset("samba"), seed)
    bot = make_agent("normal")
    compared = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER):
        obs = observe(state, state.to_act)
        played = bot.choose(obs, random.Random(0), Budget(0.5))
        assert advise(obs)[0].action == played
        compared += 1
        state, _ = apply(state, played)
    assert compared > 20


def test_the_hint_never_advises_throwing_a_wild_card_onto_a_small_pile():
    """Issue #16 item 5: the hint is the bot's decision, so it no longer copies the old flaw
    ("Discard 2C: a wild card freezes the pile of 2 cards")."""
    advice = advise(observe(scenario.load(WILD_OR_FEED), 0))
    moves = [c.action for c in advice]
    first_discard = next(a for a in moves if isinstance(a, Discard))
    assert not first_discard.card.is_wild


def test_the_hint_for_a_partner_asked_where_going_out_wins_clearly_is_yes_with_its_reason():
    state, _ = apply(scenario.load(GOING_OUT_COMPLETES_CANASTAS), AskGoOut())
    first = advise(observe(state, 2))[0]
    assert first.action == AnswerGoOut(True)
    assert first.reason.code == R.ANSWER_YES_WORTH and first.reason["canastas"] == 2
