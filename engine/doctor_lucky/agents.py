"""The heuristic AI. Reads hidden information only through ``game.view(state, seat)``."""

from __future__ import annotations

from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Seat, State


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return legal[0]
