from engine.core.ai import Agent
from tests.contract.broken_games import QuietPlay
from tests.toys.race import SteadyAgent

GAME = QuietPlay()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
