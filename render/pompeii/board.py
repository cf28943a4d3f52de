"""The board after every turn: the outer track round the city plan, owners' marks, lava,
waiting clients, pawns and the panel under it, with what changed since ``previous`` marked
(track spaces edged in magenta, the ways walked in the walker's colour, quarters buried)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.common.png import encode
from render.pompeii import layout as L
from render.pompeii import panel
from render.pompeii.background import background
from render.pompeii.changes import diff
from render.pompeii.pieces import (
    draw_city_pawns,
    draw_clients,
    draw_lava,
    draw_owners,
    draw_routes,
    draw_track_changes,
    draw_track_pawns,
)
from render.pompeii.words import table_seats

View = dict[str, Any]


def board_image(view: View, names: Sequence[str] | None = None, previous: View | None = None,
                lang: str = "en") -> Image.Image:
    """The board as a Pillow image (``draw_board`` encodes it)."""
    seats = table_seats(view, names)
    changes = diff(view, previous)
    board = background(lang)
    top = board.height
    image = Image.new("RGB", (L.WIDTH, top + panel.panel_height(view, seats, lang) + L.MARGIN),
                      L.PAPER)
    image.paste(board)
    panel.draw_header(image, view, seats, lang)
    draw_owners(image, view, seats)
    draw_track_changes(image, changes)
    draw_lava(image, view, changes)
    draw_clients(image, view, seats)
    draw_routes(image, changes, seats, frozenset(view["destroyed"]))
    draw_city_pawns(image, view, seats, lang)
    draw_track_pawns(image, view, seats)
    panel.draw_panel(image, view, seats, top, lang)
    return image


def draw_board(view: View, names: Sequence[str] | None = None, previous: View | None = None,
               lang: str = "en") -> bytes:
    return encode(board_image(view, names, previous, lang), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
