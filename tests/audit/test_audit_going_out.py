"""Audit of S4 (turn structure), S13 (black 3s), S14 (discarding), S15 (going out, permission), E22, from RULES.md."""

from audit_support import (
    TWO_CANASTAS,
    bag,
    bag_of,
    card,
    cards,
    hands,
    load,
    meld_bag,
    offered,
    play,
    refuse,
    view,
)

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    TakePile,
    check,
    find_go_out,
    legal_actions,
)

NINES = [{"side": 0, "cards": "9C 9D 9S"}]


# S4 the turn ---------------------------------------------------------------------------------------

def test_S4_1_a_turn_runs_draw_meld_discard_then_the_next_player():
    state = load(turn=0, hands=hands("KH KD KS 7C"), melds=NINES)
    assert view(state).phase == "draw"
    state = play(state, DrawStock())
    assert view(state).phase == "meld"
    state = play(state, Meld(melds=(cards("KH KD KS"),)))
    state = play(state, Discard(card("7C")))
    assert state.to_act == 1 and view(state).phase == "draw"


def test_S4_3_nothing_but_a_draw_before_drawing():
    state = load(turn=0, hands=hands("KH KD KS 7C"), melds=NINES)
    refuse(state, Discard(card("7C")), "S4.3")
    refuse(state, Meld(melds=(cards("KH KD KS"),)), "S4.3")


def test_S4_3_exactly_one_draw():
    state = play(load(turn=0, hands=hands("9D 9S 7C"), pile="4D 9H", melds=NINES), DrawStock())
    refuse(state, DrawStock(), "S4.3")
    refuse(state, TakePile("pair", cards("9D 9S")), "S4.3")


def test_S4_4_several_melds_and_layoffs_in_one_turn():
    state = load(turn=0, phase="meld", hands=hands("KH KD KS 9H QH QD QS 7C 8C"), melds=NINES)
    state = play(state, Meld(melds=(cards("KH KD KS"),)))
    state = play(state, Meld(melds=(cards("QH QD QS"),), layoffs=((1, cards("9H")),)))
    assert meld_bag(state, 1) == bag_of("9C 9D 9S 9H")
    assert bag(view(state).hand) == bag_of("7C 8C")


def test_S4_5_a_discard_of_a_card_not_held_is_refused():
    state = load(turn=0, phase="meld", hands=hands("7C 8C"), melds=NINES)
    problem = check(view(state), Discard(card("AS")))
    assert problem is not None


def test_S4_6_a_melded_card_never_comes_back_to_the_hand():
    state = load(turn=0, phase="meld", hands=hands("KH KD KS 7C 8C"), melds=NINES)
    state = play(state, Meld(melds=(cards("KH KD KS"),)))
    refuse(state, Discard(card("KH")))
    assert not any(isinstance(a, Discard) and a.card.code == "KH" for a in offered(state))


def test_S4_2_only_the_player_to_act_may_act():
    from samba.engine import IllegalAction, apply, observe
    state = load(turn=0, hands=hands("7C 8C"), melds=NINES)
    assert legal_actions(observe(state, 1)) == []
    assert check(observe(state, 1), DrawStock()) is not None
    try:
        apply(state, DrawStock(), seat=1)
    except IllegalAction:
        pass
    else:
        raise AssertionError("seat 1 drew out of turn")


# S13 black threes -----------------------------------------------------------------------------------

E22_HAND = "3C 3S 3C 9H 9D 9S"


