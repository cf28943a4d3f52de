"""Trepanation: worker placement over six days for 2-5 fraudulent physicians."""

from engine.trepanation.agents import AGENTS
from engine.trepanation.game import GAME

__all__ = ["AGENTS", "GAME"]
