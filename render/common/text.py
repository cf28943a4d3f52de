"""Text with Pillow's built-in scalable font, rendered once per string and pasted after.

Rendering glyphs is the slowest part of a picture, and a board repeats the same short
strings (numbers, labels) every time, so each string becomes a cached greyscale mask that
is pasted in any colour.

The built-in font has only ASCII and a little punctuation. So that German reads right
without shipping a font file, a letter with an umlaut is drawn as its base letter with two
dots above, and 'ß' as 'ss'; other accented letters lose their accent. Characters with no
Latin base (emoji, other scripts) show the font's empty box.
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache
from math import ceil

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
ELLIPSIS = "…"
DIAERESIS = "\u0308"
SPELLED = {"ß": "ss", "ẞ": "SS", "–": "-", "—": "-", "→": "->"}  # no glyph: written out
GLYPH_PROBE_SIZE = 24
DOT_RADIUS = 0.065  # umlaut dots, in font sizes: radius, gap above the letter
DOT_LIFT = 0.16


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
    face = font(GLYPH_PROBE_SIZE)
    return char == " " or bytes(face.getmask(char)) != bytes(face.getmask("\uffff"))


@cache
def _letter(char: str) -> tuple[str, bool]:
    """What to draw for ``char``: the text, and whether it gets umlaut dots."""
    if has_glyph(char):
        return char, False
    if char in SPELLED:
        return SPELLED[char], False
    base, *marks = unicodedata.normalize("NFD", char)
    if marks and has_glyph(base):
        return base, DIAERESIS in marks
    return char, False


def drawable(text: str) -> tuple[str, tuple[int, ...]]:
    """``text`` in characters the font has, and the positions that get umlaut dots."""
    out: list[str] = []
    dots: list[int] = []
    for char in text:
        shown, dotted = _letter(char)
        if dotted:
            dots.append(sum(len(part) for part in out))
        out.append(shown)
    return "".join(out), tuple(dots)


@lru_cache(maxsize=8192)
def mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """The string as an 'L' mask, one line box high (ascent + descent)."""
    face = font(size)
    shown, dots = drawable(text)
    # Bold is a double strike one pixel apart: the built-in font has no bold face.
    width = max(1, ceil(face.getlength(shown)) + (1 if bold else 0) + 1)
    image = Image.new("L", (width, line_height(size)))
    draw = ImageDraw.Draw(image)
    draw.text((0, 0), shown, font=face, fill=255)
    if bold:
        draw.text((1, 0), shown, font=face, fill=255)
    for index in dots:
        _umlaut(draw, face, shown, index, size, bold)
    return image


def _umlaut(
    draw: ImageDraw.ImageDraw,
    face: ImageFont.FreeTypeFont,
    text: str,
    index: int,
    size: int,
    bold: bool,
) -> None:
    """Two dots above letter ``index`` of ``text``."""
    letter = text[index]
    left = face.getlength(text[:index])
    letter_w = face.getlength(letter)
    top = face.getbbox(letter)[1]
    r = max(1.0, DOT_RADIUS * size) + (0.4 if bold else 0)
    y = max(r, top - DOT_LIFT * size)
    for share in (0.3, 0.7):
        x = left + letter_w * share + (0.5 if bold else 0)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=255)


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
