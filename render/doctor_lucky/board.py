"""The public picture: the ship with every pawn, Doctor Lucky, the decks' piles, the last
rescue attempt's sight line and the panel under the ship, marking what changed since
``previous``."""

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

View = dict[str, Any]


def board_image(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> Image.Image:
    """The ship as a Pillow image (``draw_board`` encodes it)."""
    seats = Seats(names, view["players"])
    changes = diff(view, previous)
    image = background(frozenset(view["flooded"]), lang)
    panel.draw_header(image, view, seats, lang)
    panel.draw_deck_piles(image, view, changes, lang)
    draw_sight_line(image, view, changes.rescue_new, lang)
    draw_pieces(image, place_pieces(view, changes), seats, changes)
    bottom = panel.draw_panel(image, view, seats, changes, lang)
    # The canvas fits the most players and the longest texts; the picture ends under the panel.
    return image.crop((0, 0, L.WIDTH, min(L.HEIGHT, bottom + L.MARGIN)))


def draw_board(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> bytes:
    return encode(board_image(view, names, previous, lang), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
