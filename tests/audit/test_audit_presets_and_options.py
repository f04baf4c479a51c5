"""Audit of §4b (presets, one per source text) and §6 (option catalogue), from RULES.md only."""

import dataclasses

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
    natural_deck,
    play,
    refuse,
    view,
)

from samba.engine import (
    PRESETS,
    Card,
    Discard,
    GoOut,
    InvalidAction,
    Meld,
    TakePile,
    check,
    new_match,
    pile_takes,
    preset,
)

# §6, column "samba (default)".
SAMBA = dict(
    player_count=4, five_player_mode="individual", six_player_mode="three_pairs", hand_size="auto",
    target_score=10000, tie_rule="play_another_hand", upcard_rule="cover_until_natural", buried_special_freezes=True,
    surprise_cards=0, red3_declare_timing="show_at_deal_replace_first_turn", stock_draw_count=2,
    pile_layoff_targets="incomplete_melds", sequence_layoff_takes="whole_pile", allow_pile_natural_plus_wild=False,
    wild_discard_effect="freeze", frozen_until_opened=True, pile_always_frozen=False,
    allow_pile_for_initial_meld=True, one_card_pile_restriction=False, min_naturals_per_group=2,
    max_wilds_per_group=2, wild_ratio_rule="naturals_ge_wilds", allow_wild_only_melds=False,
    allow_wild_on_completed_canasta=False, allow_duplicate_rank_groups=True, allow_group_merge=True,
    allow_sequence_merge=False, allow_wild_in_sequence=False, max_sequence_length=7,
    samba_extend_when_going_out=False, melds_owned_by="side", initial_meld_table="standard_150",
    concealed_exempt_from_initial_minimum=False, go_out_requirement="two_canastas",
    go_out_permission="optional_binding", going_out_bonus=200, concealed_going_out_bonus=0,
    natural_canasta_bonus=500, mixed_canasta_bonus=300, samba_bonus=1500, short_sequence_penalty=0,
    red3_scale="samba", red3_positive_min_canastas=2, red3_negative_mode="mirror",
    red3_in_hand_penalty="auto_declare", black3_in_hand_value=-5, black3_meld_min=3,
    stock_exhausted_rule="forced_take_or_end", losing_side_scores_melds=True,
)

# §4b differences from samba; for brazilian, §6 column "brazilian".
DIFFERENCES = {
    "samba": {},
    "samba_hoyle": {"initial_meld_table": "hoyle_160"},
    "samba_simple": {"pile_layoff_targets": "sequences_only", "wild_discard_effect": "block_only",
                     "buried_special_freezes": False, "wild_ratio_rule": "naturals_ge_twice_wilds",
                     "allow_wild_on_completed_canasta": True, "hand_size": 15},
    "samba_spanish": {"allow_pile_natural_plus_wild": True, "pile_layoff_targets": "any_meld",
                      "one_card_pile_restriction": True, "concealed_exempt_from_initial_minimum": True},
    "brazilian": {"hand_size": 15, "buried_special_freezes": False, "pile_layoff_targets": "sequences_only",
                  "sequence_layoff_takes": "top_card_only", "wild_discard_effect": "block_only",
                  "min_naturals_per_group": 1, "max_wilds_per_group": "unlimited", "wild_ratio_rule": "none",
                  "allow_wild_only_melds": True, "allow_wild_on_completed_canasta": True,
                  "initial_meld_table": "brazilian", "go_out_requirement": "samba_plus_one",
                  "go_out_permission": "mandatory", "going_out_bonus": 100, "concealed_going_out_bonus": 200,
                  "bolivia_bonus": 2000, "short_sequence_penalty": 1000, "short_sequence_threshold": 5,
                  "red3_scale": "brazilian", "red3_positive_min_canastas": 1, "black3_in_hand_value": -100,
                  "stock_exhausted_rule": "optional_take_or_end"},
}


def test_section4b_there_is_one_preset_per_source_text():
    assert set(PRESETS) == set(DIFFERENCES)


