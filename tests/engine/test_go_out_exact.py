"""S15.4: "May I go out?" is offered exactly when some legal ``GoOut`` exists, and the engine can
always produce one such plan.

The examples are positions a greedy search got wrong (issue #10) and one position per rule that
shapes a way out; the last test compares the engine with an independent brute-force judge
(``goout_oracle``) on seeded random positions of every preset. All through the public API.
"""

from __future__ import annotations

import random
from collections import Counter

from goout_oracle import PRESET_NAMES, brute_force_go_out, describe, random_position
from rule_scenarios import TWO_CANASTAS, cards, play, position, refused

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    GoOut,
    InvalidAction,
    Meld,
    MergeGroups,
    check,
    find_go_out,
    legal_actions,
    observe,
    scenario,
)
from samba.engine import state as S


def offers_going_out(state) -> bool:
    """Whether the engine lets seat 0 ask, and (after a yes) go out with a plan it produces."""
    obs = observe(state, 0)
    asked = check(obs, AskGoOut()) is None
    assert asked == (AskGoOut() in legal_actions(obs))
    if not asked:
        return False
    after = play(play(state, AskGoOut()).state, AnswerGoOut(True)).state
    offered = legal_actions(observe(after, 0))
    # Bound to go out: a way out comes first; the rest are melds and merges that keep one open (S15.4).
    assert offered and isinstance(offered[0], GoOut)
    assert all(isinstance(a, GoOut | Meld | MergeGroups) for a in offered)
    assert play(after, offered[0]).state.went_out == 0
    return True


def meld_phase(rules="samba", **doc):
    doc.setdefault("pile", "7S")
    return position(rules=rules, turn=0, phase="meld", **doc)


# -- the two positions of issue #10 ----------------------------------------------------------------

def test_S15_4_a_run_and_a_discard_let_the_player_ask_although_groups_of_those_ranks_exist():
    state = meld_phase(hands=["4H 5H 6H 7H 8H QS", "KC", "5C", "QC"],
                       melds=[*TWO_CANASTAS, {"side": 0, "cards": "5C 5D 5S"}, {"side": 0, "cards": "7C 7D 7S"}])
    obs = observe(state, 0)
    assert check(obs, GoOut(melds=(cards("4H 5H 6H 7H 8H"),), discard=cards("QS")[0])) is None
    assert check(obs, AskGoOut()) is None
    assert any(isinstance(a, GoOut) for a in legal_actions(obs))  # asking is optional here
    assert offers_going_out(state)


def test_S15_4_BR14_brazilian_player_can_ask_and_then_go_out_with_a_new_sequence():
    melds = [{"side": 0, "cards": "4S 5S 6S 7S 8S 9S 10S"}, {"side": 0, "cards": "KC KD KS KC KH KD KS"},
             {"side": 0, "cards": "QC QD QS"}]
    state = meld_phase("brazilian", hands=["JH QH KH 4C", "KC", "5C", "QC"], melds=melds)
    obs = observe(state, 0)
    offered = legal_actions(obs)
    assert AskGoOut() in offered and not any(isinstance(a, GoOut) for a in offered)  # BR14: ask first
    after = play(play(state, AskGoOut()).state, AnswerGoOut(True)).state
    assert check(observe(after, 0), GoOut(melds=(cards("JH QH KH"),), discard=cards("4C")[0])) is None
    assert offers_going_out(state)


# -- one rule at a time ----------------------------------------------------------------------------

def test_S15_1_canastas_completed_by_the_going_out_action_itself_count():
    melds = [TWO_CANASTAS[0], {"side": 0, "cards": "9C 9D 9S 9H 9C"}]
    assert offers_going_out(meld_phase(hands=["9D 9S 5C 5D 5S 4H", "KC", "5H", "QC"], melds=melds))


def test_S15_1_a_side_one_canasta_short_cannot_ask():
    melds = [TWO_CANASTAS[0], {"side": 0, "cards": "9C 9D 9S 9H"}]
    state = meld_phase(hands=["9D 9S 5C 5D 5S 4H", "KC", "5H", "QC"], melds=melds)
    assert refused(state, AskGoOut()).code == "CANNOT_GO_OUT"


def test_S13_3_a_black_three_may_be_the_final_discard():
    state = meld_phase(hands=["4H 4D 4S 3C", "KC", "5H", "QC"], melds=TWO_CANASTAS)
    assert find_go_out(observe(state, 0)).discard == cards("3C")[0]
    assert offers_going_out(state)


def test_S13_1_black_threes_go_out_as_their_own_meld():
    state = meld_phase(hands=["3C 3S 3C 4H 4D 4S 9H", "KC", "5H", "QC"], melds=TWO_CANASTAS)
    plan = find_go_out(observe(state, 0))
    assert cards("3C 3C 3S") in [tuple(sorted(m)) for m in plan.melds]
    assert offers_going_out(state)


