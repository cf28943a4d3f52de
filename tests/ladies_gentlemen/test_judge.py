"""The searching AI's judge of a Ladies & Gentlemen position cut short
(engine/ladies_gentlemen/judge.py)."""

from __future__ import annotations

from engine.ladies_gentlemen.game import GAME
from engine.ladies_gentlemen.judge import judge


def test_judge_favours_both_seats_of_the_team_whose_lady_is_more_elegant() -> None:
    state = GAME.setup(4, 1)
    state["wardrobe"][0], state["wardrobe"][2] = [], []
    assert [judge(state, seat) for seat in range(4)] == [0.5] * 4
    state["wardrobe"][2] = ["w01", "w02", "w03"]
    assert judge(state, 2) == judge(state, 3) > 0.7
    assert judge(state, 0) == judge(state, 1) < 0.3


def test_judge_counts_gossip_against_the_lady() -> None:
    state = GAME.setup(4, 1)
    state["wardrobe"][0], state["wardrobe"][2] = ["w01"], ["w01"]
    state["gossip"][0] = ["gossip"]
    assert judge(state, 0) < 0.5 < judge(state, 2)


def test_judge_counts_a_card_carried_home_unpaid_for_part_of_a_paid_one() -> None:
    state = GAME.setup(4, 1)
    state["wardrobe"][0], state["wardrobe"][2] = [], []
    state["purchases"][0] = ["w01"]
    unpaid = judge(state, 0)
    state["purchases"][0], state["wardrobe"][0] = [], ["w01"]
    assert 0.5 < unpaid < judge(state, 0)


def test_judge_counts_the_team_s_money_and_resources() -> None:
    state = GAME.setup(4, 1)
    state["wardrobe"][0], state["wardrobe"][2] = [], []
    state["money"][1] += 500
    assert judge(state, 2) == judge(state, 3) > 0.5
    state["money"][1] -= 500
    state["resources"][0]["gold"] = state["resources"][0].get("gold", 0) + 1
    assert judge(state, 0) > 0.5