def test_S13_1_E22_black_threes_melded_when_going_out_score_plus_45_and_200():
    state = load(turn=0, phase="meld", hands=hands(E22_HAND), melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 3C"))))
    side = done.result.sides[0]
    assert side.melded_cards == 50 + 70 + 30 + 15
    assert side.going_out == 200


def test_S13_1_E22_no_wild_card_with_black_threes():
    state = load(turn=0, phase="meld", hands=hands("3C 3S 2D 9H 9D 9S"), melds=TWO_CANASTAS)
    refuse(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S 2D"))), "S13.1")


def test_S13_1_E22_black_threes_may_not_be_melded_without_going_out():
    state = load(turn=0, phase="meld", hands=hands("3C 3S 3C 9H 8D 7S"), melds=TWO_CANASTAS)
    refuse(state, Meld(melds=(cards("3C 3S 3C"),)), "S13.1")


def test_S13_1_two_black_threes_are_not_a_meld():
    state = load(turn=0, phase="meld", hands=hands("3C 3S 9H 9D 9S"), melds=TWO_CANASTAS)
    refuse(state, GoOut(melds=(cards("9H 9D 9S"), cards("3C 3S"))), "S13.1")


def test_S13_1_six_black_threes_are_a_meld_when_going_out():
    state = load(turn=0, phase="meld", hands=hands("3C 3C 3C 3S 3S 3S"), melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("3C 3C 3C 3S 3S 3S"),)))
    assert done.result.sides[0].melded_cards == 120 + 30


def test_S13_1_a_black_three_never_joins_another_group():
    state = load(turn=0, phase="meld", hands=hands("3C 9H"), melds=[*TWO_CANASTAS, {"side": 0, "cards": "9C 9D 9S"}])
    refuse(state, GoOut(layoffs=((3, cards("3C 9H")),)))


def test_S13_2_black_threes_left_in_hand_count_minus_5():
    from audit_support import score_when_side1_goes_out
    side = score_when_side1_goes_out(melds0=("AH AD AS",), hand0="3C 3S KD").sides[0]
    assert side.cards_in_hand == -20
    assert side.total == 60 - 20


def test_S13_3_a_black_three_may_be_the_final_discard():
    state = load(turn=0, phase="meld", hands=hands("9H 9D 9S 3S"), melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("9H 9D 9S"),), discard=card("3S")))
    assert done.result.went_out == 0


def test_S13_3_a_discarded_black_three_blocks_the_next_player_only():
    state = load(turn=0, phase="meld", hands={"0": "3S 7C", "1": "8C 8S 4D", "2": "4C 4S 5D", "3": "5S"},
                 pile="4H", melds=[{"side": 0, "cards": "AH AD AS"}, {"side": 1, "cards": "KH KD KS"}])
    state = play(state, Discard(card("3S")))
    refuse(state, TakePile("pair", cards("8C 8S")), "S7.1")
    state = play(state, DrawStock())
    state = play(state, Discard(card("4D")))
    # Seat 2 (side 0): the 3S is buried; the top 4D could be taken by a pair.
    assert view(state).pile_frozen is False
    assert check(view(state), TakePile("pair", cards("4C 4S"))) is None


# S14 discarding ---------------------------------------------------------------------------------------

def test_S14_1_a_turn_cannot_end_without_a_discard():
    state = load(turn=0, phase="meld", hands=hands("7C 8C"), melds=NINES)
    problem = check(view(state), EndHand())
    assert problem is not None
    assert all(isinstance(a, Discard | Meld | MergeGroups | AskGoOut | GoOut) for a in offered(state))


def test_S14_2_a_discarded_wild_blocks_the_next_player_and_freezes_the_pile():
    state = load(turn=0, phase="meld", hands={"0": "2C 7C", "1": "8C 8S 4D", "2": "5D 6D", "3": "5S"},
                 pile="4H", melds=[{"side": 0, "cards": "8H 8D 8S"}, {"side": 1, "cards": "KH KD KS"}])
    state = play(state, Discard(card("2C")))
    refuse(state, TakePile("pair", cards("8C 8S")), "S7.1")
    state = play(state, DrawStock())
    state = play(state, Discard(card("8C")))
    assert view(state).pile_frozen is True
    refuse(state, TakePile("layoff", (), 1), "S7.4")


def test_C13_wild_discard_effect_block_only_does_not_freeze():
    rules = {"preset": "samba", "wild_discard_effect": "block_only", "buried_special_freezes": False}
    state = load(rules=rules, turn=0, phase="meld", hands={"0": "2C 7C", "1": "8C 8S 4D", "2": "5D 6D", "3": "5S"},
                 pile="4H", melds=[{"side": 0, "cards": "4C 4D 4S"}, {"side": 1, "cards": "KH KD KS"}])
    state = play(state, Discard(card("2C")))
    refuse(state, TakePile("pair", cards("8C 8S")), "S7.1")
    state = play(state, DrawStock())
    state = play(state, Discard(card("4D")))
    assert view(state).pile_frozen is False
    after = play(state, TakePile("layoff", (), 1))
    assert sum(meld_bag(after, 1).values()) == 4


