"""The searching AI's judge of a Trepanation position cut short (engine/trepanation/judge.py)."""

from __future__ import annotations

import pytest

from engine.trepanation.game import GAME
from engine.trepanation.judge import WEIGHTS, chances, features, judge, usable


def level_state() -> dict:
    """Four seats with nothing yet and the same place's worth on the order track."""
    state = GAME.setup(4, 1)
    for board in state["boards"]:
        board.update(coin=0, medicine=0, equipment=0, shill=[0] * len(board["shill"]),
                     bribe=[0] * len(board["bribe"]))
    return state


def test_judge_gives_each_seat_a_chance_and_the_chances_add_up_to_one() -> None:
    state = GAME.setup(4, 1)
    assert sum(chances(state)) == pytest.approx(1.0)
    assert all(0.0 < judge(state, seat) < 1.0 for seat in range(4))
    assert all(len(row) == len(WEIGHTS) for row in features(state))


def test_judge_favours_the_seat_with_more_fame_as_the_final_scoring_counts_it() -> None:
    state = level_state()
    before = judge(state, 1)
    state["boards"][1]["fame_tokens"] += 8
    assert judge(state, 1) > before
    assert all(judge(state, 1) > judge(state, seat) for seat in (0, 2, 3))


def test_judge_counts_resources_still_held() -> None:
    state = level_state()
    before = judge(state, 0)
    state["boards"][0]["coin"] += 3
    assert judge(state, 0) > before


def test_judge_counts_the_first_place_on_the_order_track() -> None:
    state = level_state()
    first, last = state["order"][0], state["order"][-1]
    assert judge(state, first) > judge(state, last)


def test_judge_learns_only_from_the_first_round_of_a_days_scheduling() -> None:
    state = GAME.setup(4, 1)
    assert usable(state)
    while state["phase"] == "scheduling":
        seat = GAME.waiting_for(state)[0]
        GAME._apply(state, seat, GAME.legal_actions(state, seat)[0])
        if len(state["placements"]) >= 4:
            assert not usable(state)
    assert not usable(state)
