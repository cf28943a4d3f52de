from engine.core.ai import Agent
from tests.bot.toy_game import SteadyAgent
from tests.contract.broken_games import HonestToyRace

GAME = HonestToyRace()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
