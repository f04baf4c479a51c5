"""A "the hand may end soon" reason names only what presses (playtest p3: "the opponents or the stock could end
the hand soon" with 69 cards in the stock): the opponents, the stock, or — when both do — either."""

from __future__ import annotations

from samba.ai import Choice
from samba.ai import reasons as R
from samba.ai.partner import answer_view
from samba.ai.reasons import reason
from samba.ai.weights import Weights
from samba.engine import observe, scenario
from samba.engine.actions import AnswerGoOut, GoOut
from samba.game.reason_words import hint_sentence, report_sentence

OPPONENTS_NEARLY_OUT = {
    "turn": 2, "phase": "meld",
    "hands": {"0": "4C 5D", "1": "6C 6D", "2": "8C 8D 9H 10H JH QS KS 4S", "3": "10C 10D"},
    "pile": "4S 5H",
    "melds": [{"side": 1, "cards": "7C 7D 7H 7S 7C 7D 7H"}, {"side": 1, "cards": "KC KD KH KS KC KD KH"}],
}
"""West and East (side 1) have their two canastas and two cards each; the stock is nearly full."""


def test_a_yes_for_the_opponents_threat_with_a_full_stock_says_nothing_of_the_stock():
    obs = observe(scenario.load(OPPONENTS_NEARLY_OUT), 2)
    assert obs.stock_size > 60
    for model in ("classic", "delay"):
        yes = answer_view(obs, Weights(answer_model=model)).yes_reason
        assert yes.code == R.ANSWER_YES_THREAT and yes.get("opponents") and not yes.get("stock"), yes
        line = report_sentence(Choice(AnswerGoOut(True), yes), obs, "North")
        assert line == "North says yes: the opponents could go out soon, so their side takes the going-out bonus now."


def test_a_yes_for_a_low_stock_alone_names_the_stock_not_the_opponents():
    obs = observe(scenario.load(OPPONENTS_NEARLY_OUT), 2)
    yes = Choice(AnswerGoOut(True), reason(R.ANSWER_YES_THREAT, opponents=False, stock=True))
    assert hint_sentence(yes, obs) == "Say yes: the stock is running low, so take the going-out bonus now."


def test_going_out_for_the_opponents_threat_names_the_opponents():
    obs = observe(scenario.load(OPPONENTS_NEARLY_OUT), 2)
    out = Choice(GoOut(), reason(R.GO_OUT_THREAT, opponents=True, stock=False))
    assert hint_sentence(out, obs) == "Go out: the opponents could go out before your side gains more."


def test_when_both_press_or_a_saved_reason_does_not_say_the_words_name_either():
    obs = observe(scenario.load(OPPONENTS_NEARLY_OUT), 2)
    for params in ({"opponents": True, "stock": True}, {}):
        yes = Choice(AnswerGoOut(True), reason(R.ANSWER_YES_THREAT, **params))
        assert hint_sentence(yes, obs).startswith("Say yes: the opponents or the stock could end the hand soon")
