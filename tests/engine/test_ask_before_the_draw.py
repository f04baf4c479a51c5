"""S14.3 with BR14: asking before the draw covers every take that commits the player to going out.

Where permission is mandatory, a take that would leave fewer than two cards needs the partner's
"yes" first, and the player may ask before drawing for this purpose only. Whatever such take the
engine accepts after a yes — the pair alone, the pair with more cards of the rank or wild cards
(the ENGINE DECISION of S12.4 takes), the pair with new melds beside it — asking must be possible
before the draw; and when no take commits, asking before the draw is refused. A seeded property
compares the engine with a judge that tries every take of a small hand (``pile_commit_oracle``).
"""

from __future__ import annotations

import random
from collections import Counter

from pile_commit_oracle import TooManyTakes, brute_force_committing_take, random_draw_position
from rule_scenarios import card, cards, play, play_all, position, refused

from samba.engine import (
    AnswerGoOut,
    AskGoOut,
    GoOut,
    InvalidAction,
    TakePile,
    check,
    legal_actions,
    observe,
    scenario,
)
from samba.engine import state as S
from samba.engine.state import GameState

SAMBA_AND_KINGS = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]


def brazilian(hand: str, pile: str = "JH", melds: list = SAMBA_AND_KINGS) -> GameState:
    return position(rules="brazilian", turn=0, hands=[hand, "5C", "5D", "5S"], pile=pile, melds=melds)


def test_BR14_S14_3_a_take_with_a_third_natural_that_keeps_one_card_needs_the_yes_first():
    violation = refused(brazilian("JD JS JC 7C"), TakePile("pair", cards("JD JS JC")))
    assert (violation.code, violation.rule) == ("MUST_ASK", "BR14")


def test_BR14_S14_3_so_asking_before_the_draw_is_possible_for_a_take_with_a_third_natural():
    state = brazilian("JD JS JC 7C")
    assert check(observe(state, 0), AskGoOut()) is None
    assert AskGoOut() in legal_actions(observe(state, 0))


def test_BR14_S14_3_after_the_yes_the_take_with_a_third_natural_is_made_and_the_player_goes_out():
    state = play_all(brazilian("JD JS JC 7C"), AskGoOut(), AnswerGoOut(True), TakePile("pair", cards("JD JS JC")))
    assert state.turn.committed and state.hands[0] == cards("7C")
    assert play(state, GoOut(discard=card("7C"))).state.went_out == 0


def test_BR14_S14_3_asking_before_the_draw_covers_a_take_with_a_wild_card_beside_the_pair():
    state = brazilian("JD JS JK 7C")
    assert refused(state, TakePile("pair", cards("JD JS JK"))).code == "MUST_ASK"
    assert check(observe(state, 0), AskGoOut()) is None


def test_BR14_S12_4_asking_before_the_draw_covers_a_take_with_a_new_meld_beside_the_pair():
    state = brazilian("JD JS 5C 6C 7C KC")
    take = TakePile("pair", cards("JD JS"), -1, (cards("5C 6C 7C"),))
    assert refused(state, take).code == "MUST_ASK"
    assert check(observe(state, 0), AskGoOut()) is None
    state = play_all(state, AskGoOut(), AnswerGoOut(True), take)
    assert state.hands[0] == cards("KC")
    assert play(state, GoOut(layoffs=((2, cards("KC")),))).state.went_out == 0


def test_BR14_S14_3_a_take_that_leaves_two_cards_needs_no_yes_so_asking_before_the_draw_is_refused():
    # With three jacks the take keeps 7C and 8D: no commitment, nothing to ask before the draw.
    state = brazilian("JD JS JC 7C 8D")
    assert check(observe(state, 0), TakePile("pair", cards("JD JS JC"))) is None
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S14.3")
    assert AskGoOut() not in legal_actions(observe(state, 0))


