"""Small pictures of the game's own things: Doctor Lucky's top hat, a card, stair arrows."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.shapes import SUPERSAMPLE
from render.common.text import paint
from render.doctor_lucky import layout as L


@lru_cache(maxsize=32)
def top_hat(radius: int, alpha: float = 1.0) -> Image.Image:
    """Doctor Lucky: a black top hat with a gold band and an "L", about as big as a pawn
    token of ``radius``; ``alpha`` below 1 gives the faint copy left where he stood."""
    size = 2 * radius + 2
    s = SUPERSAMPLE
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = size * s / 2
    r = radius * s
    edge = L.WHITE
    line = max(2, s * 3 // 2)
    brim = (c - r * 0.98, c + r * 0.42, c + r * 0.98, c + r * 0.86)
    crown = (c - r * 0.6, c - r * 0.92, c + r * 0.6, c + r * 0.62)
    draw.ellipse(brim, fill=L.DOCTOR, outline=edge, width=line)
    draw.rounded_rectangle(crown, radius=r * 0.12, fill=L.DOCTOR, outline=edge, width=line)
    draw.rectangle((crown[0] + line, c + r * 0.16, crown[2] - line, c + r * 0.42),
                   fill=L.DOCTOR_BAND)
    small = big.resize((size, size), Image.Resampling.LANCZOS)
    letter = max(9, round(radius * 0.95))
    paint(small, (size / 2, size / 2 - radius * 0.36), "L", letter, L.DOCTOR_BAND, True, "mm")
    return faded(small, alpha) if alpha < 1 else small


def faded(picture: Image.Image, alpha: float) -> Image.Image:
    """A faint copy of an RGBA picture, for the place a piece left."""
    copy = picture.copy()
    copy.putalpha(picture.getchannel("A").point(lambda a: round(a * alpha)))
    return copy


def card(draw: ImageDraw.ImageDraw, left: float, middle: float, fill: L.Colour) -> None:
    """A small upright playing card whose left edge and vertical middle are given."""
    w, h = L.HAND_CARD
    draw.rounded_rectangle(
        (left, middle - h / 2, left + w, middle + h / 2), radius=3, fill=fill, outline=L.MUTED
    )


def arrow_head(
    draw: ImageDraw.ImageDraw, tip: tuple[float, float], up: bool, size: float, fill: L.Colour
) -> None:
    x, y = tip
    back = y + size if up else y - size
    draw.polygon([(x, y), (x - size * 0.7, back), (x + size * 0.7, back)], fill=fill)
