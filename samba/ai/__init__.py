"""Computer players. Standard library only; they see only their seat's ``Observation``."""

from .base import Agent, Budget, RandomAgent, make_agent

__all__ = ["Agent", "Budget", "RandomAgent", "make_agent"]
