"""RULES.md §1 S14–S19: discarding, going out, the stock running out, scoring and the end of the game."""

from __future__ import annotations

from collections import Counter

import pytest
from rule_scenarios import TWO_CANASTAS, cards, events_of, kinds, meld_with, play, position, refused, with_stock_left

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    IllegalAction,
    Meld,
    TakePile,
    apply,
    check,
    legal_actions,
    next_hand,
    observe,
    outcome,
)
from samba.engine import events as E
from samba.engine import state as S

GO_OUT_HAND = "4H 4D 4S 9C"  # with TWO_CANASTAS: meld the 4s and discard the 9C


def go_out_position(**extra):
    doc = {"turn": 0, "phase": "meld", "hands": [GO_OUT_HAND, "KH", "5C", "QC"], "melds": TWO_CANASTAS, "pile": "7S"}
    doc.update(extra)
    return position(**doc)


GO_OUT = GoOut(melds=(cards("4H 4D 4S"),), discard=cards("9C")[0])


# -- S14 discarding -------------------------------------------------------------------------------

def test_S14_1_a_turn_ends_with_exactly_one_card_on_the_pile():
    state = position(turn=0, phase="meld", hands=["KH 5C 6D", "7C", "", ""], pile="8S")
    after = play(state, Discard(cards("6D")[0])).state
    assert len(after.hands[0]) == 2 and len(after.pile) == 2
    assert after.turn_seat == 1


def test_S14_1_a_turn_cannot_end_without_a_discard():
    state = position(turn=0, phase="meld", hands=["KH 5C 6D", "7C", "", ""], pile="8S")
    violation = refused(state, EndHand())
    assert violation.code == "CANNOT_END"


@pytest.mark.parametrize("card", ["2C", "JK", "AS", "3C", "4D"])
def test_S14_2_any_card_may_be_discarded(card):
    state = position(turn=0, phase="meld", hands=[f"{card} KH", "7C", "", ""], pile="8S")
    after = play(state, Discard(cards(card)[0])).state
    assert after.pile[-1].code == card


def test_S14_2_a_discarded_wild_card_blocks_the_next_player_and_freezes_the_pile():
    state = position(turn=0, phase="meld", hands=["2C KH", "7C 7D 5S", "", ""], pile="8S 7H",
                     melds=[{"side": 1, "cards": "7S 7S 7C"}])
    after = play(state, Discard(cards("2C")[0])).state
    assert after.pile_frozen
    violation = refused(after, TakePile("pair", cards("7C 7D")))
    assert (violation.code, violation.rule) == ("PILE_BLOCKED", "S7.1")


def test_S14_3_melding_down_to_one_card_without_going_out_is_refused():
    state = position(turn=0, phase="meld", hands=["AH AD AS 5C", "", "", ""], melds=[{"side": 0, "cards": "KH KD KS"}])
    violation = refused(state, Meld((cards("AH AD AS"),)))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")


def test_S14_3_melding_down_to_two_cards_is_allowed():
    state = position(turn=0, phase="meld", hands=["AH AD AS 5C 6C", "", "", ""], melds=[{"side": 0, "cards":
                                                                                        "KH KD KS"}])
    assert len(play(state, Meld((cards("AH AD AS"),))).state.hands[0]) == 2


def test_S14_3_discarding_the_last_card_is_not_a_plain_discard():
    state = position(turn=0, phase="meld", hands=["5C", "", "", ""], melds=[{"side": 0, "cards": "KH KD KS"}])
    violation = refused(state, Discard(cards("5C")[0]))
    assert (violation.code, violation.rule) == ("LAST_CARD", "S14.3")


def test_S14_3_taking_the_pile_must_leave_a_card_after_the_discard():
    # One card in hand, a one-card pile: laying the top card off leaves a single card to discard.
    state = position(turn=0, hands=["5C", "", "", ""], pile="9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    violation = refused(state, TakePile("layoff", (), state.melds[0].id))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")


