"""Pictures of Save Doctor Lucky: the ship after every turn, and the result sheet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.common.png import encode
from render.common.seats import Seats
from render.doctor_lucky import layout as L
from render.doctor_lucky import panel
from render.doctor_lucky.background import background
from render.doctor_lucky.changes import diff
from render.doctor_lucky.pieces import draw_pieces, draw_sight_line, place_pieces
from render.doctor_lucky.scores import draw_result_sheet

View = dict[str, Any]


def board_image(
    view: View, names: Sequence[str] | None = None, previous: View | None = None
) -> Image.Image:
    """The ship as a Pillow image (``draw_board`` encodes it)."""
    seats = Seats(names, view["players"])
    changes = diff(view, previous)
    image = background(frozenset(view["flooded"]))
    panel.draw_header(image, view, seats)
    panel.draw_deck_piles(image, view, changes)
    draw_sight_line(image, view, changes.rescue_new)
    draw_pieces(image, place_pieces(view, changes), seats, changes)
    panel.draw_panel(image, view, seats, changes)
    return image


def draw_board(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> bytes:
    return encode(board_image(view, names, previous), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)


def draw_scores(
    view: View, result: dict[str, Any], names: Sequence[str] | None = None, lang: str = "en",
) -> bytes:
    seats = Seats(names, view["players"])
    return encode(draw_result_sheet(view, result, seats), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
