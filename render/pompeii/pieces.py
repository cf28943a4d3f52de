"""The changing parts of the board: owners of sold spaces and pawns on the track; lava,
clients, routes and pawns in the city."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.pompeii.data import load
from render.common.seats import Seats
from render.common.shapes import mix, stamp
from render.common.text import fit, paint
from render.pompeii import geometry as G
from render.pompeii import layout as L
from render.pompeii.changes import Changes
from render.pompeii.words import acting_seat, say

View = dict[str, Any]
Point = G.Point


# --- the outer track -----------------------------------------------------------------------

def draw_owners(image: Image.Image, view: View, seats: Seats) -> None:
    """A sold space shows its owner's token over the colour marks and price."""
    draw = ImageDraw.Draw(image)
    data = load()
    for space in G.spaces():
        card = data.spaces[space.number]
        owner = view["owner"][card] if card else None
        if owner is None:
            continue
        left, top, right, bottom = space.box
        if space.side in (G.LEFT, G.RIGHT):
            draw.rectangle((right - 2 * L.TRACK_TOKEN_R - 6, top + 1, right - 1, bottom - 1),
                           fill=L.SOLD_BG)
            centre = (right - L.TRACK_TOKEN_R - 4, (top + bottom) / 2)
        else:
            draw.rectangle((left + 1, top + 22, right - 1, bottom - 1), fill=L.SOLD_BG)
            centre = ((left + right) / 2, top + 22 + (bottom - top - 22) / 2)
        stamp(image, seats.token(owner, L.TRACK_TOKEN_R), centre)


