"""Save Doctor Lucky (Rettet Doktor Lucky): a sinking ship, a careless doctor, hidden hands."""

from engine.doctor_lucky.agents import AGENTS
from engine.doctor_lucky.game import GAME

__all__ = ["AGENTS", "GAME"]
