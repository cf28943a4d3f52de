"""Text with Pillow's built-in scalable font, rendered once per string and pasted after.

Rendering glyphs is the slowest part of a picture, and a board repeats the same short
strings (numbers, labels) every time, so each string becomes a cached greyscale mask that
is pasted in any colour.
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache
from math import ceil

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
ELLIPSIS = "…"
# Signs the built-in font lacks, drawn as look-alikes it has.
LOOKALIKES = {"ß": "ss", "ẞ": "SS", "×": "x", "–": "-", "—": "-", "‑": "-", "→": "->",
              "„": "\u201c", "‚": "\u2018"}
# Accents drawn over a base letter the font has (ä = a + two dots): combining mark -> name.
MARKS = {"\u0308": "dots", "\u0301": "acute", "\u0300": "grave", "\u0302": "hat",
         "\u030a": "ring", "\u0303": "tilde"}


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    loaded = ImageFont.load_default(size=size)
    if not isinstance(loaded, ImageFont.FreeTypeFont):  # Pillow without FreeType
        raise RuntimeError("Pillow was built without FreeType; the pictures need it")
    return loaded


def line_height(size: int) -> int:
    ascent, descent = font(size).getmetrics()
    return int(ascent + descent)


@cache
def has_glyph(char: str) -> bool:
    """Whether the built-in font draws ``char`` (it holds ASCII and a few signs only)."""
    def drawn(text: str) -> bytes:
        image = Image.new("L", (40, 40))
        ImageDraw.Draw(image).text((0, 0), text, font=font(24), fill=255)
        return image.tobytes()

    return char.isspace() or drawn(char) != drawn("\uffff")


@lru_cache(maxsize=4096)
def drawable(text: str) -> tuple[str, tuple[tuple[int, str], ...]]:
    """``text`` in letters the font has, and the accents to draw over them as (index in
    that text, mark): 'Jürgen' is 'Jurgen' with two dots over the u. Characters with no
    stand-in stay as they are."""
    out = ""
    marks: list[tuple[int, str]] = []
    for char in text:
        if has_glyph(char):
            out += char
            continue
        if char in LOOKALIKES:
            out += LOOKALIKES[char]
            continue
        base, *combining = unicodedata.normalize("NFD", char)
        if base != char and has_glyph(base):
            marks += [(len(out), MARKS[m]) for m in combining if m in MARKS]
            out += base
        else:
            out += char
    return out, tuple(marks)


def _draw_mark(
    draw: ImageDraw.ImageDraw, face: ImageFont.FreeTypeFont, text: str, index: int, mark: str,
    size: int, bold: bool,
) -> None:
    """An accent over the letter at ``index``, scaled to the font size."""
    left = face.getlength(text[:index])
    letter_w = face.getlength(text[index])
    top = face.getbbox(text[index])[1]
    line = max(1, round(size / 11)) + (1 if bold else 0)
    gap = max(1.0, size * 0.07)
    high = max(2.0, size * 0.16)  # how tall a mark is
    bottom = max(high, top - gap)
    mid = left + letter_w / 2 + (0.5 if bold else 0)
    half = max(1.5, letter_w * 0.22)
    if mark == "dots":
        r = max(1.0, size * 0.065) + (0.3 if bold else 0)
        y = bottom - r
        for x in (mid - half, mid + half):
            draw.ellipse((x - r, y - r, x + r, y + r), fill=255)
    elif mark in ("acute", "grave"):
        lean = half * (1 if mark == "acute" else -1)
        draw.line((mid - lean * 0.6, bottom, mid + lean * 0.9, bottom - high), fill=255,
                  width=line)
    elif mark == "hat":
        draw.line((mid - half, bottom, mid, bottom - high, mid + half, bottom), fill=255,
                  width=line)
    elif mark == "ring":
        r = high / 2
        draw.ellipse((mid - r, bottom - 2 * r, mid + r, bottom), outline=255, width=line)
    elif mark == "tilde":
        y = bottom - high / 2
        draw.line((mid - half * 1.2, y + high / 4, mid - half / 2, y - high / 4,
                   mid + half / 2, y + high / 4, mid + half * 1.2, y - high / 4),
                  fill=255, width=line)


@lru_cache(maxsize=8192)
def mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """The string as an 'L' mask, one line box high (ascent + descent)."""
    face = font(size)
    shown, marks = drawable(text)
    # Bold is a double strike one pixel apart: the built-in font has no bold face.
    width = max(1, ceil(face.getlength(shown)) + (1 if bold else 0) + 1)
    image = Image.new("L", (width, line_height(size)))
    draw = ImageDraw.Draw(image)
    draw.text((0, 0), shown, font=face, fill=255)
    if bold:
        draw.text((1, 0), shown, font=face, fill=255)
    for index, mark in marks:
        _draw_mark(draw, face, shown, index, mark, size, bold)
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
