"""The public picture of the table: the background drawn once per board, then the game
on it (header, info strip, timetable, show row, press tracks, player panels), with what
changed since the previous picture highlighted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.common.png import encode
from render.trepanation import layout as L
from render.trepanation import locations, players, press, table
from render.trepanation.background import background
from render.trepanation.changes import diff
from render.trepanation.palette import Seats

View = dict[str, Any]


def board_image(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> Image.Image:
    """The table as a Pillow image (``draw_board`` encodes it)."""
    seats = Seats(names, len(view["players"]))
    changes = diff(view, previous)
    image = background(view, lang)
    table.draw_header(image, view, seats, changes, lang)
    table.draw_info(image, view, changes, lang)
    locations.draw_dynamic(image, view, seats, changes, lang)
    table.draw_show_row(image, view, changes, lang)
    press.draw_press(image, view, seats, changes)
    players.draw_panels(image, view, seats, changes, lang)
    return image


def draw_board(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> bytes:
    image = board_image(view, names, previous, lang)
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE, L.PNG_SAMPLE_STEP)
