"""Text painted through the cut mask (render/common/text.py) lands on exactly the pixels
the whole line box's mask filled with the colour would give, wherever and however it is
anchored, on any background, and the width it returns is the line box's."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageChops

from render.common.text import mask, paint

STRINGS = ["Ärztin 1.500 £", "g", "—", " ", "Jun", "Tag 4 von 6 · Höfe", "1"]


def speckled(mode: str) -> Image.Image:
    image = Image.new(mode, (300, 80), (240, 235, 225, 255)[: len(mode)])
    rng = random.Random(4)
    for _ in range(2000):
        image.putpixel((rng.randrange(300), rng.randrange(80)),
                       tuple(rng.randrange(256) for _ in mode))
    return image


def filled_through_the_whole_mask(image: Image.Image, xy: tuple[float, float], text: str,
                                  size: int, colour: tuple[int, ...], bold: bool,
                                  anchor: str) -> int:
    shape = mask(text, size, bold)
    x, y = xy
    x -= {"l": 0, "m": shape.width / 2, "r": shape.width}[anchor[0]]
    y -= {"t": 0, "m": shape.height / 2, "b": shape.height}[anchor[1]]
    image.paste(colour, (round(x), round(y)), shape)
    return shape.width


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
@pytest.mark.parametrize("anchor", ["lt", "mm", "rb", "lm"])
def test_painted_text_is_the_mask_filled_with_its_colour(mode: str, anchor: str) -> None:
    for n, text in enumerate(STRINGS):
        size, bold, xy = 14 + 3 * n, n % 2 == 1, (150.4 - n, 40.6 + n / 3)
        colour = (20 * n, 200 - 10 * n, 90, 255)[: len(mode)]
        painted, expected = speckled(mode), speckled(mode)
        width = paint(painted, xy, text, size, colour[:3], bold, anchor)
        assert width == filled_through_the_whole_mask(expected, xy, text, size, colour[:3],
                                                      bold, anchor)
        assert ImageChops.difference(painted, expected).getbbox() is None, text


def test_a_string_of_no_ink_draws_nothing() -> None:
    image = speckled("RGB")
    before = image.tobytes()
    assert paint(image, (5, 5), "   ", 20, (0, 0, 0)) > 0
    assert image.tobytes() == before