def test_S14_2_a_wild_card_may_be_the_final_discard():
    # No wild card fits a sequence (S9.2) or a completed canasta (S8.5), and there is no pair to join.
    state = meld_phase(hands=["5H 6H 7H JK", "KC", "5C", "QC"], melds=TWO_CANASTAS)
    assert find_go_out(observe(state, 0)).discard == cards("JK")[0]
    assert offers_going_out(state)


def test_S8_5_a_wild_card_goes_onto_a_completed_canasta_only_where_the_table_allows_it():
    hand = ["JK 9H", "KC", "5C", "QC"]
    assert refused(meld_phase(hands=hand, melds=TWO_CANASTAS), AskGoOut()).code == "CANNOT_GO_OUT"
    allowed = {"preset": "samba", "allow_wild_on_completed_canasta": True}
    assert offers_going_out(meld_phase(allowed, hands=hand, melds=TWO_CANASTAS))


def test_S16_2_with_no_discard_every_card_must_be_melded():
    stuck = meld_phase(hands=["4H 4D 4S 9C", "KC", "5H", "QC"], melds=TWO_CANASTAS, no_discard=True)
    assert refused(stuck, AskGoOut()).code == "CANNOT_GO_OUT"
    assert find_go_out(observe(stuck, 0), ignore_permission=True) is None
    plan = find_go_out(observe(meld_phase(hands=["4H 4D 4S", "KC", "5H", "QC"], melds=TWO_CANASTAS,
                                          no_discard=True), 0))
    assert plan is not None and plan.discard is None


def test_S12_6_going_out_in_one_go_still_needs_the_opening_minimum():
    rules = {"preset": "samba", "go_out_requirement": "one_canasta"}
    enough = "KC KC KD KD KH KH KS AH AD AS 4C"  # 70 + 60 = 130 points in the melds
    short = "KC KC KD KD KH KH KS QH QD QS 4C"  # 70 + 30 = 100
    for hand, expected in ((enough, True), (short, False)):
        state = meld_phase(rules, hands=[hand, "KC", "5H", "QC"], scores=[3500, 0], opened=[False, False])
        assert (check(observe(state, 0), AskGoOut()) is None) == expected
    exempt = {**rules, "concealed_exempt_from_initial_minimum": True}
    state = meld_phase(exempt, hands=[short, "KC", "5H", "QC"], scores=[3500, 0], opened=[False, False])
    assert offers_going_out(state)


def test_S12_2_cards_laid_off_do_not_count_for_the_opening():
    # An odd scenario (melds on the table, side not opened): the lay-off of KH adds no points.
    rules = {"preset": "samba", "go_out_requirement": "one_canasta"}
    melds = [{"side": 0, "cards": "KC KD KS"}]
    hand = "AH AD AS AC AH AD AS KH"  # 140 points as new melds; 150 needed at 7,000
    state = meld_phase(rules, hands=[hand, "KC", "5H", "QC"], melds=melds, scores=[7000, 0], opened=[False, False])
    assert refused(state, AskGoOut()).code == "CANNOT_GO_OUT"
    state = meld_phase(rules, hands=[hand, "KC", "5H", "QC"], melds=melds, scores=[3000, 0], opened=[False, False])
    assert offers_going_out(state)


def test_BR10_at_7000_a_side_going_out_in_one_go_opens_with_its_canastas():
    samba = "4H 5H 6H 7H 8H 9H 10H"
    kings = "KC KC KD KD KH KS KS"
    state = meld_phase("brazilian", hands=[f"{samba} {kings} 5C", "KC", "5H", "QC"], scores=[7200, 0],
                       opened=[False, False])
    assert offers_going_out(state)


def test_C40_with_melds_owned_by_player_the_partners_canastas_count_but_take_no_cards():
    rules = {"preset": "samba", "melds_owned_by": "player"}
    partners = [{**m, "seat": 2} for m in TWO_CANASTAS]
    assert offers_going_out(meld_phase(rules, hands=["4H 4D 4S KH", "KC", "5H", "QC"], melds=partners))
    stuck = meld_phase(rules, hands=["4H 4D 4S KH KD", "KC", "5H", "QC"], melds=partners)
    assert refused(stuck, AskGoOut()).code == "CANNOT_GO_OUT"


def test_C19_with_samba_extend_when_going_out_a_samba_takes_more_cards():
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, TWO_CANASTAS[0]]
    hand = ["JH QH 5C 5D 5S 9C", "KC", "5H", "QC"]
    assert refused(meld_phase(hands=hand, melds=melds), AskGoOut()).code == "CANNOT_GO_OUT"
    extend = {"preset": "samba", "samba_extend_when_going_out": True}
    assert offers_going_out(meld_phase(extend, hands=hand, melds=melds))


