"""Third independent referee audit, from RULES.md only (public API, positions in card notation).

Each test is one ruling written from the rules text (quoted in its docstring), aimed at cases the
other audits leave out: the pile take beside canastas and partners' melds, single-card takes under
S14.3, the stock running out under each preset, the partner's answer, merges under S8.5/C17, the
C21 option, and exact hand scores for both sides and other player counts.
"""

import pytest
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
    rest_of_pack,
    side_melds,
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
    outcome,
    pile_takes,
)


def takes(state) -> list:
    return [a for a in offered(state) if isinstance(a, TakePile)]


def stock_out_after_discard(rules, meld0: str, top: str, hand0: str = "5H 6D"):
    """Seat 3 (side 1) discards ``top`` onto a natural 8D with the stock empty; seat 0 then starts a turn (S16.3).

    The pile is set unfrozen by its contents (the unlisted cards lie under it, S7.4 is not what is tested).
    """
    state = load(rules=rules, turn=3, phase="meld", stock_size=0, hands=hands(hand0, s3=f"4S {top}"),
                 pile="8D", pile_frozen=False,
                 melds=[{"side": 0, "cards": meld0}, {"side": 1, "cards": "AH AD AS"}])
    return play(state, Discard(card(top)))


# S7 the pile take ------------------------------------------------------------------------------------

def test_S7_3b_S12_3_a_partner_takes_the_pile_by_laying_off_onto_the_other_partners_meld():
    """S7.3b: "the top card by itself extends one of the side's incomplete melds"; S12.3: "Once either
    partner has opened, the side is opened for the rest of the hand"."""
    state = load(turn=2, hands=hands("5H", s2="4C KD QH"), pile="6C 7D 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S", "seat": 0}])
    assert takes(state) == [TakePile("layoff", (), 1)]
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("9C 9D 9S 9H")
    assert bag(view(after).hand) == bag_of("4C KD QH 6C 7D")


def test_S7_3a_S10_1_a_pair_takes_the_pile_as_a_new_group_beside_a_canasta_of_that_rank():
    """S7.3a: the natural pair and the top card are melded "together as a new group"; S10.1: "A side may have
    more than one group of the same rank at once"; S7.5: never "laying the top card off onto a completed canasta"."""
    state = load(turn=0, hands=hands("7D 7S KD QH"), pile="6C 8D 7C",
                 melds=[{"side": 0, "cards": "7H 7D 7S 7C 7H 7D 7S"}])
    assert takes(state) == [TakePile("pair", cards("7D 7S"))]
    refuse(state, TakePile("layoff", (), 1), "S7.5")
    after = play(state, TakePile("pair", cards("7D 7S")))
    assert sorted(side_melds(after, 0), key=len) == [bag_of("7C 7D 7S"), bag_of("7H 7D 7S 7C 7H 7D 7S")]
    assert bag(view(after).hand) == bag_of("KD QH 6C 8D")


def test_S7_3b_a_ten_extends_a_jack_to_ace_sequence_at_its_low_end():
    """S7.3b (b2): "a sequence of 3–6 cards of the same suit, with the top card fitting next to its lowest or
    highest card (from 4 up to A)"."""
    state = load(turn=0, hands=hands("5H 6D KD"), pile="6C 8D 10S", melds=[{"side": 0, "cards": "JS QS KS AS"}])
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("10S JS QS KS AS")


def test_S7_3b_S9_4_a_layoff_take_onto_a_six_card_sequence_makes_a_closed_samba():
    """S7.3b: the top card may extend an incomplete sequence "of 3–6 cards"; S9.4: "At exactly 7 cards the
    sequence is a samba: it is closed for good (no more cards)"."""
    state = load(turn=0, hands=hands("JS 5H 6D KD"), pile="6C 8D 10S",
                 melds=[{"side": 0, "cards": "4S 5S 6S 7S 8S 9S"}])
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("4S 5S 6S 7S 8S 9S 10S")
    refuse(after, Meld(layoffs=((1, cards("JS")),)), "S9.3", "S9.4")