# -- S15 going out --------------------------------------------------------------------------------

def test_S15_1_going_out_needs_two_canastas():
    state = position(turn=0, phase="meld", hands=[GO_OUT_HAND, "", "", ""], melds=TWO_CANASTAS[:1])
    violation = refused(state, GO_OUT)
    assert (violation.code, violation.rule) == ("NEED_TWO_CANASTAS", "S15.1")


def test_S15_1_a_canasta_completed_while_going_out_counts():
    state = position(turn=0, phase="meld", hands=["8S 8D 4H 4D 4S", "", "", ""],
                     melds=[TWO_CANASTAS[0], {"side": 0, "cards": "8H 8D 8S 8C 8H"}])
    action = GoOut(melds=(cards("4H 4D 4S"),), layoffs=((meld_with(state, "8H 8D 8S 8C 8H").id, cards("8S 8D")),))
    after = play(state, action).state
    assert after.went_out == 0
    assert after.result.sides[0].natural_canastas == 2


def test_C26_go_out_requirement_one_canasta_lets_a_side_with_one_canasta_go_out():
    state = position(rules={"go_out_requirement": "one_canasta"}, turn=0, phase="meld", hands=[GO_OUT_HAND, "", "", ""],
                     melds=TWO_CANASTAS[:1])
    assert play(state, GO_OUT).state.went_out == 0


def test_S15_2_going_out_by_melding_every_card_without_a_discard():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""], melds=TWO_CANASTAS, pile="7S")
    after = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state
    assert after.hands[0] == ()
    assert [c.code for c in after.pile] == ["7S"]


def test_S15_2_going_out_by_melding_all_but_one_card_and_discarding_it():
    after = play(go_out_position(), GO_OUT).state
    assert after.hands[0] == ()
    assert after.pile[-1].code == "9C"


def test_S15_2_going_out_must_use_every_card():
    state = go_out_position()
    violation = refused(state, GoOut(melds=(cards("4H 4D 4S"),)))
    assert (violation.code, violation.rule) == ("NOT_ALL_CARDS", "S15.2")


def test_S15_3_going_out_ends_the_hand_at_once_with_a_200_bonus():
    transition = play(go_out_position(), GO_OUT)
    assert transition.state.phase == S.HAND_OVER
    assert transition.state.went_out == 0
    assert transition.state.result.sides[0].going_out == 200
    assert transition.state.result.sides[1].going_out == 0
    assert kinds(transition.events)[-2:] == [E.GO_OUT, E.HAND_END]


def test_S15_3_going_out_concealed_earns_no_extra_bonus_E31():
    hand = "4H 4D 4S 4C 4H 4D 4S 5H 5D 5S 5C 5H 5D 5S"
    state = position(turn=0, phase="meld", hands=[hand, "", "", ""])
    after = play(state, GoOut(melds=(cards("4H 4D 4S 4C 4H 4D 4S"), cards("5H 5D 5S 5C 5H 5D 5S")))).state
    assert after.result.sides[0].going_out == 200


def test_C25_concealed_going_out_bonus_replaces_the_bonus_for_a_concealed_hand_E31():
    hand = "4H 4D 4S 4C 4H 4D 4S 5H 5D 5S 5C 5H 5D 5S"
    state = position(rules={"concealed_going_out_bonus": 300}, turn=0, phase="meld", hands=[hand, "", "", ""])
    after = play(state, GoOut(melds=(cards("4H 4D 4S 4C 4H 4D 4S"), cards("5H 5D 5S 5C 5H 5D 5S")))).state
    assert after.result.sides[0].going_out == 300
    normal = play(go_out_position(rules={"concealed_going_out_bonus": 300}), GO_OUT).state
    assert normal.result.sides[0].going_out == 200  # seat 0 laid the side's melds earlier


