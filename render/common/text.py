"""Text with Pillow's built-in scalable font, rendered once per string and pasted after.

Rendering glyphs is the slowest part of a picture, and a board repeats the same short
strings (numbers, labels) every time, so each string becomes a cached greyscale mask that
is pasted in any colour.
"""

from __future__ import annotations

from functools import cache, lru_cache
from math import ceil

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
ELLIPSIS = "…"


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    loaded = ImageFont.load_default(size=size)
    if not isinstance(loaded, ImageFont.FreeTypeFont):  # Pillow without FreeType
        raise RuntimeError("Pillow was built without FreeType; the pictures need it")
    return loaded


def line_height(size: int) -> int:
    ascent, descent = font(size).getmetrics()
    return int(ascent + descent)


@lru_cache(maxsize=8192)
def mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """The string as an 'L' mask, one line box high (ascent + descent)."""
    face = font(size)
    # Bold is a double strike one pixel apart: the built-in font has no bold face.
    width = max(1, ceil(face.getlength(text)) + (1 if bold else 0) + 1)
    image = Image.new("L", (width, line_height(size)))
    draw = ImageDraw.Draw(image)
    draw.text((0, 0), text, font=face, fill=255)
    if bold:
        draw.text((1, 0), text, font=face, fill=255)
    return image


def width(text: str, size: int, bold: bool = False) -> int:
    return mask(text, size, bold).width


def paint(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    colour: Colour,
    bold: bool = False,
    anchor: str = "lt",
) -> int:
    """Draw ``text``; ``anchor`` is horizontal l/m/r then vertical t/m/b. Returns its width."""
    if not text:
        return 0
    shape = mask(text, size, bold)
    x, y = xy
    if anchor[0] == "m":
        x -= shape.width / 2
    elif anchor[0] == "r":
        x -= shape.width
    if anchor[1] == "m":
        y -= shape.height / 2
    elif anchor[1] == "b":
        y -= shape.height
    image.paste(colour, (round(x), round(y)), shape)
    return shape.width


def fit(text: str, size: int, limit: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so it is at most ``limit`` pixels wide."""
    if width(text, size, bold) <= limit:
        return text
    cut = text
    while cut and width(cut + ELLIPSIS, size, bold) > limit:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS


@lru_cache(maxsize=2048)
def wrap(text: str, size: int, limit: int, max_lines: int, bold: bool = False) -> tuple[str, ...]:
    """Word-wrap into at most ``max_lines`` lines of ``limit`` pixels; the last one is cut."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if width(candidate, size, bold) <= limit or not current:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1 :])]
    return tuple(fit(line, size, limit, bold) for line in lines)
