"""Issue #10, round 2: going out with the pile (S14.3, BR8, BR14, C25), binding answers and merges
(S10.2, S15.4), wild cards and completed canastas (S8.5, C17, BR2), and no dead ends (S14.4).

Every position is written in card notation and played through the public API (``scenario.load``,
``observe``, ``check``, ``apply``, ``legal_actions``).
"""

from __future__ import annotations

from typing import Any

import pytest
from rule_scenarios import TWO_CANASTAS, card, cards, meld_with, offers, play, play_all, position, refused

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    GoOut,
    Meld,
    MergeGroups,
    TakePile,
    check,
    observe,
    preset,
)
from samba.engine import state as S
from samba.engine.state import GameState


def assert_offers_are_legal(state: GameState) -> None:
    """S14.4: something is offered, and everything offered passes ``check``."""
    options = offers(state)
    assert options, f"no legal action for seat {state.to_act} in phase {state.phase}"
    obs = observe(state, state.to_act)
    for action in options:
        assert check(obs, action) is None, action


# -- S14.3: taking the pile and going out in the same turn -----------------------------------------

ISSUE_PAIR_TAKE = dict(turn=0, hands=["9S 9D", "", "", ""], pile="5C 9H", melds=TWO_CANASTAS)


def test_S14_3_a_pair_take_leaving_one_card_is_legal_when_the_player_can_then_go_out():
    state = position(**ISSUE_PAIR_TAKE)
    take = TakePile("pair", cards("9D 9S"))
    assert take in offers(state)
    after = play(state, take).state
    assert after.hands[0] == cards("5C")
    assert after.turn.committed and after.turn.must_go_out
    (go,) = offers(after)
    assert isinstance(go, GoOut) and go.discard == card("5C")
    done = play(after, go).state
    assert done.phase in (S.HAND_OVER, S.GAME_OVER) and done.went_out == 0


def test_S14_3_a_committing_take_binds_the_player_exactly_as_a_yes_does():
    after = play(position(**ISSUE_PAIR_TAKE), TakePile("pair", cards("9D 9S"))).state
    for action in (Discard(card("5C")), AskGoOut()):
        violation = refused(after, action)
        assert (violation.code, violation.rule) == ("MUST_GO_OUT", "S14.3")


def test_S14_3_a_pair_take_leaving_one_card_is_refused_when_the_side_could_not_go_out():
    state = position(turn=0, hands=["9S 9D", "", "", ""], pile="5C 9H", melds=TWO_CANASTAS[:1])
    violation = refused(state, TakePile("pair", cards("9D 9S")))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")
    assert "could not go out" in violation.message
    assert TakePile("pair", cards("9D 9S")) not in offers(state)


def test_S14_3_a_take_that_empties_the_hand_is_followed_by_going_out_with_nothing_left_to_lay():
    state = position(turn=0, hands=["9S 9D", "", "", ""], pile="9H", melds=TWO_CANASTAS)
    after = play(state, TakePile("pair", cards("9D 9S"))).state
    assert after.hands[0] == () and after.turn.committed
    assert offers(after) == [GoOut()]
    assert play(after, GoOut()).state.went_out == 0


def test_S14_3_a_layoff_take_leaving_one_card_commits_the_player_to_go_out():
    melds = [*TWO_CANASTAS, {"side": 0, "cards": "9C 9D 9S"}]
    state = position(turn=0, hands=["5C", "", "", ""], pile="9H", melds=melds)
    take = TakePile("layoff", (), meld_with(state, "9C 9D 9S").id)
    after = play(state, take).state
    assert after.turn.committed
    assert offers(after) == [GoOut(discard=card("5C"))]


def test_S14_3_red_threes_in_the_pile_are_laid_out_so_they_do_not_count_as_cards_kept():
    # The red 3 under the top card is laid out (S5.4): after the pair only 4C stays in hand.
    doc: dict[str, Any] = dict(turn=0, hands=["9S 9D 4C", "", "", ""], pile="3H 9H")
    violation = refused(position(**doc, melds=TWO_CANASTAS[:1]), TakePile("pair", cards("9D 9S")))
    assert (violation.code, violation.rule) == ("MIN_HAND", "S14.3")
    after = play(position(**doc, melds=TWO_CANASTAS), TakePile("pair", cards("9D 9S"))).state
    assert after.hands[0] == cards("4C") and after.turn.committed
    assert_offers_are_legal(after)


def test_S14_3_a_take_that_keeps_two_cards_does_not_commit():
    state = position(turn=0, hands=["9S 9D 4C", "", "", ""], pile="5C 9H", melds=TWO_CANASTAS)
    after = play(state, TakePile("pair", cards("9D 9S"))).state
    assert not after.turn.committed
    assert Discard(card("4C")) in offers(after)


# -- BR8 / BR14: the single-card take with one card in hand, asking before the draw ----------------

BR_MELDS = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"},
            {"side": 0, "cards": "6C 7C 8C"}]


