"""How Trepanation's searching AI is set up (engine/trepanation/agents.py): the heuristic's
runners-up as its candidates, playouts judged at the start of a day."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.protocol import State
from engine.core.search import set_limits
from engine.trepanation.agents import AGENTS, HeuristicAgent, ranked
from engine.trepanation.game import GAME
from tests.positions import midgame


@pytest.fixture(autouse=True)
def _small_budget() -> Any:
    set_limits(scale=0.1)
    yield
    set_limits()


def played(moves: int, seed: int = 3) -> State:
    return midgame("trepanation", moves, seed)[1]


def test_search_ranks_placements_by_what_they_add_to_the_heuristics_plan() -> None:
    state = played(2)
    seat = GAME.waiting_for(state)[0]
    legal = GAME.legal_actions(state, seat)
    order = ranked(GAME, state, seat, legal)
    assert order is not None and sorted(map(str, order)) == sorted(map(str, legal))
    gains = HeuristicAgent(0).place_gains(GAME.rules, state, seat, order)
    assert gains == sorted(gains, reverse=True)
    assert gains[0] > gains[-1]


def test_search_ranks_nothing_but_placements() -> None:
    state = played(0)
    while state["phase"] == "scheduling":
        state = played(len(state["placements"]) + 1)
    seat = GAME.waiting_for(state)[0]
    assert ranked(GAME, state, seat, GAME.legal_actions(state, seat)) is None


def test_search_judges_a_playout_only_at_the_start_of_a_day_or_the_end() -> None:
    state = played(6)
    seat = GAME.waiting_for(state)[0]
    legal = GAME.legal_actions(state, seat)
    judged: list[tuple[str, int]] = []
    search = AGENTS["search"]

    class Watching(search):  # type: ignore[misc,valid-type]
        def evaluate(self, game: Any, state: State, seat: int) -> float:
            judged.append((state["phase"], len(state["placements"])))
            return float(super().evaluate(game, state, seat))

    Watching(1).choose(GAME, state, seat, legal)
    assert judged and set(judged) == {("scheduling", 0)}
