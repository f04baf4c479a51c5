"""S14.4, proved mechanically: no position before the hand is over lacks a legal action.

``samba.explore`` plays steered hands (temperaments that lean on taking the pile, merging, asking
before and after the draw, answering yes and no, stalling until the stock is gone) over every preset,
2–6 players and every seating mode, from fresh deals at every score band, late-stock deals (some with
a red 3 as the last card) and hand-written positions one move from a committing take or a binding
"yes". At every position it checks that ``legal_actions`` offers something, that every offer passes
``check``, and it applies every risky offer (and a sample of the rest) and looks one move ahead.

Runtime: one deal per configuration and start kind, about 6 s on the 2-core development machine.
The soak runs the same code bigger: ``nice -n 10 python -m samba.explore --hands 20 --apply-all --variants``.
"""

from __future__ import annotations

import functools
import random

import pytest

from samba import explore
from samba.engine import legal_actions, observe, scenario

COVERAGE = (
    "played take", "played merge", "played ask", "played yes", "played no", "played end", "played go_out",
    "asked before drawing", "committed by a take", "merge while bound to go out", "meld phase after yes",
    "draw with an empty stock", "no discard (S16.2)", "hand ended: stock ran out", "hand ended: went out",
)
"""What the steering must reach for the run to prove anything about those paths."""


@functools.cache
def _run() -> explore.Report:
    return explore.explore(explore.CONFIGS, hands=1, seed=20240611)


def test_S14_4_every_position_before_the_hand_is_over_offers_a_legal_action():
    report = _run()
    assert report.dead_ends == 0, report.messages
    assert report.positions > 5000


def test_S14_4_every_offered_action_passes_check_and_apply():
    report = _run()
    assert (report.check_failures, report.apply_failures, report.invariant_violations) == (0, 0, 0), report.messages
    assert report.offers_applied > 10000


def test_S14_4_every_steered_hand_ends():
    report = _run()
    assert report.unfinished_hands == 0, report.messages
    assert report.hands >= len(explore.CONFIGS) * 3


def test_S14_4_the_steering_reaches_every_risky_situation():
    """Guards the tests above: they prove something only if the risky paths were actually walked."""
    seen = _run().seen
    missing = [what for what in COVERAGE if seen[what] == 0]
    assert not missing, f"the exploration never reached: {missing}"


@pytest.mark.parametrize("name", sorted(explore.STARTS))
def test_S14_4_each_hand_written_start_offers_legal_actions(name):
    state = scenario.load(explore.STARTS[name])
    assert legal_actions(observe(state, state.to_act))


def test_S14_4_the_explorer_counts_a_position_without_actions_as_a_failure():
    """The check itself can fail. A scenario may write down a position play could never reach: a
    "yes" given to a player who cannot go out. The explorer must report it, not pass over it."""
    stuck = scenario.load({"turn": 0, "phase": "meld", "asked": "yes", "hands": ["5C 9H 4D", "6C 7D", "8S 9S", "JC QD"],
                           "melds": [{"side": 0, "cards": "KH KD KS"}]})
    assert legal_actions(observe(stuck, 0)) == []
    report = explore.Report()
    explore.play_hand(stuck, random.Random(0), report, temperaments=["uniform"])
    assert (report.dead_ends, report.failures) == (1, 1)
