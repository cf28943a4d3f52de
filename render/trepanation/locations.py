"""The locations on the board: a timetable with one row per location and one column per hour.

The day's hours form one grid (a row per day location); the night's hours a second, where
night locations share rows where their hours do not meet (each night slot carries its
location's name). The two travelling location cards follow, each slot saying its hour.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp, text_on
from render.common.text import line_height, paint, width
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.changes import Changes
from render.trepanation.palette import Seats
from render.trepanation.slot_text import slot_text
from render.trepanation.widgets import badge, snug
from render.trepanation.words import pic

View = dict[str, Any]


def draw_static(image: Image.Image, view: View, lang: str) -> None:
    """Everything on the board that only depends on the board side and player count."""
    draw = ImageDraw.Draw(image)
    for night in (False, True):
        _time_header(image, draw, lang, night)
    top = geometry.row(0, L.NIGHT_TOP)[0] - L.ROW_GAP
    bottom = geometry.row(L.NIGHT_ROWS - 1, L.NIGHT_TOP)[1] + L.ROW_GAP
    draw.rounded_rectangle((L.BOARD[0], top, L.BOARD[2], bottom), radius=L.CELL_RADIUS,
                           fill=L.NIGHT_BG)
    day, _ = geometry.board_rows(view)
    for index, location in enumerate(day[: L.DAY_ROWS]):
        box = geometry.label(index, L.DAY_TOP)
        _row_label(image, box, location["name"], L.INK)
    for index in range(L.TRAVEL_ROWS):
        top, bottom = geometry.row(index, geometry.travel_top())
        draw.rounded_rectangle(
            (L.BOARD[0], top - 2, L.BOARD[2], bottom + 2), radius=L.CELL_RADIUS, fill=L.TRAVEL_BG
        )
    for spot in geometry.spots(view, travelling=False):
        draw_slot(image, draw, spot, None, None, lang)
        if spot.location["closed"]:
            _closed(image, draw, spot.box, lang)


def _time_header(
    image: Image.Image, draw: ImageDraw.ImageDraw, lang: str, night: bool,
    now: str | None = None,
) -> None:
    top = geometry.grid_top(night)
    bottom = top + L.TIME_HEADER_H
    mid = (top + bottom) / 2
    word = pic("night" if night else "location", lang)
    paint(image, (L.BOARD[0] + 4, mid), word, L.SMALL, L.MUTED, True, "lm")
    for time in L.NIGHT_TIMES if night else L.DAY_TIMES:
        left, right = geometry.column(time)
        if time == now:
            fill, ink = L.NOW_BG, L.INK
        else:
            fill, ink = (L.NIGHT_BG if night else L.PAPER), (L.NIGHT_INK if night else L.INK)
        draw.rounded_rectangle((left + 1, top, right - 1, bottom), radius=L.CELL_RADIUS,
                               fill=fill)
        paint(image, ((left + right) / 2, mid), time, L.LABEL, ink, True, "mm")


def _row_label(image: Image.Image, box: L.Box, name: str, ink: L.Colour) -> None:
    left, top, right, bottom = box
    size, lines = snug(name, L.LABEL, right - left - 8, 2, True)
    step = line_height(size)
    y = (top + bottom) / 2 - step * len(lines) / 2
    for line in lines:
        paint(image, (left + 4, y), line, size, ink, True)
        y += step


def _closed(image: Image.Image, draw: ImageDraw.ImageDraw, box: L.Box, lang: str) -> None:
    left, top, right, bottom = box
    draw.rounded_rectangle(box, radius=L.CELL_RADIUS, fill=L.CLOSED_SHADE)
    for x in range(left - (bottom - top), right, L.CLOSED_HATCH_STEP):
        draw.line(
            (
                max(x, left),
                top + max(0, left - x),
                min(x + bottom - top, right),
                top + min(bottom - top, right - x),
            ),
            fill=L.CLOSED_HATCH,
            width=L.CLOSED_HATCH_WIDTH,
        )
    cx, cy = (left + right) / 2, (top + bottom) / 2
    size, (text,) = snug(pic("closed", lang), L.LABEL, right - left - 2 * L.CELL_PAD - 8, 1, True)
    w, h = (width(text, size, True) + 8) / 2, L.CLOSED_LABEL_H / 2
    draw.rounded_rectangle(
        (cx - w, cy - h, cx + w, cy + h), radius=4, fill=L.WHITE, outline=L.CLOSED_INK, width=2
    )
    paint(image, (cx, cy), text, size, L.CLOSED_INK, True, "mm")


def draw_slot(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    spot: geometry.SlotSpot,
    seats: Seats | None,
    changes: Changes | None,
    lang: str,
) -> None:
    """One time slot: what it does, and the token of whoever stands on it (faded once that
    worker has acted this phase)."""
    occupant = spot.slot.get("occupant")
    acted = spot.slot.get("acted") if occupant is None else None
    base = L.NIGHT_SLOT_BG if spot.night else L.SLOT_BG
    ink = L.NIGHT_INK if spot.night else L.INK
    edge, edge_width = (L.NIGHT_SLOT_EDGE if spot.night else L.SLOT_EDGE), 1
    if occupant is not None and seats is not None:
        colour = seats.colour(occupant)
        base = mix(base, colour, L.TINT_STRENGTH)
        ink = text_on(base)
        edge, edge_width = colour, 3
    elif acted is not None and seats is not None:
        base = mix(base, seats.colour(acted), L.ACTED_TINT)
        ink = text_on(base)
    left, top, right, bottom = spot.box
    if changes is not None and spot.slot["id"] in changes.slots:
        draw.rounded_rectangle(
            (left - 2, top - 2, right + 2, bottom + 2), radius=L.CELL_RADIUS + 2, fill=L.CHANGE
        )
    draw.rounded_rectangle(
        spot.box, radius=L.CELL_RADIUS, fill=base, outline=edge, width=edge_width
    )
    limit = right - left - 2 * L.CELL_PAD - L.CELL_TEXT_RESERVE
    lines: list[tuple[str, int, bool]] = []
    if spot.night or spot.travelling:  # the slot's location, or a travelling slot's hour
        title = spot.slot["time"] if spot.travelling else spot.location["name"]
        size, title_lines = snug(title, L.NIGHT_TITLE, limit, 1, True)
        lines += [(line, size, True) for line in title_lines]
    size, text_lines = snug(slot_text(spot.slot["effects"], lang), L.SMALL, limit,
                            max(1, L.SLOT_LINES - len(lines)))
    lines += [(line, size, False) for line in text_lines]
    y = (top + bottom) / 2 - sum(line_height(s) - 2 for _, s, _ in lines) / 2 - 1
    for line, size, bold in lines:
        paint(image, (left + L.CELL_PAD, y), line, size, ink, bold)
        y += line_height(size) - 2
    centre = (right - L.CELL_PAD - L.CELL_TOKEN_R, (top + bottom) / 2)
    if occupant is not None and seats is not None:
        stamp(image, seats.token(occupant, L.CELL_TOKEN_R), centre)
    elif acted is not None and seats is not None:
        stamp(image, faded(seats.token(acted, L.CELL_TOKEN_R), L.ACTED_TOKEN_ALPHA), centre)


def draw_dynamic(
    image: Image.Image, view: View, seats: Seats, changes: Changes, lang: str
) -> None:
    draw = ImageDraw.Draw(image)
    if view.get("time"):
        _time_header(image, draw, lang, view["time"] in L.NIGHT_TIMES, view["time"])
    for spot in geometry.spots(view, travelling=False):
        if spot.slot["occupant"] is not None or spot.slot.get("acted") is not None:
            draw_slot(image, draw, spot, seats, changes, lang)
    for index, card in enumerate(geometry.travelling_rows(view)):
        box = geometry.label(index, geometry.travel_top())
        position = card.get("position", "")
        is_new = position in changes.travelling
        new_w = badge(image, draw, (box[2] - 6, box[1] + 4), pic("new", lang)) if is_new else 0
        size, (where,) = snug(pic(f"travelling.{position}", lang), L.SMALL,
                              box[2] - box[0] - 14 - new_w)
        paint(image, (box[0] + 4, box[1] + 2), where, size, L.INK)
        size, lines = snug(card["name"], L.SMALL, box[2] - box[0] - 8, 2, True)
        y = box[3] - 4 - len(lines) * (line_height(size) - 4)
        for line in lines:
            paint(image, (box[0] + 4, y), line, size, L.INK, True)
            y += line_height(size) - 4
    for spot in geometry.spots(view, travelling=True):
        draw_slot(image, draw, spot, seats, changes, lang)


def faded(picture: Image.Image, alpha: float) -> Image.Image:
    """An RGBA picture made see-through to ``alpha`` (0 invisible, 1 unchanged)."""
    copy = picture.copy()
    copy.putalpha(copy.getchannel("A").point(lambda a: round(a * alpha)))
    return copy
