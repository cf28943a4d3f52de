from engine.core.ai import Agent
from tests.contract.broken_games import RefusalLeak
from tests.toys.race import SteadyAgent

GAME = RefusalLeak()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
