"""The public table: header, who is choosing, the boutiques, the Stock Exchange and a row
per team (and the Courtesan), drawn over the cached background with what changed since the
previous picture outlined."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import stamp
from render.common.text import fit, fit_name, paint, width
from render.ladies_gentlemen import geometry as G
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.background import background
from render.ladies_gentlemen.boutiques import draw_boutiques
from render.ladies_gentlemen.changes import diff
from render.ladies_gentlemen.exchange import draw_exchange
from render.ladies_gentlemen.legend import draw_legend, legend_height
from render.ladies_gentlemen.rows import draw_courtesan_row, draw_team_row

View = dict[str, Any]


def draw_board(view: View, names: Sequence[str] | None = None, previous: View | None = None,
               lang: str = "en") -> bytes:
    """The table; cards paid and Gentlemen's holdings changed since ``previous`` are
    outlined."""
    return encode(board_image(view, names, previous, lang), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)


def board_image(view: View, names: Sequence[str] | None, previous: View | None,
                lang: str) -> Image.Image:
    seats = Seats(names, view["players"])
    rows = row_seats(view)
    heights = [G.row_height(max(len(view["wardrobe"][s]) for s in group)) for group in rows]
    room = L.WIDTH - 2 * L.MARGIN
    height = (G.teams_top(view["teams"]) + sum(heights) + L.ROW_GAP * (len(rows) - 1) + L.MARGIN
              + legend_height(lang, room))
    image = background(lang, view["teams"], view["market"], height)
    changes = diff(view, previous)
    draw_header(image, view, lang)
    draw_status(image, view, seats, lang)
    draw_boutiques(image, view, seats, lang)
    draw_exchange(image, view, lang)
    top = G.teams_top(view["teams"])
    for group, h in zip(rows, heights, strict=True):
        box = (L.MARGIN, top, L.WIDTH - L.MARGIN, top + h)
        if len(group) == 2:
            draw_team_row(image, view, changes, seats, group[0] // 2, box, lang)
        else:
            draw_courtesan_row(image, view, changes, seats, box, lang)
        top += h + L.ROW_GAP
    draw_legend(image, (L.MARGIN, top), room, lang)
    return image


def row_seats(view: View) -> list[list[int]]:
    """One row per team (Lady, Gentleman), then the Courtesan's."""
    rows = [[2 * t, 2 * t + 1] for t in range(view["teams"])]
    if view["courtesan"] is not None:
        rows.append([view["courtesan"]])
    return rows


def draw_header(image: Image.Image, view: View, lang: str) -> None:
    """The title and the day on the first line; the phase and what the table does now on
    the second, the whole width for them."""
    right = L.WIDTH - L.HEADER_PAD
    days = W.data().rules.days
    day = W.say("day", lang, day=min(view["day"], days), days=days)
    paint(image, (right, L.HEADER_LINE_1), day, L.HEADING, L.HEADER_MUTED, True, "rm")
    x = L.HEADER_PAD
    phase = W.phase_label(view, lang)
    x += paint(image, (x, L.HEADER_LINE_2), phase, L.HEADING, L.HEADER_INK, True, "lm") + 16
    paint(image, (x, L.HEADER_LINE_2), fit(W.step_text(view, lang), L.SMALL, round(right - x)),
          L.SMALL, L.HEADER_MUTED, False, "lm")


def _seat_list(image: Image.Image, seats: Seats, group: list[int], x: float, y: float,
               right: float, with_names: bool) -> float:
    r = L.STATUS_TOKEN_R
    for seat in group:
        stamp(image, seats.token(seat, r), (x + r, y))
        x += 2 * r + 6
        if with_names:
            name = fit_name(seats.names[seat], L.SMALL, L.STATUS_NAME_W)
            x += paint(image, (x, y), name, L.SMALL, L.INK, False, "lm") + 14
    return x


def draw_status(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    """Who is still choosing and who has decided (never what), or who acts now."""
    if view["phase"] == "over":
        return
    y = L.STATUS_TOP + L.STATUS_H / 2
    right = L.WIDTH - L.MARGIN
    decided = list(view.get("decided", []))
    to_act = [s for s in view.get("to_act", []) if s not in decided]
    groups = [("to_act" if decided else "acting", to_act)]
    if decided:
        groups.append(("decided", decided))
    per_name = 2 * L.STATUS_TOKEN_R + 6 + L.STATUS_NAME_W + 14
    labels = sum(width(W.say(k, lang), L.SMALL, True) + 10 for k, _ in groups)
    named = labels + per_name * sum(len(g) for _, g in groups) + 30 < right - L.MARGIN
    x: float = L.MARGIN
    for key, group in groups:
        if not group:
            continue
        x += paint(image, (x, y), W.say(key, lang), L.SMALL, L.MUTED, True, "lm") + 10
        x = _seat_list(image, seats, group, x, y, right, named) + 20