@pytest.mark.parametrize("name", sorted(DIFFERENCES))
def test_section4b_section6_preset_option_values(name):
    rules = preset(name)
    expected = {**SAMBA, **DIFFERENCES[name]}
    actual = {key: getattr(rules, key) for key in expected}
    # max_wilds_per_group mixes a number and a word ("2" or "unlimited"): compare as written.
    actual["max_wilds_per_group"] = str(actual["max_wilds_per_group"])
    expected["max_wilds_per_group"] = str(expected["max_wilds_per_group"])
    assert actual == expected


@pytest.mark.parametrize("name", sorted(DIFFERENCES))
def test_section4b_presets_differ_from_samba_only_where_listed(name):
    base, rules = preset("samba"), preset(name)
    changed = {f.name for f in dataclasses.fields(rules) if getattr(rules, f.name) != getattr(base, f.name)}
    assert changed <= set(DIFFERENCES[name])


def test_section4b_options_may_be_overridden_on_a_preset():
    rules = preset("brazilian", go_out_requirement="two_canastas")
    assert rules.go_out_requirement == "two_canastas" and rules.red3_scale == "brazilian"


ALLOWED = {
    "player_count": [2, 3, 4, 5, 6],
    "five_player_mode": ["individual", "two_vs_three_rotating"],
    "six_player_mode": ["three_pairs", "two_teams_of_three"],
    "hand_size": ["auto", 11, 12, 13, 14, 15],
    "tie_rule": ["play_another_hand", "shared_win"],
    "upcard_rule": ["cover_until_natural", "cover_wild_red3_only", "bury_to_bottom", "none"],
    "surprise_cards": [0, 3],
    "red3_declare_timing": ["show_at_deal_replace_first_turn", "all_at_first_turn"],
    "stock_draw_count": [2],
    "pile_layoff_targets": ["incomplete_melds", "sequences_only", "none", "any_meld"],
    "sequence_layoff_takes": ["whole_pile", "top_card_only"],
    "wild_discard_effect": ["freeze", "block_only"],
    "min_naturals_per_group": [1, 2],
    "max_wilds_per_group": [2, "unlimited"],
    "wild_ratio_rule": ["naturals_ge_wilds", "naturals_ge_twice_wilds", "none"],
    "max_sequence_length": [7],
    "melds_owned_by": ["side", "player"],
    "initial_meld_table": ["standard_150", "hoyle_160", "capped_120", "brazilian"],
    "go_out_requirement": ["two_canastas", "one_canasta", "samba_plus_one"],
    "go_out_permission": ["optional_binding", "mandatory", "none"],
    "bolivia_bonus": [2000, 2500],
    "red3_scale": ["samba", "brazilian"],
    "red3_positive_min_canastas": [0, 1, 2],
    "red3_negative_mode": ["mirror", "fixed_500_each"],
    "red3_in_hand_penalty": ["auto_declare", "500_each", "750_total", "1500_each"],
    "black3_in_hand_value": [-5, -100],
    "black3_meld_min": [3],
    "stock_exhausted_rule": ["forced_take_or_end", "optional_take_or_end", "end_immediately"],
}


@pytest.mark.parametrize(("option", "value"), [(o, v) for o, values in ALLOWED.items() for v in values])
def test_section6_every_listed_option_value_is_accepted(option, value):
    rules = preset("samba", **{option: value})
    assert str(getattr(rules, option)) == str(value)
    # and a match can be dealt with it
    state = new_match(rules, seed=3)
    assert view(state).phase == "draw"


@pytest.mark.parametrize(("option", "value"), [
    ("player_count", 7), ("player_count", 1), ("hand_size", 16), ("hand_size", 10), ("upcard_rule", "sideways"),
    ("max_wilds_per_group", 3), ("surprise_cards", 2), ("go_out_permission", "sometimes"),
    ("red3_positive_min_canastas", 3), ("going_out_bonus", "lots"), ("nonexistent_option", True),
])
def test_section6_values_outside_the_catalogue_are_refused_with_InvalidAction(option, value):
    with pytest.raises(InvalidAction):
        preset("samba", **{option: value})
    with pytest.raises(InvalidAction):
        load(rules={"preset": "samba", option: value})


