"""The searching AI's judge of a Pompeii position cut short (engine/pompeii/judge.py)."""

from __future__ import annotations

from engine.pompeii.game import GAME
from engine.pompeii.judge import judge


def test_judge_favours_the_seat_that_saved_more_value() -> None:
    state = GAME.setup(4, 1)
    assert [round(judge(state, seat), 3) for seat in range(4)] == [0.5] * 4
    state["seats"][2]["saved"].append(3)  # a card worth 3,600
    assert judge(state, 2) > 0.8
    assert all(judge(state, seat) < 0.2 for seat in (0, 1, 3))


def test_judge_counts_a_person_still_in_the_city_for_less_than_a_saved_one() -> None:
    state = GAME.setup(4, 1)
    state["owner"][1] = 0  # a person worth 700, still inside
    inside = judge(state, 0)
    state["seats"][0]["saved"].append(1)
    assert 0.5 < inside < judge(state, 0)
