"""Audit of §4 Brazilian Canasta (BR1–BR18) and E26–E31, from RULES.md only."""

import pytest
from audit_support import (
    bag,
    bag_of,
    card,
    cards,
    hands,
    load,
    meld_bag,
    natural_deck,
    offered,
    play,
    refuse,
    score_when_side1_goes_out,
    view,
)

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Card,
    Discard,
    DrawStock,
    GoOut,
    Meld,
    TakePile,
    check,
    new_match,
    outcome,
    pile_takes,
    preset,
)

BR = "brazilian"
SPARE = " 5C 6D"
SAMBA_AND_CANASTA = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]


def meld_phase(hand, melds=(), score=0, rules=BR, **extra):
    return load(rules=rules, turn=0, phase="meld", scores=[score, 0], hands=hands(hand + SPARE),
                melds=list(melds), **extra)


def opening(*texts):
    return Meld(melds=tuple(cards(t) for t in texts))


def test_BR1_four_players_in_partnerships_fifteen_cards_each():
    deck = tuple(Card.parse(c) for c in natural_deck(61))
    obs = view(new_match(preset(BR), seed=2, deck=deck))
    assert obs.sides == ((0, 2), (1, 3))
    assert obs.hand_sizes == (15, 15, 15, 15)
    assert obs.stock_size == 101


# BR2–BR5 melds ------------------------------------------------------------------------------------

def test_BR2_a_group_needs_only_one_natural_and_may_hold_many_wilds():
    state = meld_phase("KH 2C 2D JK", melds=[{"side": 0, "cards": "AH AD AS"}])
    after = play(state, Meld(melds=(cards("KH 2C 2D JK"),)))
    assert bag_of("KH 2C 2D JK") in [bag(m.cards) for m in after.melds]


def test_BR2_any_number_of_wilds_in_one_layoff():
    state = meld_phase("2C 2D JK JK", melds=[{"side": 0, "cards": "KH KD KS"}])
    after = play(state, Meld(layoffs=((1, cards("2C 2D JK JK")),)))
    assert meld_bag(after, 1) == bag_of("KH KD KS 2C 2D JK JK")


