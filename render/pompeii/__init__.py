"""Pictures of Pompeii: The Last Days: the board (outer track round the city plan) after
every turn, one player's own view, and the final table, every word in the reader's
language."""

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
    draw_track_pawns,
)
from render.pompeii.private import private_image
from render.pompeii.scores import draw_result_sheet

View = dict[str, Any]


def board_image(view: View, names: Sequence[str] | None = None, previous: View | None = None,
                lang: str = "en") -> Image.Image:
    """The board as a Pillow image (``draw_board`` encodes it)."""
    seats = Seats(names, len(view["seats"]))
    changes = diff(view, previous)
    image = background(lang)
    panel.draw_header(image, view, seats, lang)
    draw_owners(image, view, seats)
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


def draw_scores(view: View, result: dict[str, Any], names: Sequence[str] | None = None,
                lang: str = "en") -> bytes:
    seats = Seats(names, len(view["seats"]))
    return encode(draw_result_sheet(view, result, seats, lang), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)


def draw_private(view: View, names: Sequence[str] | None = None, lang: str = "en",
                 choices: Sequence[str] = ()) -> bytes:
    """One seat's own picture: its cards and combinations, cash, phase and place, its
    clients in the city and saved, and ``choices`` (what it may do now; empty: not its
    turn)."""
    seats = Seats(names, len(view["seats"]))
    return encode(private_image(view, seats, lang, tuple(choices)), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)
