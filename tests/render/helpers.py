"""Games played by random agents, stopped wherever a test needs a state."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from PIL import Image

from engine.core.protocol import Game
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for

GAME: Game = get_game("trepanation")


def states(players: int, seed: int, every: int = 1) -> Iterator[tuple[dict[str, Any], list]]:
    """Yield (state, events of the last action) after every ``every``-th action, and at
    the end. The state is live: copy it before keeping it."""
    state = GAME.setup(players, seed)
    agents = agents_for(["random"] * players, get_agents("trepanation"), seed)
    yield state, []
    count = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
        events = GAME.apply(state, seat, action)
        count += 1
        if count % every == 0 or GAME.is_over(state):
            yield state, events


def state_after(players: int, seed: int, actions: int) -> dict[str, Any]:
    for n, (state, _) in enumerate(states(players, seed)):
        if n == actions or GAME.is_over(state):
            return state
    raise AssertionError("unreachable")


def png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image
