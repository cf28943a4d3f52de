"""The searching AI in Pompeii: which choices it searches, and with which budget."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.core.protocol import Action, Game, Seat, State
from engine.core.search import SearchAgent as CoreSearch
from engine.core.search import set_limits
from engine.pompeii import agents
from engine.pompeii.data import load
from engine.pompeii.game import GAME

from .conftest import eruption, give, position
from .test_ai import person_for_a_building


@pytest.fixture(autouse=True)
def _short() -> Iterator[None]:
    set_limits(scale=0.02, horizon=10)
    yield
    set_limits()


def searched(monkeypatch: pytest.MonkeyPatch, state: State, seat: Seat
             ) -> tuple[list[Action], type[CoreSearch]]:
    """The candidates the searching AI handed to the search, and which search took them."""
    seen: list[tuple[list[Action], type[CoreSearch]]] = []
    real = CoreSearch.choose

    def spy(self: CoreSearch, game: Game, state: State, seat: Seat,
            legal: list[Action]) -> Action:
        seen.append((legal, type(self)))
        return real(self, game, state, seat, legal)

    monkeypatch.setattr(CoreSearch, "choose", spy)
    legal = GAME.legal_actions(state, seat)
    choice = agents.SearchAgent(1).choose(GAME, state, seat, legal)
    assert choice in legal
    return seen[0]


def test_search_leaves_offers_and_bank_sales_out_of_a_turn_on_the_track(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position()
    person, building = person_for_a_building()
    give(state, 0, person, building)
    kinds = {a["type"] for a in GAME.legal_actions(state, 0)}
    assert {"offer", "sell"} <= kinds
    candidates, _ = searched(monkeypatch, state, 0)
    assert {a["type"] for a in candidates} == kinds - {"offer", "sell"}


def test_search_in_the_eruption_uses_the_eruption_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = eruption(2)
    state["turn"] = {"stage": "plan", "x2": False}
    person, _ = person_for_a_building()
    give(state, 0, person)
    candidates, searcher = searched(monkeypatch, state, 0)
    assert {"type": "rescue", "card": person} in candidates
    assert searcher.budget == agents.ERUPTION_BUDGET < agents.SEARCH_BUDGET


def test_search_on_the_track_uses_the_city_budget_once_a_pawn_may_enter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position()
    person, building = person_for_a_building()
    give(state, 0, person, building)
    _, searcher = searched(monkeypatch, state, 0)
    assert searcher.budget == agents.SEARCH_BUDGET
    monkeypatch.undo()
    state["seats"][2]["pos"] = load().fortuna[-1] + 1
    _, searcher = searched(monkeypatch, state, 0)
    assert searcher.budget == agents.CITY_BUDGET < agents.SEARCH_BUDGET
    monkeypatch.undo()
    state["seats"][2]["pos"] = 1
    state["seats"][2]["status"] = "city"
    _, searcher = searched(monkeypatch, state, 0)
    assert searcher.budget == agents.CITY_BUDGET