def br8_position(melds=BR_MELDS, **extra: Any) -> GameState:
    doc: dict[str, Any] = dict(rules="brazilian", turn=0, hands=["4D", "5S 5S", "QH QD", "5D 6D"],
                               pile="KC 5C 9C", melds=melds)
    doc.update(extra)
    return position(**doc)


def test_BR8_S14_3_with_mandatory_permission_the_single_card_take_to_go_out_needs_a_yes_first():
    state = br8_position()
    violation = refused(state, TakePile("sequence_card", (), 3))
    assert (violation.code, violation.rule) == ("MUST_ASK", "BR14")
    assert AskGoOut() in offers(state)


def test_BR8_S14_3_the_player_may_ask_before_drawing_and_after_yes_takes_the_card_and_goes_out():
    state = play_all(br8_position(), AskGoOut())
    assert (state.phase, state.to_act) == (S.ANSWER, 2)
    state = play(state, AnswerGoOut(True)).state
    assert (state.phase, state.to_act, state.turn.asked) == (S.DRAW, 0, S.ASKED_YES)
    assert refused(state, DrawStock()).code == "MUST_GO_OUT"
    assert offers(state) == [TakePile("sequence_card", (), 3)]
    state = play(state, TakePile("sequence_card", (), 3)).state
    assert state.turn.must_go_out and len(state.pile) == 2  # BR8: only the top card was taken
    (go,) = offers(state)
    done = play(state, go).state
    assert done.went_out == 0 and done.result.sides[0].going_out > 0


def test_BR8_S14_3_after_no_before_drawing_the_player_draws_and_may_not_go_out():
    state = play_all(br8_position(), AskGoOut(), AnswerGoOut(False))
    assert (state.phase, state.turn.asked) == (S.DRAW, S.ASKED_NO)
    violation = refused(state, TakePile("sequence_card", (), 3))
    assert (violation.code, violation.rule) == ("GO_OUT_REFUSED", "S15.4")
    assert DrawStock() in offers(state) and AskGoOut() not in offers(state)
    state = play(state, DrawStock()).state
    assert refused(state, AskGoOut()).code == "ASKED_ALREADY"
    assert_offers_are_legal(state)


def test_S14_3_asking_before_drawing_is_only_for_taking_the_pile_to_go_out():
    # No samba: going out is impossible, so there is nothing to ask before the draw.
    state = br8_position(melds=BR_MELDS[1:])
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S14.3")
    assert AskGoOut() not in offers(state)


def test_S14_3_with_optional_permission_nobody_asks_before_drawing():
    state = position(**ISSUE_PAIR_TAKE)
    assert refused(state, AskGoOut()).code == "MUST_DRAW"
    assert AskGoOut() not in offers(state)


def test_BR8_without_a_partner_the_single_card_take_to_go_out_needs_no_question():
    state = position(rules={"preset": "brazilian", "options": {"player_count": 3}}, turn=0,
                     hands=["4D", "5S 5S", "QH QD"], pile="KC 5C 9C", melds=BR_MELDS)
    after = play(state, TakePile("sequence_card", (), 3)).state
    assert after.turn.committed
    assert isinstance(offers(after)[0], GoOut)


def test_BR16_S14_3_an_empty_stock_does_not_end_the_hand_while_the_player_could_ask_and_go_out():
    state = br8_position(stock_size=0)
    assert state.phase == S.DRAW and state.stock == ()
    assert AskGoOut() in offers(state)
    state = play_all(state, AskGoOut(), AnswerGoOut(True), TakePile("sequence_card", (), 3))
    assert play(state, offers(state)[0]).state.went_out == 0


# -- C25 / §4b: Spanish folding with the pile ------------------------------------------------------

FOLDING_HAND = "9S 9D 4H 4D 4S 4C 4H 4D 4S 5H 5D 5S 5C 5H 5D 5S 6C"


def folding_position(rules: str) -> GameState:
    # Score 3,000: the opening needs 120, and 9s + 4s + 5s make only 100. Laying the whole hand
    # down at once needs no minimum in the Spanish rules.
    return position(rules=rules, turn=0, scores=[3000, 0], hands=[FOLDING_HAND, "", "", ""], pile="9H", melds=[])


def test_C25_spanish_a_pile_take_in_the_turn_the_whole_hand_is_laid_down_needs_no_minimum():
    state = folding_position("samba_spanish")
    take = TakePile("pair", cards("9D 9S"))
    assert take in offers(state)
    after = play(state, take).state
    assert after.turn.committed  # the take is only legal as part of laying the whole hand down
    assert refused(after, Discard(card("6C"))).code == "MUST_GO_OUT"
    go = next(a for a in offers(after) if isinstance(a, GoOut))
    done = play(after, go).state
    assert done.went_out == 0


def test_C25_standard_samba_still_needs_the_minimum_for_that_take():
    violation = refused(folding_position("samba"), TakePile("pair", cards("9D 9S")))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")


