"""The protocol every game implements, seeded randomness, the registry and the AIs."""

from engine.core.protocol import (
    Action,
    BadOptions,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Result,
    ScoreLine,
    Seat,
    State,
)
from engine.core.rng import Rng, new_rng

__all__ = [
    "Action",
    "BadOptions",
    "Event",
    "Game",
    "IllegalAction",
    "OptionSpec",
    "Result",
    "Rng",
    "ScoreLine",
    "Seat",
    "State",
    "new_rng",
]
