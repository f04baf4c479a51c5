"""Plans gathered on the table (a pile take, a going out): what they stand for, and why a take is impossible."""

from __future__ import annotations

import re

from samba.engine import check, new_match, observe, pile_takes, preset, scenario
from samba.engine.actions import PAIR, TakePile
from samba.engine.cards import parse_cards
from samba.game import staging as G

UNOPENED = {
    "turn": 0, "phase": "draw",
    "hands": {"0": "9S 9D KC KD KS 5H 5D 5S 4C 7H JD", "1": "4C 4D 6C 6D 7C 9C JD QH QS 8H 8D",
              "2": "4H 6H 7H 9H 10H JH QH 8S 8C KH AH", "3": "4S 6S 9S 10S JS QS KS 7D 7S 5C AC"},
    "pile": "4H 10C 9H", "melds": [], "opened": [False, False],
}


def _obs(position: dict, **changes):
    return observe(scenario.load(dict(position, **changes)), 0)


def test_S12_4_the_staged_total_is_what_the_engine_counts_in_its_refusal():
    """Over many deals: the label's "N / 50" is the engine's own "these melds make N" for the same take."""
    compared = 0
    for seed in range(120):
        obs = observe(new_match(preset("samba"), seed), 0)
        top = obs.top
        if top is None or not top.is_natural or obs.opened[obs.side]:
            continue
        pair = [c for c in obs.hand if c.is_natural and c.rank == top.rank][:2]
        if len(pair) < 2:
            continue
        rest = list(obs.hand)
        for card in pair:
            rest.remove(card)
        extra = next(([c for c in rest if c.rank == r][:3] for r in range(4, 15)
                      if sum(1 for c in rest if c.is_natural and c.rank == r) >= 3), [])
        melds = [extra] if extra else []
        problem = check(obs, G.take_action(pair, melds))
        if problem is None or problem.code != "OPENING_TOO_LOW":
            continue
        made = int(re.search(r"these melds make (\d+)", problem.message).group(1))
        assert made == G.take_points(obs, pair, melds), seed
        compared += 1
    assert compared >= 3


def test_S7_3_the_verdict_is_the_engines_own_list_of_takes():
    obs = _obs(UNOPENED)
    verdict = G.pile_verdict(obs)
    assert verdict.possible and verdict.takes == tuple(pile_takes(obs)) and verdict.problem is None


def test_S7_3_one_card_of_the_top_rank_is_named_as_the_reason():
    obs = _obs(UNOPENED, pile="4H 10C 6H", hands=dict(UNOPENED["hands"], **{"0": "6S KC KD KS 5H 5D 4C 7H JD"}))
    problem = G.pile_verdict(obs).problem
    assert problem is not None and problem.rule == "S7.3"
    assert str(problem) == "You hold one six — taking the pile needs a natural pair of sixes. (S7.3)"


def test_S7_3_no_card_of_the_top_rank_and_no_meld_for_it():
    position = dict(UNOPENED, pile="4H 10C 6H", opened=[True, False], melds=[{"side": 0, "cards": "KH KD KS"}],
                    hands=dict(UNOPENED["hands"], **{"0": "9S 5H 5D 4C 7H JD"}))
    problem = G.pile_verdict(_obs(position)).problem
    assert problem is not None
    assert problem.message == "You hold no sixes, and none of your melds takes the 6H."


def test_S12_4_a_pair_whose_opening_falls_short_says_what_it_makes_and_what_is_needed():
    position = dict(UNOPENED, pile="4H 10C 4D", hands=dict(UNOPENED["hands"], **{"0": "4S 4C 9D 6H 7C JD QS"}))
    problem = G.pile_verdict(_obs(position)).problem
    assert problem is not None and problem.code == "OPENING_TOO_LOW"
    assert "makes 15" in problem.message and "50" in problem.message


def test_S7_1_a_blocked_pile_says_so():
    problem = G.pile_verdict(_obs(UNOPENED, pile="4H 10C 2C")).problem
    assert problem is not None and problem.code == "PILE_BLOCKED" and problem.rule == "S7.1"


def test_S7_3a_a_card_of_another_rank_never_joins_the_top_card():
    obs = _obs(UNOPENED)
    problem = G.take_piece_problem(obs, parse_cards("KC"), [])
    assert problem is not None and problem.code == "PAIR_WRONG_RANK"
    assert G.take_piece_problem(obs, parse_cards("9S"), []) is None, "one nine: the second may follow"


def test_S15_2_a_going_out_plan_accepts_sound_pieces_and_refuses_a_card_that_fits_nowhere():
    position = {
        "turn": 0, "phase": "meld",
        "hands": {"0": "QC QH 8D", "1": "4C 4D 6C", "2": "4H 6H 7H", "3": "4S 6S 9S"},
        "pile": "5C", "melds": [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS 2C"},
                                {"side": 0, "cards": "5D 6D 7D 8D 9D 10D JD"}], "opened": [True, False],
    }
    obs = _obs(position)
    assert G.go_out_piece_problem(obs, [], [(2, parse_cards("QC QH"))], None) is None
    wrong = G.go_out_piece_problem(obs, [], [(1, parse_cards("QC"))], None)
    assert wrong is not None, "a queen does not fit on the kings"
    action = G.go_out_action([], [(2, parse_cards("QC QH"))], parse_cards("8D")[0])
    assert check(obs, action) is None


def test_the_take_action_is_a_pair_take_with_exactly_the_staged_cards():
    cards, melds = parse_cards("9S 9D"), [parse_cards("KC KD KS")]
    assert G.take_action(cards, melds) == TakePile(PAIR, cards, -1, (melds[0],))
