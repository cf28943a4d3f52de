"""How each seat is told apart: name, colour, token shape and letter."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render.common.names import seat_letters, seat_names
from render.common.shapes import token
from render.trepanation import layout as L


class Seats:
    def __init__(self, names: Sequence[str] | None, count: int) -> None:
        self.names = seat_names(names, count)
        self.letters = seat_letters(self.names)

    def colour(self, seat: int) -> L.Colour:
        return L.PLAYER_COLOURS[seat % len(L.PLAYER_COLOURS)]

    def shape(self, seat: int) -> str:
        return L.PLAYER_SHAPES[seat % len(L.PLAYER_SHAPES)]

    def token(self, seat: int, radius: int) -> Image.Image:
        size = max(9, round(radius * L.TOKEN_LETTER / 15))
        return token(self.shape(seat), radius, self.colour(seat), self.letters[seat], size)
