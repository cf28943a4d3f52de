"""Built-in players. Every game gets ``random``; a game adds its own in ``AGENTS``.

An agent receives the full state so it can look ahead with the rules, but it must decide
from what its seat may see: the contract suite gives it a state whose hidden parts were
redrawn (``Game.resample_hidden``) and expects the same choice.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import ClassVar

from engine.core.protocol import Action, Game, Seat, State, is_german


class Agent(ABC):
    name: ClassVar[str]
    # How players read the AI's kind, by language: {"en": "Heuristic", "de": "Heuristik"}.
    titles: ClassVar[Mapping[str, str]] = {}

    def __init__(self, seed: int = 0) -> None:
        # The agent's own randomness: not part of the game, so replays need only the log.
        self.rng = random.Random(seed)

    @classmethod
    def title(cls, lang: str = "en") -> str:
        """The AI's kind in ``lang`` (``"de"`` German, else English)."""
        key = "de" if is_german(lang) else "en"
        return cls.titles.get(key) or cls.titles.get("en") or cls.name.capitalize()

    @abstractmethod
    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        """Pick one of ``legal`` (never empty)."""


    def free_action(
        self, game: Game, state: State, seat: Seat, legal: list[Action]
    ) -> Action | None:
        """An action the seat takes although the game is not waiting for it (a seat in
        ``to_act`` but not in ``waiting_for``, e.g. answering another player's offer), or
        None to leave the chance alone. Called after each move for AI seats."""
        return None


class RandomAgent(Agent):
    """Plays a uniformly random legal action."""

    name = "random"
    titles: ClassVar[Mapping[str, str]] = {"en": "Random", "de": "Zufall"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
