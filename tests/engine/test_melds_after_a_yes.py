"""S15.4 with S4.4: after a binding "yes" (or a take that committed the player, S14.3) the player may
still meld and lay off, as long as going out stays possible; the going out itself is ``GoOut``.

The lead's ruling (documented on ``legality.plan_meld``): a ``Meld`` by a player bound to go out is
legal exactly when going out stays possible afterwards (merges included, S10.2), and it may not lay
the last cards down (that is going out, S15.2). A refusal cites the rule that binds the player:
S15.4 after a yes, S14.3 after a committing take.
"""

from __future__ import annotations

from rule_scenarios import TWO_CANASTAS, card, cards, meld_with, play, position, refused

from samba.engine import AskGoOut, Discard, GoOut, Meld, TakePile, check, legal_actions, observe
from samba.engine.state import GameState

ONE_CANASTA = TWO_CANASTAS[:1]


def after_yes(hand: str, melds: list = TWO_CANASTAS, **extra) -> GameState:
    return position(turn=0, phase="meld", asked="yes", hands=[hand, "5C", "5D", "5S"], melds=melds, **extra)


def test_S15_4_after_a_yes_a_new_meld_that_keeps_going_out_possible_is_legal():
    state = play(after_yes("AH AD AS 8C 8D 8S 6C"), Meld((cards("AH AD AS"),))).state
    assert state.turn.must_go_out and state.hands[0] == cards("6C 8C 8D 8S")
    assert play(state, GoOut((cards("8C 8D 8S"),), discard=card("6C"))).state.went_out == 0


def test_S15_4_after_a_yes_a_single_card_laid_off_onto_a_meld_is_legal():
    state = after_yes("KC 8C 8D 8S 6C")
    state = play(state, Meld((), ((meld_with(state, "KH KD KS KC KH KD KS").id, cards("KC")),))).state
    assert len(meld_with(state, "KH KD KS KC KH KD KS KC").cards) == 8
    assert play(state, GoOut((cards("8C 8D 8S"),), discard=card("6C"))).state.went_out == 0


def test_S15_4_after_a_yes_a_meld_may_leave_one_card_for_the_final_discard():
    state = play(after_yes("AH AD AS 6C"), Meld((cards("AH AD AS"),))).state
    assert state.hands[0] == cards("6C")
    assert legal_actions(observe(state, 0)) == [GoOut(discard=card("6C"))]


def test_S15_4_after_a_yes_laying_down_the_last_cards_is_going_out_not_a_meld():
    violation = refused(after_yes("AH AD AS"), Meld((cards("AH AD AS"),)))
    assert (violation.code, violation.rule) == ("MUST_GO_OUT", "S15.4")
    assert "Go out" in violation.message
    assert check(observe(after_yes("AH AD AS"), 0), GoOut((cards("AH AD AS"),))) is None


def test_S15_4_after_a_yes_a_meld_that_makes_going_out_impossible_is_refused():
    # The way out is 6D 6S 6H, the run 6C 7C 8C and 9D as the last discard. Melding 6C with the
    # sixes strands 7C and 8C: only one card can be the final discard.
    state = after_yes("6C 7C 8C 6D 6S 6H 9D")
    violation = refused(state, Meld((cards("6C 6D 6S"),)))
    assert violation.code == "MELD_BLOCKS_GOING_OUT"
    assert violation.rule == "S15.4" and "partner said yes" in violation.message


def test_S15_4_after_a_yes_a_layoff_that_uses_the_card_a_canasta_needs_is_refused():
    # 6 jacks + JC is the second canasta; laid on the small group of jacks the JC completes nothing,
    # and the groups cannot be merged (three wild cards between them, S8.2).
    melds = [TWO_CANASTAS[0], {"side": 0, "cards": "JH JD JS JC JH 2D"}, {"side": 0, "cards": "JC JD 2C JK"}]
    state = after_yes("JS 7D", melds=melds)
    violation = refused(state, Meld((), ((meld_with(state, "JC JD 2C JK").id, cards("JS")),)))
    assert (violation.code, violation.rule) == ("MELD_BLOCKS_GOING_OUT", "S15.4")
    done = play(state, GoOut((), ((meld_with(state, "JH JD JS JC JH 2D").id, cards("JS")),), card("7D"))).state
    assert done.went_out == 0


