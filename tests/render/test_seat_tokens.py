"""Ten seats stay apart: each has its own colour, token shape and letter, and the colours
stay apart for colour-blind eyes (Viénot et al. 1999 simulation of protanopia,
deuteranopia and tritanopia)."""

from __future__ import annotations

import io
from itertools import combinations

from PIL import Image

from render.common.png import encode
from render.common.seats import SEAT_COLOURS, SEAT_SHAPES, Seats

SEATS = 10
# Linear-RGB matrices that show a colour as a person with each colour blindness sees it.
SIMULATIONS = {
    "protanopia": ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0)),
    "deuteranopia": ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0),
                     (-0.02234, 0.02234, 1.0)),
    "tritanopia": ((1.0, 0.1, -0.1), (0.0, 0.8, 0.2), (0.0, 0.8, 0.2)),
}
MIN_SEEN_DISTANCE = 30  # RGB distance between any two seat colours as simulated
MIN_SILHOUETTE_DIFFERENCE = 0.06  # share of a token's box where two shapes differ


def _linear(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> float:
    c = min(max(value, 0.0), 1.0)
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def seen_as(colour: tuple[int, int, int], matrix: tuple[tuple[float, ...], ...]
            ) -> tuple[float, ...]:
    linear = [_linear(v) for v in colour]
    return tuple(_encoded(sum(row[i] * linear[i] for i in range(3))) for row in matrix)


def test_ten_seats_have_ten_colours_shapes_and_letters():
    seats = Seats(None, SEATS)
    assert len({seats.colour(s) for s in range(SEATS)}) == SEATS
    assert len({seats.shape(s) for s in range(SEATS)}) == SEATS
    assert len(set(seats.letters)) == SEATS
    assert len(SEAT_COLOURS) >= SEATS and len(SEAT_SHAPES) >= SEATS


def test_ten_seat_colours_stay_apart_for_colour_blind_eyes():
    for name, matrix in SIMULATIONS.items():
        seen = [seen_as(colour, matrix) for colour in SEAT_COLOURS[:SEATS]]
        for a, b in combinations(range(SEATS), 2):
            distance = sum((x - y) ** 2 for x, y in zip(seen[a], seen[b], strict=True)) ** 0.5
            assert distance >= MIN_SEEN_DISTANCE, (name, a, b, round(distance))


def test_ten_token_shapes_differ_in_outline_not_just_colour():
    seats = Seats(None, SEATS)
    masks = [seats.token(s, 20).getchannel("A").point(lambda v: 255 if v > 127 else 0)
             for s in range(SEATS)]
    area = masks[0].width * masks[0].height
    for a, b in combinations(range(SEATS), 2):
        differ = sum(1 for x, y in zip(masks[a].tobytes(), masks[b].tobytes(), strict=True)
                     if x != y)
        assert differ / area >= MIN_SILHOUETTE_DIFFERENCE, (seats.shape(a), seats.shape(b))


def test_the_ten_tokens_drawn_in_a_row(tmp_path):
    """The strip a reviewer looks at: ten tokens, large and at board size."""
    seats = Seats(None, SEATS)
    strip = Image.new("RGB", (SEATS * 70 + 10, 170), (235, 230, 220))
    for seat in range(SEATS):
        for row, radius in enumerate((28, 14)):
            token = seats.token(seat, radius)
            strip.paste(token, (10 + seat * 70 + 30 - radius, 10 + row * 80 + 30 - radius),
                        token)
    data = encode(strip, 6, True)
    (tmp_path / "seat_tokens.png").write_bytes(data)
    again = Image.open(io.BytesIO(data)).convert("RGB")
    background = again.getpixel((0, 0))
    for seat in range(SEATS):  # the most common colour of each large token is its seat's
        box = again.crop((10 + seat * 70, 10, 10 + seat * 70 + 60, 70))
        counts = sorted((n, c) for n, c in box.getcolors(60 * 60) if c != background)
        fill = counts[-1][1]
        assert sum(abs(p - q) for p, q in zip(fill, seats.colour(seat), strict=True)) < 24
