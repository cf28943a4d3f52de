"""The board after every turn: the outer track round the city plan, owners' marks, lava,
waiting clients, pawns and the side panel, with what changed since ``previous`` marked in
gold (track spaces, the ways walked, quarters buried)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.common.png import encode
from render.common.seats import Seats
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

View = dict[str, Any]


def board_image(view: View, names: Sequence[str] | None = None, previous: View | None = None,
                lang: str = "en") -> Image.Image:
    """The board as a Pillow image (``draw_board`` encodes it)."""
    seats = Seats(names, len(view["seats"]))
    changes = diff(view, previous)
    image = background(lang)
    panel.draw_header(image, view, seats, lang)
    draw_owners(image, view, seats)
    draw_track_changes(image, changes)
    draw_lava(image, view, changes)
    draw_clients(image, view, seats)
    draw_routes(image, changes, seats, frozenset(view["destroyed"]))
    draw_city_pawns(image, view, seats, lang)
    draw_track_pawns(image, view, seats)
    panel.draw_panel(image, view, seats, lang)
    return image


def draw_board(view: View, names: Sequence[str] | None = None, previous: View | None = None,
               lang: str = "en") -> bytes:
    return encode(board_image(view, names, previous, lang), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
