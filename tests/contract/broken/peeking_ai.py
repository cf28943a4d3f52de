from engine.core.ai import Agent
from tests.contract.broken_games import HonestToyRace, PeekingAgent

GAME = HonestToyRace()
AGENTS: dict[str, type[Agent]] = {"peeking": PeekingAgent}
