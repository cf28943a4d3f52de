"""Toy Race with every hand face up: its action labels are public, so the bot may put whole
small menus on the public turn prompt."""

from __future__ import annotations

from typing import ClassVar

from engine.core.traits import Traits
from tests.toys.race import AGENTS, ToyRace


class OpenToyRace(ToyRace):
    key: ClassVar[str] = "toy_open"
    name: ClassVar[str] = "Open Toy Race"
    traits: ClassVar[Traits] = Traits(hidden_information=False)


GAME = OpenToyRace()
__all__ = ["AGENTS", "GAME"]
