"""A rules referee's examples, written from RULES.md and the public API only (the outside checkers'
way): positions in card notation, then ``check``/``apply`` (legal moves accepted, illegal ones
refused with the rule that forbids them), ``legal_actions`` (every move ``check`` accepts of the
kinds it promises is offered) and the exact score at the end of the hand.

Each test is named after the rule it holds; the recently clarified rules come first (S8.5, S10.2,
S14.3, S15.4, C17, BR2).
"""

from __future__ import annotations

from typing import Any

import pytest
from engine_positions import positions, table_rules
from rule_scenarios import TWO_CANASTAS, card, cards, meld_with, offers, play, position, refused, with_stock_left

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
    observe,
)
from samba.engine import state as S
from samba.engine.state import GameState


def accepted(state: GameState, action: object) -> bool:
    return check(observe(state, state.to_act), action) is None


def at_meld(hand: str, melds: list[dict[str, Any]], **extra: Any) -> GameState:
    """Seat 0 to play, after its draw; the other seats hold one card each."""
    return position(turn=0, phase="meld", hands=[hand, "5C", "5D", "5S"], melds=melds, **extra)


# -- S8.5 / S10.2 / C17 / BR2: wild cards and completed canastas --------------------------------------

NATURAL_SEVENS = {"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}


def test_S8_5_a_wild_laid_off_onto_a_natural_canasta_is_refused_citing_S8_5():
    state = at_meld("2C 9H 9D 9S", [NATURAL_SEVENS])
    target = meld_with(state, NATURAL_SEVENS["cards"]).id
    assert refused(state, Meld((), ((target, cards("2C")),))).rule == "S8.5"


def test_S8_5_a_natural_card_may_still_join_a_canasta_and_the_bonus_does_not_grow():
    state = at_meld("7C 9H 9D 9S", [NATURAL_SEVENS])
    target = meld_with(state, NATURAL_SEVENS["cards"]).id
    after = play(state, Meld((), ((target, cards("7C")),))).state
    assert len(meld_with(after, "7H 7D 7S 7C 7H 7D 7S 7C").cards) == 8


def test_S10_2_merging_a_group_with_a_wild_into_a_completed_canasta_is_refused_citing_S8_5():
    state = at_meld("9H 9D 9S 6C", [NATURAL_SEVENS, {"side": 0, "cards": "7C 7S 2C"}])
    canasta = meld_with(state, NATURAL_SEVENS["cards"]).id
    small = meld_with(state, "7C 7S 2C").id
    assert refused(state, MergeGroups(canasta, small)).rule == "S8.5"
    assert refused(state, MergeGroups(small, canasta)).rule == "S8.5"
    assert not any(isinstance(a, MergeGroups) for a in offers(state))


def test_S10_2_merging_two_groups_into_more_than_two_wilds_is_refused_citing_S8_2():
    state = at_meld("9H 9D 9S 6C", [{"side": 0, "cards": "8C 8D 2C"}, {"side": 0, "cards": "8H 8S 2D JK"}])
    a, b = meld_with(state, "8C 8D 2C").id, meld_with(state, "8H 8S 2D JK").id
    assert refused(state, MergeGroups(a, b)).rule == "S8.2"


def test_S10_2_merging_two_groups_may_make_a_canasta():
    state = at_meld("9H 9D 9S 6C", [{"side": 0, "cards": "8C 8D 8S 8H"}, {"side": 0, "cards": "8C 8D 2D"}])
    a, b = meld_with(state, "8C 8D 8S 8H").id, meld_with(state, "8C 8D 2D").id
    assert any(isinstance(x, MergeGroups) and {x.a, x.b} == {a, b} for x in offers(state))
    after = play(state, MergeGroups(a, b)).state
    assert len(meld_with(after, "8C 8D 8S 8H 8C 8D 2D").cards) == 7


def test_S10_2_merging_two_wild_free_groups_into_a_natural_canasta_is_legal():
    state = at_meld("9H 9D 9S 6C", [NATURAL_SEVENS, {"side": 0, "cards": "7C 7S 7H"}])
    a, b = meld_with(state, NATURAL_SEVENS["cards"]).id, meld_with(state, "7C 7S 7H").id
    assert accepted(state, MergeGroups(a, b))


def test_C17_with_the_option_a_wild_may_join_a_natural_canasta_which_becomes_mixed():
    rules = {"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}}
    state = at_meld("2C 9H 9D 9S", [NATURAL_SEVENS], rules=rules)
    target = meld_with(state, NATURAL_SEVENS["cards"]).id
    assert Meld((), ((target, cards("2C")),)) in offers(state)
    play(state, Meld((), ((target, cards("2C")),)))


def test_C17_with_the_option_the_group_limit_of_two_wilds_still_holds():
    rules = {"preset": "samba", "options": {"allow_wild_on_completed_canasta": True}}
    state = at_meld("2C 9H 9D 9S", [{"side": 0, "cards": "7H 7D 7S 7C 7H 2D JK"}], rules=rules)
    target = meld_with(state, "7H 7D 7S 7C 7H 2D JK").id
    assert refused(state, Meld((), ((target, cards("2C")),))).rule == "S8.2"


def test_BR2_any_number_of_wilds_may_join_a_canasta_in_one_lay_off():
    state = at_meld("2C 2D JK 9H 9D 9S", [NATURAL_SEVENS], rules="brazilian")
    target = meld_with(state, NATURAL_SEVENS["cards"]).id
    after = play(state, Meld((), ((target, cards("2C 2D JK")),))).state
    assert len(meld_with(after, "7H 7D 7S 7C 7H 7D 7S 2C 2D JK").cards) == 10


def test_BR3_a_bolivia_is_closed():
    state = at_meld("2H 9H 9D 9S", [{"side": 0, "cards": "2C 2D 2S JK JK 2C 2D"}], rules="brazilian")
    target = meld_with(state, "2C 2D 2S JK JK 2C 2D").id
    assert not accepted(state, Meld((), ((target, cards("2H")),)))


def test_BR2_a_group_of_one_natural_and_five_wilds_is_legal_in_brazilian_only():
    brazilian = at_meld("KH 2C 2D 2S JK 2H 9H 9D", [{"side": 0, "cards": "4C 4D 4S"}], rules="brazilian")
    assert accepted(brazilian, Meld((cards("KH 2C 2D 2S JK 2H"),)))
    samba = at_meld("KH 2C 2D 2S JK 2H 9H 9D", [{"side": 0, "cards": "4C 4D 4S"}])
    assert not accepted(samba, Meld((cards("KH 2C 2D 2S JK 2H"),)))


# -- S14.3: the minimum hand, melding and taking the pile ------------------------------------------------

def test_S14_3_a_meld_that_leaves_one_card_is_refused_citing_S14_3():
    state = at_meld("9H 9D 9S 6C", [{"side": 0, "cards": "4C 4D 4S"}])
    assert refused(state, Meld((cards("9H 9D 9S"),))).rule == "S14.3"


def test_S14_3_a_pile_take_that_leaves_one_card_is_legal_when_the_player_can_then_go_out():
    state = position(turn=0, phase="draw", hands=["9D 9S 6C", "5C", "5D", "5S"], melds=TWO_CANASTAS,
                     pile="9H", pile_frozen=False)
    take = TakePile("pair", cards("9D 9S"))
    assert accepted(state, take)
    assert any(isinstance(a, TakePile) for a in offers(state))
    after = play(state, take).state
    assert after.hands[0] == cards("6C")
    assert not accepted(after, Discard(card("6C")))
    assert play(after, GoOut(discard=card("6C"))).state.went_out == 0


def test_S14_3_a_pile_take_that_leaves_one_card_is_refused_without_a_way_out():
    state = position(turn=0, phase="draw", hands=["9D 9S 6C", "5C", "5D", "5S"], melds=TWO_CANASTAS[:1],
                     pile="9H", pile_frozen=False)
    assert refused(state, TakePile("pair", cards("9D 9S"))).rule == "S14.3"
    assert not any(isinstance(a, TakePile) for a in offers(state))


def test_S14_3_BR14_a_take_that_would_need_going_out_asks_the_partner_first():
    sambas = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    state = position(turn=0, phase="draw", hands=["9D 9S 6C", "5C", "5D", "5S"], melds=sambas, pile="9H",
                     rules="brazilian")
    take = TakePile("pair", cards("9D 9S"))
    assert not accepted(state, take)
    assert AskGoOut() in offers(state)
    asked = play(state, AskGoOut()).state
    answered = play(asked, AnswerGoOut(True)).state
    assert answered.to_act == 0 and accepted(answered, take)
    assert not accepted(answered, DrawStock())


# -- S15.4: asking exactly when a way out exists; melding after a yes ----------------------------------

def test_S15_4_when_going_out_needs_a_merge_first_the_merge_comes_before_the_question():
    # GoOut carries no merges, so no GoOut is legal before the merge and asking waits for it (S15.4:
    # "ask" is offered exactly when ``check`` accepts some GoOut); the merge itself is offered.
    melds = [{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "8C 8D 8S 8H"},
             {"side": 0, "cards": "8C 8D 2D"}]
    state = at_meld("5C 5D 5S 6H", melds)
    assert refused(state, AskGoOut()).rule == "S15.4"
    merge = MergeGroups(meld_with(state, "8C 8D 8S 8H").id, meld_with(state, "8C 8D 2D").id)
    assert merge in offers(state)
    merged = play(state, merge).state
    assert AskGoOut() in offers(merged) and any(isinstance(a, GoOut) for a in offers(merged))


def test_S15_4_after_a_yes_every_one_card_lay_off_check_accepts_is_offered():
    state = at_meld("KC 8C 8D 8S 6C", TWO_CANASTAS, asked="yes")
    kings = meld_with(state, "KH KD KS KC KH KD KS").id
    layoff = Meld((), ((kings, cards("KC")),))
    assert accepted(state, layoff)
    assert layoff in offers(state)


def test_S15_4_after_a_yes_a_new_meld_check_accepts_is_offered():
    state = at_meld("AH AD AS 8C 8D 8S 6C", TWO_CANASTAS, asked="yes")
    offered = [a for a in offers(state) if isinstance(a, Meld) and a.melds]
    assert offered and all(accepted(state, a) for a in offered)
    assert any(sorted(a.melds[0]) == sorted(cards("AH AD AS")) for a in offered)


def test_S15_4_after_a_yes_a_lay_off_that_would_block_going_out_is_not_offered():
    # Only one canasta: the 8s must become the second; laying the last 8 elsewhere is impossible, but
    # laying the 6C off would leave 8C 8D 8S with no discard needed... the offers must all be legal.
    state = at_meld("8C 8D 6C 6D", [{"side": 0, "cards": "KH KD KS KC KH KD KS"},
                                     {"side": 0, "cards": "8H 8S 8H 8S 2C"}, {"side": 0, "cards": "6H 6S 6H"}],
                    asked="yes")
    for action in offers(state):
        assert accepted(state, action), action


# -- Scoring at the end of the hand (S17, S5, E19, E31; Brazilian BR5, BR6, BR11, BR12, BR15) ----------

def test_S17_a_hand_scored_to_the_point_with_red_threes_and_going_out():
    state = position(turn=0, phase="meld", hands=["6C", "JK", "KH 5C", "3C"], melds=TWO_CANASTAS + [
        {"side": 1, "cards": "AH AD AS"}], red_threes=["3H 3D", "3H"], opened=[True, True])
    result = play(state, GoOut(discard=card("6C"))).state.history[-1]
    ours, theirs = result.sides
    # 70 + 500 (natural K) + 60 + 20 + 300 (mixed Q) + 200 (red 3s) + 200 (out) − 15 (KH 5C)
    assert ours.total == 70 + 500 + 80 + 300 + 200 + 200 - 15
    # 60 (aces) − 100 (one red 3, fewer than two canastas) − 50 (JK) − 5 (3C)
    assert theirs.total == 60 - 100 - 50 - 5


def test_S5_5_all_six_red_threes_count_1000_with_two_canastas():
    state = position(turn=0, phase="meld", hands=["6C", "5H", "5D", "5S"], melds=TWO_CANASTAS,
                     red_threes=["3H 3H 3H 3D 3D 3D", ""])
    ours = play(state, GoOut(discard=card("6C"))).state.history[-1].sides[0]
    assert ours.red_three_points == 1000
    assert ours.total == 70 + 500 + 80 + 300 + 1000 + 200 - 5


def test_BR11_five_red_threes_count_1000_and_six_1200_in_brazilian():
    sambas = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    for red, points in (("3H 3H 3H 3D 3D", 1000), ("3H 3H 3H 3D 3D 3D", 1200), ("3H 3H 3D 3D", 400)):
        state = position(turn=0, phase="meld", hands=["6C", "5H", "5D", "5S"], melds=sambas,
                         red_threes=[red, ""], rules="brazilian", asked="yes", has_melded=[True, False, False, False])
        ours = play(state, GoOut(discard=card("6C"))).state.history[-1].sides[0]
        assert ours.red_three_points == points


def test_BR6_BR12_BR5_a_brazilian_hand_with_short_sequences_black_threes_and_a_bolivia():
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "2C 2D 2S JK JK 2C 2D"},
             {"side": 1, "cards": "5S 6S 7S"}, {"side": 1, "cards": "9C 10C JC QC"},
             {"side": 1, "cards": "4D 5D 6D 7D 8D"}]
    state = position(turn=0, phase="meld", hands=["6C", "3C 3S KD", "5D", "5S"], melds=melds, rules="brazilian",
                     asked="yes", has_melded=[True, True, False, False])
    result = play(state, GoOut(discard=card("6C"))).state.history[-1]
    ours, theirs = result.sides
    # samba 50 + 1500, Bolivia 100 + 100 + 2000, going out 100 (not concealed: seat 0 melded before), − 5 (5D)
    assert ours.total == 50 + 1500 + 200 + 2000 + 100 - 5
    # 15 + 40 + 30 cards, two short sequences −2000, black 3s −200, KD −10, 5S −5
    assert theirs.total == 15 + 40 + 30 - 2000 - 200 - 10 - 5


