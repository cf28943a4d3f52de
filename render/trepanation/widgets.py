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
    font: int = L.SMALL,
) -> int:
    """A square in the resource's colour with ``text`` (a count or letter) inside, whose
    left edge and vertical centre are ``xy``. Returns its width."""
    x, y = xy
    fill = L.RESOURCE_COLOURS.get(resource, L.MUTED)
    w = max(size, width(text, font, True) + 6)
    draw.rounded_rectangle((x, y - size / 2, x + w, y + size / 2), radius=4, fill=fill)
    paint(image, (x + w / 2, y), text, font, text_on(fill), True, "mm")
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


def _whole_lines(text: str, size: int, limit: float, bold: bool) -> list[str] | None:
    """``text`` word-wrapped into lines of at most ``limit`` pixels, or None when one word
    alone is wider."""
    lines: list[str] = []
    for word in text.split():
        if width(word, size, bold) > limit:
            return None
        if lines and width(f"{lines[-1]} {word}", size, bold) <= limit:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def snug(
    text: str, size: int, limit: float, lines: int = 1, bold: bool = False, smallest: int = 11
) -> tuple[int, tuple[str, ...]]:
    """The largest type size from ``size`` down to ``smallest`` at which ``text`` wraps into
    at most ``lines`` lines of ``limit`` pixels, and those lines: text on the picture is
    never cut. At ``smallest`` it takes as many lines as it needs (one line: runs over)."""
    for step in range(size, smallest - 1, -1):
        whole = _whole_lines(text, step, limit, bold)
        if whole is not None and len(whole) <= lines:
            return step, tuple(whole)
    whole = _whole_lines(text, smallest, limit, bold)
    return smallest, tuple(whole) if whole is not None and lines > 1 else (text,)
