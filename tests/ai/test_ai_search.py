"""The hard bot's search (``samba/ai/search.py``): which decisions it plays out, and when its
verdict may replace the heuristic's move.

Playouts to the end of the hand are noisy (a hand's margin swings by hundreds of points on the
cards drawn), so the heuristic's move, candidate 0, stands unless another beats it clearly in the
same worlds; a search that followed its noise would play worse than the heuristic it starts from.
"""

from __future__ import annotations

from samba.ai.search import settled, verdict
from samba.ai.weights import HARD


def test_the_heuristics_move_stands_when_the_other_leads_by_less_than_its_noise():
    # +40 a world on average, but the paired differences swing by ±600: not a lead to trust.
    base = [0.0] * 8
    other = [640.0, -560.0, 640.0, -560.0, 640.0, -560.0, 640.0, -560.0]
    assert verdict([base, other], HARD)[0] == 0


def test_a_move_that_beats_the_heuristics_in_every_world_replaces_it():
    base = [100.0, -300.0, 500.0, 0.0, 200.0, -100.0]
    other = [b + 150.0 + (i % 2) * 20.0 for i, b in enumerate(base)]
    best, lead = verdict([base, other], HARD)
    assert best == 1 and 150.0 <= lead <= 170.0


def test_a_lead_under_the_switch_margin_never_replaces_the_heuristics_move():
    base = [0.0, 50.0, -50.0, 10.0]
    other = [b + HARD.switch_margin / 2 for b in base]
    assert verdict([base, other], HARD) == (0, 0.0)


def test_the_best_of_several_clear_leads_is_chosen():
    base = [0.0, 100.0, -100.0, 0.0, 50.0]
    good = [b + 100.0 for b in base]
    better = [b + 200.0 for b in base]
    assert verdict([base, good, better], HARD)[0] == 2


def test_the_search_stops_early_only_when_no_other_move_can_still_win():
    base = [0.0] * 6
    worse = [-300.0, -250.0, -320.0, -280.0, -310.0, -290.0]
    assert settled([base, worse], HARD)
    undecided = [-300.0, 400.0, -320.0, 380.0, -310.0, 390.0]
    assert not settled([base, undecided], HARD)
