"""Computer players. Standard library only; they see only their seat's ``Observation``.

Room: deciding, never speaking. Bots choose among actions the engine offers or accepts, and return
why as data (``reasons.py``); the game layer writes every sentence.

``make_agent(level)`` builds a bot (the levels are catalogued in ``levels.py``); ``advise(obs)``
ranks moves for a hint; ``decide_move`` gives any bot's move together with its reason as data
(``reasons.py``), which the game layer turns into words.
"""

from .advice import advise, decide_move
from .base import Agent, Budget, RandomAgent
from .levels import LEVEL_NAMES, PLAYER_LEVELS, level, make_agent, think_seconds
from .reasons import Choice, Reason, plain
from .weights import EASY, HARD, NORMAL, Weights

__all__ = ["EASY", "HARD", "LEVEL_NAMES", "NORMAL", "PLAYER_LEVELS", "Agent", "Budget", "Choice", "RandomAgent",
           "Reason", "Weights", "advise", "decide_move", "level", "make_agent", "plain",
           "think_seconds"]
