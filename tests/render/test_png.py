"""The pictures' PNG writer: what it writes decodes to the very pixels Pillow's own PNG of
the same image holds, for a real board and for small or odd palettes."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw

from render.common.png import encode, palette_png
from render.trepanation.board import board_image
from tests.render.helpers import GAME, state_after


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def pillows_png(image: Image.Image) -> Image.Image:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return decoded(buffer.getvalue())


def same_pixels(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(
        a.convert("RGB"), b.convert("RGB")).getbbox() is None


def test_palette_png_holds_the_same_pixels_as_pillows_png() -> None:
    view = GAME.view(state_after(4, 7, 60), None)
    image = board_image(view, None, None, "en")
    quantized = image.quantize(256, dither=Image.Dither.NONE)
    written = decoded(palette_png(quantized, 2))
    assert written.mode == "P"
    assert written.size == image.size
    assert same_pixels(written, pillows_png(quantized))


def test_every_level_writes_the_same_pixels() -> None:
    image = Image.new("RGB", (97, 41), (240, 230, 220))
    ImageDraw.Draw(image).text((3, 3), "Ärztin 42", fill=(20, 30, 200))
    quantized = image.quantize(64, dither=Image.Dither.NONE)
    for level in range(4):
        assert same_pixels(decoded(palette_png(quantized, level)), quantized)


def test_a_picture_of_few_colours_and_one_pixel() -> None:
    two = Image.new("P", (5, 3), 0)
    two.putpalette([255, 0, 0, 0, 0, 255])
    two.putpixel((4, 2), 1)
    assert same_pixels(decoded(palette_png(two, 2)), two)
    dot = Image.new("RGB", (1, 1), (9, 8, 7))
    assert decoded(encode(dot, 2, palette=True)).convert("RGB").getpixel((0, 0)) == (9, 8, 7)


def test_encode_reduces_to_a_palette_only_when_asked() -> None:
    image = Image.new("RGB", (30, 20), (10, 200, 30))
    assert decoded(encode(image, 2, palette=True)).mode == "P"
    assert decoded(encode(image, 2)).mode == "RGB"