def test_C25_spanish_a_take_short_of_the_minimum_is_refused_when_the_hand_could_not_all_go_down():
    state = position(rules="samba_spanish", turn=0, scores=[3000, 0], hands=["9S 9D 4H 4D 4S 5C 7D", "", "", ""],
                     pile="KC 9H", melds=[])
    violation = refused(state, TakePile("pair", cards("9D 9S")))
    assert (violation.code, violation.rule) == ("OPENING_TOO_LOW", "S12.1")
    assert "could not go out" in violation.message


# -- S10.2 / S14.4: merging after a binding "yes" ---------------------------------------------------

KING_CANASTAS = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KH KD KS KC JK 2C"}]


@pytest.mark.parametrize("rules", [{"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}},
                                   "samba_simple"])
def test_S10_2_after_yes_a_merge_of_the_two_canastas_needed_to_go_out_is_refused(rules):
    state = position(rules=rules, turn=0, phase="meld", asked="yes", hands=["5C 5D 5S 9H", "", "", ""],
                     melds=KING_CANASTAS)
    violation = refused(state, MergeGroups(1, 2))
    assert (violation.code, violation.rule) == ("MERGE_BLOCKS_GOING_OUT", "S10.2")
    assert [a for a in offers(state) if not isinstance(a, Meld)] == [GoOut(melds=(cards("5C 5D 5S"),),
                                                                          discard=card("9H"))]


def test_S10_2_after_yes_a_merge_that_keeps_going_out_possible_is_legal():
    melds = [*KING_CANASTAS, {"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}]
    state = position(rules={"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}}, turn=0,
                     phase="meld", asked="yes", hands=["5C 5D 5S 9H", "", "", ""], melds=melds)
    assert MergeGroups(1, 2) in offers(state)
    after = play(state, MergeGroups(1, 2)).state
    assert after.turn.asked == S.ASKED_YES
    assert_offers_are_legal(after)
    assert isinstance(offers(after)[0], GoOut)


def test_S10_2_after_a_committing_take_a_merge_must_keep_going_out_possible():
    state = position(rules={"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}}, turn=0,
                     hands=["9S 9D", "", "", ""], pile="5C 9H", melds=KING_CANASTAS)
    after = play(state, TakePile("pair", cards("9D 9S"))).state
    assert refused(after, MergeGroups(1, 2)).code == "MERGE_BLOCKS_GOING_OUT"
    assert_offers_are_legal(after)


def test_S14_4_the_issue_dead_end_after_yes_cannot_be_reached():
    # Issue #10 item 1: the merge used to be accepted and left a player who must go out with no legal action.
    # Brazilian wild cards (BR2) with any two canastas enough to go out ([BIC-BR]).
    state = position(rules={"preset": "brazilian", "options": {"go_out_requirement": "two_canastas"}}, turn=0,
                     phase="meld", asked="yes", hands=["5C 5D 5S 9H", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KC 2C 2D JK JK 2S"}])
    assert check(observe(state, 0), MergeGroups(1, 2)).code == "MERGE_BLOCKS_GOING_OUT"
    assert_offers_are_legal(state)


# -- S8.5 / C17 / BR2: wild cards on completed canastas --------------------------------------------

@pytest.mark.parametrize("name", ["samba_simple", "brazilian"])
def test_C17_samba_simple_and_brazilian_allow_a_wild_card_on_a_completed_canasta(name):
    assert preset(name).allow_wild_on_completed_canasta
    assert not preset("samba").allow_wild_on_completed_canasta
    state = position(rules=name, turn=0, phase="meld", hands=["2C 5C 6D", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    after = play(state, Meld((), ((1, cards("2C")),))).state
    assert after.melds[0].canasta_kind == "mixed"


def test_C17_samba_simple_keeps_its_two_naturals_for_each_wild_card_on_a_canasta():
    state = position(rules="samba_simple", turn=0, phase="meld", hands=["2C 2D JK 5C 6D", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    assert play(state, Meld((), ((1, cards("2C 2D")),))).state.melds[0].size == 9
    violation = refused(state, Meld((), ((1, cards("2C 2D JK")),)))
    assert violation.rule == "S8.2"


def test_BR2_any_number_of_wild_cards_may_be_added_to_a_six_card_group_in_one_layoff():
    state = position(rules="brazilian", turn=0, phase="meld", hands=["2C 2D JK JK 5C 6D", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD"}])
    after = play(state, Meld((), ((1, cards("2C 2D JK JK")),))).state
    assert (after.melds[0].size, after.melds[0].canasta_kind) == (10, "mixed")


def test_S8_5_standard_samba_still_refuses_wild_cards_that_would_carry_a_group_past_seven():
    state = position(turn=0, phase="meld", hands=["2C 2D 5C 6D", "", "", ""],
                     melds=[{"side": 0, "cards": "KH KD KS KC KH KD"}])
    assert refused(state, Meld((), ((1, cards("2C 2D")),))).code == "WILD_ON_CANASTA"
