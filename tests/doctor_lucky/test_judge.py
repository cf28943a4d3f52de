"""The searching AI's judge of a Save Doctor Lucky position cut short
(engine/doctor_lucky/judge.py)."""

from __future__ import annotations

import pytest

from engine.core.protocol import State
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.judge import SURE_RESCUE, judge


def test_judge_shares_the_whole_win_among_the_seats() -> None:
    for players in (3, 4, 5):
        state = GAME.setup(players, 1)
        assert sum(judge(state, seat) for seat in range(players)) == pytest.approx(1.0)
        assert all(0 < judge(state, seat) < 1 for seat in range(players))


def hand_swapped(state: State, a: int, b: int) -> State:
    state["hands"][a], state["hands"][b] = state["hands"][b], state["hands"][a]
    return state


def test_judge_favours_the_seat_holding_the_failure_points_that_foil_the_others() -> None:
    state = GAME.setup(4, 2)
    state["hands"][1] = ["fail:3", "fail:3", "fail:2", "fail:2", "fail:2", "fail:2"]
    state["hands"][2] = ["move:boiler_room"] * 6
    assert judge(state, 1) > judge(state, 2)
    assert judge(hand_swapped(state, 1, 2), 2) > judge(state, 1)


def reacting(state: State, rescuer: int, value: int, later_fails: list[str]) -> State:
    order = [(rescuer + k) % 4 for k in (1, 2, 3)]
    for seat in order:
        state["hands"][seat] = [c for c in state["hands"][seat] if not c.startswith("fail")]
    state["hands"][order[-1]] += later_fails
    state["phase"] = "reaction"
    state["rescue"] = {"seat": rescuer, "value": value, "points": 0, "order": order,
                       "index": 0}
    return state


def test_judge_counts_a_rescue_the_reactors_cannot_foil_as_won() -> None:
    state = reacting(GAME.setup(4, 3), 0, 4, ["fail:1", "fail:2"])
    assert judge(state, 0) == SURE_RESCUE
    assert judge(state, 1) == pytest.approx((1 - SURE_RESCUE) / 3)


def test_judge_leaves_a_rescue_the_reactors_can_still_foil_open() -> None:
    state = reacting(GAME.setup(4, 3), 0, 4, ["fail:3", "fail:2"])
    assert judge(state, 0) < SURE_RESCUE
    assert sum(judge(state, seat) for seat in range(4)) == pytest.approx(1.0)
