"""Where every room, door and stairwell of the ship plan sits on the canvas.

The plan is static public data (``engine/doctor_lucky/doctor_lucky.toml``): each room has a
deck, a row (0 port, 1 centre line, 2 starboard) and the first and last of six columns
(0 stern .. 5 bow). Stair rooms fill their whole column, so the cabins whose doors open on a
stairwell touch it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache

from engine.doctor_lucky.data import GameData, Room, load
from render.doctor_lucky import layout as L

FBox = tuple[float, float, float, float]
Point = tuple[float, float]

CABIN = "cabin"
PASSAGE = "passage"
STAIRS = "stairs"


@dataclass(frozen=True)
class Place:
    room: Room
    kind: str
    level: int  # 0 = deck A (top)
    box: FBox  # the room's floor, inside its walls
    pieces: FBox  # where pawns and the Doctor stand

    @property
    def centre(self) -> Point:
        left, top, right, bottom = self.box
        return ((left + right) / 2, (top + bottom) / 2)


@dataclass(frozen=True)
class Door:
    rooms: tuple[str, str]
    box: FBox  # the opening across the wall
    vertical: bool  # True for an opening in an up-down wall (rooms side by side)

    @property
    def centre(self) -> Point:
        left, top, right, bottom = self.box
        return ((left + right) / 2, (top + bottom) / 2)


def band_top(level: int) -> int:
    return L.DECKS_TOP + level * (L.BAND_H + L.BAND_GAP)


def band_box(level: int) -> tuple[int, int, int, int]:
    top = band_top(level)
    return (L.HULL_LEFT, top, L.HULL_RIGHT, top + L.BAND_H)


def col_left(col: int) -> int:
    return L.COLS_LEFT + sum(L.COL_WIDTHS[:col])


def row_top(level: int, row: int) -> int:
    return band_top(level) + L.HULL_PAD + sum(L.ROW_HEIGHTS[:row])


def short_name(room: Room) -> str:
    """The name without the deck letter unnumbered rooms carry ("Aft Stairs D")."""
    suffix = f" {room.deck}"
    return room.name[: -len(suffix)] if room.name.endswith(suffix) else room.name


def _kind(data: GameData, room: Room) -> str:
    if any(room.key in pair for pair in data.stairs):
        return STAIRS
    return CABIN if room.number is not None else PASSAGE


def _place(data: GameData, room: Room) -> Place:
    level = data.deck(room.deck).level
    kind = _kind(data, room)
    first_row, last_row = (0, 2) if kind == STAIRS else (room.row, room.row)
    inset = L.ROOM_INSET
    box = (
        col_left(room.cols[0]) + inset,
        row_top(level, first_row) + inset,
        col_left(room.cols[1] + 1) - inset,
        row_top(level, last_row + 1) - inset,
    )
    left, top, right, bottom = box
    pad = L.ROOM_PAD
    if kind == CABIN:
        pieces = (left + pad, top + L.CABIN_TEXT_H, right - pad, bottom - pad)
    elif kind == PASSAGE:
        pieces = (left + L.PASSAGE_TEXT_W, top + pad - 2, right - pad, bottom - pad + 2)
    else:
        pieces = (left + pad, top + L.STAIRS_TEXT_H, right - pad, bottom - pad)
    return Place(room, kind, level, box, pieces)


def _door(a: Place, b: Place) -> Door | None:
    """The opening between two rooms of one deck that share a wall, or None."""
    al, at, ar, ab = a.box
    bl, bt, br, bb = b.box
    reach = L.ROOM_EDGE_W + 1  # the opening covers both rooms' edge lines
    half = L.DOOR_W / 2
    top, bottom = max(at, bt), min(ab, bb)
    if top < bottom and (abs(ar - bl) <= 2 * L.ROOM_INSET or abs(br - al) <= 2 * L.ROOM_INSET):
        x0, x1 = (ar, bl) if ar <= bl else (br, al)
        y = (top + bottom) / 2
        return Door((a.room.key, b.room.key), (x0 - reach, y - half, x1 + reach, y + half), True)
    left, right = max(al, bl), min(ar, br)
    if left < right and (abs(ab - bt) <= 2 * L.ROOM_INSET or abs(bb - at) <= 2 * L.ROOM_INSET):
        y0, y1 = (ab, bt) if ab <= bt else (bb, at)
        x = (left + right) / 2
        return Door((a.room.key, b.room.key), (x - half, y0 - reach, x + half, y1 + reach), False)
    return None


@dataclass(frozen=True)
class Plan:
    places: dict[str, Place]
    doors: dict[frozenset[str], Door]
    stair_links: dict[frozenset[str], FBox]  # stairwell pieces between two decks
    deck_keys: tuple[str, ...]  # top to bottom
    deck_names: tuple[str, ...]

    def link_point(self, a: str, b: str) -> Point | None:
        """Where a line from room ``a`` to room ``b`` passes their common wall or stairwell."""
        pair = frozenset((a, b))
        if pair in self.doors:
            return self.doors[pair].centre
        if pair in self.stair_links:
            left, top, right, bottom = self.stair_links[pair]
            return ((left + right) / 2, (top + bottom) / 2)
        return None

    def line_points(self, rooms: list[str]) -> list[Point]:
        """A sight line drawn from the first room's middle through every door or stairwell
        it passes to the last room's middle."""
        known = [r for r in rooms if r in self.places]
        if not known:
            return []
        points = [self.places[known[0]].centre]
        for a, b in itertools.pairwise(known):
            link = self.link_point(a, b)
            if link is not None:
                points.append(link)
        points.append(self.places[known[-1]].centre)
        return points


