"""The Samba rules engine: a pure, deterministic state machine (standard library only).

Room: the rules, and nothing but the rules. Layers above (``samba.ai``, ``samba.game``,
``samba.ui``) import this package's names, its namespaces ``actions``, ``events``, ``state``,
``scenario`` and ``serialize`` (the versioned JSON codec), and the one analysis module
``samba.engine.analysis``; the other modules are the engine's inside (a test holds the upper layers
to this).

The API of ARCHITECTURE §3::

    state = new_match(preset("samba"), seed=7)
    obs = observe(state, state.to_act)
    action = legal_actions(obs)[0]
    problem = check(obs, action)          # None, or a Violation (code, rule, message)
    state, events = apply(state, action)  # raises IllegalAction / InvalidAction, never half-changes

Inside, one way only: cards, rules → melds, opening, scoring → state, observation → batch (melds and
lay-offs at once, going out) → goout (the going-out search) → pile (taking the pile) → legality (the
judge) → choices (``legal_actions``, ``random_legal_action``), unchecked and transitions (``apply``;
``apply_unchecked`` for search rollouts only) → scenario, serialize. ``records`` (frozen records
built through their slots) and ``facts`` (a hand's counts, memoised on its observation) serve them.
"""

from . import actions, events, scenario, serialize, state
from .actions import (
    Action,
    AnswerGoOut,
    AskGoOut,
    Discard,
    DrawStock,
    EndHand,
    GoOut,
    Meld,
    MergeGroups,
    TakePile,
    action_from_dict,
    action_to_dict,
)
from .cards import COPIES, JK, RANK_NAMES, Card, codes, parse_cards
from .choices import legal_actions, random_legal_action
from .errors import EngineBug, IllegalAction, InvalidAction, SambaError, Violation
from .events import Event
from .goout import find_go_out
from .legality import check
from .observation import Observation, observe
from .pile_offers import pile_takes
from .rules import CHOICES, OPTION_HELP, PRESET_TITLES, PRESETS, RuleSet, preset
from .scoring import HandResult, SideScore
from .serialize import from_json, to_json
from .state import GameState
from .transitions import Outcome, Transition, apply, new_match, next_hand, outcome

__all__ = [
    "CHOICES", "COPIES", "JK", "OPTION_HELP", "PRESETS", "PRESET_TITLES", "RANK_NAMES", "Action", "AnswerGoOut",
    "AskGoOut", "Card", "Discard", "DrawStock", "EndHand", "EngineBug", "Event", "GameState", "GoOut", "HandResult",
    "IllegalAction", "InvalidAction", "Meld", "MergeGroups", "Observation", "Outcome", "RuleSet", "SambaError",
    "SideScore", "TakePile", "Transition", "Violation", "action_from_dict", "action_to_dict", "actions", "apply",
    "check", "codes", "events", "find_go_out", "from_json", "legal_actions", "new_match", "next_hand", "observe",
    "outcome", "parse_cards", "pile_takes", "preset", "random_legal_action", "scenario", "serialize", "state",
    "to_json",
]
