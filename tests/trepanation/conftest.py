"""Helpers that put a Trepanation game into an exact position for a rule test."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.protocol import State
from engine.trepanation import flow
from engine.trepanation.data import Rules
from engine.trepanation.game import GAME, Trepanation


@pytest.fixture
def game() -> Trepanation:
    return GAME


@pytest.fixture
def rules() -> Rules:
    return GAME.rules


def new_game(players: int = 4, seed: int = 1, order: list[int] | None = None) -> State:
    state = GAME.setup(players, seed)
    if order is not None:
        state["order"] = list(order)
    return state


def empty_boards(state: State) -> None:
    for board in state["boards"]:
        board.update(coin=0, medicine=0, equipment=0, fame_tokens=0)
        board["shill"] = [0, 0, 0]
        board["bribe"] = [0, 0, 0]


def set_row(state: State, cards: list[str | None]) -> None:
    """Put exactly these cards in the row (taking them out of the deck)."""
    for card in cards:
        if card is None:
            continue
        for pile in (state["show_deck"], state["show_discard"]):
            if card in pile:
                pile.remove(card)
        if card in state["row"]:
            state["row"][state["row"].index(card)] = None
    for card in state["row"]:
        if card is not None and card not in cards:
            state["show_discard"].append(card)
    state["row"][:] = list(cards) + [None] * (len(state["row"]) - len(cards))


def start_actions(
    state: State, placements: dict[str, int], day: int = 6, **travel: str
) -> list[dict[str, Any]]:
    """Skip scheduling: stand meeples on ``placements`` and run the action phase until the
    first decision. Returns the events.

    By default it plays the last day, so that once every meeple has acted the game simply
    ends and the boards stay as the actions left them (no ageing of a next day).
    """
    state["day"] = day
    if travel:
        state["travel"].update(travel)
    state["placements"] = dict(placements)
    for board in state["boards"]:
        board["meeples"] = 0
    state["phase"] = "action"
    state["time"] = -1
    state["queue"] = []
    state["steps"] = []
    events: list[dict[str, Any]] = []
    flow.advance(GAME.rules, state, events)
    return events


def play(state: State, *actions: dict[str, Any]) -> list[dict[str, Any]]:
    """Apply actions for whoever is to act, one after the other."""
    events: list[dict[str, Any]] = []
    for action in actions:
        seat = GAME.to_act(state)[0]
        events.extend(GAME.apply(state, seat, action))
    return events


def waiting(state: State) -> str | None:
    return state["steps"][0]["kind"] if state["steps"] else None


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]
