"""Every bot returns a legal action in thousands of positions of every preset and 2–6 players."""

import random

import pytest

from samba.ai import Budget, make_agent
from samba.engine import PRESETS, apply, check, legal_actions, new_match, observe, preset
from samba.engine import state as S


def positions(rules_name: str, players: int, seed: int, every: int):
    """Positions along a hand played by a mix of random and normal bots (so melds, piles and the
    end of the stock all occur), one in ``every``."""
    rules = preset(rules_name, player_count=players)
    state = new_match(rules, seed)
    rng = random.Random(seed)
    normal = make_agent("normal")
    step = 0
    while state.phase not in (S.HAND_OVER, S.GAME_OVER) and step < 3000:
        obs = observe(state, state.to_act)
        if step % every == 0:
            yield obs
        explore = rng.random() < 0.5
        action = rng.choice(legal_actions(obs)) if explore else normal.choose(obs, rng, Budget(0.5))
        state, _ = apply(state, action)
        step += 1


CONFIGS = [(name, players) for name in sorted(PRESETS) for players in (2, 3, 4, 5, 6)]


@pytest.mark.parametrize(("rules_name", "players"), CONFIGS)
def test_easy_and_normal_choose_legal_actions(rules_name, players):
    bots = [make_agent("easy"), make_agent("normal")]
    seen = 0
    for seed in (1, 2):
        for obs in positions(rules_name, players, seed, every=2):
            for bot in bots:
                action = bot.choose(obs, random.Random(seen), Budget(0.5))
                assert check(obs, action) is None, (rules_name, players, obs.phase, action)
            seen += 1
    assert seen >= 40
    assert all(bot.fallbacks == 0 for bot in bots)


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_hard_chooses_legal_actions_within_a_small_budget(rules_name):
    bot = make_agent("hard")
    for players in (2, 4, 6):
        for obs in positions(rules_name, players, 5, every=25):
            action = bot.choose(obs, random.Random(3), Budget(0.06))
            assert check(obs, action) is None, (rules_name, players, obs.phase, action)


def test_random_bot_chooses_legal_actions():
    bot = make_agent("random")
    for obs in positions("samba", 4, 9, every=3):
        assert check(obs, bot.choose(obs, random.Random(1), Budget(0.5))) is None
