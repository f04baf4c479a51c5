"""Why Ask partner is disabled, in words true to the rules in force (S15.1, C26, BR13)."""

from __future__ import annotations

from samba.engine import observe, scenario
from samba.game.ask_words import ask_refusal

BRAZILIAN_NO_SAMBA = {
    "rules": "brazilian", "turn": 0, "phase": "draw",
    "hands": {"0": "4C 5D KH QS JC 7S", "1": "6C 6D", "2": "8C 8D", "3": "10C 10D"},
    "pile": "4S 5H", "melds": [{"side": 0, "cards": "9C 9D 9S 9H 9C 9D 9S"}],
}
"""Side 0 has a canasta of nines but no samba."""
BRAZILIAN_WITH_SAMBA = {**BRAZILIAN_NO_SAMBA, "melds": [{"side": 0, "cards": "4H 5H 6H 7H 8H 9H 10H"}]}
CLASSIC = {**BRAZILIAN_NO_SAMBA, "rules": "samba"}


def test_BR13_a_side_without_a_samba_is_told_that_is_why_nobody_may_ask_yet():
    refusal = ask_refusal(observe(scenario.load(BRAZILIAN_NO_SAMBA), 0))
    assert refusal.before_draw == refusal.after_draw == (
        "Your side has no samba yet: under these rules a side may go out only with a samba plus one more canasta "
        "(BR13). Ask your partner when you could go out.")


def test_BR13_a_side_with_its_samba_is_told_to_ask_after_drawing_when_it_could_go_out():
    refusal = ask_refusal(observe(scenario.load(BRAZILIAN_WITH_SAMBA), 0))
    assert refusal.before_draw == "You may ask your partner after drawing, when you could go out."
    assert refusal.after_draw == ("You may ask only when you could go out this turn: every card melded or laid off, "
                                  "save perhaps one last discard, and a samba plus one more canasta for your side by "
                                  "then (BR13).")


def test_S15_1_under_samba_rules_going_out_needs_two_canastas_and_no_samba_is_mentioned():
    refusal = ask_refusal(observe(scenario.load(CLASSIC), 0))
    assert refusal.after_draw == ("You may ask only when you could go out this turn: every card melded or laid off, "
                                  "save perhaps one last discard, and two canastas for your side by then (S15.4).")
    assert "samba" not in refusal.before_draw


TWO_PLAYERS = {"rules": {"preset": "samba_spanish", "player_count": 2}, "turn": 0, "phase": "draw",
               "hands": {"0": "4C 5D KH QS JC 7S", "1": "6C 6D"}, "pile": "4S 5H"}


def test_S15_4_with_no_partner_the_button_says_there_is_nobody_to_ask_before_and_after_the_draw():
    """Playtest: a two-player game said "You may ask your partner after drawing" — there is no partner."""
    refusal = ask_refusal(observe(scenario.load(TWO_PLAYERS), 0))
    assert refusal.before_draw == refusal.after_draw
    assert refusal.before_draw.startswith("You have no partner to ask") and "(S15.4)" in refusal.before_draw