def test_S15_4_asking_hands_the_move_to_the_partner():
    transition = play(go_out_position(), AskGoOut())
    assert (transition.state.phase, transition.state.to_act) == (S.ANSWER, 2)
    assert kinds(transition.events) == [E.ASK]
    violation = check(observe(transition.state, 0), GO_OUT)
    assert (violation.code, violation.rule) == ("WAITING_FOR_ANSWER", "S15.4")
    assert refused(transition.state, Discard(cards("5C")[0])).code == "MUST_ANSWER"


def test_S15_4_a_yes_binds_the_player_to_go_out_this_turn():
    state = play(play(go_out_position(), AskGoOut()).state, AnswerGoOut(True)).state
    assert (state.phase, state.to_act) == (S.MELD, 0)
    violation = refused(state, Discard(cards("9C")[0]))
    assert (violation.code, violation.rule) == ("MUST_GO_OUT", "S15.4")
    offered = legal_actions(observe(state, 0))
    assert isinstance(offered[0], GoOut) and not any(isinstance(a, Discard | DrawStock) for a in offered)
    assert play(state, GO_OUT).state.went_out == 0


def test_S15_4_a_no_forbids_going_out_this_turn():
    state = play(play(go_out_position(), AskGoOut()).state, AnswerGoOut(False)).state
    violation = refused(state, GO_OUT)
    assert (violation.code, violation.rule) == ("GO_OUT_REFUSED", "S15.4")
    assert play(state, Discard(cards("9C")[0])).state.turn_seat == 1


def test_S15_4_after_a_no_a_meld_that_would_leave_one_card_names_the_partners_no():
    """The minimum hand rule binds because of the "no": the refusal names the "no" (S15.4), not S14.3's
    "you may empty your hand only by going out", which the player may not do this turn."""
    state = play(play(go_out_position(), AskGoOut()).state, AnswerGoOut(False)).state
    violation = refused(state, Meld((cards("4H 4D 4S"),)))
    assert (violation.code, violation.rule) == ("GO_OUT_REFUSED", "S15.4")
    assert "said no" in violation.message and "going out" not in violation.message


def test_S14_3_without_a_no_the_same_meld_is_refused_by_the_minimum_hand_rule():
    violation = refused(go_out_position(), Meld((cards("4H 4D 4S"),)))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")


def test_S15_4_a_player_may_ask_only_once_per_turn():
    state = play(play(go_out_position(), AskGoOut()).state, AnswerGoOut(False)).state
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("ASKED_ALREADY", "S15.4")


def test_S15_4_asking_is_offered_only_when_going_out_is_possible():
    assert AskGoOut() in legal_actions(observe(go_out_position(), 0))
    stuck = position(turn=0, phase="meld", hands=["4H 4D 9C 8C", "", "5C", ""], melds=TWO_CANASTAS)
    assert AskGoOut() not in legal_actions(observe(stuck, 0))
    violation = refused(stuck, AskGoOut())
    assert (violation.code, violation.rule) == ("CANNOT_GO_OUT", "S15.4")


def test_S15_4_asking_is_optional_by_default():
    assert play(go_out_position(), GO_OUT).state.went_out == 0


def test_C28_go_out_permission_mandatory_requires_asking_first():
    state = go_out_position(rules={"go_out_permission": "mandatory"})
    violation = refused(state, GO_OUT)
    assert (violation.code, violation.rule) == ("MUST_ASK", "BR14")


def test_C28_go_out_permission_none_forbids_asking():
    state = go_out_position(rules={"go_out_permission": "none"})
    assert refused(state, AskGoOut()).code == "NO_ASKING"
    assert play(state, GO_OUT).state.went_out == 0


def test_S15_5_a_side_that_cannot_go_out_may_never_empty_the_hand():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""], melds=[{"side": 0, "cards": "KH KD KS"}])
    assert refused(state, Meld((cards("4H 4D 4S"),))).code == "MIN_HAND"
    assert refused(state, GoOut(melds=(cards("4H 4D 4S"),))).code == "NEED_TWO_CANASTAS"
    assert not any(isinstance(a, GoOut) for a in legal_actions(observe(state, 0)))