def test_BR15_a_concealed_brazilian_going_out_earns_200():
    state = position(turn=0, phase="meld", hands=["4H 5H 6H 7H 8H 9H 10H KH KD KS KC KH KD KS 6C", "5C", "5D", "5S"],
                     melds=[{"side": 1, "cards": "AH AD AS"}], opened=[True, True], rules="brazilian", asked="yes")
    go = GoOut((cards("4H 5H 6H 7H 8H 9H 10H"), cards("KH KD KS KC KH KD KS")), discard=card("6C"))
    ours = play(state, go).state.history[-1].sides[0]
    assert ours.going_out == 200


def test_S15_3_a_concealed_samba_going_out_earns_only_200():
    state = position(turn=0, phase="meld", hands=["4H 5H 6H 7H 8H 9H 10H KH KD KS KC KH KD KS 6C", "5C", "5D", "5S"],
                     melds=[{"side": 1, "cards": "AH AD AS"}], opened=[False, True])
    go = GoOut((cards("4H 5H 6H 7H 8H 9H 10H"), cards("KH KD KS KC KH KD KS")), discard=card("6C"))
    ours = play(state, go).state.history[-1].sides[0]
    assert ours.going_out == 200


# -- S7 / S12.4 / S13 / S16.2: the pile, the opening, black threes, the last card -----------------------

