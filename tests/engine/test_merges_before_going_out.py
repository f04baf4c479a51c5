"""S14.3 and S10.2: "the player can then go out in that turn" counts the merges the player could make first.

A take that leaves fewer than two cards is legal if the player can then go out this turn (S14.3), and
during the meld phase a side may merge two groups of one rank (S10.2), which can complete the
canasta going out needs. So the engine's test is: some legal merges (possibly none), then a legal
``GoOut``. A seeded property compares it with a judge that merges by ``apply`` and looks for a way
out with the brute-force going-out judge (``goout_oracle``).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from goout_oracle import brute_force_go_out
from rule_scenarios import card, cards, meld_with, offers, play, position, refused

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    GoOut,
    InvalidAction,
    MergeGroups,
    TakePile,
    apply,
    check,
    observe,
    scenario,
)
from samba.engine.goout_turn import can_go_out_this_turn
from samba.engine.state import GameState

ONE_CANASTA = {"side": 0, "cards": "QH QD QS QC QH QD QS"}
EIGHTS_3_AND_4 = [{"side": 0, "cards": "8H 8D 8S"}, {"side": 0, "cards": "8C 8H 8D 8S"}]


def take_position(melds: list, hand: str = "6D 6S 4C", pile: str = "6H", rules: object = "samba") -> GameState:
    return position(rules=rules, turn=0, hands=[hand, "5C", "5D", "5S"], pile=pile, melds=melds)


def test_S14_3_a_pair_take_leaving_one_card_is_legal_when_a_merge_then_makes_the_second_canasta():
    state = take_position([ONE_CANASTA, *EIGHTS_3_AND_4])
    assert check(observe(state, 0), TakePile("pair", cards("6D 6S"))) is None


def test_S14_3_the_take_is_offered_when_only_a_merge_makes_going_out_possible():
    state = take_position([ONE_CANASTA, *EIGHTS_3_AND_4])
    assert TakePile("pair", cards("6D 6S")) in offers(state)


def test_S14_3_after_the_take_the_merge_and_then_going_out_are_offered():
    state = play(take_position([ONE_CANASTA, *EIGHTS_3_AND_4]), TakePile("pair", cards("6D 6S"))).state
    assert state.turn.committed
    small, large = meld_with(state, "8H 8D 8S").id, meld_with(state, "8C 8H 8D 8S").id
    assert offers(state) == [MergeGroups(small, large)]
    merged = play(state, MergeGroups(small, large)).state
    assert offers(merged) == [GoOut(discard=card("4C"))]
    done = play(merged, GoOut(discard=card("4C"))).state
    assert done.went_out == 0 and done.result.sides[0].natural_canastas == 2


def test_S14_3_a_take_is_still_refused_when_merging_would_not_make_a_canasta():
    state = take_position([ONE_CANASTA, {"side": 0, "cards": "8H 8D 8S"}, {"side": 0, "cards": "8C 8H 8D"}])
    violation = refused(state, TakePile("pair", cards("6D 6S")))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")
    assert "could not go out" in violation.message


def test_S14_3_S8_2_a_merge_the_rules_forbid_does_not_count():
    # Three wild cards between the two groups of eights: merged they would break S8.2 (at most two).
    state = take_position([ONE_CANASTA, {"side": 0, "cards": "8H 8D 2S"}, {"side": 0, "cards": "8C 8H JK 2D"}])
    violation = refused(state, TakePile("pair", cards("6D 6S")))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")


def test_S10_2_merges_in_two_steps_count_when_only_all_three_groups_together_make_a_canasta():
    melds = [ONE_CANASTA, {"side": 0, "cards": "8H 8D 8S"}, {"side": 0, "cards": "8C 8H 8D"},
             {"side": 0, "cards": "8S 8C 2C"}]
    state = play(take_position(melds), TakePile("pair", cards("6D 6S"))).state
    first = MergeGroups(meld_with(state, "8H 8D 8S").id, meld_with(state, "8C 8H 8D").id)
    assert first in offers(state)  # six eights alone are no canasta, but the third group completes it
    state = play(state, first).state
    second = MergeGroups(meld_with(state, "8H 8D 8S 8C 8H 8D").id, meld_with(state, "8S 8C 2C").id)
    assert offers(state) == [second]
    state = play(state, second).state
    assert play(state, GoOut(discard=card("4C"))).state.went_out == 0


def test_S10_2_after_a_yes_a_merge_that_only_a_later_merge_rescues_is_legal():
    melds = [ONE_CANASTA, {"side": 0, "cards": "8H 8D 8S"}, {"side": 0, "cards": "8C 8H 8D"},
             {"side": 0, "cards": "8S 8C 2C"}]
    state = position(turn=0, phase="meld", asked="yes", hands=["4C", "5C", "5D", "5S"], melds=melds)
    assert check(observe(state, 0), MergeGroups(2, 3)) is None


def test_BR14_S14_3_asking_before_the_draw_counts_a_take_that_needs_a_merge():
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, *EIGHTS_3_AND_4]
    state = take_position(melds, rules="brazilian")
    take = TakePile("pair", cards("6D 6S"))
    assert refused(state, take).code == "MUST_ASK"
    assert check(observe(state, 0), AskGoOut()) is None
    state = play(play(state, AskGoOut()).state, AnswerGoOut(True)).state
    state = play(state, take).state
    state = play(state, MergeGroups(meld_with(state, "8H 8D 8S").id, meld_with(state, "8C 8H 8D 8S").id)).state
    assert play(state, GoOut(discard=card("4C"))).state.went_out == 0


# -- the property: the engine's test against merging by apply and a brute-force going out ----------

PRESETS = ("samba", "samba_simple", "samba_spanish", "brazilian")
POSITIONS = 250


def _random_position(rng: random.Random) -> dict:
    """Seat 0 in its meld phase, its side with one canasta or two, and groups of one rank that
    merges may or may not join into the canasta going out needs."""
    name = rng.choice(PRESETS)
    rules: dict = {"preset": name, "options": {"go_out_permission": "optional_binding"}}
    if name == "brazilian":
        rules["options"]["go_out_requirement"] = rng.choice(("two_canastas", "samba_plus_one"))
    melds = [rng.choice(("KH KD KS KC KH KD KS", "4H 5H 6H 7H 8H 9H 10H"))]
    rank = rng.choice(("8", "J"))
    for _ in range(rng.choice((2, 2, 3))):
        group = [f"{rank}{rng.choice('CDHS')}" for _ in range(rng.choice((2, 3, 3, 4)))]
        group += [rng.choice(("2C", "2D", "JK")) for _ in range(rng.choice((0, 0, 1, 1, 2)))]
        melds.append(" ".join(group))  # a group the rules refuse makes the scenario invalid: drawn again
    hand = [rng.choice(("4C", "7D", f"{rank}S", "2H", "KC", "QD")) for _ in range(rng.choice((0, 1, 1, 2)))]
    return {"rules": rules, "turn": 0, "phase": "meld", "hands": [" ".join(hand), "5C", "5D", "5S"],
            "melds": [{"side": 0, "cards": m} for m in melds]}


def _judge(state: GameState, seen: set) -> bool:
    """Some merges by ``apply``, then a ``GoOut`` the brute-force judge finds."""
    if brute_force_go_out(observe(state, 0)) is not None:
        return True
    mine = [m for m in state.melds if m.side == 0]
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            action = MergeGroups(a.id, b.id)
            if check(observe(state, 0), action) is not None:
                continue
            after = apply(state, action).state
            layout = tuple(sorted(tuple(sorted(m.cards)) for m in after.melds))
            if layout not in seen:
                seen.add(layout)
                if _judge(after, seen):
                    return True
    return False


def test_S14_3_S10_2_going_out_this_turn_matches_merging_then_a_brute_force_going_out():
    rng = random.Random(20260611)
    counts: Counter = Counter()
    problems = []
    judged = 0
    while judged < POSITIONS:
        doc = _random_position(rng)
        try:
            state = scenario.load(doc)
        except InvalidAction:
            continue  # an illegal meld or a fourth copy: draw again
        judged += 1
        truth = _judge(state, set())
        found = can_go_out_this_turn(observe(state, 0))
        direct = brute_force_go_out(observe(state, 0)) is not None
        counts[truth, direct] += 1
        if truth != found:
            problems.append(f"judge {truth}, engine {found}: {doc}")
    assert not problems, "\n".join(problems[:5])
    # The sample holds positions where only merges open the way out, and positions with no way out.
    assert counts[True, False] >= 15 and counts[False, False] >= 20, counts


@pytest.mark.parametrize("rules", ["samba", "brazilian"])
def test_S14_4_a_take_that_needs_a_merge_never_leaves_the_player_without_a_legal_action(rules):
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"} if rules == "brazilian" else ONE_CANASTA,
             *EIGHTS_3_AND_4]
    state = take_position(melds, rules=rules)
    if rules == "brazilian":
        state = play(play(state, AskGoOut()).state, AnswerGoOut(True)).state
    state = play(state, TakePile("pair", cards("6D 6S"))).state
    while state.result is None:
        options = offers(state)
        assert options
        state = play(state, options[0]).state
    assert state.went_out == 0
