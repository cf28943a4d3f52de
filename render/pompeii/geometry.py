"""Where everything sits: the 107 track spaces round the ring and every point of the city
plan (crossroads, street points, buildings, houses, gates), from the data file's grid."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from engine.pompeii.data import DATA_FILE, load
from render.pompeii import layout as L

Point = tuple[float, float]
TOP, RIGHT, BOTTOM, LEFT = "top", "right", "bottom", "left"
INWARD: dict[str, Point] = {TOP: (0, 1), RIGHT: (-1, 0), BOTTOM: (0, -1), LEFT: (1, 0)}
OUTWARD: dict[str, Point] = {side: (-x, -y) for side, (x, y) in INWARD.items()}
CORNER_INWARD: tuple[Point, ...] = ((1, 1), (-1, 1), (-1, -1), (1, -1))
# Buildings and houses take the corners of their quarter in this order.
CORNERS: tuple[Point, ...] = ((-1, -1), (1, 1), (1, -1), (-1, 1))


@dataclass(frozen=True)
class Space:
    number: int
    box: L.Box
    side: str  # the side of the ring, or "corner"
    inward: Point  # unit step from the space towards the city

    @property
    def centre(self) -> Point:
        left, top, right, bottom = self.box
        return ((left + right) / 2, (top + bottom) / 2)

    def lane(self, depth: float) -> Point:
        """A point ``depth`` pixels inside the ring's inner edge, level with the space."""
        x, y = self.centre
        dx, dy = self.inward
        reach = L.RING / 2 + depth
        return (x + dx * reach, y + dy * reach)


@cache
def spaces() -> tuple[Space, ...]:
    """The track clockwise from INGRESSUS in the top left corner."""
    x0, y0 = L.BOARD_LEFT, L.BOARD_TOP
    x1, y1 = x0 + L.BOARD, y0 + L.BOARD
    ring = L.RING
    corners = ((x0, y0), (x1 - ring, y0), (x1 - ring, y1 - ring), (x0, y1 - ring))
    found: list[Space] = []
    for side_index, (side, count) in enumerate(zip((TOP, RIGHT, BOTTOM, LEFT), L.TRACK_SIDES,
                                                   strict=True)):
        cx, cy = corners[side_index]
        found.append(Space(len(found), (cx, cy, cx + ring, cy + ring), "corner",
                           CORNER_INWARD[side_index]))
        length = (L.BOARD - 2 * ring) / count
        for n in range(count):
            box: L.Box
            if side == TOP:
                box = (x0 + ring + n * length, y0, x0 + ring + (n + 1) * length, y0 + ring)
            elif side == RIGHT:
                box = (x1 - ring, y0 + ring + n * length, x1, y0 + ring + (n + 1) * length)
            elif side == BOTTOM:
                box = (x1 - ring - (n + 1) * length, y1 - ring, x1 - ring - n * length, y1)
            else:
                box = (x0, y1 - ring - (n + 1) * length, x0 + ring, y1 - ring - n * length)
            found.append(Space(len(found), box, side, INWARD[side]))
    return tuple(found)


# --- the city -------------------------------------------------------------------------------

INNER = L.RING + L.PAWN_LANE
CITY_LEFT = L.BOARD_LEFT + INNER + L.GATE_ROOM
CITY_TOP = L.BOARD_TOP + INNER + L.GATE_ROOM
CITY_W = L.BOARD - 2 * (INNER + L.GATE_ROOM)
CELL_W = CITY_W / L.CITY_COLS
CELL_H = CITY_W / L.CITY_ROWS


@dataclass(frozen=True)
class Plan:
    cells: dict[int, L.Box]  # quarter -> its rectangle
    points: dict[str, Point]  # every node of the city -> where it is drawn
    streets: tuple[tuple[str, str], ...]  # neighbouring crossroads (and gate ways)
    gate_side: dict[int, str]  # gate index -> side of the city it opens to
    corner: dict[str, Point]  # building and house nodes -> which corner of the quarter


def _raw_city() -> dict:
    with DATA_FILE.open("rb") as handle:
        return tomllib.load(handle)