def test_S12_4_buried_cards_never_count_towards_an_opening_take():
    state = position(turn=0, phase="draw", hands=["QS QD 5H 6H 7H 9C", "5C", "5D", "5S"], pile="JK AH AD QH")
    take = TakePile("pair", cards("QS QD"), melds=(cards("5H 6H 7H"),))
    violation = refused(state, take)
    assert violation.rule in ("S12.4", "S12.1")


def test_S7_5_the_top_card_may_not_join_a_hand_card_to_extend_a_sequence():
    state = position(turn=0, phase="draw", hands=["9H KC KD 4C", "5C", "5D", "5S"], pile="6C 10H",
                     melds=[{"side": 0, "cards": "5H 6H 7H 8H"}], pile_frozen=False)
    seq = meld_with(state, "5H 6H 7H 8H").id
    assert not accepted(state, TakePile("layoff", (), seq))


def test_S13_1_black_threes_melded_without_going_out_are_refused_citing_S13_1():
    state = at_meld("3C 3S 3C 9H 9D", TWO_CANASTAS)
    assert refused(state, Meld((cards("3C 3S 3C"),))).rule == "S13.1"


def test_S13_1_black_threes_may_be_melded_when_going_out():
    state = at_meld("3C 3S 3C 9H 9D 9S", TWO_CANASTAS)
    go = GoOut((cards("9H 9D 9S"), cards("3C 3S 3C")))
    assert accepted(state, go)
    assert any(isinstance(a, GoOut) for a in offers(state))