def test_BR14_S14_3_no_committing_take_when_going_out_would_still_be_impossible():
    # Only the kings' canasta: the samba Brazilian going out needs is missing (BR13).
    state = brazilian("JD JS JC 7C", melds=SAMBA_AND_KINGS[1:])
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S14.3")


def test_BR14_S14_3_after_a_yes_before_the_draw_only_takes_that_lead_to_going_out_are_offered():
    state = play_all(brazilian("JD JS JC 7C"), AskGoOut(), AnswerGoOut(True))
    assert state.phase == S.DRAW and state.turn.asked == S.ASKED_YES
    options = legal_actions(observe(state, 0))
    assert options and all(isinstance(a, TakePile) for a in options)


BIG_HAND = "2C 2H 5S 5S 6C 6D 6S 7C 7D 7S 8D 8H 8H 8S 8S 9C 9D 9H 10C 10C 10D JH JS QC QC QH KC KC KH AD JK JK"
BIG_HAND_MELDS = [{"side": 0, "cards": "AC AC AD AS"}, {"side": 0, "cards": "2H 2S 9H JK"},
                  {"side": 0, "cards": "4D 4H 4H 4S JK"}, {"side": 0, "cards": "2S 5H 5S"}]


def test_BR14_S14_3_a_big_hand_that_could_not_go_out_even_holding_the_pile_may_not_ask_before_drawing():
    """Found in seeded random play: 32 cards, top QD with QC QC in hand and no canasta on the side's
    table. Every take of the pair with new melds beside it is tried only when the player could go
    out holding the pile's cards at all; here not (BR13's samba and canasta are out of reach), so
    asking is refused and the offers are the draw and the plain take, at once (it took 3.5 s)."""
    state = position(rules="brazilian", turn=0, hands=[BIG_HAND, "6H", "7H", "9S"], pile="QD", melds=BIG_HAND_MELDS)
    violation = refused(state, AskGoOut())
    assert (violation.code, violation.rule) == ("MUST_DRAW", "S14.3")
    assert AskGoOut() not in legal_actions(observe(state, 0))


def test_BR14_S14_3_a_big_hand_that_could_go_out_with_the_pile_may_ask_before_drawing():
    """The opposite case with many cards: holding the pile, the player lays everything down (a
    samba, the kings' canasta, groups) and keeps one card: asking before drawing is allowed."""
    hand = "4C 5C 6C 7C 8C 9C QD QS 5D 5D 5S 8H 8S 8S KD"
    state = brazilian(hand, pile="QH")
    assert check(observe(state, 0), AskGoOut()) is None
    state = play_all(state, AskGoOut(), AnswerGoOut(True))
    take = TakePile("pair", cards("QD QS"), -1, (cards("4C 5C 6C 7C 8C 9C"), cards("5D 5D 5S"), cards("8H 8S 8S")))
    state = play(state, take).state
    assert state.turn.committed and state.hands[0] == cards("KD")

# -- the property: the engine's answer against a judge that tries every take -----------------------

POSITIONS = 250


def test_S14_3_BR14_asking_before_the_draw_is_accepted_exactly_when_some_take_would_commit_after_a_yes():
    rng = random.Random(20260612)
    counts: Counter = Counter()
    problems = []
    judged = 0
    while judged < POSITIONS:
        doc = random_draw_position(rng)
        try:
            state = scenario.load(doc)
        except InvalidAction:
            continue  # a fourth copy or an illegal meld: draw again
        if state.phase != S.DRAW or state.to_act != 0:
            continue
        obs = observe(state, 0)
        try:
            truth = brute_force_committing_take(obs)
        except TooManyTakes:
            continue
        judged += 1
        counts[doc["rules"]["preset"], truth is not None] += 1
        asked = check(obs, AskGoOut())
        if (asked is None) != (truth is not None):
            problems.append(f"judge {truth}, engine {asked}: {doc}")
    assert not problems, "\n".join(problems[:5])
    for name in ("brazilian", "samba", "samba_spanish"):
        assert counts[name, True] >= 10 and counts[name, False] >= 10, counts
