"""Everything that stands on the ship: pawns, Doctor Lucky, the places moved pieces left,
and the sight line of the last rescue attempt."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from math import hypot
from typing import Any

from PIL import Image, ImageDraw

from engine.doctor_lucky.ship import ship
from render.common.seats import Seats
from render.common.shapes import stamp
from render.common.text import paint, width
from render.doctor_lucky import geometry as G
from render.doctor_lucky import layout as L
from render.doctor_lucky import words
from render.doctor_lucky.changes import Changes
from render.doctor_lucky.icons import faded, top_hat

View = dict[str, Any]
DOCTOR = -1  # the Doctor's "seat" in a room's list of pieces
Point = G.Point


@dataclass(frozen=True)
class Piece:
    who: int  # a seat, or DOCTOR
    ghost: bool  # the faint copy where a moved piece stood
    centre: Point
    radius: int


def place_pieces(view: View, changes: Changes) -> list[Piece]:
    """Every piece with its place: in each room the Doctor first, then the pawns by seat,
    then the faint copies of pieces that left the room. Only public facts decide places."""
    rooms: dict[str, list[tuple[int, bool]]] = {}
    rooms.setdefault(view["doctor"], []).append((DOCTOR, False))
    for seat, room in enumerate(view["pawns"]):
        rooms.setdefault(room, []).append((seat, False))
    if changes.doctor_from is not None:
        rooms.setdefault(changes.doctor_from, []).append((DOCTOR, True))
    for seat, room in sorted(changes.moved.items()):
        rooms.setdefault(room, []).append((seat, True))
    plan = G.plan()
    pieces = []
    for room, members in rooms.items():
        if room not in plan.places:
            continue
        radius, centres = G.slots(plan.places[room].pieces, len(members))
        for (who, ghost), centre in zip(members, centres, strict=True):
            pieces.append(Piece(who, ghost, centre, radius))
    return pieces


def _dashed(
    draw: ImageDraw.ImageDraw, points: list[Point], fill: L.Colour, line: int,
    dash: tuple[int, int],
) -> None:
    on, off = dash
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = hypot(x1 - x0, y1 - y0)
        at = 0.0
        while at < length:
            end = min(length, at + on)
            draw.line(
                (x0 + (x1 - x0) * at / length, y0 + (y1 - y0) * at / length,
                 x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length),
                fill=fill, width=line,
            )
            at += on + off


def _eye(image: Image.Image, draw: ImageDraw.ImageDraw, centre: Point) -> None:
    x, y = centre
    r = L.EYE_R
    draw.ellipse((x - r, y - r * 0.66, x + r, y + r * 0.66), fill=L.WHITE, outline=L.SIGHT,
                 width=3)
    draw.ellipse((x - r * 0.36, y - r * 0.36, x + r * 0.36, y + r * 0.36), fill=L.SIGHT)


def outcome_words(
    rescue: dict[str, Any], lang: str = "en", short: bool = False
) -> tuple[str, L.Colour]:
    """A rescue attempt's outcome in words, and its colour."""
    colour = {"rescued": L.SAVED, "foiled": L.FOILED}.get(rescue.get("outcome", ""), L.SIGHT)
    return words.outcome_text(rescue, lang, short), colour


def other_witness_lines(view: View, rescue: dict[str, Any]) -> list[list[str]]:
    """Sight lines from the other witnesses' rooms to the rescue room: the view's
    ``sight_lines`` where the engine gives them; otherwise worked out from the witnesses'
    rooms and the public ship plan (right while the attempt is new)."""
    given = rescue.get("sight_lines")
    if isinstance(given, dict):  # the engine's own lines, as they were at the attempt
        return [list(line) for seat, line in sorted(given.items())
                if int(seat) != rescue.get("witness") and len(line) > 1]
    flooded = frozenset(view["flooded"])
    lines = []
    for seat in rescue.get("witnesses", []):
        if seat == rescue.get("witness") or not 0 <= seat < len(view["pawns"]):
            continue
        line = ship().sight_line(view["pawns"][seat], rescue["room"], flooded)
        if line is not None and len(line) > 1:
            lines.append(list(line))
    return lines


