"""Text in Noto Sans, rendered once per string and pasted after.

The font comes from the ``fontpkg-noto-sans`` wheel: Latin with every accent, Greek and
Cyrillic, so German words and players' names draw as written. Rendering glyphs is the
slowest part of a picture, and a board repeats the same short strings (numbers, labels)
every time, so each string becomes a cached greyscale mask that is pasted in any colour.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache, lru_cache
from math import ceil

from fontpkg_noto_sans import ROOT as NOTO_SANS
from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
ELLIPSIS = "…"
FONT_FILE = NOTO_SANS / "files" / "NotoSans[wdth,wght].ttf"
REGULAR, BOLD = 400, 700  # the font's weight axis


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    face = ImageFont.truetype(str(FONT_FILE), size)
    axes: dict[bytes, float] = {axis["name"]: float(axis["default"] or 0)
                                for axis in face.get_variation_axes()}
    axes[b"Weight"] = BOLD if bold else REGULAR
    face.set_variation_by_axes(list(axes.values()))
    return face


def line_height(size: int) -> int:
    ascent, descent = font(size).getmetrics()
    return int(ascent + descent)


@lru_cache(maxsize=8192)
def _mask(text: str, size: int, bold: bool = False) -> Image.Image:
    face = font(size, bold)
    image = Image.new("L", (max(1, ceil(face.getlength(text)) + 1), line_height(size)))
    ImageDraw.Draw(image).text((0, 0), text, font=face, fill=255)
    return image


def mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """The string as an 'L' mask, one line box high (ascent + descent), to be drawn: a
    listener of :func:`strings_drawn` hears of it."""
    for heard in _drawn:
        heard.append(text)
    return _mask(text, size, bold)


def width(text: str, size: int, bold: bool = False) -> int:
    return _mask(text, size, bold).width


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
    if image.mode == "RGB":  # the colour as a tile under the inked part of the mask
        ink = _ink(text, size, bold)
        if ink is not None:
            cut, dx, dy = ink
            image.paste(_tile(colour, cut.size), (round(x) + dx, round(y) + dy), cut)
    else:  # (Pillow blends a colour into an alpha channel its own way)
        image.paste(colour, (round(x), round(y)), shape)
    return shape.width


@lru_cache(maxsize=1024)
def _tile(colour: Colour, size: tuple[int, int]) -> Image.Image:
    """A block of ``colour`` to paste through a mask of ``size`` (kept: most strings come back
    in the same colour, picture after picture)."""
    return Image.new("RGB", size, colour)


@lru_cache(maxsize=8192)
def _ink(text: str, size: int, bold: bool) -> tuple[Image.Image, int, int] | None:
    """The string's mask cut to where it has ink, and where that part sits in the line box.

    A board pastes a few hundred strings, most of their time in Pillow's blend: a colour
    image pasted through the mask blends the same pixels over two to three times faster
    than a colour filled through it, and the empty rows and columns around the glyphs
    (most of the line box's ascent and descent) are not blended at all.
    """
    shape = _mask(text, size, bold)
    box = shape.getbbox()
    if box is None:
        return None
    return shape.crop(box), box[0], box[1]


# Whoever listens to strings_drawn (tests/contract/test_grammar_pictures.py) hears of every
# string drawn on a picture, to read them as a player would.
_drawn: list[list[str]] = []


@contextmanager
def strings_drawn() -> Iterator[list[str]]:
    """Every string drawn (``paint`` and ``mask``) while the block runs, in order."""
    heard: list[str] = []
    _drawn.append(heard)
    try:
        yield heard
    finally:
        _drawn.remove(heard)


# Whoever listens (tests/contract/test_nothing_cut.py) hears of every string shortened while
# drawing. Only a person's display name may be shortened (``fit_name``); any other text
# must wrap or be given room.
_listeners: list[list[str]] = []


@contextmanager
def cuts_heard() -> Iterator[list[str]]:
    """The strings ``fit`` shortens while the block runs (wrapped lines drawn afresh)."""
    heard: list[str] = []
    _listeners.append(heard)
    wrap.cache_clear()
    try:
        yield heard
    finally:
        _listeners.remove(heard)


def fit_name(name: str, size: int, limit: int, bold: bool = False) -> str:
    """A person's display name, shortened with an ellipsis to ``limit`` pixels where it is
    longer: the one kind of text a picture may shorten."""
    return _shorten(name, size, limit, bold)


def fit(text: str, size: int, limit: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so it is at most ``limit`` pixels wide (a listener
    hears of it: a picture should wrap such text or make room for it)."""
    shortened = _shorten(text, size, limit, bold)
    if shortened != text:
        for heard in _listeners:
            heard.append(text)
    return shortened


def _shorten(text: str, size: int, limit: int, bold: bool) -> str:
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
