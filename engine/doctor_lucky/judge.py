"""What a position is worth to a seat when the searching AI cuts a playout short. Nobody
scores on the way: whoever saves the Doctor wins. So a playout that ends in nobody's rescue
within the horizon is worth the seat's fair share, one over the players; one the seat wins
is worth 1 and one another seat wins 0 (judged by the search's own outcome)."""

from __future__ import annotations

from engine.core.protocol import Seat, State


def judge(state: State, seat: Seat) -> float:
    return 1.0 / state["players"]