def test_S14_3_after_a_no_the_player_must_keep_a_card():
    state = load(turn=0, phase="meld", asked="no", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    refuse(state, Meld(melds=(cards("QD QD QS"),)), "S14.3", "S15.4")
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "S15.4")
    assert play(state, Discard(card("6C")))


# S15 going out -----------------------------------------------------------------------------------------

def test_S15_1_canastas_completed_in_the_going_out_action_count():
    state = load(turn=0, phase="meld", hands=hands("QS 6C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS QC QH QD"}])
    done = play(state, GoOut(layoffs=((2, cards("QS")),), discard=card("6C")))
    assert done.result.sides[0].natural_canastas == 2


def test_S15_1_a_new_canasta_melded_in_the_going_out_action_counts():
    state = load(turn=0, phase="meld", hands=hands("QS QS QS QD QD QH QH 6C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    done = play(state, GoOut(melds=(cards("QS QS QS QD QD QH QH"),), discard=card("6C")))
    assert done.result.went_out == 0


def test_S15_1_one_canasta_is_not_enough():
    state = load(turn=0, phase="meld", hands=hands("QS QD QH 6C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    refuse(state, GoOut(melds=(cards("QS QD QH"),), discard=card("6C")), "S15.1")
    assert find_go_out(view(state)) is None


def test_S15_2_going_out_by_melding_every_card_without_a_discard():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS"), melds=TWO_CANASTAS)
    assert play(state, GoOut(melds=(cards("QD QD QS"),))).result.went_out == 0


def test_S15_2_going_out_may_not_leave_cards_in_the_hand():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C 7C"), melds=TWO_CANASTAS)
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "S15.2")


def test_S15_3_going_out_ends_the_hand_with_200_and_no_concealed_extra():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.sides[0].going_out == 200
    assert done.result.sides[1].going_out == 0
    assert done.to_act == -1
    assert all(legal_actions(view(done, seat)) == [] for seat in range(4))


def test_S15_4_asking_passes_the_move_to_the_partner_who_answers_yes_or_no():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    asked = play(state, AskGoOut())
    assert asked.to_act == 2
    answers = legal_actions(view(asked))
    assert sorted(a.yes for a in answers) == [False, True] and len(answers) == 2
    refuse(asked, Discard(card("5D")))


def test_S15_4_yes_binds_the_player_to_go_out():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    state = play(play(state, AskGoOut()), AnswerGoOut(True))
    assert state.to_act == 0
    refuse(state, Discard(card("6C")), "S15.4")
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.went_out == 0


def test_S15_4_no_forbids_going_out_this_turn():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    state = play(play(state, AskGoOut()), AnswerGoOut(False))
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "S15.4")
    assert find_go_out(view(state)) is None
    assert play(state, Discard(card("6C")))


def test_S15_4_ask_only_once_per_turn():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    state = play(play(state, AskGoOut()), AnswerGoOut(False))
    refuse(state, AskGoOut(), "S15.4")


def test_S15_4_ask_is_refused_when_no_going_out_exists():
    state = load(turn=0, phase="meld", hands=hands("QD QC QS 6C 7D"), melds=TWO_CANASTAS)
    assert find_go_out(view(state), ignore_permission=True) is None
    refuse(state, AskGoOut(), "S15.4")


def test_S15_4_ask_is_after_drawing_in_the_default_game():
    state = load(turn=0, hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    problem = check(view(state), AskGoOut())
    assert problem is not None and problem.rule in ("S15.4", "S4.3", "S14.3")


def test_S15_4_asking_is_optional_by_default():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    assert check(view(state), GoOut(melds=(cards("QD QD QS"),), discard=card("6C"))) is None


def test_S15_4_ask_is_offered_exactly_when_a_going_out_exists_through_a_wild_layoff():
    # The only way out: 2D onto the incomplete group of jacks (1 wild -> 2), JC onto the other, discard 6C.
    state = load(turn=0, phase="meld", hands=hands("2D JC 6C"),
                 melds=[*TWO_CANASTAS, {"side": 0, "cards": "JH JD JS 2C"}, {"side": 0, "cards": "AH AD AS 2H JK"}])
    exit_ = find_go_out(view(state))
    assert exit_ is not None and check(view(state), exit_) is None
    assert check(view(state), AskGoOut()) is None


def test_S15_4_partner_answering_is_the_only_move_while_waiting():
    state = play(load(turn=0, phase="meld", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS), AskGoOut())
    from samba.engine import observe
    assert legal_actions(observe(state, 0)) == []
    assert check(observe(state, 0), GoOut(melds=(cards("QD QD QS"),), discard=card("6C"))) is not None


def test_C28_go_out_permission_none_offers_no_asking():
    state = load(rules={"preset": "samba", "go_out_permission": "none"}, turn=0, phase="meld",
                 hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    assert check(view(state), AskGoOut()) is not None
    assert check(view(state), GoOut(melds=(cards("QD QD QS"),), discard=card("6C"))) is None


def test_C28_mandatory_permission_forbids_going_out_without_asking():
    state = load(rules={"preset": "samba", "go_out_permission": "mandatory"}, turn=0, phase="meld",
                 hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "BR14", "S15.4")


def test_S10_2_after_a_yes_a_merge_that_keeps_going_out_possible_is_legal():
    state = load(turn=0, phase="meld", asked="yes", hands=hands("QH 6C"),
                 melds=[*TWO_CANASTAS, {"side": 0, "cards": "QS QD 2C"}, {"side": 0, "cards": "QS QC JK"}])
    merged = play(state, MergeGroups(3, 4))
    done = play(merged, GoOut(layoffs=((3, cards("QH")),), discard=card("6C")))
    assert done.result.went_out == 0


def test_S10_2_after_a_yes_a_merge_that_makes_going_out_impossible_is_refused():
    # 2D can go only onto one of the queen groups (one wild each); merged they hold two wilds.
    state = load(turn=0, phase="meld", asked="yes", hands=hands("2D 6C"),
                 melds=[*TWO_CANASTAS, {"side": 0, "cards": "QS QD 2C"}, {"side": 0, "cards": "QS QC JK"}])
    refuse(state, MergeGroups(3, 4), "S10.2", "S15.4")


def test_S15_4_after_a_yes_a_layoff_that_makes_going_out_impossible_is_refused():
    # QS must complete the six queens (the second canasta); laid on the small group it would not.
    # The two groups of queens hold three wild cards between them, so merging them afterwards would
    # break S8.2 (at most two): no merge can rescue the going out either (S10.2).
    melds = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "QH QD QS QC QH 2D"},
             {"side": 0, "cards": "QC QC 2C JK"}]
    state = load(turn=0, phase="meld", asked="yes", hands=hands("QS 7D"), melds=melds)
    refuse(state, Meld(layoffs=((3, cards("QS")),)), "S15.4", "S14.3")
    done = play(state, GoOut(layoffs=((2, cards("QS")),), discard=card("7D")))
    assert done.result.went_out == 0


def test_S15_4_after_a_yes_a_meld_that_keeps_going_out_possible_is_legal():
    state = load(turn=0, phase="meld", asked="yes", hands=hands("QD QD QS AH AH AS 6C"), melds=TWO_CANASTAS)
    state = play(state, Meld(melds=(cards("AH AH AS"),)))
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.went_out == 0


def test_S15_5_a_side_that_cannot_go_out_never_empties_the_hand():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C 6C 6S"), melds=NINES)
    refuse(state, Meld(melds=(cards("QD QD QS"), cards("6C 6C 6S"))), "S14.3", "S15.5")


def test_S15_2_a_wild_card_may_be_the_final_discard():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 2C"), melds=TWO_CANASTAS)
    assert play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("2C"))).result.went_out == 0