def test_BR2_a_wild_on_a_natural_canasta_makes_it_mixed():
    state = meld_phase("2C", melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    after = play(state, Meld(layoffs=((1, cards("2C")),)))
    assert sum(meld_bag(after, 1).values()) == 8
    side = score_when_side1_goes_out(rules=BR, melds0=("7H 7D 7S 7C 7H 7D 7S 2C",)).sides[0]
    assert (side.natural_canastas, side.mixed_canastas, side.total) == (0, 1, 35 + 20 + 300)


def test_BR3_a_wild_only_meld_of_three_is_legal_and_may_grow():
    state = meld_phase("2C 2D JK 2H", melds=[{"side": 0, "cards": "AH AD AS"}])
    after = play(state, Meld(melds=(cards("2C 2D JK"),)))
    wild_id = max(m.id for m in after.melds)
    after = play(after, Meld(layoffs=((wild_id, cards("2H")),)))
    assert meld_bag(after, wild_id) == bag_of("2C 2D JK 2H")


def test_BR3_a_wild_meld_may_not_take_a_natural_card():
    state = meld_phase("KH", melds=[{"side": 0, "cards": "2C 2D JK"}])
    assert check(view(state), Meld(layoffs=((1, cards("KH")),))) is not None


def test_BR3_a_bolivia_is_closed():
    state = meld_phase("2H", melds=[{"side": 0, "cards": "2C 2D 2H 2S 2C JK JK"}])
    refuse(state, Meld(layoffs=((1, cards("2H")),)), "BR3")


def test_BR5_E26_a_bolivia_scores_2200():
    side = score_when_side1_goes_out(rules=BR, melds0=("2C 2D 2H 2S 2C JK JK",)).sides[0]
    assert (side.bolivias, side.bolivia_bonus, side.total) == (1, 2000, 2200)


def test_E26_the_bolivia_meld_is_illegal_in_samba():
    state = load(turn=0, phase="meld", hands=hands("2C 2D 2H 2S 2C JK JK" + SPARE),
                 melds=[{"side": 0, "cards": "AH AD AS"}])
    assert check(view(state), Meld(melds=(cards("2C 2D 2H 2S 2C JK JK"),))) is not None


def test_B_C1_bolivia_bonus_option_2500():
    rules = {"preset": BR, "bolivia_bonus": 2500}
    side = score_when_side1_goes_out(rules=rules, melds0=("2C 2D 2H 2S 2C JK JK",)).sides[0]
    assert side.total == 2700


def test_BR4_sequences_take_no_wild_cards():
    state = meld_phase("5H 6H 2C 8H", melds=[{"side": 0, "cards": "AH AD AS"}])
    problem = check(view(state), Meld(melds=(cards("5H 6H 2C 8H"),)))
    assert problem is not None and problem.rule in ("S9.2", "BR4")


def test_BR4_a_samba_is_closed():
    state = meld_phase("4S", melds=[{"side": 0, "cards": "5S 6S 7S 8S 9S 10S JS"}])
    refuse(state, Meld(layoffs=((1, cards("4S")),)), "S9.4", "BR4", "S9.3")


def test_BR5_a_canasta_with_four_wilds_is_mixed_300():
    side = score_when_side1_goes_out(rules=BR, melds0=("KH KD KS 2C 2D JK JK",)).sides[0]
    assert (side.mixed_canastas, side.total) == (1, 30 + 40 + 100 + 300)


def test_BR6_E27_short_sequences_cost_1000_each():
    side = score_when_side1_goes_out(rules=BR, melds0=("5H 6H 7H", "9C 10C JC QC")).sides[0]
    assert side.short_sequences == 2
    assert side.total == 55 - 2000 == -1945


def test_BR6_E27_a_five_card_sequence_has_no_penalty():
    side = score_when_side1_goes_out(rules=BR, melds0=("4D 5D 6D 7D 8D",)).sides[0]
    assert side.short_sequence_penalty == 0
    assert side.total == 30


# BR7–BR9 the pile -------------------------------------------------------------------------------

def test_BR7_the_top_card_may_not_be_laid_off_onto_a_group():
    state = load(rules=BR, turn=0, hands=hands("5H 6D KC"), pile="5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "BR7", "S7.3", "S7.3b", "C10")


def test_BR7_the_whole_pile_with_a_natural_pair():
    state = load(rules=BR, turn=0, hands=hands("9D 9S KC"), pile="5C 9H", melds=[{"side": 0, "cards": "AC AD AS"}])
    after = play(state, TakePile("pair", cards("9D 9S")))
    assert bag(view(after).hand) == bag_of("KC 5C")


E30 = dict(rules=BR, turn=0, hands={"0": "KH KS QH", "1": "4C", "2": "4C", "3": "4C"},
           pile="4D 5D 8D 9D 10D JD QD KD AD 4S 5S 9C", melds=[{"side": 0, "cards": "6C 7C 8C"}])


def test_BR8_E30_the_sequence_takes_only_the_top_card():
    state = load(**E30)
    stock = view(state).stock_size
    after = play(state, TakePile("sequence_card", (), 1))
    obs = view(after)
    assert meld_bag(after, 1) == bag_of("6C 7C 8C 9C")
    assert len(obs.pile) == 11
    assert bag(obs.hand) == bag_of("KH KS QH")
    assert obs.stock_size == stock
    refuse(after, DrawStock(), "S4.3")
    after = play(after, Discard(card("QH")))
    assert len(after.hands[0]) == 2
    assert after.to_act == 1


def test_BR8_E30_the_whole_pile_is_not_taken_through_a_sequence():
    state = load(**E30)
    assert check(view(state), TakePile("layoff", (), 1)) is not None
    assert {t.method for t in pile_takes(view(state))} == {"sequence_card"}


def test_BR8_the_single_card_does_not_go_onto_a_samba():
    state = load(rules=BR, turn=0, hands=hands("KH KS QH"), pile="4D JC",
                 melds=[{"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C"}])
    assert pile_takes(view(state)) == []
    assert check(view(state), TakePile("sequence_card", (), 1)) is not None


def test_C11_sequence_layoff_takes_top_card_only_in_samba_too():
    rules = {"preset": "samba", "sequence_layoff_takes": "top_card_only"}
    state = load(**{**E30, "rules": rules})
    after = play(state, TakePile("sequence_card", (), 1))
    assert len(view(after).pile) == 11


def test_BR9_a_wild_blocks_the_next_player_only_and_never_freezes():
    state = load(rules=BR, turn=0, phase="meld", hands={"0": "2C 7C", "1": "4S 5D", "2": "4C 4D 5D", "3": "5S"},
                 pile="4H", melds=[{"side": 0, "cards": "AH AD AS"}, {"side": 1, "cards": "KH KD KS"}])
    state = play(state, Discard(card("2C")))
    assert pile_takes(view(state)) == []
    state = play(state, DrawStock())
    state = play(state, Discard(card("4S")))
    assert view(state).pile_frozen is False
    after = play(state, TakePile("pair", cards("4C 4D")))
    assert bag(view(after).hand) == bag_of("5D 4H 2C")


def test_BR9_a_buried_red_three_does_not_freeze():
    state = load(rules=BR, turn=0, hands=hands("9D 9S KC"), pile="4D 3H 9H", melds=[{"side": 0, "cards": "AC AD AS"}])
    assert view(state).pile_frozen is False


def test_BR9_a_wild_on_top_blocks():
    state = load(rules=BR, turn=0, hands=hands("2D 2H KC"), pile="4D 2C", melds=[{"side": 0, "cards": "AC AD AS"}])
    refuse(state, TakePile("pair", cards("2D 2H")), "S7.1", "BR9")


# BR10 the opening ladder ---------------------------------------------------------------------------

@pytest.mark.parametrize(("score", "melds", "legal"), [
    (-5, ("4H 4D 4S",), True),
    (3000, ("AH AD AS AC 2C 2D",), True),
    (3000, ("AH AD JK",), False),
    (7000, ("4H 4H 4H 4D 4D 4D 4S",), True),                    # a canasta, no points needed
    (7000, ("4H 4D 4S 2C 2D JK JK",), True),                    # a mixed canasta will do
    (7000, ("AH AD AS AC JK JK", "KH KD KS"), False),           # 210 points, no canasta
    (8000, ("4H 4H 4H 4D 4D 4D 4S",), False),                   # canasta but 35 < 200
    (8000, ("4H 4H 4H 4D 4D 4D 4S", "JK JK JK", "4C 5C 6C"), True),   # 35 + 150 + 15 = 200
    (8000, ("4H 4H 4H 4D 4D 4D 4S", "JK JK JK"), False),        # 185
    (8000, ("AH AD AS AC JK JK JK",), True),                    # 230 mixed canasta
    (9000, ("4H 4D 4S 2C 2D JK JK",), False),                   # mixed is not enough
    (9000, ("4H 4H 4H 4D 4D 4D 4S",), True),                    # natural canasta
    (9000, ("4C 5C 6C 7C 8C 9C 10C",), True),                   # samba
    (9000, ("2C 2D 2H 2S 2C JK JK",), True),                    # Bolivia
])
def test_BR10_opening_requirements(score, melds, legal):
    state = meld_phase(" ".join(melds), score=score)
    problem = check(view(state), opening(*melds))
    if legal:
        assert problem is None, problem
    else:
        assert problem is not None and problem.rule in ("BR10", "S12.1", "S12.2"), problem


def test_BR10_the_canasta_for_the_opening_may_be_made_with_the_pile_top():
    state = load(rules=BR, turn=0, scores=[9000, 0], hands=hands("KD KS KC KH KD KS 7C 8C"), pile="5D KH")
    after = play(state, TakePile("pair", cards("KD KS KC KH KD KS")))
    assert after.opened[0]


def test_BR10_allow_pile_for_initial_meld_false_forbids_opening_with_the_pile():
    rules = {"preset": BR, "allow_pile_for_initial_meld": False}
    state = load(rules=rules, turn=0, scores=[0, 0], hands=hands("KD KS AH AD AS 7C 8C"), pile="5D KH")
    problem = check(view(state), TakePile("pair", cards("KD KS"), melds=(cards("AH AD AS"),)))
    assert problem is not None
    assert pile_takes(view(state)) == []


# BR11–BR12 red and black threes ------------------------------------------------------------------------

@pytest.mark.parametrize(("threes", "points"), [("3H", 100), ("3H 3H 3D 3D", 400), ("3H 3H 3H 3D 3D", 1000),
                                                ("3H 3H 3H 3D 3D 3D", 1200)])
def test_BR11_E28_red_three_scale_plus_with_one_canasta(threes, points):
    side = score_when_side1_goes_out(rules=BR, melds0=("QH QD QS QC QH QD QS",), red0=threes).sides[0]
    assert side.red_three_points == points


@pytest.mark.parametrize(("threes", "points"), [("3H 3H 3D 3D", -400), ("3H 3H 3H 3D 3D", -1000),
                                                ("3H 3H 3H 3D 3D 3D", -1200)])
def test_BR11_E28_red_three_scale_minus_without_a_canasta(threes, points):
    side = score_when_side1_goes_out(rules=BR, melds0=("QH QD QS",), red0=threes).sides[0]
    assert side.red_three_points == points


def test_BR11_a_bolivia_counts_as_a_canasta_for_red_threes():
    side = score_when_side1_goes_out(rules=BR, melds0=("2C 2D 2H 2S 2C JK JK",), red0="3H").sides[0]
    assert side.red_three_points == 100


def test_BR12_black_threes_left_in_hand_cost_100_each():
    side = score_when_side1_goes_out(rules=BR, melds0=("QH QD QS",), hand0="3C", hand2="3S").sides[0]
    assert side.cards_in_hand == -200


# BR13–BR15 going out ---------------------------------------------------------------------------------

def test_BR13_E29_two_group_canastas_without_a_samba_cannot_go_out():
    melds = [{"side": 0, "cards": "QH QD QS QC QH QD QS"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    state = load(rules=BR, turn=0, phase="meld", asked="yes", hands=hands("AD AD AS 6C"), melds=melds)
    refuse(state, GoOut(melds=(cards("AD AD AS"),), discard=card("6C")), "BR13", "S15.1")


def test_BR13_E29_go_out_requirement_two_canastas_allows_it():
    melds = [{"side": 0, "cards": "QH QD QS QC QH QD QS"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    rules = {"preset": BR, "go_out_requirement": "two_canastas"}
    state = load(rules=rules, turn=0, phase="meld", asked="yes", hands=hands("AD AD AS 6C"), melds=melds)
    assert play(state, GoOut(melds=(cards("AD AD AS"),), discard=card("6C"))).result.went_out == 0


@pytest.mark.parametrize("second", ["2C 2D 2H 2S 2C JK JK", "8S 9S 10S JS QS KS AS", "QH QD QS 2C 2D 2H JK"])
def test_BR13_a_samba_plus_any_other_canasta_goes_out(second):
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": second}]
    state = load(rules=BR, turn=0, phase="meld", asked="yes", hands=hands("AD AD AS 6C"), melds=melds)
    assert play(state, GoOut(melds=(cards("AD AD AS"),), discard=card("6C"))).result.went_out == 0


def test_BR13_one_samba_alone_is_not_enough():
    state = load(rules=BR, turn=0, phase="meld", asked="yes", hands=hands("AD AD AS 6C"),
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS"}])
    refuse(state, GoOut(melds=(cards("AD AD AS"),), discard=card("6C")), "BR13", "S15.1")


def test_C26_go_out_requirement_one_canasta():
    rules = {"preset": "samba", "go_out_requirement": "one_canasta"}
    state = load(rules=rules, turn=0, phase="meld", hands=hands("AD AD AS 6C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    assert play(state, GoOut(melds=(cards("AD AD AS"),), discard=card("6C"))).result.went_out == 0


def test_BR14_going_out_without_asking_is_refused():
    state = load(rules=BR, turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=SAMBA_AND_CANASTA)
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "BR14", "S15.4")
    assert any(isinstance(a, AskGoOut) for a in offered(state))
    assert not any(isinstance(a, GoOut) for a in offered(state))


def test_BR14_after_a_yes_the_player_goes_out():
    state = load(rules=BR, turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=SAMBA_AND_CANASTA)
    state = play(play(state, AskGoOut()), AnswerGoOut(True))
    assert play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C"))).result.went_out == 0


def test_BR14_after_a_no_the_player_may_not_go_out():
    state = load(rules=BR, turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=SAMBA_AND_CANASTA)
    state = play(play(state, AskGoOut()), AnswerGoOut(False))
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "S15.4", "BR14")


BR15 = dict(rules=BR, turn=0, phase="meld", asked="yes", hands={"0": "QD QD QS", "1": "4C", "3": "4C"},
            melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H", "seat": 2},
                   {"side": 0, "cards": "KH KD KS KC KH KD KS", "seat": 2}])


def test_BR15_E31_concealed_going_out_earns_200():
    state = load(**BR15, has_melded=[False, False, True, False])
    done = play(state, GoOut(melds=(cards("QD QD QS"),)))
    assert done.result.sides[0].going_out == 200


def test_BR15_E31_normal_going_out_earns_100():
    state = load(**BR15, has_melded=[True, False, True, False])
    done = play(state, GoOut(melds=(cards("QD QD QS"),)))
    assert done.result.sides[0].going_out == 100


def test_BR15_laying_off_onto_the_partners_meld_is_not_concealed():
    doc = {**BR15, "hands": {"0": "QD QD QS KC", "1": "4C", "3": "4C"}}
    state = load(**doc, has_melded=[False, False, True, False])
    done = play(state, GoOut(melds=(cards("QD QD QS"),), layoffs=((2, cards("KC")),)))
    assert done.result.sides[0].going_out == 100


def test_BR15_melding_earlier_in_the_same_turn_is_still_concealed():
    doc = {**BR15, "asked": "", "hands": {"0": "QD QD QS AH AH AS 6C", "1": "4C", "3": "4C"}}
    state = load(**doc, has_melded=[False, False, True, False])
    state = play(state, Meld(melds=(cards("AH AH AS"),)))
    state = play(play(state, AskGoOut()), AnswerGoOut(True))
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.sides[0].going_out == 200


def test_BR15_concealed_players_must_still_ask():
    doc = {**BR15, "asked": ""}
    state = load(**doc, has_melded=[False, False, True, False])
    refuse(state, GoOut(melds=(cards("QD QD QS"),)), "BR14", "S15.4")


# S14.3 with mandatory permission: asking before the draw ---------------------------------------------

def _commit_take_position():
    return load(rules=BR, turn=0, hands=hands("9D 9S KC"), pile="9H", melds=SAMBA_AND_CANASTA)


def test_S14_3_BR14_a_committing_take_needs_the_partners_yes_first():
    state = _commit_take_position()
    refuse(state, TakePile("pair", cards("9D 9S")), "S14.3", "BR14", "S15.4")


def test_S14_3_BR14_the_player_may_ask_before_drawing_for_a_committing_take():
    state = _commit_take_position()
    assert check(view(state), AskGoOut()) is None
    state = play(play(state, AskGoOut()), AnswerGoOut(True))
    assert state.to_act == 0 and view(state).phase == "draw"
    state = play(state, TakePile("pair", cards("9D 9S")))
    done = play(state, GoOut(discard=card("KC")))
    assert done.result.went_out == 0


def test_S14_3_BR14_after_a_no_before_drawing_the_take_is_refused_and_the_player_draws():
    state = play(play(_commit_take_position(), AskGoOut()), AnswerGoOut(False))
    refuse(state, TakePile("pair", cards("9D 9S")), "S15.4", "S14.3", "BR14")
    state = play(state, DrawStock())
    assert view(state).phase == "meld"


def test_S14_3_BR14_asking_before_drawing_is_for_a_committing_take_only():
    state = load(rules=BR, turn=0, hands=hands("9D 9S KC 7C"), pile="9H", melds=SAMBA_AND_CANASTA)
    problem = check(view(state), AskGoOut())
    assert problem is not None and problem.rule in ("S14.3", "S15.4", "BR14")


# BR16–BR18 -------------------------------------------------------------------------------------------

def test_BR16_S16_2_a_red_three_as_the_last_card_forbids_the_discard():
    state = load(rules=BR, turn=0, hands=hands("7C 8C"), stock="3D", stock_size=1, pile="4D",
                 melds=[{"side": 0, "cards": "AC AD AS"}])
    state = play(state, DrawStock())
    refuse(state, Discard(card("7C")), "S16.2")


def test_BR17_the_higher_total_wins():
    state = load(rules=BR, scores=[9850, 9990], turn=3, phase="meld", stock_size=0,
                 hands={"0": "4C", "1": "4H", "2": "4D", "3": "4S 3S"},
                 melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK QS"},
                        {"side": 1, "cards": "KH KD KS"}, {"side": 1, "cards": "AH AD AS AC"}])
    ended = play(state, Discard(card("3S")))
    assert ended.result.totals == (10270, 10090)
    assert outcome(ended).winners == (0,)


def test_BR18_the_whole_brazilian_formula():
    state = load(rules=BR, turn=0, phase="meld", asked="yes",
                 hands={"0": "QH QH QS", "1": "5C", "2": "3S", "3": "5S"},
                 melds=[{"side": 0, "cards": "4C 5C 6C 7C 8C 9C 10C", "seat": 2},
                        {"side": 0, "cards": "2C 2D 2H 2S 2C JK JK", "seat": 2},
                        {"side": 0, "cards": "QD KD AD", "seat": 2}],
                 red_threes={"0": "3H 3H 3H 3D 3D"}, has_melded=[False, False, True, False])
    done = play(state, GoOut(melds=(cards("QH QH QS"),)))
    side = done.result.sides[0]
    assert side.samba_bonus == 1500 and side.bolivia_bonus == 2000
    assert side.short_sequence_penalty in (-1000, 1000)
    assert side.red_three_points == 1000
    assert side.going_out == 200
    assert side.cards_in_hand == -100
    assert side.total == (50 + 200 + 40 + 30) + 1500 + 2000 - 1000 + 1000 + 200 - 100


@pytest.mark.parametrize("hand", ["9D 9S 9C KC", "9D 9S 2C KC"])
def test_S14_3_BR14_ask_before_drawing_covers_a_committing_take_with_an_extra_card(hand):
    state = load(rules=BR, turn=0, hands=hands(hand), pile="9H", melds=SAMBA_AND_CANASTA)
    take = TakePile("pair", cards(" ".join(hand.split()[:3])))
    problem = check(view(state), take)
    assert problem is not None and problem.rule == "BR14"  # it needs the yes first...
    assert check(view(state), AskGoOut()) is None  # ...so asking must be possible
    state = play(play(state, AskGoOut()), AnswerGoOut(True))
    done = play(play(state, take), GoOut(layoffs=((2, cards("KC")),)))
    assert done.result.went_out == 0


def test_BR13_a_samba_completed_in_the_going_out_action_counts():
    state = load(rules=BR, turn=0, phase="meld", asked="yes", hands=hands("10H 7C"),
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    done = play(state, GoOut(layoffs=((1, cards("10H")),), discard=card("7C")))
    assert done.result.sides[0].sambas == 1


def test_BR13_a_bolivia_completed_in_the_going_out_action_counts():
    state = load(rules=BR, turn=0, phase="meld", asked="yes", hands=hands("JK 7C"),
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "2C 2D 2H 2S 2C JK"}])
    done = play(state, GoOut(layoffs=((2, cards("JK")),), discard=card("7C")))
    assert done.result.sides[0].bolivias == 1
