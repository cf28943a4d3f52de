from engine.core.ai import Agent
from tests.contract.broken_games import LabelLeak
from tests.toys.race import SteadyAgent

GAME = LabelLeak()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