def test_S7_3a_three_naturals_from_hand_with_the_top_card_take_the_pile():
    """S7.3a: "The player holds two natural cards of the same rank as the top card and melds the three together
    as a new group" — holding a third natural of that rank does not stop it joining the new group (S8.1)."""
    state = load(turn=0, hands=hands("QS QD QC 5H 6D"), pile="6C 8D QH", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    after = play(state, TakePile("pair", cards("QS QD QC")))
    assert bag_of("QS QD QC QH") in side_melds(after, 0)
    assert bag(view(after).hand) == bag_of("5H 6D 6C 8D")


def test_S7_3a_S8_2_a_pair_with_two_wilds_takes_a_frozen_pile_but_not_with_three():
    """S7.3a: the natural pair works "whether or not the pile is frozen"; S8.2: "at most 2 wild cards at all times"."""
    state = load(turn=0, hands=hands("QS QD 2C JK 2D 5H 6D"), pile="2S 8D QH", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert view(state).pile_frozen is True
    refuse(state, TakePile("pair", cards("QS QD 2C JK 2D")), "S8.2")
    after = play(state, TakePile("pair", cards("QS QD 2C JK")))
    assert bag_of("QS QD QH 2C JK") in side_melds(after, 0)


def test_S7_3_legal_actions_offer_the_pair_and_a_layoff_onto_every_fitting_meld():
    """S7.3: the two ways to take the pile — (a) a natural pair, (b) the top card onto "one of the side's
    incomplete melds", a group of its rank or a sequence it fits at either end."""
    state = load(turn=0, hands=hands("9C 9S 5H 6D"), pile="4C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}, {"side": 0, "cards": "9C 9D 2C"},
                        {"side": 0, "cards": "6H 7H 8H"}, {"side": 0, "cards": "10H JH QH"},
                        {"side": 0, "cards": "5S 6S 7S"}])
    offers = takes(state)
    assert TakePile("pair", cards("9C 9S")) in offers
    assert sorted(a.target for a in offers if a.method == "layoff") == [1, 2, 3, 4]
    assert len(offers) == 5


def test_S7_4_a_frozen_pile_is_offered_only_to_the_natural_pair():
    """S7.4: "The pile is frozen for a side if ... the pile contains at least one wild card or red 3 anywhere in
    it"; S7.3b lay-offs need a pile that is "not frozen for this side"."""
    state = load(turn=0, hands=hands("9C 9S 5H 6D"), pile="3D 4C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}, {"side": 0, "cards": "6H 7H 8H"}])
    assert takes(state) == [TakePile("pair", cards("9C 9S"))]
    refuse(state, TakePile("layoff", (), 2), "S7.4")


# S14.3 takes that leave one card ------------------------------------------------------------------------

TOP_CARD_ONLY = {"preset": "samba", "sequence_layoff_takes": "top_card_only"}


def test_S14_3_C11_a_top_card_only_take_that_keeps_one_card_is_refused_without_a_way_out():
    """S14.3: "a take that would leave the player fewer than 2 cards in hand is legal if the player can then go
    out in that turn" — with `sequence_layoff_takes=top_card_only` a one-card hand stays at one card."""
    state = load(rules=TOP_CARD_ONLY, turn=0, hands=hands("KH"), pile="4D 5D 9C",
                 melds=[{"side": 0, "cards": "6C 7C 8C"}])
    refuse(state, TakePile("sequence_card", (), 1), "S14.3")
    assert takes(state) == []


def test_S14_3_BR8_a_single_card_take_that_keeps_one_card_is_refused_without_a_way_out():
    """BR8: the player "may take only that card"; S14.3: a take that leaves "fewer than 2 cards in hand is legal
    if the player can then go out in that turn"."""
    state = load(rules="brazilian", turn=0, hands=hands("KH"), pile="4D 5D 9C",
                 melds=[{"side": 0, "cards": "6C 7C 8C"}])
    refuse(state, TakePile("sequence_card", (), 1), "S14.3")
    assert takes(state) == []


def test_S14_3_C11_a_top_card_only_take_that_keeps_one_card_commits_the_player_to_go_out():
    """S14.3: such a take "is legal if the player can then go out in that turn, and it commits the player to
    going out this turn (exactly as a "yes" does)"."""
    state = load(rules=TOP_CARD_ONLY, turn=0, hands=hands("KH"), pile="4D 5D 9C",
                 melds=[*TWO_CANASTAS, {"side": 0, "cards": "6C 7C 8C"}])
    after = play(state, TakePile("sequence_card", (), 3))
    assert bag(view(after).hand) == bag_of("KH")
    assert view(after).pile == cards("4D 5D")
    done = play(after, GoOut(layoffs=((2, cards("KH")),)))
    assert done.result.went_out == 0


def test_S14_3_S15_4_after_a_committing_take_there_is_no_question_to_ask():
    """S14.3: a committing take binds "exactly as a "yes" does"; S15.4: the question is asked "once per turn"
    by "a player who could go out" — the bound player has nothing left to ask."""
    state = load(turn=0, hands=hands("9D 9S 7H"), pile="9H", melds=[*TWO_CANASTAS, {"side": 0, "cards": "7C 7D 7S"}])
    after = play(state, TakePile("pair", cards("9D 9S")))
    refuse(after, AskGoOut(), "S14.3", "S15.4")
    assert AskGoOut() not in offered(after)
    assert offered(after) == [GoOut(layoffs=((3, cards("7H")),))]


# S16.3 the stock is empty -------------------------------------------------------------------------------

def test_S16_3_S7_4_a_pile_frozen_by_a_buried_wild_is_not_forced_and_the_hand_ends():
    """S16.3: "if the pile can be taken by lay-off (S7.3b) for this player's side, the player must take it";
    S7.3b needs a pile "not frozen"; "if the player does not take the pile, the hand ends at once"."""
    state = load(turn=3, phase="meld", stock_size=0, hands=hands("5H 6D", s3="4S 9H"), pile="2C 8D",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}, {"side": 1, "cards": "AH AD AS"}])
    ended = play(state, Discard(card("9H")))
    assert ended.result is not None
    assert ended.result.went_out == -1


def test_S16_3_S7_5_a_top_card_that_fits_only_a_completed_canasta_does_not_force_the_take():
    """S16.3: the take is forced only "if the pile can be taken by lay-off (S7.3b)"; S7.5: never "laying the top
    card off onto a completed canasta"."""
    ended = stock_out_after_discard("samba", "9C 9D 9S 9H 9C 9D 9S", "9H")
    assert ended.result is not None


