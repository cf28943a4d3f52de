"""PNG encoding of finished pictures."""

from __future__ import annotations

import struct
from io import BytesIO

from isal import isal_zlib
from PIL import Image

# Every SAMPLE_STEP-th pixel across and down chooses the palette (a game's layout may take
# another). Our pictures are flat areas plus anti-aliased text, so any area of that size or
# more is in the sample.
SAMPLE_STEP = 4
COLOURS = 256
SIGNATURE = b"\x89PNG\r\n\x1a\n"
BEST = isal_zlib.ISAL_BEST_COMPRESSION  # ISA-L's highest level (3)


def palette_of(image: Image.Image, sample_step: int = SAMPLE_STEP) -> Image.Image:
    """A 256-colour palette for ``image`` chosen from a sparse grid of its pixels.

    Choosing colours (octree) costs time in proportion to the pixels it looks at; a grid of
    one pixel in 16 holds every flat colour of our pictures and enough of the text's
    anti-aliasing, and is sixteen times cheaper than the whole picture.
    """
    grid = image.resize(
        (max(1, image.width // sample_step), max(1, image.height // sample_step)),
        Image.Resampling.NEAREST,
    )
    return grid.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def encode(image: Image.Image, compress_level: int, palette: bool = False,
           sample_step: int = SAMPLE_STEP) -> bytes:
    """PNG bytes of ``image``; ``compress_level`` is the deflate level (ISA-L's levels for
    palette pictures go to 3: a higher one is taken as 3).

    With ``palette`` the picture is first reduced to 256 colours: a palette chosen from a
    sample of its pixels, one in ``sample_step`` across and down (:func:`palette_of`), then
    every pixel mapped to the nearest of them, without dithering. The PNG gets about 2.5
    times smaller and quicker to write than the RGB one.
    """
    if palette and image.mode == "RGB":
        image = image.quantize(palette=palette_of(image, sample_step),
                               dither=Image.Dither.NONE)
    if image.mode == "P" and "transparency" not in image.info:
        return palette_png(image, compress_level)
    buffer = BytesIO()
    image.save(buffer, "PNG", compress_level=compress_level)
    return buffer.getvalue()


def palette_png(image: Image.Image, level: int) -> bytes:
    """The PNG of a palette image, its rows deflated by ISA-L (the same pixels Pillow would
    write, in a fifth to a seventh of the time: Pillow's zlib, fed one row at a time, is
    most of a board's encoding).

    Every row is stored unfiltered (as Pillow stores palette rows), after its filter byte 0:
    Pillow's raw encoder writes each row padded with a 0 to one byte longer, so a 0 before
    the first row and each row's padding after it are the filter bytes, in one pass over
    the pixels.
    """
    rows = memoryview(image.tobytes("raw", ("P", image.width + 1)))[:-1]
    deflate = isal_zlib.compressobj(min(level, BEST))
    data = deflate.compress(b"\0") + deflate.compress(rows) + deflate.flush()
    colours = image.getpalette() or [0, 0, 0]
    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 3, 0, 0, 0)
    return b"".join((
        SIGNATURE,
        _chunk(b"IHDR", header),
        _chunk(b"PLTE", bytes(colours[: 3 * COLOURS])),
        _chunk(b"IDAT", data),
        _chunk(b"IEND", b""),
    ))


def _chunk(kind: bytes, data: bytes) -> bytes:
    check = isal_zlib.crc32(data, isal_zlib.crc32(kind))
    return b"".join((struct.pack(">I", len(data)), kind, data, struct.pack(">I", check)))
