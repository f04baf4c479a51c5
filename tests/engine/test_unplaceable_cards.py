"""``analysis.unplaceable_cards``: the hand cards no meld or lay-off could take now — each can only be the final
discard, so two of them rule going out out (S15.2). Each case is a rule that places a card, or that leaves it
nowhere to go."""

from __future__ import annotations

import random

from goout_oracle import random_position

from samba.engine import InvalidAction, find_go_out, observe, scenario
from samba.engine.analysis import unplaceable_cards

OTHERS = {"1": "4C 4D 6C", "2": "4H 6H 7H", "3": "4S 6S 9S"}


def _unplaceable(hand: str, melds: list[dict] | None = None, preset: str = "samba", **options) -> list[str]:
    """The codes listed for seat 0 holding ``hand`` in its meld phase, sorted."""
    doc = {"rules": {"preset": preset, **options}, "turn": 0, "phase": "meld", "pile": "4C",
           "opened": [bool(melds), False], "melds": melds or [], "hands": {"0": hand, **OTHERS}}
    return sorted(c.code for c in unplaceable_cards(observe(scenario.load(doc), 0)))


def test_S8_1_three_naturals_of_a_rank_make_a_group():
    assert _unplaceable("9C 9D 9H KS") == ["KS"]


def test_S8_2_a_natural_pair_and_a_wild_card_make_a_group_and_a_lone_natural_cannot():
    assert _unplaceable("8S 8S 2D AS") == ["AS"]
    assert _unplaceable("8S 2D AS") == ["2D", "8S", "AS"], "one natural card is too few for a group (S8.2)"


def test_BR2_one_natural_and_two_wild_cards_make_a_brazilian_group_but_not_a_standard_one():
    assert _unplaceable("8S 2D JK", preset="brazilian") == []
    assert _unplaceable("8S 2D JK") == ["2D", "8S", "JK"]


def test_S9_1_three_in_a_row_of_one_suit_make_a_sequence_and_a_gap_does_not():
    assert _unplaceable("JH QH KH 5C") == ["5C"]
    assert _unplaceable("JH KH 5C") == ["5C", "JH", "KH"]


def test_S9_2_a_wild_card_bridges_a_sequences_gap_only_where_the_table_allows_it():
    assert _unplaceable("JH KH 2C AS") == ["2C", "AS", "JH", "KH"]
    assert _unplaceable("JH KH 2C AS", allow_wild_in_sequence=True) == ["AS"]


def test_S8_5_a_natural_card_joins_a_group_of_its_rank_even_a_canasta():
    canasta = [{"side": 0, "cards": "AH AD AC AS AH AD AC"}]
    assert _unplaceable("AS 5C", canasta) == ["5C"]


def test_S8_5_no_wild_card_joins_a_finished_canasta_but_it_joins_an_unfinished_group():
    assert _unplaceable("2C 5C", [{"side": 0, "cards": "AH AD AC AS AH AD AC"}]) == ["2C", "5C"]
    assert _unplaceable("2C 5C", [{"side": 0, "cards": "AH AD AC"}]) == ["5C"]


def test_S9_3_a_sequence_of_the_side_takes_cards_that_reach_its_end():
    sequence = [{"side": 0, "cards": "5S 6S 7S"}]
    assert _unplaceable("8S 9S KD", sequence) == ["KD"]
    assert _unplaceable("9S KD", sequence) == ["9S", "KD"], "the 9♠ cannot reach the 7♠ without an 8♠"


def test_S4_7_an_opponents_meld_takes_nothing_from_this_hand():
    assert _unplaceable("AS 5C", [{"side": 1, "cards": "AH AD AC"}]) == ["5C", "AS"]


def test_S13_1_black_threes_go_down_only_three_or_more_together():
    assert _unplaceable("3S 3C 3S 9D") == ["9D"]
    assert _unplaceable("3S 9C 9D 9H") == ["3S"]


def test_S8_3_wild_cards_alone_are_no_meld_but_BR3_melds_three_of_them():
    assert _unplaceable("2C 2D JK 3S") == ["2C", "2D", "3S", "JK"]
    assert _unplaceable("2C 2D JK 3S", preset="brazilian") == ["3S"]


def test_copies_of_a_card_are_listed_each_when_none_of_them_fits():
    assert _unplaceable("KD KD 5C 9C 9D 9H", [{"side": 0, "cards": "KH KS KC"}]) == ["5C"]
    assert _unplaceable("AS 5C AS 9C 9D 9H") == ["5C", "AS", "AS"]


def test_S15_2_a_way_out_never_leaves_more_cards_nowhere_than_its_discard_could_take():
    """Every card a going out lays down is in some legal meld, so wherever the search finds a way out the cards
    listed here number at most the final discard (none after a red three, S16.2), and are that discard; and where
    more are listed than a discard could take, the search finds none. Seeded positions near going out, under every
    preset and the options that change melds (``goout_oracle``)."""
    rng = random.Random(20261127)
    ways_out = ruled_out = 0
    for _ in range(600):
        try:
            obs = observe(scenario.load(random_position(rng)), 0)
        except InvalidAction:
            continue  # the generator overshot a limit (as the exactness test skips it)
        action = find_go_out(obs, ignore_permission=True)
        listed = unplaceable_cards(obs)
        room = 0 if obs.turn.no_discard else 1
        if action is not None:
            ways_out += 1
            assert len(listed) <= room and (not listed or listed == (action.discard,)), (listed, action)
        elif len(listed) > room:
            ruled_out += 1
    assert ways_out >= 50 and ruled_out >= 50, (ways_out, ruled_out)
