"""Pictures of Ladies & Gentlemen: the public table after every phase (boutiques, the Stock
Exchange, each team's Lady and Gentleman, the Courtesan), one seat's own view, and the
Ball's score sheet, every word in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from render.common.png import encode
from render.common.seats import Seats
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen.board import board_image
from render.ladies_gentlemen.private import private_image
from render.ladies_gentlemen.scores import score_image

View = dict[str, Any]

__all__ = ["board_image", "draw_board", "draw_private", "draw_scores"]


def draw_board(view: View, names: Sequence[str] | None = None, previous: View | None = None,
               lang: str = "en") -> bytes:
    """The table; cards paid and Gentlemen's holdings changed since ``previous`` are
    outlined."""
    return encode(board_image(view, names, previous, lang), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)


def draw_scores(view: View, result: dict[str, Any], names: Sequence[str] | None = None,
                lang: str = "en") -> bytes:
    seats = Seats(names, view["players"])
    return encode(score_image(view, result, seats, lang), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)


def draw_private(view: View, names: Sequence[str] | None = None, lang: str = "en",
                 choices: Sequence[str] = ()) -> bytes:
    """One seat's own view (``view["viewer"]``) and ``choices``, the labels of what it may do
    now; without choices it says who the table is waiting for."""
    seats = Seats(names, view["players"])
    return encode(private_image(view, seats, lang, tuple(choices)), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)
