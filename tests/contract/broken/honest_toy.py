from engine.core.ai import Agent
from tests.contract.broken_games import HonestToyRace
from tests.toys.race import SteadyAgent

GAME = HonestToyRace()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
