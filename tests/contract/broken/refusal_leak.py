from engine.core.ai import Agent
from tests.bot.toy_game import SteadyAgent
from tests.contract.broken_games import RefusalLeak

GAME = RefusalLeak()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
