from engine.core.ai import Agent
from tests.contract.broken_games import TellingTakeBack
from tests.toys.race import SteadyAgent

GAME = TellingTakeBack()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
