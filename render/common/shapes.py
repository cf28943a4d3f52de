"""Player tokens, stars and other small shapes, drawn 4x larger and scaled down so their
edges are smooth (Pillow draws polygons without anti-aliasing), then cached."""

from __future__ import annotations

from functools import lru_cache
from math import cos, pi, sin

from PIL import Image, ImageDraw

from render.common.text import Colour, paint

SUPERSAMPLE = 4
OUTLINE: Colour = (25, 25, 30)
DARK_TEXT: Colour = (20, 20, 24)
LIGHT_TEXT: Colour = (255, 255, 255)


def luminance(colour: Colour) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def text_on(colour: Colour) -> Colour:
    """Black or white, whichever reads better on ``colour``."""
    return DARK_TEXT if luminance(colour) > 150 else LIGHT_TEXT


def mix(a: Colour, b: Colour, share_of_b: float) -> Colour:
    r, g, bl = (round(x + (y - x) * share_of_b) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


def _cross_points(c: float, r: float) -> list[tuple[float, float]]:
    arm = r * 0.5  # half the width of an arm
    outer = r * 1.1
    corners = [(arm, outer), (arm, arm), (outer, arm), (outer, -arm), (arm, -arm),
               (arm, -outer)]
    right_half = [(c + x, c - y) for x, y in corners]
    return right_half + [(2 * c - x, y) for x, y in reversed(right_half)]


def _saltire_points(c: float, r: float) -> list[tuple[float, float]]:
    """A cross turned by 45 degrees (an X), with arms wide enough to hold a letter."""
    turned = []
    for x, y in _cross_points(0.0, r * 0.95):
        turned.append((c + (x - y) * 0.7071, c + (x + y) * 0.7071))
    return turned


# Star-like shapes: every other corner sits at this share of the radius.
INNER_RADIUS = {"star": 0.45, "badge": 0.68}


def _outline_points(shape: str, c: float, r: float) -> list[tuple[float, float]]:
    if shape == "cross":
        return _cross_points(c, r)
    if shape == "saltire":
        return _saltire_points(c, r)
    corners = {"square": 4, "diamond": 4, "triangle": 3, "nabla": 3, "hexagon": 6, "star": 10,
               "badge": 16, "pentagon": 5}[shape]
    turn = {"square": pi / 4, "diamond": 0.0, "triangle": 0.0, "nabla": pi, "hexagon": pi / 6,
            "star": 0.0, "badge": 0.0, "pentagon": 0.0}
    points = []
    for i in range(corners):
        angle = turn[shape] + 2 * pi * i / corners
        # Corners reach past a circle's edge so every shape looks about as big as the circle.
        radius = r * {"square": 1.24, "diamond": 1.05, "pentagon": 1.08,
                      "badge": 1.12}.get(shape, 1.0)
        if shape in INNER_RADIUS and i % 2:
            radius = r * INNER_RADIUS[shape]
        points.append((c + radius * sin(angle), c - radius * cos(angle)))
    if shape == "triangle":  # sit the triangle lower so it looks centred
        points = [(x, y + r * 0.18) for x, y in points]
    if shape == "nabla":  # and the upside-down one higher
        points = [(x, y - r * 0.18) for x, y in points]
    return points


@lru_cache(maxsize=512)
def token(shape: str, radius: int, fill: Colour, letter: str, letter_size: int) -> Image.Image:
    """An RGBA token: a shape in ``fill`` with a dark outline and ``letter`` inside."""
    size = 2 * radius + 2
    big = Image.new("RGBA", (size * SUPERSAMPLE, size * SUPERSAMPLE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = size * SUPERSAMPLE / 2
    r = radius * SUPERSAMPLE * (1.12 if shape in ("triangle", "nabla") else 0.95)
    line = SUPERSAMPLE * 2
    if shape == "circle":
        draw.ellipse((c - r, c - r, c + r, c + r), fill=fill, outline=OUTLINE, width=line)
    else:
        draw.polygon(_outline_points(shape, c, r), fill=fill, outline=OUTLINE, width=line)
    small = big.resize((size, size), Image.Resampling.LANCZOS)
    if letter:
        centre_y = size / 2 + {"triangle": radius * 0.16, "nabla": -radius * 0.16}.get(shape, 0)
        paint(
            small, (size / 2, centre_y), letter, letter_size, text_on(fill), bold=True, anchor="mm"
        )
    return small


@lru_cache(maxsize=64)
def star(radius: int, fill: Colour) -> Image.Image:
    return token("star", radius, fill, "", 1)


def stamp(image: Image.Image, picture: Image.Image, centre: tuple[float, float]) -> None:
    """Paste an RGBA ``picture`` centred on ``centre``."""
    x = round(centre[0] - picture.width / 2)
    y = round(centre[1] - picture.height / 2)
    image.paste(picture, (x, y), picture)
