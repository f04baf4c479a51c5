"""Options whose effect needs its own check: allow_sequence_merge (S9.5) and red3_in_hand_penalty (C32)."""

from samba.engine import IllegalAction, MergeGroups, apply, check, observe, scenario
from samba.engine.cards import parse_cards
from samba.engine.rules import preset
from samba.engine.scoring import score_side


def _two_heart_sequences(**options):
    return scenario.load({
        "rules": {"preset": "samba", **options},
        "turn": 0, "phase": "meld",
        "hands": {"0": "KS KD 9C", "1": "4C 5C", "2": "4D 5D", "3": "4S 5S"},
        "pile": "8C",
        "melds": [{"side": 0, "cards": "4H 5H 6H"}, {"side": 0, "cards": "7H 8H 9H"}],
    })


def test_S9_5_two_sequences_are_never_joined_by_default():
    state = _two_heart_sequences()
    problem = check(observe(state, 0), MergeGroups(1, 2))
    assert problem is not None and problem.code == "NO_SEQUENCE_MERGE" and problem.rule == "S9.5"


def test_S9_5_allow_sequence_merge_joins_two_sequences_that_run_on():
    state = _two_heart_sequences(allow_sequence_merge=True)
    after, _ = apply(state, MergeGroups(1, 2))
    (meld,) = [m for m in after.melds if m.side == 0]
    assert meld.cards == parse_cards("4H 5H 6H 7H 8H 9H")


def test_S9_5_allow_sequence_merge_refuses_sequences_with_a_gap_between_them():
    state = scenario.load({
        "rules": {"preset": "samba", "allow_sequence_merge": True},
        "turn": 0, "phase": "meld", "hands": {"0": "KS KD 9C"}, "pile": "8C",
        "melds": [{"side": 0, "cards": "4H 5H 6H"}, {"side": 0, "cards": "8H 9H 10H"}],
    })
    try:
        apply(state, MergeGroups(1, 2))
    except IllegalAction as refused:
        assert refused.violation.code == "SEQUENCE_GAP"
    else:
        raise AssertionError("a gapped merge was accepted")


def test_C32_held_red_threes_count_as_declared_with_auto_declare():
    rules = preset("samba")
    score = score_side(0, (), 0, parse_cards("3H 5C"), False, False, rules)
    assert score.red_threes == 1 and score.red_threes_held_penalty == 0


def test_C32_red3_in_hand_penalty_500_each():
    rules = preset("samba", red3_in_hand_penalty="500_each")
    score = score_side(0, (), 0, parse_cards("3H 3D 5C"), False, False, rules)
    assert score.red_threes == 0 and score.red_threes_held_penalty == -1000 and score.total == -1005


def test_C32_red3_in_hand_penalty_750_total_however_many():
    rules = preset("samba", red3_in_hand_penalty="750_total")
    assert score_side(0, (), 0, parse_cards("3H 3D 3H"), False, False, rules).red_threes_held_penalty == -750


def test_C32_red3_in_hand_penalty_1500_each():
    rules = preset("samba", red3_in_hand_penalty="1500_each")
    assert score_side(0, (), 0, parse_cards("3D"), False, False, rules).red_threes_held_penalty == -1500
