"""Helpers that put a Pompeii game into an exact position for a rule test."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.rng import Rng
from engine.pompeii.data import load
from engine.pompeii.game import GAME


def position(players: int = 3, seed: int = 1, current: Seat = 0) -> State:
    state = GAME.setup(players, seed)
    state["current"] = current
    state["first"] = 0
    return state


def give(state: State, seat: Seat, *cards: int) -> None:
    for card in cards:
        state["owner"][card] = seat


def card_named(name: str) -> int:
    return next(n for n, c in load().cards.items() if c.name == name)


def act(state: State, action: dict, seat: Seat | None = None) -> list[dict]:
    if seat is None:
        seat = GAME.to_act(state)[0]
    return GAME.apply(state, seat, action)


def eruption(players: int = 2, seed: int = 1) -> State:
    """Phase 3 has begun; every seat is in the city at its house, nobody owns anything."""
    state = position(players, seed)
    data = load()
    for info in state["seats"]:
        info["status"] = "city"
        info["place"] = data.citizen(info["colour"]).place
    state["phase"] = "eruption"
    state["turn"] = {"stage": "draw"}
    return state


def force_dice(state: State, *values: int) -> None:
    """Move the generator to a position whose next dice show ``values``."""
    for draws in range(200000):
        probe = {"seed": state["rng"]["seed"], "draws": draws}
        rng = Rng(probe)
        if all(rng.die() == v for v in values):
            state["rng"]["draws"] = draws
            return
    raise AssertionError(f"no dice {values} found")