def _track_spots(space: G.Space, count: int) -> list[Point]:
    r = L.PAWN_R
    if space.side == "corner":
        ix, iy = space.inward
        left, top, right, bottom = space.box
        x0 = right + r + 2 if ix > 0 else left - r - 2
        y0 = bottom + r + 2 if iy > 0 else top - r - 2
        return [(x0 + ix * (n % 4) * (2 * r + 2), y0 + iy * (n // 4) * (2 * r + 2))
                for n in range(count)]
    dx, dy = space.inward
    ax, ay = -dy, dx  # along the track
    per_row = min(count, 3)
    spots = []
    for n in range(count):
        row, col = divmod(n, 3)
        shift = (col - (per_row - 1) / 2) * (2 * r - 4)
        x, y = space.lane(r + 2 + row * (2 * r - 2))
        spots.append((x + ax * shift, y + ay * shift))
    return spots


def halo(draw: ImageDraw.ImageDraw, centre: Point, radius: float) -> None:
    x, y = centre
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=L.NOW_BG,
                 outline=L.INK, width=1)


def draw_track_pawns(image: Image.Image, view: View, seats: Seats) -> None:
    draw = ImageDraw.Draw(image)
    acting = acting_seat(view)
    by_space: dict[int, list[int]] = {}
    for seat, info in enumerate(view["seats"]):
        if info["status"] == "track":
            by_space.setdefault(int(info["pos"]), []).append(seat)
    for number, group in sorted(by_space.items()):
        space = G.spaces()[number]
        for seat, spot in zip(group, _track_spots(space, len(group)), strict=True):
            if seat == acting:
                halo(draw, spot, L.PAWN_R + 5)
            stamp(image, seats.token(seat, L.PAWN_R), spot)


def draw_track_changes(image: Image.Image, changes: Changes) -> None:
    """A gold edge round every track space that changed since the previous picture."""
    draw = ImageDraw.Draw(image)
    for space in G.spaces():
        if space.number in changes.track:
            draw.rectangle(space.box, outline=L.CHANGE, width=L.TRACK_CHANGE_W)


# --- the city -------------------------------------------------------------------------------

def draw_lava(image: Image.Image, view: View, changes: Changes) -> None:
    """Buried quarters under lava; the ones buried since the last picture edged in gold."""
    plan = G.plan()
    draw = ImageDraw.Draw(image)
    for quarter in view["destroyed"]:
        left, top, right, bottom = (round(v) for v in plan.cells[quarter])
        box = (left, top, right, bottom)
        region = image.crop(box)
        image.paste(Image.blend(region, Image.new("RGB", region.size, L.LAVA), L.LAVA_SHARE),
                    (left, top))
        for n in range(1, 4):
            y = top + (bottom - top) * n / 4
            draw.line((left + 4, y + 8, right - 4, y - 8), fill=L.LAVA_LINE, width=2)
        if quarter in changes.buried:
            draw.rectangle(box, outline=L.CHANGE, width=4)
        _crossroads(image, draw, quarter, True)
    for gate in load().gates:
        if gate.quarter in view["destroyed"]:
            x, y = plan.points[gate.place]
            draw.line((x - 14, y - 14, x + 14, y + 14), fill=L.LAVA, width=5)
            draw.line((x - 14, y + 14, x + 14, y - 14), fill=L.LAVA, width=5)


def _waiting(view: View) -> dict[str, list[int]]:
    """Persons waiting at each building or house: those combined with a building in phase 2,
    the clients still in the city (not carried) afterwards."""
    places: dict[str, list[int]] = {}
    if view["phase"] == "life":
        for person, host in enumerate(view["host"]):
            if host is not None and view["owner"][person] is not None:  # sold persons move out
                places.setdefault(f"b{host}", []).append(person)
        return places
    carried = {s["carrying"] for s in view["seats"] if s["carrying"] is not None}
    for person, place in sorted(view["clients"].items(), key=lambda kv: int(kv[0])):
        if int(person) not in carried:
            places.setdefault(place, []).append(int(person))
    return places


def draw_clients(image: Image.Image, view: View, seats: Seats) -> None:
    """Each waiting person as a small token of its patron along the bottom of its building."""
    r = L.GUEST_R
    for place, persons in _waiting(view).items():
        left, _, right, bottom = G.building_box(place)
        owners = [view["owner"][p] for p in persons]
        y = bottom - r - 3
        if len(owners) > 3:
            stamp(image, seats.token(owners[0], r), (left + r + 3, y))
            paint(image, (left + 2 * r + 6, y), f"×{len(owners)}", L.TINY, L.WHITE, True, "lm")
            continue
        step = (right - left - 2 * r - 4) / max(1, len(owners) - 1) if len(owners) > 1 else 0
        x = (left + right) / 2 if len(owners) == 1 else left + r + 2
        for n, owner in enumerate(owners):
            stamp(image, seats.token(owner, r), (x + n * step, y))


def _pawn_spot(place: str) -> Point:
    """Pawns on a building or house stand on its corner towards the crossroads."""
    plan = G.plan()
    x, y = plan.points[place]
    corner = plan.corner.get(place)
    if corner is None:
        return (x, y)
    return (x - corner[0] * L.BUILDING_W / 2, y - corner[1] * L.BUILDING_H / 2)


def _crossroads(image: Image.Image, draw: ImageDraw.ImageDraw, quarter: int,
                buried: bool) -> None:
    x, y = G.plan().points[f"q{quarter}"]
    r = L.CROSSROADS_R
    draw.ellipse((x - r, y - r, x + r, y + r), fill=L.ASH if buried else L.GREEN_POINT,
                 outline=L.LAVA_LINE if buried else L.WHITE)
    paint(image, (x, y), str(quarter), L.TINY, L.WHITE, True, "mm")


def draw_routes(image: Image.Image, changes: Changes, seats: Seats,
                destroyed: frozenset[int]) -> None:
    plan = G.plan()
    draw = ImageDraw.Draw(image)
    for route in changes.routes:
        points = [plan.points[n] for n in route.nodes]
        if route.start is not None:
            points.insert(0, plan.points[route.start])
        if len(points) < 2:
            continue
        colour = seats.colour(route.seat)
        casing = L.INK if sum(colour) > 600 else L.WHITE  # a white or yellow way needs a dark edge
        draw.line(points, fill=casing, width=L.ROUTE_W + 2 * L.ROUTE_CASING, joint="curve")
        draw.line(points, fill=colour, width=L.ROUTE_W, joint="curve")
        x, y = points[0]
        r = L.CITY_PAWN_R - 3
        draw.ellipse((x - r, y - r, x + r, y + r), fill=mix(colour, L.WHITE, 0.6),
                     outline=colour, width=3)
        for node in route.nodes:  # keep the quarter numbers readable under the route
            if node.startswith("q") and "~" not in node:
                _crossroads(image, draw, int(node[1:]), int(node[1:]) in destroyed)


def draw_city_pawns(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    acting = acting_seat(view)
    at: dict[str, list[int]] = {}
    outside: list[int] = []
    for seat, info in enumerate(view["seats"]):
        if info["status"] != "city":
            continue
        if info["outside"] or info["place"] is None:
            outside.append(seat)
        else:
            at.setdefault(info["place"], []).append(seat)
    r = L.CITY_PAWN_R
    for place, group in sorted(at.items()):
        x, y = _pawn_spot(place)
        for n, seat in enumerate(group):
            spot = (x + (n - (len(group) - 1) / 2) * (2 * r - 6), y)
            _pawn(image, draw, view, seats, seat, spot, seat == acting)
    if outside:
        _draw_outside(image, draw, view, seats, outside, acting, lang)


def _pawn(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seats: Seats, seat: int,
          spot: Point, acting: bool) -> None:
    r = L.CITY_PAWN_R
    info = view["seats"][seat]
    if acting:
        halo(draw, spot, r + 6)
    stamp(image, seats.token(seat, r), spot)
    x, y = spot
    if not info["alive"]:
        draw.line((x - r, y - r, x + r, y + r), fill=L.DEAD_INK, width=5)
        draw.line((x - r, y + r, x + r, y - r), fill=L.DEAD_INK, width=5)
    carried = info["carrying"]
    if carried is not None:
        text = f"#{carried}"
        box = (x + r - 2, y - r - 8, x + r + 8 + 9 * len(text), y - r + 12)
        draw.rounded_rectangle(box, radius=5, fill=L.WHITE, outline=seats.colour(seat), width=2)
        paint(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, L.TINY, L.INK, True,
              "mm")


def _draw_outside(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seats: Seats,
                  group: list[int], acting: int | None, lang: str) -> None:
    """Pawns that left the city wait in the empty top left corner of the plan."""
    left, top, right, bottom = G.empty_corner(top=True, left=True)
    draw.rounded_rectangle((left, top, right, bottom), radius=8, fill=L.PANEL_BG,
                           outline=L.SAVED_INK, width=2)
    paint(image, (left + 8, top + 4), fit(say("outside", lang), L.TINY, int(right - left - 16),
                                          True), L.TINY, L.SAVED_INK, True)
    r = L.OUTSIDE_R
    per_row = max(1, int((right - left - 8) // (2 * r + 4)))
    for n, seat in enumerate(group):
        row, col = divmod(n, per_row)
        spot = (left + 6 + r + col * (2 * r + 4), top + 30 + r + row * (2 * r + 4))
        if seat == acting:
            halo(draw, spot, r + 5)
        stamp(image, seats.token(seat, r), spot)
