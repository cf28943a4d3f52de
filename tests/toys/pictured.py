"""Toy Race with pictures (tests/bot/toy_pictures.py): its views name the game, so the bot
finds the pictures the way it finds any game's."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.core.protocol import Seat, State
from tests.toys.race import AGENTS, ToyRace


class PicturedToyRace(ToyRace):
    key: ClassVar[str] = "toy_pics"
    name: ClassVar[str] = "Pictured Toy Race"

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return {"game": self.key, **super().view(state, viewer)}


GAME = PicturedToyRace()
__all__ = ["AGENTS", "GAME"]