def test_C9_samba_spanish_natural_and_wild_take_only_once_opened():
    unopened = position(turn=0, phase="draw", hands=["7D 2S AH AD AC 9C", "5C", "5D", "5S"], pile="4C 7C",
                        rules="samba_spanish")
    assert not accepted(unopened, TakePile("pair", cards("7D 2S"), melds=(cards("AH AD AC"),)))
    opened = position(turn=0, phase="draw", hands=["7D 2S 9C 9D", "5C", "5D", "5S"], pile="4C 7C",
                      rules="samba_spanish", melds=[{"side": 0, "cards": "KH KD KS"}])
    assert accepted(opened, TakePile("pair", cards("7D 2S")))
    assert any(isinstance(a, TakePile) and a.method == "pair" for a in offers(opened))


def test_S14_1_a_turn_in_the_meld_phase_always_offers_a_discard():
    state = at_meld("9H 9D 9S 6C", [{"side": 0, "cards": "4C 4D 4S"}])
    assert {a for a in offers(state) if isinstance(a, Discard)} == {Discard(c) for c in cards("9H 9D 9S 6C")}
    assert state.phase == S.MELD


# -- check and legal_actions agree on seeded random positions -------------------------------------------

def _kinds_check_accepts(state: GameState) -> list:
    """The moves of the kinds ``legal_actions`` promises to list in full that ``check`` accepts here:
    drawing, ending the hand, asking, every discard, every one-card lay-off, every merge and every take
    by lay-off or single card onto each meld, and a take with the first natural pair (or pair + wild)."""
    obs = observe(state, state.to_act)
    mine = [m for m in obs.melds if m.side == obs.side]
    candidates: list = [DrawStock(), EndHand(), AskGoOut()]
    candidates += [Discard(c) for c in set(obs.hand)]
    for m in mine:
        candidates += [Meld((), ((m.id, (c,)),)) for c in set(obs.hand)]
        candidates += [TakePile("layoff", (), m.id), TakePile("sequence_card", (), m.id)]
        candidates += [MergeGroups(m.id, other.id) for other in mine if other.id != m.id]
    top = obs.top
    if top is not None and top.is_natural:
        same = [c for c in obs.hand if c.is_natural and c.rank == top.rank]
        wild = [c for c in obs.hand if c.is_wild]
        if len(same) >= 2:
            candidates.append(TakePile("pair", tuple(same[:2])))
        if same and wild:
            candidates.append(TakePile("pair", (same[0], wild[0])))
    return [a for a in candidates if check(obs, a) is None]


