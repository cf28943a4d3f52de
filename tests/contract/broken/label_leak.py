from engine.core.ai import Agent
from tests.bot.toy_game import SteadyAgent
from tests.contract.broken_games import LabelLeak

GAME = LabelLeak()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
