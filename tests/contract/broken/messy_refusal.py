from engine.core.ai import Agent
from tests.contract.broken_games import MessyRefusal
from tests.toys.race import SteadyAgent

GAME = MessyRefusal()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
