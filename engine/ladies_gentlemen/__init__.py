"""Ladies & Gentlemen: Ladies shop in the boutiques, Gentlemen pay from the Stock Exchange."""

from engine.ladies_gentlemen.agents import AGENTS
from engine.ladies_gentlemen.game import GAME

__all__ = ["AGENTS", "GAME"]
