"""How each seat is told apart in every game's pictures: name, colour, token shape, letter."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from render.common.names import seat_letters, seat_names
from render.common.shapes import token
from render.common.text import Colour

# Ten seats, each with its own colour, token shape and letter, so a table of ten stays
# readable for colour-blind players: the shape and the letter tell seats apart where two
# colours look alike. Colours: the Okabe-Ito palette (black is left for non-player pieces),
# then three dark hues from Paul Tol's muted scheme, which stay apart from the first seven by
# lightness as well as hue.
SEAT_COLOURS: tuple[Colour, ...] = (
    (213, 94, 0),  # vermillion
    (0, 114, 178),  # blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (51, 34, 136),  # Tol indigo
    (136, 34, 85),  # Tol wine
    (153, 153, 51),  # Tol olive
)
SEAT_SHAPES: tuple[str, ...] = (
    "circle", "square", "diamond", "triangle", "hexagon", "cross", "pentagon",
    "nabla", "saltire", "badge",
)
LETTER_PER_RADIUS = 17 / 15  # token letter size per pixel of token radius


class Seats:
    def __init__(
        self,
        names: Sequence[str] | None,
        count: int,
        colours: Sequence[Colour] = SEAT_COLOURS,
        shapes: Sequence[str] = SEAT_SHAPES,
        letter_per_radius: float = LETTER_PER_RADIUS,
    ) -> None:
        self.names = seat_names(names, count)
        self.letters = seat_letters(self.names)
        self._colours = tuple(colours)
        self._shapes = tuple(shapes)
        self._letter_per_radius = letter_per_radius

    def colour(self, seat: int) -> Colour:
        return self._colours[seat % len(self._colours)]

    def shape(self, seat: int) -> str:
        return self._shapes[seat % len(self._shapes)]

    def token(self, seat: int, radius: int) -> Image.Image:
        size = max(9, round(radius * self._letter_per_radius))
        return token(self.shape(seat), radius, self.colour(seat), self.letters[seat], size)
