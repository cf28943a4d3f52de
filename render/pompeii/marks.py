"""Small drawn marks shared by the pictures: colour-mark squares, rotated text, houses."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.text import Colour, mask
from render.pompeii import layout as L


def colour_marks(draw: ImageDraw.ImageDraw, x: float, y: float, colours: Sequence[str],
                 side: float, gap: float = 3, vertical: bool = False) -> float:
    """A row (or column) of colour-mark squares from (x, y); returns its length."""
    for n, colour in enumerate(colours):
        step = n * (side + gap)
        left, top = (x, y + step) if vertical else (x + step, y)
        draw.rectangle((left, top, left + side, top + side), fill=L.MARKS[colour],
                       outline=L.MARK_EDGE)
    return len(colours) * (side + gap) - gap if colours else 0


@lru_cache(maxsize=256)
def _turned(text: str, size: int, bold: bool) -> Image.Image:
    return mask(text, size, bold).rotate(90, expand=True)


def paint_upward(image: Image.Image, centre: tuple[float, float], text: str, size: int,
                 colour: Colour, bold: bool = False) -> None:
    """``text`` read from bottom to top, centred on ``centre``."""
    shape = _turned(text, size, bold)
    x = round(centre[0] - shape.width / 2)
    y = round(centre[1] - shape.height / 2)
    image.paste(colour, (x, y), shape)


def house_shape(draw: ImageDraw.ImageDraw, box: L.Box, fill: Colour, edge: Colour) -> None:
    """A house: a wall box under a roof."""
    left, top, right, bottom = box
    roof = top + (bottom - top) * 0.32
    draw.polygon([(left - 2, roof), ((left + right) / 2, top), (right + 2, roof)], fill=fill,
                 outline=edge)
    draw.rectangle((left, roof, right, bottom), fill=fill, outline=edge)
