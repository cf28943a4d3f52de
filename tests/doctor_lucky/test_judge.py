"""The searching AI's judge of a Save Doctor Lucky position cut short
(engine/doctor_lucky/judge.py)."""

from __future__ import annotations

from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.judge import judge


def test_judge_gives_every_seat_its_fair_share_while_nobody_has_saved_the_doctor() -> None:
    for players in (3, 4, 5):
        state = GAME.setup(players, 1)
        assert [judge(state, seat) for seat in range(players)] == [1 / players] * players