# -- S16 the stock running out ----------------------------------------------------------------------

def late(doc: dict, left: int, sink_seat: int = 3):
    return position(**with_stock_left(doc, left, sink_seat))


def test_S16_1_with_one_stock_card_left_the_draw_takes_that_card_and_the_turn_goes_on():
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "KS", "pile": "4H"}, 1)
    after = play(state, DrawStock()).state
    assert Counter(c.code for c in after.hands[0]) == Counter(["5C", "6D", "KS"])
    assert after.stock == ()
    assert after.phase == S.MELD
    assert not after.turn.no_discard


def test_S16_2_a_last_stock_card_that_is_a_red_three_forbids_the_discard():
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "3H", "pile": "4H"}, 1)
    after = play(state, DrawStock()).state
    assert [c.code for c in after.red_threes[0]] == ["3H"]
    assert after.turn.no_discard
    violation = refused(after, Discard(cards("5C")[0]))
    assert (violation.code, violation.rule) == ("NO_DISCARD", "S16.2")


def test_S6_1_S16_2_both_last_cards_are_drawn_before_the_red_three_wants_a_replacement():
    # The stock is 3H (top) then KC: the draw takes both (S6.1); only then is the 3H laid out, and
    # nothing is left to replace it (S6.2, S5.3), so KC is a drawn card, not the replacement.
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "3H KC", "pile": "4H"}, 2)
    after = play(state, DrawStock()).state
    assert Counter(c.code for c in after.hands[0]) == Counter(["5C", "6D", "KC"])
    assert [c.code for c in after.red_threes[0]] == ["3H"]
    assert after.stock == ()


def test_S16_2_a_red_three_drawn_first_of_the_last_two_cards_forbids_the_discard():
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "3H KC", "pile": "4H"}, 2)
    after = play(state, DrawStock()).state
    assert after.turn.no_discard
    violation = refused(after, Discard(cards("KC")[0]))
    assert (violation.code, violation.rule) == ("NO_DISCARD", "S16.2")


def test_S16_2_a_red_three_drawn_first_of_the_last_two_cards_ends_the_hand_after_the_turn():
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "3H KC", "pile": "4H"}, 2)
    after = play(state, DrawStock()).state
    assert legal_actions(observe(after, 0)) == [EndHand()]
    ended = play(after, EndHand()).state
    assert ended.phase == S.HAND_OVER and ended.went_out == -1


def test_S5_3_a_red_three_with_a_card_left_to_replace_it_still_allows_the_discard():
    # Three stock cards 3H KC 9S: 3H and KC are drawn, the 9S replaces the 3H; the stock is empty but
    # every red 3 was replaced, so the turn ends with a discard as usual.
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "3H KC 9S", "pile": "4H"}, 3)
    after = play(state, DrawStock()).state
    assert Counter(c.code for c in after.hands[0]) == Counter(["5C", "6D", "KC", "9S"])
    assert after.stock == () and not after.turn.no_discard
    assert Discard(cards("KC")[0]) in legal_actions(observe(after, 0))


def test_S5_3_a_replacement_that_is_the_last_card_and_a_red_three_forbids_the_discard():
    # 3H KC 3D: the 3D replaces the 3H and is itself a red 3 with nothing left to replace it (S16.2).
    state = late({"turn": 0, "hands": ["5C 6D", "7C", "", ""], "stock": "3H KC 3D", "pile": "4H"}, 3)
    after = play(state, DrawStock()).state
    assert Counter(c.code for c in after.hands[0]) == Counter(["5C", "6D", "KC"])
    assert Counter(c.code for c in after.red_threes[0]) == Counter(["3H", "3D"])
    assert after.turn.no_discard


