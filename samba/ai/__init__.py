"""Computer players. Standard library only; they see only their seat's ``Observation``.

``make_agent(level)`` for ``random``, ``easy``, ``normal`` and ``hard``; ``suggest(obs)`` for hints.
"""

from .base import LEVELS, Agent, Budget, RandomAgent, make_agent
from .hints import suggest
from .weights import EASY, HARD, NORMAL, Weights

__all__ = ["EASY", "HARD", "LEVELS", "NORMAL", "Agent", "Budget", "RandomAgent", "Weights", "make_agent", "suggest"]