@cache
def plan() -> Plan:
    data = load()
    places = {key: _place(data, room) for key, room in data.rooms.items()}
    doors: dict[frozenset[str], Door] = {}
    for a, b in data.doors:
        door = _door(places[a], places[b])
        if door is not None:
            doors[frozenset((a, b))] = door
    links: dict[frozenset[str], FBox] = {}
    for a, b in data.stairs:
        upper, lower = sorted((places[a], places[b]), key=lambda p: p.level)
        x = (upper.centre[0] + lower.centre[0]) / 2
        half = L.STAIR_LINK_W / 2
        links[frozenset((a, b))] = (x - half, upper.box[3], x + half, lower.box[1])
    return Plan(
        places=places,
        doors=doors,
        stair_links=links,
        deck_keys=tuple(d.key for d in data.decks),
        deck_names=tuple(d.name for d in data.decks),
    )


def slots(area: FBox, count: int, max_radius: int = L.TOKEN_R) -> tuple[int, list[Point]]:
    """A radius and ``count`` centres packed in rows into ``area``, the block centred.
    Shrinks the pieces until they fit; below the smallest size the rows overlap."""
    left, top, right, bottom = area
    w, h = right - left, bottom - top
    radius = max_radius
    while True:
        size = 2 * radius + 2
        step = size + L.TOKEN_GAP
        cols = max(1, int((w + L.TOKEN_GAP) // step))
        rows = max(1, int((h + L.TOKEN_GAP) // step))
        if cols * rows >= count or radius <= L.TOKEN_R_MIN:
            break
        radius -= 1
    cols = max(1, min(cols, count))
    rows_used = max(1, -(-count // cols))
    y_step = float(step)
    if rows_used > rows:
        y_step = max(1.0, (h - size) / (rows_used - 1))
    block_w = (cols - 1) * step + size
    block_h = (rows_used - 1) * y_step + size
    x0 = left + (w - block_w) / 2 + size / 2
    y0 = top + max(0.0, (h - block_h) / 2) + size / 2
    centres = []
    for i in range(count):
        row, col = divmod(i, cols)
        centres.append((x0 + col * step, y0 + row * y_step))
    return radius, centres
