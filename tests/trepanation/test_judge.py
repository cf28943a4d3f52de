"""The searching AI's judge of a Trepanation position cut short (engine/trepanation/judge.py)."""

from __future__ import annotations

from engine.trepanation.game import GAME
from engine.trepanation.judge import judge


def test_judge_favours_the_seat_with_more_fame_as_the_final_scoring_counts_it() -> None:
    state = GAME.setup(4, 1)
    level = [judge(state, seat) for seat in range(4)]
    state["boards"][1]["fame_tokens"] += 8
    assert judge(state, 1) > level[1]
    assert judge(state, 1) > 0.8
    assert all(judge(state, seat) < 0.5 for seat in (0, 2, 3))


def test_judge_counts_resources_still_held_at_what_a_leftover_is_worth() -> None:
    state = GAME.setup(4, 1)
    before = judge(state, 0)
    state["boards"][0]["coin"] += 5
    assert judge(state, 0) > before