def test_S15_4_after_a_yes_the_meld_rules_are_still_named_first():
    violation = refused(after_yes("AH AD 7S 6C"), Meld((cards("AH AD 7S"),)))
    assert violation.rule == "S8.1"


def test_S15_4_after_a_yes_a_discard_is_still_refused():
    violation = refused(after_yes("AH AD AS 6C"), Discard(card("6C")))
    assert (violation.code, violation.rule) == ("MUST_GO_OUT", "S15.4")


def test_S15_4_S16_2_with_no_discard_after_a_yes_a_meld_must_leave_a_card_that_can_be_laid_off():
    # No discard (S16.2): the card left must be laid off, so keeping 6C is refused, keeping KC is not.
    state = after_yes("AH AD AS KC", no_discard=True)
    assert check(observe(state, 0), Meld((cards("AH AD AS"),))) is None
    state = after_yes("AH AD AS 6C", no_discard=True)
    assert refused(state, Meld((cards("AH AD AS"),))).code == "MELD_BLOCKS_GOING_OUT"


# -- after a take that committed the player (S14.3) ------------------------------------------------

def committed(hand: str, melds: list = TWO_CANASTAS) -> GameState:
    state = position(turn=0, hands=[hand, "5C", "5D", "5S"], pile="9H", melds=melds)
    return play(state, TakePile("pair", cards("9D 9S"))).state


def test_S14_3_after_a_committing_take_laying_the_last_card_off_is_going_out_citing_S14_3():
    state = committed("9D 9S KC")
    assert state.turn.committed and state.hands[0] == cards("KC")
    kings = meld_with(state, "KH KD KS KC KH KD KS").id
    violation = refused(state, Meld((), ((kings, cards("KC")),)))
    assert (violation.code, violation.rule) == ("MUST_GO_OUT", "S14.3")
    assert play(state, GoOut((), ((kings, cards("KC")),))).state.went_out == 0


def test_S14_3_after_a_committing_take_a_card_that_fits_nowhere_is_refused_by_the_meld_rule():
    state = committed("9D 9S KC")
    violation = refused(state, Meld((), ((meld_with(state, "9H 9D 9S").id, cards("KC")),)))
    assert violation.rule == "S8.1"


# C25 (Spanish): a take short of the opening commits the player to lay the whole hand down this turn.
FOLDING = "9S 9D 4H 4D 4S 4C 4H 4D 4S 5H 5D 5S 5C 5H 5D 5S 6C 7C 8C"


def folded() -> GameState:
    state = position(rules="samba_spanish", turn=0, scores=[3000, 0], hands=[FOLDING, "5C", "5D", "5S"],
                     pile="9H", melds=[])
    state = play(state, TakePile("pair", cards("9D 9S"))).state
    assert state.turn.committed and len(state.hands[0]) == 17
    return state


def test_C25_S14_3_after_a_committing_take_a_meld_that_keeps_going_out_possible_is_legal():
    state = play(folded(), Meld((cards("4H 4D 4S 4C 4H 4D 4S"),))).state
    go = GoOut((cards("5H 5D 5S 5C 5H 5D 5S"), cards("6C 7C 8C")))
    assert play(state, go).state.went_out == 0


def test_C25_S14_3_after_a_committing_take_a_meld_that_blocks_going_out_is_refused_citing_S14_3():
    # The 5C in the run leaves six fives: no second canasta, and no merge can make one.
    violation = refused(folded(), Meld((cards("5C 6C 7C 8C"),)))
    assert (violation.code, violation.rule) == ("MELD_BLOCKS_GOING_OUT", "S14.3")
    assert "took the pile" in violation.message


def test_S14_3_a_committing_take_still_refuses_a_question_and_a_discard():
    state = committed("9D 9S KC")
    for action in (AskGoOut(), Discard(card("KC"))):
        violation = refused(state, action)
        assert (violation.code, violation.rule) == ("MUST_GO_OUT", "S14.3")