def test_S9_2_with_wild_cards_allowed_in_sequences_a_wild_card_fills_a_gap_when_going_out():
    hand = ["5H 7H 2C 9S", "KC", "5C", "QC"]
    assert refused(meld_phase(hands=hand, melds=TWO_CANASTAS), AskGoOut()).code == "CANNOT_GO_OUT"
    house = {"preset": "samba", "allow_wild_in_sequence": True}
    state = meld_phase(house, hands=hand, melds=TWO_CANASTAS)
    assert tuple(sorted(find_go_out(observe(state, 0)).melds[0])) == cards("2C 5H 7H")
    assert offers_going_out(state)


def test_S9_2_with_wild_cards_allowed_a_sequence_holding_one_takes_a_card_past_its_gap():
    # 5H 2D 7H + 8H: the naturals 5, 7, 8 span four ranks and the meld holds four cards.
    house = {"preset": "samba", "allow_wild_in_sequence": True}
    melds = [*TWO_CANASTAS, {"side": 0, "cards": "5H 2D 7H"}, {"side": 0, "cards": "9C 9D 9H"}]
    assert offers_going_out(meld_phase(house, hands=["8H 9S AD", "KC", "5C", "QC"], melds=melds))


def test_S15_4_a_refused_player_is_not_offered_going_out():
    state = meld_phase(hands=["4H 4D 4S 9C", "KC", "5H", "QC"], melds=TWO_CANASTAS, asked="no")
    obs = observe(state, 0)
    assert find_go_out(obs) is None
    assert not any(isinstance(a, GoOut | AskGoOut) for a in legal_actions(obs))
    assert refused(state, AskGoOut()).code == "ASKED_ALREADY"


# -- the exactness property ------------------------------------------------------------------------

POSITIONS = 600


def test_S15_4_going_out_is_offered_exactly_when_a_brute_force_judge_finds_a_legal_go_out():
    """For seeded random positions (every preset, house rules, opened and unopened sides, black and
    red threes, wild cards, no-discard turns): the judge tries every split of the hand with
    ``check``; the engine must find a plan exactly when the judge does, offer "ask" exactly then
    (when the table lets this seat ask), and offer going out directly exactly when ``check``
    accepts it without asking."""
    rng = random.Random(20240615)
    problems: list[str] = []
    seen: Counter = Counter()
    judged = 0
    while judged < POSITIONS:
        doc = random_position(rng)
        try:
            after_yes = scenario.load({**doc, "asked": "yes"})
        except InvalidAction:
            continue  # the generator overshot a limit (a fourth copy, an illegal meld): draw again
        judged += 1
        plain = scenario.load(doc)
        refused_state = scenario.load({**doc, "asked": "no"})
        yes = observe(after_yes, 0)
        truth = brute_force_go_out(yes)
        found = find_go_out(yes)
        name = doc["rules"]["preset"]
        seen[name, truth is not None] += 1
        if (truth is None) != (found is None):
            problems.append(f"judge {truth} engine {found}: {describe(doc)}")
            continue
        if found is not None and check(yes, found) is not None:
            problems.append(f"engine plan {found} refused: {check(yes, found)}: {describe(doc)}")
        obs = observe(plain, 0)
        may_ask = truth is not None and obs.rules.go_out_permission != "none" and obs.partner is not None
        if (check(obs, AskGoOut()) is None) != may_ask or (AskGoOut() in legal_actions(obs)) != may_ask:
            problems.append(f"ask offered wrongly (expected {may_ask}): {describe(doc)}")
        direct = truth is not None and check(obs, truth) is None
        offered = any(isinstance(a, GoOut) for a in legal_actions(obs))
        if (find_go_out(obs) is not None) != direct or offered != direct:
            problems.append(f"direct going out offered wrongly (expected {direct}): {describe(doc)}")
        no = observe(refused_state, 0)
        if obs.partner is not None and obs.rules.go_out_permission != "none" and (
                find_go_out(no) is not None or check(no, AskGoOut()) is None):
            problems.append(f"going out offered after a no: {describe(doc)}")
    assert not problems, "\n".join(problems[:10])
    for name in PRESET_NAMES:  # the sample really covers both answers in every preset
        assert seen[name, True] >= 10 and seen[name, False] >= 10, seen


def test_S15_4_plans_are_found_for_the_state_a_yes_leads_to():
    """After a binding yes (S15.4) the engine offers one way out, and anything else it offers (a meld that
    keeps going out possible) is legal too; never a discard."""
    state = meld_phase(hands=["4H 4D 4S 9C", "KC", "5H", "QC"], melds=TWO_CANASTAS)
    after = play(play(state, AskGoOut()).state, AnswerGoOut(True)).state
    assert after.phase == S.MELD and after.turn.asked == S.ASKED_YES
    offered = legal_actions(observe(after, 0))
    assert [type(a) for a in offered].count(GoOut) == 1 and isinstance(offered[0], GoOut)
    assert not any(isinstance(a, Discard) for a in offered)
    assert all(check(observe(after, 0), a) is None for a in offered)