def test_S13_1_S15_1_black_threes_do_not_help_a_side_without_two_canastas():
    state = load(turn=0, phase="meld", hands=hands("3C 3S 3C 9H"), melds=[*NINES, TWO_CANASTAS[0]])
    refuse(state, GoOut(melds=(cards("3C 3S 3C"),), layoffs=((1, cards("9H")),)), "S15.1")


def test_S8_2_a_batch_layoff_is_judged_by_its_result():
    state = load(turn=0, phase="meld", hands=hands("2C JS 7C 8C"), melds=[{"side": 0, "cards": "JD JC 2H"}])
    after = play(state, Meld(layoffs=((1, cards("2C JS")),)))
    assert meld_bag(after, 1) == bag_of("JD JC 2H 2C JS")
    state = load(turn=0, phase="meld", hands=hands("2C JS 7C 8C"), melds=[{"side": 0, "cards": "JD JC 2H JK"}])
    refuse(state, Meld(layoffs=((1, cards("JS 2C")),)), "S8.2")


def test_section3_six_players_the_partner_two_seats_away_answers():
    rules = {"preset": "samba", "player_count": 6}
    state = load(rules=rules, turn=0, phase="meld", melds=TWO_CANASTAS,
                 hands={"0": "QD QD QS 6C", "1": "5C", "2": "5D", "3": "5S", "4": "5H", "5": "6H"})
    asked = play(state, AskGoOut())
    assert asked.to_act == 3