def test_S16_2_after_a_last_red_three_the_hand_ends_after_the_players_melds():
    state = late({"turn": 0, "hands": ["AH AD AS 6D", "7C", "", ""], "stock": "3H", "pile": "4H",
                  "melds": [{"side": 0, "cards": "KH KD KS"}]}, 1)
    state = play(state, DrawStock()).state
    state = play(state, Meld((cards("AH AD AS"),))).state  # one card may remain: no discard follows
    transition = play(state, EndHand())
    assert transition.state.phase == S.HAND_OVER
    assert transition.state.went_out == -1
    assert transition.state.result.sides[0].red_three_points == -100


def test_S16_2_after_a_last_red_three_the_player_may_go_out_only_by_melding_every_card():
    state = late({"turn": 0, "hands": ["4H 4D 4S 9C", "7C", "", ""], "stock": "3H", "pile": "4H",
                  "melds": TWO_CANASTAS}, 1)
    state = play(state, DrawStock()).state
    violation = refused(state, GO_OUT)
    assert (violation.code, violation.rule) == ("NO_DISCARD", "S16.2")
    state = late({"turn": 0, "hands": ["4H 4D 4S", "7C", "", ""], "stock": "3H", "pile": "4H",
                  "melds": TWO_CANASTAS}, 1)
    state = play(state, DrawStock()).state
    assert play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.went_out == 0


def _empty_stock_turn_of_seat_1(hand1: str, melds: list, **rules):
    """Seat 0 discards the last playable card; seat 1's turn starts with an empty stock (S16.3)."""
    doc = {"turn": 0, "phase": "meld", "hands": ["9H KC", hand1, "KD", ""], "pile": "4S", "melds": melds}
    if rules:
        doc["rules"] = rules
    state = late(doc, 0)
    return play(state, Discard(cards("9H")[0]))


def test_S16_3_with_an_empty_stock_a_player_who_can_lay_the_top_card_off_must_take_the_pile():
    transition = _empty_stock_turn_of_seat_1("5C 6D", [{"side": 1, "cards": "9C 9D 9S"}])
    state = transition.state
    assert (state.phase, state.turn_seat) == (S.DRAW, 1)
    violation = refused(state, EndHand())
    assert (violation.code, violation.rule) == ("MUST_TAKE_PILE", "S16.3")
    assert refused(state, DrawStock()).code == "STOCK_EMPTY"
    after = play(state, TakePile("layoff", (), meld_with(state, "9C 9D 9S").id)).state
    assert after.phase == S.MELD


def test_S16_3_with_an_empty_stock_a_player_who_cannot_take_the_pile_ends_the_hand_at_once():
    transition = _empty_stock_turn_of_seat_1("5C 6D", [{"side": 1, "cards": "AC AD AS"}])
    assert transition.state.phase == S.HAND_OVER
    assert transition.state.went_out == -1
    assert E.HAND_END in kinds(transition.events)
    assert Counter(c.code for c in transition.state.hands[1]) == Counter(["5C", "6D"])  # no meld, no discard


def test_S16_3_with_an_empty_stock_a_natural_pair_may_take_the_pile_or_the_hand_ends():
    state = _empty_stock_turn_of_seat_1("9C 9D 6D", [{"side": 1, "cards": "AC AD AS"}]).state
    assert state.phase == S.DRAW
    options = legal_actions(observe(state, 1))
    assert TakePile("pair", cards("9C 9D")) in options and EndHand() in options
    assert play(state, EndHand()).state.phase == S.HAND_OVER
    assert play(state, TakePile("pair", cards("9C 9D"))).state.phase == S.MELD


def test_S16_3_an_unopened_side_may_take_with_a_pair_only_if_the_opening_is_met():
    state = _empty_stock_turn_of_seat_1("9C 9D 6D", []).state  # 9H + 9C 9D = 30 < 50: no take, hand over
    assert state.phase == S.HAND_OVER


