"""Small pieces used across the picture: badges, resource squares, change marks."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common.shapes import text_on
from render.common.text import line_height, paint, width
from render.trepanation import layout as L


def badge(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fill: L.Colour = L.CHANGE,
) -> int:
    """A small label whose top right corner is ``xy``; returns its width."""
    w = width(text, L.SMALL, True) + 10
    x, y = xy
    draw.rounded_rectangle((x - w, y, x, y + line_height(L.SMALL)), radius=4, fill=fill)
    paint(image, (x - w / 2, y), text, L.SMALL, text_on(fill), True, "mt")
    return w


def resource_square(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    resource: str,
    text: str,
    size: int = L.COST_SQUARE,
) -> int:
    """A square in the resource's colour with ``text`` (a count or letter) inside, whose
    left edge and vertical centre are ``xy``. Returns its width."""
    x, y = xy
    fill = L.RESOURCE_COLOURS.get(resource, L.MUTED)
    w = max(size, width(text, L.SMALL, True) + 6)
    draw.rounded_rectangle((x, y - size / 2, x + w, y + size / 2), radius=4, fill=fill)
    paint(image, (x + w / 2, y), text, L.SMALL, text_on(fill), True, "mm")
    return w


def delta_text(change: int) -> str:
    return f"+{change}" if change > 0 else str(change)


def mark_change(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    change: int,
) -> None:
    """Tint ``box`` and write the change (+1, -2) after it, in green or red."""
    left, top, right, bottom = box
    draw.rounded_rectangle((left - 3, top, right + 3, bottom), radius=4, fill=L.CHANGE_TINT)
    if change:
        ink = L.GAIN_INK if change > 0 else L.LOSS_INK
        paint(image, (right + 5, (top + bottom) / 2), delta_text(change), L.SMALL, ink, True, "lm")