def _is_offered(action: object, offered: list) -> bool:
    if isinstance(action, TakePile) and action.method == "pair":
        return any(isinstance(o, TakePile) and o.method == "pair" for o in offered)
    if isinstance(action, TakePile):
        return any(isinstance(o, TakePile) and (o.method, o.target) == (action.method, action.target) for o in offered)
    if isinstance(action, MergeGroups):
        return any(isinstance(o, MergeGroups) and {o.a, o.b} == {action.a, action.b} for o in offered)
    return action in offered


@pytest.mark.parametrize("rules", table_rules(), ids=lambda r: f"{r.player_count}p")
def test_S4_4_S7_S15_4_every_move_check_accepts_of_the_listed_kinds_is_offered(rules):
    """legal_actions lists every discard, one-card lay-off, merge, way to take the pile and the question
    (its docstring); on seeded random play, each such move ``check`` accepts must be among the offers.
    (This found the lay-offs and new melds after a yes that ``check`` accepted and nobody offered.)"""
    missing = []
    for seed in (1, 2):
        for state in positions(rules, seed, hands=2, limit=250):
            offered = offers(state)
            missing += [(seed, a) for a in _kinds_check_accepts(state) if not _is_offered(a, offered)]
    assert not missing, missing[:5]


# -- S16 (the stock running out), BR8 (single-card take), S18 (the end of the game) -------------------

def test_S16_3_with_an_empty_stock_a_pile_that_fits_a_meld_must_be_taken():
    doc = {"turn": 0, "phase": "draw", "hands": ["KC 5H 6H", "5C", "5D", "5S"], "pile": "4C 9H",
           "melds": [{"side": 0, "cards": "9C 9D 9S"}], "pile_frozen": False}
    state = position(**with_stock_left(doc, 0, sink_seat=1))
    offered = offers(state)
    assert offered and all(isinstance(a, TakePile) for a in offered)
    assert not accepted(state, EndHand())


