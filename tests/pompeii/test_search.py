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


def test_search_in_the_eruption_uses_the_eruption_budget_and_horizon(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = eruption(2)
    state["turn"] = {"stage": "plan", "x2": False}
    person, _ = person_for_a_building()
    give(state, 0, person)
    candidates, searcher = searched(monkeypatch, state, 0)
    assert {"type": "rescue", "card": person} in candidates
    assert searcher.budget == agents.ERUPTION_BUDGET
    assert searcher.horizon == agents.ERUPTION_HORIZON < agents.CITY_HORIZON


def test_search_counts_an_eruption_action_ten_against_the_budget() -> None:
    state = eruption(2)
    assert agents.weight(state) == agents.ERUPTION_WEIGHT == 10
    assert agents.weight(position()) == 1
    assert agents.SearchAgent.weight is agents.weight


def test_search_ranks_cards_by_worth_rescues_by_price_and_routes_by_points_left() -> None:
    state = eruption(2)
    state["turn"] = {"stage": "plan", "x2": False}
    cheap, dear = sorted((n for n, c in load().cards.items() if c.is_person),
                         key=lambda n: load().cards[n].price)[::40][:2]
    plain = {"type": "flee"}
    legal: list[Action] = [{"type": "rescue", "card": cheap}, plain,
                           {"type": "rescue", "card": dear}]
    assert agents.ranked(GAME, state, 0, legal) == [plain, legal[2], legal[0]]
    routes: list[Action] = [{"type": "route", "to": "a", "path": [], "left": left}
                            for left in (5, 0, 3)]
    assert [a["left"] for a in agents.ranked(GAME, state, 0, routes)] == [0, 3, 5]


def test_search_on_the_track_uses_the_city_horizon_once_a_pawn_may_enter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position()
    person, building = person_for_a_building()
    give(state, 0, person, building)
    _, searcher = searched(monkeypatch, state, 0)
    assert searcher.horizon == agents.SEARCH_HORIZON
    monkeypatch.undo()
    state["seats"][2]["pos"] = load().fortuna[-1] + 1
    _, searcher = searched(monkeypatch, state, 0)
    assert (searcher.budget, searcher.horizon) == (agents.CITY_BUDGET, agents.CITY_HORIZON)
    assert agents.CITY_HORIZON < agents.SEARCH_HORIZON
    monkeypatch.undo()
    state["seats"][2]["pos"] = 1
    state["seats"][2]["status"] = "city"
    _, searcher = searched(monkeypatch, state, 0)
    assert searcher.horizon == agents.CITY_HORIZON


def test_search_steps_back_on_the_late_track_only_where_the_heuristic_would(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position()
    person, building = person_for_a_building()
    give(state, 0, person, building)
    state["host"][person] = building  # combined: the heuristic walks on towards the city
    state["seats"][0]["pos"] = load().fortuna[-1] - 5
    for other in (1, 2):  # ahead of it, past the last FORTUNA: it is the last pawn, in a hurry
        state["seats"][other]["pos"] = load().fortuna[-1] + 6
    assert {"type": "back"} in GAME.legal_actions(state, 0)
    assert not agents.HeuristicAgent(0).goes_back(GAME.view(state, 0), 0)
    candidates, _ = searched(monkeypatch, state, 0)
    assert {"type": "back"} not in candidates
    monkeypatch.undo()
    for seat in (0, 1, 2):  # nowhere near the city: a step back is searched
        state["seats"][seat]["pos"] = 20 + seat
    candidates, _ = searched(monkeypatch, state, 0)
    assert {"type": "back"} in candidates


def test_search_enters_the_city_unsearched_where_the_heuristic_enters(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position()
    person, building = person_for_a_building()
    give(state, 0, person, building)
    state["host"][person] = building
    state["seats"][0]["pos"] = load().fortuna[-1] + 3
    state["seats"][0]["cash"] = 2000  # kept on the track, the judge would count a share of it
    legal = GAME.legal_actions(state, 0)
    assert agents.ENTER in legal and {"type": "roll"} in legal
    assert agents.HeuristicAgent(0).choose(GAME, state, 0, legal) == agents.ENTER
    calls: list[object] = []
    monkeypatch.setattr(CoreSearch, "choose", lambda *args: calls.append(args))
    assert agents.SearchAgent(1).choose(GAME, state, 0, legal) == agents.ENTER
    assert calls == []
