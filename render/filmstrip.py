"""Frames of an animated replay: each scene's picture on a common canvas under a caption strip.

Every frame of an animation has the same size, but a score sheet is smaller than a board,
so each picture is centred on a canvas as large as the largest one. The strip above it
holds the caption (the phase in the reader's language) and the frame's number, "7/40".
"""

from __future__ import annotations

from collections.abc import Sequence
from io import BytesIO

from PIL import Image

from render.common.text import fit, line_height, paint
from render.storyboard import Scene

BACKGROUND = (30, 33, 39)
CAPTION_COLOUR = (245, 245, 245)
COUNTER_COLOUR = (170, 176, 186)
CAPTION_SIZE = 30  # px of the Noto Sans text at full scale
MARGIN = 24
STRIP_HEIGHT = line_height(CAPTION_SIZE) + 16
MIN_CANVAS_WIDTH = 640  # room for a caption above even a small picture


def picture(scene: Scene) -> Image.Image:
    image = Image.open(BytesIO(scene.picture))
    return image.convert("RGB")


def canvas_size(sizes: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """Width and height of every frame (before scaling) for pictures of ``sizes``."""
    return max(MIN_CANVAS_WIDTH, *(w for w, _ in sizes)), max(h for _, h in sizes) + STRIP_HEIGHT


def compose(scene: Scene, number: int, count: int, size: tuple[int, int]) -> Image.Image:
    """The frame of ``scene``, number ``number`` (from 1) of ``count``, at full scale."""
    width, height = size
    frame = Image.new("RGB", size, BACKGROUND)
    counter = f"{number}/{count}"
    counter_width = paint(frame, (width - MARGIN, STRIP_HEIGHT / 2), counter, CAPTION_SIZE,
                          COUNTER_COLOUR, anchor="rm")
    room = width - 3 * MARGIN - counter_width
    paint(frame, (MARGIN, STRIP_HEIGHT / 2), fit(scene.caption, CAPTION_SIZE, room, bold=True),
          CAPTION_SIZE, CAPTION_COLOUR, bold=True, anchor="lm")
    board = picture(scene)
    left = (width - board.width) // 2
    top = STRIP_HEIGHT + (height - STRIP_HEIGHT - board.height) // 2
    frame.paste(board, (left, top))
    return frame


def scaled_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    if scale >= 1:
        return size
    return max(1, round(size[0] * scale)), max(1, round(size[1] * scale))


def scaled(frame: Image.Image, scale: float) -> Image.Image:
    if scale >= 1:
        return frame
    return frame.resize(scaled_size(frame.size, scale), Image.Resampling.LANCZOS)