def _gate_side(row: float, col: float, rows: dict[float, list[float]]) -> str:
    if row == min(rows):
        return TOP
    if row == max(rows):
        return BOTTOM
    return LEFT if col == min(rows[row]) else RIGHT


@cache
def plan() -> Plan:
    """Positions of every node of the plan: quarters on the data file's grid (row, col), the
    points of a street evenly along it, buildings and houses in their quarter's corners, gates
    outside the wall."""
    data = load()
    raw = _raw_city()
    grid = {q["number"]: (float(q["row"]), float(q["col"])) for q in raw["quarter"]}
    rows: dict[float, list[float]] = {}
    for row, col in grid.values():
        rows.setdefault(row, []).append(col)
    cells: dict[int, L.Box] = {}
    points: dict[str, Point] = {}
    for number, (row, col) in grid.items():
        left, top = CITY_LEFT + col * CELL_W, CITY_TOP + row * CELL_H
        cells[number] = (left, top, left + CELL_W, top + CELL_H)
        points[f"q{number}"] = (left + CELL_W / 2, top + CELL_H / 2)
    streets: list[tuple[str, str]] = []
    for a, b, length in raw["streets"]["paths"]:
        streets.append((a, b))
        _spread(points, a, b, points[a], points[b], int(length))
    corner: dict[str, Point] = {}
    used: dict[int, int] = {}
    entries = [(c.quarter, c.place) for c in sorted(data.cards.values(), key=lambda c: c.number)
               if not c.is_person]
    houses = {int(h): int(q) for h, q in raw["houses"].items()}
    entries += [(houses[c.house], c.place) for c in data.citizens]
    for quarter, place in entries:
        index = used.get(quarter, 0)
        used[quarter] = index + 1
        dx, dy = CORNERS[index % len(CORNERS)]
        corner[place] = (dx, dy)
        cx, cy = points[f"q{quarter}"]
        points[place] = (cx + dx * (CELL_W / 2 - L.BUILDING_INSET - L.BUILDING_W / 2),
                         cy + dy * (CELL_H / 2 - L.BUILDING_INSET - L.BUILDING_H / 2))
    gate_side: dict[int, str] = {}
    for gate in data.gates:
        row, col = grid[gate.quarter]
        side = _gate_side(row, col, rows)
        gate_side[gate.index] = side
        ox, oy = OUTWARD[side]
        start = f"q{gate.quarter}"
        sx, sy = points[start]
        reach = (CELL_W if ox else CELL_H) / 2 + L.GATE_ROOM / 2
        points[gate.place] = (sx + ox * reach, sy + oy * reach)
        streets.append((start, gate.place))
        _spread(points, start, gate.place, points[start], points[gate.place], gate.length)
    return Plan(cells, points, tuple(streets), gate_side, corner)


def _spread(points: dict[str, Point], a: str, b: str, start: Point, end: Point,
            length: int) -> None:
    for i in range(1, length):
        share = i / length
        points[f"{a}~{b}~{i}"] = (start[0] + (end[0] - start[0]) * share,
                                  start[1] + (end[1] - start[1]) * share)


def building_box(place: str) -> L.Box:
    x, y = plan().points[place]
    return (x - L.BUILDING_W / 2, y - L.BUILDING_H / 2, x + L.BUILDING_W / 2,
            y + L.BUILDING_H / 2)


def empty_corner(top: bool, left: bool) -> L.Box:
    """The empty grid corner of the city (no quarters there), for notes on the plan."""
    cells = plan().cells
    lefts = [c[0] for c in cells.values()]
    tops = [c[1] for c in cells.values()]
    x0, y0 = min(lefts), min(tops)
    x1, y1 = x0 + L.CITY_COLS * CELL_W, y0 + L.CITY_ROWS * CELL_H
    w, h = 2 * CELL_W - 6, CELL_H - 6
    x = x0 + 3 if left else x1 - 3 - w
    y = y0 + 3 if top else y1 - 3 - h
    return (x, y, x + w, y + h)