def test_S16_3_after_taking_the_pile_the_next_player_faces_the_empty_stock_again():
    state = _empty_stock_turn_of_seat_1("5C 6D", [{"side": 1, "cards": "9C 9D 9S"}]).state
    state = play(state, TakePile("layoff", (), meld_with(state, "9C 9D 9S").id)).state
    transition = play(state, Discard(cards("6D")[0]))
    assert transition.state.phase == S.HAND_OVER  # seat 2 cannot take a 6D: the hand ends
    assert transition.events[-1].kind == E.HAND_END


def test_C35_stock_exhausted_rule_optional_take_or_end_lets_the_player_decline_a_lay_off():
    state = _empty_stock_turn_of_seat_1("5C 6D", [{"side": 1, "cards": "9C 9D 9S"}],
                                        stock_exhausted_rule="optional_take_or_end").state
    assert state.phase == S.DRAW
    assert play(state, EndHand()).state.phase == S.HAND_OVER


def test_C35_stock_exhausted_rule_end_immediately_ends_the_hand_when_the_stock_is_empty():
    transition = _empty_stock_turn_of_seat_1("5C 6D", [{"side": 1, "cards": "9C 9D 9S"}],
                                             stock_exhausted_rule="end_immediately")
    assert transition.state.phase == S.HAND_OVER


def test_S16_4_a_hand_ended_by_the_stock_gives_no_going_out_bonus_but_scores_the_rest():
    state = _empty_stock_turn_of_seat_1("5C 6D", [{"side": 1, "cards": "AC AD AS"}, TWO_CANASTAS[0]]).state
    result = state.result
    assert result.went_out == -1
    assert [s.going_out for s in result.sides] == [0, 0]
    assert result.sides[1].melded_cards == 60
    assert result.sides[0].natural_canasta_bonus == 500
    held = [c for seat in (1, 3) for c in state.hands[seat]]
    assert result.sides[1].cards_in_hand == -sum(5 if c.is_black_three else c.points for c in held)


# -- S17 scoring a hand ---------------------------------------------------------------------------

def test_S17_a_hand_score_adds_melds_bonuses_red_threes_and_going_out_less_cards_held_E19():
    state = position(turn=1, phase="meld", hands=["KH", "4H 4D 4S", "5C", ""], red_threes=["3H 3D 3H", ""],
                     melds=[{"side": 0, "cards": "9C 9D 9S 9H 9C 9D 9S"}, {"side": 0, "cards": "AH AD AS"},
                            {"side": 1, "cards": "KC KD KS KC KD KS KH"}, {"side": 1, "cards": "QH QD QS QC QH QD QS"}])
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result
    a, b = result.sides
    assert (a.melded_cards, a.natural_canasta_bonus, a.red_three_points, a.cards_in_hand) == (130, 500, -300, -15)
    assert a.total == 315
    assert b.total == 70 + 500 + 70 + 500 + 15 + 200
    assert result.totals == (315, b.total)


def test_S17_1_a_negative_hand_score_is_added_to_the_running_total():
    state = position(turn=0, phase="meld", scores=[120, 40], hands=[GO_OUT_HAND, "AS AD KH", "", "JK"],
                     melds=TWO_CANASTAS)
    after = play(state, GO_OUT).state
    assert after.result.sides[1].total == -100
    assert after.scores[1] == -60


