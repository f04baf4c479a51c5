"""C21 (`allow_duplicate_rank_groups=false`, "no more than one meld of a rank") with a pair take (S7.3a, S10.3):
the top card and the pair go straight onto the side's group of that rank — the take's group "may be merged at
once with an existing group of that rank", and a second group may not stand — unless that group could not hold
them (S8.2, S8.5). Positions in card notation, through the public API."""

from __future__ import annotations

from rule_scenarios import card, cards, play, position, refused

from samba.engine import Discard, TakePile, check, legal_actions, observe
from samba.engine import events as E

ONE_GROUP = {"preset": "samba", "allow_duplicate_rank_groups": False}
OTHERS = {"1": "4C 4D 6C 6D 7C", "2": "4H 6H 7H 10H JH", "3": "4S 6S 10S JS QS"}


def _nines(state) -> list:
    return [m for m in state.melds if m.side == 0 and m.rank == 9]


def test_C21_S7_3a_a_pair_take_lays_the_top_card_and_the_pair_onto_the_sides_group_of_that_rank():
    state = position(rules=ONE_GROUP, turn=0, hands={"0": "9D 9S 5H 6D KC", **OTHERS}, pile="4C 9H",
                     melds=[{"side": 0, "cards": "9C 9D 9S"}])
    transition = play(state, TakePile("pair", cards("9D 9S")))
    nines = _nines(transition.state)
    assert len(nines) == 1 and sorted(nines[0].cards) == sorted(cards("9C 9D 9S 9H 9D 9S"))
    assert [e.kind for e in transition.events if e.kind in (E.MELD, E.LAYOFF)] == [E.LAYOFF]
    assert check(observe(transition.state, 0), Discard(card("5H"))) is None


def test_C21_S7_3a_the_take_is_offered_as_a_pair_take():
    state = position(rules=ONE_GROUP, turn=0, hands={"0": "9D 9S 5H 6D KC", **OTHERS}, pile="4C 9H",
                     melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert TakePile("pair", cards("9D 9S")) in legal_actions(observe(state, 0))


def test_C21_S8_5_no_wild_card_joins_a_completed_canasta_with_the_take():
    state = position(rules=ONE_GROUP, turn=0, hands={"0": "9D 9S 2C 5H 6D KC", **OTHERS}, pile="4C 9H",
                     melds=[{"side": 0, "cards": "9C 9D 9S 9H 9C 9D 9S"}])
    violation = refused(state, TakePile("pair", cards("9D 9S 2C")))
    assert (violation.code, violation.rule) == ("WILD_ON_CANASTA", "S8.5")
    assert len(_nines(play(state, TakePile("pair", cards("9D 9S"))).state)) == 1, "naturals still join it (S8.5)"


def test_C21_an_opening_meld_beside_the_take_may_not_be_a_second_group_of_a_rank():
    state = position(rules=ONE_GROUP, turn=0, hands={"0": "9D 9S KC KD KS 5H 6D", **OTHERS}, pile="4C 9H",
                     melds=[{"side": 0, "cards": "KH KH KS"}])
    violation = refused(state, TakePile("pair", cards("9D 9S"), melds=(cards("KC KD KS"),)))
    assert (violation.code, violation.rule) == ("DUPLICATE_GROUP", "C21")


def test_C21_with_duplicates_allowed_the_take_makes_a_second_group_as_before():
    state = position(turn=0, hands={"0": "9D 9S 5H 6D KC", **OTHERS}, pile="4C 9H",
                     melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert len(_nines(play(state, TakePile("pair", cards("9D 9S"))).state)) == 2
