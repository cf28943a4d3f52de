"""The searching AI (engine/core/search.py): it replays, spends its budget in simulated
actions, and never reads what its seat cannot see."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any, ClassVar

import pytest

from engine.core.ai import Agent
from engine.core.protocol import Game, State
from engine.core.registry import get_agents
from engine.core.search import (
    LIMITS,
    SURE,
    Arm,
    SearchAgent,
    lead_value,
    search_agent,
    set_limits,
)
from tests.positions import midgame


@pytest.fixture(autouse=True)
def _small_budget() -> Iterator[None]:
    set_limits(scale=0.1)
    yield
    set_limits()




def decision(game: Game, state: State) -> tuple[int, list[Any]]:
    seat = game.waiting_for(state)[0]
    return seat, game.legal_actions(state, seat)


def test_search_plays_the_same_move_again_for_the_same_seed_and_position() -> None:
    game, state = midgame("trepanation", 30)
    seat, legal = decision(game, state)
    search = get_agents("trepanation")["search"]
    assert search(5).choose(game, state, seat, legal) == search(5).choose(game, state, seat, legal)


def test_search_choice_does_not_change_when_the_cards_its_seat_cannot_see_are_swapped() -> None:
    search = get_agents("doctor-lucky")["search"]
    for moves in (10, 25, 40):
        game, state = midgame("doctor-lucky", moves)
        seat, legal = decision(game, state)
        chosen = search(1).choose(game, state, seat, legal)
        for seed in (11, 12):
            other = game.resample_hidden(state, seat, seed)
            assert other["hands"] != state["hands"]  # something hidden really moved
            assert search(1).choose(game, other, seat, game.legal_actions(other, seat)) == chosen


def count_actions_and_tries(monkeypatch: pytest.MonkeyPatch, game: Any) -> dict[str, int]:
    """Counts, as the search runs, the actions it simulates and the positions it draws."""
    counted = {"applied": 0, "tries": 0}
    real_apply, real_draw = game._apply, game.resample_hidden

    def counting(state: State, seat: int, action: Any) -> Any:
        counted["applied"] += 1
        return real_apply(state, seat, action)

    def drawing(state: State, seat: int | None, seed: int) -> State:
        counted["tries"] += 1
        return real_draw(state, seat, seed)

    monkeypatch.setattr(game, "_apply", counting)
    monkeypatch.setattr(game, "resample_hidden", drawing)
    return counted


@pytest.mark.parametrize("root", ["ucb", "halving"])
def test_search_spends_its_budget_in_simulated_actions_and_a_charge_per_try(
        monkeypatch: pytest.MonkeyPatch, root: str) -> None:
    game, state = midgame("trepanation", 30)
    seat, legal = decision(game, state)
    counted = count_actions_and_tries(monkeypatch, game)
    search = search_agent(get_agents("trepanation")["heuristic"], budget=2000, horizon=40,
                          root=root, try_cost=3)
    search(1).choose(game, state, seat, legal)
    budget = int(2000 * LIMITS.scale)
    # Halving ends a round with every candidate still in tried once more.
    over = 41 + 3 if root == "ucb" else 6 * (41 + 3)
    applied, tries = counted["applied"], counted["tries"]
    assert tries > 0 and budget <= applied + 3 * tries <= budget + over


def test_search_counts_an_action_at_its_games_weight_against_the_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game, state = midgame("trepanation", 30)
    seat, legal = decision(game, state)
    counted = count_actions_and_tries(monkeypatch, game)
    search = search_agent(get_agents("trepanation")["heuristic"], budget=2000, horizon=40,
                          try_cost=3, weight=lambda state: 4)
    search(1).choose(game, state, seat, legal)
    budget = int(2000 * LIMITS.scale)
    applied, tries = counted["applied"], counted["tries"]
    assert tries > 0 and budget <= 4 * applied + 3 * tries <= budget + 4 * 41 + 3


class FirstMove(Agent):
    name = "first"

    def choose(self, game: Game, state: State, seat: int, legal: list[Any]) -> Any:
        return legal[0]


def test_search_keeps_its_policys_move_when_there_is_no_other() -> None:
    game, state = midgame("trepanation", 0)
    seat, legal = decision(game, state)
    assert search_agent(FirstMove)(1).choose(game, state, seat, legal[:1]) == legal[0]


@pytest.mark.parametrize("root", ["ucb", "halving"])
def test_search_plays_a_candidate_that_beats_its_policys_move_on_the_same_positions(
        monkeypatch: pytest.MonkeyPatch, root: str) -> None:
    game, state = midgame("trepanation", 30)
    seat, legal = decision(game, state)
    assert len(legal) > 2
    target = legal[-1]
    root_actions: list[Any] = []
    real_draw = game.resample_hidden

    def drawing(state: State, seat: int | None, seed: int) -> State:
        root_actions.append(None)
        return real_draw(state, seat, seed)

    real_apply = game._apply

    def applying(state: State, seat: int, action: Any) -> Any:
        if root_actions and root_actions[-1] is None:
            root_actions[-1] = action
        return real_apply(state, seat, action)

    monkeypatch.setattr(game, "resample_hidden", drawing)
    monkeypatch.setattr(game, "_apply", applying)

    def judge(state: State, seat: int) -> float:
        return 0.9 if root_actions[-1] == target else 0.4

    search = search_agent(FirstMove, horizon=2, judge=judge, root=root, width=len(legal))
    assert search(1).choose(game, state, seat, legal) == target
    assert search_agent(FirstMove, horizon=2, root=root)(1).choose(
        game, state, seat, legal) == legal[0]


def test_search_settings_and_limits_refuse_what_makes_no_sense() -> None:
    with pytest.raises(TypeError):
        search_agent(FirstMove, budgit=10)
    with pytest.raises(ValueError):
        search_agent(FirstMove, root="minimax")
    with pytest.raises(ValueError):
        set_limits(scale=0)
    with pytest.raises(ValueError):
        set_limits(horizon=0)


def test_search_is_named_in_english_and_german() -> None:
    assert SearchAgent.title("en") == "Search"
    assert SearchAgent.title("de-DE") == "Suche"


class Answering(FirstMove):
    def free_action(self, game: Game, state: State, seat: int, legal: list[Any]) -> Any:
        return legal[-1]


def test_search_answers_what_it_is_not_waited_for_as_its_heuristic_does() -> None:
    game, state = midgame("trepanation", 0)
    seat, legal = decision(game, state)
    assert search_agent(Answering)(1).free_action(game, state, seat, legal) == legal[-1]
    assert search_agent(FirstMove)(1).free_action(game, state, seat, legal) is None


def test_lead_value_is_a_half_when_level_and_rises_with_the_seats_lead() -> None:
    assert lead_value([3, 3, 1], 0, 2.0) == 0.5
    assert lead_value([5, 3, 1], 0, 2.0) == pytest.approx(1 / (1 + math.exp(-1)))
    assert lead_value([5, 3, 1], 1, 2.0) == pytest.approx(1 / (1 + math.exp(1)))
    assert 0.0 < lead_value([0, 10**6], 0, 1.0) < lead_value([0, 1], 0, 1.0)


def test_search_weighs_a_playout_cut_at_the_horizon_with_the_games_judge() -> None:
    game, state = midgame("trepanation", 30)
    seat, legal = decision(game, state)
    judged: list[int] = []

    def judge(state: State, seat: int) -> float:
        judged.append(seat)
        return 0.7

    search = search_agent(get_agents("trepanation")["heuristic"], horizon=5, judge=judge)
    assert search(1).evaluate(game, state, seat) == 0.7
    judged.clear()
    search(1).choose(game, state, seat, legal)
    assert judged and set(judged) == {seat}


def test_search_asks_its_games_own_sure_before_leaving_its_policys_move() -> None:
    kept = Arm({"type": "kept"}, [0.5] * 8)
    other = Arm({"type": "other"}, [0.8, 0.5, 0.4, 0.5, 0.7, 0.5, 0.7, 0.4])
    # Mean paired difference 0.0625, standard error about 0.053: 1.17 standard errors.
    assert other.beats(kept) == other.beats(kept, SURE) < 0
    assert other.beats(kept, 1.0) > 0
    assert SearchAgent.sure == SURE
    assert search_agent(FirstMove, sure=1.0).sure == 1.0


class Counting(FirstMove):
    """Counts the seats it moved for in the playouts."""

    moved: ClassVar[list[int]] = []

    def choose(self, game: Game, state: State, seat: int, legal: list[Any]) -> Any:
        Counting.moved.append(seat)
        return legal[0]


def test_search_plays_the_other_seats_with_its_opponents_policy_when_it_has_one() -> None:
    game, state = midgame("trepanation", 30)
    seat, legal = decision(game, state)
    Counting.moved = []
    search_agent(FirstMove, opponents=Counting, horizon=6, width=2)(1).choose(
        game, state, seat, legal)
    assert Counting.moved and seat not in Counting.moved
    Counting.moved = []
    search_agent(Counting, horizon=6, width=2)(1).choose(game, state, seat, legal)
    assert seat in Counting.moved and set(Counting.moved) - {seat}