def test_S17_2_a_canasta_bigger_than_seven_cards_earns_the_same_bonus_E16():
    state = position(turn=0, phase="meld", hands=["QS 4H 4D 4S", "", "", ""],
                     melds=[TWO_CANASTAS[0], {"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    canasta = meld_with(state, "QH QD QS QC QH 2D JK")
    result = play(state, GoOut(melds=(cards("4H 4D 4S"),), layoffs=((canasta.id, cards("QS")),))).state.result
    score = result.sides[0]
    assert (score.mixed_canastas, score.mixed_canasta_bonus) == (1, 300)
    assert score.melded_cards == 70 + 130 + 15  # the queens' canasta: 130 card points + 300 = 430 (E16)


def test_S17_2_a_seven_card_natural_canasta_scores_its_cards_plus_500_E17():
    state = position(turn=0, phase="meld", hands=["4H 4D 4S", "", "", ""],
                     melds=[TWO_CANASTAS[1], {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    score = play(state, GoOut(melds=(cards("4H 4D 4S"),))).state.result.sides[0]
    assert score.natural_canasta_bonus == 500
    assert score.melded_cards == 80 + 35 + 15


def test_S17_3_both_sides_score_their_melds_whoever_went_out():
    state = go_out_position(melds=[*TWO_CANASTAS, {"side": 1, "cards": "JH JD JS JC JH JD 2S"}])
    side_b = play(state, GO_OUT).state.result.sides[1]
    assert (side_b.melded_cards, side_b.mixed_canasta_bonus, side_b.going_out) == (80, 300, 0)


def test_C37_losing_side_scores_melds_false_scores_only_the_winners_melds():
    state = go_out_position(rules={"losing_side_scores_melds": False},
                            melds=[*TWO_CANASTAS, {"side": 1, "cards": "JH JD JS JC JH JD 2S"}])
    side_b = play(state, GO_OUT).state.result.sides[1]
    assert (side_b.melded_cards, side_b.mixed_canasta_bonus) == (0, 0)


def test_C29_red3_scale_brazilian_counts_six_red_threes_1200_E20():
    state = go_out_position(rules={"red3_scale": "brazilian"}, red_threes=["3H 3H 3H 3D 3D 3D", ""])
    assert play(state, GO_OUT).state.result.sides[0].red_three_points == 1200


def test_C30_red3_positive_min_canastas_1_makes_red_threes_plus_with_one_canasta():
    state = go_out_position(rules={"red3_positive_min_canastas": 1}, red_threes=["", "3H 3D"],
                            melds=[*TWO_CANASTAS, {"side": 1, "cards": "JH JD JS JC JH JD 2S"}])
    assert play(state, GO_OUT).state.result.sides[1].red_three_points == 200


def test_C31_red3_negative_mode_fixed_500_each():
    state = go_out_position(rules={"red3_negative_mode": "fixed_500_each"}, red_threes=["", "3H 3D"])
    assert play(state, GO_OUT).state.result.sides[1].red_three_points == -1000


# -- S18 end of the game ----------------------------------------------------------------------------

# Seat 0 goes out: side A's hand scores 70 + 500 + 80 + 300 + 15 + 200 = 1,165, minus 5C held by seat 2
# = 1,160; side B's melds AH AD AS score 60, less KH and QC held = 40.
A_HAND, B_HAND = 1160, 40


def final_hand(scores, **rules):
    return go_out_position(scores=scores, melds=[*TWO_CANASTAS, {"side": 1, "cards": "AH AD AS"}],
                           **({"rules": rules} if rules else {}))


def test_S18_1_the_game_ends_when_a_side_reaches_10000_E25():
    transition = play(final_hand([9850, 9990]), GO_OUT)
    state = transition.state
    assert state.scores == (9850 + A_HAND, 9990 + B_HAND)
    assert state.phase == S.GAME_OVER
    assert outcome(state).winners == (0,)
    assert E.GAME_END in kinds(transition.events)


def test_S18_1_below_10000_the_game_goes_on():
    state = play(final_hand([0, 0]), GO_OUT).state
    assert state.phase == S.HAND_OVER
    assert outcome(state) is None


def test_S18_2_when_both_sides_pass_10000_the_higher_total_wins():
    state = play(final_hand([8900, 10500]), GO_OUT).state
    assert min(state.scores) >= 10000
    assert outcome(state).winners == (1,)


def test_S18_2_an_exact_tie_at_the_top_means_another_hand():
    state = play(final_hand([9000, 9000 + A_HAND - B_HAND]), GO_OUT).state
    assert state.scores[0] == state.scores[1] >= 10000
    assert state.phase == S.HAND_OVER
    assert outcome(state) is None
    assert next_hand(state).state.hand_number == 2


def test_C38_tie_rule_shared_win_lets_tied_sides_share_the_win():
    state = play(final_hand([9000, 9000 + A_HAND - B_HAND], tie_rule="shared_win"), GO_OUT).state
    assert outcome(state).winners == (0, 1)


def test_C38_target_score_sets_where_the_game_ends():
    state = play(final_hand([0, 0], target_score=1000), GO_OUT).state
    assert outcome(state).winners == (0,)


def test_S18_3_otherwise_the_next_hand_is_dealt_with_the_scores_carried_over():
    over = play(final_hand([100, 200]), GO_OUT).state
    following = next_hand(over).state
    assert following.hand_number == 2
    assert following.scores == (100 + A_HAND, 200 + B_HAND)
    assert following.dealer == (over.dealer + 1) % 4
    assert following.phase == S.DRAW and following.melds == ()
    assert [len(h) + following.pending_replacements[s] for s, h in enumerate(following.hands)
            if s != following.turn_seat] == [15, 15, 15]


def test_S18_3_a_finished_game_deals_no_further_hand():
    over = play(final_hand([9850, 9990]), GO_OUT).state
    with pytest.raises(IllegalAction) as caught:
        next_hand(over)
    assert caught.value.violation.rule == "S18.3"


# -- S19 irregularities and public information ---------------------------------------------------

def test_S19_1_an_illegal_action_is_refused_and_changes_nothing_not_even_the_score():
    state = go_out_position(melds=TWO_CANASTAS[:1])
    violation = refused(state, GO_OUT)  # refused() also checks check() agrees and the state is unchanged
    assert violation.rule == "S15.1"
    assert state.scores == (0, 0) and state.phase == S.MELD


def test_S19_1_every_offered_action_is_accepted():
    state = go_out_position()
    for action in legal_actions(observe(state, 0)):
        assert check(observe(state, 0), action) is None
        apply(state, action)


def test_S19_1_refusals_name_the_rule_in_a_sentence():
    violation = refused(go_out_position(melds=TWO_CANASTAS[:1]), GO_OUT)
    assert violation.message.endswith(".") and violation.message[0].isupper()
    assert "two canastas" in violation.message


def test_S19_2_every_player_sees_hand_sizes_minimums_stock_melds_red_threes_and_pile_state():
    state = position(turn=0, scores=[-50, 1600], hands=["5C 6D", "7C 8C 9C", "KH", ""], pile="2D 9S",
                     melds=[{"side": 1, "cards": "AH AD AS"}], red_threes=["3H", ""])
    for seat in range(4):
        obs = observe(state, seat)
        assert obs.hand_sizes == (2, 3, 1, 0)
        assert [obs.requirement(side).points for side in (0, 1)] == [15, 90]
        assert obs.stock_size == len(state.stock)
        assert [m.cards for m in obs.melds] == [m.cards for m in state.melds]
        assert [c.code for c in obs.red_threes[0]] == ["3H"]
        assert not obs.pile_blocked
        assert obs.frozen_for(0) and obs.frozen_for(1)
        assert obs.hand == state.hands[seat]


def test_S19_2_the_pile_shows_as_blocked_when_a_wild_card_is_on_top():
    state = position(turn=0, hands=["5C 6D", "", "", ""], pile="9S 2D")
    assert observe(state, 2).pile_blocked


def test_S19_2_hidden_cards_never_appear_in_another_seats_events():
    state = position(turn=0, hands=["5C 6D", "", "", ""], stock="KS QS")
    transition = play(state, DrawStock())
    draws = events_of(transition.state.log, E.DRAW)
    assert draws and all(e.cards == () for e in draws)
    assert events_of(transition.events, E.DRAW)[0].seen_by(1).cards == ()