def test_S16_3_section4b_samba_simple_a_top_card_fitting_a_group_does_not_force_the_take():
    """§4b samba_simple: `pile_layoff_targets=sequences_only`; S16.3 forces only a take "by lay-off (S7.3b)"."""
    ended = stock_out_after_discard("samba_simple", "9C 9D 9S", "9H")
    assert ended.result is not None


def test_S16_3_section4b_samba_simple_a_top_card_fitting_a_sequence_must_be_taken():
    """§4b samba_simple keeps sequence lay-offs; S16.3: "the player must take it"."""
    state = stock_out_after_discard("samba_simple", "6H 7H 8H", "9H")
    assert state.result is None
    refuse(state, EndHand(), "S16.3")
    assert offered(state) == [TakePile("layoff", (), 1)]


def test_S16_3_section4b_samba_spanish_a_top_card_fitting_a_canasta_must_be_taken():
    """§4b samba_spanish: `pile_layoff_targets=any_meld` (the top card may go onto a completed canasta);
    S16.3: a pile that can be taken by lay-off "must" be taken."""
    state = stock_out_after_discard("samba_spanish", "9C 9D 9S 9H 9C 9D 9S", "9H")
    assert state.result is None
    refuse(state, EndHand(), "S16.3")
    after = play(state, TakePile("layoff", (), 1))
    assert meld_bag(after, 1) == bag_of("9C 9D 9S 9H 9C 9D 9S 9H")


def test_S16_3_a_player_with_both_a_pair_and_a_layoff_may_not_end_the_hand():
    """S16.3: "if the pile can be taken by lay-off (S7.3b) for this player's side, the player must take it" —
    holding a pair as well does not make the take optional; either way of taking is fine."""
    state = stock_out_after_discard("samba", "9C 9D 9S", "9H", hand0="9D 9S 4C")
    refuse(state, EndHand(), "S16.3")
    assert set(takes(state)) == {TakePile("pair", cards("9D 9S")), TakePile("layoff", (), 1)}
    after = play(state, TakePile("pair", cards("9D 9S")))
    assert view(after).phase == "meld"


# S15.4 the partner's answer ----------------------------------------------------------------------------

def test_S15_4_ask_is_offered_when_the_only_way_out_is_a_black_three_meld():
    """S15.4: "The engine offers "ask" exactly when a legal going-out play exists"; S13.1: black 3s "may be
    melded only in the turn in which the player goes out"."""
    state = load(turn=0, phase="meld", hands=hands("3C 3S 3C 8D"), melds=TWO_CANASTAS)
    assert check(view(state), GoOut(melds=(cards("3C 3S 3C"),), discard=card("8D"))) is None
    assert check(view(state), AskGoOut()) is None
    assert AskGoOut() in offered(state)


