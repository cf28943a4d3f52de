"""How each seat is told apart: name, colour, token shape and letter."""

from __future__ import annotations

from collections.abc import Sequence

from render.common import seats
from render.trepanation import layout as L


class Seats(seats.Seats):
    def __init__(self, names: Sequence[str] | None, count: int) -> None:
        super().__init__(
            names, count, L.PLAYER_COLOURS, L.PLAYER_SHAPES, L.TOKEN_LETTER / 15
        )
