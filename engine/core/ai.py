"""Built-in players. Every game gets ``random``; games add their own in ``AGENTS``.

An agent receives the full state so it can look ahead with the rules, but a fair agent
reads hidden information only through ``game.view(state, seat)``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from engine.core.protocol import Action, Game, Seat, State


class Agent(ABC):
    name: ClassVar[str]

    def __init__(self, seed: int = 0) -> None:
        # The agent's own randomness: not part of the game, so replays need only the log.
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        """Pick one of ``legal`` (never empty)."""


class RandomAgent(Agent):
    """Plays a uniformly random legal action."""

    name = "random"

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