def draw_sight_line(image: Image.Image, view: View, fresh: bool, lang: str = "en") -> None:
    """The line from the witness who saw the rescue to the Doctor's room, with its outcome
    (and thinner lines from the other witnesses). An attempt the previous picture showed
    already is drawn thin and dashed, without the others."""
    rescue = view.get("rescue") or view.get("last_rescue")
    if rescue is None:
        return
    plan = G.plan()
    draw = ImageDraw.Draw(image)
    line = list(rescue.get("sight_line") or [rescue["room"]])
    points = plan.line_points(line)
    if not points:
        return
    if fresh:
        for other in other_witness_lines(view, rescue):
            extra = plan.line_points(other)
            draw.line(extra, fill=L.WHITE, width=L.OTHER_SIGHT_W + 2 * L.SIGHT_CASING,
                      joint="curve")
            draw.line(extra, fill=L.SIGHT, width=L.OTHER_SIGHT_W, joint="curve")
    if len(line) == 1:  # the witness stood in the room itself: ring the room
        left, top, right, bottom = plan.places[line[0]].box
        ring = (left + 2, top + 2, right - 2, bottom - 2)
        draw.rectangle(ring, outline=L.SIGHT, width=L.SIGHT_W if fresh else L.STALE_SIGHT_W)
    elif fresh:
        draw.line(points, fill=L.WHITE, width=L.SIGHT_W + 2 * L.SIGHT_CASING, joint="curve")
        draw.line(points, fill=L.SIGHT, width=L.SIGHT_W, joint="curve")
        _eye(image, draw, points[0])
    else:
        _dashed(draw, points, L.SIGHT, L.STALE_SIGHT_W, L.SIGHT_DASH)
    if fresh:
        _outcome_badge(image, draw, plan.places[rescue["room"]], rescue, lang)


def _outcome_badge(
    image: Image.Image, draw: ImageDraw.ImageDraw, place: G.Place, rescue: dict[str, Any],
    lang: str,
) -> None:
    """A short outcome tag sitting on the top wall of the rescue room (the panel has the
    long wording)."""
    text, colour = outcome_words(rescue, lang, short=True)
    w = width(text, L.ROOM_NAME, True) + 14
    h = L.BADGE_H
    left, top, right, _ = place.box
    x = min(max((left + right) / 2 - w / 2, L.COLS_LEFT), L.COLS_RIGHT - w)
    y = top - h + L.BADGE_OVERLAP
    draw.rounded_rectangle((x, y, x + w, y + h), radius=6, fill=colour, outline=L.WHITE, width=2)
    paint(image, (x + w / 2, y + h / 2), text, L.ROOM_NAME, L.WHITE, True, "mm")


def _arrow(draw: ImageDraw.ImageDraw, start: Point, end: Point, gap: float) -> None:
    """A yellow arrow from ``start`` to ``end``, stopping ``gap`` short of both."""
    (x0, y0), (x1, y1) = start, end
    length = hypot(x1 - x0, y1 - y0)
    if length <= 2 * gap + L.ARROW_HEAD:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    a = (x0 + ux * gap, y0 + uy * gap)
    b = (x1 - ux * gap, y1 - uy * gap)
    draw.line((a, b), fill=L.HULL_EDGE, width=6)
    draw.line((a, b), fill=L.CHANGE, width=3)
    h = L.ARROW_HEAD
    left = (b[0] - ux * h - uy * h * 0.55, b[1] - uy * h + ux * h * 0.55)
    right = (b[0] - ux * h + uy * h * 0.55, b[1] - uy * h - ux * h * 0.55)
    draw.polygon([b, left, right], fill=L.CHANGE, outline=L.HULL_EDGE)


def _picture(who: int, radius: int, seats: Seats) -> Image.Image:
    if who == DOCTOR:
        return top_hat(round(radius * L.DOCTOR_SCALE))
    return seats.token(who, radius)


def draw_pieces(image: Image.Image, pieces: list[Piece], seats: Seats, changes: Changes) -> None:
    draw = ImageDraw.Draw(image)
    by_who = {(p.who, p.ghost): p for p in pieces}
    for piece in pieces:
        if piece.ghost:
            stamp(image, faded(_picture(piece.who, piece.radius, seats), L.GHOST_ALPHA),
                  piece.centre)
    old = by_who.get((DOCTOR, True))
    new = by_who.get((DOCTOR, False))
    if old is not None and new is not None:
        _arrow(draw, old.centre, new.centre, old.radius * L.DOCTOR_SCALE + 2)
    for piece in pieces:
        if piece.ghost:
            continue
        moved = piece.who in changes.moved or (piece.who == DOCTOR and changes.doctor_from)
        if moved:
            x, y = piece.centre
            r = piece.radius + L.HALO_W
            draw.ellipse((x - r, y - r, x + r, y + r), fill=L.CHANGE)
        stamp(image, _picture(piece.who, piece.radius, seats), piece.centre)
