"""Pompeii: The Last Days (Pompeji: Die letzten Tage): buy clients, live the Roman life,
then bring them out of the burning city."""

from engine.pompeii.agents import AGENTS
from engine.pompeii.game import GAME

__all__ = ["AGENTS", "GAME"]