def test_section3_six_players_two_teams_of_three_a_teammate_answers():
    rules = {"preset": "samba", "player_count": 6, "six_player_mode": "two_teams_of_three"}
    state = load(rules=rules, turn=0, phase="meld", melds=TWO_CANASTAS,
                 hands={"0": "QD QD QS 6C", "1": "5C", "2": "5D", "3": "5S", "4": "5H", "5": "6H"})
    asked = play(state, AskGoOut())
    assert asked.to_act in (2, 4)
    done = play(play(asked, AnswerGoOut(True)), GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.went_out == 0


def test_S15_4_a_way_out_that_needs_a_merge_first_is_asked_after_the_merge():
    # One canasta and two small groups of kings: only merging them makes the second canasta.
    melds = [{"side": 0, "cards": "AH AD AS AC AH AD AS"}, {"side": 0, "cards": "KH KD KS"},
             {"side": 0, "cards": "KC KH KD KS"}]
    state = load(turn=0, phase="meld", hands=hands("7C 8C 8D 8S"), melds=melds)
    merged = play(state, MergeGroups(2, 3))
    assert check(view(merged), AskGoOut()) is None
    done = play(play(play(merged, AskGoOut()), AnswerGoOut(True)),
                GoOut(melds=(cards("8C 8D 8S"),), discard=card("7C")))
    assert done.result.sides[0].natural_canastas == 2


def test_S19_2_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others():
    from samba.engine import observe
    state = load(turn=0, hands=hands("7C 8C"), stock="KC QD 5S")
    state = play(state, DrawStock())
    other = observe(state, 1)
    assert bag(other.hand) == bag_of("5C")
    assert other.hand_sizes[0] == 4
    seen = [c.code for event in other.log for c in event.cards]
    assert "KC" not in seen and "QD" not in seen
    assert bag(observe(state, 0).hand) == bag_of("7C 8C KC QD")


def test_S4_3_no_merging_before_the_draw():
    melds = [{"side": 0, "cards": "KH KD KS"}, {"side": 0, "cards": "KC KH KD"}]
    state = load(turn=0, hands=hands("7C 8C"), melds=melds)
    refuse(state, MergeGroups(1, 2), "S4.3")


def test_S4_7_no_laying_off_on_an_opponents_meld_when_going_out():
    state = load(turn=0, phase="meld", hands=hands("QD QD QS AC"),
                 melds=[*TWO_CANASTAS, {"side": 1, "cards": "AH AD AS"}])
    refuse(state, GoOut(melds=(cards("QD QD QS"),), layoffs=((3, cards("AC")),)), "S4.7")


def test_S19_1_a_refused_action_leaves_the_state_exactly_as_it_was():
    from samba.engine import IllegalAction, apply, to_json
    state = load(turn=0, phase="meld", hands=hands("QD QD QS 6C 7C"), melds=TWO_CANASTAS)
    before = to_json(state)
    for action in (GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), Meld(melds=(cards("QD QD QS 6C"),)),
                   DrawStock()):
        try:
            apply(state, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{action} was accepted")
        assert to_json(state) == before
