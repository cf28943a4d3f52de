"""Text with Elegance stars. Noto Sans has no '★', which the game's card labels use, so
each one is drawn as a star shape in the room the missing glyph would take."""

from __future__ import annotations

from PIL import Image

from render.common.shapes import stamp, star
from render.common.text import Colour, line_height, paint, width

STAR = "★"
STAR_COLOUR: Colour = (226, 164, 0)


def star_width(size: int) -> int:
    return round(size * 0.9)


def text_width(text: str, size: int, bold: bool = False) -> int:
    parts = text.split(STAR)
    return sum(width(p, size, bold) for p in parts if p) + star_width(size) * (len(parts) - 1)


def paint_stars(image: Image.Image, xy: tuple[float, float], text: str, size: int,
                colour: Colour, bold: bool = False, anchor: str = "lt") -> int:
    """Like :func:`render.common.text.paint`, with every '★' drawn as a star."""
    if STAR not in text:
        return paint(image, xy, text, size, colour, bold, anchor)
    total = text_width(text, size, bold)
    x, y = xy
    if anchor[0] == "m":
        x -= total / 2
    elif anchor[0] == "r":
        x -= total
    middle = y + {"t": line_height(size) / 2, "m": 0.0, "b": -line_height(size) / 2}[anchor[1]]
    for n, part in enumerate(text.split(STAR)):
        if n:
            w = star_width(size)
            stamp(image, star(max(4, round(size * 0.42)), STAR_COLOUR), (x + w / 2, middle))
            x += w
        if part:
            x += paint(image, (x, middle), part, size, colour, bold, "lm")
    return total
