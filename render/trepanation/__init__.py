"""Pictures of Trepanation: the table after each phase, one seat's own view, and the final
score sheet, each in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.common.png import encode
from render.trepanation import board, players, table
from render.trepanation import layout as L
from render.trepanation.background import background
from render.trepanation.changes import diff
from render.trepanation.palette import Seats
from render.trepanation.private import draw_private_sheet
from render.trepanation.scores import draw_score_sheet

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
    board.draw_dynamic(image, view, seats, changes, lang)
    table.draw_show_row(image, view, changes, lang)
    table.draw_press(image, view, seats, changes)
    players.draw_panels(image, view, seats, changes, lang)
    return image


def draw_board(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> bytes:
    image = board_image(view, names, previous, lang)
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)


def draw_scores(
    view: View, result: dict[str, Any], names: Sequence[str] | None = None, lang: str = "en",
) -> bytes:
    seats = Seats(names, len(view["players"]))
    image = draw_score_sheet(view, result, seats, lang)
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)


def draw_private(
    view: View, names: Sequence[str] | None = None, lang: str = "en",
    choices: Sequence[str] = (),
) -> bytes:
    """One seat's own view (``view["viewer"]``) with ``choices``, the labels of what it may
    do now; without choices it says whose turn it is instead."""
    image = draw_private_sheet(view, names, lang, choices)
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
