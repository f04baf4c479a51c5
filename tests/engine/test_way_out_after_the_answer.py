"""S15.4: after the partner answers "May I go out?", the asker's way out is the search's own.

The engine carries the way out found for the question to the asker's next observation (the answer
changes neither the hand nor the melds), instead of searching again. What the asker is offered must
be exactly what a fresh search of that observation finds, on every answer of seeded random play
under every preset and house-rule table.
"""

from __future__ import annotations

from dataclasses import replace

from engine_positions import positions, table_rules

from samba.engine import actions as A
from samba.engine import apply, observe
from samba.engine import state as S
from samba.engine.batch import plan_go_out
from samba.engine.facts import NOT_SEARCHED, hand_facts
from samba.engine.goout import find_go_out


def _answers(rules, seed):
    """(position before the answer, the answer) for each answer to a question asked in the meld phase."""
    for state in positions(rules, seed, hands=2, limit=800):
        if state.phase == S.ANSWER and not state.turn.asked_before_draw:
            for yes in (True, False):
                yield state, A.AnswerGoOut(yes)


def test_S15_4_after_the_answer_the_asker_is_offered_the_way_out_a_fresh_search_finds():
    carried = 0
    for rules in table_rules():
        for seed in (1, 2, 3):
            for state, answer in _answers(rules, seed):
                after = apply(state, answer).state
                obs = observe(after, after.to_act)
                facts = hand_facts(obs)
                known = facts.go_out  # what the answer carried, before anything asks for it
                fresh = replace(obs)  # the same observation, nothing memoised: searched from scratch
                assert find_go_out(fresh, ignore_permission=True) == find_go_out(obs, ignore_permission=True)
                if known is not NOT_SEARCHED:
                    carried += 1
                    assert facts.go_out_plan == plan_go_out(fresh, facts.go_out, ignore_permission=True)
    assert carried, "no way out was carried to an answer: the comparison proved nothing"