def test_S16_3_with_an_empty_stock_and_nothing_to_take_the_hand_ends():
    doc = {"turn": 0, "phase": "draw", "hands": ["KC 5H 6H", "5C", "5D", "5S"], "pile": "4C 9H",
           "melds": [{"side": 0, "cards": "8C 8D 8S"}], "pile_frozen": False}
    state = position(**with_stock_left(doc, 0, sink_seat=1))
    # The turn starts as the position loads (S4.2): with nothing to take it ends the hand at once.
    assert state.phase == S.HAND_OVER and state.history[-1].went_out == -1
    assert state.history[-1].sides[0].going_out == 0  # S16.4


def test_S16_2_after_a_last_red_three_the_player_may_not_discard():
    state = at_meld("KC 5H 6H", [{"side": 0, "cards": "KH KD KS"}], no_discard=True)
    assert refused(state, Discard(card("5H"))).rule == "S16.2"
    assert EndHand() in offers(state)
    kings = meld_with(state, "KH KD KS").id
    assert accepted(state, Meld((), ((kings, cards("KC")),)))


def test_BR8_E30_a_sequence_card_take_takes_only_the_top_card():
    state = position(turn=0, phase="draw", hands=["KD KS 5H 5D", "5C", "5D", "5S"], rules="brazilian",
                     pile="4C 4D 4H 5S 6S 7S 8S 9S 10S JS QS 9C", melds=[{"side": 0, "cards": "6C 7C 8C"}])
    seq = meld_with(state, "6C 7C 8C").id
    take = TakePile("sequence_card", (), seq)
    assert take in offers(state)
    after = play(state, take).state
    assert len(after.pile) == 11 and after.hands[0] == state.hands[0]
    assert len(meld_with(after, "6C 7C 8C 9C").cards) == 4
    assert refused(after, DrawStock()) is not None


