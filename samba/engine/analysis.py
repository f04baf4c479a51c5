"""What bots, hints, the table and tools may ask of a position beyond "is this legal?".

Room: the engine's one documented analysis module. The layers above import the engine's public
face — ``samba.engine`` (the API of ARCHITECTURE §3 and its value types) and its namespaces
``actions``, ``events``, ``state``, ``scenario`` and ``serialize`` — and, for the finer questions a
player's helper needs, this module. Everything else in the package is the engine's own business and may change
shape freely (a test keeps the upper layers to this; the engine's tests may look inside).

The names here are the engine's own functions, re-exported unchanged, grouped by the question:

* melds: kinds (``GROUP``, ``SEQUENCE``, ``BLACK_THREES``, ``WILD_MELD``), the table's ``Meld``, and
  whether cards make or join one (``check_new_meld``, ``check_group``, ``check_layoff``,
  ``sequence_fits_end``, ``classify``);
* the hand: ``by_rank``, ``sequence_runs``, ``greedy_opening`` (an opening made of the hand);
* the opening: ``Requirement`` and ``opening_requirement`` (what a side needs to open, S12), and
  ``requirement_steps`` (the scores at which that changes);
* seats: ``sides_for``, ``seat_after``;
* going out: ``find_go_out`` (a way out, if any), ``going_out_need`` (the canastas and sambas a side must have
  completed, S15.1 / BR13), ``permission_problem`` (the partner's say, S15.4) and ``unplaceable_cards`` (the hand
  cards no meld or lay-off could take: each can only be the final discard, S15.2);
* scoring: ``score_side`` (a side's score if the hand ended now, S17);
* soundness: ``invariant_problems`` and ``table_problems`` (what is wrong with a state, in words).
"""

from __future__ import annotations

from .batch import GoOutNeed, going_out_need, permission_problem
from .combos import by_rank, greedy_opening, sequence_runs
from .goout import find_go_out
from .invariants import invariant_problems, table_problems
from .melds import (
    BLACK_THREES,
    GROUP,
    SEQUENCE,
    WILD_MELD,
    Meld,
    check_group,
    check_layoff,
    check_new_meld,
    classify,
    sequence_fits_end,
)
from .opening import Requirement, opening_requirement, requirement_steps
from .placeable import unplaceable_cards
from .scoring import score_side
from .seating import seat_after, sides_for

__all__ = [
    "BLACK_THREES", "GROUP", "SEQUENCE", "WILD_MELD", "GoOutNeed", "Meld", "Requirement", "by_rank", "check_group",
    "check_layoff", "check_new_meld", "classify", "find_go_out", "going_out_need", "greedy_opening",
    "invariant_problems", "opening_requirement", "permission_problem", "requirement_steps", "score_side",
    "seat_after", "sequence_fits_end", "sequence_runs", "sides_for", "table_problems", "unplaceable_cards",
]