def test_S15_4_S14_3_after_a_no_only_discards_are_offered_to_a_three_card_hand():
    """S15.4: "no → the player may not go out this turn (S14.3 applies)"; S14.3: "melds and lay-offs that would
    leave fewer than 2 cards before the discard are illegal unless the player goes out in that turn"."""
    state = load(turn=0, phase="meld", asked="no", hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS)
    assert offered(state) == [Discard(card("6C")), Discard(card("QD")), Discard(card("QS"))]
    refuse(state, Meld(melds=(cards("QD QD QS"),)), "S14.3", "S15.4")
    refuse(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")), "S15.4")


def test_S15_4_BR14_a_yes_given_before_the_draw_binds_the_player_to_take_the_pile():
    """S14.3: under mandatory permission "the player may ask before drawing, for this purpose only" (a committing
    take); S15.4: "yes → the player must go out this turn" — so drawing from the stock instead is refused."""
    state = load(rules="brazilian", turn=0, hands=hands("9D 9S KC"), pile="9H", stock="4C 8D",
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    state = play(play(state, AskGoOut()), AnswerGoOut(True))
    refuse(state, DrawStock(), "S15.4")
    assert offered(state) == [TakePile("pair", cards("9D 9S"))]


def test_section3_S15_4_three_single_players_never_ask_and_go_out_without_permission():
    """§3: "There is no permission asking when nobody has a partner"; S15.4 "(partnership games only)"."""
    state = load(rules={"preset": "samba", "player_count": 3}, turn=0, phase="meld",
                 hands={"0": "QD QD QS 6C", "1": "5C", "2": "5D"}, melds=TWO_CANASTAS)
    refuse(state, AskGoOut(), "S15.4")
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.went_out == 0


def test_section3_S15_4_five_players_two_vs_three_the_playing_teammate_answers():
    """§3 5 players, `five_player_mode=two_vs_three_rotating`: "each hand one member of the 3-side sits out in
    rotation, so 4 play with the 4-player rules" — the partner who answers is the one at the table."""
    rules = {"preset": "samba", "player_count": 5, "five_player_mode": "two_vs_three_rotating"}
    state = load(rules=rules, turn=3, phase="meld", hands={"0": "5C", "2": "5D", "3": "QD QD QS 6C", "4": "5H"},
                 melds=[{"side": 1, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 1, "cards": "KH KD KS KC KH KD KS"}])
    assert state.sides == ((0, 2), (1, 3, 4)) and 1 not in state.active  # seat 1 sits out the first hand
    asked = play(state, AskGoOut())
    assert asked.to_act == 4
    answered = play(asked, AnswerGoOut(True), seat=4)
    assert answered.to_act == 3
    done = play(answered, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.went_out == 3


def test_S15_4_S14_3_by_default_there_is_no_question_before_the_draw_even_for_a_committing_take():
    """S15.4: "After drawing, a player who could go out may ask"; S14.3: asking before drawing is only "Where
    permission is mandatory (BR14)" — by default the committing take simply commits the player."""
    state = load(turn=0, hands=hands("9D 9S KC"), pile="9H", melds=TWO_CANASTAS)
    refuse(state, AskGoOut(), "S4.3", "S15.4")
    assert offered(state) == [DrawStock(), TakePile("pair", cards("9D 9S"))]
    after = play(state, TakePile("pair", cards("9D 9S")))
    refuse(after, Discard(card("KC")), "S14.3", "S15.4")
    assert play(after, GoOut(discard=card("KC"))).result.went_out == 0


@pytest.mark.parametrize("rules", [{"preset": "samba", "player_count": 3, "go_out_permission": "mandatory"},
                                   {"preset": "brazilian", "player_count": 3}])
def test_section3_BR14_mandatory_permission_does_not_bind_a_player_without_a_partner(rules):
    """§3: "There is no permission asking when nobody has a partner"; S15.4 permission is "(partnership games
    only)" — so under `go_out_permission=mandatory` a single player goes out, and takes a committing pile, unasked."""
    melds = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    state = load(rules=rules, turn=0, hands={"0": "9D 9S KC", "1": "5C", "2": "5D"}, pile="9H", melds=melds)
    refuse(state, AskGoOut(), "S15.4")
    state = play(state, TakePile("pair", cards("9D 9S")))
    done = play(state, GoOut(discard=card("KC")))
    assert done.result.went_out == 0


# S8.5 / S10.2 / C17 / C21 wild cards, canastas and merges ----------------------------------------------------

def test_S8_5_a_second_wild_on_a_mixed_canasta_is_refused_citing_S8_5():
    """S8.5: "No wild card may be added to a canasta once it has 7 or more cards" — even when the group's limit of
    two wild cards (S8.2) would still hold."""
    state = load(turn=0, phase="meld", hands=hands("2D 6D 7C"), melds=[{"side": 0, "cards": "QH QD QS QC QH QD 2C"}])
    refuse(state, Meld(layoffs=((1, cards("2D")),)), "S8.5")


def test_S10_2_two_incomplete_groups_with_one_wild_each_merge_into_a_mixed_canasta():
    """S10.2: a merge is legal "as long as the result still meets S8.2 (at most 2 wild cards) and S8.5 (a merge may
    not bring a wild card into a completed canasta)"; "Merging can create a canasta"."""
    state = load(turn=0, phase="meld", hands=hands("5H 6D 7C"),
                 melds=[{"side": 0, "cards": "8H 8D 2C"}, {"side": 0, "cards": "8S 8C 8H 2D"}])
    assert MergeGroups(1, 2) in offered(state)
    after = play(state, MergeGroups(1, 2))
    assert side_melds(after, 0) == [bag_of("8H 8D 8S 8C 8H 2C 2D")]


@pytest.mark.parametrize(("a", "b"), [(1, 2), (2, 1)])
def test_S10_2_S8_5_a_natural_group_merges_into_a_mixed_canasta_from_either_side(a, b):
    """S10.2 forbids only a merge that brings "a wild card into a completed canasta"; merging natural cards into a
    canasta is like adding them (S8.5: "More natural cards ... may be added to a canasta without limit")."""
    state = load(turn=0, phase="meld", hands=hands("5H 6D 7C"),
                 melds=[{"side": 0, "cards": "QH QD QS QC QH QD 2C"}, {"side": 0, "cards": "QS QC QH"}])
    after = play(state, MergeGroups(a, b))
    assert side_melds(after, 0) == [bag_of("QH QD QS QC QH QD 2C QS QC QH")]


def test_C17_with_the_option_a_merge_may_bring_a_wild_into_a_natural_canasta():
    """S8.5: "`allow_wild_on_completed_canasta=true` lifts this" (the ban on wilds joining a canasta "neither from
    the hand nor by merging (S10.2)")."""
    rules = {"preset": "samba", "allow_wild_on_completed_canasta": True}
    state = load(rules=rules, turn=0, phase="meld", hands=hands("5H 6D 7C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}, {"side": 0, "cards": "KC KH 2C"}])
    assert MergeGroups(1, 2) in offered(state)
    after = play(state, MergeGroups(1, 2))
    assert side_melds(after, 0) == [bag_of("KH KD KS KC KH KD KS KC KH 2C")]


def test_C17_S17_a_natural_canasta_that_merged_in_a_wild_scores_as_mixed():
    """S8.5 with the option: "a natural canasta that receives a wild becomes mixed"; S11.1: mixed canasta 300."""
    rules = {"preset": "samba", "allow_wild_on_completed_canasta": True}
    state = load(rules=rules, turn=0, phase="meld", hands=hands("7D 7S 7H 5C"),
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "QH QD QS QC QH QD QS"},
                        {"side": 0, "cards": "QC QH 2C"}])
    state = play(state, MergeGroups(2, 3))
    done = play(state, GoOut(melds=(cards("7D 7S 7H"),), discard=card("5C")))
    side = done.result.sides[0]
    assert (side.natural_canastas, side.mixed_canastas, side.sambas) == (0, 1, 1)
    # samba 50 + 1,500; queens 9 x 10 + 20 + 300; sevens 15; going out 200; partner's 5D -5
    assert side.total == 50 + 1500 + 110 + 300 + 15 + 200 - 5


def test_C21_without_duplicate_rank_groups_a_pair_take_never_leaves_two_groups_of_one_rank():
    """C21 `allow_duplicate_rank_groups: true|false` ([BRIT-COPY]: "no more than one meld of a rank"); S7.3a: the
    new group "may be merged at once with an existing group of that rank". With the option false the side may never
    end a turn holding two groups of 9s: the take must be refused, or its group joined to the existing one, or the
    turn kept open until they are merged."""
    rules = {"preset": "samba", "allow_duplicate_rank_groups": False}
    state = load(rules=rules, turn=0, hands=hands("9D 9S 5H 6D"), pile="4C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}])
    take = TakePile("pair", cards("9D 9S"))
    after = play(state, take) if check(view(state), take) is None else state
    groups_of_nine = [m for m in after.melds if m.side == 0 and any(c.code.startswith("9") for c in m.cards)]
    turn_may_end = check(view(after), Discard(card("5H"))) is None
    assert len(groups_of_nine) == 1 or not turn_may_end, [bag(m.cards) for m in groups_of_nine]


# S17 scoring, both sides and other player counts --------------------------------------------------------

def test_S17_both_sides_scored_to_the_point_with_wild_cards_aces_and_black_threes_left_in_hand():
    """S17: melds' card values (melded black 3s included) + canasta and samba bonuses + red-3 amount (negative with
    fewer than two canastas, S5.6) + 200 for going out − "card values of every card still in the hands of the
    side's players (including the partner of the player who went out)"; S1.2: JK 50, 2 20, A 20, black 3 5."""
    state = load(turn=0, phase="meld",
                 hands={"0": "3C 3S 3C 7D", "1": "4C", "2": "JK 2D AS 3S", "3": "10C JC 3S"},
                 red_threes={"0": "3H 3H", "1": "3D"},
                 melds=[{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"},
                        {"side": 0, "cards": "QH QD QS QC QH QD 2C QS"},
                        {"side": 0, "cards": "8S 9S 10S"},
                        {"side": 1, "cards": "5C 5D 5H 5S 5C 5D 5H"},
                        {"side": 1, "cards": "KH KD 2H"}])
    done = play(state, GoOut(melds=(cards("3C 3S 3C"),), discard=card("7D")))
    side0, side1 = done.result.sides
    # side 0: cards 50 + 90 + 30 + 15; samba 1,500 + mixed 300; red 3s +200; going out 200; partner's hand −95
    assert side0.total == 185 + 1800 + 200 + 200 - 95
    # side 1: cards 35 + 40; natural canasta 500; one red 3 with one canasta −100; hands 5 + 25
    assert side1.total == 75 + 500 - 100 - 30
    assert done.result.totals == (2290, 445)


def test_section3_S5_5_six_players_a_pair_holding_all_six_red_threes_counts_1000():
    """§3: "collects its own red 3s ("all six" = one side laid out all six)"; with 6 players the sides are three
    pairs, seats (0,3), (1,4), (2,5); S5.5: "if one side has all six, they count 1,000 in total"."""
    state = load(rules={"preset": "samba", "player_count": 6}, turn=0, phase="meld",
                 hands={"0": "QD QD QS 6C", "1": "5C", "2": "5D", "3": "KC", "4": "5S", "5": "AH"},
                 red_threes={"0": "3H 3H 3H 3D 3D 3D"}, melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert [s.red_three_points for s in done.result.sides] == [1000, 0, 0]
    # samba 50 + 1,500, kings 70 + 500, queens 30, red 3s 1,000, going out 200, partner (seat 3) KC −10
    assert done.result.totals == (50 + 1500 + 70 + 500 + 30 + 1000 + 200 - 10, -10, -25)


def test_section3_S17_three_single_players_are_each_scored_alone():
    """§3: "a "side" is a single player when nobody has a partner. Each side has its own score"; S17.3: "Both
    sides score their melds, whoever went out"."""
    state = load(rules={"preset": "samba", "player_count": 3}, turn=0, phase="meld",
                 hands={"0": "QD QD QS 6C", "1": "KC AS", "2": "JK"},
                 red_threes={"2": "3D"},
                 melds=[*TWO_CANASTAS, {"side": 2, "cards": "AH AD AC"}])
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.totals == (50 + 1500 + 70 + 500 + 30 + 200, -30, 60 - 100 - 50)


def test_S9_3_S9_4_S11_1_cards_added_at_both_ends_in_one_turn_make_a_samba_worth_1500():
    """S9.3: "Cards may be added at either end, from the hand, while the sequence has fewer than 7 cards"; S9.4:
    "At exactly 7 cards the sequence is a samba ... worth a 1,500 bonus"."""
    state = load(turn=0, phase="meld", hands=hands("5H JH QD QD QS 6C"),
                 melds=[{"side": 0, "cards": "6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    state = play(state, Meld(layoffs=((1, cards("5H JH")),)))
    assert meld_bag(state, 1) == bag_of("5H 6H 7H 8H 9H 10H JH")
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    side = done.result.sides[0]
    assert side.sambas == 1 and side.samba_bonus == 1500
    assert side.total == 55 + 1500 + 70 + 500 + 30 + 200 - 5  # 5H 6H 7H at 5, 8H to JH at 10


def test_S13_1_S13_2_four_black_threes_melded_when_going_out_count_plus_20():
    """S13.1: "a group of 3 to 6 black 3s (3C and 3S may be mixed) with no wild cards"; S13.2: "A melded black 3
    counts +5"."""
    state = load(turn=0, phase="meld", hands=hands("3C 3S 3C 3S 9D"), melds=TWO_CANASTAS)
    done = play(state, GoOut(melds=(cards("3C 3S 3C 3S"),), discard=card("9D")))
    side = done.result.sides[0]
    assert side.melded_cards == 50 + 70 + 20
    assert side.total == 140 + 2000 + 200 - 5


# C40 melds owned by the player -------------------------------------------------------------------------------

PLAYER_MELDS = {"preset": "samba", "melds_owned_by": "player"}

def test_C40_laying_off_onto_the_partners_meld_is_refused_naming_C40():
    """C40: "[003]: "melds are played individually" within a pair" (`melds_owned_by: side|player`); S4.7 forbids only
    "opponents' melds". A refusal names "the rule that actually forbids it, in true words"."""
    state = load(rules=PLAYER_MELDS, turn=0, phase="meld", hands=hands("KC 5H 6D"),
                 melds=[{"side": 0, "cards": "KH KD KS", "seat": 2}])
    refuse(state, Meld(layoffs=((1, cards("KC")),)), "C40")


def test_C40_taking_the_pile_onto_the_partners_meld_is_refused_naming_C40():
    """C40 (`melds_owned_by=player`) with S7.3b (the top card "extends one of the side's incomplete melds"): the
    partner's group is the side's, so only C40 forbids the take."""
    state = load(rules=PLAYER_MELDS, turn=0, hands=hands("5H 6D 7C"), pile="4C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S", "seat": 2}])
    refuse(state, TakePile("layoff", (), 1), "C40")


def test_C40_merging_the_partners_group_is_refused_naming_C40():
    """C40 (`melds_owned_by=player`) with S10.2 ("a side may merge two of its groups of the same rank"): the two
    groups are different melds of the player's side, so the refusal's words and rule are not the true ones."""
    state = load(rules=PLAYER_MELDS, turn=0, phase="meld", hands=hands("5H 6D 7C"),
                 melds=[{"side": 0, "cards": "8H 8D 8S", "seat": 0}, {"side": 0, "cards": "8C 8H 8D", "seat": 2}])
    refuse(state, MergeGroups(1, 2), "C40")


# BR2 / BR3 / BR14 the Brazilian preset ---------------------------------------------------------------------

BR_SAMBA_AND_CANASTA = [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]


def test_BR2_S7_3a_a_natural_pair_with_four_wild_cards_takes_the_pile():
    """BR2: "A group may contain any number of wild cards"; BR7: the whole pile is taken "only with a natural pair
    matching the top card" — the pair's new group may carry the wild cards too."""
    state = load(rules="brazilian", turn=0, hands=hands("9D 9S 2D JK 2C 2S 5H 6D"), pile="4C 9H",
                 melds=[{"side": 0, "cards": "KC KD KS"}])
    after = play(state, TakePile("pair", cards("9D 9S 2D JK 2C 2S")))
    assert bag_of("9H 9D 9S 2D JK 2C 2S") in side_melds(after, 0)
    assert bag(view(after).hand) == bag_of("5H 6D 4C")


@pytest.mark.parametrize(("a", "b"), [(1, 2), (2, 1)])
def test_BR3_S10_2_a_wild_only_meld_is_not_merged_with_a_group(a, b):
    """S10.2: a side may merge "two of its groups of the same rank"; BR3: wild-only melds are their own kind (3–7
    wild cards, a Bolivia at 7), with no rank to share with a group."""
    state = load(rules="brazilian", turn=0, phase="meld", hands=hands("5H 6D 7C"),
                 melds=[{"side": 0, "cards": "9C 9D 9S"}, {"side": 0, "cards": "2C 2D JK"}])
    refuse(state, MergeGroups(a, b), "S10.2", "BR3")
    assert not [o for o in offered(state) if isinstance(o, MergeGroups)]


def test_BR14_S15_4_a_no_before_the_draw_is_the_one_question_of_the_turn():
    """S15.4: the player "may ask their partner ... once per turn" and "no → the player may not go out this turn";
    S14.3: under mandatory permission "the player may ask before drawing"."""
    state = load(rules="brazilian", turn=0, hands=hands("9D 9S KC"), pile="9H", stock="QD QS",
                 melds=[*BR_SAMBA_AND_CANASTA, {"side": 0, "cards": "QH QH QC"}])
    state = play(play(play(state, AskGoOut()), AnswerGoOut(False)), DrawStock())
    refuse(state, AskGoOut(), "S15.4")
    refuse(state, GoOut(layoffs=((3, cards("QD QS")), (2, cards("KC"))), discard=card("9D")), "S15.4", "BR14")


# §3 / S18 the end of the game with single players ---------------------------------------------------------------

def _three_players_stock_out(scores):
    """Three single players; seat 2 discards a black 3 on an empty stock, so seat 0 cannot take and the hand ends
    (S16.3): side 0 scores 60 − 5, side 1 60 − 5, side 2 30 − 5."""
    state = load(rules={"preset": "samba", "player_count": 3}, scores=scores, turn=2, phase="meld", stock_size=0,
                 hands={"0": "4C", "1": "4H", "2": "4S 3S"},
                 melds=[{"side": 0, "cards": "AH AD AS"}, {"side": 1, "cards": "AC AH AS"},
                        {"side": 2, "cards": "KH KD KS"}])
    return play(state, Discard(card("3S")))


def test_section3_S18_2_three_players_tied_at_the_top_over_the_target_play_another_hand():
    """S18.2: "If the top sides are exactly tied, play another hand"; §3: "when several sides reach it in the same
    hand, the highest total wins"."""
    ended = _three_players_stock_out([9950, 9950, 9000])
    assert ended.result.totals == (10005, 10005, 9025)
    assert ended.phase == "hand_over"
    assert outcome(ended) is None


def test_section3_S18_2_three_players_a_tie_below_the_top_does_not_stop_the_winner():
    """S18.2: "The side with the highest total wins" — two sides tied below it do not matter."""
    ended = _three_players_stock_out([9950, 9950, 10000])
    assert ended.result.totals == (10005, 10005, 10025)
    assert ended.phase == "game_over"
    assert outcome(ended).winners == (2,)


# S12.5 / S12.6 / S7.2 opening with the pile and going out in the same turn -------------------------------------

def test_S12_6_S7_2_a_side_that_opens_by_taking_the_pile_may_go_out_that_turn_with_the_pile_cards():
    """S12.4: the opening take counts "top card + natural pair + any extra melds from hand cards only"; S12.5:
    "After opening in a turn, that player may go on to lay further melds"; S7.2: the other pile cards go into the
    hand; S12.6: "Going out in the same turn as opening ("concealed") is allowed"; S15.3: 200, no extra."""
    state = load(turn=0, hands=hands("QS QD QC QH QD QS AH AD AS KS"), pile="KH KD KS KC KH KD 5C QH",
                 pile_frozen=False)
    state = play(state, TakePile("pair", cards("QS QD QC QH QD QS"), melds=(cards("AH AD AS"),)))
    assert bag(view(state).hand) == bag_of("KS KH KD KS KC KH KD 5C")
    done = play(state, GoOut(melds=(cards("KH KD KS KC KH KD KS"),), discard=card("5C")))
    side = done.result.sides[0]
    assert side.natural_canastas == 2 and side.going_out == 200
    assert side.total == 70 + 60 + 70 + 1000 + 200 - 5


# S16 with S14.3: the last red 3 and a forced take that leaves one card ------------------------------------------

def test_S16_2_S14_3_after_a_last_red_three_a_meld_may_leave_a_single_card_since_no_discard_follows():
    """S16.2: after a last-card red 3 the player "may meld and lay off ... may not discard, and the hand ends after
    that turn"; S14.3: "A player who does not go out must still have at least 1 card in hand after discarding"."""
    state = load(turn=0, phase="meld", no_discard=True, hands=hands("QD QD QS 6C"), melds=TWO_CANASTAS,
                 stock_size=0, pile="4C", pile_frozen=False)
    refuse(state, AskGoOut(), "S15.4")
    state = play(state, Meld(melds=(cards("QD QD QS"),)))
    assert bag(view(state).hand) == bag_of("6C")
    assert offered(state) == [EndHand()]


def test_S16_3_S14_3_a_forced_take_that_leaves_one_card_is_taken_and_commits_to_going_out():
    """S16.3: a pile the side can take by lay-off "must" be taken; S14.3: a take leaving "fewer than 2 cards in hand
    is legal if the player can then go out in that turn, and it commits the player to going out"."""
    melds = [*TWO_CANASTAS, {"side": 0, "cards": "9C 9D 9S"}, {"side": 1, "cards": "AH AD AS"}]
    soak = rest_of_pack("5H", "4S 9H", "5D", *(m["cards"] for m in melds))
    state = load(turn=3, phase="meld", stock_size=0, hands={"0": "5H", "1": soak, "2": "5D", "3": "4S 9H"},
                 melds=melds)
    state = play(state, Discard(card("9H")))
    refuse(state, EndHand(), "S16.3")
    state = play(state, TakePile("layoff", (), 3))
    assert view(state).hand == cards("5H")
    assert offered(state) == [GoOut(discard=card("5H"))]
    done = play(state, GoOut(discard=card("5H")))
    assert done.result.went_out == 0 and done.result.sides[0].going_out == 200


# C14 / S7.6 an unopened side when the pile is not frozen until opening ---------------------------------------------

def test_C14_S7_6_an_unopened_sides_natural_and_wild_take_is_not_refused_as_frozen_when_nothing_freezes_it():
    """S7.4: frozen "if (i) that side has not opened yet, or (ii) the pile contains at least one wild card or red 3"
    — `frozen_until_opened=false` removes (i); S7.6: "A side that has not opened may take the pile only by (a)".
    A refusal names "the rule that actually forbids it, in true words": not S7.4, for a pile that is not frozen."""
    rules = {"preset": "samba", "frozen_until_opened": False, "allow_pile_natural_plus_wild": True}
    state = load(rules=rules, turn=0, hands=hands("7D 2S AH AD AS 5C 6C"), pile="4D 7C")
    assert view(state).pile_frozen is False and view(state).frozen_for(0) is False
    problem = check(view(state), TakePile("pair", cards("7D 2S"), melds=(cards("AH AD AS"),)))
    assert problem is None or problem.rule in ("S7.6", "C14"), problem


@pytest.mark.parametrize(("yes", "offers"), [(True, [TakePile("pair", cards("9D 9S"))]), (False, [EndHand()])])
def test_BR16_BR14_S14_3_on_an_empty_stock_the_answer_decides_between_the_committing_take_and_the_end(yes, offers):
    """BR16: with the stock empty "The hand ends when a player would have to draw ... (they do not or cannot take the
    pile)"; S14.3: a committing take under mandatory permission "needs the partner's "yes" first: the player may ask
    before drawing"; S15.4: "yes → the player must go out this turn"."""
    melds = [*BR_SAMBA_AND_CANASTA, {"side": 1, "cards": "AH AD AS"}]
    soak = rest_of_pack("9D 9S KC", "4S 9H", "5D", *(m["cards"] for m in melds))
    state = load(rules="brazilian", turn=3, phase="meld", stock_size=0,
                 hands={"0": "9D 9S KC", "1": soak, "2": "5D", "3": "4S 9H"}, melds=melds)
    state = play(state, Discard(card("9H")))
    assert offered(state) == [EndHand(), AskGoOut()]
    state = play(play(state, AskGoOut()), AnswerGoOut(yes), seat=2)
    assert offered(state) == offers


def test_S18_1_a_total_of_exactly_10000_ends_the_game():
    """S18.1: "the game ends if at least one side has 10,000 or more"."""
    ended = _three_players_stock_out([9945, 0, 0])
    assert ended.result.totals == (10000, 55, 25)
    assert outcome(ended).winners == (0,)


def test_section4b_samba_simple_a_pair_take_keeps_twice_as_many_naturals_as_wilds():
    """§4b samba_simple: `wild_ratio_rule=naturals_ge_twice_wilds`; S7.3a: the pair and the top card form a new
    group, which must be legal: three queens carry one wild card, not two."""
    state = load(rules="samba_simple", turn=0, hands=hands("QS QD 2C JK 5H 6D"), pile="4C QH",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}], pile_frozen=False)
    refuse(state, TakePile("pair", cards("QS QD 2C JK")), "C16")
    after = play(state, TakePile("pair", cards("QS QD JK")))
    assert bag_of("QS QD QH JK") in side_melds(after, 0)



# S7.3a / S12.4 every legal opening take is offered -----------------------------------------------------------

OPENING_TAKES = [  # score, hand, top card, a take check accepts (the pair, then natural melds from the hand)
    (0, "4H 4H 6H 6S 7H 8C 8H 8S", "8H", TakePile("pair", cards("8C 8S"), melds=(cards("6H 7H 8H"),))),
    (0, "AC AH KC KC KS QC QS", "KC", TakePile("pair", cards("KC KS"), melds=(cards("QC KC AC"),))),
    (1500, "8C 8C AD AS KC KH KH KH KS QS", "8S",
     TakePile("pair", cards("8C 8C"), melds=(cards("KC KH KH KH"), cards("QS KS AS")))),
    (1500, "7C 7D 8C 8D 8H 8S 9C QC QD QS", "QC",
     TakePile("pair", cards("QC QD QS"), melds=(cards("7C 8C 9C"), cards("8D 8H 8S")))),
]


@pytest.mark.parametrize(("score", "hand", "top", "take"), OPENING_TAKES)
def test_S7_3a_S12_4_the_opening_take_is_legal(score, hand, top, take):
    """S12.4: "top card + natural pair + any extra melds from hand cards only must reach the minimum"; S12.1: 50 from
    0, 90 from 1,500. (The companion test below asks that the take is also offered.)"""
    state = load(scores=[score, 0], turn=0, hands=hands(hand), pile=f"4C 4D 4H {top}", pile_frozen=False)
    after = play(state, take)
    assert after.opened[0]


@pytest.mark.parametrize(("score", "hand", "top", "take"), OPENING_TAKES)
def test_S7_3a_S12_4_a_legal_opening_take_is_offered(score, hand, top, take):
    """S7.3: "There are only two ways to take the pile"; (a), the natural pair, is open to a side that has not
    opened when S12.4 is met. When `check` accepts such a take, the pile is takeable and must be offered."""
    state = load(scores=[score, 0], turn=0, hands=hands(hand), pile=f"4C 4D 4H {top}", pile_frozen=False)
    assert check(view(state), take) is None
    assert [t.method for t in pile_takes(view(state))] == ["pair"]
    assert [a.method for a in offered(state) if isinstance(a, TakePile)] == ["pair"]


def test_S16_3_S12_4_an_unopened_player_who_can_open_by_taking_the_pile_is_not_ended_out():
    """S16.3: "otherwise, if the player can take it with a natural pair (S7.3a, including the opening rule if not yet
    opened), they may; if the player does not take the pile, the hand ends at once"."""
    melds = [{"side": 1, "cards": "AH AD AS"}]
    hand0 = "4H 4H 6H 6S 7H 8C 8H 8S"
    soak = rest_of_pack(hand0, "4S 8H", "5D", "4C 4D", *(m["cards"] for m in melds))
    state = load(turn=3, phase="meld", stock_size=0, hands={"0": hand0, "1": soak, "2": "5D", "3": "4S 8H"},
                 pile="4C 4D", pile_frozen=False, melds=melds)
    state = play(state, Discard(card("8H")))
    assert state.result is None and state.to_act == 0
    after = play(state, TakePile("pair", cards("8C 8S"), melds=(cards("6H 7H 8H"),)))
    assert after.opened[0]