def test_BR7_a_group_lay_off_never_takes_the_brazilian_pile():
    state = position(turn=0, phase="draw", hands=["KD 5H 6D", "5C", "5D", "5S"], rules="brazilian",
                     pile="4C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    nines = meld_with(state, "9C 9D 9S").id
    assert refused(state, TakePile("layoff", (), nines)).rule in ("BR7", "C10")


def test_S18_2_E25_a_tie_above_the_target_plays_another_hand():
    state = position(turn=0, phase="meld", hands=["6C", "5H", "5D", "5S"], melds=TWO_CANASTAS,
                     scores=[10000 - (70 + 500 + 80 + 300 + 200 - 5), 10000 + 5 + 5])
    after = play(state, GoOut(discard=card("6C"))).state
    assert after.history[-1].totals == (10000, 10000)
    assert after.phase == S.HAND_OVER and not after.winners


# -- Openings by table (S12.1, E05, BR10), concealed going out (S12.6, C25, BR15) -------------------------

def _opening(rules: Any, score: int, hand: str) -> GameState:
    return position(turn=0, phase="meld", hands=[hand, "5C", "5D", "5S"], rules=rules, scores=[score, 0])


def test_S12_1_E05_155_opens_at_7000_by_default_not_under_hoyle_160_and_under_capped_120():
    hand = "AH AD JK KS KD KC 2H 5C 6C 7C 9D 9S"
    opening = Meld((cards("AH AD JK"), cards("KS KD KC 2H"), cards("5C 6C 7C")))
    assert accepted(_opening("samba", 7200, hand), opening)
    hoyle = refused(_opening({"preset": "samba", "initial_meld_table": "hoyle_160"}, 7200, hand), opening)
    assert hoyle.rule.startswith("S12")
    assert accepted(_opening({"preset": "samba", "initial_meld_table": "capped_120"}, 7200, hand), opening)


def test_BR10_at_7000_a_brazilian_opening_needs_a_canasta_and_no_points():
    no_canasta = _opening("brazilian", 7000, "AH AD AS AC KH KD KS 9D 9S")
    assert not accepted(no_canasta, Meld((cards("AH AD AS AC"), cards("KH KD KS"))))
    mixed = _opening("brazilian", 7000, "4H 4D 4S 4C 4H 4D 2C 9D 9S")
    assert accepted(mixed, Meld((cards("4H 4D 4S 4C 4H 4D 2C"),)))


def test_BR10_at_8000_a_brazilian_opening_needs_a_canasta_and_200_points():
    state = _opening("brazilian", 8000, "AH AD AS AC AH AD 2C KH KD KS JK 4C 4D 4S 9D 9S")
    canasta = cards("AH AD AS AC AH AD 2C")  # 140 + 20 = 160
    assert not accepted(state, Meld((canasta, cards("4C 4D 4S"))))  # 175
    assert accepted(state, Meld((canasta, cards("KH KD KS JK"))))  # 240
    assert not accepted(state, Meld((cards("KH KD KS JK"), cards("AH AD AS AC"))))  # 80 + 80, no canasta


def test_BR10_at_9000_a_mixed_canasta_does_not_open_but_a_samba_does():
    mixed = _opening("brazilian", 9000, "AH AD AS AC AH AD 2C 9D 9S")
    assert not accepted(mixed, Meld((cards("AH AD AS AC AH AD 2C"),)))
    samba = _opening("brazilian", 9000, "4H 5H 6H 7H 8H 9H 10H 9D 9S")
    assert accepted(samba, Meld((cards("4H 5H 6H 7H 8H 9H 10H"),)))


def test_S12_6_going_out_concealed_still_needs_the_minimum_by_default():
    hand = "4H 4D 4S 5H 5D 5S 6C"
    melds = [{"side": 1, "cards": "AH AD AS"}]
    state = position(turn=0, phase="meld", hands=[hand, "5C", "5D", "5S"], melds=melds, opened=[False, True],
                     rules={"preset": "samba", "go_out_requirement": "one_canasta"}, scores=[0, 0])
    assert not accepted(state, GoOut((cards("4H 4D 4S"), cards("5H 5D 5S")), discard=card("6C")))


def test_BR15_laying_off_onto_the_partners_meld_is_not_concealed():
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H", "seat": 2}, {"side": 0, "cards": "QH QD QS", "seat": 2}]
    state = position(turn=0, phase="meld", hands=["QC KH KD KS KC KH KD KS 6C", "5C", "5D", "5S"], melds=melds,
                     rules="brazilian", asked="yes")
    queens = meld_with(state, "QH QD QS").id
    go = GoOut((cards("KH KD KS KC KH KD KS"),), ((queens, cards("QC")),), discard=card("6C"))
    assert play(state, go).state.history[-1].sides[0].going_out == 100


# -- Options of §6 that change who may do what (C39, C40) and scoring (C31, C37) --------------------------

def test_C39_with_one_card_a_player_may_not_take_the_pile_while_the_stock_lasts():
    state = position(turn=0, phase="draw", hands=["9D", "5C", "5D", "5S"], pile="4C 9H",
                     melds=[{"side": 0, "cards": "9C 9S 9H 2C"}], rules="samba_spanish", pile_frozen=False)
    nines = meld_with(state, "9C 9S 9H 2C").id
    assert not accepted(state, TakePile("layoff", (), nines))
    assert offers(state) == [DrawStock()]


def test_C40_with_melds_owned_by_player_the_partners_meld_takes_no_card():
    rules = {"preset": "samba", "melds_owned_by": "player"}
    state = at_meld("QC 9H 9D 9S", [{"side": 0, "cards": "QH QD QS", "seat": 2}], rules=rules)
    queens = meld_with(state, "QH QD QS").id
    assert not accepted(state, Meld((), ((queens, cards("QC")),)))


def test_C31_red3_negative_mode_fixed_500_each():
    rules = {"preset": "samba", "red3_negative_mode": "fixed_500_each"}
    state = position(turn=0, phase="meld", hands=["6C", "5H", "5D", "5S"], melds=TWO_CANASTAS + [
        {"side": 1, "cards": "AH AD AS"}], red_threes=["", "3H 3D"], opened=[True, True], rules=rules)
    theirs = play(state, GoOut(discard=card("6C"))).state.history[-1].sides[1]
    assert theirs.red_three_points == -1000


def test_C37_without_losing_side_scores_melds_the_other_side_scores_no_melds():
    rules = {"preset": "samba", "losing_side_scores_melds": False}
    state = position(turn=0, phase="meld", hands=["6C", "5H", "5D", "5S"], melds=TWO_CANASTAS + [
        {"side": 1, "cards": "AH AD AS"}], opened=[True, True], rules=rules)
    theirs = play(state, GoOut(discard=card("6C"))).state.history[-1].sides[1]
    assert theirs.melded_cards == 0 and theirs.total == -10