def test_section6_an_unknown_preset_is_refused_with_InvalidAction():
    with pytest.raises(InvalidAction):
        preset("canasta")
    with pytest.raises(InvalidAction):
        load(rules="canasta")


# samba_simple ([000]) ---------------------------------------------------------------------------------

def test_section4b_samba_simple_no_layoff_take_onto_a_group():
    state = load(rules="samba_simple", turn=0, hands=hands("5H 6D"), pile="5C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert pile_takes(view(state)) == []
    refuse(state, TakePile("layoff", (), 1), "C10", "S7.3", "S7.3b")


def test_section4b_samba_simple_a_sequence_layoff_takes_the_whole_pile():
    state = load(rules="samba_simple", turn=0, hands=hands("5C 6D"), pile="4D 9H",
                 melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    after = play(state, TakePile("layoff", (), 1))
    assert bag(view(after).hand) == bag_of("5C 6D 4D")


def test_section4b_samba_simple_a_buried_wild_does_not_freeze():
    state = load(rules="samba_simple", turn=0, hands=hands("5C 6D"), pile="4D 2C 9H",
                 melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    assert view(state).pile_frozen is False
    assert play(state, TakePile("layoff", (), 1))


def test_section4b_samba_simple_a_wild_may_join_a_natural_canasta():
    state = load(rules="samba_simple", turn=0, phase="meld", hands=hands("2C 7C 8C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    after = play(state, Meld(layoffs=((1, cards("2C")),)))
    assert sum(meld_bag(after, 1).values()) == 8


def test_section4b_samba_simple_twice_as_many_naturals_as_wilds():
    state = load(rules="samba_simple", turn=0, phase="meld", hands=hands("JD JC 2H JK 7C 8C"),
                 melds=[{"side": 0, "cards": "AH AD AS"}])
    assert check(view(state), Meld(melds=(cards("JD JC 2H JK"),))) is not None
    # a mixed canasta with two wilds has 5 naturals: fine; a third wild never.
    state = load(rules="samba_simple", turn=0, phase="meld", hands=hands("2C 7C 8C"),
                 melds=[{"side": 0, "cards": "QH QD QS QC QH 2D JK"}])
    refuse(state, Meld(layoffs=((1, cards("2C")),)), "S8.2", "C16")


def test_section4b_samba_simple_fifteen_cards_with_six_players():
    rules = preset("samba_simple", player_count=6)
    state = new_match(rules, seed=1, deck=tuple(Card.parse(c) for c in natural_deck(91)))
    assert view(state).hand_sizes == (15,) * 6
    assert view(state).stock_size == 71


# samba_spanish ([003], [004]) ----------------------------------------------------------------------------

def test_section4b_samba_spanish_natural_plus_wild_takes_once_opened():
    state = load(rules="samba_spanish", turn=0, hands=hands("7D 2S 5H"), pile="4D 7C",
                 melds=[{"side": 0, "cards": "AH AD AS"}])
    after = play(state, TakePile("pair", cards("7D 2S")))
    assert bag_of("7C 7D 2S") in [bag(m.cards) for m in after.melds]


def test_section4b_samba_spanish_natural_plus_wild_never_takes_before_opening():
    state = load(rules="samba_spanish", turn=0, hands=hands("7D 2S KH KD KS 5H 6H"), pile="4D 7C")
    refuse(state, TakePile("pair", cards("7D 2S"), melds=(cards("KH KD KS"),)), "S7.5", "C9", "S7.6", "S7.4")


def test_section4b_samba_spanish_the_top_card_may_go_onto_a_completed_canasta():
    state = load(rules="samba_spanish", turn=0, hands=hands("5H 6D"), pile="4D KH",
                 melds=[{"side": 0, "cards": "KC KD KS KC KH KD KS"}])
    after = play(state, TakePile("layoff", (), 1))
    assert sum(meld_bag(after, 1).values()) == 8


def test_section4b_samba_spanish_a_samba_stays_closed_to_the_top_card():
    state = load(rules="samba_spanish", turn=0, hands=hands("5C 6D"), pile="4D QH",
                 melds=[{"side": 0, "cards": "5H 6H 7H 8H 9H 10H JH"}])
    assert pile_takes(view(state)) == []


def test_C39_one_card_pile_restriction_a_single_card_hand_may_not_take():
    state = load(rules="samba_spanish", turn=0, hands=hands("KC"), pile="5C 9H",
                 melds=[{"side": 0, "cards": "9C 9D 9S"}])
    refuse(state, TakePile("layoff", (), 1), "C39")


def test_C39_without_the_restriction_a_single_card_hand_may_take():
    state = load(turn=0, hands=hands("KC"), pile="5C 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    after = play(state, TakePile("layoff", (), 1))
    assert bag(view(after).hand) == bag_of("KC 5C")


def test_C39_one_card_pile_restriction_lifts_once_the_stock_is_gone():
    state = load(rules="samba_spanish", turn=3, phase="meld", stock_size=0, pile="5C",
                 hands={"0": "KC", "1": "5C", "2": "5D", "3": "9H 5S"},
                 melds=[{"side": 0, "cards": "9C 9D 9S"}], pile_frozen=False)
    state = play(state, Discard(card("9H")))
    assert state.result is None and state.to_act == 0
    after = play(state, TakePile("layoff", (), 1))
    assert view(after).phase == "meld"


FOLD_HAND = "4D 4S 4C 4H 4D 4S 6H 6H 6H 6D 6D 6D 6S 7C"


def test_section4b_samba_spanish_folding_with_the_pile_needs_no_minimum():
    # Score 3,000 needs 120; the canasta of fours (35) and the canasta of sixes (35) make 70.
    state = load(rules="samba_spanish", turn=0, scores=[3000, 0], hands=hands(FOLD_HAND), pile="4H")
    after = play(state, TakePile("pair", cards("4D 4S 4C 4H 4D 4S")))
    refuse(after, Discard(card("7C")))  # bound to go out this turn
    done = play(after, GoOut(melds=(cards("6H 6H 6H 6D 6D 6D 6S"),), discard=card("7C")))
    assert done.result.went_out == 0


def test_section4b_samba_spanish_folding_with_the_pile_takes_the_pile_cards_along():
    state = load(rules="samba_spanish", turn=0, scores=[3000, 0], hands=hands(FOLD_HAND), pile="6C 4H")
    after = play(state, TakePile("pair", cards("4D 4S 4C 4H 4D 4S")))
    done = play(after, GoOut(melds=(cards("6H 6H 6H 6D 6D 6D 6S 6C"),), discard=card("7C")))
    assert done.result.went_out == 0


def test_section4b_samba_spanish_a_short_opening_take_is_refused_when_going_out_is_impossible():
    state = load(rules="samba_spanish", turn=0, scores=[3000, 0],
                 hands=hands("4D 4S 4C 4H 4D 4S 6H 6H 6D 7C 8C"), pile="4H")
    refuse(state, TakePile("pair", cards("4D 4S 4C 4H 4D 4S")), "S12.1", "S12.4", "S12.6", "S14.3")


def test_S12_4_in_samba_the_same_short_opening_take_is_refused():
    state = load(turn=0, scores=[3000, 0], hands=hands(FOLD_HAND), pile="4H")
    refuse(state, TakePile("pair", cards("4D 4S 4C 4H 4D 4S")), "S12.1", "S12.4")


# further §6 options ---------------------------------------------------------------------------------

def test_C10_pile_layoff_targets_none_forbids_every_layoff_take():
    state = load(rules={"preset": "samba", "pile_layoff_targets": "none"}, turn=0, hands=hands("5C 6D"),
                 pile="4D 9H", melds=[{"side": 0, "cards": "5H 6H 7H 8H"}])
    assert pile_takes(view(state)) == []
    assert check(view(state), TakePile("layoff", (), 1)) is not None


def test_C14_pile_always_frozen_needs_a_pair():
    rules = {"preset": "samba", "pile_always_frozen": True}
    state = load(rules=rules, turn=0, hands=hands("9D 9S 5C"), pile="4D 9H", melds=[{"side": 0, "cards": "9C 9D 9S"}])
    assert check(view(state), TakePile("layoff", (), 1)) is not None
    assert play(state, TakePile("pair", cards("9D 9S")))


def test_C19_samba_extend_when_going_out():
    melds = [{"side": 0, "cards": "5H 6H 7H 8H 9H 10H JH"}, {"side": 0, "cards": "KH KD KS KC KH KD KS"}]
    rules = {"preset": "samba", "samba_extend_when_going_out": True}
    state = load(rules=rules, turn=0, phase="meld", hands=hands("4H QC QC QS"), melds=melds)
    done = play(state, GoOut(melds=(cards("QC QC QS"),), layoffs=((1, cards("4H")),)))
    assert done.result.went_out == 0
    state = load(turn=0, phase="meld", hands=hands("4H QC QC QS"), melds=melds)
    refuse(state, GoOut(melds=(cards("QC QC QS"),), layoffs=((1, cards("4H")),)), "S9.4", "S9.3")


def test_C25_concealed_going_out_bonus_replaces_the_going_out_bonus_in_samba_too():
    rules = {"preset": "samba", "concealed_going_out_bonus": 300}
    state = load(rules=rules, turn=0, phase="meld", hands=hands("QD QD QS 6C"),
                 melds=[{**m, "seat": 2} for m in TWO_CANASTAS], has_melded=[False, False, True, False])
    done = play(state, GoOut(melds=(cards("QD QD QS"),), discard=card("6C")))
    assert done.result.sides[0].going_out == 300


@pytest.mark.parametrize(("name", "allowed"), [("samba", False), ("samba_hoyle", False), ("samba_spanish", False),
                                               ("samba_simple", True), ("brazilian", True)])
def test_C17_wild_onto_a_completed_canasta_per_preset(name, allowed):
    state = load(rules=name, turn=0, phase="meld", hands=hands("2C 7C 8C"),
                 melds=[{"side": 0, "cards": "KH KD KS KC KH KD KS"}])
    problem = check(view(state), Meld(layoffs=((1, cards("2C")),)))
    assert (problem is None) is allowed, problem
    if not allowed:
        assert problem.rule == "S8.5"


def test_section4b_samba_spanish_natural_plus_wild_never_takes_a_frozen_pile():
    state = load(rules="samba_spanish", turn=0, hands=hands("7D 2S 5H"), pile="4D 2C 5C 7C",
                 melds=[{"side": 0, "cards": "AH AD AS"}])
    refuse(state, TakePile("pair", cards("7D 2S")), "S7.4")


def test_section4b_samba_spanish_no_layoff_onto_a_canasta_from_a_frozen_pile():
    state = load(rules="samba_spanish", turn=0, hands=hands("5H 6D"), pile="4D 2C KH",
                 melds=[{"side": 0, "cards": "KC KD KS KC KH KD KS"}])
    refuse(state, TakePile("layoff", (), 1), "S7.4")


def test_C6_the_first_player_to_take_the_pile_gets_the_surprise_cards():
    state = load(rules={"preset": "samba", "surprise_cards": 3}, turn=0, hands=hands("9D 9S 5H"), pile="4D 9H",
                 surprise="KC QC JC", melds=[{"side": 0, "cards": "AH AD AS"}])
    assert view(state).surprise_count == 3
    after = play(state, TakePile("pair", cards("9D 9S")))
    assert bag(view(after).hand) == bag_of("5H 4D KC QC JC")
    assert view(after).surprise_count == 0


@pytest.mark.parametrize(("penalty", "held", "expected"), [
    ("500_each", "3H 3D", -1000), ("750_total", "3H 3D", -750), ("1500_each", "3H", -1500),
])
def test_C32_red3_in_hand_penalty_for_red_threes_still_held(penalty, held, expected):
    from audit_support import score_when_side1_goes_out
    rules = {"preset": "samba", "red3_in_hand_penalty": penalty}
    side = score_when_side1_goes_out(rules=rules, melds0=("AH AD AS",), hand0=f"{held} 7C").sides[0]
    assert side.red_threes_held_penalty == expected
